"""The card-size setting of both play pages: your hand drawn larger (normal, large, larger), kept in
the learner's record like the pace. CSS `zoom` scales the hand's pictures and their layout together."""

from __future__ import annotations

import importlib

import streamlit as st

from core.common.games import GAMES

from .. import learner
from ..i18n import t

SIZES = {"normal": 1.0, "large": 1.25, "larger": 1.5}
KEY = "card_size"


def hands() -> str:
    """The CSS selector of every game's hand (each game's UI package names its own, HAND_CSS)."""
    return ", ".join(importlib.import_module(game.ui).HAND_CSS for game in GAMES.values())


def size() -> str:
    value = st.session_state.get(KEY)
    if value not in SIZES:
        value = learner.saved_setting(KEY)
    return value if value in SIZES else "normal"


def _keep(widget: str) -> None:
    st.session_state[KEY] = st.session_state[widget] or "normal"
    learner.remember(KEY, st.session_state[KEY])


def choice(lang: str) -> None:
    """In the sidebar: the choice (a widget per language), and the CSS it makes."""
    widget = f"_card_size_{lang}"
    st.session_state[widget] = size()
    st.sidebar.segmented_control(
        t("keys.card_size", lang),
        list(SIZES),
        key=widget,
        format_func=lambda s: t(f"keys.card_size_{s}", lang),
        on_change=_keep,
        args=(widget,),
    )
    zoom = SIZES[size()]
    if zoom != 1.0:
        st.html(f"<style>{hands()} {{ zoom: {zoom}; }}</style>")
