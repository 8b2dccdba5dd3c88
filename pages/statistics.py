"""Statistics: plots from simulated deals — cước frequencies, the spread of scores, which waits win,
and the chance of winning by the stock left when a hand becomes ready."""

import streamlit as st

from ui.chan import statistics as stats_view
from ui.i18n import t
from ui.state import lang, profile

L, P = lang(), profile()
st.title(t("play.stats_title", L))
st.caption(t("play.stats_intro", L))
c1, c2 = st.columns(2)
deals = c1.select_slider(t("play.stats_deals", L), [100, 200, 500, 1000, 2000], value=500, key="stats_deals")
seed = c2.number_input(t("play.seed", L), 0, 10**6, 0, key="stats_seed")

stats = stats_view.simulated(P, deals, seed, L)

m = st.columns(3)
m[0].metric(t("play.stats_deals_played", L), stats.deals)
m[1].metric(t("play.stats_wins", L), stats_view.share(stats.wins / stats.deals, L))
m[2].metric(t("play.stats_mean_total", L), stats_view.mean_total(stats, L))

for chart in (stats_view.cuoc_chart, stats_view.totals_chart, stats_view.kinds_chart, stats_view.ready_chart):
    st.plotly_chart(chart(stats, L), width="stretch")
st.caption(t("play.stats_note", L))
