"""Players: the actions that commit no error, and the heuristic player (the appraisal plus safety),
whose light version plays the search's rollouts."""

from __future__ import annotations

import math
import random

from ..actions import CAPTURE_ACTIONS, Action
from ..deal import Deal
from ..legality import (
    after_capture,
    judge_capture,
    judge_chiu,
    judge_discard,
    legal_discard_faces,
)
from .appraisal import W_DECLINE, W_TEMPO, Position, part_of
from .sampler import _discard_after_chiu
from .view import view_of


def safe_actions(deal: Deal, seat: int) -> list[Action]:
    """The legal actions that commit no error of either profile. In basic mode that is every legal
    action; advanced mode (option.advanced) also lists errors, which are left out here."""
    actions = deal.legal_actions()
    if not deal.advanced:
        return actions
    keep = [a for a in actions if not is_error(deal, seat, a)]
    return keep or actions


def is_error(deal: Deal, seat: int, action: Action) -> bool:
    """Whether `action` breaks a rule of the profile (or leaves no legal discard after it)."""
    profile, holding, record = deal.profile, deal.hand_of(seat), deal.records[seat]
    card, offered = action.card, deal.card
    if action.kind == "discard":
        assert card is not None  # a discard names its card
        return not judge_discard(profile, holding, record, card).legal
    if action.kind == "capture":
        assert card is not None and offered is not None  # a capture takes the offered card with a hand card
        if not judge_capture(profile, holding, record, offered, card, deal.source).legal:
            return True
        later = record.copy()
        later.capture(offered, card)
        return not legal_discard_faces(profile, after_capture(holding, offered, card), later)
    if action.kind == "chiu":
        assert offered is not None  # a chíu takes the offered card
        return not (
            judge_chiu(profile, holding, record, offered, deal.source).legal
            and _discard_after_chiu(profile, holding, record, offered)
        )
    return False


