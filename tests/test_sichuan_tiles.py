"""Sichuan tiles and notation (S1, 002 §2): parsing, canonical output, precise errors."""

import pytest
from hypothesis import given, strategies as st

from core.sichuan.hand import CONCEALED_KONG, KONG, PUNG, Hand, Meld
from core.sichuan.tiles import (
    CODE,
    KINDS,
    WALL_SIZE,
    NotationError,
    check_copies,
    format_tiles,
    full_wall,
    parse_suit,
    parse_tile,
    parse_tiles,
)


def test_108_tiles_three_suits_nine_ranks_four_copies():
    # sc.setup.tiles
    assert WALL_SIZE == 108 and KINDS == 27 and len(full_wall()) == 108
    assert CODE[0] == "1m" and CODE[9] == "1p" and CODE[26] == "9s"


@pytest.mark.parametrize("text", ["123m456p789s", "1m 2m 3m 4p 5p 6p 7s 8s 9s", "1M2M3M, 456P 789s", "789s123m456p"])
def test_grouped_and_spaced_notation(text):
    # sc.setup.notation: output is the canonical grouped form
    assert format_tiles(parse_tiles(text)) == "123m456p789s"


def test_single_tile_and_suit():
    assert parse_tile("5p") == 13
    assert parse_suit("S") == 2


@pytest.mark.parametrize(
    "text, token, position",
    [
        ("123m4x", "4x", 4),
        ("0m", "0m", 1),
        ("12m3", "3", 3),
        ("1mm", "m", 2),
        ("5z", "5z", 1),
        ("11m 1?", "1", 3),
        ("11m ?", "?", 3),
        ("123", "123", 1),
    ],
)
def test_bad_tokens_are_named_with_position(text, token, position):
    with pytest.raises(NotationError) as err:
        parse_tiles(text)
    assert err.value.token == token and err.value.position == position
    assert f"'{token}'" in str(err.value) and err.value.reason.vi
    assert "sc.setup.notation" in err.value.rules


def test_parse_tile_needs_exactly_one():
    with pytest.raises(NotationError, match="exactly one"):
        parse_tile("55p")


def test_fifth_copy_is_named():
    with pytest.raises(NotationError) as err:
        check_copies(parse_tiles("1m 2m 1m 1m 1m 1m"))
    assert err.value.token == "1m" and err.value.position == 6 and "sc.setup.tiles" in err.value.rules


def test_hand_parse_with_melds_and_counts():
    hand = Hand.parse("1m", 2, pungs=["2p", "555p"], kongs=["8p"], concealed_kongs=["2222m"])
    assert hand.melds == (Meld(PUNG, 10), Meld(PUNG, 13), Meld(KONG, 16), Meld(CONCEALED_KONG, 1))
    assert hand.size == 13 and hand.held[1] == 4 and str(hand.melds[2]) == "8888p"


@pytest.mark.parametrize(
    "kwargs, needle",
    [
        ({"pungs": ["567p"]}, "identical"),
        ({"pungs": ["55p"]}, "identical"),
        ({"kongs": ["555p"]}, "kong is 4"),
        ({"pungs": ["1m"]}, "missing suit"),
    ],
)
def test_meld_errors(kwargs, needle):
    # sc.claim.pung / sc.missing.no_claim: melds are pungs and kongs of the suits in play
    with pytest.raises(NotationError, match=needle):
        Hand.parse("23456789p11s", 0, **kwargs)


def test_fifth_copy_through_a_meld_names_the_meld():
    with pytest.raises(NotationError) as err:
        Hand.parse("1112345678999p", 0, kongs=["1p"], sizes=())
    assert err.value.label == "meld" and err.value.position == 1


def test_wrong_count():
    with pytest.raises(NotationError, match="wrong tile count"):
        Hand.parse("123m456p", 2)


@given(st.lists(st.integers(0, KINDS - 1), max_size=14))
def test_notation_round_trip(kinds):
    text = format_tiles(kinds)
    assert sorted(parse_tiles(text)) == sorted(kinds)
    assert format_tiles(parse_tiles(" ".join(CODE[k] for k in kinds))) == text
