"""What an option costs against the coach's choice, in expected points, and how sure the coach is:
the one labelling rule both coaches use (core/chan/coach.py, core/sichuan/coach.py), the paired loss
it rests on, and the pieces both searches share: an option's sampled results (`Estimate`), how a
rollout budget is shared out under sequential halving (`samples_per_stage`), which option is best
(`best_estimate`) and the two-phase appraisal (`appraise`).

**Labels only with confidence.** An option is labelled inaccuracy, mistake or blunder only when
the lower end of its loss's 95 % interval (Student's t over the sampled worlds) lies at or above the
threshold (LABELS: 0.3, 1 and 3 points per deal, ../shared/LEARNING.md); "good" when the interval
lies above 0 but no threshold; "close" (about as good as the best) when it reaches 0. A decision
compares several options with the best at once, so `grade` widens the intervals for their number
(Holm's step-down: the option with the strongest evidence of a loss is judged at the 1 − 2.5 %/k
point, the next at 1 − 2.5 %/(k − 1), … until one cannot be told from the best), so that the chance
of any wrongly labelled option in a decision stays at 2.5 %, not k times that (one co-best discard
among ten was labelled "mistake" with a bound per option). Within one decision the labels are then
made monotone in the loss: an option never carries a worse label than one that loses more.

**Honest values.** `appraise` chooses on one set of sampled worlds (sequential halving, the
contenders sampled most) and prices every option on fresh worlds not used to choose (all options on
the same fresh worlds, so every label rests on the same depth): the shown value of the choice is not
the best of several noisy means, and a loss is paired against it on worlds that did not pick it.
The unit of every standard error is the sampled world (each option is played once per world, so the
per-world values are independent).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Any, TypedDict

from .text import Text

LABELS = ((3.0, "blunder"), (1.0, "mistake"), (0.3, "inaccuracy"))
# every label from the best to the worst; "close": the coach cannot tell it from the best
ORDER = ("best", "close", "good", "inaccuracy", "mistake", "blunder")
LABEL_NAMES = {
    "best": Text("best", "tốt nhất"),
    "close": Text("about as good", "ngang ngửa"),
    "good": Text("good", "tốt"),
    "inaccuracy": Text("inaccuracy", "chưa chuẩn"),
    "mistake": Text("mistake", "nước sai"),
    "blunder": Text("blunder", "sai nặng"),
}
Z95 = 1.959963984540054  # the normal distribution's 97.5 % point


class HintSetting(TypedDict):
    """A coach call's budget as the play pages pass it (`coach(deal, seat, **HINT)`)."""

    rollouts: int


SELECT_SHARE = 0.4  # `appraise` with a rollout budget: the share spent choosing (the rest prices)


def t95(df: int) -> float:
    """Student's t 97.5 % point for `df` degrees of freedom (Cornish-Fisher; within 0.5 % from df 2,
    exact enough for a label), infinite below 1."""
    return t_point(df, Z95)


def normal_point(comparisons: int = 1) -> float:
    """The normal point a one-sided 97.5 % bound uses when `comparisons` options are judged at once
    (Bonferroni: 1 − 2.5 %/k); Z95 for one."""
    return Z95 if comparisons <= 1 else NormalDist().inv_cdf(1 - 0.025 / comparisons)


def t_point(df: int, z: float) -> float:
    """Student's t point with `df` degrees of freedom matching the normal point `z`: exact for 1 and 2
    degrees of freedom, else the Cornish-Fisher expansion (within 0.1 % from df 5, 5 % at df 3);
    infinite below 1.

    >>> round(t_point(10, Z95), 3), round(t_point(2, Z95), 3), round(t_point(15, normal_point(9)), 2)
    (2.228, 4.303, 3.23)
    """
    if df < 1:
        return math.inf
    p = NormalDist().cdf(z)
    if df == 1:
        return math.tan(math.pi * (p - 0.5))
    if df == 2:
        return (2 * p - 1) / math.sqrt(2 * p * (1 - p))
    return (
        z
        + (z**3 + z) / (4 * df)
        + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)
        + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * df**3)
    )


def lower_bound(loss: float, loss_se: float, n: int | None = None, comparisons: int = 1) -> float:
    """The lower end of the loss's 95 % interval over `n` sampled worlds (normal when n is None),
    widened for `comparisons` options judged at once (see `normal_point`)."""
    z = normal_point(comparisons)
    q = z if n is None else t_point(n - 1, z)
    return -math.inf if math.isinf(q) else loss - q * loss_se


