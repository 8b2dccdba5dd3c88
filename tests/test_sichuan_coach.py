"""The Sichuan coach (core/sichuan/coach.py): known positions with known advice, in both languages,
and every option of bot-played deals explained with rules of the Sichuan rulebook.

Walls are built from the hands each seat is dealt (then the rest of the tiles in order), as in
tests/test_sichuan_deal.py.
"""

import pytest

from core.sichuan import RULEBOOK, Deal, make_bots
from core.sichuan.actions import Action
from core.sichuan.coach import SEAT_NAMES, coach, conceivable, discard_analysis, explain_action, hint, refusals
from core.sichuan.tiles import CODE, KINDS, SUITS, counts_of, parse_tiles

DECLARE_RULES = ("sc.missing.declare", "sc.missing.discard_first", "sc.missing.no_claim")
NINE_GATES = ["1112345678999p5p", "123m456m789m11s46s", "234m567m678m34s99s", "11s345678s23m789m"]
OTHERS_5P = ["147s258s369s1p2p3p4p", "147s258s369s6p7p8p2m", "5p 2s2s 3s3s 4s4s 6m6m7m7m 8m8m 1p"]  # 3 deals, 5p first
CLAIM_5P = ["55p123m456m78m1p9p5m", *OTHERS_5P]
WIN_5P = ["123m456m789m55p99p", *OTHERS_5P]
KONG_1M = ["1111m 234m 567m 888p 9p", "123s456s789s11s46s", "2233445566779s", "2345679p234567m"]


def build_wall(hands, dealer=0, draws=""):
    front = []
    for i in range(4):
        front += parse_tiles(hands[(dealer + i) % 4])
    assert len(front) == 53
    front += parse_tiles(draws)
    used = counts_of(front)
    assert max(used) <= 4
    kinds = front + [k for k in range(KINDS) for _ in range(4 - used[k])]
    copies = [0] * KINDS
    wall = []
    for k in kinds:
        wall.append(k * 4 + copies[k])
        copies[k] += 1
    return wall


def deal_of(hands, script, dealer=0, draws=""):
    deal = Deal(wall=build_wall(hands, dealer, draws), dealer=dealer)
    for step in filter(None, (s.strip() for s in script.split(";"))):
        seat, kind, *arg = step.split()
        deal.act(
            Action(kind, int(seat), suit=SUITS.index(arg[0]))
            if kind == "declare"
            else Action(kind, int(seat), parse_tiles(arg[0])[0] if arg else None)
        )
    return deal


def by_action(advice):
    return {(a.action.type, CODE[a.action.tile] if a.action.tile is not None else a.action.suit): a for a in advice}


# ---------------------------------------------------------------- known positions
def test_sc_missing_declare_each_suit_counts_what_must_go_first():
    deal = deal_of(NINE_GATES, "")
    advice = coach(deal, 0)
    assert [a.action for a in advice] == [Action("declare", 0, suit=s) for s in range(3)]
    assert [a.reason.en for a in advice] == [
        "Give up characters (m): 0 tile(s) to throw away first (0 pair(s) lost).",
        "Give up dots (p): 14 tile(s) to throw away first (3 pair(s) lost).",
        "Give up bamboo (s): 0 tile(s) to throw away first (0 pair(s) lost).",
    ]
    assert advice[1].reason.vi == "Bỏ đồng (p): phải đánh 14 quân trước (mất 3 đôi)."
    assert all(a.rules == DECLARE_RULES for a in advice)
    tip = hint(deal, 0, advice)  # the cheapest suit, the lowest on a tie
    assert tip.action == Action("declare", 0, suit=0)
    assert tip.reason.en.startswith("The suit that is cheapest to give up") and tip.reason.en.endswith(
        advice[0].reason.en
    )
    assert tip.reason.vi.startswith("Chất rẻ nhất để bỏ") and tip.rules == DECLARE_RULES
    [refused] = refusals(deal, 0)  # a discard and a win, refused for the one reason
    assert refused.actions == (Action("discard", 0, parse_tiles("1p")[0]), Action("win", 0))
    assert refused.rules == ("sc.missing.declare", "sc.decision.declare_order")


