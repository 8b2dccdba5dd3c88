"""The search: determinized Monte Carlo. Sample a world, play each candidate and the rest out with the
fast heuristic players on the same world and luck, average the settlements (`estimate`), and keep
the best (`SearchBot`, `pick`)."""

from __future__ import annotations

import math
import random
import time

from ...common.verdict import Estimate
from ..actions import Action
from ..deal import SEATS, Deal
from .players import HeuristicBot, fast_player, safe_actions
from .sampler import sample_world
from .view import SeatView, view_of

SMOOTH_UNTIL = 0.3  # rollout_value: average the stock's wins in while no win has this much weight
MAX_STEPS = 1500  # a deal takes well under 200 actions; a guard against a runaway rollout


def rollout(world: Deal, players, seed: int) -> None:
    """Play `world` to its end with `players` (reseeded, so every candidate meets the same luck)."""
    for s, p in enumerate(players):
        p.rng.seed(seed * SEATS + s)
    steps = 0
    while not world.over and steps < MAX_STEPS:
        s = world.to_act
        world.act(players[s].choose(world, s))
        steps += 1


def rollout_value(world: Deal, action: Action, players, seat: int, seed: int) -> float:
    """`seat`'s expected settlement when `action` is taken in `world` and `players` play on.

    Lower variance than one playout: at each stock reveal, the wins the remaining stock cards
    would give (win.who, claim.priority) are averaged in exactly, and the playout continues on a
    card that gives none, weighted by the chance that no win came (a conditional expectation over
    the stock order). Once that weight falls below SMOOTH_UNTIL the playout goes on as dealt, so it
    stays short; both parts are unbiased."""
    for s, p in enumerate(players):
        p.rng.seed(seed * SEATS + s)
    luck = random.Random(seed)
    weight, value, steps = 1.0, 0.0, 0
    while not world.over and steps < MAX_STEPS:
        if steps:
            action = players[world.to_act].choose(world, world.to_act)
        if weight > SMOOTH_UNTIL and world.stock_left and _reveals(world, action):
            world.pass_before_stock(action)
            chance, expected, safe = _stock_wins(world, players, seat)
            value += weight * chance * expected
            weight *= 1.0 - chance
            if not safe:
                return value
            pick_at = luck.choice(safe)
            stock = world.stock
            stock[world.stock_pos], stock[pick_at] = stock[pick_at], stock[world.stock_pos]
            world.turn_up_stock()
        else:
            world.act(action)
        steps += 1
    return value + weight * (world.outcome.settlement[seat] if world.outcome else 0)


def _reveals(world: Deal, action: Action) -> bool:
    """Whether `action` makes the engine turn up a stock card next (turn.draw)."""
    if world.phase != "respond" or action.kind != "pass":
        return False
    return not (world.card_source == "stock" and action.seat == world.card_from and not world.passed_by_revealer)


def _stock_wins(world: Deal, players, seat: int) -> tuple[float, float, list[int]]:
    """For the stock card about to be turned up (`world` is between `Deal.pass_before_stock` and
    `Deal.turn_up_stock`): the chance it is won, `seat`'s mean settlement over those wins, and the
    stock positions of the cards nobody wins on."""
    pos = world.stock_pos
    rest = world.stock[pos:]
    waits: set[int] = set()
    for s in range(SEATS):
        if not world.win_barred[s]:  # a báo for chờ chi rộng (error.A6) is dead yet may still win
            waits.update(world.waits(s))
    outcome = {}
    for f in set(rest) & waits:
        if world.options.four_eleven:  # the claimant may rather not win: its player decides on the real state
            outcome[f] = world.on_stock_card(f, lambda trial: _win_on(trial, players, seat))
        else:
            win = world.stock_card_win(f)
            outcome[f] = None if win is None else win[1][seat]
    if all(w is None for w in outcome.values()):
        return 0.0, 0.0, list(range(pos, len(world.stock)))
    safe = [pos + i for i, f in enumerate(rest) if outcome.get(f) is None]
    won = [w for f in rest if (w := outcome.get(f)) is not None]
    return len(won) / len(rest), sum(won) / len(won), safe


def _win_on(trial: Deal, players, seat: int) -> float | None:
    """`seat`'s settlement if the first claimant on the stock card just turned up wins on it, or
    None when nobody takes a win on it."""
    if trial.phase != "claim" or trial.claims[0][1] not in ("win", "chiu_win"):
        return None
    claimant = trial.to_act
    if trial.options.four_eleven and not players[claimant].takes_win(trial, claimant):
        return None  # 4-11 is the only case where a player may rather not win
    settlement = trial.win_settlement()
    assert settlement is not None  # a win is on offer
    return settlement[seat]


