"""The deal engine: scripted deals named after the rule they exercise, and random-deal invariants."""

import json

import pytest

from core.chan.actions import capture, chiu, discard, pass_, win
from core.chan.bots import RandomBot, RuleBot, play_out
from core.chan.cards import parse_card
from core.chan.deal import SEATS, Deal, DealOptions
from core.chan.deck import build_deck
from core.chan.legality import IllegalAction, judge_capture, judge_discard
from core.chan.replay import Match, dumps, loads

TEN_CHAN = "2v 2v 3v 3v 4v 4v 5v 5v 6v 6v 7v 7v 8v 8v 9v 9v 2s 2s 3s 3s"
U_RONG = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v"  # waits 3v 3s 3n
ALSO_3N = "4v 4v 5s 5s 6n 6n 7v 7v 8n 8n 9s 9s 4s 4n 5v 5n 6v 6s 3n"  # waits 3n 3v 3s
CHIU_U = "6s 6s 6s 2v 2v 3n 3n 4s 4s 7v 7v 8n 8n 5v 5n 9v 9n 2s 2n"  # chíu 6s wins
c = parse_card


def deal_of(hands, stock="", profile="cardavia", mode="basic", dealer=0, seed=0):
    return Deal(DealOptions(profile=profile, mode=mode), dealer=dealer, deck=build_deck(dealer, hands, stock, seed))


def pass_claims(deal):
    while deal.phase == "claim":
        deal.act(pass_(deal.to_act))


def conserved(deal) -> bool:
    return deal.census() == [4] * 25


# setup and opening -----------------------------------------------------------------


def test_setup_deal_20_19_19_19_and_23_stock():
    deal = Deal(DealOptions(), seed=7)
    sizes = [sum(h) for h in deal.hands]
    assert sizes[deal.dealer] == 20 and sorted(sizes) == [19, 19, 19, 20]
    assert deal.stock_left == 23 and conserved(deal)
    assert deal.to_act == deal.dealer and deal.phase == "discard"  # the dealer discards first


