"""Whole-deal rule fidelity (issue 12): scripted deals where several rules meet, each named after
the rule it exercises (documents 000, 003 and decisions D19–D24)."""

import pytest

from core.chan.actions import capture, chiu, discard, pass_, win
from core.chan.cards import parse_card, parse_cards
from core.chan.deal import Deal, DealOptions
from core.chan.deck import build_deck
from core.chan.holding import Holding
from core.chan.legality import IllegalAction, PlayerRecord, judge_chiu, judge_win
from core.chan.replay import Match, dumps, loads

c = parse_card
CHIU_U = "6s 6s 6s 2v 2v 3n 3n 4s 4s 7v 7v 8n 8n 5v 5n 9v 9n 2s 2n"  # chíu 6s wins (7 chắn, 3 cạ)
# six chắn, three cạ, a lone 6v: waits 6v 6s 6n; one red card, so a plain win (xuông 2, chì 3)
XUONG = "2v 2v 4s 4s 4n 4n 5v 5v 6s 6s 6n 6n 2s 2n 5s 5n 9v 9n 6v"
# six chắn, a lone cc, cạ 8v8s 9v9n 2s2n and 5n beside the chắn 5v5v: breaking 5v5v waits bạch thủ chi
A6_20 = "2v 2v 3s 3s 4n 4n 6s 6s 7n 7n 5v 5v cc 8v 8s 9v 9n 2s 2n 5n"


def deal_of(hands, stock="", profile="traditional", mode="basic", dealer=0, seed=0, **options):
    return Deal(
        DealOptions(profile=profile, mode=mode, **options), dealer=dealer, deck=build_deck(dealer, hands, stock, seed)
    )


def holding_of(text):
    counts = [0] * 25
    for f in parse_cards(text):
        counts[f] += 1
    return Holding(counts)


def pass_claims(deal):
    while deal.phase == "claim":
        deal.act(pass_(deal.to_act))


def play(deal, *actions):
    """Act each scripted action, letting every claim in between go."""
    for action in actions:
        if action.kind not in ("win", "chiu") or deal.phase != "claim":
            pass_claims(deal)
        deal.act(action)


def first_discard(deal, avoid=()):
    avoid = {c(f) for f in avoid}
    return next(a for a in deal.legal_actions() if a.card not in avoid)


# item 1 -------------------------------------------------------------------------------------


def test_option_ga_gop_nhai_on_a_stock_card_passed_down():
    # 003 §IX: "A đánh/dưới … B bốc … cũng là nhị vạn ⇒ B Nhái": seat 1 turns up 2v and lets it go,
    # seat 2 lets it go too and turns up another 2v at its own gate
    deal = deal_of({3: "2v 2v"}, stock="2v 2v", ga_gop=True)
    play(deal, first_discard(deal, ["2v"]), pass_(1))
    assert deal.card == c("2v") and deal.card_gate == 1
    play(deal, pass_(1), pass_(2))  # seat 1 passes it on; seat 2 declines it and reveals
    assert deal.card == c("2v") and deal.card_gate == 2
    nhai = [e for e in deal.log if e.kind == "nhai"]
    assert [(e.seat, e.card) for e in nhai] == [(2, c("2v"))] and "option.ga_gop_nhai" in nhai[0].rules
    assert deal.pot_paid == [1, 1, 0, 1]


def test_option_ga_gop_nhai_not_on_ones_own_stock_card():
    # seat 1 lets its own stock card go: turning up the same face later is no nhái for seat 1
    deal = deal_of({}, stock="2v", ga_gop=True)
    play(deal, first_discard(deal, ["2v"]), pass_(1))
    assert deal._last_passed[1] != c("2v")


# items 2, 4 and 5 share a deal: a dealt triple that takes its fourth card by an ordinary capture ----


def _a2_then_win(profile="traditional", mode="advanced", **options):
    """Seat 1 holds 6s 6s 6s (CHIU_U) and takes seat 0's 6s by an ordinary capture (error A2 in the
    traditional profile), discards 2n and wins on the stock 2s at seat 2's gate."""
    deal = deal_of({0: "6s", 1: CHIU_U}, stock="2s", profile=profile, mode=mode, **options)
    play(deal, discard(0, c("6s")))
    pass_claims(deal)  # seat 1 lets its chíu (ù) go ...
    deal.act(capture(1, c("6s")))  # ... and captures the 6s normally
    deal.act(discard(1, c("2n")))
    pass_claims(deal)
    deal.act(pass_(2))
    assert deal.phase == "claim" and deal.claims[0] == (1, "win") and deal.card == c("2s")
    return deal


