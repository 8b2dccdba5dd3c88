"""How long one of the search's rollouts takes (`core.chan.ai.rollout_value`), on fixed positions.

    python -m benchmarks.rollout_speed                  # 3 rounds over the same rollouts
    python -m benchmarks.rollout_speed --profile 25     # one round under cProfile, top 25 by own time

Positions are every decision with a choice in seeded deals played by heuristic players (both
profiles, traditional also with 4-11); at each, one deal is sampled from the view of the seat to
act (seeded) and every safe action is played out from it, as `estimate` does. The sampling and
the copies are made before the clock starts: only the rollouts are timed (CPU time of this
thread). `checksum` is the sum of the rollouts' values, the same for any version of the code that
computes the same results. Last line: one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from core.chan.ai import HeuristicBot, fast_player, rollout_value, safe_actions, sample_world
from core.chan.deal import SEATS, Deal, DealOptions

SETTINGS = (
    DealOptions(profile="cardavia"),
    DealOptions(profile="traditional"),
    DealOptions(profile="traditional", four_eleven=True),
)


def jobs(deals: int, every: int, seed: int) -> list[tuple]:
    """(sampled world, action, seat, luck) for each rollout to time."""
    out = []
    rng = random.Random(seed)
    for options in SETTINGS:
        for i in range(deals):
            deal = Deal(options, seed=seed + i)
            players = [HeuristicBot(seed * 7 + i * SEATS + s) for s in range(SEATS)]
            step = 0
            while not deal.over:
                seat = deal.to_act
                actions = safe_actions(deal, seat)
                if len(actions) > 1 and step % every == 0:
                    world = sample_world(deal, seat, rng)
                    luck = rng.getrandbits(30)
                    out += [(world, a, seat, luck) for a in actions]
                step += 1
                deal.act(players[seat].choose(deal, seat))
    return out


def run(work: list[tuple]) -> tuple[float, float]:
    """(CPU seconds, sum of the values) of one round over `work`."""
    players = [fast_player() for _ in range(SEATS)]
    copies = [(world.clone(), a, seat, luck) for world, a, seat, luck in work]
    start = time.thread_time()
    total = 0.0
    for world, action, seat, luck in copies:
        total += rollout_value(world, action, players, seat, luck)
    return time.thread_time() - start, total


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=4, help="deals per setting")
    parser.add_argument("--every", type=int, default=3, help="take every n-th decision with a choice")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--profile", type=int, default=0, metavar="N", help="profile one round, print the top N")
    args = parser.parse_args(argv)
    work = jobs(args.deals, args.every, args.seed)
    if args.profile:
        import cProfile
        import pstats

        profiler = cProfile.Profile()
        profiler.enable()
        run(work)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(args.profile)
    times, checksum = [], 0.0
    for _ in range(args.rounds):
        seconds, checksum = run(work)
        times.append(seconds / len(work) * 1000.0)
        print(f"{len(work)} rollouts: {times[-1]:.3f} ms each")
    print(
        json.dumps(
            {
                "rollouts": len(work),
                "ms_per_rollout": round(statistics.median(times), 4),
                "ms_min": round(min(times), 4),
                "checksum": round(checksum, 9),
            }
        )
    )


if __name__ == "__main__":
    main()
