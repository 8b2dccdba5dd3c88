"""Time waits plus the score of each wait on random and ready 19-card holdings.

    python -m benchmarks.chan_analysis [--quick] [--seed N]

Prints a table, then one JSON line: `us_per_holding` is the median time per
holding over both sets (waits with chances + a full score of every wait).
For scale, the same run times a straightforward Counter-based waits finder
on a sample, and reports the ratio (machines here are shared and noisy).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections import Counter

from core.chan.analysis import analyse_waits
from core.chan.cards import CC, FACES, RANK_OF, faces_of
from core.chan.generate import random_holding, random_ready
from core.chan.holding import Holding
from core.chan.scoring import score


def naive_waits(cards: list[int]) -> list[int]:
    """Baseline: for every face, add it and group the 20 cards with Counters."""
    out = []
    for f in range(FACES):
        hand = Counter(cards)
        if hand[f] >= 4:
            continue
        hand[f] += 1
        chan = sum(n // 2 for n in hand.values())
        singles = Counter()
        for face, n in hand.items():
            if n % 2:
                singles[RANK_OF[face] if face != CC else "cc"] += 1
        if all(n == 2 and rank != "cc" for rank, n in singles.items()) and chan >= 6:
            if f != CC or chan == 6:
                out.append(f)
    return out


def time_set(hands) -> list[float]:
    """Per holding: build it from its counts (nothing cached), find its waits, score each."""
    times = []
    clock = time.perf_counter_ns
    for counts in hands:
        t0 = clock()
        holding = Holding(counts)
        report = analyse_waits(holding)
        for wait in report.waits:
            score(holding, wait.face)
        times.append((clock() - t0) / 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="10,000 holdings per set (the default size)")
    parser.add_argument("--holdings", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    n = args.holdings
    random_set = [random_holding(rng).concealed for _ in range(n)]
    ready_set = [random_ready(rng)[0].concealed for _ in range(n)]
    ready_share = sum(bool(analyse_waits(Holding(c)).waits) for c in ready_set) / n

    time_set(random_set[:500])  # warm up
    t_random = time_set(random_set)
    t_ready = time_set(ready_set)
    both = t_random + t_ready
    median = statistics.median(both)

    sample = [faces_of(c) for c in random_set[:500] + ready_set[:500]]
    t0 = time.perf_counter()
    for cards in sample:
        naive_waits(cards)
    naive_us = (time.perf_counter() - t0) / len(sample) * 1e6
    t0 = time.perf_counter()
    for counts in random_set[:500] + ready_set[:500]:
        analyse_waits(Holding(counts))
    ours_waits_us = (time.perf_counter() - t0) / len(sample) * 1e6

    print(f"{'set':8} {'holdings':>8} {'median µs':>10} {'mean µs':>8} {'p95 µs':>8}")
    for name, times in (("random", t_random), ("ready", t_ready), ("both", both)):
        p95 = statistics.quantiles(times, n=20)[-1]
        print(f"{name:8} {len(times):8} {statistics.median(times):10.1f} {statistics.fmean(times):8.1f} {p95:8.1f}")
    print(f"ready set: {ready_share:.0%} of holdings have a wait")
    print(f"Counter-based waits (baseline, waits only): {naive_us:.1f} µs; ours, waits only: "
          f"{ours_waits_us:.1f} µs; speed-up {naive_us / ours_waits_us:.1f}×")
    print(json.dumps({
        "us_per_holding": round(median, 2),
        "us_random_median": round(statistics.median(t_random), 2),
        "us_ready_median": round(statistics.median(t_ready), 2),
        "us_mean": round(statistics.fmean(both), 2),
        "holdings": len(both),
        "naive_counter_waits_us": round(naive_us, 1),
        "speedup_vs_counter_waits": round(naive_us / ours_waits_us, 1),
    }))


if __name__ == "__main__":
    main()
