"""Capture checker: a position (hand, exposed pairs, the card on offer and where it came from, the
player's own history) under the sidebar's rule profile → every option and every discard, legal
or not, with the explanation and the rules that decide it. Positions load from the examples or
from a position file (examples/positions/*.json) and can be saved as one."""

import json

import streamlit as st

from core.chan.cards import parse_card
from ui import analysis_view as view
from ui.cards import card_svg, cards_row_html, groups_html
from ui.i18n import pick, t
from ui.picker import card_picker
from ui.rules_view import rule_links
from ui.state import lang, profile
from ui.tap_entry import copies_left_in, tap_into
from ui.uploads import MAX_UPLOAD_MB

L, P = lang(), profile()
view.init_captures()
ss = st.session_state

st.title(t("app.nav_captures", L))
st.caption(t("app.cp_intro", L))

# ---------------------------------------------------------------- examples
examples = view.example_positions()
st.markdown(f"**{t('app.cp_examples', L)}**")
showing = view.current_example()
with st.container(horizontal=True):
    for name, example in examples.items():
        st.button(f"{view.example_label(name, L)} · {t('app.profile_short_' + example.get('profile', 'cardavia'), L)}",
                  key=f"_cp_ex_{name}", on_click=view.load_example, args=(name,),
                  type="primary" if showing == name else "secondary",
                  help=t("app.cp_ex_profile", L, profile=t("app.profile_" + example.get("profile", "cardavia"), L)))
if ss[view.C_MESSAGE]:
    level, en, vi = ss[view.C_MESSAGE]
    getattr(st, level)(pick(en, vi, L))
if ss.get(view.C_PROFILE_NOTE):
    before, now = ss[view.C_PROFILE_NOTE]
    with st.container(border=True):
        st.info(t("app.cp_profile_switched", L, now=t("app.profile_" + now, L), before=t("app.profile_" + before, L)),
                icon=":material/swap_horiz:")
        st.button(t("app.cp_profile_switch_back", L, before=t("app.profile_" + before, L)), key="_cp_profile_back",
                  on_click=view.undo_profile_switch)

# ---------------------------------------------------------------- the position
position, history = st.columns([1, 1], gap="large")
with position:
    st.subheader(t("app.cp_position", L))
    st.markdown(t("app.cp_profile_now", L, profile=t("app.profile_" + P, L)))
    st.text_input(t("app.cp_hand", L), key=view.C_HAND, help=t("app.cp_hand_help", L), persist_state="session")
    st.text_input(t("app.cp_exposed", L), key=view.C_EXPOSED, placeholder="5v 5v; 4v 4n",
                  help=t("app.score_exposed_help", L), persist_state="session")
    offered_col, source_col = st.columns([1, 2])
    offered_col.text_input(t("app.cp_offered", L), key=view.C_OFFERED, placeholder="5v",
                           help=t("app.cp_offered_help", L),
                           persist_state="session")
    no_offer = not (ss.get(view.C_OFFERED) or "").strip()
    source_col.radio(t("app.cp_source", L), ("discard", "stock"), key=view.C_SOURCE, horizontal=True,
                     format_func=lambda s: t("app.cp_source_" + s, L), disabled=no_offer, persist_state="session")
    source_col.checkbox(t("app.cp_own_gate", L), key=view.C_OWN_GATE, disabled=no_offer,
                        help=t("app.cp_own_gate_help", L),
                        persist_state="session")

with history:
    st.subheader(t("app.cp_history", L))
    st.caption(t("app.cp_history_intro", L))
    events = ss[view.C_HISTORY]
    if not events:
        st.markdown(f"*{t('app.cp_history_empty', L)}*")
    shown = max(0, len(events) - view.HISTORY_ROWS)  # a long history: the earlier moves on one line
    if shown:
        st.caption(t("app.cp_history_earlier", L, n=shown, moves=view.history_summary(events[:shown], L)))
    for i, event in enumerate(events[shown:], start=shown):
        row, remove = st.columns([6, 1], vertical_alignment="center")
        row.markdown(f"{i + 1}. {view.history_label(event, L)}")
        remove.button("", icon=":material/close:", key=f"_cp_rm_{i}", on_click=view.remove_history, args=(i,),
                      help=t("app.cp_remove_row", L))
    with st.container(border=True):
        kind_col, card_col, other_col = st.columns(3)
        kind = kind_col.selectbox(t("app.cp_event", L), view.HISTORY_EVENTS, key=view.C_NEW_EVENT,
                                  format_func=lambda e: t("app.cp_ev_" + e, L))
        card_col.text_input(t("app.cp_event_card", L), key=view.C_NEW_CARD, placeholder="7s")
        if kind == "decline":
            other_col.selectbox(t("app.cp_available", L), ("chan", "ca"), key=view.C_NEW_AVAILABLE,
                                format_func=lambda k: t("app.kind_" + k, L))
        elif kind == "capture":
            other_col.text_input(t("app.cp_with", L), key=view.C_NEW_WITH, placeholder="7v")
        with st.container(horizontal=True):
            st.button(t("app.cp_add_row", L), key="_cp_add", on_click=view.add_history, icon=":material/add:",
                      type="primary")
            st.button(t("app.cp_clear_history", L), key="_cp_clear_history", on_click=view.clear_history,
                      icon=":material/delete:", disabled=not events)

TAP_TARGETS = {"hand": (view.C_HAND, "cards"), "exposed": (view.C_EXPOSED, "pairs"),
               "offered": (view.C_OFFERED, "one"), "history": (None, "history")}


