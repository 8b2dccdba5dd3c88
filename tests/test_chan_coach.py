"""The coach (ranked options with expected values and reasons citing rules) and the deal review."""

import json

import pytest

from core.chan.actions import Action, pass_
from core.chan.ai import HeuristicBot
from core.chan.bots import RandomBot, RuleBot, play_out
from core.chan.cards import parse_card
from core.chan.coach import Advice, coach, label_of, sources
from core.chan.deal import SEATS, Deal, DealOptions
from core.chan.deck import build_deck
from core.chan.replay import dumps, from_record, record_of
from core.chan.review import DECISION_KINDS, review, summarise
from core.chan.rulebook import RULEBOOK
from core.common.verdict import ORDER

U_RONG = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v"  # waits 3v 3s 3n
SAMPLES = 6  # keep the tests fast; values are noisy but the structure is what is checked


def decisions(profile: str, mode: str = "basic", deals: int = 3, seed: int = 0, every: int = 4):
    """Copies of deals at seat 0's decisions with a choice."""
    for i in range(deals):
        deal = Deal(DealOptions(profile=profile, mode=mode), seed=seed + i)
        players = [HeuristicBot(i * 4 + s) for s in range(SEATS)]
        n = 0
        while not deal.over:
            seat = deal.to_act
            if seat == 0 and len(deal.legal_actions()) > 1:
                if n % every == 0:
                    yield deal.clone()
                n += 1
            deal.act(players[seat].choose(deal, seat))


def check_advice(deal: Deal, advice: list[Advice]) -> None:
    """Every legal option once, ranked by expected value (the loss paired on the shared deals)."""
    legal = [a for a in advice if a.legal]
    assert {a.action for a in legal} == set(deal.legal_actions())
    assert [a.rank for a in legal] == list(range(1, len(legal) + 1))
    values = [a.value for a in legal]
    assert values == sorted(values, reverse=True)
    for a in advice:
        assert a.reason.en and a.reason.vi and a.rules
        assert all(rule in RULEBOOK for rule in a.rules), a.rules
        assert all(rule in RULEBOOK for f in a.facts for rule in f.rules)
        json.dumps(a.to_json())


@pytest.mark.parametrize("profile,mode", [("cardavia", "basic"), ("traditional", "basic"), ("traditional", "advanced")])
def test_coach_ranks_every_legal_action_with_reasons_citing_rules(profile, mode):
    seen_phases = set()
    for deal in decisions(profile, mode, deals=4, seed=40, every=2):
        advice = coach(deal, 0, samples=SAMPLES, include_illegal=True)
        check_advice(deal, advice)
        seen_phases.add(deal.phase)
    assert {"respond", "discard"} <= seen_phases


def test_illegal_options_are_listed_last_with_the_rule_broken():
    found = 0
    for deal in decisions("cardavia", deals=3, seed=41, every=1):
        advice = coach(deal, 0, samples=2, include_illegal=True)
        illegal = [a for a in advice if not a.legal]
        assert all(a.rank is None and a.value is None for a in illegal)
        assert all(a.legal for a in advice[: len(advice) - len(illegal)])
        for a in illegal:
            assert "illegal under" in a.reason.en and "sai luật theo" in a.reason.vi
            assert any(r.startswith("capture.") for r in a.rules)
            found += 1
        if found > 3:
            break
    assert found


def test_coach_is_deterministic_for_a_seed():
    deal = next(decisions("traditional", deals=1, seed=42))
    one = [(a.action, a.value, a.reason.en) for a in coach(deal, 0, samples=4, seed=7)]
    two = [(a.action, a.value, a.reason.en) for a in coach(deal, 0, samples=4, seed=7)]
    assert one == two


def test_coach_takes_a_time_budget():
    deal = next(decisions("cardavia", deals=1, seed=43))
    advice = coach(deal, 0, budget_ms=30)
    check_advice(deal, advice)
    assert all(a.samples >= 1 for a in advice)


def test_coach_only_advises_the_player_to_act():
    deal = Deal(DealOptions(), seed=1)
    other = (deal.to_act + 1) % SEATS
    with pytest.raises(ValueError):
        coach(deal, other)


def deal_offering_a_win() -> Deal:
    """A scripted deal played (seat 0 passing) until seat 0 may win on 3v (U_RONG waits on it)."""
    hands = {0: U_RONG}
    deal = Deal(DealOptions(), dealer=1, deck=build_deck(1, hands, stock="9s 9s 9s 9s 3v", seed=3))
    players = [None, RuleBot(1), RuleBot(2), RuleBot(3)]
    while not deal.over and not (deal.to_act == 0 and any(a.kind == "win" for a in deal.legal_actions())):
        seat = deal.to_act
        deal.act(pass_(0) if seat == 0 else players[seat].choose(deal, seat))
    return deal