def estimate(
    deal: Deal,
    seat: int,
    actions: list[Action],
    rng: random.Random,
    *,
    samples: int | None = None,
    budget_s: float | None = None,
    priors: dict | None = None,
    halve: bool = False,
    keep: Action | None = None,
    clock=time.thread_time,
    sampler=sample_world,
) -> list[Estimate]:
    """Expected settlement of each action for `seat`: sample a deal consistent with its view, play
    each action in it and the rest out with fast heuristic players (the same sampled deal and the
    same luck for every action), and repeat — `samples` times, or while `budget_s` seconds of CPU
    time last (complete rounds only, at least one).

    With `halve` (sequential halving), the work is split into stages; after each stage the worse
    half of the actions (by mean, `keep` excepted) is dropped, so the contenders get more samples.
    `samples` then counts the sampled deals of each stage. `sampler(deal, seat, rng, view)` deals
    the hidden cards (`sample_world`; a benchmark may pass one that knows more)."""
    start = clock()
    view = view_of(deal, seat)
    players = [fast_player() for _ in range(SEATS)]
    ests = [Estimate(a, (priors or {}).get(a, 0.0)) for a in actions]
    alive = list(ests)
    stages = max(1, math.ceil(math.log2(len(alive)))) if halve else 1
    spent, rollouts = 0.0, 0
    for stage in range(stages):
        stage_end = None if budget_s is None else start + budget_s * (stage + 1) / stages
        done = 0
        while samples is None or done < samples:
            if (
                stage_end is not None
                and (done or alive[0].n)
                and rollouts
                and clock() + spent / rollouts * len(alive) > stage_end
            ):
                break
            begin = clock()
            results = _play_world(
                deal,
                seat,
                alive,
                rng,
                view,
                players,
                None if budget_s is None or not alive[0].n else start + budget_s,
                clock,
                sampler,
            )
            spent += clock() - begin
            rollouts += len(results)
            if len(results) < len(alive):
                return ests  # out of time in the middle of a sampled deal: keep complete ones only
            for e, r in zip(alive, results, strict=True):
                e.results.append(r)
            done += 1
        if stage < stages - 1 and len(alive) > 2:
            alive.sort(key=lambda e: (-e.mean, -e.prior))
            alive = alive[: math.ceil(len(alive) / 2)] + [
                e for e in alive[math.ceil(len(alive) / 2) :] if e.action == keep
            ]
    return ests


def _play_world(
    deal: Deal,
    seat: int,
    alive: list[Estimate],
    rng: random.Random,
    view: SeatView,
    players,
    deadline: float | None,
    clock,
    sampler,
) -> list[float]:
    """One sampled deal: the seat's settlement after each alive action (fewer if time runs out)."""
    world = sampler(deal, seat, rng, view)
    luck = rng.getrandbits(30)
    results = []
    for e in alive:
        results.append(rollout_value(world.clone(), e.action, players, seat, luck))
        if deadline is not None and clock() > deadline:
            break
    return results


def pick(ests: list[Estimate], default: Action, z: float = 1.0) -> Action:
    """Among the actions sampled most (the survivors of halving): the best mean, unless it beats
    `default` (the heuristic's choice) by less than `z` standard errors of the paired difference —
    noise should not overturn a sound heuristic."""
    most = max(e.n for e in ests)
    alive = [e for e in ests if e.n == most]
    best = max(alive, key=lambda e: (e.mean, e.prior))
    base = next((e for e in alive if e.action == default), None)
    if base is None or base is best or base.n < 2:
        return best.action
    diffs = [x - y for x, y in zip(best.results, base.results, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    return best.action if mean > z * sd / math.sqrt(n) else default


class SearchBot:
    """At each decision with a choice: ranks the options with the heuristic, keeps the best `top`,
    and estimates each by determinized rollouts (see `estimate`) within `budget_ms` of CPU time on
    this thread — or over exactly `samples` sampled deals when that is given (deterministic).
    `sampler` deals the hidden cards (see `estimate`). `z` > 0 keeps the heuristic's choice
    unless the best beats it by `z` standard errors (`pick`); measured against a perfect-information
    oracle (benchmarks/decision_regret.py), trusting the best mean (z = 0) lost no more in any run."""

    name = "search"

    def __init__(
        self,
        seed: int | None = None,
        budget_ms: float = 200.0,
        samples: int | None = None,
        top: int = 6,
        z: float = 0.0,
        halve: bool = True,
        sampler=sample_world,
    ):
        self.rng = random.Random(seed)
        self.sampler = sampler
        self.heuristic = HeuristicBot(seed)
        self.budget_ms, self.samples, self.top, self.z, self.halve = budget_ms, samples, top, z, halve
        self.times: list[float] = []  # CPU seconds of each decision that searched
        self.rounds: list[int] = []  # sampled deals of each such decision

    def choose(self, deal: Deal, seat: int) -> Action:
        start = time.thread_time()
        actions = safe_actions(deal, seat)
        if len(actions) == 1:
            return actions[0]
        ranked = self.heuristic.rank(deal, seat, actions)
        if ranked[0][1].kind == "win" and ranked[0][0] > 0:
            return ranked[0][1]  # a win is never worse than playing on
        candidates = [a for _, a in ranked[: self.top]]
        budget = None
        if self.samples is None:
            budget = max(0.0, self.budget_ms / 1000.0 * 0.97 - (time.thread_time() - start))
        ests = estimate(
            deal,
            seat,
            candidates,
            self.rng,
            samples=self.samples,
            budget_s=budget,
            priors={a: v for v, a in ranked},
            halve=self.halve,
            keep=ranked[0][1],
            sampler=self.sampler,
        )
        choice = pick(ests, ranked[0][1], self.z)
        self.times.append(time.thread_time() - start)
        self.rounds.append(max(e.n for e in ests))
        return choice
