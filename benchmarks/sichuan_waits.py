"""Waits of random 13-tile hands: our engine against the PyPI `mahjong` package.

    python -m benchmarks.sichuan_waits [--hands N] [--seed N] [--repeat N]

Both sides start from the same 13 tile kinds per hand and build their own counts
inside the timed loop. Ours: `core.sichuan.shapes.wait_tiles` (the hand packed into
one int, one byte per kind; tables of complete suit shapes minus one tile). Theirs:
`mahjong.agari.Agari.is_agari` on every candidate tile the hand does not hold four of.
The waits must agree wherever both rule sets apply: hands
and tiles whose completed 14-tile hand holds no quad (Sichuan seven pairs count a
quad as two pairs, riichi seven pairs do not). The check is repeated on hands one
tile from a win, where waits are not empty.

`mahjong` is a development dependency, imported only here. The last line printed is
one JSON object: us_per_hand, mahjong_us_per_hand, speedup (target: at least 25×
the `mahjong` package in the same run, `meets_target`).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from core.sichuan.analysis import waits as hand_waits
from core.sichuan.hand import Hand
from core.sichuan.shapes import wait_tiles
from core.sichuan.tiles import KINDS, WALL_SIZE

TARGET_SPEEDUP = 25  # × the mahjong package, same hands, same run

try:
    from mahjong.agari import Agari
except ImportError:  # pragma: no cover
    sys.exit("the benchmark needs the development package `mahjong`: pip install mahjong")


def random_hands(rng: random.Random, n: int) -> list[list[int]]:
    """n hands of 13 tile kinds drawn from a shuffled 108-tile wall."""
    wall = list(range(WALL_SIZE))
    hands = []
    for _ in range(n):
        rng.shuffle(wall)
        hands.append([t >> 2 for t in wall[:13]])
    return hands


def near_win_hands(rng: random.Random, n: int) -> list[list[int]]:
    """n hands that are a random standard win minus one tile (so most have waits)."""
    hands = []
    while len(hands) < n:
        counts = [0] * KINDS
        for _ in range(4):
            base = 9 * rng.randrange(3)
            if rng.random() < 0.3:
                counts[base + rng.randrange(9)] += 3
            else:
                r = rng.randrange(7)
                for j in range(3):
                    counts[base + r + j] += 1
        counts[9 * rng.randrange(3) + rng.randrange(9)] += 2
        if max(counts) <= 4:
            tiles = [k for k in range(KINDS) for _ in range(counts[k])]
            tiles.pop(rng.randrange(len(tiles)))
            hands.append(tiles)
    return hands


def ours(hands) -> list[list[int]]:
    out = []
    for tiles in hands:
        counts = [0] * KINDS
        for k in tiles:
            counts[k] += 1
        out.append(wait_tiles(counts))
    return out


def theirs(hands) -> list[list[int]]:
    is_agari = Agari.is_agari
    out = []
    for tiles in hands:
        t34 = [0] * 34
        for k in tiles:
            t34[k] += 1
        waits = []
        for k in range(KINDS):
            if t34[k] < 4:
                t34[k] += 1
                if is_agari(t34):
                    waits.append(k)
                t34[k] -= 1
        out.append(waits)
    return out


def timed(fn, hands, repeat: int) -> tuple[float, list]:
    """Best of `repeat` runs, in microseconds per hand, and the result."""
    best = float("inf")
    result = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = fn(hands)
        best = min(best, time.perf_counter() - t0)
    return best / len(hands) * 1e6, result


def quad_free(tiles) -> list[int]:
    """Candidate kinds whose completed hand holds no quad (empty if the hand has one already)."""
    counts = _counts(tiles)
    if max(counts) >= 4:
        return []
    return [k for k in range(KINDS) if counts[k] <= 2]


def agreement(hands, a, b) -> tuple[int, int, list]:
    """(hands compared, hands agreeing on every quad-free candidate, first mismatches)."""
    checked = agreed = 0
    mismatches = []
    for tiles, x, y in zip(hands, a, b, strict=True):
        candidates = set(quad_free(tiles))
        if not candidates:
            continue
        checked += 1
        if [k for k in x if k in candidates] == [k for k in y if k in candidates]:
            agreed += 1
        elif len(mismatches) < 5:
            mismatches.append((sorted(tiles), x, y))
    return checked, agreed, mismatches


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3, help="timed runs per side, interleaved; the best counts")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    hands = random_hands(rng, args.hands)
    ready = near_win_hands(rng, max(1, args.hands // 5))

    ours(hands[:500]), theirs(hands[:500])  # warm up
    us = them = float("inf")
    for _ in range(args.repeat):  # interleaved, best of each: the machine's load changes from second to second
        t, our_waits = timed(ours, hands, 1)
        us = min(us, t)
        t, their_waits = timed(theirs, hands, 1)
        them = min(them, t)
    api_us, _ = timed(lambda hs: [hand_waits(Hand(_counts(t))) for t in hs], hands, 1)
    checked, agreed, mismatches = agreement(hands, our_waits, their_waits)
    r_checked, r_agreed, r_mismatches = agreement(ready, ours(ready), theirs(ready))
    with_waits = sum(1 for w in our_waits if w)

    print(f"random 13-tile hands: {len(hands)} ({with_waits} with waits), seed {args.seed}")
    print(f"ours (suit tables)        {us:8.2f} µs/hand")
    print(f"ours via Hand + waits()   {api_us:8.2f} µs/hand (object built per hand, missing-suit check)")
    print(f"mahjong {_version():8} agari {them:8.2f} µs/hand")
    print(f"speed-up                  {them / us:8.1f}×  (target ≥ {TARGET_SPEEDUP}×)")
    print(f"agreement on quad-free candidates, random hands: {agreed}/{checked}")
    print(f"agreement on quad-free candidates, {len(ready)} hands one tile from a win: {r_agreed}/{r_checked}")
    for tiles, x, y in mismatches + r_mismatches:
        print(f"  MISMATCH {tiles}: ours {x}, mahjong {y}")
    ok = agreed == checked and r_agreed == r_checked
    print(
        json.dumps(
            {
                "us_per_hand": round(us, 2),
                "mahjong_us_per_hand": round(them, 2),
                "speedup": round(them / us, 1),
                "target_speedup": TARGET_SPEEDUP,
                "meets_target": them / us >= TARGET_SPEEDUP,
                "hands": len(hands),
                "api_us_per_hand": round(api_us, 2),
                "agree": ok,
                "compared": checked + r_checked,
                "mahjong_version": _version(),
            }
        )
    )
    return 0 if ok else 1


def _counts(tiles):
    counts = [0] * KINDS
    for k in tiles:
        counts[k] += 1
    return counts


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("mahjong")
    except Exception:  # pragma: no cover
        return "?"


if __name__ == "__main__":
    sys.exit(main())
