"""Deal review: each decision a seat made, next to the coach's choice and the expected points lost.

    from core.chan.review import review
    for item in review(deal_or_record, seat=0):
        print(item.index, item.played.action, item.best.action, f"-{item.loss:.2f}", item.best.reason)

The deal may be a finished `Deal`, a record dict, or replay JSON (text or bytes, as uploaded);
records are validated by `core.chan.replay`. Each decision is judged from what the seat could see
then (the coach samples the hidden cards from the seat's view), so hindsight never counts. The
items come biggest loss first; each carries the position as the record of the actions before it
(`Deal`-loadable with `replay.from_record`) and as cards (hand, exposed groups, the card in play).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from ..common import review as common_review
from ..common.review import ReviewSummary
from ..common.text import Text
from .cards import CODE
from .coach import Advice, coach
from .deal import Deal
from .replay import deal_record, from_record, loads

REVIEW_SAMPLES = 24  # sampled deals per option and decision with `samples="even"` (the old default)
REVIEW_ROLLOUTS = 160  # rollouts per decision by default, shared by halving (coach's `rollouts`)
DECISION_KINDS = ("capture", "discard", "chiu", "claim")  # the kinds of decision a review counts apart
KIND_NAMES = {
    "capture": Text("capture or pass", "ăn hay bỏ"),
    "discard": Text("discard", "đánh"),
    "chiu": Text("chíu", "chíu"),
    "claim": Text("claim a win", "ù hay không"),
}


@dataclass(frozen=True)
class ReviewItem:
    index: int  # index of the action in the deal's action list
    decision: int  # the seat's n-th decision with a choice (0-based)
    phase: str  # claim, respond or discard
    position: dict  # the position as cards, and as the record of the actions before it
    played: Advice  # the action taken, as the coach judged it
    best: Advice  # the coach's first choice
    loss: float  # expected points lost against the best (0 when the coach agrees), paired by sampled deal
    advice: tuple[Advice, ...]  # every option, ranked
    kind: str = "capture"  # capture (capture or pass), discard, chiu or claim (DECISION_KINDS)

    @property
    def agrees(self) -> bool:
        return self.played.action == self.best.action

    def to_json(self) -> dict:
        return {
            "index": self.index,
            "decision": self.decision,
            "phase": self.phase,
            "kind": self.kind,
            "position": self.position,
            "played": self.played.to_json(),
            "best": self.best.to_json(),
            "loss": round(self.loss, 3),
            "label": self.played.label,
        }


def summarise(items: list[ReviewItem]) -> ReviewSummary:
    """The deal's review in figures (core.common.review)."""
    return common_review.summarise(items, DECISION_KINDS)


def kind_of(deal: Deal, actions) -> str:
    """The kind of a decision: a claim of a win (claim), a chíu on offer, a discard, or capture-or-pass."""
    if deal.phase == "discard":
        return "discard"
    if deal.phase == "claim" or any(a.kind == "win" for a in actions):
        return "claim"
    if any(a.kind == "chiu" for a in actions):
        return "chiu"
    return "capture"


def review(
    deal_or_record,
    seat: int = 0,
    budget_ms: float | None = None,
    *,
    samples: int | None = None,
    rollouts: int | None = None,
    seed: int = 0,
    progress=None,
) -> list[ReviewItem]:
    """Every decision of `seat` that had more than one legal option, biggest loss first.
    Per decision: `samples` sampled deals per option, or `rollouts` shared by the options (default
    REVIEW_ROLLOUTS), and/or `budget_ms` of CPU time. `progress(done, total)` is called after
    each decision judged (for a progress bar)."""
    deal = _as_deal(deal_or_record)
    if samples is None and budget_ms is None and rollouts is None:
        rollouts = REVIEW_ROLLOUTS
    replay = Deal(deal.options, seed=deal.seed, dealer=deal.dealer, deck=deal.deck, thong=deal.thong)
    todo = []
    for index, action in enumerate(deal.actions):
        if action.seat == seat and len(replay.legal_actions()) > 1:
            todo.append((index, replay.clone()))
        replay.act(action)
    items: list[ReviewItem] = []
    for done, (index, then) in enumerate(todo, 1):
        ranked = coach(then, seat, budget_ms, samples=samples, rollouts=rollouts, seed=seed * 100_003 + index)
        action = deal.actions[index]
        played = next(a for a in ranked if a.action == action.bare)  # a win is ranked without its call (D23)
        best = ranked[0]
        assert played.loss is not None  # legal options are priced
        items.append(
            ReviewItem(
                index,
                len(items),
                then.phase,
                position_of(then, seat, deal, index),
                played,
                best,
                played.loss,
                tuple(ranked),
                kind_of(then, then.legal_actions()),
            )
        )
        if progress is not None:
            progress(done, len(todo))
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
    record = deal_record(whole)
    record["actions"] = record["actions"][:index]
    holding = now.hand_of(seat)
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
        "others_exposed": {
            s: [" ".join(CODE[f] for f in g) for g in now.exposed[s]] for s in range(len(now.exposed)) if s != seat
        },
        "gates": [[CODE[f] for f in gate] for gate in now.gates],
    }


__all__ = [
    "ReviewItem",
    "ReviewSummary",
    "review",
    "summarise",
    "kind_of",
    "position_of",
    "REVIEW_SAMPLES",
    "REVIEW_ROLLOUTS",
    "DECISION_KINDS",
    "KIND_NAMES",
]