def test_sc_pay_self_draw_the_win_is_scored_and_the_discards_ranked():
    deal = deal_of(NINE_GATES, "0 declare m; 1 declare s; 2 declare s; 3 declare m")
    advice = coach(deal, 0)
    win = advice[0]
    assert win.action == Action("win", 0)
    assert (
        win.reason.en == "Self-draw on 5p: 2 fan (Full flush 2), base 4; each of the 3 player(s) still playing pays 5."
    )
    assert win.reason.vi == "Tự mò 5p: 2 phiên (Thanh nhất sắc 2), 4 điểm; mỗi người trong 3 người còn chơi trả 5."
    assert {"sc.fan.full_flush", "sc.pay.self_draw"} <= set(win.rules) and "sc.claim.priority" not in win.rules
    # the discards, best first: 5p leaves the nine-sided wait (unseen: 1p and 9p one each, 5p two, the rest three)
    discards = [a for a in advice if a.action.type == "discard"]
    assert [CODE[a.action.tile] for a in discards][:3] == ["5p", "2p", "8p"]
    assert discards[0].reason.en == (
        "Leaves you ready on 1p, 2p, 3p, 4p, 5p, 6p, 7p, 8p, 9p: 22 unseen copies, best 3 fan."
    )
    assert discards[0].rules == (
        "sc.turn.draw_discard",
        "sc.analysis.discards",
        "sc.wait.definition",
        "sc.end.ready_check",
    )
    assert list(discard_analysis(deal, 0))[:3] == [parse_tiles(c)[0] for c in ("5p", "2p", "8p")]
    tip = hint(deal, 0)
    assert tip.action == Action("win", 0) and tip.reason.en == "A win is always worth taking. " + win.reason.en


def test_sc_wait_definition_a_discard_that_leaves_a_ready_hand():
    hands = ["5p 22p 88p 1s2s3s5s6s7s 999s", "123m456m789m11p46p", "234m567m678m34p99p", "11s345678s23p789p"]
    deal = deal_of(hands, "0 declare m; 1 declare s; 2 declare s; 3 declare m")
    advice = by_action(coach(deal, 0))
    assert advice["discard", "5p"].reason.en == "Leaves you ready on 2p, 8p: 4 unseen copies, best 0 fan."
    assert advice["discard", "5p"].reason.vi == "Bài sẽ chờ 2p, 8p: 4 bản chưa thấy, cao nhất 0 phiên."
    assert advice["discard", "9s"].reason.en == (
        "Leaves you 1 step(s) from ready; 5 unseen copies of tiles would bring you closer."
    )
    assert advice["discard", "9s"].rules[-1] == "sc.analysis.shanten"
    assert hint(deal, 0).action == Action("discard", 0, parse_tiles("5p")[0])
    assert {r.rules for r in refusals(deal, 0)} >= {("sc.win.standard", "sc.win.seven_pairs")}


def test_sc_missing_discard_first_a_lone_tile_and_the_refused_others():
    deal = deal_of(
        CLAIM_5P, "3 declare p; 0 declare s; 1 declare m; 2 declare m; 3 discard 5p; 0 pass", dealer=3, draws="1s"
    )  # seat 0 lets the 5p go and draws 1s, its missing suit
    advice = coach(deal, 0)
    assert [a.action for a in advice] == [Action("discard", 0, parse_tiles("1s")[0])]
    assert advice[0].reason.en.startswith("Missing suit, a lone tile: it must go first, and no pair is broken. ")
    assert advice[0].reason.vi.startswith("Chất khuyết, quân lẻ: phải đánh trước, và không phá đôi nào. ")
    assert advice[0].rules[0] == "sc.missing.discard_first"
    refused = {r.rules: r for r in refusals(deal, 0)}
    assert refused["sc.missing.no_claim", "sc.win.no_missing"].actions == (Action("win", 0),)
    assert len(refused["sc.missing.discard_first",].actions) == 11  # every other tile of the hand
    assert refused["sc.missing.discard_first",].reason.en == "discard your missing suit (s) first"


def test_sc_claim_pung_brings_the_hand_closer_and_the_hint_takes_it():
    deal = deal_of(CLAIM_5P, "3 declare p; 0 declare s; 1 declare m; 2 declare m; 3 discard 5p", dealer=3)
    assert deal.phase == "claim" and deal.to_act == 0
    pung, pass_ = coach(deal, 0)
    assert (
        pung.reason.en == "Pung AI 3's 5p, then discard one tile (no draw). Distance to ready: 2 step(s) → 1 step(s)."
    )
    assert (
        pung.reason.vi
        == "Phỗng quân 5p của Máy 3, rồi đánh một quân (không bốc). Khoảng cách tới chờ: 2 bước → 1 bước."
    )
    assert pass_.reason.en == "Let 5p go; play goes on." and pass_.rules == ("sc.decision.optional_claims",)
    tip = hint(deal, 0, [pung, pass_])
    assert tip.action == Action("pung", 0) and tip.reason.en.startswith("It brings you closer to ready")
    refused = {r.actions[0].type: r for r in refusals(deal, 0)}
    assert set(refused) == {"win", "kong", "chow"}
    assert refused["chow"].rules == ("sc.claim.no_chow",)
    assert refused["kong"].reason.en == "an exposed kong needs three 5p in your hand (you hold 2)"


