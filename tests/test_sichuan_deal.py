"""The deal engine: scripted deals named after the rules they exercise (002 §1–§5, S6, S7).

Walls are built from the hands each seat is dealt, the tiles drawn in order and the kong
replacements (taken from the end of the wall, sc.decision.dealing); the rest of the wall is
filled with the remaining tiles in order.
"""

import pytest

from core.sichuan.actions import Action, IllegalAction
from core.sichuan.deal import CLAIM, KONG_PAYMENT_RULES, OVER, ROB, TURN, Deal
from core.sichuan.tiles import CODE, KINDS, SUITS, counts_of, parse_tiles


def build_wall(hands, draws="", replacements="", dealer=0):
    front = []
    for i in range(4):
        front += parse_tiles(hands[(dealer + i) % 4])
    front += parse_tiles(draws)
    back = parse_tiles(replacements)
    used = counts_of(front + back)
    assert max(used) <= 4, [CODE[k] for k in range(KINDS) if used[k] > 4]
    kinds = front + [k for k in range(KINDS) for _ in range(4 - used[k])] + back[::-1]
    copies = [0] * KINDS
    wall = []
    for k in kinds:
        wall.append(k * 4 + copies[k])
        copies[k] += 1
    return wall


def action(text):
    parts = text.split()
    seat, kind = int(parts[0]), parts[1]
    arg = parts[2] if len(parts) > 2 else None
    if kind == "declare":
        return Action(kind, seat, suit=SUITS.index(arg))
    return Action(kind, seat, parse_tiles(arg)[0] if arg else None)


def run(deal, script):
    for step in filter(None, (s.strip() for s in script.split(";"))):
        deal.act(action(step))
    return deal


def refused(deal, text):
    with pytest.raises(IllegalAction) as err:
        deal.act(action(text))
    return err.value


def autoplay(deal, stop=lambda deal: False):
    """Pass on every claim, discard the tile just drawn (or the first legal discard); never win."""
    while not deal.over and not stop(deal):
        actions = deal.legal_actions()
        passes = [a for a in actions if a.type == "pass"]
        if passes:
            deal.act(passes[0])
            continue
        drawn = deal.seats[deal.to_act].hand[-1] >> 2
        discards = [a for a in actions if a.type == "discard"]
        deal.act(next((a for a in discards if a.tile == drawn), discards[0]))
    return deal


def pays(deal):
    return [(p.payer, p.payee, p.amount, p.rule) for p in deal.payments]


def conserved(deal):
    return sorted(deal.all_tiles()) == list(range(108))


# ---------------------------------------------------------------- discard wins, self-draw

TWO_WINNERS = ["5p 22p 88p 1s2s3s5s6s7s 999s", "123m456m789m11p46p", "234m567m678m34p99p", "11s345678s23p789p"]
DECLARE = "0 declare m; 1 declare s; 2 declare s; 3 declare m"


def test_sc_setup_deal_dealer_14_others_13():
    deal = Deal(seed=1, dealer=2)
    assert [len(p.hand) for p in deal.seats] == [13, 13, 14, 13] and deal.wall_left == 55
    assert deal.phase == "declare" and deal.to_act == 2


def test_sc_claim_multiple_winners_and_sc_pay_discard():
    deal = run(Deal(wall=build_wall(TWO_WINNERS, draws="4p")), DECLARE + "; 0 discard 5p")
    assert deal.phase == CLAIM and deal.pending == [1, 2]
    run(deal, "1 win; 2 win")
    assert pays(deal) == [(0, 1, 1, "sc.pay.discard"), (0, 2, 1, "sc.pay.discard")]
    assert [w.seat for w in deal.wins] == [1, 2] and all(w.source == 0 for w in deal.wins)
    # sc.decision.next_after_win: play resumes after the last winner
    assert deal.phase == TURN and deal.to_act == 3 and conserved(deal)
    assert deal.seats[1].won_tile is not None and deal.seats[2].won_tile is None  # sc.decision.shared_tile
    win_rules = [e.rules for e in deal.log if e.kind == "win"]
    assert all("sc.claim.multiple_winners" in rules and "sc.pay.discard" in rules for rules in win_rules)


