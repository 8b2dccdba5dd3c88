"""Play N full Chắn deals with random-legal bots under both profiles and check the invariants.

    python -m benchmarks.chan_deals --deals 2000

Prints a table, then one JSON line with `deals_per_s` (CPU time of this process, so other
work on the machine does not count; wall time is printed too) and `invariant_violations`.
Invariants: 100 cards conserved, no face over four copies, every deal ends, every action
taken in basic mode is legal by the legality judges, settlements sum to 0.
"""

from __future__ import annotations

import argparse
import json
import time

from core.chan.bots import RandomBot
from core.chan.deal import SEATS, Deal, DealOptions

MAX_STEPS = 2000


def violations_of(deal: Deal) -> list[str]:
    found = []
    cards = deal.census()
    if sum(cards) != 100:
        found.append(f"{sum(cards)} cards")
    if any(n != 4 for n in cards):
        found.append("a face without exactly four copies")
    if sum(deal.outcome.settlement) != 0:
        found.append("settlements do not sum to 0")
    return found


def play(options: DealOptions, seed: int) -> tuple[Deal, list[str]]:
    deal = Deal(options, seed=seed)
    bots = [RandomBot(seed * SEATS + s) for s in range(SEATS)]
    steps = 0
    while not deal.ended and steps < MAX_STEPS:
        seat = deal.to_act
        deal.act(bots[seat].choose(deal, seat))
        steps += 1
    if not deal.ended:
        return deal, ["deal did not end"]
    return deal, violations_of(deal)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=2000, help="deals per profile")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rows = []
    total_deals = total_cpu = total_wall = 0.0
    bad = 0
    for profile in ("cardavia", "traditional"):
        options = DealOptions(profile=profile)
        wins = draws = actions = 0
        cpu0, wall0 = time.process_time(), time.perf_counter()
        for i in range(args.deals):
            deal, problems = play(options, args.seed + i)
            bad += len(problems)
            wins += deal.outcome.winner is not None
            draws += deal.outcome.winner is None
            actions += len(deal.actions)
        cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
        rows.append((profile, args.deals, wins, draws, actions / args.deals, args.deals / cpu, args.deals / wall))
        total_deals += args.deals
        total_cpu += cpu
        total_wall += wall
    print(f"{'profile':12} {'deals':>7} {'wins':>6} {'draws':>6} {'actions':>8} {'deals/s cpu':>12} {'wall':>8}")
    for name, n, w, d, a, per_cpu, per_wall in rows:
        print(f"{name:12} {n:7} {w:6} {d:6} {a:8.1f} {per_cpu:12.0f} {per_wall:8.0f}")
    print(json.dumps({"deals": int(total_deals), "deals_per_s": round(total_deals / total_cpu, 1),
                      "deals_per_s_wall": round(total_deals / total_wall, 1), "invariant_violations": bad}))


if __name__ == "__main__":
    main()
