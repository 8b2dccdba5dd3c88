"""A deal's review in figures, the same for every game: agreement with the coach, points lost per
decision and by kind of decision, the labels of the learner's decisions (each game's review module
makes the items; `summarise` adds them up)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ReviewSummary:
    """A deal's review in figures: agreement with the coach, points lost, the costliest kind."""

    decisions: int
    agreed: int
    lost: float  # expected points lost over the deal
    lost_by_kind: dict  # kind -> points lost
    labels: dict  # label -> count of the learner's decisions

    @property
    def agreement(self) -> float:
        return self.agreed / self.decisions if self.decisions else 1.0

    @property
    def lost_per_decision(self) -> float:
        return self.lost / self.decisions if self.decisions else 0.0

    @property
    def costliest(self) -> str | None:
        """The kind of decision that lost the most points (None when nothing was lost)."""
        kind = max(self.lost_by_kind, key=lambda k: self.lost_by_kind[k], default=None)
        return kind if kind is not None and self.lost_by_kind[kind] > 0 else None

    def to_json(self) -> dict:
        return {
            "decisions": self.decisions,
            "agreed": self.agreed,
            "agreement": round(self.agreement, 3),
            "lost": round(self.lost, 3),
            "lost_per_decision": round(self.lost_per_decision, 3),
            "costliest": self.costliest,
            "lost_by_kind": {k: round(v, 3) for k, v in self.lost_by_kind.items()},
            "labels": self.labels,
        }


def summarise(items: Sequence[Any], kinds: Iterable[str]) -> ReviewSummary:
    """The figures of a deal's review items (each with `kind`, `loss`, `agrees` and `played.label`);
    `kinds` are the game's kinds of decision, each counted even when nothing was lost in it."""
    lost_by_kind = dict.fromkeys(kinds, 0.0)
    labels: dict[str, int] = {}
    for item in items:
        lost_by_kind[item.kind] = lost_by_kind.get(item.kind, 0.0) + item.loss
        if item.played.label:
            labels[item.played.label] = labels.get(item.played.label, 0) + 1
    return ReviewSummary(
        len(items), sum(item.agrees for item in items), sum(item.loss for item in items), lost_by_kind, labels
    )


__all__ = ["ReviewSummary", "summarise"]
