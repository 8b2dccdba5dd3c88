"""The games, registered once: each `Game` says where its parts live, and `GAMES` lists them.

In the manner of python-chess's variants, this table is the only place that knows every game.
The rulebook loader, the app's navigation, the rules page, Learn and Home read it; a third game
is an entry here plus its own modules (its rules file, deal, notation, coach, lessons folder and
UI package). Parts are named as ``"module:attribute"`` and imported when first asked for
(`Game.part`), so registering a game costs no import time::

    >>> [game.id for game in GAMES.values()]
    ['chan', 'sichuan']
    >>> find_game("sichuan").profiles
    ('sichuan',)
    >>> find_game("chan").part("parse")("2v cc")
    [0, 24]

Every game's deal is a `GameDeal` (mypy checks it in core/common/deal_check.py): the loop in `core.common.players`
and the app's table drive either game through it.
"""

from __future__ import annotations

import importlib
import re
from dataclasses import dataclass
from typing import Any, Protocol

from .errors import RefusedAction
from .text import Text


class GameDeal(Protocol):
    """What a deal of any game offers (pokerkit's verify / can / act, python-chess's legal moves)."""

    @property
    def to_act(self) -> int | None:
        """The seat whose decision it is (None once a Sichuan deal is over)."""

    @property
    def over(self) -> bool:
        """Whether the deal has ended."""

    def legal_actions(self) -> list[Any]:
        """The actions `to_act` may take."""

    def verify(self, action: Any) -> None:
        """Raise the game's IllegalAction (with rule ids) unless `action` is legal now."""

    def can(self, action: Any) -> bool:
        """Whether `verify(action)` would pass."""

    def act(self, action: Any) -> Any:
        """Verify and apply `action`; returns its record."""

    def hand_of(self, seat: int) -> Any:
        """The seat's cards or tiles now (Chắn's `Holding`, Sichuan's `Hand`)."""

    def settlement(self) -> list[int]:
        """Net points per seat, summing to zero (all zero until the deal settles)."""


class Verifies:
    """`can(action)` from `verify(action)`, once for every game's deal (pokerkit's can / verify)."""

    def verify(self, action: Any) -> None:
        raise NotImplementedError

    def can(self, action: Any) -> bool:
        """Whether `verify(action)` would pass: False where it raises the game's IllegalAction."""
        try:
            self.verify(action)
        except RefusedAction:
            return False
        return True


@dataclass(frozen=True, slots=True)
class Game:
    """One game: its id, its name, its rule profiles, what its rulebook's sources may cite, and
    where its parts live (``"module:attribute"``)."""

    id: str
    name: Text
    short: Text  # the name where space is short (a lesson's label)
    profiles: tuple[str, ...]  # the rule sets its rulebook's rules name (a profile read from data follows one)
    source: re.Pattern[str]  # a source a rule of this game may cite (document § or decision id)
    parts: tuple[
        tuple[str, str], ...
    ]  # (part, "module:attribute"): rulebook, parse, deal, coach, replay, decision_kinds, puzzles, drills
    lessons: str  # the game's folder of lessons under tutorials/
    ui: str  # the game's UI package (its pages are listed there as PAGES, its learning views in .learning)
    initial: str  # a puzzle id's prefix ("c-…"): stored in learners' records, so never changed

    def part(self, name: str) -> Any:
        """The part `name` (e.g. "deal", "rulebook"), imported now; KeyError for a part the game lacks.
        A part named by its module alone ("core.chan.drills") is that module."""
        module, _, attribute = dict(self.parts)[name].partition(":")
        found = importlib.import_module(module)
        return getattr(found, attribute) if attribute else found


GAMES: dict[str, Game] = {
    game.id: game
    for game in (
        Game(
            id="chan",
            name=Text("Chắn", "Chắn"),
            short=Text("Chắn", "Chắn"),
            profiles=("cardavia", "traditional"),
            # 000 §1..§4; 003 §I..§IX with an optional item (".15", ".A6", ".B10", ".19–20");
            # D1..D16, D19..D24 of DECISIONS.md (D17 and D18 are not decision ids).
            source=re.compile(
                r"(000 §[1-4]"
                r"|003 §(I|II|III|IV|V|VI|VII|VIII|IX)(\.[A-D]?[1-9]\d?(–[1-9]\d?)?)?"
                r"|D([1-9]|1[0-6]|19|2[0-4]))"
            ),
            parts=(
                ("rulebook", "core.chan.rulebook:RULEBOOK"),
                ("parse", "core.chan.cards:parse_cards"),
                ("deal", "core.chan.deal:Deal"),
                ("coach", "core.chan.coach:coach"),
                ("replay", "core.chan.replay:loads"),
                ("decision_kinds", "core.chan.review:KIND_NAMES"),
                ("puzzles", "core.chan.puzzles"),
                ("drills", "core.chan.drills"),
            ),
            lessons="chan",
            ui="ui.chan",
            initial="c",
        ),
        Game(
            id="sichuan",
            name=Text('Sichuan "blood battle" mahjong', "Mạt chược Tứ Xuyên (huyết chiến)"),
            short=Text("Sichuan mahjong", "Mạt chược Tứ Xuyên"),
            profiles=("sichuan",),
            # 002 §1..§5, S1..S7 of DECISIONS.md, or a decision of this project.
            source=re.compile(r"(002 §[1-5]|S[1-7]|project)"),
            parts=(
                ("rulebook", "core.sichuan.rulebook:RULEBOOK"),
                ("parse", "core.sichuan.tiles:parse_tiles"),
                ("deal", "core.sichuan.deal:Deal"),
                ("coach", "core.sichuan.coach:coach"),
                ("replay", "core.sichuan.replay:loads"),
                ("decision_kinds", "core.sichuan.review:KIND_NAMES"),
                ("puzzles", "core.sichuan.puzzles"),
                ("drills", "core.sichuan.drills"),
            ),
            lessons="sichuan",
            ui="ui.sichuan",
            initial="s",
        ),
    )
}


if len({game.initial for game in GAMES.values()}) != len(GAMES):  # checked on load: ids must tell games apart
    raise ValueError("two registered games share a puzzle initial")


def game_of_puzzle(puzzle_id: str) -> Game | None:
    """The game whose puzzle ids start with this one's initial ("c-…": Chắn), or None.

    >>> game_of_puzzle("s-0123456789ab").id
    'sichuan'
    """
    initial, dash, _ = puzzle_id.partition("-")
    return next((game for game in GAMES.values() if dash and game.initial == initial), None)


def find_game(game_id: str) -> Game:
    """The registered game `game_id`; ValueError naming the known ones otherwise."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r} (known: {', '.join(GAMES)})") from None


__all__ = ["GAMES", "Game", "GameDeal", "Verifies", "find_game", "game_of_puzzle"]
