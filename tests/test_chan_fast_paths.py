"""The deal engine's fast paths equal the simple definitions they replace, on random deals.

- `legal_capture_faces` (set look-ups, no verdict built) equals "every pairing hand card whose
  `judge_capture` verdict is legal, and — where asked — after which `judge_discard` allows a discard";
- `available_capture` equals its definition by the judges;
- `may_win` equals `judge_win(...).legal`;
- `Deal.legal_actions()` equals the actions the full judges allow, in every state of the deal,
  including the discards a capture hands on to the next state;
- each seat's cached waits equal the waits of its holding built afresh;
- trying each stock card a pass could turn up (`Deal.on_stock_card`, for the search) shows the
  state a real pass would reach, settles its win as acting would, and puts everything back;
  `Deal.stock_card_win` finds the same win without turning the card up.
"""

import copy

import pytest

from core.chan.actions import Action
from core.chan.ai import fast_player
from core.chan.analysis import wait_kinds
from core.chan.bots import RandomBot
from core.chan.cards import FACES
from core.chan.deal import SEATS, Deal, DealOptions
from core.chan.holding import Holding
from core.chan.legality import (
    after_capture,
    after_chiu,
    available_capture,
    capture_partners,
    judge_capture,
    judge_chiu,
    judge_discard,
    judge_win,
    legal_capture_faces,
    may_win,
)

SETTINGS = [("cardavia", "basic"), ("traditional", "basic"), ("traditional", "advanced")]


def random_states(profile, mode, seeds):
    """Every state of random-legal deals (advanced mode: errors happen, so records vary more)."""
    for seed in seeds:
        deal = Deal(DealOptions(profile=profile, mode=mode), seed=seed)
        bots = [RandomBot(seed * SEATS + s) for s in range(SEATS)]
        while not deal.over:
            yield deal
            deal.act(bots[deal.to_act].choose(deal, deal.to_act))


def some_discard(profile, holding, record) -> bool:
    return any(judge_discard(profile, holding, record, f).legal for f in range(FACES) if holding.concealed[f])


def slow_captures(profile, holding, record, card, leave_discard):
    """The definition: legal by the full judge, then (traditional, if asked) a legal discard after."""
    out = []
    for f in capture_partners(holding, card):
        if not judge_capture(profile, holding, record, card, f).legal:
            continue
        if leave_discard and profile.name == "traditional":
            later = record.copy()
            later.capture(card, f)
            if not some_discard(profile, after_capture(holding, card, f), later):
                continue
        out.append(f)
    return out


def slow_available(profile, holding, record, card):
    c = holding.concealed
    if c[card] == 3 and judge_chiu(profile, holding, record, card).legal:
        return "chan"
    if c[card] and judge_capture(profile, holding, record, card, card).legal:
        return "chan"
    if any(
        judge_capture(profile, holding, record, card, f).legal for f in capture_partners(holding, card) if f != card
    ):
        return "ca"
    return None


@pytest.mark.parametrize("profile,mode", SETTINGS)
def test_legal_capture_faces_and_available_capture_equal_the_judges(profile, mode):
    checked = found = 0
    for deal in random_states(profile, mode, range(100)):
        if deal.card is None or deal.phase == "ended":
            continue
        for seat in range(SEATS):
            holding, record = deal.hand_of(seat), deal.records[seat]
            if holding.size != 19:
                continue
            for leave in (True, False):
                fast = legal_capture_faces(deal.profile, holding, record, deal.card, leave)
                assert fast == slow_captures(deal.profile, holding, record, deal.card, leave), (seat, leave)
                found += bool(fast)
            assert available_capture(deal.profile, holding, record, deal.card, deal.source) == slow_available(
                deal.profile, holding, record, deal.card
            )
            checked += 1
    assert checked > 3000 and found > 500


@pytest.mark.parametrize("profile,mode", SETTINGS)
def test_may_win_is_the_win_judge(profile, mode):
    wins = 0
    for deal in heuristic_states(DealOptions(profile=profile, mode=mode), range(10)):
        for seat in range(SEATS):
            holding, record = deal.hand_of(seat), deal.records[seat]
            for face in deal.waits(seat) | {deal.card or 0}:
                for source in ("stock", "discard"):
                    legal = judge_win(deal.profile, holding, record, face, source, seat == deal.card_gate).legal
                    assert may_win(holding, face, source) == legal
                    wins += legal
    assert wins > 400


def slow_legal_actions(deal):
    """What the player to act may do, from the full judges alone."""
    seat = deal.to_act
    holding, record, profile = Holding(deal.hands[seat], deal.exposed[seat]), deal.records[seat], deal.profile
    if deal.phase == "claim":
        return None  # claims are listed from `claims`, checked in test_chan_deal
    if deal.phase == "discard":
        return {
            Action("discard", seat, f)
            for f in range(FACES)
            if holding.concealed[f] and (deal.advanced or judge_discard(profile, holding, record, f).legal)
        }
    acts = {Action("pass", seat)}
    if deal.dead[seat]:
        return acts
    for f in capture_partners(holding, deal.card):
        if not deal.advanced:
            if not judge_capture(profile, holding, record, deal.card, f).legal:
                continue
            later = record.copy()
            later.capture(deal.card, f)
            if not some_discard(profile, after_capture(holding, deal.card, f), later):
                continue  # capture.leave_discard
        acts.add(Action("capture", seat, f))
    return acts


