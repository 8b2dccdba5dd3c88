"""Win check (S2), waits (S5), chances, the ready-hand value (S7), shanten and discard ranking.

A slow, independent reference (recursive search, no tables) checks the fast code on random hands.
"""

import random

import pytest
from hypothesis import given, settings, strategies as st

from core.sichuan.analysis import (
    analyse_discards,
    analyse_waits,
    chance_to_draw,
    improving_tiles,
    ready_value,
    unseen_counts,
    waits,
)
from core.sichuan.hand import CONCEALED_KONG, KONG, PUNG, Hand, Meld
from core.sichuan.shapes import (
    COMPLETE,
    PAIR_WAITS,
    SET_WAITS,
    SETS_AND_PAIR,
    SETS_ONLY,
    is_win_shape,
    shanten,
    suit_key,
)
from core.sichuan.tiles import COPIES, KINDS, SUIT_OF, counts_of, format_counts, parse_suit, parse_tiles

# ---------------------------------------------------------------- brute-force reference


def brute_sets(c, need_pair):
    """Can the counts be split into sets (and one pair if need_pair)? Plain recursion."""
    i = next((k for k in range(KINDS) if c[k]), None)
    if i is None:
        return not need_pair
    if c[i] >= 3:
        c[i] -= 3
        ok = brute_sets(c, need_pair)
        c[i] += 3
        if ok:
            return True
    if i % 9 <= 6 and c[i + 1] and c[i + 2]:
        for j in (i, i + 1, i + 2):
            c[j] -= 1
        ok = brute_sets(c, need_pair)
        for j in (i, i + 1, i + 2):
            c[j] += 1
        if ok:
            return True
    if need_pair and c[i] >= 2:
        c[i] -= 2
        ok = brute_sets(c, False)
        c[i] += 2
        if ok:
            return True
    return False


def brute_win(concealed, melds):
    if sum(concealed) + 3 * melds != 14:
        return False
    if melds == 0 and all(n % 2 == 0 for n in concealed):
        return True
    return brute_sets(list(concealed), True)


def brute_waits(hand):
    if hand.holds_missing():
        return []
    out = []
    for k in range(KINDS):
        if hand.held[k] < COPIES and SUIT_OF[k] != hand.missing:
            c = list(hand.concealed)
            c[k] += 1
            if brute_win(c, len(hand.melds)):
                out.append(k)
    return out


# ---------------------------------------------------------------- random hands near a win


def random_hand(rng, size=13, mutations=None):
    """A hand built from a random win (sets or seven pairs, some melds), then disturbed."""
    missing = rng.randrange(3)
    suits = [s for s in range(3) if s != missing] if rng.random() < 0.85 else [rng.randrange(3)]
    while True:
        held = [0] * KINDS
        melds = []
        concealed = [0] * KINDS
        if rng.random() < 0.2:
            for _ in range(7):
                concealed[rng.choice(suits) * 9 + rng.randrange(9)] += 2
        else:
            n_melds = rng.choice([0, 0, 0, 1, 2, 3, 4])
            for _ in range(n_melds):
                kind = rng.choice([PUNG, PUNG, KONG, CONCEALED_KONG])
                tile = rng.choice(suits) * 9 + rng.randrange(9)
                melds.append(Meld(kind, tile))
                held[tile] += 4 if kind != PUNG else 3
            for _ in range(4 - n_melds):
                base = rng.choice(suits) * 9
                if rng.random() < 0.4:
                    concealed[base + rng.randrange(9)] += 3
                else:
                    r = rng.randrange(7)
                    for j in range(3):
                        concealed[base + r + j] += 1
            concealed[rng.choice(suits) * 9 + rng.randrange(9)] += 2
        if all(concealed[k] + held[k] <= COPIES for k in range(KINDS)):
            break
    tiles = [k for k in range(KINDS) for _ in range(concealed[k])]
    rng.shuffle(tiles)
    tiles = tiles[: len(tiles) - (14 - size)]
    for _ in range(rng.choice([0, 0, 1, 1, 2]) if mutations is None else mutations):
        tiles.pop(rng.randrange(len(tiles)))
        tiles.append(rng.randrange(KINDS) if rng.random() < 0.1 else rng.choice(suits) * 9 + rng.randrange(9))
    c = counts_of(tiles)
    if any(c[k] + held[k] > COPIES for k in range(KINDS)):
        return random_hand(rng, size, mutations)
    return Hand(c, melds, missing)


