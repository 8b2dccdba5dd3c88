"""How much each player's decisions cost, measured against a perfect-information oracle — a
low-noise yardstick that needs no tournament, and a measure of what knowing more would be worth.

    python -m benchmarks.decision_regret --profile cardavia --players heuristic search deep
    python -m benchmarks.decision_regret --players search search:z=0 search:know=stock search:know=hands

Positions: seeded deals played by heuristic players; every `--every`-th decision with a choice
and no win on offer. The oracle values each of the heuristic's six best options there by
`--rollouts` rollouts on the true deal (only the order of the unrevealed stock is drawn), every
option on the same orders. A player's regret at a position is the oracle's best value minus the
oracle's value of the player's choice; its mean over the positions, the first player's paired
difference, and the mean per phase are printed, then one JSON line.

A player is a kind (`heuristic`, `search`, `deep`) with optional settings after a colon:
`ms=` (the search's CPU budget per decision), `z=`, `top=`, and `know=`, which hands the search
a sampler that knows more than the seat may: `know=hands` (every hidden hand; only the stock's
order is drawn) or `know=stock` (what is left in the stock, not its order; the hands are
sampled). The oracle's values come from the same rollout policy the search uses, so a better
rollout policy does not show here; a tournament (`benchmarks.tournament`) has the last word.

Measured (cardavia, 50 deals, 430 positions, 120 rollouts, this 2-core machine), regret in
points per decision: heuristic 0.61, search 0.47–0.51, deep 0.48–0.52, search knowing the
stock's contents 0.19, search knowing every hand 0.06 (traditional: 0.50, 0.47–0.51, 0.47,
0.24, 0.08) — most of what separates the search from perfect play is which cards are still in
the stock, which no fair player can know. The README has the table.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import pickle
import random
import time
from pathlib import Path

from core.chan.ai import (
    HeuristicBot,
    SearchBot,
    fast_player,
    make_player,
    rollout_value,
    safe_actions,
    sample_hidden,
    view_of,
    world_from_hidden,
)
from core.chan.cards import FACES
from core.chan.deal import SEATS, Deal, DealOptions
from core.common.verdict import Estimate

TOP = 6  # options the oracle values: the heuristic's best six, as the search considers


def positions(profile: str, deals: int, every: int, seed: int) -> list[tuple]:
    """(deck seed, actions so far, seat) at every `every`-th decision with a choice and no win."""
    out = []
    for i in range(deals):
        deck = seed * 1_000_003 + i
        deal = Deal(DealOptions(profile=profile), seed=deck)
        players = [HeuristicBot(deck * SEATS + s) for s in range(SEATS)]
        decisions = 0
        while not deal.over:
            seat = deal.to_act
            actions = safe_actions(deal, seat)
            if len(actions) > 1 and not any(a.kind == "win" for a in actions):
                decisions += 1
                if decisions % every == 0:
                    out.append((deck, list(deal.actions), seat))
            deal.act(players[seat].choose(deal, seat))
    return out


def replay(profile: str, deck: int, actions: list) -> Deal:
    deal = Deal(DealOptions(profile=profile), seed=deck)
    for a in actions:
        deal.act(a)
    return deal


def hands_known_world(deal: Deal, seat: int, rng: random.Random, view=None) -> Deal:
    """The true deal with only the unrevealed stock's order drawn."""
    world = deal.clone()
    rest = world.stock[world.stock_pos :]
    rng.shuffle(rest)
    world.stock[world.stock_pos :] = rest
    world.seed = None
    return world


def stock_known_world(deal: Deal, seat: int, rng: random.Random, view=None) -> Deal:
    """A sampled deal whose unrevealed stock holds the true stock's cards (in a drawn order): the
    sampled hands give up the cards the stock lacks, taking its surplus in exchange. The exchange
    may undo a public proof about a hand (`SeatView.most`, `.even`): a yardstick, not a player."""
    view = view or view_of(deal, seat)
    hands, stock = sample_hidden(view, rng)
    truth = [0] * FACES
    for f in deal.stock[deal.stock_pos :]:
        truth[f] += 1
    held = [0] * FACES
    for f in stock:
        held[f] += 1
    surplus = [f for f in range(FACES) for _ in range(held[f] - truth[f])]
    lacking = [f for f in range(FACES) for _ in range(truth[f] - held[f])]
    for extra, missing in zip(surplus, lacking, strict=True):
        owner = next(s for s in hands if hands[s][missing])
        hands[owner][missing] -= 1
        hands[owner][extra] += 1
        stock[stock.index(extra)] = missing
    rng.shuffle(stock)
    return world_from_hidden(deal, seat, view, hands, stock)


KNOWING = {"hands": hands_known_world, "stock": stock_known_world}