def label_of(loss: float, loss_se: float, best: bool = False, n: int | None = None, comparisons: int = 1) -> str:
    """The label of an option that loses `loss` ± `loss_se` points against the best over `n` sampled
    worlds: the worst label whose threshold the loss's lower 95 % bound reaches (LABELS); "good"
    when the bound is above 0 but below every threshold; "close" when the coach cannot tell the
    option from the best (the bound at or below 0, or fewer than two worlds). `comparisons`: how
    many options of the decision are judged against the best at once (`grade` passes their number)."""
    if best:
        return "best"
    lo = lower_bound(loss, loss_se, n, comparisons)
    if lo <= 0:
        return "close"
    return next((name for at, name in LABELS if lo >= at), "good")


def grade(rows: Sequence[tuple[float, float, int | None]]) -> list[str]:
    """The labels of the non-best options of one decision, (loss, loss_se, n) each, their bounds
    widened for their number (Holm's step-down, see the module), made monotone in the loss: each
    label is capped at the mildest label of any option that loses as much or more (a label is only
    ever weakened, never raised past what its own interval supports)."""
    raw = [ORDER.index("close")] * len(rows)
    evidence = sorted(range(len(rows)), key=lambda i: -_t_stat(*rows[i][:2]))
    for step, i in enumerate(evidence):  # the strongest evidence of a loss first
        loss, se, n = rows[i]
        label = label_of(loss, se, False, n, comparisons=len(rows) - step)
        if label == "close":  # this one cannot be told from the best: nor can any after it
            break
        raw[i] = ORDER.index(label)
    order = sorted(range(len(rows)), key=lambda i: (-rows[i][0], raw[i]))  # ties: the mildest first
    capped = list(raw)
    mildest = len(ORDER)
    for i in order:  # from the largest loss down
        mildest = min(mildest, raw[i])
        capped[i] = mildest
    return [ORDER[k] for k in capped]


def _t_stat(loss: float, se: float) -> float:
    """How many standard errors the loss lies above 0 (infinite for a sure loss, one with no spread)."""
    if se > 0:
        return loss / se
    return math.inf if loss > 0 else -math.inf


def paired_loss(best: Sequence[float], other: Sequence[float]) -> tuple[float, float]:
    """(mean, standard error) of best − other over the sampled worlds both were played in (the first
    `min(len)` of each: an option dropped by sequential halving was played in the first of them).
    The mean is clipped at 0: nothing is reported as beating the best."""
    mean, se, _ = paired_difference(best, other)
    return max(0.0, mean), se


def paired_difference(best: Sequence[float], other: Sequence[float]) -> tuple[float, float, int]:
    """(mean, standard error, worlds) of best − other, unclipped (see `paired_loss`)."""
    diffs = [b - o for b, o in zip(best, other, strict=False)]
    n = len(diffs)
    if n == 0:
        return 0.0, 0.0, 0
    mean = sum(diffs) / n
    se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) if n > 1 else 0.0
    return mean, se, n


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


# ---------------------------------------------------------------------------- the appraisal
@dataclass
class Priced:
    """One option as `appraise` prices it: `chosen` its estimate on the worlds that chose the best,
    `priced` on the fresh worlds every option was priced on; value ± se (the best's mean on the
    fresh worlds, the others' the best's less their loss), loss ± loss_se (paired against the best
    on the fresh worlds, clipped at 0; `raw_loss` unclipped) and the label."""

    action: Any
    chosen: Estimate
    priced: Estimate
    value: float
    se: float
    loss: float
    loss_se: float
    raw_loss: float
    label: str

    @property
    def samples(self) -> int:
        """The sampled worlds the option was played in, both phases."""
        return self.chosen.n + self.priced.n


# run(actions, rng, samples, budget_s, halve, keep) -> one Estimate per action, in their order
Runner = Callable[[list, random.Random, "int | None", "float | None", bool, Any], list]


