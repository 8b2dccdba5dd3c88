"""Capture checker: a position (hand, exposed pairs, the card on offer and where it came from, the
player's own history) under the sidebar's rule profile → every option and every discard, legal
or not, with the explanation and the rules that decide it. Positions load from the examples or
from a position file (examples/positions/*.json) and can be saved as one."""

import streamlit as st

from core.chan.cards import parse_card
from ui.chan import captures as cp
from ui.chan.cards import card_svg, groups_html
from ui.chan.picker import card_picker
from ui.chan.profile_names import profile_name
from ui.chan.tap_entry import copies_left_in
from ui.i18n import t
from ui.state import lang, profile

L, P = lang(), profile()
s = cp.start()

st.title(t("app.nav_captures", L))
st.caption(t("app.cp_intro", L))

# ---------------------------------------------------------------- examples
st.markdown(f"**{t('app.cp_examples', L)}**")
cp.examples_row(L)
cp.notes(s, L)

# ---------------------------------------------------------------- the position
position, history = st.columns([1, 1], gap="large")
with position:
    st.subheader(t("app.cp_position", L))
    st.markdown(t("app.cp_profile_now", L, profile=profile_name(P, L)))
    st.text_input(t("app.cp_hand", L), key=cp.C_HAND, help=t("app.cp_hand_help", L), persist_state="session")
    st.text_input(
        t("app.cp_exposed", L),
        key=cp.C_EXPOSED,
        placeholder="5v 5v; 4v 4n",
        help=t("app.score_exposed_help", L),
        persist_state="session",
    )
    offered_col, source_col = st.columns([1, 2])
    offered_col.text_input(
        t("app.cp_offered", L),
        key=cp.C_OFFERED,
        placeholder="5v",
        help=t("app.cp_offered_help", L),
        persist_state="session",
    )
    no_offer = not (st.session_state.get(cp.C_OFFERED) or "").strip()
    source_col.radio(
        t("app.cp_source", L),
        ("discard", "stock"),
        key=cp.C_SOURCE,
        horizontal=True,
        format_func=lambda src: t("app.cp_source_" + src, L),
        disabled=no_offer,
        persist_state="session",
    )
    source_col.checkbox(
        t("app.cp_own_gate", L),
        key=cp.C_OWN_GATE,
        disabled=no_offer,
        help=t("app.cp_own_gate_help", L),
        persist_state="session",
    )

with history:
    st.subheader(t("app.cp_history", L))
    st.caption(t("app.cp_history_intro", L))
    cp.history_panel(s, L)

with st.expander(t("app.cp_tap_title", L), icon=":material/touch_app:", expanded=True):
    st.segmented_control(
        t("app.cp_tap_target", L),
        list(cp.TAP_TARGETS),
        key=cp.C_TAP_TARGET,
        default="hand",
        format_func=lambda k: t("app.cp_tap_" + k, L),
        required=True,
    )
    to_history = st.session_state.get(cp.C_TAP_TARGET) == "history"
    st.caption(t("app.cp_tap_history_help" if to_history else "app.cp_tap_help", L))
    card_picker(
        "cp_picker",
        lang=L,
        width=30,
        on_pick=cp.tap,
        copies_left=copies_left_in(st.session_state.get(cp.C_HAND, ""), st.session_state.get(cp.C_EXPOSED, "")),
    )

data = cp.position_data(P)
with st.expander(t("app.cp_file_title", L), icon=":material/description:"):
    cp.file_panel(data, L)

# ---------------------------------------------------------------- what the rules say
st.divider()
answer = cp.explain(data)
if "error" in answer:
    st.error(t("app.bad_input", L, error=answer["error"][L]))
    st.stop()
result = answer["ok"]

st.subheader(t("app.cp_answer", L))
cards, offer = st.columns([6, 1])
with cards:
    st.markdown(groups_html(cp.grouping(result["hand"], result["exposed"]), L, width=30), unsafe_allow_html=True)
if result["offered"]:
    with offer:
        st.markdown(f"**{t('app.cp_offered_short', L)}**")
        st.markdown(card_svg(parse_card(result["offered"]), width=54, lang=L, selected=True), unsafe_allow_html=True)
        st.caption(t("app.cp_from_" + result["source"], L) + (t("app.cp_at_own_gate", L) if result["own_gate"] else ""))
    cp.options_answer(result, L)
else:
    cp.discards_answer(result, L)