def test_seeded_dealer_is_random_but_reproducible():
    dealers = {Deal(DealOptions(), seed=s).dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert Deal(DealOptions(), seed=3).deck == Deal(DealOptions(), seed=3).deck


def test_win_thien_u():
    deal = deal_of({0: TEN_CHAN})
    assert deal.phase == "claim" and deal.legal_actions() == [win(0), pass_(0)]
    deal.act(win(0))
    out = deal.outcome
    assert out.winner == 0 and "thien_u" in out.events
    assert out.result.total == 12 + 3  # cardavia Thập thành adds every điểm
    assert out.settlement == [45, -15, -15, -15]


def test_win_dead_hand_dealer_without_legal_discard():
    # declining Thiên ù with ten chắn leaves no discard that keeps every chắn (000 §3)
    deal = deal_of({0: TEN_CHAN})
    deal.act(pass_(0))
    assert deal.dead[0] and any(e.kind == "dead" and e.seat == 0 for e in deal.log)
    assert deal.card_gate == 1 and deal.card_source == "stock"  # the next seat reveals
    # a dead hand never captures or wins, it only passes
    while not deal.over:
        seat = deal.to_act
        if seat == 0:
            assert deal.legal_actions() == [pass_(0)]
        deal.act(deal.legal_actions()[-1])


def test_end_draw_when_the_stock_runs_out():
    deal = Deal(DealOptions(), seed=11)
    steps = 0
    while not deal.over:
        acts = deal.legal_actions()
        deal.act(next((a for a in acts if a.kind == "pass"), acts[0]))
        steps += 1
        assert steps < 500
    assert deal.outcome.reason == "draw" and deal.outcome.settlement == [0, 0, 0, 0]
    assert deal.stock_left == 0 and conserved(deal)


# claims ------------------------------------------------------------------------------


def _to_first_reveal(deal, avoid):
    pass_claims(deal)
    deal.act(next(a for a in deal.legal_actions() if a.card != c(avoid)))
    pass_claims(deal)
    assert deal.to_act == 1 and deal.phase == "respond"
    deal.act(pass_(1))  # seat 1 lets the discard go and reveals a stock card at its own gate


def test_claim_priority_win_in_seat_order_from_the_gate_and_chi():
    deal = deal_of({1: U_RONG, 2: ALSO_3N}, stock="3n")
    _to_first_reveal(deal, "3n")
    assert deal.card == c("3n") and deal.card_gate == 1
    assert deal.claims == [(1, "win"), (2, "win")]  # claim.seat_order, win.who
    deal.act(win(1))
    assert deal.outcome.winner == 1 and "chi" in deal.outcome.events  # own gate: ù chì
    assert deal.outcome.result.total == 4 + 1  # Tôm + Chì's dịch


def test_claim_next_player_wins_when_the_first_declines():
    deal = deal_of({1: U_RONG, 2: ALSO_3N}, stock="3n")
    _to_first_reveal(deal, "3n")
    deal.act(pass_(1))
    deal.act(win(2))
    assert deal.outcome.winner == 2 and "chi" not in deal.outcome.events


def test_win_stock_only_a_discard_completing_a_hand_is_no_win():
    deal = deal_of({1: U_RONG, 0: "3n"})
    pass_claims(deal)
    deal.act(discard(0, c("3n")))
    assert deal.phase == "respond" and win(1) not in deal.legal_actions()
    with pytest.raises(IllegalAction) as err:
        deal.verify(win(1))
    assert "win.stock_only" in err.value.rules


def test_claim_chiu_with_tra_cua():
    deal = deal_of({0: "6s", 2: "6s 6s 6s"})
    pass_claims(deal)
    deal.act(discard(0, c("6s")))
    assert deal.phase == "claim" and deal.to_act == 2  # chíu out of turn (claim.chiu)
    deal.act(chiu(2))
    assert deal.exposed[2][-1] == (c("6s"),) * 4 and deal.phase == "discard" and deal.to_act == 2
    deal.act(deal.legal_actions()[0])
    pass_claims(deal)
    # trả cửa: the replacement lies at gate 1, the interrupted player resumes
    assert deal.card_gate == 1 and deal.card_source == "return" and deal.to_act == 1
    assert deal.phase == "respond"


def test_chiu_u_wins_on_a_discard():
    deal = deal_of({0: "6s", 2: CHIU_U})
    pass_claims(deal)
    deal.act(discard(0, c("6s")))
    assert (2, "chiu_win") in deal.claims
    deal.act(win(2))
    out = deal.outcome
    assert out.winner == 2 and "chiu_u" in out.events and "chi" not in out.events
    assert out.result.item("chiu_u").points == 5  # cardavia Chíu ù 5/2


def test_chiu_u_on_the_upper_neighbours_discard_is_not_chi():
    # the discard lies at seat 1's gate, but chì is only a card you revealed or one returned to you
    deal = deal_of({0: "6s", 1: CHIU_U})
    pass_claims(deal)
    deal.act(discard(0, c("6s")))
    assert deal.claims == [(1, "chiu_win")]
    deal.act(win(1))
    assert deal.outcome.winner == 1 and "chi" not in deal.outcome.events
    assert "chiu_u" in deal.outcome.events


# legality in the deal ------------------------------------------------------------------


def test_basic_mode_refuses_with_rule_ids():
    deal = deal_of({0: "7v", 1: "7v 7s", 3: "7v 7v"})
    pass_claims(deal)
    deal.act(discard(0, c("7v")))
    pass_claims(deal)
    assert capture(1, c("7v")) in deal.legal_actions()
    with pytest.raises(IllegalAction) as err:
        deal.act(capture(1, c("7s")))  # a cạ although 7v is in hand
    assert "capture.must_chan" in err.value.rules
    assert not deal.can(capture(1, c("7s"))) and deal.can(capture(1, c("7v")))
    with pytest.raises(IllegalAction) as err:
        deal.act(pass_(2))  # not seat 2's turn
    assert "setup.order" in err.value.rules


def _decline_then_reveal_same(mode):
    deal = deal_of({0: "7v", 1: "7v", 3: "7v"}, stock="7v", profile="traditional", mode=mode)
    pass_claims(deal)
    deal.act(discard(0, c("7v")))
    pass_claims(deal)
    deal.act(pass_(1))  # declines a chắn of 7v
    pass_claims(deal)
    assert deal.card == c("7v") and deal.to_act == 1
    return deal


def test_error_B7_refused_in_basic_mode():
    deal = _decline_then_reveal_same("basic")
    assert capture(1, c("7v")) not in deal.legal_actions()
    with pytest.raises(IllegalAction) as err:
        deal.act(capture(1, c("7v")))
    assert "error.B7" in err.value.rules


def test_error_B7_in_advanced_mode_makes_the_player_bao():
    deal = _decline_then_reveal_same("advanced")
    deal.act(capture(1, c("7v")))
    assert deal.bao[1] and deal.dead[1] and deal.errors[1] == [(len(deal.actions) - 1, "error.B7")]
    bots = [RuleBot(s) for s in range(SEATS)]
    play_out(deal, bots)
    out = deal.outcome
    assert sum(out.settlement) == 0
    if out.winner is not None and out.winner != 1:
        total = out.result.total
        assert out.settlement[1] == -3 * total and out.settlement[out.winner] == 3 * total  # bao.bao


def test_advanced_mode_is_traditional_only():
    with pytest.raises(Exception, match="advanced"):
        Deal(DealOptions(profile="cardavia", mode="advanced"), seed=1)


# replays and matches ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "profile, mode", [("cardavia", "basic"), ("traditional", "basic"), ("traditional", "advanced")]
)
def test_replay_round_trip(profile, mode):
    for seed in range(15):
        deal = Deal(DealOptions(profile=profile, mode=mode), seed=seed)
        play_out(deal, [RuleBot(seed), RandomBot(seed), RuleBot(seed + 1), RandomBot(seed + 1)])
        again = loads(dumps(deal))
        assert again.outcome.settlement == deal.outcome.settlement
        assert again.hands == deal.hands and again.log == deal.log


