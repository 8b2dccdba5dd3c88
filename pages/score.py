"""Score calculator: a winning holding, its events and options → the breakdown, total and payments.
Then xướng practice: tick the cước you would call and see what a wrong call costs."""

import pandas as pd
import streamlit as st

from core.chan.calling import check_call
from core.chan.cards import CODE, NotationError
from core.chan.profiles import GA_OPTIONS, PROFILES
from core.chan.scoring import CUOC_NAMES
from ui.cards import group_view, groups_html
from ui.chan_inputs import parse_win_inputs
from ui.i18n import t
from ui.rules_view import rule_links
from ui.state import lang, profile

L, P = lang(), profile()
st.title(t("nav_score", L))
st.caption(t("score_intro", L))

EXAMPLE = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v"
st.session_state.setdefault("sc_hand", EXAMPLE)
st.session_state.setdefault("sc_win", "3n")
left, right = st.columns([3, 2])
with left:
    st.text_input(t("score_hand", L), key="sc_hand")
    st.text_input(t("score_win", L), key="sc_win", help=t("score_win_help", L))
    st.text_input(t("score_exposed", L), key="sc_exposed", placeholder="5v 5v; 4v 4n",
                  help=t("score_exposed_help", L))
with right:
    events = st.multiselect(t("score_events", L), sorted(PROFILES[P].events), key=f"sc_events_{P}",
                            format_func=lambda e: CUOC_NAMES[e][L == "vi"])
    ga, four_eleven = [], False
    if PROFILES[P].has_ga:
        ga = st.multiselect(t("score_ga", L), list(GA_OPTIONS), key="sc_ga",
                            format_func=lambda g: GA_OPTIONS[g][L == "vi"])
        four_eleven = st.checkbox(t("score_four_eleven", L), key="sc_4_11")

try:
    holding, win, result = parse_win_inputs(st.session_state.sc_hand, st.session_state.sc_win,
                                            st.session_state.get("sc_exposed", ""), events, P, ga, four_eleven)
except NotationError as err:
    st.error(t("bad_input", L, error=err.message(L)))
    st.stop()

# the 20 cards as the forced grouping shows them (exposed pairs tagged), and the winning card
if win is not None:
    st.markdown(t("score_won_on" if result.win else "score_with_card", L, card=CODE[win]))
st.markdown(groups_html(group_view(holding.add(win) if win is not None else holding), L, width=34),
            unsafe_allow_html=True)

if not result.win:
    st.warning(result.sentence(L))
    st.markdown(t("rules_cited", L, rules=rule_links(result.rules, L)))
    st.stop()

rows = [{t("col_cuoc", L): i.name_vi if L == "vi" else i.name_en, t("col_count", L): i.count,
         t("col_diem", L): i.points, t("col_dich", L): i.dich, t("col_main", L): "★" if i.main else "",
         t("col_rule", L): i.rule} for i in result.items]
st.dataframe(pd.DataFrame(rows), hide_index=True, width="stretch")
c1, c2, c3 = st.columns(3)
c1.metric(t("score_total", L), result.total)
c2.metric(t("score_main", L), CUOC_NAMES[result.main][L == "vi"] if result.main else "—")
c3.metric(t("score_each_pays", L), -result.payments["each_loser"])
st.success(result.sentence(L))
pay = result.payments
st.markdown(t("score_payments", L, winner=f"{pay['winner']:+d}", loser=f"{pay['each_loser']:+d}"))
st.markdown(t("rules_cited", L, rules=rule_links(result.rules, L)))

st.divider()
st.subheader(t("xuong_title", L))
st.caption(t("xuong_intro_" + P, L))
callable_ids = [c for c in CUOC_NAMES if c in PROFILES[P].values]
called = []
cols = st.columns(4)
for n, cid in enumerate(callable_ids):
    with cols[n % 4]:
        k = st.number_input(CUOC_NAMES[cid][L == "vi"], 0, 4, 0, key=f"xuong_{P}_{cid}")
        called += [cid] * int(k)
if st.button(t("xuong_check", L), key="xuong_check", type="primary"):
    check = check_call(result, called)
    if check.correct and check.complete:
        st.success(t("xuong_right", L, total=result.total))
    elif check.correct:
        st.info(t("xuong_incomplete", L, missing=", ".join(CUOC_NAMES[m][L == "vi"] for m in check.missing),
                  paid=check.payments["winner"] // 3, total=result.total))
    else:
        for _cid, en, vi in check.wrong:
            st.error(vi if L == "vi" else en)
        if PROFILES[P].has_bao:
            st.error(t("xuong_cost", L, each=check.payments["each_other"], total=-check.payments["winner"]))
        else:
            st.info(t("xuong_no_cost", L))
        if check.missing:
            st.info(t("xuong_missing", L, missing=", ".join(CUOC_NAMES[m][L == "vi"] for m in check.missing)))
    st.markdown(t("rules_cited", L, rules=rule_links(check.rules, L)))