def test_sc_pay_self_draw_and_sc_objective_end_after_three_wins():
    deal = run(Deal(wall=build_wall(TWO_WINNERS, draws="4p")), DECLARE + "; 0 discard 5p; 1 win; 2 win; 3 win")
    win = deal.wins[-1]
    assert win.self_draw and win.score.base == 1
    # sc.pay.winners_exempt: seats 1 and 2 have won, only seat 0 pays base + 1
    assert pays(deal)[-1:] == [(0, 3, 2, "sc.pay.self_draw")]
    assert deal.phase == OVER and deal.end_reason == "three_won" and deal.settlement() == [-4, 1, 1, 2]
    assert conserved(deal) and sum(deal.settlement()) == 0


def test_sc_win_leave_winners_no_longer_act():
    deal = run(Deal(wall=build_wall(TWO_WINNERS, draws="4p")), DECLARE + "; 0 discard 5p; 1 win; 2 win")
    err = refused(deal, "1 discard 1m")
    assert "sc.win.leave" in err.rules


def test_sc_claim_seat_order_asks_in_order():
    deal = run(Deal(wall=build_wall(TWO_WINNERS, draws="4p")), DECLARE + "; 0 discard 5p")
    err = refused(deal, "2 win")
    assert "sc.claim.seat_order" in err.rules


# ---------------------------------------------------------------- kongs and their payments

KONGS = [
    "9999p 111m 5m 7m 3p 4p 6p 8p 2m",
    "555m 123p 456p 78p 99m",
    "123s 456s 789s 11s 99s",
    "3333m 678m 11p 567p 8p",
]


def test_kong_payments_and_winners_exempt():
    deal = Deal(wall=build_wall(KONGS, draws="2m", replacements="7p 9s 4s"))
    run(deal, "0 declare s; 1 declare s; 2 declare m; 3 declare s")
    run(deal, "0 concealed_kong 9p")  # sc.pay.kong_concealed: 2 from each opponent still playing
    assert pays(deal) == [
        (1, 0, 2, "sc.pay.kong_concealed"),
        (2, 0, 2, "sc.pay.kong_concealed"),
        (3, 0, 2, "sc.pay.kong_concealed"),
    ]
    assert deal.seats[0].hand[-1] >> 2 == parse_tiles("7p")[0]  # sc.kong.replacement from the end
    run(deal, "0 discard 5m; 1 kong")  # sc.kong.exposed, sc.pay.kong_exposed: the supplier pays 2
    assert pays(deal)[-1] == (0, 1, 2, "sc.pay.kong_exposed")
    err = refused(deal, "1 discard 1p")  # the replacement 9s is the missing suit
    assert "sc.missing.discard_first" in err.rules
    run(deal, "1 discard 9s; 2 win")
    assert pays(deal)[-1] == (1, 2, 8, "sc.pay.discard")  # full flush 2 + root (four 9s) 1: base 8
    assert deal.to_act == 3
    run(deal, "3 concealed_kong 3m")  # sc.pay.winners_exempt: the winner (seat 2) pays nothing
    assert pays(deal)[-2:] == [(0, 3, 2, "sc.pay.kong_concealed"), (1, 3, 2, "sc.pay.kong_concealed")]
    assert deal.phase == TURN and deal.to_act == 3 and conserved(deal)


def test_sc_kong_no_rob_concealed():
    deal = Deal(wall=build_wall(KONGS, draws="2m", replacements="7p 9s 4s"))
    run(deal, "0 declare s; 1 declare s; 2 declare m; 3 declare s; 0 concealed_kong 9p")
    assert deal.phase == TURN and deal.to_act == 0  # no robbing window
    assert "sc.decision.turn_order" in refused(deal, "1 win").rules


