"""The puzzles page's drawing, through each game's learning views (ui.common.learning): the position
on the table (the same drawing as the play pages), the options' labels (as their buttons read there)
and the rules cited (names, linked)."""

from __future__ import annotations

from core.common import puzzles as common

from .common.learning import views


def draw_position(puzzle: common.Puzzle, deal, lang: str) -> None:
    views(puzzle.game).draw_puzzle_position(deal, puzzle.seat, lang)


def option_label(puzzle: common.Puzzle, action: dict, deal, lang: str) -> str:
    parsed = common.game_module(puzzle.game).parse_action(action)
    return views(puzzle.game).action_label(parsed, deal, lang)


def rules_cited(game: str, rules, lang: str) -> str:
    """The rules by name, each linked to its page (ids only in the links)."""
    return views(game).rule_links(rules, lang) if rules else ""


def theme_names(puzzle: common.Puzzle, lang: str) -> str:
    return ", ".join(common.THEMES[th].pick(lang) if th in common.THEMES else th for th in puzzle.themes)