def test_coach_takes_the_win_and_says_what_it_scores():
    deal = deal_offering_a_win()
    assert not deal.over, "the scripted deal should offer seat 0 a win"
    advice = coach(deal, 0, samples=4)
    assert advice[0].action.kind == "win" and advice[0].value > 0
    assert "win.stock_only" in advice[0].rules and "points" in advice[0].reason.en


def test_discard_reasons_name_waits_and_rules():
    texts = []
    for deal in decisions("cardavia", deals=4, seed=44, every=1):
        if deal.phase == "discard":
            texts += [a.reason.en for a in coach(deal, 0, samples=2)]
    assert any("unseen copies" in t for t in texts)
    assert any("feed" in t or "risk" in t or "safe" in t for t in texts)


def test_sources_name_document_sections():
    assert sources(("capture.no_break_chan",)) == "000 §3"
    assert "003 §IV.A1" in sources(("error.A1",))


# ---------------------------------------------------------------------------- review


def finished_deal(seed: int, profile: str = "cardavia") -> Deal:
    deal = Deal(DealOptions(profile=profile), seed=seed)
    play_out(deal, [RandomBot(seed), HeuristicBot(1), RuleBot(2), HeuristicBot(3)])
    return deal


def test_review_lists_each_decision_sorted_by_loss():
    deal = finished_deal(50)
    items = review(deal, 0, samples=3)
    replay = Deal(deal.options, dealer=deal.dealer, deck=deal.deck)
    expected = []
    for i, action in enumerate(deal.actions):
        if action.seat == 0 and len(replay.legal_actions()) > 1:
            expected.append(i)
        replay.act(action)
    assert sorted(item.index for item in items) == expected
    losses = [item.loss for item in items]
    assert losses == sorted(losses, reverse=True)
    for item in items:
        assert item.played.action == deal.actions[item.index]
        assert item.best.rank == 1 and item.loss >= 0
        assert item.loss == pytest.approx(max(0.0, item.best.value - item.played.value))
        json.dumps(item.to_json())


def test_review_position_redraws_the_moment():
    deal = finished_deal(51, "traditional")
    for item in review(deal, 0, samples=2)[:4]:
        position = item.position
        then = from_record(position["record"])
        assert then.to_act == 0 and then.phase == item.phase
        assert then.hand_of(0).notation() == position["hand"]
        assert (position["card"] is None) == (then.card is None)
        assert position["card"] is None or parse_card(position["card"]) == then.card


def test_review_accepts_records_and_replay_json():
    deal = finished_deal(52)
    summary = [(i.index, i.best.action, round(i.loss, 6)) for i in review(deal, 0, samples=2, seed=3)]
    assert summary == [(i.index, i.best.action, round(i.loss, 6)) for i in review(dumps(deal), 0, samples=2, seed=3)]
    assert summary == [
        (i.index, i.best.action, round(i.loss, 6)) for i in review(dumps(deal).encode(), 0, samples=2, seed=3)
    ]
    assert summary == [
        (i.index, i.best.action, round(i.loss, 6)) for i in review(record_of(deal), 0, samples=2, seed=3)
    ]


def test_review_judges_another_seat_too():
    deal = finished_deal(53)
    items = review(deal, 1, samples=2)
    assert items and all(deal.actions[i.index].seat == 1 for i in items)
    assert all(isinstance(i.played.action, Action) for i in items)


# ------------------------------------------------------------------ priced options and labels
@pytest.mark.parametrize(
    "loss,se,label",
    [
        # the loss's lower 95 % bound (loss − 1.96 se) decides; at or below 0 the coach cannot tell
        (0.0, 0.0, "close"),
        (0.29, 0.0, "good"),
        (0.3, 0.0, "inaccuracy"),
        (0.99, 0.2, "inaccuracy"),
        (1.0, 0.5, "good"),
        (2.9, 1.0, "inaccuracy"),
        (3.0, 1.0, "mistake"),
        (4.0, 0.5, "blunder"),
        (12.0, 2.0, "blunder"),
        (1.5, 2.0, "close"),
    ],
)
def test_an_option_is_labelled_by_what_it_loses_unless_the_coach_cannot_tell(loss, se, label):
    assert label_of(loss, se) == label
    assert label_of(loss, se, best=True) == "best"


