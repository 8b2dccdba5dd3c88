"""A drill question and the feedback on an answer, the same for every game.

A game's drills (core/chan/drills.py, core/sichuan/drills.py) build a `Drill` with the data its page
shows and check an answer into a `Feedback`; texts are `Text`, picked in the page's language.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .text import Text


@dataclass(frozen=True)
class Drill:
    """One question. ``data`` holds what the page shows (cards or tiles in the game's notation, JSON-ready)."""

    kind: str
    profile: str
    prompt: Text
    data: dict = field(compare=False)
    answer: object = field(compare=False)  # the right answer, for showing it; the game's `check` recomputes it
    rules: tuple[str, ...] = ()
    seed: int | None = None


@dataclass(frozen=True)
class Feedback:
    """Whether an answer was right, the right answer in words, why, and the rules that decide it."""

    correct: bool
    answer: Text
    explanation: Text
    rules: tuple[str, ...]


__all__ = ["Drill", "Feedback"]
