"""Deal review: each decision a seat made, next to the coach's choice and the expected points lost.

    from core.chan.review import review
    for item in review(deal_or_record, seat=0):
        print(item.index, item.played.action, item.best.action, f"-{item.loss:.2f}", item.best.reason_en)

The deal may be a finished `Deal`, a record dict, or replay JSON (text or bytes, as uploaded);
records are validated by `core.chan.replay`. Each decision is judged from what the seat could see
then (the coach samples the hidden cards from the seat's view), so hindsight never counts. The
items come biggest loss first; each carries the position as the record of the actions before it
(`Deal`-loadable with `replay.from_record`) and as cards (hand, exposed groups, the card in play).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from .cards import CODE
from .coach import Advice, coach
from .deal import Deal
from .replay import from_record, loads

REVIEW_SAMPLES = 24  # sampled deals per option and decision when no time budget is given


@dataclass(frozen=True)
class ReviewItem:
    index: int  # index of the action in the deal's action list
    decision: int  # the seat's n-th decision with a choice (0-based)
    phase: str  # claim, respond or discard
    position: dict  # the position as cards, and as the record of the actions before it
    played: Advice  # the action taken, as the coach judged it
    best: Advice  # the coach's first choice
    loss: float  # expected points lost: best.value - played.value (0 when the coach agrees)
    advice: tuple[Advice, ...]  # every option, ranked

    def to_json(self) -> dict:
        return {"index": self.index, "decision": self.decision, "phase": self.phase,
                "position": self.position, "played": self.played.to_json(), "best": self.best.to_json(),
                "loss": round(self.loss, 3)}


def review(deal_or_record, seat: int = 0, budget_ms: float | None = None, *, samples: int | None = None,
           seed: int = 0) -> list[ReviewItem]:
    """Every decision of `seat` that had more than one legal option, biggest loss first.
    `budget_ms` is per decision; without it each uses `samples` (default REVIEW_SAMPLES)."""
    deal = _as_deal(deal_or_record)
    if samples is None and budget_ms is None:
        samples = REVIEW_SAMPLES
    replay = Deal(deal.options, seed=deal.seed, dealer=deal.dealer, deck=deal.deck, thong=deal.thong)
    items: list[ReviewItem] = []
    for index, action in enumerate(deal.actions):
        if action.seat == seat and len(replay.legal_actions()) > 1:
            ranked = coach(replay, seat, budget_ms, samples=samples, seed=seed * 100_003 + index)
            played = next(a for a in ranked if a.action == action)
            best = ranked[0]
            assert best.value is not None and played.value is not None  # legal options have a value
            loss = max(0.0, best.value - played.value)
            items.append(ReviewItem(index, len(items), replay.phase, position_of(replay, seat, deal, index),
                                    played, best, loss, tuple(ranked)))
        replay.act(action)
    items.sort(key=lambda item: (-item.loss, item.index))
    return items


def _as_deal(deal_or_record) -> Deal:
    if isinstance(deal_or_record, Deal):
        return deal_or_record
    if isinstance(deal_or_record, (str, bytes)):
        return loads(deal_or_record)
    if isinstance(deal_or_record, dict):
        return from_record(json.loads(json.dumps(deal_or_record)))
    raise TypeError("review takes a Deal, a record dict or replay JSON")


def position_of(now: Deal, seat: int, whole: Deal, index: int) -> dict:
    """The position before action `index`: what the seat saw, in card codes, and the record prefix."""
    record = whole.record()
    record["actions"] = record["actions"][:index]
    holding = now.holding(seat)
    return {
        "record": record,
        "seat": seat,
        "phase": now.phase,
        "hand": holding.notation(),
        "exposed": holding.exposed_notation(),
        "groups": [{"kind": g.kind, "cards": str(g), "exposed": g.exposed} for g in holding.grouping()],
        "card": None if now.card is None else CODE[now.card],
        "card_source": now.card_source if now.card is not None else None,
        "card_gate": now.card_gate if now.card is not None else None,
        "card_from": now.card_from if now.card is not None else None,
        "stock_left": now.stock_left,
        "others_exposed": {s: [" ".join(CODE[f] for f in g) for g in now.exposed[s]]
                           for s in range(len(now.exposed)) if s != seat},
        "gates": [[CODE[f] for f in gate] for gate in now.gates],
    }


__all__ = ["ReviewItem", "review", "position_of", "REVIEW_SAMPLES"]
