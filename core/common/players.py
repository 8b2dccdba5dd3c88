"""Players and the loops that let them play, the same for both games.

A game's deal offers (both `core.chan.deal.Deal` and `core.sichuan.deal.Deal`):

    deal.to_act            the seat whose decision it is (None once a Sichuan deal is over)
    deal.legal_actions()   the actions that seat may take
    deal.act(action)       apply one (raises the game's IllegalAction); returns the action record
    deal.over              whether the deal has ended (Chắn also calls it `ended`)

A player is anything with a `name` and `choose(deal, seat) -> action` picking one of
`deal.legal_actions()` (the `Player` protocol). `RandomBot` picks uniformly. `play_out` lets
one player per seat play a deal to its end; `advance` lets the other seats act until it is a
given seat's turn (the app's "let the AI play" step). Each game adds its own stronger bots
(`core.chan.bots.RuleBot`, `core.sichuan.bots.HeuristicBot`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

from .text import Text

# the seats as guided play names them in both games: the learner at seat 0, then the AI players
SEAT_NAMES = (Text("You", "Bạn"), Text("AI 1", "Máy 1"), Text("AI 2", "Máy 2"), Text("AI 3", "Máy 3"))


class Player(Protocol):
    name: str

    def choose(self, deal, seat: int) -> Any:
        """Pick one of `deal.legal_actions()` for `seat` (the player to act)."""


class RandomBot:
    """Any legal action, uniformly. `seed` makes it repeatable (`rng` may be reseeded)."""

    name = "random"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, deal, seat: int):
        return self.rng.choice(deal.legal_actions())


D = TypeVar("D")


def play_out(deal: D, players: Sequence[Player], max_actions: int | None = None) -> D:
    """Let `players[seat]` act until the deal is over; returns the deal.

    `max_actions` guards against a stuck loop: RuntimeError when the deal has not ended after
    that many actions (None: no limit)."""
    done = 0
    d: Any = deal
    while not d.over:
        if max_actions is not None and done >= max_actions:
            raise RuntimeError("the deal did not end")
        seat = d.to_act
        d.act(players[seat].choose(d, seat))
        done += 1
    return deal


def advance(deal, players: Sequence[Player], stop_at: int = 0, steps: int | None = 1, max_steps: int = 3000) -> int:
    """Let the seats other than `stop_at` act until it is `stop_at`'s turn, the deal is over, or
    `steps` actions were taken (None: no limit; `max_steps` always). Returns the number taken."""
    done = 0
    while not deal.over and deal.to_act != stop_at and (steps is None or done < steps) and done < max_steps:
        seat = deal.to_act
        deal.act(players[seat].choose(deal, seat))
        done += 1
    return done


__all__ = ["Player", "RandomBot", "play_out", "advance"]
