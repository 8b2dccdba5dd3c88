"""The Learn page's lessons: loaded once, their Markdown with rule markers, and their blocks
(pictures and worked examples), each drawn by the lesson's game's learning views
(ui.common.learning). Most functions return plain values so tests can call them without a browser;
the ``draw_*`` functions draw with Streamlit."""

from __future__ import annotations

import re
from collections.abc import Iterable

import streamlit as st

from core.common.games import find_game
from tutorials import lessons as lesson_data

from ..common.learning import views
from ..glyphs import with_glyph_images
from ..i18n import t

# ============================================================================ lessons


@st.cache_resource(show_spinner=False)
def all_lessons() -> tuple:
    """Every lesson, parsed and validated once per server (lessons are immutable)."""
    return lesson_data.load_lessons()


def lesson_label(lesson, lang: str, done: bool = False) -> str:
    game = find_game(lesson.game).short[lang]
    label = t("learn.lesson_label", lang, game=game, n=lesson.number, title=lesson.title[lang])
    return label + (" " + t("learn.lesson_done", lang) if done else "")


def rules_text(rule_ids: Iterable[str], lang: str, game: str) -> str:
    """Rule citations for Markdown: the game's links to its rules on the Rules page."""
    return views(game).rule_links(list(dict.fromkeys(rule_ids)), lang)


def inline(text: str, lang: str, game: str, html_ok: bool = True) -> str:
    """Replace the inline {{rule: id}} markers of lesson Markdown by the game's links to the rules
    (Markdown only where HTML is not rendered), and draw each Chinese character as its picture."""

    def repl(match: re.Match) -> str:
        if match.group(1) != "rule":
            return match.group(0)
        return views(game).rule_links([match.group(2)], lang, html=html_ok)

    return with_glyph_images(lesson_data.MARKER.sub(repl, text))  # 九, 文 … draw without a CJK font


def draw_segment(segment, lang: str, game: str) -> None:
    """A lesson's Markdown, or one of its game's blocks."""
    if segment.kind == "md":
        st.markdown(inline(segment.value, lang, game), unsafe_allow_html=True)
    else:
        views(game).draw_block(segment.kind, segment.value, lang)
