"""Hand shapes (S2): the win check, waits (S5), groupings for scoring and shanten.

One suit of a hand is packed into an int, three bits per rank (a count 0..4):
key = sum(count[rank] << 3 * rank). Two precomputed sets answer "is this suit
made of sets only" (SETS) and "of sets plus one pair" (SETS_PAIR); a hand is a
standard win when every suit is in the right one of them. Waits follow by
adding each rank to the one or two suits that can take the extra tile.

Shanten (distance to ready) counts blocks per suit (sets, partial sets, pair)
and combines the suits; see `shanten`.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement

from .tiles import COPIES, KINDS, SUIT_OF

RANK_BIT = tuple(1 << 3 * r for r in range(9))
TILE_BIT = tuple(RANK_BIT[k % 9] for k in range(KINDS))
_FIELD = 7
MAX_SETS = 4


def suit_key(counts, suit: int) -> int:
    base = suit * 9
    key = 0
    for r in range(9):
        key |= counts[base + r] << 3 * r
    return key


def key_counts(key: int) -> list[int]:
    return [(key >> 3 * r) & _FIELD for r in range(9)]


def _fits(key: int) -> bool:
    return all((key >> 3 * r) & _FIELD <= COPIES for r in range(9))


def _build_tables() -> tuple[frozenset, frozenset]:
    """All suits made of up to four sets (pungs, chows), and those plus one pair."""
    set_shapes = [3 * RANK_BIT[r] for r in range(9)]
    set_shapes += [RANK_BIT[r] + RANK_BIT[r + 1] + RANK_BIT[r + 2] for r in range(7)]
    sets = {0}
    for n in range(1, MAX_SETS + 1):
        for combo in combinations_with_replacement(set_shapes, n):
            key = sum(combo)
            if _fits(key):
                sets.add(key)
    with_pair = {key + 2 * RANK_BIT[r] for key in sets for r in range(9)}
    return frozenset(sets), frozenset(k for k in with_pair if _fits(k))


SETS, SETS_PAIR = _build_tables()


# ---------------------------------------------------------------- the win check (S2)

def split_suits(counts) -> tuple[list[int], list[int]]:
    """(suit keys, tiles per suit) of a 27-count hand."""
    keys = [0, 0, 0]
    sizes = [0, 0, 0]
    for k in range(KINDS):
        n = counts[k]
        if n:
            s = SUIT_OF[k]
            keys[s] += n * TILE_BIT[k]
            sizes[s] += n
    return keys, sizes


def is_standard(counts) -> bool:
    """Concealed tiles (3n + 2) form sets plus exactly one pair."""
    keys, sizes = split_suits(counts)
    pairs = 0
    for key, size in zip(keys, sizes):
        r = size % 3
        if r == 0:
            if key not in SETS:
                return False
        elif r == 2:
            pairs += 1
            if key not in SETS_PAIR:
                return False
        else:
            return False
    return pairs == 1


def is_seven_pairs(counts) -> bool:
    """Fourteen concealed tiles, all in pairs; four of a kind is two pairs (S2)."""
    return sum(counts) == 14 and all(n % 2 == 0 for n in counts)


def is_win_shape(counts, melds: int = 0) -> bool:
    """Concealed counts (with the winning tile) plus `melds` declared melds form a win."""
    if sum(counts) + 3 * melds != 14:
        return False
    return is_standard(counts) or (melds == 0 and is_seven_pairs(counts))


# ---------------------------------------------------------------- waits (S2, S5)

_PAIR_WAITS: dict[int, int] = {}  # memo: suit key -> rank mask; cleared when it grows past the cap
_SET_WAITS: dict[int, int] = {}
_MEMO_CAP = 1 << 17


def _remember(memo: dict, key: int, mask: int) -> int:
    if len(memo) >= _MEMO_CAP:
        memo.clear()
    memo[key] = mask
    return mask


def _pair_waits(key: int) -> int:
    """Ranks (bit mask) that turn this suit into sets plus one pair."""
    mask = _PAIR_WAITS.get(key)
    if mask is None:
        mask = 0
        for r in range(9):
            if key + RANK_BIT[r] in SETS_PAIR:
                mask |= 1 << r
        _remember(_PAIR_WAITS, key, mask)
    return mask


def _set_waits(key: int) -> int:
    """Ranks (bit mask) that turn this suit into sets only."""
    mask = _SET_WAITS.get(key)
    if mask is None:
        mask = 0
        for r in range(9):
            if key + RANK_BIT[r] in SETS:
                mask |= 1 << r
        _remember(_SET_WAITS, key, mask)
    return mask


def standard_wait_masks(keys, sizes) -> tuple[int, int, int]:
    """Per suit, the ranks that complete a standard hand of 3n + 1 concealed tiles."""
    r0, r1, r2 = sizes[0] % 3, sizes[1] % 3, sizes[2] % 3
    masks = [0, 0, 0]
    residues = (r0, r1, r2)
    if sorted(residues) == [0, 0, 1]:
        s = residues.index(1)
        if all(keys[o] in SETS for o in range(3) if o != s):
            masks[s] = _pair_waits(keys[s])
    elif sorted(residues) == [0, 2, 2]:
        z = residues.index(0)
        if keys[z] in SETS:
            a, b = (o for o in range(3) if o != z)
            if keys[b] in SETS_PAIR:
                masks[a] = _set_waits(keys[a])
            if keys[a] in SETS_PAIR:
                masks[b] = _set_waits(keys[b])
    return masks[0], masks[1], masks[2]


def seven_pairs_wait(counts) -> int | None:
    """The one odd tile of 13 concealed tiles otherwise in pairs (quads are two pairs), or None."""
    odd = None
    for k in range(KINDS):
        if counts[k] & 1:
            if odd is not None:
                return None  # a second odd kind: no seven-pairs wait
            odd = k
    return odd


def wait_tiles(counts, melds: int = 0, held=None) -> list[int]:
    """Tile kinds that complete the hand: concealed `counts` (3n + 1 tiles) and `melds` melds.

    `held` counts the player's tiles including melds; a kind held four times is no wait (S5).
    Callers check the missing suit (a hand holding it has no waits).
    """
    keys, sizes = split_suits(counts)
    masks = standard_wait_masks(keys, sizes)
    held = counts if held is None else held
    out = []
    for s in range(3):
        mask = masks[s]
        base = 9 * s
        r = 0
        while mask:
            if mask & 1 and held[base + r] < COPIES:
                out.append(base + r)
            mask >>= 1
            r += 1
    if melds == 0 and sizes[0] + sizes[1] + sizes[2] == 13:
        odd = seven_pairs_wait(counts)
        if odd is not None and odd not in out and held[odd] < COPIES:
            out.append(odd)
            out.sort()
    return out


# ---------------------------------------------------------------- groupings for scoring

PUNG, CHOW = "pung", "chow"


@lru_cache(maxsize=1 << 14)
def _suit_groupings(key: int, need_pair: bool) -> tuple:
    """Every way to split one suit into sets (and one pair if `need_pair`).

    Returns tuples of (sets, pair rank or None); a set is (PUNG|CHOW, lowest rank).
    """
    if key == 0:
        return (((), None),) if not need_pair else ()
    c = key_counts(key)
    r = next(i for i in range(9) if c[i])
    out = []
    if c[r] >= 3:
        for sets, pair in _suit_groupings(key - 3 * RANK_BIT[r], need_pair):
            out.append((((PUNG, r),) + sets, pair))
    if r <= 6 and c[r + 1] and c[r + 2]:
        for sets, pair in _suit_groupings(key - RANK_BIT[r] - RANK_BIT[r + 1] - RANK_BIT[r + 2], need_pair):
            out.append((((CHOW, r),) + sets, pair))
    if need_pair and c[r] >= 2:
        for sets, _ in _suit_groupings(key - 2 * RANK_BIT[r], False):
            out.append((sets, r))
    return tuple(out)


def standard_groupings(counts) -> list[tuple[tuple, int]]:
    """Every grouping of concealed counts (3n + 2) into sets and a pair.

    Each is (sets, pair kind); a set is (PUNG|CHOW, lowest kind).
    """
    keys, sizes = split_suits(counts)
    if sum(1 for n in sizes if n % 3 == 2) != 1 or any(n % 3 == 1 for n in sizes):
        return []
    results = [((), None)]
    for s in range(3):
        options = _suit_groupings(keys[s], sizes[s] % 3 == 2)
        if not options:
            return []
        base = 9 * s
        results = [
            (sets + tuple((kind, base + r) for kind, r in more), pair if r_pair is None else base + r_pair)
            for sets, pair in results for more, r_pair in options
        ]
    return results


# ---------------------------------------------------------------- shanten

@lru_cache(maxsize=1 << 16)
def _blocks(key: int) -> tuple[tuple[int, int, int], ...]:
    """Pareto-best (sets, partial sets, pair 0/1) splits of one suit.

    A partial set is two tiles one draw from a set: a pair, or ranks r,r+1 or r,r+2.
    """
    if key == 0:
        return ((0, 0, 0),)
    c = key_counts(key)
    r = next(i for i in range(9) if c[i])
    found = set()

    def add(rest: int, dm: int, dt: int, dp: int) -> None:
        for m, t, p in _blocks(rest):
            if p + dp <= 1:
                found.add((m + dm, t + dt, p + dp))

    one = RANK_BIT[r]
    add(key - one, 0, 0, 0)  # the tile stays loose
    if c[r] >= 2:
        add(key - 2 * one, 0, 0, 1)  # the pair
        add(key - 2 * one, 0, 1, 0)  # a pair waiting to become a pung
    if c[r] >= 3:
        add(key - 3 * one, 1, 0, 0)
    if r <= 7 and c[r + 1]:
        add(key - one - RANK_BIT[r + 1], 0, 1, 0)
        if r <= 6 and c[r + 2]:
            add(key - one - RANK_BIT[r + 1] - RANK_BIT[r + 2], 1, 0, 0)
    if r <= 6 and c[r + 2]:
        add(key - one - RANK_BIT[r + 2], 0, 1, 0)
    return _pareto(found)


def _pareto(options) -> tuple[tuple[int, int, int], ...]:
    best = []
    for o in sorted(options, reverse=True):
        if not any(b[0] >= o[0] and b[1] >= o[1] and b[2] >= o[2] for b in best):
            best.append(o)
    return tuple(best)


def standard_shanten(counts, melds: int = 0, missing: int | None = None) -> int:
    """Draws still needed, minus one, for a standard hand (-1: complete, 0: ready).

    `counts` are the concealed tiles (3n + 1 or 3n + 2 with `melds` melds). Tiles of the
    missing suit are dead: they are only discarded. The best target hand keeps
    3 tiles per set, 2 per partial set and pair; each slot still empty (of four sets and a
    pair) takes one loose usable tile if there is one. Shanten = 13 - tiles kept.
    """
    keys, sizes = split_suits(counts)
    usable = 0
    fronts = []
    for s in range(3):
        if s != missing:
            usable += sizes[s]
            fronts.append(_blocks(keys[s]))
    best = 0
    for combo in _product(fronts):
        m = melds + sum(o[0] for o in combo)
        t = sum(o[1] for o in combo)
        p = sum(o[2] for o in combo)
        if p > 1 or m > MAX_SETS:
            continue
        t = min(t, MAX_SETS - m)
        used = 3 * (m - melds) + 2 * t + 2 * p
        empty = MAX_SETS + 1 - m - t - p
        kept = 3 * m + 2 * t + 2 * p + min(empty, usable - used)
        if kept > best:
            best = kept
    return 13 - best


def _product(fronts):
    combos = [()]
    for front in fronts:
        combos = [c + (o,) for c in combos for o in front]
    return combos


def seven_pairs_shanten(counts, missing: int | None = None) -> int:
    """Seven pairs: 13 - tiles kept; four of a kind is two pairs (S2). Only without melds."""
    pairs = 0
    usable = 0
    for k in range(KINDS):
        if SUIT_OF[k] != missing:
            pairs += counts[k] // 2
            usable += counts[k]
    pairs = min(pairs, 7)
    return 13 - (2 * pairs + min(7 - pairs, usable - 2 * pairs))


def shanten(counts, melds: int = 0, missing: int | None = None, held=None) -> int:
    """Distance to ready: -1 complete, 0 ready, n: n more useful draws to be ready.

    Works on 3n + 1 (after a discard) or 3n + 2 concealed tiles (then it is the best over
    the discards). A ready shape whose only waits are tiles the player holds all four of
    (S5) is one step further, so 0 means exactly "ready". Above that the count is of
    blocks and does not look at which copies are left (the usual definition). `held` counts the player's tiles with melds (default: `counts`).
    """
    value = standard_shanten(counts, melds, missing)
    if melds == 0 and value > -1:
        value = min(value, seven_pairs_shanten(counts, missing))
    if value == 0:
        size = sum(counts)
        if size % 3 == 1:
            if not wait_tiles(counts, melds, held):
                value = 1
        elif not any(_ready_after_discard(counts, melds, k, missing, held) for k in range(KINDS) if counts[k]):
            value = 1
    return value


def _ready_after_discard(counts, melds: int, discard: int, missing, held) -> bool:
    after = list(counts)
    after[discard] -= 1
    if missing is not None and any(after[9 * missing:9 * missing + 9]):
        return False
    held_after = None
    if held is not None:
        held_after = list(held)
        held_after[discard] -= 1
    return bool(wait_tiles(after, melds, held_after))


__all__ = ["SETS", "SETS_PAIR", "is_standard", "is_seven_pairs", "is_win_shape", "wait_tiles",
           "standard_groupings", "shanten", "standard_shanten", "seven_pairs_shanten", "split_suits",
           "suit_key", "PUNG", "CHOW", "standard_wait_masks", "seven_pairs_wait", "TILE_BIT"]
