"""Score calculator: a winning holding, its events and options → the breakdown, total and payments.
Then xướng practice: tick the cước you would call and see what a wrong call costs."""

import streamlit as st

from core.chan.cards import NotationError
from ui.chan import score as sc
from ui.chan.picker import card_picker
from ui.chan.tap_entry import copies_left_in
from ui.i18n import t
from ui.state import lang, profile

L, P = lang(), profile()
sc.start()
ss = st.session_state

st.title(t("app.nav_score", L))
st.caption(t("app.score_intro", L))

left, right = st.columns([3, 2])
with left:
    st.text_input(t("app.score_hand", L), key=sc.HAND)
    st.text_input(t("app.score_win", L), key=sc.WIN, help=t("app.score_win_help", L))
    st.text_input(
        t("app.score_exposed", L), key=sc.EXPOSED, placeholder="5v 5v; 4v 4n", help=t("app.score_exposed_help", L)
    )
    with st.expander(t("app.cp_tap_title", L), icon=":material/touch_app:"):
        with st.container(horizontal=True, vertical_alignment="bottom"):
            st.segmented_control(
                t("app.cp_tap_target", L),
                list(sc.TAP_TARGETS),
                key=sc.TAP_TARGET,
                default="hand",
                format_func=lambda k: t("app.score_tap_" + k, L),
                required=True,
            )
            st.button(
                t("app.score_tap_clear", L), key="_sc_tap_clear", on_click=sc.clear_hand, icon=":material/delete:"
            )
        card_picker(
            "sc_picker",
            lang=L,
            width=30,
            on_pick=sc.tap,
            copies_left=copies_left_in(ss.get(sc.HAND, ""), ss.get(sc.WIN, ""), ss.get(sc.EXPOSED, "")),
        )
with right:
    inputs = sc.choices(L, P)
sc.keep()  # the inputs outlive a visit to another page, and the link carries the cards

try:
    holding, win, result = inputs.score()
except NotationError as err:
    st.error(t("app.bad_input", L, error=sc.choice_error(err, L)))
    st.stop()

# two tabs, so the practice never has the answer printed above it
score_tab, xuong_tab = st.tabs([t("app.score_tab", L), t("app.xuong_title", L)], key="_sc_tabs", on_change="rerun")
with score_tab:
    sc.score_tab(holding, win, result, L)
with xuong_tab:
    sc.xuong_tab(result, L, P)
