"""Duplicate tournament between two kinds of Chắn player.

    python -m benchmarks.tournament --deals 4000 --a heuristic --b random
    python -m benchmarks.tournament --deals 4000 --a search --b heuristic --budget-ms 200 --jobs 2 --log run.jsonl
    python -m benchmarks.tournament --from-log run1.jsonl run2.jsonl     # the table of earlier runs, merged
    python -m benchmarks.tournament --deals 4000 --scheduler tcp://10.0.0.5:8786   # on a Dask cluster

The decks run through Dask's distributed scheduler (batch.run_map): a local cluster of `--jobs`
worker processes by default, the cluster at `--scheduler` if named (its workers run in a copy of
this repository), in this process with `--jobs 1`. Every deck is a pure function of its index and
the seed, so the figures are the same however the decks are run.

N deals are N/2 deck orders, each played twice: kind A in seats {0, 2} and B in {1, 3}, then the
seats swapped, on the same deck and dealer — so both kinds hold the same cards over a pair. A
kind's points per deal are the mean settlement of its two seats; the difference A − B is paired
by deck and its 95% interval is mean ± 1.96 standard errors over the decks.

Decision times are CPU time of the deciding thread (`time.thread_time`), counted only for
decisions with more than one legal action, so other work on the machine does not count; the
search player's budget is measured the same way. Prints a table, then one JSON line.

Measured on this 2-core machine (cardavia profile, seed 0, 4,000 deals each; points per deal
are per seat, the difference is paired by deck):

| A vs B | A pts/deal | B pts/deal | A − B [95% CI] | wins A / B | A p95 ms/decision |
| --- | --- | --- | --- | --- | --- |
| heuristic vs random | +3.163 | −3.163 | +6.327 [+6.165, +6.488] | 3675 / 195 | 0.17 |
| heuristic vs rules | +0.316 | −0.316 | +0.631 [+0.402, +0.860] | 2179 / 1798 | 0.14 |
| search (200 ms) vs heuristic | +0.168 | −0.168 | +0.337 [+0.114, +0.559] | 2002 / 1989 | 194.4 (budget 200) |

The traditional profile: heuristic vs random +6.626 [+6.469, +6.783] over 4,000 deals; search (200 ms)
vs heuristic +0.880 [+0.226, +1.534] over 400 deals (p95 194.3 ms).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from pathlib import Path

from batch import run_map
from core.chan.ai import PLAYERS, make_player
from core.chan.deal import SEATS, Deal, DealOptions

MAX_STEPS = 2000
LAYOUTS = ((0, 2), (1, 3))  # the seats of kind A in the first and the second game of a deck


def play_game(options: DealOptions, deck_seed: int, kinds: list[str], budget_ms: float | None) -> dict:
    """One deal; returns the settlement, the winner's seat and the timed decisions of each seat."""
    deal = Deal(options, seed=deck_seed)
    players = [make_player(kind, deck_seed * 8 + s, budget_ms) for s, kind in enumerate(kinds)]
    times = [[] for _ in range(SEATS)]
    steps = 0
    while not deal.over and steps < MAX_STEPS:
        seat = deal.to_act
        choice = len(deal.legal_actions()) > 1
        start = time.thread_time()
        action = players[seat].choose(deal, seat)
        if choice:
            times[seat].append(time.thread_time() - start)
        deal.act(action)
        steps += 1
    out = deal.outcome
    return {
        "settlement": out.settlement if out else [0] * SEATS,
        "winner": None if not out else out.winner,
        "total": out.result.total if out and out.result else 0,
        "times": times,
    }


def play_deck(job: tuple) -> dict:
    """Both games of one deck order: A in seats {0, 2}, then in {1, 3}. Keys "a" and "b" are the sides."""
    index, a, b, profile, seed, budget_ms = job
    options = DealOptions(profile=profile)
    deck_seed = seed * 1_000_003 + index
    record = {
        "deck": index,
        "a": [],
        "b": [],
        "wins": {"a": 0, "b": 0, "draw": 0},
        "win_points": {"a": 0, "b": 0},
        "times": {"a": [], "b": []},
    }
    for seats_a in LAYOUTS:
        side = ["a" if s in seats_a else "b" for s in range(SEATS)]
        game = play_game(options, deck_seed, [a if x == "a" else b for x in side], budget_ms)
        st = game["settlement"]
        record["a"].append(sum(st[s] for s in range(SEATS) if side[s] == "a") / 2)
        record["b"].append(sum(st[s] for s in range(SEATS) if side[s] == "b") / 2)
        winner = game["winner"]
        if winner is None:
            record["wins"]["draw"] += 1
        else:
            record["wins"][side[winner]] += 1
            record["win_points"][side[winner]] += game["total"]
        for s in range(SEATS):
            record["times"][side[s]] += [round(t, 6) for t in game["times"][s]]
    return record


