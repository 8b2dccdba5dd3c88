"""Cards and notation (D1, D2): faces, names, colours, parsing and its errors."""

import pytest
from hypothesis import given, strategies as st

from core.chan.cards import (
    CC,
    CODE,
    DECK_SIZE,
    FACE,
    FACES,
    LEO,
    TOM,
    NotationError,
    check_copies,
    face_of,
    format_cards,
    full_deck,
    parse_card,
    parse_cards,
)
from core.chan.holding import Holding
from core.common.text import Text


def test_deck_has_25_faces_four_copies_each():
    # rule cards.deck
    assert FACES == 25 and DECK_SIZE == 100 and len(full_deck()) == 100
    assert sorted(set(CODE)) == sorted(CODE)


def test_twenty_red_cards_d1():
    # rule cards.red: 8 and 9 of Vạn and Sách, and Chi chi
    red = [f.code for f in FACE if f.red]
    assert sorted(red) == sorted(["8v", "9v", "8s", "9s", "cc"])
    assert sum(4 for f in FACE if f.red) == 20


def test_names_and_labels():
    # rule cards.names
    assert FACE[face_of(3, 0)].name.vi == "tam vạn" and FACE[face_of(3, 0)].chinese == "三萬"
    assert FACE[face_of(7, 2)].name.vi == "thất văn" and FACE[face_of(7, 2)].chinese == "七文"
    assert FACE[face_of(9, 1)].name.en == "Nine of Strings"
    assert FACE[CC].name.vi == "chi chi" and FACE[CC].rank == 0


def test_tom_and_leo_d3():
    assert format_cards(TOM) == "3v 3s 7n"
    assert format_cards(LEO) == "9v 8s cc"


@pytest.mark.parametrize(
    "text, expected",
    [
        ("2v 3s 7n cc", "2v 3s 7n cc"),
        ("2V,3S, 7N  CC", "2v 3s 7n cc"),
        ("nhị vạn, tam sách thất văn chi chi", "2v 3s 7n cc"),
        ("Cửu Vạn bát sách", "9v 8s"),
        ("", ""),
    ],
)
def test_parse(text, expected):
    assert format_cards(parse_cards(text)) == expected


def test_decomposed_diacritics_are_accepted():
    import unicodedata

    text = unicodedata.normalize("NFD", "ngũ văn")
    assert format_cards(parse_cards(text)) == "5n"


@pytest.mark.parametrize(
    "text, token, position",
    [
        ("2v 3s xx", "xx", 3),
        ("2v 1v", "1v", 2),
        ("10v", "10v", 1),
        ("tam", "tam", 1),
        ("2v tam chi", "tam", 2),
        ("van", "van", 1),
    ],
)
def test_parse_errors_name_token_and_position(text, token, position):
    with pytest.raises(NotationError) as err:
        parse_cards(text)
    assert err.value.token == token and err.value.position == position
    assert token in str(err.value) and f"card {position}" in str(err.value)
    assert err.value.text["vi"] != str(err.value)


def test_fifth_copy_is_refused():
    with pytest.raises(NotationError) as err:
        check_copies(parse_cards("2v 2v 3s 2v 2v 2v"), Text("hand", "bài trên tay"))
    assert err.value.token == "2v" and err.value.position == 6
    assert "fifth copy" in str(err.value)


@pytest.mark.parametrize(
    "hand, exposed, where",
    [("2v 2v 2v 2v 2v", [], "bài trên tay"), ("4v 4v 4v", ["4v 4v"], "các đôi đã hạ")],
)
def test_a_fifth_copy_is_named_in_vietnamese_in_vietnamese(hand, exposed, where):
    """The Vietnamese message named the cards in English ("lá 2v thứ năm trong hand")."""
    with pytest.raises(NotationError) as err:
        Holding.parse(hand, exposed, sizes=())
    vietnamese = err.value.text["vi"]
    assert f"trong {where}:" in vietnamese and " hand" not in vietnamese and "exposed" not in vietnamese


def test_parse_card_needs_one():
    assert parse_card(" cc ") == CC
    with pytest.raises(NotationError):
        parse_card("2v 3v")
    with pytest.raises(NotationError):
        parse_card("")


def test_wrong_size_names_the_count():
    with pytest.raises(NotationError) as err:
        Holding.parse("2v 2v 3s", sizes=(19,))
    assert "3 cards" in str(err.value) and "19" in str(err.value)


@pytest.mark.parametrize("pair", ["4v 5v", "cc 9v", "4v", "4v 4v 4v", "4v 4n 4s"])
def test_exposed_that_is_no_pair_is_refused(pair):
    with pytest.raises(NotationError) as err:
        Holding.parse("2v", [pair], sizes=())
    assert "exposed pair 1" in str(err.value)


def test_exposed_copies_count_with_the_hand():
    with pytest.raises(NotationError) as err:
        Holding.parse("4v 4v 4v", ["4v 4v"], sizes=())
    assert "fifth copy" in str(err.value)


@given(st.lists(st.integers(0, FACES - 1), max_size=30))
def test_notation_round_trip(faces):
    assert parse_cards(format_cards(faces)) == faces
    vietnamese = ", ".join(FACE[f].name.vi for f in faces)
    assert parse_cards(vietnamese) == faces
