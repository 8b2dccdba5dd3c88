"""What an option costs against the coach's choice, in expected points: the labels both coaches use
(core/chan/coach.py, core/sichuan/coach.py), the paired loss they rest on, and the pieces both
searches share: an option's sampled results (`Estimate`), how a rollout budget is shared out under
sequential halving (`samples_per_stage`) and which option is best (`best_estimate`).

A loss smaller than its own standard error (the paired difference over the same sampled deals) is
not called worse than "good": the coach cannot tell it from the best.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

LABELS = ((3.0, "blunder"), (1.0, "mistake"), (0.3, "inaccuracy"))
LABEL_NAMES = {
    "best": ("best", "tốt nhất"),
    "good": ("good", "tốt"),
    "inaccuracy": ("inaccuracy", "chưa chuẩn"),
    "mistake": ("mistake", "nước sai"),
    "blunder": ("blunder", "sai nặng"),
}


def label_of(loss: float, loss_se: float, best: bool = False) -> str:
    """The label of an option that loses `loss` ± `loss_se` points against the best (see LABELS)."""
    if best:
        return "best"
    if loss < loss_se:
        return "good"
    return next((name for at, name in LABELS if loss >= at), "good")


def paired_loss(best: Sequence[float], other: Sequence[float]) -> tuple[float, float]:
    """(mean, standard error) of best − other over the sampled deals both were played in (the first
    `min(len)` of each: an option dropped by sequential halving was played in the first of them).
    The mean is clipped at 0: nothing is reported as beating the best."""
    diffs = [b - o for b, o in zip(best, other, strict=False)]
    n = len(diffs)
    if n == 0:
        return 0.0, 0.0
    mean = sum(diffs) / n
    se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) if n > 1 else 0.0
    return max(0.0, mean), se


@dataclass
class Estimate:
    """What a search found for one option: the seat's settlement in each sampled world."""

    action: Any
    prior: float  # a tie-break: higher is preferred (the heuristic's order)
    results: list[float] = field(default_factory=list)

    @property
    def n(self) -> int:
        return len(self.results)

    @property
    def mean(self) -> float:
        return sum(self.results) / len(self.results) if self.results else 0.0

    @property
    def se(self) -> float:
        n = len(self.results)
        if n < 2:
            return 0.0
        m = self.mean
        return math.sqrt(sum((x - m) ** 2 for x in self.results) / (n - 1) / n)


def samples_per_stage(rollouts: int, options: int) -> tuple[bool, int]:
    """(halve, samples): whether `options` are worth sequential halving (more than two), and the
    sampled worlds per stage that spend about `rollouts` playouts over all stages (at least 2)."""
    halve = options > 2
    stages = math.ceil(math.log2(options)) if halve else 1
    alive = sum(math.ceil(options / 2**k) for k in range(stages))  # options played, over the stages
    return halve, max(2, rollouts // max(1, alive))


def best_estimate(ests: Sequence[Estimate]) -> Estimate:
    """The best of the options that were played in the most worlds (halving's survivors): the
    highest mean, the prior breaking ties."""
    top = max(e.n for e in ests)
    return max((e for e in ests if e.n == top), key=lambda e: (e.mean, e.prior))


__all__ = [
    "LABELS",
    "LABEL_NAMES",
    "label_of",
    "paired_loss",
    "Estimate",
    "samples_per_stage",
    "best_estimate",
]