def test_cuoc_thong_after_a_correct_call_that_earned_nothing():
    # 003 §III.2: "treo tranh, hoặc chíu được mà ăn thường, nhưng vẫn Ù và xướng đúng ⇒ ván sau … thông"
    deal = _a2_then_win()
    assert deal.no_pay[1] and "error.A2" in [e for _, e in deal.errors[1]]
    deal.act(win(1))
    out = deal.outcome
    assert out.settlement == [0, 0, 0, 0] and "bao.no_pay" in out.rules
    assert out.call_check.correct and out.thong_next
    match = Match(DealOptions(profile="traditional", mode="advanced"))
    match.deals.append(deal)
    match.close_deal()
    assert match.new_deal().thong == 1


def test_cuoc_thong_not_after_a_wrong_call_or_a_draw():
    deal = _a2_then_win()
    deal.act(win(1, call=("tom",)))  # the hand has no Tôm: a wrong call
    assert not deal.outcome.call_check.correct and not deal.outcome.thong_next
    match = Match(DealOptions(profile="traditional", mode="advanced"))
    match.deals.append(deal)
    match.close_deal()
    assert match.new_deal().thong is None


def test_cuoc_bon_needs_two_captured_copies():
    # 003 §III.13 "… ăn được thêm 2 cây …": a dealt triple taking its fourth by a capture is no bòn
    for profile, mode in (("traditional", "advanced"), ("cardavia", "basic")):
        deal = _a2_then_win(profile, mode)
        assert deal.bons[1] == 0, profile
        deal.act(win(1))
        assert "bon" not in deal.outcome.events and "u_bon" not in deal.outcome.events, profile
        assert deal.outcome.result.item("bon") is None, profile


def test_cuoc_bon_a_chan_in_hand_and_two_captures():
    # seat 1 holds 3v 3v, captures seat 0's 3v, then seat 0's stock 3v passed down to it: bòn
    deal = deal_of({0: "3v", 1: "3v 3v"}, stock="9s 9s 3v")
    play(deal, discard(0, c("3v")), capture(1, c("3v")))
    assert deal.bons[1] == 0
    while not (deal.phase == "respond" and deal.card == c("3v") and deal.to_act == 1):
        acts = deal.legal_actions()
        deal.act(next((a for a in acts if a.kind == "pass"), acts[0]))
    deal.act(capture(1, c("3v")))
    assert deal.bons[1] == 1


def test_option_four_eleven_comes_first_before_a_no_pay_error():
    # D21: a win below 4 under 4-11 costs 11 to each, even after error A2 (no-pay)
    deal = _a2_then_win(four_eleven=True)
    terms = deal.win_terms()
    assert terms.four_eleven and terms.penalty_each == 11 and terms.settlement == [11, -33, 11, 11]
    deal.act(win(1))
    assert deal.outcome.settlement == [11, -33, 11, 11] and "option.four_eleven" in deal.outcome.rules
    assert not deal.outcome.thong_next


# item 3 -------------------------------------------------------------------------------------


def _to_second_reveal(deal, avoid=("6v", "6n", "6s")):
    """Seat 1 turns up the first stock card and lets it go, seat 2 turns up the second (so no Địa ù)."""
    play(deal, first_discard(deal, avoid), pass_(1))
    play(deal, pass_(1), pass_(2))
    assert deal.card_gate == 2 and deal.stock_pos == 2
    return deal


def _xuong_offered(four_eleven=True):
    deal = _to_second_reveal(deal_of({1: XUONG}, stock="9s 6v 6n 6s", four_eleven=four_eleven))
    assert deal.phase == "claim" and deal.claims == [(1, "win")] and deal.card == c("6v")
    return deal


