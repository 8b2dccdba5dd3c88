"""An independent, slow reference for the win check and Bạch thủ, used by property tests.

It searches every pairing of the concealed cards instead of using parity: the
first remaining card either pairs with an identical card, or (only when its
face is held an odd number of times, D4) forms a cạ with an odd-held card of
the same rank in another suit.
"""

from collections import Counter

from core.chan.cards import CC, RANK_OF
from core.chan.holding import exposed_kind


def best_pairing(counts: Counter) -> int | None:
    """Most chắn over the complete pairings allowed by D4, or None if there is none."""
    faces = sorted(f for f, n in counts.items() if n)
    if not faces:
        return 0
    f = faces[0]
    best = None
    if counts[f] >= 2:
        counts[f] -= 2
        sub = best_pairing(counts)
        counts[f] += 2
        if sub is not None:
            best = sub + 1
    if counts[f] % 2 == 1 and f != CC:
        for g in faces[1:]:
            if g != CC and RANK_OF[g] == RANK_OF[f] and counts[g] % 2 == 1:
                counts[f] -= 1
                counts[g] -= 1
                sub = best_pairing(counts)
                counts[f] += 1
                counts[g] += 1
                if sub is not None and (best is None or sub > best):
                    best = sub
    return best


def brute_win(concealed: list[int], exposed: list[tuple[int, ...]], win: int | None) -> tuple[bool, int]:
    cards = list(concealed) + ([win] if win is not None else [])
    total = len(cards) + sum(len(g) for g in exposed)
    held = Counter(cards)
    for g in exposed:
        held.update(g)
    if total != 20 or any(n > 4 for n in held.values()):
        return False, 0
    exposed_chan = sum({"chan": 1, "chiu": 2, "ca": 0}[exposed_kind(g)] for g in exposed)
    chan = best_pairing(Counter(cards))
    if chan is None:
        return False, 0
    chan += exposed_chan
    if win == CC:
        return chan == 6, chan
    return chan >= 6, chan


def brute_bach_thu(concealed: list[int], exposed: list[tuple[int, ...]], win: int) -> bool:
    """D6 read literally: exactly six chắn; the winning card pairs a lone card of its face;
    no other card of its rank outside chắn (concealed or exposed)."""
    ok, chan = brute_win(concealed, exposed, win)
    if not ok or chan != 6:
        return False
    before = Counter(concealed)
    if before[win] % 2 != 1:
        return False
    if win == CC:
        return True
    after = before.copy()
    after[win] += 1
    rank = RANK_OF[win]
    if any(after[f] % 2 for f in after if f != CC and RANK_OF[f] == rank):
        return False
    return not any(exposed_kind(g) == "ca" and RANK_OF[g[0]] == rank for g in exposed)
