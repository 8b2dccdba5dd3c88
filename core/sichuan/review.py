"""Deal review for Sichuan: each decision a seat made, next to the coach's choice and the points lost.

    from core.sichuan.review import review, summarise
    items = review(record, seat=0)          # biggest loss first
    print(summarise(items).to_json())

The same shape as Chắn's review (core/chan/review.py): every decision of `seat` with more than one
legal option is priced by the coach (`core.sichuan.coach.price`) from the position as it was (the
coach samples the hidden tiles from the seat's view, so hindsight never counts). The deal may be a
finished `Deal`, a replay record dict, or replay JSON (text or bytes); records are validated by
`core.sichuan.replay`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from ..common import review as common_review
from ..common.review import ReviewSummary
from ..common.text import Text
from .coach import Advice, price
from .deal import Deal
from .puzzles import kind_of, position
from .replay import load_replay, read_record, record_of

REVIEW_ROLLOUTS = 120  # playouts per decision, shared by the options (the coach's `rollouts`)
DECISION_KINDS = ("declare", "discard", "kong", "claim")  # core.sichuan.puzzles.kind_of
KIND_NAMES = {
    "declare": Text("missing suit", "chọn khuyết"),
    "discard": Text("discard", "đánh"),
    "kong": Text("kong", "khai gàng"),
    "claim": Text("claim or pass", "ăn hay bỏ"),
}


@dataclass(frozen=True)
class ReviewItem:
    index: int  # index of the action in the deal's action list (the position is the deal before it)
    decision: int  # the seat's n-th decision with a choice (0-based)
    phase: str
    kind: str  # DECISION_KINDS
    played: Advice  # the action taken, as the coach priced it
    best: Advice  # the coach's first choice
    loss: float  # expected points lost against the best (0 when the coach agrees)
    advice: tuple[Advice, ...]  # every option, best first

    @property
    def agrees(self) -> bool:
        return self.played.action == self.best.action

    def to_json(self) -> dict:
        return {
            "index": self.index,
            "decision": self.decision,
            "phase": self.phase,
            "kind": self.kind,
            "played": self.played.to_json(),
            "best": self.best.to_json(),
            "loss": round(self.loss, 3),
            "label": self.played.label,
        }


def summarise(items: list[ReviewItem]) -> ReviewSummary:
    """The deal's review in figures (core.common.review)."""
    return common_review.summarise(items, DECISION_KINDS)


def as_record(deal_or_record) -> dict:
    """A replay record (validated: it loads) from a Deal, a dict or replay JSON."""
    if isinstance(deal_or_record, Deal):
        return record_of(deal_or_record)
    if isinstance(deal_or_record, (str, bytes)):
        record = read_record(deal_or_record)
    elif isinstance(deal_or_record, dict):
        record = json.loads(json.dumps(deal_or_record))
    else:
        raise TypeError("review takes a Deal, a record dict or replay JSON")
    load_replay(record)  # the validator: every field, every action
    return record


def review(
    deal_or_record, seat: int = 0, *, rollouts: int | None = None, seed: int = 0, progress=None
) -> list[ReviewItem]:
    """Every decision of `seat` that had more than one legal option, biggest loss first.
    `progress(done, total)` is called after each decision priced (for a progress bar)."""
    record = as_record(deal_or_record)
    whole = load_replay(record)
    todo = []
    for index, action in enumerate(whole.actions):
        if action.seat != seat:
            continue
        then = position(record, index)
        if then.to_act == seat and len(then.legal_actions()) > 1:
            todo.append((index, then))
    items: list[ReviewItem] = []
    for done, (index, then) in enumerate(todo, 1):
        ranked = price(
            then, seat, rollouts=REVIEW_ROLLOUTS if rollouts is None else rollouts, seed=seed * 100_003 + index
        )
        action = whole.actions[index]
        played = next(a for a in ranked if a.action == action)
        items.append(
            ReviewItem(
                index, len(items), then.phase, kind_of(then), played, ranked[0], played.loss or 0.0, tuple(ranked)
            )
        )
        if progress is not None:
            progress(done, len(todo))
    items.sort(key=lambda item: (-item.loss, item.index))
    return items


__all__ = [
    "ReviewItem",
    "ReviewSummary",
    "review",
    "summarise",
    "as_record",
    "DECISION_KINDS",
    "KIND_NAMES",
    "REVIEW_ROLLOUTS",
]
