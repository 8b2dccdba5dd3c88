"""Score calculator: a winning holding, its events and options → the breakdown, total and payments.
Then xướng practice: tick the cước you would call and see what a wrong call costs."""

import streamlit as st

from core.chan.calling import check_call
from core.chan.cards import CODE, NotationError
from core.chan.profiles import GA_OPTIONS, PROFILES
from core.chan.scoring import CUOC_NAMES
from ui.chan.cards import group_view, groups_html
from ui.chan.inputs import parse_win_inputs
from ui.chan.picker import card_picker
from ui.chan.tap_entry import copies_left_in, tap_into
from ui.i18n import pick, t
from ui.rules_view import rule_links, rule_title
from ui.state import lang, profile

L, P = lang(), profile()
GA_SINGLE = ["u_bon_bach_thu", "thap_thanh", "kinh_tu_chi", "bach_thu_chi"]
GA_EXCLUSIVE = {"bach_dinh": ["bach_dinh", "bach_dinh_tom"], "tam_do": ["tam_do", "tam_do_leo"],
                "chi_bach_thu": ["chi_bach_thu", "chi_bach_thu_2"]}


def choice_error(err: NotationError, lang: str) -> str:
    """The error in words: an event or gà option is named, never shown by its id."""
    token = err.token
    names = {**{e: pick(*CUOC_NAMES[e], lang) for e in CUOC_NAMES},
             **{g: pick(*n, lang) for g, n in GA_OPTIONS.items()}}
    if token in names:
        return f"{names[token]}: {pick(err.reason, err.reason_vi, lang)}"
    return err.message(lang)

st.title(t("app.nav_score", L))
st.caption(t("app.score_intro", L))

EXAMPLE = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v"
st.session_state.setdefault("sc_hand", EXAMPLE)
st.session_state.setdefault("sc_win", "3n")
left, right = st.columns([3, 2])
TAP_TARGETS = {"hand": ("sc_hand", "cards"), "win": ("sc_win", "one"), "exposed": ("sc_exposed", "pairs")}


def tap(face: int) -> None:
    """The picker's callback: the tapped card goes to the chosen field."""
    field, mode = TAP_TARGETS[st.session_state.get("_sc_tap_target") or "hand"]
    tap_into(field, face, mode)


def clear_hand() -> None:
    st.session_state["sc_hand"] = ""
    st.session_state["sc_win"] = ""
    st.session_state["sc_exposed"] = ""


with left:
    st.text_input(t("app.score_hand", L), key="sc_hand")
    st.text_input(t("app.score_win", L), key="sc_win", help=t("app.score_win_help", L))
    st.text_input(t("app.score_exposed", L), key="sc_exposed", placeholder="5v 5v; 4v 4n",
                  help=t("app.score_exposed_help", L))
    with st.expander(t("app.cp_tap_title", L), icon=":material/touch_app:"):
        with st.container(horizontal=True, vertical_alignment="bottom"):
            st.segmented_control(t("app.cp_tap_target", L), list(TAP_TARGETS), key="_sc_tap_target", default="hand",
                                 format_func=lambda k: t("app.score_tap_" + k, L), required=True)
            st.button(t("app.score_tap_clear", L), key="_sc_tap_clear", on_click=clear_hand, icon=":material/delete:")
        card_picker("sc_picker", copies_left=copies_left_in(st.session_state.get("sc_hand", ""),
                                                            st.session_state.get("sc_win", ""),
                                                            st.session_state.get("sc_exposed", "")),
                    lang=L, width=30, on_pick=tap)
with right:
    # pills: no "Select all", no English placeholder; the gà variants that exclude each other
    # (Bạch định or only with Tôm, Tám đỏ or only with Lèo, Chì bạch thủ 1 or 2 gà) are one choice each
    events = st.pills(t("app.score_events", L), sorted(PROFILES[P].events), key=f"sc_events_{P}",
                      selection_mode="multi", format_func=lambda e: pick(*CUOC_NAMES[e], L)) or []
    ga, four_eleven = [], False
    if PROFILES[P].has_ga:
        ga = list(st.pills(t("app.score_ga", L), GA_SINGLE, key="sc_ga", selection_mode="multi",
                           format_func=lambda g: pick(*GA_OPTIONS[g], L)) or [])
        for name, choices in GA_EXCLUSIVE.items():
            picked = st.segmented_control(t("app.score_ga_" + name, L), choices, key="sc_ga_" + name,
                                          format_func=lambda g: pick(*GA_OPTIONS[g], L))
            if picked:
                ga.append(picked)
        four_eleven = st.checkbox(t("app.score_four_eleven", L), key="sc_4_11", help=t("app.score_four_eleven_help", L))