def plan(options: int, samples: int | None, rollouts: int | None) -> tuple[bool, int | None, int | None]:
    """(halve, choosing worlds per stage, pricing worlds per option) for `appraise`: a rollout
    budget is split SELECT_SHARE to choosing (by halving when more than two options) and the rest to
    pricing every option on the same fresh worlds; `samples` sampled worlds per option are split in
    half (at least 2 each); neither: (False, None, None), left to a time budget."""
    if rollouts is not None:
        choose = max(2, round(SELECT_SHARE * rollouts))
        halve, per_stage = samples_per_stage(choose, options) if options > 1 else (False, 0)
        return halve, per_stage, max(2, (rollouts - choose) // max(1, options))
    if samples is not None:
        first = max(2, samples // 2) if options > 1 else 0
        return False, first, max(2, samples - samples // 2)
    return False, None, None


def appraise(
    run: Runner,
    actions: list,
    *,
    samples: int | None = None,
    rollouts: int | None = None,
    budget_s: float | None = None,
    seed: int = 0,
    keep: Any = None,
) -> list[Priced]:
    """Every action priced in two phases (see the module): choose the best on worlds drawn from
    `random.Random(seed)` (sequential halving under a rollout budget), then price every option on as
    many fresh worlds each, drawn from a separate stream, and label by `grade`. Best first, then by
    loss. Deterministic for a seed unless `budget_s` cuts the work short (the time split 40/60)."""
    halve, first, second = plan(len(actions), samples, rollouts)
    t1 = t2 = None
    if budget_s is not None:
        t1, t2 = budget_s * SELECT_SHARE, budget_s * (1 - SELECT_SHARE)
    if len(actions) > 1 and first != 0:
        chosen = run(list(actions), random.Random(seed), first, t1, halve, keep)
        best_action = best_estimate(chosen).action
    else:
        chosen = [Estimate(a, 0.0) for a in actions]
        best_action = actions[0]
    priced = run(list(actions), random.Random(f"price:{seed}"), second, t2, False, keep)
    by_action = {e.action: e for e in priced}
    top = by_action[best_action]
    diffs = {e.action: (0.0, 0.0, top.n) if e is top else paired_difference(top.results, e.results) for e in priced}
    order = sorted(priced, key=lambda e: (e is not top, max(0.0, diffs[e.action][0]), -e.prior))
    labels = grade([diffs[e.action] for e in order[1:]])
    out = []
    for i, (c, e) in enumerate(zip([_find(chosen, e.action) for e in order], order, strict=True)):
        raw, se, _ = diffs[e.action]
        loss = max(0.0, raw)
        out.append(
            Priced(
                e.action,
                c,
                e,
                top.mean - loss,
                top.se if e is top else se,
                loss,
                se,
                raw,
                "best" if i == 0 else labels[i - 1],
            )
        )
    return out


def price_options(
    estimate: Callable[..., list],
    deal: Any,
    seat: int,
    actions: list,
    *,
    priors: dict,
    keep: Any,
    samples: int | None = None,
    rollouts: int | None = None,
    budget_ms: float | None = None,
    seed: int = 0,
) -> list[Priced]:
    """`appraise` with a game's search: `estimate(deal, seat, actions, rng, samples=, budget_s=,
    priors=, halve=, keep=)` plays each option out from sampled worlds (both games' coaches)."""

    def run(acts, rng, n, budget_s, halve, kept):
        return estimate(deal, seat, acts, rng, samples=n, budget_s=budget_s, priors=priors, halve=halve, keep=kept)

    return appraise(
        run,
        actions,
        samples=samples,
        rollouts=rollouts,
        budget_s=None if budget_ms is None else budget_ms / 1000.0,
        seed=seed,
        keep=keep,
    )


def what_decides(option: Estimate, best: Estimate) -> tuple[str, str] | None:
    """What made the difference in the playouts, in English and Vietnamese: whether the option's
    worlds collect less (the seat's gains) or pay more (its payments) than the best's, whichever
    part of the loss is bigger, with both per-deal figures; None when the option does not lose."""
    if not option.results or not best.results:
        return None
    won_o, paid_o = _parts(option.results)
    won_b, paid_b = _parts(best.results)
    less, more = won_b - won_o, paid_o - paid_b
    if less <= 0 and more <= 0:
        return None
    if less >= more:
        return (
            f"in the playouts it collects less: {won_o:+.2f} a deal against {won_b:+.2f} for the coach's choice",
            f"trong các ván thử nó thu về ít hơn: {won_o:+.2f} mỗi ván so với {won_b:+.2f} của nước máy chọn",
        )
    return (
        f"in the playouts it pays more: {-paid_o:+.2f} a deal against {-paid_b:+.2f} for the coach's choice",
        f"trong các ván thử nó phải trả nhiều hơn: {-paid_o:+.2f} mỗi ván so với {-paid_b:+.2f} của nước máy chọn",
    )


def _parts(results: Sequence[float]) -> tuple[float, float]:
    """(mean gain, mean payment) per world: the positive and the negative parts of the settlement."""
    n = len(results)
    return sum(r for r in results if r > 0) / n, -sum(r for r in results if r < 0) / n


def _find(ests: Sequence[Estimate], action: Any) -> Estimate:
    return next(e for e in ests if e.action == action)


__all__ = [
    "LABELS",
    "LABEL_NAMES",
    "ORDER",
    "label_of",
    "grade",
    "lower_bound",
    "t95",
    "paired_loss",
    "paired_difference",
    "Estimate",
    "Priced",
    "plan",
    "appraise",
    "samples_per_stage",
    "best_estimate",
    "what_decides",
    "SELECT_SHARE",
]