def test_option_khong_u_is_final():
    deal = _xuong_offered()
    terms = deal.win_terms()
    assert terms.score.total == 2 and terms.four_eleven and terms.declining_is_final
    assert terms.settlement == [11, -33, 11, 11] and "option.khong_u" in terms.rules
    explained = {a.kind: o for a, o in deal.explain()}
    assert "option.khong_u" in explained["win"].verdict.rules and "11" in explained["win"].verdict.explanation.en
    assert "option.khong_u" in explained["pass"].verdict.rules
    deal.act(pass_(1))  # Không Ù
    assert deal.win_barred[1] == ("option.four_eleven", "option.khong_u")
    assert any(e.kind == "decline_win" and "option.khong_u" in e.rules for e in deal.log)
    # 6n (seat 3's gate) and 6s (seat 0's) complete seat 1 too: no claim for it any more
    seen = []
    while not (deal.phase == "respond" and deal.to_act == 1 and deal.card == c("6s")):
        if deal.phase == "claim":
            assert deal.to_act != 1
        if deal.card is not None and deal.card_source == "stock":
            seen.append(deal.card)
        deal.act(pass_(deal.to_act))
    assert {c("6n"), c("6s")} <= set(seen)
    with pytest.raises(IllegalAction) as err:
        deal.verify(win(1))
    assert "option.khong_u" in err.value.rules


def test_option_four_eleven_declining_a_win_without_4_11_is_not_final():
    deal = _xuong_offered(four_eleven=False)
    assert not deal.win_terms().four_eleven
    deal.act(pass_(1))
    assert deal.win_barred[1] == ()


# item 6 -------------------------------------------------------------------------------------


def test_claim_priority_chiu_of_a_completing_stock_card():
    # 003 §III.15 "có thể chíu nếu thích": a stock card that completes the hand and matches a triple
    deal = deal_of({1: CHIU_U}, stock="6s")
    play(deal, first_discard(deal, ["6s"]), pass_(1))
    assert deal.card == c("6s") and deal.claims == [(1, "chiu_win")]
    assert set(deal.legal_actions()) == {win(1), chiu(1), pass_(1)}
    deal.act(chiu(1))
    assert deal.exposed[1][-1] == (c("6s"),) * 4 and deal.phase == "discard" and deal.to_act == 1


# item 7 -------------------------------------------------------------------------------------


def test_error_D16_for_chiu():
    record = PlayerRecord()
    record.capture(c("9s"), c("9n"))  # a cạ of rank 9
    holding = holding_of("9v 9v 9v 2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8n 8n 2s 3v")
    verdict = judge_chiu("traditional", holding, record, c("9v"), "discard")
    assert not verdict.legal and "error.D16" in verdict.violations and verdict.bao
    assert judge_chiu("cardavia", holding, record, c("9v"), "discard").legal


def test_error_D16_for_chiu_in_a_deal():
    # advanced mode: seat 1 takes 9s with 9n (a cạ; error A3 beside its 9v 9v 9v), then chíu-s a 9v
    deal = deal_of({0: "9s", 1: "9v 9v 9v 9n"}, stock="9v", profile="traditional", mode="advanced")
    play(deal, discard(0, c("9s")), capture(1, c("9n")))
    assert not deal.bao[1] and deal.pays_village[1]  # A3 is no báo
    deal.act(first_discard(deal, ["9v"]))
    pass_claims(deal)
    deal.act(pass_(2))  # seat 2 turns up the fourth 9v
    assert deal.card == c("9v") and deal.claims[0] == (1, "chiu")
    deal.act(chiu(1))
    assert deal.bao[1] and "error.D16" in [e for _, e in deal.errors[1]]


# item 8 -------------------------------------------------------------------------------------


def test_error_A6_basic_mode_only_the_lone_chi_chi_may_go():
    deal = deal_of({0: A6_20})
    assert deal.legal_actions() == [discard(0, c("cc"))]
    with pytest.raises(IllegalAction) as err:
        deal.verify(discard(0, c("5v")))  # breaking a chắn to wait bạch thủ chi
    assert "error.A6" in err.value.rules


def _a6_then_win(extra_hands=None, stock="cc"):
    hands = {0: A6_20, **(extra_hands or {})}
    deal = deal_of(hands, stock=stock, mode="advanced")
    deal.act(discard(0, c("5v")))  # keeps the lone cc: chờ chi rộng
    assert deal.bao[0] and deal.dead[0] and deal.pays_village[0] and deal.win_barred[0] == ()
    assert [e for _, e in deal.errors[0]] == ["error.A6"]
    return deal


