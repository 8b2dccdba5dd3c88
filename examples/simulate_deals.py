"""Simulate many deals with `core` as a library and print what happened.

    python -m examples.simulate_deals                       # 200 Chắn deals, cardavia
    python -m examples.simulate_deals --deals 500 --profile traditional --seed 7
    python -m examples.simulate_deals --game sichuan --deals 100

Chắn: seat 0 plays the rule-based bot, the others random legal moves (use --all-rules for four
rule-based bots). Prints wins per seat, draws, the average win, how often each cước appears and
the running totals. Sichuan: four heuristic bots; wins, fan, flower pigs and the settlement.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter


def chan(deals: int, profile: str, seed: int, all_rules: bool) -> str:
    from core.chan.bots import RandomBot, RuleBot, play_out
    from core.chan.deal import Deal, DealOptions
    from core.chan.scoring import CUOC_NAMES

    wins, cuoc, totals = Counter(), Counter(), [0] * 4
    draws = points = 0
    for i in range(deals):
        deal = Deal(DealOptions(profile=profile), seed=seed + i)
        players = [RuleBot(seed + i) if s == 0 or all_rules else RandomBot(seed + i + s) for s in range(4)]
        play_out(deal, players)
        out = deal.outcome
        for s in range(4):
            totals[s] += out.settlement[s]
        if out.winner is None:
            draws += 1
            continue
        wins[out.winner] += 1
        points += out.result.total
        for item in out.result.items:
            cuoc[item.id] += item.count
    won = deals - draws
    lines = [
        f"{deals} Chắn deals, profile {profile}, seed {seed}",
        f"draws: {draws} ({draws / deals:.0%})",
        "wins per seat: " + ", ".join(f"{s}: {wins[s]}" for s in range(4)) + "  (seat 0 plays by the rules)"
        if not all_rules
        else "wins per seat: " + ", ".join(f"{s}: {wins[s]}" for s in range(4)),
        f"average win: {points / won:.2f} điểm" if won else "no wins",
        "totals: " + ", ".join(f"{s}: {totals[s]:+d}" for s in range(4)) + f"  (sum {sum(totals)})",
        "cước seen:",
    ]
    for cid, n in cuoc.most_common():
        lines.append(f"  {CUOC_NAMES[cid].en:45} {n}")
    return "\n".join(lines)


def sichuan(deals: int, seed: int) -> str:
    from core.sichuan import Deal, HeuristicBot, play

    wins, fans, pigs, totals = Counter(), Counter(), 0, [0] * 4
    for i in range(deals):
        deal = play(Deal(seed=seed + i, dealer=i % 4), [HeuristicBot(seed + i + s) for s in range(4)])
        result = deal.result()
        for w in result["wins"]:
            wins[w["seat"]] += 1
            fans[w["fan"]] += 1
        pigs += len(result["flower_pigs"])
        for s, v in enumerate(result["settlement"]):
            totals[s] += v
    lines = [
        f"{deals} Sichuan deals, seed {seed}",
        "wins per seat: " + ", ".join(f"{s}: {wins[s]}" for s in range(4)),
        "fan of the wins: " + ", ".join(f"{f} fan: {n}" for f, n in sorted(fans.items())),
        f"flower pigs: {pigs}",
        "totals: " + ", ".join(f"{s}: {totals[s]:+d}" for s in range(4)) + f"  (sum {sum(totals)})",
    ]
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Simulate deals and print statistics.")
    parser.add_argument("--game", choices=("chan", "sichuan"), default="chan")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--profile", choices=("cardavia", "traditional"), default="cardavia")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--all-rules", action="store_true", help="Chắn: four rule-based bots")
    args = parser.parse_args(argv)
    if args.deals <= 0:
        parser.error("--deals must be positive")
    start = time.perf_counter()
    if args.game == "chan":
        print(chan(args.deals, args.profile, args.seed, args.all_rules))
    else:
        print(sichuan(args.deals, args.seed))
    print(f"({time.perf_counter() - start:.2f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