def test_sc_claim_priority_a_win_on_a_discard_names_who_pays():
    deal = deal_of(WIN_5P, "3 declare p; 0 declare s; 1 declare m; 2 declare m; 3 discard 5p", dealer=3)
    win, pung, pass_ = coach(deal, 0)
    assert win.reason.en == "Win on AI 3's 5p: 0 fan (basic hand 0), base 1, paid by AI 3."
    assert win.reason.vi == "Ù quân 5p của Máy 3: 0 phiên (bình hồ 0), 1 điểm, Máy 3 trả."
    assert win.rules[0] == "sc.claim.priority" and "sc.pay.discard" in win.rules
    assert pung.action.type == "pung" and pass_.reason.en == "Let 5p go — you could win on it; claims are optional."
    assert hint(deal, 0).action == Action("win", 0)


def test_sc_kong_concealed_pays_two_from_each_opponent():
    deal = deal_of(KONG_1M, "0 declare s; 1 declare s; 2 declare s; 3 declare m")
    advice = by_action(coach(deal, 0))
    kong = advice["concealed_kong", "1m"]
    assert kong.reason.en == (
        "Concealed kong of 1m: each of the 3 player(s) still playing pays you 2 (6 in all); it "
        "cannot be robbed; draw a replacement."
    )
    assert kong.rules == (
        "sc.kong.concealed",
        "sc.pay.kong_concealed",
        "sc.kong.no_rob_concealed",
        "sc.kong.replacement",
    )
    assert hint(deal, 0).action == kong.action  # no further from ready: the kong money is free


def test_the_coach_answers_only_the_seat_to_act():
    deal = deal_of(NINE_GATES, "")
    with pytest.raises(ValueError, match="AI 1"):
        coach(deal, 1)
    with pytest.raises(ValueError):
        hint(deal, 2)
    assert SEAT_NAMES[0].en == "You" and SEAT_NAMES[0].vi == "Bạn"


# ---------------------------------------------------------------- every option of whole deals
def test_every_option_in_every_phase_is_explained_with_known_rules():
    """Bot-played deals: wherever seat 0 acts, every legal option has a reason in both languages and
    every refused one too, all citing rules of the Sichuan rulebook; the hint is a legal option."""
    seen = set()
    for seed in range(16):
        deal = Deal(seed=seed, dealer=seed % 4)
        bots = make_bots(["heuristic" if seed % 2 else "random"], seed)
        while not deal.over:
            if deal.to_act == 0:
                advice = coach(deal, 0)
                assert sorted(map(str, (a.action for a in advice))) == sorted(map(str, deal.legal_actions()))
                for a in advice:
                    assert (
                        a.reason.en
                        and a.reason.vi
                        and a.reason.en != a.reason.vi
                        and a.rules
                        and all(r in RULEBOOK for r in a.rules)
                    ), a
                    assert explain_action(deal, a.action) == a
                    seen.add((deal.phase, a.action.type))
                for r in refusals(deal, 0):
                    assert (
                        r.actions
                        and r.reason.en
                        and r.reason.vi
                        and all(x not in deal.legal_actions() for x in r.actions)
                    )
                    assert all(rule in RULEBOOK for rule in r.rules)
                assert all(a in conceivable(deal, 0) or a.type == "declare" for a in deal.legal_actions())
                tip = hint(deal, 0, advice)
                assert tip.action in deal.legal_actions() and tip.reason.en and tip.reason.vi
                assert tip == hint(deal, 0)  # the same with or without the advice at hand
            deal.act(bots[deal.to_act].choose(deal, deal.to_act))
    assert {("declare", "declare"), ("turn", "discard"), ("claim", "pass"), ("claim", "pung")} <= seen


def test_a_distance_to_ready_reads_in_words_not_as_minus_one():
    """shanten's -1 (a complete hand) and 0 (ready) are said in words in both languages."""
    from core.sichuan.coach import distance_words

    assert distance_words(-1) == ("complete (a win)", "đủ bài (ù được)")
    assert distance_words(0) == ("ready", "đang chờ")
    assert distance_words(3) == ("3 step(s)", "3 bước")
