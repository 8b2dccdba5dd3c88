"""What an option costs against the coach's choice, in expected points: the labels both coaches use
(core/chan/coach.py, core/sichuan/coach.py), and the paired loss they rest on.

A loss smaller than its own standard error (the paired difference over the same sampled deals) is
not called worse than "good": the coach cannot tell it from the best.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

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


__all__ = ["LABELS", "LABEL_NAMES", "label_of", "paired_loss"]