def test_kong_replacement_win_scores_the_event():
    hands = ["9999p 123m 456m 78m 11m", "147s258s369s1p2p3p4p", "147s258s369s5p6p7p8p", "1s4s7s2s5s8s3s6s9s22p33p"]
    deal = Deal(wall=build_wall(hands, replacements="9m"))
    run(deal, "0 declare s; 1 declare m; 2 declare m; 3 declare m; 0 concealed_kong 9p; 0 win")
    win = deal.wins[0]
    assert win.self_draw and {i.id: i.fan for i in win.score.items} == {"root": 1, "kong_replacement": 1}
    # 2 each for the kong, then base 4 + 1 from each of the three opponents
    assert deal.settlement() == [6 + 15, -7, -7, -7]


# ---------------------------------------------------------------- pungs, added kongs, robbing

ROBBING = ["7p 111m 222m 333m 44m 5m 9p", "77p 123m 456m 89m 12p 3p", "11s22s33s44s55s66s9s", "56p 999p 888p 666p 55m"]
ROB_START = "0 declare s; 1 declare s; 2 declare m; 3 declare s; 0 discard 7p"


def test_sc_claim_priority_win_outranks_pung():
    deal = run(Deal(wall=build_wall(ROBBING, draws="1p 7s 8s 7p")), ROB_START)
    assert deal.pending == [1, 3]
    run(deal, "1 pung; 3 win")
    assert [w.seat for w in deal.wins] == [3] and not deal.seats[1].melds


def test_sc_claim_pung_then_discard_first():
    deal = run(Deal(wall=build_wall(ROBBING, draws="1p 7s 8s 7p")), ROB_START + "; 1 pung; 3 pass")
    assert deal.phase == TURN and deal.to_act == 1 and deal.seats[1].melds[0].supplier == 0
    assert {a.type for a in deal.legal_actions()} == {"discard"}
    with pytest.raises(IllegalAction) as err:
        deal.verify(Action("chow", 1))
    assert "sc.claim.no_chow" in err.value.rules


def _to_added_kong(deal):
    run(deal, ROB_START + "; 1 pung; 3 pass; 1 discard 3p; 2 discard 1p; 3 discard 7s; 0 discard 8s")
    assert deal.to_act == 1 and any(a.type == "added_kong" for a in deal.legal_actions())
    return run(deal, "1 added_kong 7p")


def test_sc_kong_rob_added_and_sc_pay_robbed_kong():
    deal = _to_added_kong(Deal(wall=build_wall(ROBBING, draws="1p 7s 8s 7p")))
    assert deal.phase == ROB and deal.pending == [3]
    kongs_before = len([p for p in deal.payments if p.rule in KONG_PAYMENT_RULES])
    run(deal, "3 win")
    win = deal.wins[0]
    # robbed kong 1 + root (all four 6p) 1 = 2 fan, base 4
    assert win.source == 1 and {i.id for i in win.score.items} == {"robbed_kong", "root"} and win.score.base == 4
    assert pays(deal)[-1] == (1, 3, 4, "sc.pay.robbed_kong")
    assert len([p for p in deal.payments if p.rule in KONG_PAYMENT_RULES]) == kongs_before == 0
    assert deal.seats[1].melds[0].kind == "pung" and deal.to_act == 0 and conserved(deal)


def test_sc_pay_kong_added_when_nobody_robs():
    deal = _to_added_kong(Deal(wall=build_wall(ROBBING, draws="1p 7s 8s 7p")))
    run(deal, "3 pass")
    assert pays(deal) == [
        (2, 1, 1, "sc.pay.kong_added"),
        (3, 1, 1, "sc.pay.kong_added"),
        (0, 1, 1, "sc.pay.kong_added"),
    ]
    assert deal.seats[1].melds[0].kind == "kong" and deal.seats[1].melds[0].added
    assert deal.phase == TURN and deal.to_act == 1


