"""Fan patterns (S3, S4), the cap, the best grouping and the win check (S2), named after rules."""

import pytest

from core.sichuan.hand import Hand
from core.sichuan.scoring import FANS, NotationError, base_points, score
from core.sichuan.tiles import parse_suit, parse_tile

M, P, S = 0, 1, 2


def scored(hand, win, missing="s", pungs=(), kongs=(), concealed_kongs=(), self_draw=False, events=()):
    h = Hand.parse(hand, parse_suit(missing), pungs, kongs, concealed_kongs, sizes=(13,))
    return score(h, parse_tile(win), self_draw, events)


def items(result):
    return {i.id: i.fan for i in result.items}


def test_fan_ids_are_the_s4_ids():
    assert [f.id for f in FANS] == [
        "all_pungs",
        "all_258_pungs",
        "seven_pairs",
        "outside_hand",
        "full_flush",
        "single_wait",
        "root",
        "kong_replacement",
        "robbed_kong",
        "last_tile",
    ]
    assert all(f.rule.startswith("sc.fan.") for f in FANS)


def test_sc_fan_basic_is_zero_fan_one_point():
    r = scored("123m456m789m23p55p", "1p")
    assert r.win and r.fan == 0 and r.base == 1 and r.items == ()
    assert "sc.fan.basic" in r.rules and "sc.pay.discard" in r.rules


def test_sc_fan_all_pungs():
    r = scored("111m333m555p77p99p", "7p")
    assert items(r) == {"all_pungs": 1} and r.base == 2


def test_sc_fan_all_258_pungs_replaces_all_pungs():
    r = scored("222m555m888p22p55p", "2p")
    assert items(r) == {"all_258_pungs": 3} and r.base == 8


def test_all_258_needs_the_pair_258_too():
    assert items(scored("222m555m888p22p99p", "2p")) == {"all_pungs": 1}


def test_sc_fan_seven_pairs():
    r = scored("1122m3355p7799p8p", "8p")
    assert items(r) == {"seven_pairs": 2} and r.form == "seven_pairs"


def test_seven_pairs_with_a_quad_counts_two_pairs_and_a_root():
    # S2: four identical tiles count as two pairs; sc.fan.root counts them
    r = scored("1111m3355p7799p8p", "8p")
    assert items(r) == {"seven_pairs": 2, "root": 1} and r.fan == 3


def test_seven_pairs_with_the_quad_completed_by_the_winning_tile():
    r = scored("111m22m3355p7799p", "1m")
    assert items(r) == {"seven_pairs": 2, "root": 1}


def test_sc_fan_outside_hand():
    r = scored("123m789m111p789p9p", "9p")
    assert items(r) == {"outside_hand": 2}


def test_outside_hand_is_standard_only():
    # seven pairs of terminals: no outside hand (S3)
    r = scored("1111m9999m1111p9p", "9p", missing="s")
    assert r.form == "seven_pairs" and "outside_hand" not in items(r)
    assert items(r) == {"seven_pairs": 2, "root": 3} and r.fan == 5


def test_sc_fan_full_flush():
    r = scored("1112345678999p", "5p", missing="m")
    assert items(r) == {"full_flush": 2}


def test_sc_fan_single_wait_with_four_declared_melds():
    r = scored("5m", "5m", pungs=["2p", "3p", "7p"], kongs=["9p"])
    assert items(r) == {"all_pungs": 1, "single_wait": 1, "root": 1}


def test_single_wait_counts_concealed_kongs_as_declared():
    r = scored("5m", "5m", pungs=["2p", "3p", "7p"], concealed_kongs=["9p"])
    assert items(r)["single_wait"] == 1


def test_single_pair_wait_without_four_melds_is_no_fan():
    r = scored("234m456m789p111p5p", "5p")
    assert "single_wait" not in items(r)


def test_sc_fan_root_counts_kongs_and_a_pung_with_the_fourth_tile():
    # the pung of 5p plus a 5p used in a chow in hand: all four copies are the player's
    r = scored("345p678p234m1m", "1m", pungs=["5p"])
    assert items(r) == {"root": 1}
    r = scored("345p678p1m", "1m", pungs=["5p"], kongs=["2m"])
    assert items(r) == {"root": 2}


def test_root_fan_is_the_number_of_roots():
    r = scored("5m", "5m", pungs=["2p"], kongs=["3p", "7p"], concealed_kongs=["9p"])
    assert r.item("root").count == 3 and r.item("root").fan == 3