def summarise(records: list[dict], a: str, b: str) -> dict:
    n = len(records)
    diffs = [sum(r["a"]) / 2 - sum(r["b"]) / 2 for r in records]
    mean_diff = sum(diffs) / n
    sd = math.sqrt(sum((d - mean_diff) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n) if n > 1 else float("inf")
    out = {
        "deals": 2 * n,
        "decks": n,
        "a": a,
        "b": b,
        "mean_a": sum(sum(r["a"]) for r in records) / (2 * n),
        "mean_b": sum(sum(r["b"]) for r in records) / (2 * n),
        "diff": mean_diff,
        "ci95": [mean_diff - half, mean_diff + half],
    }
    for side in ("a", "b"):
        times = sorted(t for r in records for t in r["times"][side])
        wins = sum(r["wins"][side] for r in records)
        out[f"wins_{side}"] = wins
        out[f"points_per_win_{side}"] = sum(r["win_points"][side] for r in records) / wins if wins else 0.0
        out[f"decisions_{side}"] = len(times)
        out[f"mean_ms_{side}"] = 1000 * sum(times) / len(times) if times else 0.0
        out[f"p95_ms_{side}"] = 1000 * times[min(len(times) - 1, int(0.95 * len(times)))] if times else 0.0
    out["draws"] = sum(r["wins"]["draw"] for r in records)
    return out


def print_table(s: dict, budget_ms: float | None) -> None:
    print(
        f"{'player':10} {'seats':>9} {'points/deal':>11} {'wins':>6} {'pts/win':>8} "
        f"{'decisions':>9} {'mean ms':>8} {'p95 ms':>7}"
    )
    for side in ("a", "b"):
        seats = "both"
        print(
            f"{s[side]:10} {seats:>9} {s['mean_' + side]:+11.3f} {s['wins_' + side]:6} "
            f"{s['points_per_win_' + side]:8.2f} {s['decisions_' + side]:9} {s['mean_ms_' + side]:8.2f} "
            f"{s['p95_ms_' + side]:7.2f}"
        )
    lo, hi = s["ci95"]
    print(
        f"{s['deals']} deals ({s['decks']} decks × 2 seatings), {s['draws']} draws; "
        f"A − B = {s['diff']:+.3f} points per deal, 95% CI [{lo:+.3f}, {hi:+.3f}]"
        + (f"; search budget {budget_ms:g} ms" if budget_ms is not None else "")
    )


BAR = 30  # characters of the progress bar


def progress_bar(done: int, total: int, records: list[dict], a: str, b: str, elapsed: float) -> None:
    """One line on stderr, redrawn in place: decks done, the running difference, time left."""
    if sys.stderr.isatty() or done == total or done % max(1, total // 20) == 0:
        filled = BAR * done // total
        left = elapsed / done * (total - done)
        diff = summarise(records, a, b)["diff"] if done > 1 else 0.0
        end = "\r" if sys.stderr.isatty() else "\n"
        print(
            f"[{'#' * filled}{'.' * (BAR - filled)}] {done}/{total} decks, {a} − {b} {diff:+.2f}, "
            f"{left / 60:.0f} min left",
            end=end,
            file=sys.stderr,
            flush=True,
        )


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=400, help="deals in all (two per deck order)")
    parser.add_argument("--a", default="heuristic", choices=sorted(PLAYERS))
    parser.add_argument("--b", default="random", choices=sorted(PLAYERS))
    parser.add_argument(
        "--budget-ms",
        type=float,
        default=None,
        help="search player's CPU budget per decision (default: the player's own, 200)",
    )
    parser.add_argument("--profile", default="cardavia", choices=("cardavia", "traditional"))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--start", type=int, default=0, help="first deck index (to split a run)")
    parser.add_argument(
        "--jobs", type=int, default=os.cpu_count() or 1, help="local cluster's worker processes (default: every core)"
    )
    parser.add_argument("--scheduler", help="a Dask scheduler's address (tcp://host:port) instead of a local cluster")
    parser.add_argument("--log", help="append one JSON line per deck here (a run can be merged later)")
    parser.add_argument("--from-log", nargs="+", help="summarise earlier logs instead of playing")
    parser.add_argument(
        "--progress", type=int, default=0, help="also print the running difference every N decks on stderr"
    )
    parser.add_argument("--no-bar", action="store_true", help="no progress bar on stderr")
    args = parser.parse_args(argv)
    if args.from_log:
        records = [
            json.loads(line) for path in args.from_log for line in Path(path).read_text().splitlines() if line.strip()
        ]
        head = records[0]
        summary = summarise(records, head["kind_a"], head["kind_b"])
        print_table(summary, head.get("budget_ms"))
        print(json.dumps({**summary, "budget_ms": head.get("budget_ms"), "profile": head.get("profile")}))
        return
    decks = max(1, args.deals // 2)
    jobs = [(args.start + i, args.a, args.b, args.profile, args.seed, args.budget_ms) for i in range(decks)]
    cpu0, wall0 = time.process_time(), time.perf_counter()
    arrived: list[dict] = []  # in the order the decks finish, for the bar and the log
    log = open(args.log, "a", encoding="utf-8") if args.log else None

    def on_deck(done: int, total: int, record: dict) -> None:
        record.update(kind_a=args.a, kind_b=args.b, budget_ms=args.budget_ms, profile=args.profile)
        arrived.append(record)
        if log:
            log.write(json.dumps(record) + "\n")
            log.flush()
        if not args.no_bar:
            progress_bar(done, total, arrived, args.a, args.b, time.perf_counter() - wall0)
        if args.progress and done % args.progress == 0:
            s = summarise(arrived, args.a, args.b)
            print(
                f"{done}/{total} decks: diff {s['diff']:+.3f} CI [{s['ci95'][0]:+.3f}, {s['ci95'][1]:+.3f}]",
                file=sys.stderr,
                flush=True,
            )

    try:
        records = run_map(play_deck, jobs, jobs=args.jobs, scheduler=args.scheduler, progress=on_deck)
    finally:
        if log:
            log.close()
    if not args.no_bar:
        print(file=sys.stderr)
    summary = summarise(records, args.a, args.b)
    print_table(summary, args.budget_ms)
    summary.update(
        profile=args.profile,
        budget_ms=args.budget_ms,
        seed=args.seed,
        cpu_s_main=round(time.process_time() - cpu0, 1),
        wall_s=round(time.perf_counter() - wall0, 1),
    )
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