@pytest.mark.parametrize(
    "change, field",
    [
        (lambda r: r.update(colour="red"), "colour"),
        (lambda r: r.update(deck=r["deck"] + " 2v"), "deck"),
        (lambda r: r["actions"].insert(3, {"seat": 0, "action": "win"}), "actions[3]"),
        (lambda r: r["actions"][0].update(card="zz"), "actions[0].card"),
        (lambda r: r.update(profile="modern"), "profile"),
        (lambda r: r["result"].update(total=999), "result.total"),
        (lambda r: r["options"].update(ga="all"), "options.ga"),
    ],
)
def test_replay_validation_names_the_field(change, field):
    deal = Deal(DealOptions(), seed=2)
    play_out(deal, [RuleBot(s) for s in range(SEATS)])
    record = json.loads(dumps(deal))
    change(record)
    with pytest.raises(Exception) as err:
        loads(json.dumps(record))
    assert field in str(err.value) and "Traceback" not in str(err.value)


def test_replay_size_limit_and_garbage():
    with pytest.raises(Exception, match="larger than"):
        loads(b"x" * 1_000_001)
    with pytest.raises(Exception, match="not valid JSON"):
        loads("{")


def test_match_running_totals_thong_and_ga_gop():
    match = Match(DealOptions(profile="traditional", ga_gop=True), seed=3)
    for _ in range(6):
        deal = match.new_deal()
        play_out(deal, [RuleBot(s) for s in range(SEATS)])
        match.close_deal()
        assert sum(match.totals) + match.pot == 0  # the pot holds what the players put in
    assert len(match.history) == 6
    previous = match.deals[-2].outcome
    if previous.winner is not None and previous.settlement[previous.winner] > 0:
        assert match.deals[-1].thong == previous.winner


# random deals ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "profile, mode", [("cardavia", "basic"), ("traditional", "basic"), ("traditional", "advanced")]
)
def test_random_deals_invariants(profile, mode):
    options = DealOptions(profile=profile, mode=mode)
    for seed in range(400):
        deal = Deal(options, seed=seed)
        bots = [RandomBot(seed * 4 + s) for s in range(SEATS)]
        steps = 0
        while not deal.over:
            seat = deal.to_act
            action = bots[seat].choose(deal, seat)
            if mode == "basic" and action.kind in ("capture", "discard"):
                holding, record = deal.hand_of(seat), deal.records[seat]
                verdict = (
                    judge_capture(deal.profile, holding, record, deal.card, action.card, deal.source)
                    if action.kind == "capture"
                    else judge_discard(deal.profile, holding, record, action.card)
                )
                assert verdict.legal, (seed, str(action), verdict.explanation.en)
            deal.act(action)
            steps += 1
            assert steps < 1000
        assert conserved(deal), seed
        assert all(n <= 4 for h in deal.hands for n in h)
        assert sum(deal.outcome.settlement) == 0
        if deal.outcome.winner is not None:
            assert deal.outcome.result.total >= 2


@pytest.mark.parametrize("profile", ["cardavia", "traditional"])
def test_fast_legal_discards_agree_with_the_judge(profile):
    """The engine's one-pass discard check equals judge_discard on every seat of random deals."""
    from core.chan.legality import legal_discard_faces

    for seed in range(60):
        deal = Deal(DealOptions(profile=profile), seed=seed)
        bots = [RandomBot(seed * 4 + s) for s in range(SEATS)]
        while not deal.over:
            for seat in range(SEATS):
                holding, record = deal.hand_of(seat), deal.records[seat]
                slow = [
                    f
                    for f in range(25)
                    if holding.concealed[f] and judge_discard(deal.profile, holding, record, f).legal
                ]
                assert legal_discard_faces(deal.profile, holding, record) == slow
            deal.act(bots[deal.to_act].choose(deal, deal.to_act))


