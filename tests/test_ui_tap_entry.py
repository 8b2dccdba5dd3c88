"""ui.chan.tap_entry: tapped cards written into notation fields as if typed."""

from core.chan.cards import parse_cards
from ui.chan.tap_entry import append_card, append_to_pairs, copies_left_in


def test_cards_append_in_order():
    assert append_card("", "2v") == "2v"
    assert append_card("2v 3s ", "7n") == "2v 3s 7n"


def test_pairs_fill_the_last_pair_then_start_a_new_one():
    text = ""
    for code in ("5v", "5v", "4v", "4n", "9s"):
        text = append_to_pairs(text, code)
    assert text == "5v 5v; 4v 4n; 9s"


def test_copies_left_count_every_field_and_ignore_a_bad_one():
    left = copies_left_in("2v 2v 3s", "2v 2v", "xx")
    assert left[parse_cards("2v")[0]] == 0 and left[parse_cards("3s")[0]] == 3
    assert copies_left_in("5v 5v; 4v 4n")[parse_cards("5v")[0]] == 2
