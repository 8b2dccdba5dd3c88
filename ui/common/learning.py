"""What the shared learning pages (Learn, Puzzles) ask of a game's UI: each game's UI package has a
``learning`` module with these functions (``ui/chan/learning.py``, ``ui/sichuan/learning.py``), found
through the games registry, so Learn's drills and lessons and the puzzles page name no game.
mypy checks each module against `LearningViews` (below)."""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from typing import Any, Protocol

from core.common.games import find_game


class LearningViews(Protocol):
    """One game's drawing for the learning pages."""

    def rule_links(self, rule_ids: Iterable[str], lang: str, html: bool = True) -> str:
        """The rules by their titles, each linked to its place on the Rules page (`html=False`: Markdown only)."""
        ...

    def draw_block(self, kind: str, value: Any, lang: str) -> None:
        """A lesson's picture or worked example, of a kind its lessons folder's blocks.py reads."""
        ...

    def draw_drill(self, drill_id: str, drill: Any, kind: str, seed: int, lang: str) -> None:
        """A drill's position and its answer widgets (keyed by ui.learn.drills.answer_key)."""
        ...

    def drill_answer(self, drill_id: str, kind: str, seed: int) -> Any:
        """The answer in the drill's widgets, as the core's `check` takes it; None if none was given."""
        ...

    def cited(self, kind: str, rules: Iterable[str]) -> list[str]:
        """The rules a drill's feedback cites."""
        ...

    def draw_puzzle_position(self, deal: Any, seat: int, lang: str) -> None:
        """A puzzle's position, drawn as the play page draws the table."""
        ...

    def action_label(self, action: Any, deal: Any, lang: str) -> str:
        """An action as its button reads on the play page."""
        ...


def views(game_id: str) -> LearningViews:
    """The game's learning views (``<its UI package>.learning``)."""
    module: LearningViews = importlib.import_module(f"{find_game(game_id).ui}.learning")
    return module