def test_error_A6_advanced_bao_may_still_win_and_pays_the_village():
    deal = _a6_then_win()
    pass_claims(deal)
    deal.act(pass_(1))  # seat 1 turns up the cc
    assert deal.card == c("cc") and deal.claims[-1] == (0, "win")
    pass_claims_until(deal, 0)
    deal.act(win(0))
    out = deal.outcome
    # Bạch thủ chi 6 + the dịch of Lèo 2 and of Địa ù 1
    assert out.result.item("bach_thu_chi") and out.result.total == 9
    assert out.settlement == [-27, 9, 9, 9] and not out.thong_next and "error.A6" in out.rules


def pass_claims_until(deal, seat):
    while deal.phase == "claim" and deal.to_act != seat:
        deal.act(pass_(deal.to_act))


# item 9 -------------------------------------------------------------------------------------


def test_bao_no_profit_when_the_winner_pays_the_village():
    # seat 1 becomes báo (D18: a cạ captured in rank 5, then a 5n discarded); seat 0 wins after A6
    deal = _a6_then_win({1: "5s 5n"})
    pass_claims(deal)
    deal.act(capture(1, c("5s")))
    deal.act(discard(1, c("5n")))
    assert deal.bao[1]
    pass_claims(deal)
    deal.act(pass_(2))  # seat 2 turns up the cc
    pass_claims_until(deal, 0)
    deal.act(win(0))
    out = deal.outcome
    assert out.settlement == [-18, 0, 9, 9] and "bao.no_profit" in out.rules


# item 10 ------------------------------------------------------------------------------------


def _plain_win(profile="traditional", mode="basic"):
    """XUONG at seat 1 wins on 6v at its own gate, the first stock card: Chì + Địa ù = 4."""
    deal = deal_of({1: XUONG}, stock="6v", profile=profile, mode=mode)
    play(deal, first_discard(deal, ["6v", "6n", "6s"]), pass_(1))
    return deal


def test_call_xuong_call_for_me_is_right_and_recorded():
    deal = _plain_win()
    deal.act(win(1))
    out = deal.outcome
    assert out.call == ("chi", "dia_u") and out.auto_call and out.call_check.correct
    assert out.settlement == [-4, 12, -4, -4] and out.paid == 4
    assert [e.other for e in deal.log if e.kind == "win"] == [("chi", "dia_u")]


def test_call_xuong_leaving_a_cuoc_out_is_paid_by_the_call():
    deal = _plain_win()
    deal.act(win(1, call=()))  # Ù xuông called: right, but incomplete
    assert deal.outcome.call_check.correct and deal.outcome.settlement == [-2, 6, -2, -2]
    assert deal.outcome.thong_next


def test_call_xuong_wrong_call_pays_the_village_by_the_call():
    deal = _plain_win()
    deal.act(win(1, call=("chi", "tom")))  # Chì + a Tôm the hand lacks: worth 5, paid to each
    out = deal.outcome
    assert not out.call_check.correct and out.settlement == [5, -15, 5, 5] and out.paid == 5
    assert "bao.wrong_call" in out.rules and not out.thong_next


def test_call_bach_thu_chi_calling_bach_thu_is_wrong():
    deal = _a6_then_win()
    deal.act(pass_(1))
    pass_claims_until(deal, 0)
    deal.act(win(0, call=("bach_thu", "leo")))
    check = deal.outcome.call_check
    assert not check.correct and "call.bach_thu_chi" in check.rules


def test_bao_wrong_call_hy_huu_with_a_bao_player():
    # a wrong call with a báo player at the table: the báo player pays the non-báo players the
    # true value, the wrong caller pays them what he called (003 §VI.3 "Hy hữu")
    deal = _plain_win(mode="advanced")
    assert deal.claims[0] == (1, "win")
    deal.bao[3] = True  # seat 3 báo (how does not matter here)
    deal.act(win(1, call=("chi", "tom")))
    out = deal.outcome
    # seat 1 pays seats 0 and 2 the called 5; seat 3 pays them the true 4 (Chì + Địa ù)
    assert out.settlement == [5 + 4, -10, 5 + 4, -8] and "bao.wrong_call" in out.rules


def test_call_xuong_verify_accepts_any_call_and_rejects_bad_ids():
    deal = _plain_win()
    assert win(1) in deal.legal_actions() and win(1, ("tom",)) not in deal.legal_actions()
    assert deal.can(win(1, ("tom", "tom"))) and deal.can(win(1, ()))
    with pytest.raises(IllegalAction):
        deal.verify(win(1, ("nonsense",)))
    cardavia = _plain_win_cardavia()
    with pytest.raises(IllegalAction) as err:
        cardavia.verify(win(1, ("chi",)))
    assert "call.xuong" in err.value.rules
    assert cardavia.can(win(1))


