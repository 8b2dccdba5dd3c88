"""Hand analyser: build a holding (tap card pictures, type notation or deal at random), mark the
exposed pairs and the cards seen elsewhere → the grouping, the waits with their chances, the
Bạch thủ check; for 20 cards every discard ranked by the waits it leaves, and the score of a win.
The holding lives in the address bar, so the link shares it."""

import streamlit as st

from core.chan.cards import CODE, counts_of, format_cards
from core.chan.profiles import PROFILES
from ui.chan import analyser as an, analysis
from ui.chan.cards import groups_html
from ui.chan.picker import card_picker
from ui.glossary import term_link
from ui.i18n import pick, t
from ui.rules_view import rule_links
from ui.state import lang, profile

L, P = lang(), profile()
s = an.start()

st.title(t("app.nav_analyser", L))
st.caption(t("app.an_intro", L))
if s.message:
    level, en, vi = s.message
    getattr(st, level)(pick(en, vi, L))

# ---------------------------------------------------------------- building the holding
build, shown = st.columns([5, 6], gap="large")
with build:
    # a key keeps the open tab across reruns (a message above the tabs used to reset it to the first)
    pick_tab, type_tab, random_tab = st.tabs([t("app.an_tab_pick", L), t("app.an_tab_type", L),
                                              t("app.an_tab_random", L)],
                                             key="_an_tabs", on_change="rerun")
    with pick_tab:
        card_picker("an_picker", copies_left=s.copies_left(), lang=L, width=42, on_pick=an.add_card)
    with type_tab:
        with st.form("an_type_form", border=False):
            st.text_area(t("app.an_hand_text", L), key=an.W_HAND, height=100, persist_state="session",
                         placeholder="2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v",
                         help=t("app.an_hand_text_help", L))
            st.form_submit_button(t("app.an_apply", L), key="_an_apply", on_click=an.apply_hand_text, type="primary")
    with random_tab:
        st.caption(t("app.an_random_intro", L))
        for kind, icon in (("19", "casino"), ("ready", "task_alt"), ("20", "style")):
            st.button(t("app.an_deal_" + kind, L), key="_an_deal_" + kind, on_click=an.deal, args=(kind,),
                      icon=f":material/{icon}:", width="stretch")

key = s.key()
data = analysis.analyse(*key)
size = data["size"]
advice = analysis.advice(*key, P) if size in (19, 20) else {}
with shown:
    st.subheader(t("app.an_holding", L))
    st.markdown(t("app.an_size_" + ("short" if size < 19 else str(size)), L, n=size, more=19 - size))
    if data["groups"]:
        st.markdown(groups_html(data["groups"], L, width=34), unsafe_allow_html=True)
        st.caption(t("app.an_counts", L, chan=data["chan"], ca=data["ca"]) + " "
                   + t("app.an_terms", L, terms=", ".join(term_link(k, L) for k in ("chan", "ca", "que", "ba_dau"))))
    with st.container(horizontal=True):
        st.button(t("app.an_undo", L), key="_an_undo", on_click=an.undo, icon=":material/undo:",
                  disabled=not an.can_undo(), help=t("app.an_undo_help", L))
        st.button(t("app.an_clear", L), key="_an_clear", on_click=an.clear, icon=":material/delete:",
                  disabled=not (s.hand or s.exposed or s.seen))
    if s.hand:
        counts = counts_of(s.hand)
        st.pills(t("app.an_remove", L), sorted(set(s.hand)), key=an.W_REMOVE, on_change=an.remove_card, wrap=True,
                 format_func=lambda f: CODE[f] + (f" ×{counts[f]}" if counts[f] > 1 else ""))
    exposed_col, stock_col = st.columns([3, 2])
    exposed_col.text_input(t("app.an_exposed", L), key=an.W_EXPOSED, on_change=an.apply_exposed_text,
                           placeholder="5v 5v; 4v 4n", help=t("app.an_exposed_help", L), persist_state="session")
    stock_col.number_input(t("app.an_stock", L), min_value=0, max_value=100, step=1, key=an.W_STOCK,
                           on_change=an.apply_stock, help=t("app.an_stock_help", L), persist_state="session")
    with st.expander(t("app.an_seen_title", L, n=len(s.seen)), expanded=bool(s.seen), icon=":material/visibility:"):
        st.caption(t("app.an_seen_intro", L))
        st.text_input(t("app.an_seen_text", L), key=an.W_SEEN, on_change=an.apply_seen_text,
                      placeholder="3v 9n cc", persist_state="session")
        card_picker("an_seen_picker", copies_left=s.copies_left(), lang=L, width=30, on_pick=an.add_seen)
        if s.seen:
            st.button(t("app.an_clear_seen", L), key="_an_clear_seen", on_click=an.clear_seen,
                      icon=":material/delete:")

# ---------------------------------------------------------------- what the holding means
st.divider()
if s.stale:
    st.warning(t("app.an_stale", L, hand=format_cards(s.hand) or "—"), icon=":material/history:")
odds = t("app.an_assumption", L, stock=data["stock"], unseen=data["unseen_total"], text=analysis.assumption(L))

if size < 19:
    st.info(t("app.an_need_more", L, more=19 - size))

elif size == 19:
    analysis.waits_section(data, advice, L, P)
    if data["bach_thu"]:
        chi = data["bach_thu"] == "cc" and PROFILES[P].has_bach_thu_chi
        st.success(t("app.an_bach_thu_chi_yes" if chi else "app.an_bach_thu_yes", L, card=data["bach_thu"]),
                   icon=":material/star:")
    else:
        st.info(t("app.an_bach_thu_no", L), icon=":material/star:")
    if data["cho_chi_rong"]:
        st.error(t("app.an_cho_chi_rong", L), icon=":material/warning:")
    st.caption(odds)
    st.markdown(t("app.rules_cited", L, rules=rule_links(analysis.for_profile(data["rules"] + ("win.bach_thu",), P),
                                                         L)))

else:  # 20 cards: a win to score, and every discard ranked
    if data["win"]:
        analysis.win_section(key, s.hand, L, P)
    analysis.discards_section(advice["discards"], L)
    st.caption(odds)
    st.markdown(t("app.rules_cited", L, rules=rule_links(
        ("groups.forced", "win.ten_pairs", "win.u_rong", "win.bach_thu", "capture.no_break_chan"), L)))