# ---------------------------------------------------------------- waits


def hand(text, missing="m", **melds):
    return Hand.parse(
        text,
        parse_suit(missing),
        melds.get("pungs", ()),
        melds.get("kongs", ()),
        melds.get("concealed_kongs", ()),
        sizes=(),
    )


def codes(kinds):
    return format_counts(counts_of(kinds))


def test_nine_gates_waits_on_every_rank():
    assert codes(waits(hand("1112345678999p"))) == "123456789p"


def test_sc_wait_four_copies_is_no_wait():
    # 1111m + 234p 567p 888p: the shape waits on a fifth 1m only
    h = hand("1111m234p567p888p", missing="s")
    assert waits(h) == []
    report = analyse_waits(h)
    assert [k for k in report.blocked] == parse_tiles("1m") and "sc.wait.four_copies" in report.rules
    assert "hold all four" in report.reason.en and report.shanten == 1


def test_four_copies_through_a_kong_meld():
    h = hand("23m456p789p11p", missing="s", kongs=["1m"])
    assert codes(waits(h)) == "4m"


def test_sc_wait_missing_suit_held_means_no_waits():
    h = hand("123m456p789p555p1s", missing="s")
    assert waits(h) == [] and not analyse_waits(h).ready
    assert "sc.wait.missing" in analyse_waits(h).rules


def test_seven_pairs_wait_can_complete_a_quad():
    # S2: 777s + 7s is two pairs
    assert codes(waits(hand("11p33p55p22s55s777s", missing="m"))) == "7s"


def test_unseen_copies_and_chance():
    h = hand("1112345678999p")
    seen = counts_of(parse_tiles("2p 2p 5p"))
    report = analyse_waits(h, seen, wall=40)
    got = {w.code: w.unseen for w in report.waits}
    assert got["1p"] == 1 and got["2p"] == 1 and got["5p"] == 2 and got["4p"] == 3
    assert report.unseen_total == 108 - 13 - 3 and report.draws == 10
    w4 = next(w for w in report.waits if w.code == "4p")
    assert w4.chance == pytest.approx(chance_to_draw(3, 92, 10))
    assert "sc.analysis.chance" in report.rules


def test_chance_to_draw_hypergeometric():
    assert chance_to_draw(0, 50, 10) == 0 and chance_to_draw(1, 10, 10) == 1
    assert chance_to_draw(1, 10, 1) == pytest.approx(0.1)
    assert chance_to_draw(2, 10, 2) == pytest.approx(1 - (8 / 10) * (7 / 9))


def test_each_wait_has_its_fan_and_the_ready_value_is_the_best():
    # sc.end.ready_check: the best wait as a discard win without events
    h = hand("1112345678999p")
    report = analyse_waits(h)
    assert {w.code: w.score.fan for w in report.waits}["1p"] == 3
    assert ready_value(h).fan == 3 and ready_value(h).base == 8 and report.value == 8
    assert ready_value(hand("123m456p789p555p1s", missing="s")) is None


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_waits_equal_brute_force(seed):
    h = random_hand(random.Random(seed))
    assert waits(h) == brute_waits(h), (h, seed)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_win_check_equals_brute_force(seed):
    h = random_hand(random.Random(seed), size=14)
    assert is_win_shape(h.concealed, len(h.melds)) == brute_win(h.concealed, len(h.melds))


def brute_suit_state(suit):
    """SETS_ONLY, SETS_AND_PAIR or None for nine rank counts (at most 14 tiles: a hand), by recursion."""
    c = list(suit) + [0] * 18
    size = sum(suit)
    if size > 14:
        return None
    if size % 3 == 0 and brute_sets(c, False):
        return SETS_ONLY
    if size % 3 == 2 and brute_sets(c, True):
        return SETS_AND_PAIR
    return None


@settings(max_examples=400, deadline=None)
@given(st.lists(st.integers(0, COPIES), min_size=9, max_size=9).filter(lambda c: sum(c) <= 14))
def test_suit_tables_equal_brute_force(suit):
    """COMPLETE and the complete-minus-one tables (PAIR_WAITS, SET_WAITS) on one suit's counts."""
    key = suit_key(suit, 0)
    assert COMPLETE.get(key) == brute_suit_state(suit)
    pair_waits = set_waits = 0
    for r in range(9):
        if suit[r] < COPIES:
            more = list(suit)
            more[r] += 1
            state = brute_suit_state(more)
            pair_waits |= (state == SETS_AND_PAIR) << r
            set_waits |= (state == SETS_ONLY) << r
    assert PAIR_WAITS.get(key, 0) == pair_waits
    assert SET_WAITS.get(key, 0) == set_waits