@pytest.mark.parametrize("profile,mode", SETTINGS)
def test_legal_actions_equal_what_the_full_judges_allow(profile, mode):
    kinds = set()
    for deal in random_states(profile, mode, range(100)):
        slow = slow_legal_actions(deal)
        if slow is None:
            continue
        legal = deal.legal_actions()
        assert len(legal) == len(set(legal)) and set(legal) == slow, (deal.phase, deal.to_act)
        kinds.update((deal.phase, a.kind) for a in legal)
    assert {("discard", "discard"), ("respond", "capture"), ("respond", "pass")} <= kinds


@pytest.mark.parametrize("profile,mode", SETTINGS)
def test_cached_waits_equal_the_waits_of_a_fresh_holding(profile, mode):
    waiting = 0
    for deal in random_states(profile, mode, range(25)):
        for seat in range(SEATS):
            fresh = Holding(deal.hands[seat], deal.exposed[seat])
            waits = {f for f, _ in wait_kinds(fresh)}
            assert {f for f in range(FACES) if deal._completes(seat, f)} == waits
            waiting += bool(waits)
    assert waiting > 100


def test_chiu_check_after_chiu_is_the_full_judge():
    """The chíu offer keeps its definition: the judge, and a legal discard after (basic mode)."""
    seen = 0
    for deal in random_states("traditional", "basic", range(200)):
        if deal.card is None or deal.phase == "ended":
            continue
        for seat in range(SEATS):
            if deal.hands[seat][deal.card] != 3 or deal.dead[seat]:
                continue
            holding, record = deal.hand_of(seat), deal.records[seat]
            later = record.copy()
            later.chiu(deal.card)
            slow = judge_chiu(deal.profile, holding, record, deal.card).legal and some_discard(
                deal.profile, after_chiu(holding, deal.card), later
            )
            assert deal._chiu_ok(seat, deal.card) == slow
            seen += 1
    assert seen > 20


def state(deal):
    """Everything of a deal but its caches, records as their fields (a copy)."""
    caches = ("_holdings", "_waits", "_legal", "_discards_after")
    out = {k: v for k, v in vars(deal).items() if k not in caches}
    out["records"] = [{k: getattr(r, k) for k in r.__slots__} for r in deal.records]
    return copy.deepcopy(out)


def heuristic_states(options, seeds):
    """Every state of deals played by the rollouts' fast heuristic players (they reach ready hands)."""
    for seed in seeds:
        deal = Deal(options, seed=seed)
        players = [fast_player(seed * SEATS + s) for s in range(SEATS)]
        while not deal.over:
            yield deal
            deal.act(players[deal.to_act].choose(deal, deal.to_act))


def seen_after(deal):
    """What the search reads of the state a stock card leads to, and the settlement of its win."""
    win = None
    if deal.phase == "claim" and deal.claims[0][1] != "chiu":
        trial = deal.clone()
        trial.act(Action("win", deal.to_act))
        win = trial.outcome.settlement
    return deal.phase, deal.to_act, deal.card, list(deal.claims), deal.legal_actions(), win


@pytest.mark.parametrize(
    "options",
    [
        DealOptions(profile="cardavia"),
        DealOptions(profile="traditional", four_eleven=True),
        DealOptions(profile="traditional", mode="advanced", four_eleven=True, ga=("tam_do",), ga_gop=True),
    ],
)
def test_trying_each_stock_card_is_a_real_pass_and_changes_nothing(options):
    tried = won = 0
    for deal in heuristic_states(options, range(8)):
        if deal.phase != "respond" or not deal.stock_left:
            continue
        pass_ = Action("pass", deal.to_act)
        if deal.card_source == "stock" and deal.to_act == deal.card_from and not deal.passed_by_revealer:
            continue  # this pass hands the card on
        trial = deal.clone()
        trial.pass_before_stock(pass_)
        before = state(trial)
        for face in set(deal.stock[deal.stock_pos :]):
            real = deal.clone()
            at = real.stock.index(face, real.stock_pos)
            real.stock[real.stock_pos], real.stock[at] = real.stock[at], real.stock[real.stock_pos]
            real.act(pass_)
            seen = trial.on_stock_card(face, lambda t: (seen_after(t), t.win_settlement()))
            assert seen == (seen_after(real), seen_after(real)[-1])
            assert state(trial) == before
            win = None if seen[1] is None else (real.to_act, seen[1])
            assert trial.stock_card_win(face) == win  # the same without turning the card up
            assert state(trial) == before
            tried += 1
            won += seen[1] is not None
        with pytest.raises(ValueError):
            trial.act(pass_)  # the half-made pass must be completed first
        trial.turn_up_stock()
        real = deal.clone()
        real.act(pass_)
        assert state(trial) == state(real)
    assert tried > 800 and won > 60