def test_sc_missing_no_claim_and_discard_first():
    hands = [
        "7p 111m 222m 333m 44m 5m 9p",
        "77p 123m 456m 89m 12p 1s",
        "11s22s33s44s55s66s9s",
        "56p 999p 888p 666p 55m",
    ]
    deal = run(Deal(wall=build_wall(hands)), "0 declare s; 1 declare s; 2 declare m; 3 declare s; 0 discard 7p")
    assert deal.pending == [3]  # seat 1 holds its missing suit (1s): no pung offered
    err = refused(run(deal, "3 pass"), "1 discard 7p")
    assert "sc.missing.discard_first" in err.rules


def test_sc_missing_no_claim_refuses_pung_with_reason():
    hands = [
        "7p 111m 222m 333m 44m 5m 9p",
        "77p 123m 456m 89m 12p 1s",
        "11s22s33s44s55s66s9s",
        "56p 999p 888p 666p 55m",
    ]
    deal = run(Deal(wall=build_wall(hands)), "0 declare s; 1 declare s; 2 declare m; 3 declare s; 0 discard 7p")
    with pytest.raises(IllegalAction) as err:
        deal.verify(Action("pung", 1))
    assert "sc.missing.no_claim" in err.value.rules


def test_sc_kong_needs_replacement():
    deal = Deal(seed=5)
    run(deal, "0 declare m; 1 declare m; 2 declare m; 3 declare m")
    deal.front = deal.back  # the wall is used up
    p = deal.seats[0]
    p.hand = list(range(36, 40)) + list(range(72, 82))  # four 1p and ten bamboo tiles
    err = refused(deal, "0 concealed_kong 1p")
    assert err.rules == ("sc.kong.needs_replacement",)


# ---------------------------------------------------------------- end of the wall (S7)

# seat 0: a concealed kong, then unready; seat 1: all characters with characters missing (flower
# pig); seat 2: ready on 5s with a full flush (value 4); seat 3 wins early on seat 0's discard.
WALL_END = ["1111p 147s 258s 369p 5p", "1112223334445m", "123s 456s 789s 11s 46s", "234m 678m 22p 34p 777p"]


def test_wall_exhausted_flower_pig_refunds_and_ready_hands():
    deal = Deal(wall=build_wall(WALL_END, replacements="5p"))
    run(deal, "0 declare m; 1 declare m; 2 declare p; 3 declare s; 0 concealed_kong 1p; 0 discard 5p; 3 win")
    autoplay(deal)
    assert deal.end_reason == "wall_empty" and deal.wall_left == 0
    rules = [(p.payer, p.payee, p.amount, p.rule) for p in deal.payments[4:]]
    # sc.end.flower_pig: 32 to every non-pig, the winner (seat 3) included
    assert [r for r in rules if r[3] == "sc.end.flower_pig"] == [
        (1, 0, 32, "sc.end.flower_pig"),
        (1, 2, 32, "sc.end.flower_pig"),
        (1, 3, 32, "sc.end.flower_pig"),
    ]
    # sc.end.kong_refund: unready seat 0 gives back its kong income, to the winner too
    # (sc.decision.refund_scope)
    assert [r for r in rules if r[3] == "sc.end.kong_refund"] == [
        (0, 1, 2, "sc.end.kong_refund"),
        (0, 2, 2, "sc.end.kong_refund"),
        (0, 3, 2, "sc.end.kong_refund"),
    ]
    # sc.end.not_ready_pays / sc.end.ready_check: seat 0 pays seat 2 its value; the pig does not
    # (sc.decision.flower_pig_only)
    assert [r for r in rules if r[3] == "sc.end.not_ready_pays"] == [(0, 2, 4, "sc.end.not_ready_pays")]
    assert deal.ready_values[2].base == 4 and deal.ready_values[0] is None
    assert deal.settlement() == [27, -96, 36, 33] and conserved(deal)
    assert deal.result()["flower_pigs"] == [1]


def test_visible_counts_hide_others_hands():
    deal = run(Deal(wall=build_wall(TWO_WINNERS, draws="4p")), DECLARE)
    seen = deal.visible_counts(1)
    assert sum(seen) == 13 and seen == deal.seats[1].counts()


