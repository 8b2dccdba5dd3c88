"""How long the coach takes to answer a hint, and the review a whole deal, on this machine.

    python -m benchmarks.coach_latency                 # 12 deals per profile
    python -m benchmarks.coach_latency --deals 30 --baseline

Positions are the learner's (seat 0) decisions with a choice in deals played by heuristic players.
A hint is `coach(deal, 0)` with the play page's settings (`HINT`, a fixed rollout count); with
`--baseline` the old setting (40 sampled deals for every option, no budget) is timed on the same
positions in the same run, and the ratio of the 95th percentiles is printed. Each is timed twice
over: CPU seconds of this thread (`hint_cpu`, what the target of 1 s is about: the same on a loaded
machine) and wall-clock seconds (`hint`, what the learner waits, so other work on the machine counts;
the load average is printed beside them). A review is `review(deal, 0)` of each whole deal, the play
page's default. Last line: one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import time

from core.chan.ai import HeuristicBot
from core.chan.coach import HINT, coach
from core.chan.deal import SEATS, Deal, DealOptions
from core.chan.review import review


def played_deals(profile: str, deals: int, seed: int) -> list[Deal]:
    out = []
    for i in range(deals):
        deal = Deal(DealOptions(profile=profile), seed=seed + i)
        players = [HeuristicBot(seed * 7 + i * SEATS + s) for s in range(SEATS)]
        while not deal.over:
            deal.act(players[deal.to_act].choose(deal, deal.to_act))
        out.append(deal)
    return out


def decisions(deal: Deal) -> list[Deal]:
    """Copies of the deal at each of seat 0's decisions with a choice."""
    replay = Deal(deal.options, seed=deal.seed, dealer=deal.dealer, deck=deal.deck, thong=deal.thong)
    out = []
    for action in deal.actions:
        if replay.to_act == 0 and len(replay.legal_actions()) > 1:
            out.append(replay.clone())
        replay.act(action)
    return out


def quantiles(times: list[float]) -> dict:
    times = sorted(times)
    if not times:
        return {"n": 0, "p50": 0.0, "p95": 0.0, "max": 0.0}
    return {
        "n": len(times),
        "p50": times[len(times) // 2],
        "p95": times[min(len(times) - 1, int(0.95 * len(times)))],
        "max": times[-1],
    }


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def timed_both(fn) -> tuple[float, float]:
    """(wall-clock, CPU) seconds of `fn()` on this thread."""
    start, cpu = time.perf_counter(), time.thread_time()
    fn()
    return time.perf_counter() - start, time.thread_time() - cpu


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=12, help="deals per profile")
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument("--baseline", action="store_true", help="also time the old hint (40 samples per option)")
    args = parser.parse_args(argv)
    out: dict = {"load_average": os.getloadavg()[0]}
    for profile in ("cardavia", "traditional"):
        deals = played_deals(profile, args.deals, args.seed)
        positions = [d for deal in deals for d in decisions(deal)]
        both = [timed_both(lambda d=d: coach(d, 0, seed=len(d.actions), **HINT)) for d in positions]
        row = {"positions": len(positions), "hint": quantiles([w for w, _ in both])}
        row["hint_cpu"] = quantiles([c for _, c in both])
        if args.baseline:
            old = [timed_both(lambda d=d: coach(d, 0, samples=40)) for d in positions]
            row["baseline_hint"] = quantiles([w for w, _ in old])
            row["baseline_hint_cpu"] = quantiles([c for _, c in old])
            row["hint_speedup_p95"] = row["baseline_hint_cpu"]["p95"] / row["hint_cpu"]["p95"]
        reviews = [timed_both(lambda deal=deal: review(deal, 0)) for deal in deals]
        row["review"] = quantiles([w for w, _ in reviews])
        row["review_cpu"] = quantiles([c for _, c in reviews])
        out[profile] = row
        cpu = row["hint_cpu"]
        line = (
            f"{profile:12} {len(positions)} hints (CPU): p50 {cpu['p50']:.2f} s, p95 {cpu['p95']:.2f} s, "
            f"max {cpu['max']:.2f} s; wall-clock p95 {row['hint']['p95']:.2f} s"
        )
        if args.baseline:
            old_cpu = row["baseline_hint_cpu"]
            line += (
                f" (old, CPU: p50 {old_cpu['p50']:.2f} s, p95 {old_cpu['p95']:.2f} s; "
                f"p95 {row['hint_speedup_p95']:.1f}× shorter)"
            )
        print(line)
        print(
            f"{'':12} {len(deals)} reviews (CPU): p50 {row['review_cpu']['p50']:.2f} s, "
            f"p95 {row['review_cpu']['p95']:.2f} s, max {row['review_cpu']['max']:.2f} s; "
            f"wall-clock max {row['review']['max']:.2f} s"
        )
    out["load_average_end"] = os.getloadavg()[0]
    print(json.dumps(out))


if __name__ == "__main__":
    main()