def make(spec: str, seed: int):
    """A player from its spec, e.g. "search:ms=500,z=0" or "search:know=stock"."""
    kind, _, rest = spec.partition(":")
    settings = dict(item.split("=", 1) for item in rest.split(",") if item)
    if kind == "heuristic" and not settings:
        return HeuristicBot(seed)
    if kind not in ("search", "deep") or set(settings) - {"ms", "z", "top", "know"}:
        raise SystemExit(f"unknown player {spec!r}: use heuristic, search or deep, with ms=, z=, top=, know=")
    base = make_player(kind, seed)
    return SearchBot(
        seed,
        budget_ms=float(settings.get("ms", base.budget_ms)),
        z=float(settings.get("z", base.z)),
        top=int(settings.get("top", base.top)),
        sampler=KNOWING[settings["know"]] if "know" in settings else base.sampler,
    )


def oracle(job: tuple) -> dict:
    """The oracle's value of each of the heuristic's best options at one position."""
    profile, (deck, actions, seat), rollouts = job
    deal = replay(profile, deck, actions)
    options = [a for _, a in HeuristicBot(deck).rank(deal, seat)[:TOP]]
    rng = random.Random(deck * 7919 + len(actions))
    players = [fast_player() for _ in range(SEATS)]
    totals = [0.0] * len(options)
    for _ in range(rollouts):
        world = hands_known_world(deal, seat, rng)
        luck = rng.getrandbits(30)
        for i, a in enumerate(options):
            totals[i] += rollout_value(world.clone(), a, players, seat, luck)
    return {a: t / rollouts for a, t in zip(options, totals, strict=True)}


def decide(job: tuple):
    """(regret, phase) of one player's choice at one position; None if it chose outside the oracle's options."""
    profile, spec, (deck, actions, seat), values = job
    deal = replay(profile, deck, actions)
    choice = make(spec, deck * 13 + len(actions)).choose(deal, seat)
    if choice not in values:
        return None
    return max(values.values()) - values[choice], deal.phase


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--profile", default="cardavia", choices=("cardavia", "traditional"))
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--every", type=int, default=2, help="keep every N-th decision with a choice")
    parser.add_argument("--rollouts", type=int, default=120, help="oracle rollouts per option")
    parser.add_argument("--players", nargs="+", default=["heuristic", "search"])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--oracle", help="keep the oracle's values in this file and reuse them (same settings)")
    args = parser.parse_args(argv)
    for spec in args.players:
        make(spec, 0)  # a bad spec fails before any work
    pool = multiprocessing.get_context("fork").Pool(args.jobs) if args.jobs > 1 else None
    run = pool.map if pool else map
    start = time.time()
    settings = (args.profile, args.deals, args.every, args.rollouts, args.seed)
    cache = Path(args.oracle) if args.oracle else None
    if cache and cache.exists() and pickle.loads(cache.read_bytes())[0] == settings:
        found, values = pickle.loads(cache.read_bytes())[1:]
    else:
        found = positions(args.profile, args.deals, args.every, args.seed)
        values = list(run(oracle, [(args.profile, p, args.rollouts) for p in found]))
        if cache:
            cache.write_bytes(pickle.dumps((settings, found, values)))
    print(f"{len(found)} positions, oracle {time.time() - start:.0f} s")
    print(f"{'player':28} {'regret':>7} {'± se':>6} {'vs first':>9} {'± se':>6}  per phase")
    rows, first = [], None
    for spec in args.players:
        t = time.time()
        out = list(run(decide, [(args.profile, spec, p, v) for p, v in zip(found, values, strict=True)]))
        first = first or out
        regrets = [r for r, _ in filter(None, out)]
        paired = [a[0] - b[0] for a, b in zip(out, first, strict=True) if a and b]
        phases: dict[str, list[float]] = {}
        for r, phase in filter(None, out):
            phases.setdefault(phase, []).append(r)
        regret, versus = Estimate(spec, 0.0, regrets), Estimate(spec, 0.0, paired)  # mean ± se
        m, se, d, dse = regret.mean, regret.se, versus.mean, versus.se
        by_phase = {k: round(sum(v) / len(v), 3) for k, v in sorted(phases.items())}
        print(
            f"{spec:28} {m:7.3f} {se:6.3f} {d:+9.3f} {dse:6.3f}  "
            + " ".join(f"{k} {v:.2f} ({len(phases[k])})" for k, v in by_phase.items())
            + f"  [{time.time() - t:.0f} s]",
            flush=True,
        )
        rows.append({"player": spec, "regret": m, "se": se, "vs_first": d, "vs_first_se": dse, "by_phase": by_phase})
    if pool:
        pool.close()
    print(json.dumps({"profile": args.profile, "positions": len(found), "rollouts": args.rollouts, "players": rows}))


if __name__ == "__main__":
    main()
