"""Hand shapes (S2): the win check, waits (S5), groupings for scoring and shanten.

One suit of a hand is packed into an int, one byte per rank (a count 0..4):
key = sum(count[rank] << 8 * rank), so the whole hand is `int.from_bytes(counts)`
and a suit is a slice of it (no loop over the 27 kinds). Tables built once at import:
COMPLETE says whether a suit key is sets only (0) or sets plus one pair (1); PAIR_WAITS
and SET_WAITS are the complete shapes minus one tile, each mapped to the ranks (bit mask)
that complete it again. A hand is a standard win when its suits are all complete with one
pair among them; the waits of a 3n + 1 hand are read from the one suit still open.

Shanten (distance to ready) counts blocks per suit (sets, partial sets, pair)
and combines the suits; see `shanten`.
"""

from __future__ import annotations

from functools import lru_cache

from .tiles import COPIES, KINDS, SUIT_OF

RANK_BIT = tuple(1 << 8 * r for r in range(9))
_FIELD = 0xFF
_SUIT_MASK = (1 << 72) - 1
_ODD = int.from_bytes(bytes([1] * KINDS), "little")  # the low bit of every kind's count
MAX_SETS = 4
SETS_ONLY, SETS_AND_PAIR, OPEN = 0, 1, 2


def suit_key(counts, suit: int) -> int:
    return int.from_bytes(counts[9 * suit : 9 * suit + 9], "little")


def key_counts(key: int) -> list[int]:
    return [(key >> 8 * r) & _FIELD for r in range(9)]


def _fits(key: int) -> bool:
    return max(key.to_bytes(9, "little")) <= COPIES


def _build_tables() -> tuple[frozenset, frozenset]:
    """All suits made of up to four sets (pungs, chows), and those plus one pair."""
    set_shapes = [3 * RANK_BIT[r] for r in range(9)]
    set_shapes += [RANK_BIT[r] + RANK_BIT[r + 1] + RANK_BIT[r + 2] for r in range(7)]
    sets = {0}
    layer = {0}
    for _ in range(MAX_SETS):
        layer = {key + shape for key in layer for shape in set_shapes}
        layer = {key for key in layer if _fits(key)}
        sets |= layer
    with_pair = {key + pair for key in sets for pair in (2 * bit for bit in RANK_BIT)}
    return frozenset(sets), frozenset(k for k in with_pair if _fits(k))


def _minus_one(shapes) -> dict[int, int]:
    """Each shape minus one tile -> the ranks (bit mask) that give a shape back."""
    out: dict[int, int] = {}
    get = out.get
    for key in shapes:
        for r, n in enumerate(key.to_bytes(9, "little")):
            if n:
                less = key - RANK_BIT[r]
                out[less] = get(less, 0) | 1 << r
    return out


SETS, SETS_PAIR = _build_tables()
COMPLETE = {**dict.fromkeys(SETS, SETS_ONLY), **dict.fromkeys(SETS_PAIR, SETS_AND_PAIR)}
PAIR_WAITS = _minus_one(SETS_PAIR)  # 3n + 1 tiles -> ranks that make sets plus a pair
SET_WAITS = _minus_one(SETS)  # 3n + 2 tiles -> ranks that make sets only


# ---------------------------------------------------------------- the win check (S2)


def hand_key(counts) -> int:
    """The 27 counts as one int, one byte per kind."""
    return int.from_bytes(counts, "little")


def split_suits(counts) -> tuple[list[int], list[int]]:
    """(suit keys, tiles per suit) of a 27-count hand."""
    key = hand_key(counts)
    keys = [key & _SUIT_MASK, key >> 72 & _SUIT_MASK, key >> 144]
    return keys, [sum(counts[0:9]), sum(counts[9:18]), sum(counts[18:27])]


def is_standard(counts) -> bool:
    """Concealed tiles (3n + 2) form sets plus exactly one pair."""
    key = hand_key(counts)
    get = COMPLETE.get
    states = (get(key & _SUIT_MASK, OPEN), get(key >> 72 & _SUIT_MASK, OPEN), get(key >> 144, OPEN))
    return sorted(states) == [SETS_ONLY, SETS_ONLY, SETS_AND_PAIR]


def is_seven_pairs(counts) -> bool:
    """Fourteen concealed tiles, all in pairs; four of a kind is two pairs (S2)."""
    return sum(counts) == 14 and not hand_key(counts) & _ODD


