"""Rates from counts, with the uncertainty their counts leave: a chart or a table that shows a share
shows its range too, so nothing is ranked or labelled on noise."""

from __future__ import annotations

import math

Z95 = 1.96


def wilson(right: int, total: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (sound for small counts and for 0 % or 100 %).

    >>> [round(x, 3) for x in wilson(7, 10)]
    [0.397, 0.892]
    >>> wilson(0, 0)
    (0.0, 1.0)
    """
    if total <= 0:
        return 0.0, 1.0
    p = right / total
    denominator = 1 + z * z / total
    centre = (p + z * z / (2 * total)) / denominator
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)