class HeuristicBot:
    """Plays by the appraisal of its holding: towards six chắn (bạch thủ when its wait pays more),
    counting every card it has seen, capturing when the holding after the best discard is worth
    more, discarding dead cards first, never committing an error and taking a chíu when it helps.
    It does not steer its discards away from what the next player might capture: measured, that
    cost more than it saved (without it, +0.42 [+0.24, +0.61] points per deal head to head in the
    traditional profile, +0.02 [−0.16, +0.20] in cardavia, 6,000 deals each); the coach still says
    when a discard may feed the receiver. `detailed=False` is the lighter rollout version."""

    name = "heuristic"

    def __init__(self, seed: int | None = None, detailed: bool = True):
        self.rng = random.Random(seed)
        self.detailed = detailed

    def choose(self, deal: Deal, seat: int) -> Action:
        actions = safe_actions(deal, seat)
        if len(actions) == 1:
            return actions[0]
        if self.detailed:
            return self.rank(deal, seat, actions)[0][1]
        return self._best(deal, seat, self._candidates(deal, seat, actions))

    def rank(self, deal: Deal, seat: int, actions: list[Action] | None = None) -> list[tuple[float, Action]]:
        """(value, action) for each action, best first."""
        actions = self._candidates(deal, seat, safe_actions(deal, seat) if actions is None else actions)
        view = view_of(deal, seat) if self.detailed else None
        pos = Position(deal, seat, view)
        scored = [(self.value(deal, pos, a) + self.rng.random() * 1e-3, a) for a in actions]
        scored.sort(key=lambda va: -va[0])
        return scored

    def _candidates(self, deal: Deal, seat: int, actions: list[Action]) -> list[Action]:
        if not self.detailed and deal.phase == "discard":  # the light version keeps its chắn whole
            hand = deal.hands[seat]
            return [a for a in actions if a.card is not None and hand[a.card] & 1] or actions
        return actions

    def _best(self, deal: Deal, seat: int, actions: list[Action]) -> Action:
        """`rank(deal, seat, actions)[0][1]` — the same values, the same random draws — found with
        less work (the rollouts' policy). A capture is the best of its discards, so they are
        appraised one at a time, and once the last capture leads, the rest cannot change the
        choice."""
        pos = Position(deal, seat, view_of(deal, seat) if self.detailed else None)
        draw = self.rng.random
        noise = [draw() * 1e-3 for _ in actions]
        if deal.phase == "discard":
            faces = [a.card for a in actions if a.card is not None]  # a discard names its card
            c = list(pos.hand)
            values = []
            for f in faces:
                c[f] -= 1
                values.append(pos.appraise(c, None, (part_of(f),)))
                c[f] += 1
            return actions[max(range(len(faces)), key=lambda i: (values[i] + noise[i], -i))]  # first of equals
        lead = _Lead()
        captures = []
        for i, a in enumerate(actions):
            if a.kind == "capture":
                captures.append(i)
            else:
                lead.offer(self.value(deal, pos, a) + noise[i], i)
        offered = deal.card
        for i in captures:
            with_card = actions[i].card
            assert with_card is not None and offered is not None  # a capture takes the card in play
            discards = 0
            for appraisal, _ in pos.iter_after_capture(offered, with_card):
                discards += 1
                lead.offer(appraisal + noise[i], i)
                if lead.index == i == captures[-1]:
                    break
            if not discards:  # no legal discard after it: after_capture_value's −100
                lead.offer(-100.0 + noise[i], i)
        return actions[lead.index]

    def takes_win(self, deal: Deal, seat: int) -> bool:
        """Whether `choose` would take the win on offer to `seat` now, found without appraising the
        other options and drawing the same random numbers: a win is valued ±1000
        (`_worth_winning`), beyond any value of a holding, so it is chosen exactly when it is worth it."""
        actions = safe_actions(deal, seat)
        if len(actions) == 1:
            return actions[0].kind == "win"
        for _ in actions:
            self.rng.random()
        return self._worth_winning(deal)

    def value(self, deal: Deal, pos: Position, action: Action) -> float:
        kind = action.kind
        if kind == "win":
            return 1000.0 if self._worth_winning(deal) else -1000.0
        card, offered = action.card, deal.card
        if kind == "discard":
            assert card is not None
            return pos.discard_value(card)
        if kind == "capture":
            assert card is not None and offered is not None
            return pos.after_capture_value(offered, card)
        if kind == "chiu":
            assert offered is not None
            return pos.after_chiu_value(offered)
        return self._pass_value(deal, pos)

    def _pass_value(self, deal: Deal, pos: Position) -> float:
        value = pos.appraise(pos.hand)
        if deal.phase == "claim" or deal.card is None:
            return value
        card = deal.card
        if pos.hand[card] == 1 and CAPTURE_ACTIONS[pos.seat][card] in deal.legal_actions():
            value -= W_DECLINE  # declining a chắn (capture.declined_chan, error.B7, error.B10)
        if not (deal.card_source == "stock" and deal.card_from == pos.seat and not deal.passed_by_revealer):
            value += W_TEMPO  # passing turns up a stock card of one's own (turn.draw)
        return value

    @staticmethod
    def _worth_winning(deal: Deal) -> bool:
        """Always, except under 4-11 below four points (option.four_eleven)."""
        if not deal.options.four_eleven:
            return True
        result = deal.win_score()  # every event counted (chì, địa ù, thông, bòn …), as the settlement does
        return result is None or result.total >= 4


class _Lead:
    """The best (value, option index) so far, the first of equal values winning (as a stable sort
    of the values would rank them)."""

    def __init__(self) -> None:
        self.value, self.index = -math.inf, -1

    def beaten_by(self, value: float, index: int) -> bool:
        return value > self.value or (value == self.value and index < self.index)

    def offer(self, value: float, index: int) -> None:
        if self.beaten_by(value, index):
            self.value, self.index = value, index


def fast_player(seed: int | None = None) -> HeuristicBot:
    """The player used inside rollouts: the heuristic without the log-derived hand proofs, which
    also never considers breaking a chắn to discard (cheaper, and nearly always right)."""
    return HeuristicBot(seed, detailed=False)