def is_win_shape(counts, melds: int = 0) -> bool:
    """Concealed counts (with the winning tile) plus `melds` declared melds form a win."""
    if sum(counts) + 3 * melds != 14:
        return False
    return is_standard(counts) or (melds == 0 and is_seven_pairs(counts))


# ---------------------------------------------------------------- waits (S2, S5)


def standard_wait_masks(keys) -> tuple[int, int, int]:
    """Per suit, the ranks that complete a standard hand of 3n + 1 concealed tiles.

    The suit that takes the tile is open; the other two must be complete already: both
    sets only (the open suit then needs its pair: PAIR_WAITS), or one of them holding the
    pair (the open suit needs a set: SET_WAITS). A key absent from a table waits on nothing.
    """
    get = COMPLETE.get
    s0, s1, s2 = get(keys[0], OPEN), get(keys[1], OPEN), get(keys[2], OPEN)
    if s0 + s1 + s2 > OPEN + SETS_AND_PAIR:  # two suits open: no single tile completes the hand
        return 0, 0, 0
    masks = []
    for key, others in ((keys[0], s1 + s2), (keys[1], s0 + s2), (keys[2], s0 + s1)):
        if others == SETS_ONLY + SETS_ONLY:
            masks.append(PAIR_WAITS.get(key, 0))
        elif others == SETS_ONLY + SETS_AND_PAIR:
            masks.append(SET_WAITS.get(key, 0))
        else:
            masks.append(0)
    return masks[0], masks[1], masks[2]


def seven_pairs_wait(counts) -> int | None:
    """The one odd tile of 13 concealed tiles otherwise in pairs (quads are two pairs), or None."""
    odd = hand_key(counts) & _ODD
    if odd.bit_count() != 1:
        return None
    return odd.bit_length() // 8


def wait_tiles(counts, melds: int = 0, held=None) -> list[int]:
    """Tile kinds that complete the hand: concealed `counts` (3n + 1 tiles) and `melds` melds.

    `held` counts the player's tiles including melds; a kind held four times is no wait (S5).
    Callers check the missing suit (a hand holding it has no waits).
    """
    key = hand_key(counts)
    masks = standard_wait_masks((key & _SUIT_MASK, key >> 72 & _SUIT_MASK, key >> 144))
    held = counts if held is None else held
    out = []
    for base, mask in zip((0, 9, 18), masks, strict=True):
        kind = base
        while mask:
            if mask & 1 and held[kind] < COPIES:
                out.append(kind)
            mask >>= 1
            kind += 1
    if melds == 0:
        odd = key & _ODD
        if odd.bit_count() == 1 and sum(counts) == 13:
            kind = odd.bit_length() // 8
            if kind not in out and held[kind] < COPIES:
                out.append(kind)
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


def standard_groupings(counts) -> list[tuple[tuple, int | None]]:
    """Every grouping of concealed counts (3n + 2) into sets and a pair.

    Each is (sets, pair kind); a set is (PUNG|CHOW, lowest kind).
    """
    keys, sizes = split_suits(counts)
    if sum(1 for n in sizes if n % 3 == 2) != 1 or any(n % 3 == 1 for n in sizes):
        return []
    results: list[tuple[tuple, int | None]] = [((), None)]
    for s in range(3):
        options = _suit_groupings(keys[s], sizes[s] % 3 == 2)
        if not options:
            return []
        base = 9 * s
        results = [
            (sets + tuple((kind, base + r) for kind, r in more), pair if r_pair is None else base + r_pair)
            for sets, pair in results
            for more, r_pair in options
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
    best: list[tuple[int, int, int]] = []
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
    combos: list[tuple] = [()]
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
    blocks and does not look at which copies are left (the usual definition). `held` counts the
    player's tiles with melds (default: `counts`).
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
    if missing is not None and any(after[9 * missing : 9 * missing + 9]):
        return False
    held_after = None
    if held is not None:
        held_after = list(held)
        held_after[discard] -= 1
    return bool(wait_tiles(after, melds, held_after))


__all__ = [
    "SETS",
    "SETS_PAIR",
    "is_standard",
    "is_seven_pairs",
    "is_win_shape",
    "wait_tiles",
    "standard_groupings",
    "shanten",
    "standard_shanten",
    "seven_pairs_shanten",
    "split_suits",
    "suit_key",
    "hand_key",
    "PUNG",
    "CHOW",
    "standard_wait_masks",
    "seven_pairs_wait",
    "COMPLETE",
    "PAIR_WAITS",
    "SET_WAITS",
]