@pytest.mark.parametrize("event, rule", [("robbed_kong", "sc.pay.robbed_kong"), ("last_tile", "sc.pay.discard")])
def test_event_fans(event, rule):
    r = scored("123m456m789m23p55p", "1p", events=[event])
    assert items(r) == {event: 1} and rule in r.rules


def test_sc_fan_kong_replacement_is_a_self_draw():
    r = scored("123m456m23p55p", "1p", kongs=["9m"], self_draw=True, events=["kong_replacement", "last_tile"])
    assert items(r) == {"root": 1, "kong_replacement": 1, "last_tile": 1}
    assert "sc.pay.self_draw" in r.rules and r.payments() == {
        "payer": "each_opponent_still_playing",
        "each": r.base + 1,
    }


def test_self_draw_adds_no_fan():
    a = scored("123m456m789m23p55p", "1p")
    b = scored("123m456m789m23p55p", "1p", self_draw=True)
    assert a.fan == b.fan == 0 and "sc.fan.no_self_draw_fan" in b.rules


def test_sc_fan_cap_at_five():
    r = scored("1111p2222p33p44p5p", "5p", missing="m")
    assert items(r) == {"seven_pairs": 2, "full_flush": 2, "root": 2}
    assert r.fan_total == 6 and r.fan == 5 and r.base == 32 and "sc.fan.cap" in r.rules
    assert [base_points(f) for f in range(8)] == [1, 2, 4, 8, 16, 32, 32, 32]


def test_sc_fan_best_grouping_outside_beats_all_pungs():
    # pungs 111 222 333 m (all pungs 1) or chows 123m ×3 with 999p and 11p (outside hand 2)
    r = scored("111222333m999p1p", "1p")
    assert items(r) == {"outside_hand": 2}


def test_best_grouping_seven_pairs_beats_chows():
    r = scored("1122334455667m", "7m", missing="p")
    assert r.form == "seven_pairs" and items(r) == {"seven_pairs": 2, "full_flush": 2}


def test_sc_win_no_missing_suit():
    r = scored("123m456m789m234p5s", "5s", missing="s")
    assert not r.win and "sc.win.no_missing" in r.rules and "missing" in r.reason.en
    r = scored("123m456m789m23p55p", "1p", missing="m")
    assert not r.win and "sc.missing.no_claim" in r.rules


def test_not_a_win():
    r = scored("123m456m789m23p55p", "9p")
    assert not r.win and r.fan == 0 and r.base == 0 and "sc.win.standard" in r.rules


def test_no_chows_from_melds_sequences_only_concealed():
    # S2: sequences exist only in the concealed hand; melds are pungs and kongs
    r = scored("456m789m11p23p", "1p", pungs=["2m"])
    assert r.win and r.form == "standard"


@pytest.mark.parametrize(
    "kwargs, needle",
    [
        ({"events": ["tsumo"]}, "unknown event"),
        ({"events": ["last_tile", "last_tile"]}, "twice"),
        ({"events": ["kong_replacement"]}, "self-draw"),
        ({"events": ["kong_replacement"], "self_draw": True}, "kong among the melds"),
        ({"events": ["robbed_kong"], "self_draw": True}, "no self-draw"),
        ({"events": ["robbed_kong", "last_tile"]}, "never on the last tile"),
    ],
)
def test_impossible_events_are_refused(kwargs, needle):
    with pytest.raises(NotationError, match=needle):
        scored("123m456m789m23p55p", "1p", **kwargs)


def test_fifth_copy_of_the_winning_tile():
    with pytest.raises(NotationError, match="fifth copy"):
        scored("1111m23456m789p5p", "1m")


def test_sc_fan_robbed_kong_refused_when_the_robber_holds_the_tile():
    """The robbed tile is the fourth copy of another player's pung: a robber holding a copy (in hand
    or in a meld) is impossible, and scoring refuses it as it refuses other impossible events."""
    from core.sichuan.hand import Hand
    from core.sichuan.scoring import score
    from core.sichuan.tiles import NotationError, parse_tiles

    def hand(text, missing=2):
        counts = [0] * 27
        for k in parse_tiles(text):
            counts[k] += 1
        return Hand(counts, [], missing)

    one_p = parse_tiles("1p")[0]
    assert score(hand("123m456m789m23p55p"), one_p, False, ["robbed_kong"]).win
    with pytest.raises(NotationError) as err:
        score(hand("123m456m789m1123p"), one_p, False, ["robbed_kong"])
    assert "sc.kong.rob_added" in err.value.rules and "robber cannot hold" in str(err.value)
    assert score(hand("123m456m789m1123p"), one_p).win  # without the event it is an ordinary win
