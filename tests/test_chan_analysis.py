"""Grouping (D4), win (D5), waits and their kinds, Bạch thủ (D6), chances and discards."""

import math
import random

import pytest
from hypothesis import given, settings, strategies as st

from chan_brute import brute_bach_thu, brute_win
from core.chan.analysis import (
    BA_DAU,
    BACH_THU,
    CA,
    CHAN,
    analyse_discards,
    analyse_waits,
    chance_to_draw,
    cho_chi_rong,
    is_win,
    wait_kinds,
)
from core.chan.cards import CC, CODE, FACES, full_deck, parse_card, parse_cards
from core.chan.generate import random_ready, random_win
from core.chan.holding import Holding, check_seen, exposed_kind

U_RONG = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v"
BACH_THU_HAND = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 8v 8s 9v 9n 2s 2n 3v 3n 7n"
BA_DAU_HAND = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 8v 8s 9v 9n 2s 2n 7v 7s 7n"


def waits(hand, exposed=()):
    return [(CODE[f], kind) for f, kind in wait_kinds(Holding.parse(hand, exposed))]


def kinds(groups):
    return sorted((g.kind, str(g), g.exposed) for g in groups)


# D4 forced grouping ---------------------------------------------------------------


def test_grouping_identical_first_never_split():
    # groups.forced: 3v 3v 3s is a chắn 3v and a què 3s, never a cạ 3v 3s + què 3v
    h = Holding.parse("3v 3v 3s", sizes=())
    assert kinds(h.grouping()) == [("chan", "3v 3v", False), ("que", "3s", False)]


def test_grouping_three_and_four_copies():
    h = Holding.parse("5n 5n 5n 6v 6v 6v 6v", sizes=())
    assert kinds(h.grouping()) == [
        ("chan", "5n 5n", False),
        ("chan", "6v 6v", False),
        ("chan", "6v 6v", False),
        ("que", "5n", False),
    ]


def test_grouping_ca_ba_dau_que_and_exposed():
    h = Holding.parse("4v 4s 7v 7s 7n 9n cc", ["2v 2n", "6s 6s 6s 6s"], sizes=())
    assert kinds(h.grouping()) == [
        ("ba_dau", "7v 7s 7n", False),
        ("ca", "2v 2n", True),
        ("ca", "4v 4s", False),
        ("chan", "6s 6s", True),
        ("chan", "6s 6s", True),
        ("que", "9n", False),
        ("que", "cc", False),
    ]


def test_chi_chi_never_makes_a_ca():
    assert exposed_kind((CC, parse_card("9v"))) is None
    h = Holding.parse("cc 9v", sizes=())
    assert {g.kind for g in h.grouping()} == {"que"}


# waits -----------------------------------------------------------------------------


def test_u_rong_waits_chan_and_ca():
    assert waits(U_RONG) == [("3v", CHAN), ("3s", CA), ("3n", CA)]


def test_bach_thu_wait_on_the_lone_card_only():
    report = analyse_waits(Holding.parse(BACH_THU_HAND))
    assert [(w.card, w.kind, w.bach_thu) for w in report.waits] == [("7n", BACH_THU, True)]
    assert report.bach_thu.card == "7n"
    assert "win.bach_thu" in report.rules


def test_exposed_ca_at_the_rank_is_not_bach_thu():
    # D6: no cạ at the winning rank — here an exposed cạ 7v 7s
    hand = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 8v 8s 9v 9n 2s 2n 7n"
    assert waits(hand, ["7v 7s"]) == [("7n", CHAN)]


def test_ba_dau_wait():
    assert waits(BA_DAU_HAND) == [("7v", BA_DAU), ("7s", BA_DAU), ("7n", BA_DAU)]


def test_ba_dau_with_too_few_chan_is_not_ready():
    hand = "2v 2v 3s 3s 4n 4n 5v 5v 8v 8s 9v 9n 2s 2n 6s 6n 7v 7s 7n"
    report = analyse_waits(Holding.parse(hand))
    assert not report.waits and "only 4 chắn" in report.reason.en


def test_lone_chi_chi_with_five_chan_is_bach_thu():
    hand = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 8v 8s 9v 9n 2s 2n 7v 7n cc"
    report = analyse_waits(Holding.parse(hand))
    assert [(w.card, w.kind) for w in report.waits] == [("cc", BACH_THU)]
    assert "win.chi_chi" in report.waits[0].rules


def test_cho_chi_rong_can_never_win():
    hand = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n cc"
    holding = Holding.parse(hand)
    report = analyse_waits(holding)
    assert report.waits == () and report.cho_chi_rong and cho_chi_rong(holding)
    assert "chờ chi rộng" in report.reason.en and "win.cho_chi_rong" in report.rules
    assert not is_win(holding, CC)


