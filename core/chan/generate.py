"""Random holdings for drills, tests and benchmarks."""

from __future__ import annotations

import random

from .analysis import wait_kinds
from .cards import CC, COPIES, FACES, full_deck
from .holding import Holding


def random_holding(rng: random.Random, size: int = 19) -> Holding:
    """`size` cards drawn from a shuffled deck, all concealed."""
    return Holding.from_faces(rng.sample(full_deck(), size))


def random_win(rng: random.Random, min_chan: int = 6) -> list[int]:
    """The 20 faces of a random winning hand: at least `min_chan` chắn, the rest cạ."""
    while True:
        left = [COPIES] * FACES
        faces: list[int] = []
        chan = rng.randint(min_chan, 10)
        ok = True
        for _ in range(chan):
            f = rng.choice([f for f in range(FACES) if left[f] >= 2])
            left[f] -= 2
            faces += [f, f]
        for _ in range(10 - chan):
            ranks = [r for r in range(8) if sum(left[3 * r + s] > 0 for s in range(3)) >= 2]
            if not ranks:
                ok = False
                break
            r = rng.choice(ranks)
            a, b = rng.sample([3 * r + s for s in range(3) if left[3 * r + s] > 0], 2)
            left[a] -= 1
            left[b] -= 1
            faces += [a, b]
        if ok:
            return faces


def random_ready(rng: random.Random) -> tuple[Holding, int]:
    """A ready 19-card holding (it has at least one wait): a random win less one card, and that card.

    Some removals leave no wait (a Chi chi taken from a win with seven chắn leaves a lone Chi chi
    beside six: chờ chi rộng), so it draws again until the holding waits.
    """
    while True:
        faces = random_win(rng)
        rng.shuffle(faces)
        removed = faces.pop()
        holding = Holding.from_faces(faces)
        if wait_kinds(holding):
            return holding, removed


__all__ = ["random_holding", "random_win", "random_ready", "CC"]
