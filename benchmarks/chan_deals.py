"""Play N full Chắn deals with random-legal bots under both profiles and check the invariants.

    python -m benchmarks.chan_deals --deals 2000

Prints a table, then one JSON line with `deals_per_s` (CPU time of this process, so other
work on the machine does not count; wall time is printed too) and `invariant_violations`.
Invariants: 100 cards conserved, no face over four copies, every deal ends, every action
taken in basic mode is legal by the legality judges, settlements sum to 0.

For scale, the same run times a moves-only floor: a loop that deals and moves cards the way a
deal does (respond to the offered card: capture with a random partner or pass; reveal a stock
card; discard a random held card) with no rules at all. `x_floor` is our CPU time per action
over the floor's (target ≤ 8×; about 1,000 deals/s with random-legal players on one core here).
"""

from __future__ import annotations

import argparse
import json
import random
import time

from core.chan.bots import RandomBot
from core.chan.cards import CC, FACES, RANK_OF, full_deck
from core.chan.deal import SEATS, Deal, DealOptions

MAX_STEPS = 2000
TARGET_X_FLOOR = 8.0  # our time per action ÷ the moves-only floor's, same run


def moves_only(seed: int) -> int:
    """A deal's card movements without rules; returns the number of actions taken."""
    rng = random.Random(seed)
    deck = full_deck()
    rng.shuffle(deck)
    hands = [[0] * FACES for _ in range(SEATS)]
    dealer = rng.randrange(SEATS)
    pos = 0
    for i in range(SEATS):
        for f in deck[pos : pos + (20 if i == 0 else 19)]:
            hands[(dealer + i) % SEATS][f] += 1
        pos += 20 if i == 0 else 19
    gates = [[] for _ in range(SEATS)]
    seat, actions, card = dealer, 0, None
    while True:
        if card is None:  # discard a random held card to the next gate
            hand = hands[seat]
            card = rng.choice([f for f in range(FACES) if hand[f]])
            hand[card] -= 1
            seat = (seat + 1) % SEATS
            gates[seat].append(card)
            actions += 1
        hand = hands[seat]  # respond: capture with a random partner, or pass
        base = 3 * (RANK_OF[card] - 2)
        partners = [f for f in ((card,) if card == CC else (base, base + 1, base + 2)) if hand[f]]
        choice = rng.choice(partners + [None])
        actions += 1
        if choice is not None:
            hand[choice] -= 1
            gates[seat].pop()
            card = None
            continue
        if pos == len(deck):
            return actions
        card = deck[pos]  # reveal a stock card at one's own gate
        pos += 1
        gates[seat].append(card)


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
    while not deal.over and steps < MAX_STEPS:
        seat = deal.to_act
        deal.act(bots[seat].choose(deal, seat))
        steps += 1
    if not deal.over:
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
    total_actions = sum(n * a for _, n, _, _, a, _, _ in rows)
    cpu0 = time.process_time()
    floor_actions = sum(moves_only(args.seed + i) for i in range(2 * args.deals))
    floor_us = (time.process_time() - cpu0) / floor_actions * 1e6
    us = total_cpu / total_actions * 1e6
    print(f"{'profile':12} {'deals':>7} {'wins':>6} {'draws':>6} {'actions':>8} {'deals/s cpu':>12} {'wall':>8}")
    for name, n, w, d, a, per_cpu, per_wall in rows:
        print(f"{name:12} {n:7} {w:6} {d:6} {a:8.1f} {per_cpu:12.0f} {per_wall:8.0f}")
    print(
        f"per action: {us:.1f} µs; moves-only floor {floor_us:.2f} µs ({floor_actions / (2 * args.deals):.1f} "
        f"actions a deal); {us / floor_us:.1f}× the floor (target ≤ {TARGET_X_FLOOR:g}×)"
    )
    print(f"invariant violations: {bad}")
    print(
        json.dumps(
            {
                "deals": int(total_deals),
                "deals_per_s": round(total_deals / total_cpu, 1),
                "deals_per_s_wall": round(total_deals / total_wall, 1),
                "invariant_violations": bad,
                "us_per_action": round(us, 2),
                "floor_us_per_action": round(floor_us, 2),
                "x_floor": round(us / floor_us, 1),
                "target_x_floor": TARGET_X_FLOOR,
                "meets_target": us / floor_us <= TARGET_X_FLOOR and bad == 0,
            }
        )
    )


if __name__ == "__main__":
    main()