def check_priced(advice: list[Advice]) -> None:
    legal = [a for a in advice if a.legal]
    assert legal[0].label == "best" and legal[0].loss == 0.0
    losses = [a.loss for a in legal]
    assert all(x is not None and x >= 0 for x in losses) and losses == sorted(losses)
    graded = [ORDER.index(a.label) for a in legal[1:]]
    assert graded == sorted(graded)  # labels are monotone in the loss
    for a in legal[1:]:
        # a label never says more than the loss's 95 % interval on the fresh deals supports
        assert ORDER.index(a.label) <= ORDER.index(label_of(a.loss, a.loss_se, n=a.fresh))
        assert a.loss_se is not None and a.loss_se >= 0
        assert a.label_text.en and a.label_text.vi
        assert json.loads(json.dumps(a.to_json()))["label"] == a.label


def test_a_hint_prices_every_option_within_a_shared_rollout_budget():
    checked = 0
    for deal in decisions("traditional", deals=3, seed=60, every=1):
        advice = coach(deal, 0, rollouts=60, seed=1)
        check_advice(deal, advice)  # values read in the order of the losses, halving or not
        check_priced(advice)
        options = len(advice)
        # halving shares the rollouts (at least two deals per option and stage, two fresh ones to price)
        assert sum(a.samples for a in advice) <= 60 + 4 * options
        assert len({a.fresh for a in advice}) == 1 and advice[0].fresh >= 2  # priced on the same fresh deals
        if options > 2:  # sequential halving: the contenders were sampled most
            assert advice[0].samples == max(a.samples for a in advice)
        checked += 1
    assert checked >= 4


def test_passing_up_a_win_is_a_blunder_or_a_mistake():
    deal = deal_offering_a_win()
    advice = coach(deal, 0, samples=40)
    check_priced(advice)
    not_winning = [a for a in advice if a.action.kind != "win"]
    assert not_winning and all(a.label in ("mistake", "blunder") and a.loss >= 1 for a in not_winning)
    # what decided, from the playouts, leads the reason: passing collects less than winning now
    assert all(a.reason.en.startswith("in the playouts it collects less") for a in not_winning)
    assert all(a.reason.vi.startswith("trong các ván thử nó thu về ít hơn") for a in not_winning)


def test_the_review_summary_counts_agreement_losses_and_the_costliest_kind():
    deal = finished_deal(54, "traditional")
    calls = []
    items = review(deal, 0, rollouts=30, progress=lambda done, total: calls.append((done, total)))
    assert calls == [(i, len(items)) for i in range(1, len(items) + 1)]
    summary = summarise(items)
    assert summary.decisions == len(items)
    assert summary.agreed == sum(i.played.action == i.best.action for i in items)
    assert summary.lost == pytest.approx(sum(i.loss for i in items))
    assert summary.lost_by_kind == pytest.approx({k: sum(i.loss for i in items if i.kind == k) for k in DECISION_KINDS})
    if summary.lost > 0:
        assert summary.lost_by_kind[summary.costliest] == max(summary.lost_by_kind.values())
    for item in items:
        assert item.loss == item.played.loss
        assert (item.kind == "discard") == (item.phase == "discard")
        assert not item.agrees or (item.loss == 0.0 and item.played.label == "best")
    figures = json.loads(json.dumps(summary.to_json()))
    assert figures["decisions"] == len(items) and 0 <= figures["agreement"] <= 1


def test_a_review_with_nothing_lost_has_no_costliest_kind():
    summary = summarise([])
    assert summary.agreement == 1.0 and summary.lost_per_decision == 0.0 and summary.costliest is None


def test_a_win_with_a_call_is_reviewed_and_priced_like_the_bare_win():
    """D23: a learner's win carries the cước called (xướng); the coach ranks the win without its
    call. The review once looked for the called win among the ranked options and stopped with
    StopIteration (the page's review of any traditional deal won by the learner)."""
    from core.chan.ai.levels import make_player

    seed = 294  # the rules players' deal in which seat 0, passing or taking its last option, can win
    deal = Deal(DealOptions(profile="traditional"), seed=seed)
    bots = [make_player("rules", seed * 4 + s) for s in range(4)]
    while not deal.over:
        seat, legal = deal.to_act, deal.legal_actions()
        if seat != 0:
            deal.act(bots[seat].choose(deal, seat))
            continue
        win = next((a for a in legal if a.kind == "win"), None)
        deal.act(Action("win", 0, win.card, call=("xuong",)) if win else legal[-1])
    assert deal.actions[-1].call == ("xuong",)
    items = review(deal, 0, rollouts=8)
    won = next(item for item in items if item.played.action.kind == "win")
    assert won.played.action == deal.actions[-1].bare and won.index == len(deal.actions) - 1