def _plain_win_cardavia():
    return _plain_win("cardavia")


def test_call_xuong_replay_records_the_call_and_old_replays_load():
    deal = _plain_win()
    deal.act(win(1, call=("chi", "tom")))
    text = dumps(deal)
    assert '"call"' in text
    again = loads(text)
    assert again.outcome.call == ("chi", "tom") and again.outcome.settlement == deal.outcome.settlement
    old = _plain_win()
    old.act(win(1))
    record = dumps(old)
    assert '"call"' not in record  # call for me: nothing recorded, as in replays made before calls
    assert loads(record).outcome.settlement == old.outcome.settlement


# item 11 ------------------------------------------------------------------------------------


def test_cuoc_chiu_counts_once_however_many():
    # D19: two chíu, then a win: Có chíu once
    from core.chan.rulebook import RULEBOOK

    for rule in ("cuoc.chiu", "cuoc.bon", "cuoc.thien_khai"):
        assert "D19" in RULEBOOK[rule].sources and "once" in RULEBOOK[rule].text.en
    deal = _plain_win()
    deal.chius[1] = 2  # two earlier chíu
    deal.act(win(1))
    assert deal.outcome.result.item("chiu").count == 1


# item 12 ------------------------------------------------------------------------------------


def test_win_not_capture_on_a_face_declined_or_discarded():
    # D24: no capture error applies to the winning card, a chíu ù included
    holding = holding_of(CHIU_U)
    record = PlayerRecord()
    record.decline(c("6s"), "chan")
    record.discard(c("6s"))
    verdict = judge_win("traditional", holding, record, c("6s"), "discard")
    assert verdict.legal and "win.not_capture" in verdict.rules
    assert judge_win("traditional", holding, record, c("6s"), "stock", True).legal


def test_win_not_capture_in_a_deal_after_declining_the_face():
    # seat 1 lets a 6v go (a capture was available), later wins on a stock 6v
    deal = deal_of({0: "6v", 1: XUONG}, stock="6v")
    play(deal, discard(0, c("6v")))
    pass_claims(deal)
    assert capture(1, c("6v")) in deal.legal_actions()
    deal.act(pass_(1))  # declines the chắn of 6v and turns up the other 6v
    assert deal.records[1].declined.get(c("6v")) == "chan"
    assert deal.claims and deal.claims[0] == (1, "win")
    deal.act(win(1))
    assert deal.outcome.winner == 1


# whole random deals ----------------------------------------------------------------------------


@pytest.mark.parametrize("four_eleven", [False, True])
def test_random_advanced_deals_with_random_calls_settle_to_zero(four_eleven):
    import random

    from core.chan.bots import RuleBot

    rng = random.Random(5)
    ids = ("chi", "tom", "leo", "bach_thu", "bach_thu_chi", "dia_u", "thong", "xuong")
    wins = wrong = 0
    for seed in range(60):
        deal = Deal(DealOptions("traditional", "advanced", four_eleven), seed=seed, thong=seed % 4)
        bots = [RuleBot(seed * 4 + s) for s in range(4)]
        while not deal.over:
            action = bots[deal.to_act].choose(deal, deal.to_act)
            if action.kind == "win" and rng.random() < 0.7:
                action = win(action.seat, tuple(rng.choice(ids) for _ in range(rng.randrange(3))))
            deal.act(action)
        out = deal.outcome
        assert sum(out.settlement) == 0
        if out.winner is None:
            continue
        wins += 1
        wrong += not out.call_check.correct
        below = four_eleven and min(deal._called_value(out.call), out.result.total) < 4
        assert below == ("option.four_eleven" in out.rules)
        if below:  # D21: whatever else happened
            assert out.settlement[out.winner] == -33 and not out.thong_next
        if not out.call_check.correct:
            assert not out.thong_next
        for s in range(4):  # D22: a báo player never gains from a winner who pays or is no-pay
            if deal.bao[s] and s != out.winner and (deal.no_pay[out.winner] or deal.pays_village[out.winner]):
                assert out.settlement[s] <= 0 or "option.four_eleven" in out.rules
    assert wins >= 10 and wrong >= 3