def test_suit_tables_hold_real_shapes_only():
    """Every complete shape has 3n or 3n + 2 tiles (no count spills into the next rank)."""
    for key, state in COMPLETE.items():
        size = sum(key.to_bytes(9, "little"))
        assert size % 3 == (0 if state == SETS_ONLY else 2) and size <= 14


# ---------------------------------------------------------------- shanten (distance to ready)


@pytest.mark.parametrize(
    "text, missing, expected",
    [
        ("123m456m789m11p23p", "s", 0),
        ("123m456m789m11p2p5s", "s", 1),  # the 5s must go: never ready while it is held
        ("123m456m789m111p2s", "s", 1),  # four sets and a missing tile: the pair has no partner yet
        ("11m22m33p44p55p66s7s", "m", 4),  # four dead m tiles must go, one per turn
        ("11223344556677p", "m", -1),
        ("1133557799p135s", "m", 1),  # five pairs: seven pairs is one draw from ready
    ],
)
def test_shanten_examples(text, missing, expected):
    h = hand(text, missing)
    assert shanten(h.concealed, len(h.melds), h.missing, h.held) == expected


def test_seven_pairs_shanten_counts_quads_as_two_pairs():
    assert shanten(hand("1111m2222m3355p7p", "s").concealed, 0, 2) == 0


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_shanten_zero_and_one_match_exchanges(seed):
    """0 exactly when ready; 1 exactly when one draw and one discard make it ready.

    Above ready, shanten counts blocks and does not look at which copies are left, so the
    one-step check skips hands holding all four of some kind (sc.analysis.shanten).
    """
    h = random_hand(random.Random(seed), mutations=random.Random(seed).choice([0, 1, 2, 3]))
    value = shanten(h.concealed, len(h.melds), h.missing, h.held)
    ready = bool(waits(h))
    assert (value == 0) == ready, (h, value)
    if ready or max(h.held) == COPIES:
        return
    one_step = False
    for draw in range(KINDS):
        if h.held[draw] >= COPIES:
            continue
        c = list(h.concealed)
        c[draw] += 1
        for out in range(KINDS):
            if c[out]:
                c[out] -= 1
                if waits(Hand(c, h.melds, h.missing)):
                    one_step = True
                c[out] += 1
            if one_step:
                break
        if one_step:
            break
    assert (value == 1) == one_step, (h, value)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_fourteen_tile_shanten_is_best_discard(seed):
    h = random_hand(random.Random(seed), size=14)
    value = shanten(h.concealed, len(h.melds), h.missing, h.held)
    if value == -1:
        assert brute_win(h.concealed, len(h.melds)) and not h.holds_missing()
        return
    best = min(
        shanten(
            Hand(h.concealed, h.melds, h.missing).remove(k).concealed,
            len(h.melds),
            h.missing,
            Hand(h.concealed, h.melds, h.missing).remove(k).held,
        )
        for k in range(KINDS)
        if h.concealed[k]
    )
    assert value == best


# ---------------------------------------------------------------- discards


def test_discards_ranked_by_waits_and_unseen_tiles():
    # sc.analysis.discards: 11122345678999p — discarding 2p leaves nine gates
    options = analyse_discards(hand("11122345678999p"))
    assert options[0].code == "2p" and len(options[0].waits) == 9 and options[0].shanten == 0
    assert options == sorted(
        options, key=lambda o: (o.shanten, -o.unseen, -max((w.score.fan for w in o.waits), default=0), o.tile)
    )


def test_discards_forced_to_the_missing_suit():
    # sc.missing.discard_first: with a 1s held, only 1s may go
    options = analyse_discards(hand("123m456m789m11p23p1s", "s"))
    assert [o.code for o in options] == ["1s"] and options[0].forced and options[0].waits
    assert "sc.missing.discard_first" in options[0].to_json()["rules"]


def test_not_ready_discards_list_improving_tiles():
    options = analyse_discards(hand("123m456m79m11p235p8p", "s"))
    best = options[0]
    assert best.shanten == 1 and not best.waits and best.improvers
    after = hand("123m456m79m11p235p8p", "s").remove(best.tile)
    assert list(best.improvers) == improving_tiles(after, unseen_counts(after, counts_of([best.tile])))