def test_sc_fan_last_tile_on_a_self_draw_then_the_wall_is_empty():
    # as above, but seat 2 waits on 1s/9s and draws the wall's last tile, a 9s (sc.decision.last_tile)
    hands = WALL_END[:2] + ["123s 456s 789s 11s 99s"] + WALL_END[3:]
    deal = Deal(wall=build_wall(hands, replacements="5p"))
    run(deal, "0 declare m; 1 declare m; 2 declare p; 3 declare s; 0 concealed_kong 1p; 0 discard 5p; 3 win")
    autoplay(deal, stop=lambda d: d.wall_left == 0 and d.phase == TURN)
    assert deal.to_act == 2 and Action("win", 2) in deal.legal_actions()
    run(deal, "2 win")
    win = deal.wins[-1]
    assert {i.id: i.fan for i in win.score.items} == {"full_flush": 2, "root": 1, "last_tile": 1}
    assert [p for p in pays(deal) if p[3] == "sc.pay.self_draw"] == [
        (0, 2, 17, "sc.pay.self_draw"),
        (1, 2, 17, "sc.pay.self_draw"),
    ]
    # the next player cannot draw: the deal ends (sc.objective.end) and S7 is settled
    assert deal.end_reason == "wall_empty"
    assert [p.payee for p in deal.payments if p.rule == "sc.end.not_ready_pays"] == []  # nobody ready is left
    assert sum(deal.settlement()) == 0 and conserved(deal)


# ---------------------------------------------------------------- issue 12: the rob window and texts


def test_sc_kong_rob_added_window_keeps_all_108_tiles():
    deal = _to_added_kong(Deal(wall=build_wall(ROBBING, draws="1p 7s 8s 7p")))
    assert deal.phase == ROB and conserved(deal)  # the added 7p is counted while it may be robbed
    pung = deal.seats[1].melds[0]
    assert pung.kind == "pung" and len(pung.copies) == 4  # it lies on the pung, in the open
    seen = deal.visible_counts(3)
    assert seen[parse_tiles("7p")[0]] == 4 and max(seen) <= 4
    run(deal, "3 win")
    assert conserved(deal) and len(pung.copies) == 3 and deal.seats[3].won_tile >> 2 == parse_tiles("7p")[0]


def test_sc_kong_rob_added_window_closed_without_a_robber_completes_the_kong():
    deal = _to_added_kong(Deal(wall=build_wall(ROBBING, draws="1p 7s 8s 7p")))
    run(deal, "3 pass")
    meld = deal.seats[1].melds[0]
    assert meld.kind == "kong" and len(meld.copies) == 4 and len(set(meld.copies)) == 4 and conserved(deal)


def test_sc_decision_claims_at_wall_end_says_others_may_win_after_a_last_pung():
    from core.sichuan.rulebook import RULEBOOK

    text = RULEBOOK["sc.decision.claims_at_wall_end"].text["en"]
    assert "may be won on" in text and "ends when a discard is left unclaimed" in text
    assert "then ends" not in text


def test_sc_end_settlement_cites_pig_and_refund_rules_only_when_they_happened():
    from ui.sichuan.view import settlement_rules

    deal = Deal(wall=build_wall(TWO_WINNERS, draws="4p"))
    run(deal, DECLARE)
    autoplay(deal)
    assert deal.end_reason == "wall_empty"
    assert not any(p.rule in ("sc.end.flower_pig", "sc.end.kong_refund") for p in deal.payments)
    end = deal.log[-1]
    for rules in (end.rules, settlement_rules(deal)):
        assert "sc.end.flower_pig" not in rules and "sc.end.kong_refund" not in rules
        assert "sc.end.ready_check" in rules
    pig = Deal(wall=build_wall(WALL_END, replacements="5p"))
    run(pig, "0 declare m; 1 declare m; 2 declare p; 3 declare s; 0 concealed_kong 1p; 0 discard 5p; 3 win")
    autoplay(pig)
    for rules in (pig.log[-1].rules, settlement_rules(pig)):
        assert {"sc.end.flower_pig", "sc.end.kong_refund"} <= set(rules)
