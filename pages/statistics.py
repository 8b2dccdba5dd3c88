"""Statistics: plots from simulated deals — cước frequencies, the spread of scores, which waits win,
and the chance of winning by the stock left when a hand becomes ready."""

import plotly.graph_objects as go
import streamlit as st

from core.chan.scoring import CUOC_NAMES
from core.chan.stats import Stats, simulate
from ui.i18n import pick, t
from ui.state import lang, profile

L, P = lang(), profile()
CHUNK = 100
KIND_NAMES = {"chan": ("ù rộng, by chắn", "ù rộng, thành chắn"), "ca": ("ù rộng, by cạ", "ù rộng, thành cạ"),
              "ba_dau": ("ba đầu", "ba đầu"), "bach_thu": ("bạch thủ", "bạch thủ"),
              "thien_u": ("Thiên ù", "Thiên ù")}


@st.cache_data(max_entries=200, show_spinner=False)
def chunk(profile_name: str, seed: int) -> Stats:
    """One block of simulated deals (pure, so cached across sessions)."""
    return simulate(CHUNK, profile_name, seed)


def merged(parts: list[Stats]) -> Stats:
    out = Stats()
    for part in parts:
        out.deals += part.deals
        out.wins += part.wins
        out.draws += part.draws
        for name in ("cuoc", "totals", "win_kinds", "ready_at", "ready_won"):
            getattr(out, name).update(getattr(part, name))
    return out


def share(value: float) -> str:
    """A share as a bar's label: whole percent from 10 %, one decimal below (a bar of one deal in
    500 wins is "0.3%", never "0%"), a decimal comma in Vietnamese."""
    text = f"{value:.0%}" if value >= 0.1 or value == 0 else f"{value:.1%}"
    return text.replace(".", t("app.decimal_point", L))


def bar(x, y, title, xaxis, yaxis, percent=False, horizontal=False):
    """Bars with their values on them; `horizontal` puts long labels (cước names) on the y axis,
    where they are read whole instead of slanted and cut."""
    labels = [share(v) if percent else v for v in y]
    if horizontal:
        fig = go.Figure(go.Bar(x=y[::-1], y=x[::-1], orientation="h", text=labels[::-1], textposition="outside",
                               cliponaxis=False))
        fig.update_layout(title=title, xaxis_title=yaxis, yaxis_title=xaxis, height=max(330, 28 * len(x) + 90),
                          margin=dict(l=10, r=40, t=40, b=10), xaxis_tickformat=".0%" if percent else None,
                          yaxis=dict(automargin=True))
        return fig
    fig = go.Figure(go.Bar(x=x, y=y, text=labels, textposition="outside", cliponaxis=False))
    fig.update_layout(title=title, xaxis_title=xaxis, yaxis_title=yaxis, height=330,
                      margin=dict(l=10, r=10, t=40, b=10), yaxis_tickformat=".0%" if percent else None)
    return fig


st.title(t("play.stats_title", L))
st.caption(t("play.stats_intro", L))
c1, c2 = st.columns(2)
deals = c1.select_slider(t("play.stats_deals", L), [100, 200, 500, 1000, 2000], value=500, key="stats_deals")
seed = c2.number_input(t("play.seed", L), 0, 10**6, 0, key="stats_seed")

bar_slot = st.progress(0.0, text=t("play.stats_running", L))
parts = []
for i in range(deals // CHUNK):
    parts.append(chunk(P, seed + i * CHUNK))
    bar_slot.progress((i + 1) / (deals // CHUNK), text=t("play.stats_running", L))
bar_slot.empty()
stats = merged(parts)

m = st.columns(3)
m[0].metric(t("play.stats_deals_played", L), stats.deals)
mean_total = f"{sum(t * n for t, n in stats.totals.items()) / max(stats.wins, 1):.1f}"
m[1].metric(t("play.stats_wins", L), share(stats.wins / stats.deals))
m[2].metric(t("play.stats_mean_total", L), mean_total.replace(".", t("app.decimal_point", L)))

cuoc = stats.cuoc.most_common()
st.plotly_chart(bar([pick(*CUOC_NAMES[c], L) for c, _ in cuoc], [n / max(stats.wins, 1) for _, n in cuoc],
                    t("play.stats_cuoc", L), "", t("play.stats_share_wins", L), percent=True, horizontal=True),
                width="stretch")
totals = sorted(stats.totals.items())
st.plotly_chart(bar([str(t) for t, _ in totals], [n for _, n in totals], t("play.stats_totals", L),
                    t("play.stats_total_axis", L), t("play.stats_wins_axis", L)), width="stretch")
kinds = stats.win_kinds.most_common()
st.plotly_chart(bar([pick(*KIND_NAMES[k], L) for k, _ in kinds], [n / max(stats.wins, 1) for _, n in kinds],
                    t("play.stats_kinds", L), "", t("play.stats_share_wins", L), percent=True, horizontal=True),
                width="stretch")
rates = [(s, n, r) for s, n, r in stats.win_rate_by_stock() if n >= 5]
fig = go.Figure(go.Scatter(x=[s for s, _, _ in rates], y=[r for _, _, r in rates], mode="lines+markers",
                           text=[t("play.stats_hands", L, n=n) for _, n, _ in rates]))
fig.update_layout(title=t("play.stats_ready", L), xaxis_title=t("play.stats_stock_axis", L), yaxis_tickformat=".0%",
                  xaxis_autorange="reversed", height=330, margin=dict(l=10, r=10, t=40, b=10))
st.plotly_chart(fig, width="stretch")
st.caption(t("play.stats_note", L))