@pytest.mark.parametrize("profile", ["cardavia", "traditional"])
def test_legal_discards_after_a_capture_read_off_the_holding(profile):
    """legal_discard_faces(..., capture=(card, with)) equals the discards of the holding and record
    built after that capture, for every capture of the offered card in random deals."""
    from core.chan.legality import after_capture, legal_discard_faces, pair_kind

    checked = 0
    for seed in range(60):
        deal = Deal(DealOptions(profile=profile), seed=seed)
        bots = [RandomBot(seed * 4 + s) for s in range(SEATS)]
        while not deal.over:
            if deal.card is not None:
                for seat in range(SEATS):
                    holding, record = deal.hand_of(seat), deal.records[seat]
                    for f in range(25):
                        if holding.concealed[f] and pair_kind(deal.card, f) and holding.size == 19:
                            later = record.copy()
                            later.capture(deal.card, f)
                            built = legal_discard_faces(deal.profile, after_capture(holding, deal.card, f), later)
                            assert legal_discard_faces(deal.profile, holding, record, (deal.card, f)) == built
                            checked += 1
            deal.act(bots[deal.to_act].choose(deal, deal.to_act))
    assert checked > 1000


WAITS_ON_LONE_9V = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 8v 8s 2s 2n 3v 3n 7v 7s 9v"


@pytest.mark.parametrize("mode", ["basic", "advanced"])
def test_error_A4_an_ca_chuyen_cho(mode):
    deal = deal_of({0: "9n", 1: WAITS_ON_LONE_9V, 3: "9n 9n"}, profile="traditional", mode=mode)
    pass_claims(deal)
    deal.act(discard(0, c("9n")))
    pass_claims(deal)
    if mode == "basic":
        with pytest.raises(IllegalAction) as err:
            deal.act(capture(1, c("9v")))
        assert "error.A4" in err.value.rules
    else:
        deal.act(capture(1, c("9v")))
        assert deal.pays_village[1] and not deal.bao[1]  # A4: a later win pays the village


def test_advanced_mode_penalties_follow_the_error_group():
    """Random advanced deals commit nearly every error; each is punished as 003 §VI says."""
    seen = set()
    for seed in range(300):
        deal = Deal(DealOptions(profile="traditional", mode="advanced"), seed=seed)
        play_out(deal, [RandomBot(seed * 4 + s) if s % 2 == 0 else RuleBot(seed + s) for s in range(SEATS)])
        for seat in range(SEATS):
            errors = {e for _, e in deal.errors[seat]}
            seen |= errors
            if errors & {"error.A6"} or any(e[6] in "BCD" for e in errors):
                assert deal.bao[seat] and deal.dead[seat]
            if errors & {"error.A1", "error.A2"}:
                assert deal.no_pay[seat]
            if errors & {"error.A3", "error.A4", "error.A5"}:
                assert deal.pays_village[seat]
            if not errors:
                assert not (deal.bao[seat] or deal.no_pay[seat] or deal.pays_village[seat])
        assert sum(deal.outcome.settlement) == 0
    assert len(seen) >= 15, sorted(seen)


@pytest.mark.parametrize("profile", ["cardavia", "traditional"])
def test_a_pass_cites_what_follows_it(profile):
    """turn.draw: the passer turns up a stock card at their own gate; turn.pass_on: the passer let
    their own stock card go, and the next player meets that same card."""
    seen = set()
    for seed in range(60):
        deal = Deal(DealOptions(profile=profile), seed=seed)
        play_out(deal, [RuleBot(seed * 4 + s) for s in range(SEATS)])
        log = deal.log
        for i, entry in enumerate(log):
            if entry.kind != "pass":
                continue
            after = next((e for e in log[i + 1 :] if e.kind not in ("decline_win", "decline_chiu")), None)
            if after is None or after.kind == "draw":
                continue
            (rule,) = entry.rules
            seen.add(rule)
            if rule == "turn.draw":
                assert (after.kind, after.seat) == ("reveal", entry.seat), (seed, i)
            else:
                assert rule == "turn.pass_on" and after.seat == (entry.seat + 1) % SEATS, (seed, i)
                assert after.kind in ("capture", "pass", "chiu", "win") and after.card == entry.card, (seed, i)
    assert seen == {"turn.draw", "turn.pass_on"}
