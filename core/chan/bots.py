"""Players for simulations and as opponents: a pluggable interface and two simple bots.

`Player`, `RandomBot`, `play_out` and `advance` are the shared ones of `core.common.players`
(importable from here too); `RuleBot` is Chắn's own.
"""

from __future__ import annotations

import random

from ..common.players import Player, RandomBot, advance, play_out
from .actions import Action
from .analysis import loose_ends, wait_kinds
from .cards import COPIES, FACES
from .holding import Holding


def shape_score(holding: Holding) -> float:
    """Higher is closer to a win: chắn count, fewer loose ends, wider waits."""
    chan, ends = loose_ends(holding.concealed)
    chan += holding.exposed_chan
    value = 3.0 * min(chan, 6) + 0.5 * max(0, chan - 6) - 2.0 * len(ends)
    if holding.size == 19:
        value += 4.0 * len(wait_kinds(holding))
    return value


class RuleBot:
    """Keeps chắn, aims at six, prefers discarding dead cards, avoids feeding the next player."""

    name = "rules"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, deal, seat: int) -> Action:
        actions = deal.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if deal.phase == "claim":
            for a in actions:
                if a.kind == "win":
                    if deal.options.four_eleven and self._would_score(deal, seat) < 4:
                        continue
                    return a
            return next((a for a in actions if a.kind == "chiu"), actions[-1])
        if deal.phase == "discard":
            return max(actions, key=lambda a: self._discard_value(deal, seat, a.card))
        return self._respond(deal, seat, actions)

    def _would_score(self, deal, seat: int) -> int:
        result = deal.win_score()
        return result.total if result is not None else 0

    def _respond(self, deal, seat: int, actions: list[Action]) -> Action:
        base = shape_score(deal.hand_of(seat))
        best, best_value = None, base + 0.5  # capture only when it clearly helps
        for a in actions:
            if a.kind != "capture":
                continue
            assert a.card is not None  # a capture names the hand card
            hand = list(deal.hands[seat])
            hand[a.card] -= 1
            exposed = deal.exposed[seat] + [(deal.card, a.card)]
            value = shape_score(Holding(hand, exposed)) + (1.0 if a.card == deal.card else 0.0)
            if value > best_value:
                best, best_value = a, value
        return best or next(a for a in actions if a.kind == "pass")

    def _discard_value(self, deal, seat: int, face: int) -> float:
        hand = list(deal.hands[seat])
        hand[face] -= 1
        value = shape_score(Holding(hand, deal.exposed[seat]))
        seen = deal.seen_by(seat)
        visible = seen[face] + deal.hands[seat][face] - 1 + sum(g.count(face) for g in deal.exposed[seat])
        value += 0.3 * visible  # dead cards feed nobody
        return value + self.rng.random() * 0.01


__all__ = ["Player", "RandomBot", "RuleBot", "play_out", "advance", "shape_score", "COPIES", "FACES"]
