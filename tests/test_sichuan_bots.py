"""Bots: the pluggable player interface, and the heuristic bot's choices."""

from core.sichuan.actions import Action
from core.sichuan.bots import BOTS, HeuristicBot, RandomBot, make_bots, suit_keep_value
from core.sichuan.deal import TURN, Deal, play
from core.sichuan.shapes import shanten
from core.sichuan.tiles import counts_of, parse_tiles
from test_sichuan_deal import build_wall, run


class FirstLegal:
    """The smallest possible player: any object with `choose(deal, seat)`."""

    name = "first"

    def choose(self, deal, seat):
        return deal.legal_actions()[-1]


def test_pluggable_players_pick_from_legal_actions():
    deal = play(Deal(seed=11), [FirstLegal(), RandomBot(1), HeuristicBot(2), FirstLegal()])
    assert deal.over and sum(deal.settlement()) == 0


def test_make_bots_names():
    assert [b.name for b in make_bots(["random"], 1)] == ["random"] * 4
    assert set(BOTS) == {"random", "heuristic"}


OTHERS = ["123456789m1234s", "123456789m5678s", "66s77s88s44p55p66p7p"]


def test_heuristic_declares_the_cheapest_suit():
    # sc.missing.declare: three lone characters against pairs and runs → give up characters
    hands = ["1m5m9m 11p234p 55s678s9s"] + OTHERS
    deal = Deal(wall=build_wall(hands))
    assert HeuristicBot(0).choose(deal, 0) == Action("declare", 0, suit=0)
    counts = counts_of(parse_tiles(hands[0]))
    assert suit_keep_value(counts, 0) < suit_keep_value(counts, 1) < suit_keep_value(counts, 2)


def test_heuristic_discards_the_missing_suit_first():
    hands = ["1m 123p 456p 789p 11s 35s"] + OTHERS
    deal = run(Deal(wall=build_wall(hands)), "0 declare m; 1 declare p; 2 declare p; 3 declare m")
    assert HeuristicBot(0).choose(deal, 0) == Action("discard", 0, parse_tiles("1m")[0])  # sc.missing.discard_first


def test_heuristic_discards_by_distance_to_ready():
    hands = ["123p 456p 789p 11s 35s 9s"] + OTHERS
    deal = run(Deal(wall=build_wall(hands)), "0 declare m; 1 declare p; 2 declare p; 3 declare m")
    choice = HeuristicBot(0).choose(deal, 0)
    assert choice == Action("discard", 0, parse_tiles("9s")[0])  # leaves 123p456p789p 11s 35s: ready on 4s
    after = deal.hand_of(0).remove(choice.tile)
    assert shanten(after.concealed, 0, 0) == 0


def test_heuristic_wins_whenever_it_can():
    hands = ["5p 22p 88p 1s2s3s5s6s7s 999s", "123m456m789m11p46p", "234m567m678m34p99p", "11s345678s23p789p"]
    deal = run(
        Deal(wall=build_wall(hands, draws="4p")), "0 declare m; 1 declare s; 2 declare s; 3 declare m; 0 discard 5p"
    )
    assert HeuristicBot(0).choose(deal, 1) == Action("win", 1)


def test_heuristic_pungs_only_when_it_helps():
    hands = [
        "7p 111m 222m 333m 44m 5m 9p",
        "77p 33p 123m 456m 68m 1p",
        "11s22s33s44s55s66s9s",
        "56p 999p 888p 666p 55m",
    ]
    deal = run(Deal(wall=build_wall(hands)), "0 declare s; 1 declare s; 2 declare m; 3 declare s; 0 discard 7p")
    # seat 1 is one draw from ready; with [777p] it is ready after discarding 1p
    assert HeuristicBot(0).choose(deal, 1) == Action("pung", 1)
    run(deal, "1 pung; 3 pass")
    assert deal.phase == TURN and HeuristicBot(0).choose(deal, 1) == Action("discard", 1, parse_tiles("1p")[0])
    # already ready with 77p as the pair: a pung would not bring it closer, so it passes
    hands[1] = "77p 123m 456m 89m 12p 3p"
    deal = run(Deal(wall=build_wall(hands)), "0 declare s; 1 declare s; 2 declare m; 3 declare s; 0 discard 7p")
    assert HeuristicBot(0).choose(deal, 1) == Action("pass", 1)


def test_heuristic_beats_random_bots():
    total = [0, 0, 0, 0]
    for seed in range(12):
        deal = play(Deal(seed=seed, dealer=seed % 4), make_bots(["heuristic", "random", "heuristic", "random"], seed))
        total = [a + b for a, b in zip(total, deal.settlement(), strict=True)]
    assert total[0] + total[2] > 0 > total[1] + total[3]