def test_four_copies_held_is_no_wait():
    # lone 3v; partner 3n held four times (two chắn), so only 3v and 3s remain
    hand = "3n 3n 3n 3n 4n 4n 5v 5v 6s 6s 2v 2v 8v 8s 9v 9n 7v 7n 3v"
    assert waits(hand) == [("3v", CHAN), ("3s", CA)]


def test_triple_with_lone_card_waits_bach_thu():
    hand = "5v 5v 5v 3s 3s 4n 4n 6s 6s 8v 8s 9v 9n 2s 2n 7v 7n 2v 2v"
    assert waits(hand) == [("5v", BACH_THU)]


def test_two_loose_ends_not_ready():
    hand = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 4v 3v"
    report = analyse_waits(Holding.parse(hand))
    assert not report.ready and "loose ends" in report.reason.en


def test_unseen_and_chance():
    holding = Holding.parse(U_RONG)
    seen = check_seen(holding, parse_cards("3n 3n 9s"))
    report = analyse_waits(holding, seen, stock=20)
    by_card = {w.card: w for w in report.waits}
    assert by_card["3v"].unseen == 3 and by_card["3s"].unseen == 2 and by_card["3n"].unseen == 2
    assert report.unseen_total == 100 - 19 - 3
    n, s = 78, 20
    expected = 1 - math.comb(n - 3, s) / math.comb(n, s)
    assert by_card["3v"].chance == pytest.approx(expected)
    assert report.chance_any == pytest.approx(1 - math.comb(n - 7, s) / math.comb(n, s))


def test_seen_cards_cannot_exceed_four():
    holding = Holding.parse(U_RONG)
    with pytest.raises(Exception) as err:
        check_seen(holding, parse_cards("2v 2v 2v"))
    assert "fifth copy" in str(err.value)


@given(st.integers(0, 4), st.integers(0, 81), st.integers(0, 81))
def test_chance_matches_hypergeometric(u, n, s):
    u = min(u, n)
    s = min(s, n)
    expected = 1 - math.comb(n - u, s) / math.comb(n, s) if u else 0.0
    assert chance_to_draw(u, n, s) == pytest.approx(expected, abs=1e-12)


def test_discards_of_twenty_cards():
    holding = Holding.parse(U_RONG + " cc")
    options = analyse_discards(holding)
    best = options[0]
    assert best.card == "cc" and [w.card for w in best.report.waits] == ["3v", "3s", "3n"]
    by_card = {o.card: o for o in options}
    # breaking the 3s chắn leaves 3v 3s as a cạ and a Bạch thủ chi wait
    assert by_card["3s"].breaks_chan and by_card["3s"].report.bach_thu.card == "cc"
    assert len(options) == sum(1 for f in range(FACES) if holding.concealed[f])


def test_win_check_twenty_cards():
    win = Holding.parse(U_RONG + " 3n")
    assert is_win(win)
    assert not is_win(Holding.parse(U_RONG + " 4v"))


# properties --------------------------------------------------------------------


def _holding_from(rng: random.Random, cards: list[int]) -> tuple[list[int], list[tuple[int, ...]]]:
    """Move a random number of chắn/cạ pairs from the cards to the exposed area."""
    cards = cards[:]
    exposed = []
    for _ in range(rng.randint(0, 4)):
        rng.shuffle(cards)
        for i in range(len(cards)):
            for j in range(i + 1, len(cards)):
                if exposed_kind((cards[i], cards[j])):
                    exposed.append((cards[i], cards[j]))
                    cards = [c for k, c in enumerate(cards) if k not in (i, j)]
                    break
            else:
                continue
            break
    return cards, exposed


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False), st.booleans())
def test_waits_equal_brute_force(rng, ready):
    if ready:
        cards = list(random_ready(rng)[0].concealed_faces)
    else:
        cards = rng.sample(full_deck(), 19)
    concealed, exposed = _holding_from(rng, cards)
    holding = Holding.from_faces(concealed, exposed)
    found = dict(wait_kinds(holding))
    expected = [f for f in range(FACES) if holding.held[f] < 4 and brute_win(concealed, exposed, f)[0]]
    assert sorted(found) == expected
    for f, kind in found.items():
        assert (kind == BACH_THU) == brute_bach_thu(concealed, exposed, f)
        assert is_win(holding, f)


@settings(max_examples=200, deadline=None)
@given(st.randoms(use_true_random=False))
def test_every_generated_win_is_a_win(rng):
    faces = random_win(rng)
    pairs = [g.faces for g in Holding.from_faces(faces).grouping()]
    rng.shuffle(pairs)
    k = rng.randint(0, 5)  # exposing pairs of the grouping keeps the win
    exposed, concealed = pairs[:k], [f for g in pairs[k:] for f in g]
    assert is_win(Holding.from_faces(concealed, exposed))
    assert brute_win(concealed, exposed, None)[0]