try:
    holding, win, result = parse_win_inputs(st.session_state.sc_hand, st.session_state.sc_win,
                                            st.session_state.get("sc_exposed", ""), events, P, ga, four_eleven)
except NotationError as err:
    st.error(t("app.bad_input", L, error=choice_error(err, L)))
    st.stop()


def show_score() -> None:
    """The twenty cards grouped, the breakdown, the total and the payments."""
    if win is not None:
        st.markdown(t("app.score_won_on" if result.win else "app.score_with_card", L, card=CODE[win]))
    # the 20 cards as the forced grouping shows them (exposed pairs tagged), and the winning card
    st.markdown(groups_html(group_view(holding.add(win) if win is not None else holding), L, width=34),
                unsafe_allow_html=True)
    if not result.win:
        st.warning(result.sentence(L))
        st.markdown(t("app.rules_cited", L, rules=rule_links(result.rules, L)))
        return
    rows = [{t("app.col_cuoc", L): pick(i.name_en, i.name_vi, L), t("app.col_count", L): i.count,
             t("app.col_diem", L): i.points, t("app.col_dich", L): i.dich, t("app.col_main", L): "★" if i.main else "",
             t("app.col_rule", L): rule_title(i.rule, L)} for i in result.items]
    st.dataframe(rows, hide_index=True, width="stretch")
    c1, c2, c3 = st.columns(3)
    c1.metric(t("app.score_total", L), result.total)
    c2.metric(t("app.score_main", L), pick(*CUOC_NAMES[result.main], L) if result.main else "—")
    pay = result.payments
    if pay["four_eleven"]:  # 4-11: the winner pays each player instead of collecting
        c3.metric(t("app.score_winner_pays_each", L), pay["each_loser"])
    else:
        c3.metric(t("app.score_each_pays", L), -pay["each_loser"])
    st.success(result.sentence(L))
    if pay["four_eleven"]:
        st.markdown(t("app.score_payments_4_11", L, each=pay["each_loser"], total=-pay["winner"]))
    else:
        st.markdown(t("app.score_payments", L, winner=f"{pay['winner']:+d}", loser=f"{pay['each_loser']:+d}"))
    st.markdown(t("app.rules_cited", L, rules=rule_links(result.rules, L)))


def show_xuong() -> None:
    """Xướng practice: call the cước, then check; the answer is only in the other tab."""
    st.caption(t("app.xuong_intro_" + P, L))
    st.caption(t("app.xuong_hidden", L))
    if not result.win:
        st.info(result.sentence(L))
        return
    callable_ids = [c for c in CUOC_NAMES if c in PROFILES[P].values]
    called = []
    cols = st.columns(3)  # three columns: the long cước names fit their labels
    for n, cid in enumerate(callable_ids):
        with cols[n % 3]:
            k = st.number_input(pick(*CUOC_NAMES[cid], L), 0, 4, 0, key=f"xuong_{P}_{cid}")
            called += [cid] * int(k)
    if not st.button(t("app.xuong_check", L), key="xuong_check", type="primary"):
        return
    check = check_call(result, called)
    if check.correct and check.complete:
        st.success(t("app.xuong_right", L, total=result.total))
    elif check.correct:
        st.info(t("app.xuong_incomplete", L, missing=", ".join(pick(*CUOC_NAMES[m], L) for m in check.missing),
                  paid=check.payments["winner"] // 3, total=result.total))
    else:
        for _cid, en, vi in check.wrong:
            st.error(pick(en, vi, L))
        if PROFILES[P].has_bao:
            st.error(t("app.xuong_cost", L, each=check.payments["each_other"], total=-check.payments["winner"]))
        else:
            st.info(t("app.xuong_no_cost", L))
        if check.missing:
            st.info(t("app.xuong_missing", L, missing=", ".join(pick(*CUOC_NAMES[m], L) for m in check.missing)))
    st.markdown(t("app.rules_cited", L, rules=rule_links(check.rules, L)))


# two tabs, so the practice never has the answer printed above it
score_tab, xuong_tab = st.tabs([t("app.score_tab", L), t("app.xuong_title", L)], key="_sc_tabs", on_change="rerun")
with score_tab:
    show_score()
with xuong_tab:
    show_xuong()
