"""The Hand analyser's two input panels: building the holding (tap, type or deal) and the holding
as it stands (its grouping, undo and clear, the exposed pairs, the stock and the cards seen)."""

from __future__ import annotations

import streamlit as st

from core.chan.cards import CODE, counts_of

from ..glossary import term_link
from ..i18n import t
from . import analyser as an
from .analyser import AnalyserState
from .cards import groups_html
from .picker import card_picker


def hand_builder(s: AnalyserState, L: str) -> None:
    """Three tabs: tap card pictures, type notation, or deal a random holding."""
    # a key keeps the open tab across reruns (a message above the tabs used to reset it to the first)
    pick_tab, type_tab, random_tab = st.tabs(
        [t("app.an_tab_pick", L), t("app.an_tab_type", L), t("app.an_tab_random", L)], key="_an_tabs", on_change="rerun"
    )
    with pick_tab:
        card_picker("an_picker", copies_left=s.copies_left(), lang=L, width=42, on_pick=an.add_card)
    with type_tab:
        with st.form("an_type_form", border=False):
            st.text_area(
                t("app.an_hand_text", L),
                key=an.W_HAND,
                height=100,
                persist_state="session",
                placeholder="2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v",
                help=t("app.an_hand_text_help", L),
            )
            st.form_submit_button(t("app.an_apply", L), key="_an_apply", on_click=an.apply_hand_text, type="primary")
    with random_tab:
        st.caption(t("app.an_random_intro", L))
        for kind, icon in (("19", "casino"), ("ready", "task_alt"), ("20", "style")):
            st.button(
                t("app.an_deal_" + kind, L),
                key="_an_deal_" + kind,
                on_click=an.deal,
                args=(kind,),
                icon=f":material/{icon}:",
                width="stretch",
            )


def holding_panel(s: AnalyserState, data: dict, L: str) -> None:
    """The holding as it stands: its grouping, undo and clear, the remove pills, the exposed pairs,
    the stock and the cards seen elsewhere."""
    size = data["size"]
    st.subheader(t("app.an_holding", L))
    st.markdown(t("app.an_size_" + ("short" if size < 19 else str(size)), L, n=size, more=19 - size))
    if data["groups"]:
        st.markdown(groups_html(data["groups"], L, width=34), unsafe_allow_html=True)
        st.caption(
            t("app.an_counts", L, chan=data["chan"], ca=data["ca"])
            + " "
            + t("app.an_terms", L, terms=", ".join(term_link(k, L) for k in ("chan", "ca", "que", "ba_dau")))
        )
    with st.container(horizontal=True):
        st.button(
            t("app.an_undo", L),
            key="_an_undo",
            on_click=an.undo,
            icon=":material/undo:",
            disabled=not an.can_undo(),
            help=t("app.an_undo_help", L),
        )
        st.button(
            t("app.an_clear", L),
            key="_an_clear",
            on_click=an.clear,
            icon=":material/delete:",
            disabled=not (s.hand or s.exposed or s.seen),
        )
    if s.hand:
        counts = counts_of(s.hand)
        st.pills(
            t("app.an_remove", L),
            sorted(set(s.hand)),
            key=an.W_REMOVE,
            on_change=an.remove_card,
            wrap=True,
            format_func=lambda f: CODE[f] + (f" ×{counts[f]}" if counts[f] > 1 else ""),
        )
    exposed_col, stock_col = st.columns([3, 2])
    exposed_col.text_input(
        t("app.an_exposed", L),
        key=an.W_EXPOSED,
        on_change=an.apply_exposed_text,
        placeholder="5v 5v; 4v 4n",
        help=t("app.an_exposed_help", L),
        persist_state="session",
    )
    stock_col.number_input(
        t("app.an_stock", L),
        min_value=0,
        max_value=100,
        step=1,
        key=an.W_STOCK,
        on_change=an.apply_stock,
        help=t("app.an_stock_help", L),
        persist_state="session",
    )
    with st.expander(t("app.an_seen_title", L, n=len(s.seen)), expanded=bool(s.seen), icon=":material/visibility:"):
        st.caption(t("app.an_seen_intro", L))
        st.text_input(
            t("app.an_seen_text", L),
            key=an.W_SEEN,
            on_change=an.apply_seen_text,
            placeholder="3v 9n cc",
            persist_state="session",
        )
        card_picker("an_seen_picker", copies_left=s.copies_left(), lang=L, width=30, on_pick=an.add_seen)
        if s.seen:
            st.button(t("app.an_clear_seen", L), key="_an_clear_seen", on_click=an.clear_seen, icon=":material/delete:")
