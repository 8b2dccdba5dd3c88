"""Glicko-2 ratings for learners and puzzles, as lichess keeps them (rating, deviation, volatility).

Mark Glickman, "Example of the Glicko-2 system" (2012), steps 1-8, with the volatility found by
the Illinois method of step 5. `update` is one rating period of the paper (a list of games);
`attempt` is what the app does after each puzzle attempt: the learner and the puzzle are two
players of one game, each rated against the other as they stood before it (lichess's puzzle
rating does the same), and both come back updated.

    >>> learner, puzzle = Rating(1500, 350), Rating(1700, 120)
    >>> after_learner, after_puzzle = attempt(learner, puzzle, solved=True)
    >>> after_learner.rating > 1500, after_puzzle.rating < 1700
    (True, True)

Deviations are kept within ``MIN_DEVIATION`` … ``MAX_DEVIATION`` (45 … 500, lichess's bounds),
so a rating never freezes and a new one starts at the widest. ``TAU`` (the volatility's own
constraint) is 0.75 as lichess uses; the paper's example uses 0.5 (pass ``tau=0.5``).

API: `Rating` (frozen; ``.to_json()`` / ``Rating.from_json``), `update`, `attempt`,
`expected_score`, ``DEFAULT`` (1500 / 500 / 0.09: a learner or puzzle with no history).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

SCALE = 173.7178  # Glicko-2's factor between the Glicko scale and its own (400 / ln 10)
BASE = 1500.0
TAU = 0.75
MIN_DEVIATION = 45.0
MAX_DEVIATION = 500.0
EPSILON = 0.000001  # the convergence tolerance of step 5


@dataclass(frozen=True, slots=True)
class Rating:
    """A rating on the Glicko scale (1500 is average), its deviation (RD) and its volatility (σ)."""

    rating: float = BASE
    deviation: float = 350.0
    volatility: float = 0.06

    def to_json(self) -> dict[str, float]:
        return {"rating": self.rating, "deviation": self.deviation, "volatility": self.volatility}

    @classmethod
    def from_json(cls, data: Any) -> Rating:
        """The inverse of `to_json`; a missing, non-numeric or out-of-range value raises ValueError."""
        if not isinstance(data, dict):
            raise ValueError("a rating is {'rating': number, 'deviation': number, 'volatility': number}")
        values = []
        for key in ("rating", "deviation", "volatility"):
            value = data.get(key)
            if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
                raise ValueError(f"a rating's {key!r} must be a finite number, not {value!r}")
            values.append(float(value))
        if values[1] <= 0 or values[2] <= 0:
            raise ValueError("a rating's deviation and volatility must be positive")
        return cls(*values)

    @property
    def mu(self) -> float:
        return (self.rating - BASE) / SCALE

    @property
    def phi(self) -> float:
        return self.deviation / SCALE


DEFAULT = Rating(BASE, MAX_DEVIATION, 0.09)


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected_score(player: Rating, opponent: Rating) -> float:
    """The chance the paper's model gives `player` of beating `opponent` (the E of step 3).

    >>> round(expected_score(Rating(1500, 200), Rating(1400, 30)), 3)
    0.639
    """
    return _e(player.mu, opponent.mu, opponent.phi)


def _new_volatility(sigma: float, phi: float, v: float, delta: float, tau: float) -> float:
    """Step 5: σ' from the Illinois iteration on f(x) = 0."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def update(
    player: Rating,
    games: Iterable[tuple[Rating, float]],
    *,
    tau: float = TAU,
    bounds: tuple[float, float] | None = (MIN_DEVIATION, MAX_DEVIATION),
) -> Rating:
    """The player's rating after one rating period of `games` (opponent, score 1 / 0.5 / 0).

    No games: only the deviation grows (step 6 alone). ``bounds`` clamps the new deviation
    (None: the paper's unclamped value, as in its worked example).
    """
    played = list(games)
    mu, phi, sigma = player.mu, player.phi, player.volatility
    if not played:
        phi_star = math.sqrt(phi * phi + sigma * sigma)
        return Rating(player.rating, _clamp(phi_star * SCALE, bounds), sigma)
    for _, score in played:
        if not 0.0 <= score <= 1.0:
            raise ValueError(f"a game's score is between 0 and 1, not {score!r}")
    v_inverse = 0.0
    delta_sum = 0.0
    for opponent, score in played:
        g = _g(opponent.phi)
        e = _e(mu, opponent.mu, opponent.phi)
        v_inverse += g * g * e * (1.0 - e)
        delta_sum += g * (score - e)
    v = 1.0 / v_inverse
    delta = v * delta_sum
    sigma_new = _new_volatility(sigma, phi, v, delta, tau)
    phi_star = math.sqrt(phi * phi + sigma_new * sigma_new)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    phi_new = _clamp(phi_new * SCALE, bounds) / SCALE
    mu_new = mu + phi_new * phi_new * delta_sum
    return Rating(mu_new * SCALE + BASE, phi_new * SCALE, sigma_new)


def _clamp(deviation: float, bounds: tuple[float, float] | None) -> float:
    if bounds is None:
        return deviation
    low, high = bounds
    return min(max(deviation, low), high)


def attempt(learner: Rating, puzzle: Rating, solved: bool, *, tau: float = TAU) -> tuple[Rating, Rating]:
    """Both ratings after one attempt: the learner won if the puzzle was solved, else the puzzle won.

    Each side is rated against the other as it stood before the attempt.

    >>> a, p = attempt(Rating(1500, 60, 0.06), Rating(1500, 60, 0.06), solved=False)
    >>> round(a.rating + p.rating, 6) == 3000.0, a.rating < 1500 < p.rating
    (True, True)
    """
    score = 1.0 if solved else 0.0
    return update(learner, [(puzzle, score)], tau=tau), update(puzzle, [(learner, 1.0 - score)], tau=tau)


__all__ = [
    "Rating",
    "DEFAULT",
    "update",
    "attempt",
    "expected_score",
    "TAU",
    "MIN_DEVIATION",
    "MAX_DEVIATION",
]
