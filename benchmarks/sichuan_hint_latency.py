"""How long the Sichuan coach takes to price a hint on this machine.

    python -m benchmarks.sichuan_hint_latency              # 12 deals
    python -m benchmarks.sichuan_hint_latency --deals 30

Positions are seat 0's decisions with a choice (discards, kongs, claims, wins) in deals played by
heuristic players. A hint is `price(deal, 0, **HINT)`, the play page's setting (core/sichuan/coach.py).
Times are wall-clock seconds (what the learner waits), so other work on the machine counts; the load
average is printed beside them. One playout's cost is printed too (CPU time of a fixed number of
sampled worlds per option). Last line: one JSON object.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import time

from core.sichuan import Deal
from core.sichuan.bots import HeuristicBot
from core.sichuan.coach import HINT, price
from core.sichuan.search import estimate

from .coach_latency import quantiles, timed


def positions(deals: int, seed: int) -> list[Deal]:
    """Copies of each deal at seat 0's decisions with a choice (the declaration excepted)."""
    out = []
    for i in range(deals):
        deal = Deal(seed=seed + i, dealer=i % 4)
        bots = [HeuristicBot() for _ in range(4)]
        while not deal.over:
            s = deal.to_act
            if s == 0 and deal.phase != "declare" and len(deal.legal_actions()) > 1:
                out.append(copy.deepcopy(deal))
            deal.act(bots[s].choose(deal, s))
    return out


def playout_ms(decks: list[Deal], worlds: int = 4) -> float:
    """CPU milliseconds per playout (one option played out in one sampled world)."""
    start, played = time.thread_time(), 0
    for i, deal in enumerate(decks):
        actions = deal.legal_actions()
        estimate(deal, 0, actions, random.Random(i), samples=worlds)
        played += worlds * len(actions)
    return 1000 * (time.thread_time() - start) / max(1, played)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--seed", type=int, default=900)
    args = parser.parse_args(argv)
    load = os.getloadavg()[0]
    decks = positions(args.deals, args.seed)
    per_playout = playout_ms(decks[::5])
    hint = [timed(lambda d=d, i=i: price(d, 0, seed=i, **HINT)) for i, d in enumerate(decks)]
    q = quantiles(hint)
    print(f"{len(decks)} positions from {args.deals} deals; load average {load:.2f}")
    print(f"one playout: {per_playout:.2f} ms of CPU time")
    print(f"hint (price, {HINT}): p50 {q['p50']:.2f} s, p95 {q['p95']:.2f} s, max {q['max']:.2f} s")
    out = {
        "positions": len(decks),
        "hint": q,
        "playout_ms": round(per_playout, 3),
        "settings": HINT,
        "load_average": load,
        "load_average_end": os.getloadavg()[0],
    }
    print(json.dumps(out))


if __name__ == "__main__":
    main()
