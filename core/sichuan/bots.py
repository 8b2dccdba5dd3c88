"""Players for simulations and as opponents: a pluggable interface and two bots.

A player is anything with `choose(deal, seat) -> Action` that picks one of
`deal.legal_actions()` (the deal asks only the seat in `deal.to_act`). `Player`, `RandomBot`,
`play_out` and `advance` are the shared ones of `core.common.players` (importable from here too).
"""

from __future__ import annotations

from ..common.players import Player, RandomBot, advance, play_out
from .actions import ADDED_KONG, CONCEALED_KONG, DECLARE, DISCARD, KONG, PASS, PUNG, WIN, Action
from .analysis import improving_tiles, waits
from .hand import Hand
from .shapes import shanten
from .tiles import COPIES, KINDS, SUIT_OF, NotationError


def _distance(hand: Hand) -> int:
    return shanten(hand.concealed, len(hand.melds), hand.missing, hand.held)


def suit_keep_value(counts, suit: int) -> float:
    """How much a suit is worth keeping: tiles, pairs and neighbours count (for the missing suit)."""
    base = 9 * suit
    c = counts[base : base + 9]
    value = float(sum(c))
    value += sum(1.0 for n in c if n >= 2) + sum(1.5 for n in c if n >= 3)
    value += sum(0.5 for r in range(8) if c[r] and c[r + 1])
    return value


class HeuristicBot:
    """Sensible play: a cheap missing suit, discards by distance to ready and tiles left.

    - declares the suit that is cheapest to give up (fewest tiles, pairs and neighbours);
    - always wins when it can;
    - discards the missing suit first (lone tiles before pairs), then the tile that leaves the
      lowest shanten and, among those, the most unseen tiles that improve the hand or win;
    - pungs when that brings the hand closer to ready, kongs when it does not set it back.
    """

    name = "heuristic"

    def __init__(self, seed: int | None = None):
        """Deterministic: every tie is broken by tile order. `seed` is taken for the same signature
        as the other bots."""
        self.seed = seed

    def choose(self, deal, seat: int) -> Action:
        actions = deal.legal_actions()
        if len(actions) == 1:
            return actions[0]
        kinds = {a.kind for a in actions}
        if WIN in kinds:
            return next(a for a in actions if a.kind == WIN)
        if DECLARE in kinds:
            return self._declare(deal, seat)
        hand = deal.hand_of(seat)
        if PUNG in kinds or KONG in kinds:
            return self._claim(deal, seat, hand, actions)
        if PASS in kinds:
            return next(a for a in actions if a.kind == PASS)
        for action in actions:
            if action.kind in (CONCEALED_KONG, ADDED_KONG) and self._kong_keeps_shape(hand, action):
                return action
        return self._discard(deal, seat, hand, [a for a in actions if a.kind == DISCARD])

    def _declare(self, deal, seat: int) -> Action:
        counts = deal.seats[seat].counts()
        suit = min(range(3), key=lambda s: (suit_keep_value(counts, s), s))
        return Action(DECLARE, seat, suit=suit)

    def _claim(self, deal, seat: int, hand: Hand, actions) -> Action:
        tile = deal.claim_tile >> 2
        before = _distance(hand)
        for kind, take in ((KONG, 3), (PUNG, 2)):
            if any(a.kind == kind for a in actions):
                counts = list(hand.concealed)
                counts[tile] -= take
                after = shanten(counts, len(hand.melds) + 1, hand.missing)
                if after < before or (kind == KONG and after <= before):
                    return Action(kind, seat)
        return Action(PASS, seat)

    def _kong_keeps_shape(self, hand: Hand, action: Action) -> bool:
        """Kong when the hand, before the replacement draw, is no further from ready."""
        before = _distance(hand)
        assert action.tile is not None  # a kong names its tile
        counts = list(hand.concealed)
        counts[action.tile] -= 4 if action.kind == CONCEALED_KONG else 1
        melds = len(hand.melds) + (action.kind == CONCEALED_KONG)
        return shanten(counts, melds, hand.missing) <= before

    def _discard(self, deal, seat: int, hand: Hand, options) -> Action:
        unseen = [COPIES - n for n in deal.visible_counts(seat)]
        if hand.holds_missing():  # lone tiles of the missing suit first, then the most visible ones
            return min(options, key=lambda a: (hand.concealed[a.tile], a.tile))
        scored = []
        for action in options:
            after = hand.remove(action.tile)
            scored.append((_distance(after), action, after))
        best = min(s for s, _, _ in scored)
        finalists = [(a, after) for s, a, after in scored if s == best]
        if len(finalists) == 1:
            return finalists[0][0]
        return max(
            finalists, key=lambda fa: (self._useful(fa[1], unseen, best), -self._keep(hand, fa[0].tile), -fa[0].tile)
        )[0]

    @staticmethod
    def _useful(after: Hand, unseen, distance: int) -> int:
        """Unseen copies of the tiles that win (when ready) or bring the hand closer."""
        if distance == 0:
            return sum(unseen[k] for k in waits(after))
        return sum(n for _, n in improving_tiles(after, unseen))

    @staticmethod
    def _keep(hand: Hand, tile: int) -> float:
        """Tie-break: prefer discarding isolated and terminal tiles."""
        c = hand.concealed
        rank = tile % 9
        near = sum(
            c[j] for j in range(tile - 2, tile + 3) if 0 <= j < KINDS and j != tile and SUIT_OF[j] == SUIT_OF[tile]
        )
        return near + c[tile] + (0.5 if rank in (0, 8) else 1.0)


class KongBot(HeuristicBot):
    """The heuristic bot that pungs and adds kongs whenever it can (so rob windows open often:
    for tests and simulations of sc.kong.rob_added)."""

    name = "kongs"

    def choose(self, deal, seat: int) -> Action:
        actions = deal.legal_actions()
        for kind in (WIN, ADDED_KONG, PUNG):
            found = next((a for a in actions if a.kind == kind), None)
            if found is not None:
                return found
        return super().choose(deal, seat)


BOTS = {"random": RandomBot, "heuristic": HeuristicBot}  # the CLI's --bots names (pinned)


def make_bots(names, seed: int | None = None) -> list:
    """Four players from names ('heuristic', 'random'); one name is used for every seat."""
    if len(names) == 1:
        names = names * 4
    if len(names) != 4 or any(n not in BOTS for n in names):
        raise NotationError(
            f"--bots: one or four names from {', '.join(BOTS)}",
            f"--bots: một hoặc bốn tên trong {', '.join(BOTS)}",
            ",".join(names),
        )
    return [BOTS[name](None if seed is None else seed * 10 + i) for i, name in enumerate(names)]


__all__ = ["Player", "RandomBot", "play_out", "advance", "HeuristicBot", "KongBot", "make_bots", "BOTS"]