def tap(face: int) -> None:
    """The picker's callback: the tapped card goes to the chosen field; for the history it fills the
    new row's card (and, for a capture, then the hand card it pairs with) and adds the row."""
    field, mode = TAP_TARGETS[ss.get("_cp_tap_target") or "hand"]
    if mode != "history":
        tap_into(field, face, mode)
        return
    event = ss.get(view.C_NEW_EVENT, "decline")
    if event == "capture" and not (ss.get(view.C_NEW_CARD) or "").strip():
        tap_into(view.C_NEW_CARD, face, "one")  # the captured card first, then the hand card
        return
    tap_into(view.C_NEW_WITH if event == "capture" else view.C_NEW_CARD, face, "one")
    view.add_history()


with st.expander(t("app.cp_tap_title", L), icon=":material/touch_app:", expanded=True):
    st.segmented_control(t("app.cp_tap_target", L), list(TAP_TARGETS), key="_cp_tap_target", default="hand",
                         format_func=lambda k: t("app.cp_tap_" + k, L), required=True)
    st.caption(t("app.cp_tap_history_help", L) if ss.get("_cp_tap_target") == "history" else t("app.cp_tap_help", L))
    card_picker("cp_picker", copies_left=copies_left_in(ss.get(view.C_HAND, ""), ss.get(view.C_EXPOSED, "")),
                lang=L, width=30, on_pick=tap)

data = view.position_data(P)
with st.expander(t("app.cp_file_title", L), icon=":material/description:"):
    st.caption(t("app.cp_file_intro", L))
    upload_col, paste_col = st.columns(2)
    upload_col.file_uploader(t("app.cp_upload", L), type=["json"], key=view.C_UPLOAD, on_change=view.load_upload,
                             max_upload_size=MAX_UPLOAD_MB)
    paste_col.text_area(t("app.cp_paste", L), key=view.C_PASTE, height=120, placeholder='{"profile": "cardavia", …}')
    paste_col.button(t("app.cp_load_pasted", L), key="_cp_load_pasted", on_click=view.load_pasted,
                     icon=":material/upload:")
    st.download_button(t("app.cp_download", L), json.dumps(data, ensure_ascii=False, indent=2),
                       file_name="position.json", mime="application/json", icon=":material/download:",
                       on_click="ignore")

# ---------------------------------------------------------------- what the rules say
st.divider()
answer = view.explain(data)
if "error" in answer:
    st.error(t("app.bad_input", L, error=pick(*answer["error"], L)))
    st.stop()
result = answer["ok"]

st.subheader(t("app.cp_answer", L))
cards, offer = st.columns([6, 1])
with cards:
    st.markdown(groups_html(view.grouping(result["hand"], result["exposed"]), L, width=30), unsafe_allow_html=True)
if result["offered"]:
    where = t("app.cp_from_" + result["source"], L) + (t("app.cp_at_own_gate", L) if result["own_gate"] else "")
    with offer:
        st.markdown(f"**{t('app.cp_offered_short', L)}**")
        st.markdown(card_svg(parse_card(result["offered"]), width=54, lang=L, selected=True), unsafe_allow_html=True)
        st.caption(where)

    legal = [o for o in result["options"] if o["legal"]]
    st.markdown(t("app.cp_summary_options", L, card=result["offered"], n=len(legal), total=len(result["options"])))
    columns = st.columns(2, gap="medium")
    for i, option in enumerate(result["options"]):
        with columns[i % 2].container(border=True):
            mark = view.MARK[option["legal"]]
            st.markdown(f"##### {mark} {view.option_title(option, result['offered'], L)}")
            st.markdown(pick(option["explanation"], option["explanation_vi"], L))
            if option["errors"]:
                st.caption(t("app.cp_errors", L, errors=", ".join(e.removeprefix("error.") for e in option["errors"]),
                             groups=", ".join(option["groups"])))
            st.markdown(t("app.rules_cited", L, rules=rule_links(option["rules"], L)))
            if option.get("then_discards") is not None:
                then = option["then_discards"]
                if then:
                    st.markdown(t("app.cp_then_discard", L))
                    st.markdown(cards_row_html([parse_card(d["card"]) for d in then], width=30, lang=L),
                                unsafe_allow_html=True)
                else:
                    st.markdown(t("app.cp_then_none", L))
else:
    discards = result["discards"]
    legal = [d for d in discards if d["legal"]]
    st.markdown(t("app.cp_summary_discards", L, n=len(legal), total=len(discards)))
    st.markdown(view.cards_strip_html([(parse_card(d["card"]), ("✓ " if d["legal"] else "✗ ") + d["card"], d["legal"])
                                       for d in discards], L), unsafe_allow_html=True)
    if "note" in result:
        st.info(pick(result["note"]["explanation"], result["note"]["explanation_vi"], L) + "  \n"
                + t("app.rules_cited", L, rules=rule_links(result["note"]["rules"], L)))
    allowed, refused = st.columns(2, gap="medium")
    for column, group, title in ((allowed, legal, "app.cp_allowed"),
                                 (refused, [d for d in discards if not d["legal"]], "app.cp_refused")):
        with column:
            st.markdown(f"**{t(title, L)}**")
            for d in group:
                with st.container(border=True):
                    mark = view.MARK[d["legal"]]
                    st.markdown(f"{mark} **{d['card']}** — {pick(d['explanation'], d['explanation_vi'], L)}")
                    if d["errors"]:
                        errors = ", ".join(e.removeprefix("error.") for e in d["errors"])
                        st.caption(t("app.cp_errors", L, errors=errors, groups=", ".join(d["groups"])))
                    st.markdown(t("app.rules_cited", L, rules=rule_links(d["rules"], L)))
            if not group:
                st.caption("—")
