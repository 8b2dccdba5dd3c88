"""The puzzles page's drawing, per game: the position on the table (the same drawing as the play
pages), the options' labels (as their buttons read there) and the rules cited (names, linked)."""

from __future__ import annotations

import streamlit as st

from core.common import puzzles as common

from .i18n import t


def draw_position(puzzle: common.Puzzle, deal, lang: str) -> None:
    if puzzle.game == "chan":
        from .chan.cards import group_view, groups_html
        from .chan.table import table_html

        st.markdown(table_html(deal, lang), unsafe_allow_html=True)
        st.markdown(f"**{t('play.your_hand', lang)}**")
        st.markdown(groups_html(group_view(deal.hand_of(puzzle.seat)), lang), unsafe_allow_html=True)
    else:
        from .sichuan import play as cb
        from .sichuan.screen import draw_table

        draw_table(cb.state(), deal, lang, interactive=False, box="spz")


def option_label(puzzle: common.Puzzle, action: dict, deal, lang: str) -> str:
    parsed = common.game_module(puzzle.game).parse_action(action)
    if puzzle.game == "chan":
        from .chan.play_view import action_label
    else:
        from .sichuan.view import action_label  # type: ignore[assignment]
    return action_label(parsed, deal, lang)


def rules_cited(game: str, rules, lang: str) -> str:
    """The rules by name, each linked to its page (ids only in the links)."""
    if not rules:
        return ""
    if game == "chan":
        from .rules_view import rule_links

        return rule_links(rules, lang)
    from .sichuan.view import rule_chips

    return rule_chips(rules, lang)


def theme_names(puzzle: common.Puzzle, lang: str) -> str:
    return ", ".join(common.THEMES[th].pick(lang) if th in common.THEMES else th for th in puzzle.themes)
