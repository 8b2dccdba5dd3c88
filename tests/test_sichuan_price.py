"""The Sichuan coach's priced options (core/sichuan/coach.py `price`, core/sichuan/search.py): known
positions with known verdicts, the invariants of every priced decision, and a sampler that reads
nothing the seat could not see.

Positions are built as in tests/test_sichuan_coach.py; `age` then lets the wall run down by laying
its next tiles among the other seats' discards (as if they had been drawn and thrown), so the
end-of-wall settlement (S7) is near.
"""

import copy
import random

import pytest

from core.chan.coach import LABELS as CHAN_LABELS, label_of as chan_label_of
from core.common.verdict import LABELS, ORDER, label_of, paired_loss, plan
from core.sichuan import Deal
from core.sichuan.actions import Action
from core.sichuan.analysis import waits
from core.sichuan.bots import HeuristicBot
from core.sichuan.coach import HINT, TEXTS, price
from core.sichuan.search import FastPlayer, SamplingError, estimate, last_discards, sample_world, view_of
from core.sichuan.tiles import CODE, SUIT_OF, WALL_SIZE, parse_tiles
from test_sichuan_coach import NINE_GATES, WIN_5P, deal_of

READY_3S = ["1112345678999p3s", *NINE_GATES[1:]]  # nine gates (ready on every dots tile) and a stray 3s
PIG = ["1112345678p9p2s5s9s", *NINE_GATES[1:]]  # three bamboo tiles, bamboo declared missing
DECLARED = "0 declare m; 1 declare p; 2 declare p; 3 declare p"


def age(deal: Deal, left: int) -> Deal:
    """Move the wall's next tiles into seats 1–3's discards until `left` tiles remain."""
    seat = 1
    while deal.wall_left > left:
        deal.seats[seat].discards.append(deal.wall[deal.front])
        deal.front += 1
        seat = seat % 3 + 1
    return deal


def tile(code: str) -> int:
    return parse_tiles(code)[0]


def by_action(priced):
    return {(a.action.type, CODE[a.action.tile] if a.action.tile is not None else None): a for a in priced}


def bot_positions(deals: int, seed: int = 0, every: int = 5):
    """Seat 0's turn decisions with a choice in deals played by heuristic bots (a few per deal)."""
    out = []
    for i in range(deals):
        deal = Deal(seed=seed + i)
        bots = [HeuristicBot() for _ in range(4)]
        while not deal.over:
            s = deal.to_act
            if s == 0 and len(deal.legal_actions()) > 1 and len(deal.actions) % every == 0:
                out.append(copy.deepcopy(deal))
            deal.act(bots[s].choose(deal, s))
    return out


# ---------------------------------------------------------------- the labels, shared with Chắn
def test_the_labels_are_shared_with_the_chan_coach():
    assert CHAN_LABELS is LABELS and chan_label_of is label_of
    # with no uncertainty the thresholds (0.3, 1, 3); with some, the loss's lower 95 % bound decides
    assert [label_of(x, 0.0) for x in (0.0, 0.29, 0.3, 1.0, 2.99, 3.0)] == [
        "close",
        "good",
        "inaccuracy",
        "mistake",
        "mistake",
        "blunder",
    ]
    labels = ["close", "good", "inaccuracy", "mistake", "blunder"]
    assert [label_of(x, 0.1) for x in (0.1, 0.3, 1.0, 3.0, 3.2)] == labels
    assert label_of(5.0, 6.0) == "close" and label_of(0.0, 0.0, best=True) == "best"
    assert paired_loss([3.0, 5.0, 1.0], [1.0, 2.0, 1.0]) == pytest.approx((5 / 3, (7 / 9) ** 0.5))
    assert paired_loss([0.0, 0.0], [1.0, 1.0]) == (0.0, 0.0)  # nothing beats the best


# ---------------------------------------------------------------- known positions
def test_a_discard_that_breaks_a_ready_hand_late_in_the_wall_is_a_mistake_or_worse():
    deal = age(deal_of(READY_3S, DECLARED), 8)
    priced = price(deal, 0, samples=16, seed=1)
    assert priced[0].action == Action("discard", 0, tile("3s")) and priced[0].label == "best"
    hand = deal.hand_of(0)
    broken = [a for a in priced if not waits(hand.remove(a.action.tile))]
    assert len(broken) >= 5
    for a in broken:
        assert a.label in ("mistake", "blunder"), (a.action, a.loss, a.loss_se)
        assert a.loss >= 1.0
    assert "Leaves you ready on 1p, 2p, 3p, 4p, 5p, 6p, 7p, 8p, 9p" in priced[0].reason.en
    assert any("Not ready when the wall runs out in" in a.reason.en for a in broken)  # the S7 risk, named
    assert any("Chưa chờ khi hết tường bài" in a.reason.vi for a in broken)


def test_a_winning_self_draw_is_priced_above_discarding():
    deal = deal_of(NINE_GATES, DECLARED)  # the dealer's 14 tiles are nine gates and a 5p: a win
    priced = price(deal, 0, samples=12, seed=2)
    assert priced[0].action == Action("win", 0) and priced[0].rank == 1
    assert priced[0].reason.en.startswith("Self-draw on 5p")
    assert all(a.value <= priced[0].value for a in priced[1:])
    # six fresh worlds cannot tell the win from the discards that stay ready on many tiles (a big
    # win may still come): those are "close"; the discards that leave a far worse hand are labelled
    assert sum(a.label in ("mistake", "blunder") for a in priced) >= 5
    for a in priced:  # a clear loss's reason leads with what decided it in the playouts
        if a.label in ("mistake", "blunder"):
            assert a.reason.en.startswith("In the playouts it ") and a.reason.vi.startswith("Trong các ván thử nó ")
            assert a.rules[0] == "sc.objective.settle"


def test_claims_are_priced_too_win_pung_and_pass_on_the_same_worlds():
    deal = deal_of(WIN_5P, "3 declare p; 0 declare s; 1 declare m; 2 declare m; 3 discard 5p", dealer=3)
    priced = price(deal, 0, samples=12, seed=3)
    assert {a.action.type for a in priced} == {"win", "pung", "pass"}
    assert all(a.samples == 12 for a in priced)  # 6 worlds to choose, 6 fresh ones to price
    win = next(a for a in priced if a.action.type == "win")
    assert win.reason.en.startswith("Win on AI 3's 5p") and win.reason.vi.startswith("Ù quân 5p của Máy 3")
    # a 1-point win on a discard this early is worth less than staying ready for a self-draw (S6:
    # base + 1 from each player still in): the playouts find the cheap win no better than passing
    assert win.value <= next(a for a in priced if a.action.type == "pass").value


def test_holding_the_missing_suit_only_its_tiles_are_priced_and_the_flower_pig_risk_is_named():
    deal = age(deal_of(PIG, "0 declare s; 1 declare p; 2 declare p; 3 declare p"), 4)
    priced = price(deal, 0, samples=8, seed=4)
    assert sorted(a.action.tile for a in priced) == [tile("2s"), tile("5s"), tile("9s")]
    assert all(SUIT_OF[a.action.tile] == 2 for a in priced)
    assert priced[0].loss == 0.0 and priced[0].label == "best"
    for a in priced:  # two bamboo tiles stay with about one draw left: a flower pig
        assert "Flower pig when the wall runs out in 100% of the playouts" in a.reason.en
        assert "hoa trư" in a.reason.vi
        assert a.value < -32  # pays 32 to each of the three others


def test_the_risk_texts_read_in_both_languages():
    for key in ("risk_pig", "risk_unready"):
        en, vi = TEXTS[key]
        assert "{p}%" in en and "{p}%" in vi


# ---------------------------------------------------------------- invariants
@pytest.fixture(scope="module")
def positions():
    return bot_positions(3, seed=40)


def test_every_priced_decision_keeps_the_invariants(positions):
    assert len(positions) >= 4
    for deal in positions[:6]:
        priced = price(deal, 0, seed=5, **HINT)
        _, _, fresh = plan(len(priced), None, HINT["rollouts"])
        assert all(a.fresh == fresh for a in priced)  # every option priced on the same fresh worlds
        assert {a.action for a in priced} == set(deal.legal_actions())
        best = priced[0]
        assert best.rank == 1 and best.loss == 0.0 and best.label == "best"
        assert [a.rank for a in priced] == list(range(1, len(priced) + 1))
        losses = [a.loss for a in priced]
        assert losses == sorted(losses)  # best first, by loss
        for a in priced[1:]:  # a label never says more than the loss's interval supports
            assert ORDER.index(a.label) <= ORDER.index(label_of(a.loss, a.loss_se, n=a.fresh))
            assert a.label != "best"
            assert a.value == pytest.approx(best.value - a.loss)
            assert a.samples >= 2 and a.se == a.loss_se
        graded = [ORDER.index(a.label) for a in priced[1:]]  # labels by severity follow the losses
        assert graded == sorted(graded)
        assert best.samples >= max(a.samples for a in priced)  # halving keeps the contenders
        assert best.to_json()["label"] == "best" and "value" in best.to_json()


def test_prices_are_reproducible_by_seed(positions):
    deal = positions[1]
    first, again = price(deal, 0, samples=4, seed=9), price(deal, 0, samples=4, seed=9)
    assert [(a.action, a.value, a.loss) for a in first] == [(a.action, a.value, a.loss) for a in again]
    other = price(deal, 0, samples=4, seed=10)
    assert [a.value for a in other] != [a.value for a in first]


# ---------------------------------------------------------------- what the seat may know
def hidden_shuffle(deal: Deal, rng: random.Random) -> Deal:
    """The same deal as seat 0 sees it, with what it cannot see dealt otherwise: the wall reshuffled
    and tiles swapped between the other hands and the wall (within each seat's allowed suits)."""
    other = copy.deepcopy(deal)
    wall = other.wall[other.front : other.back]
    rng.shuffle(wall)
    other.wall[other.front : other.back] = wall
    for s in (1, 2, 3):
        p = other.seats[s]
        if p.won is not None:
            continue
        for i, t in enumerate(p.hand):
            j = rng.randrange(other.front, other.back) if other.wall_left else None
            if j is not None and SUIT_OF[other.wall[j] >> 2] != p.missing and SUIT_OF[t >> 2] != p.missing:
                p.hand[i], other.wall[j] = other.wall[j], t
    return other


def test_two_deals_alike_in_the_seats_view_get_the_same_prices(positions):
    rng = random.Random(7)
    for deal in positions[:4]:
        other = hidden_shuffle(deal, rng)
        assert [p.hand for p in other.seats[1:]] != [p.hand for p in deal.seats[1:]]
        assert view_of(other, 0) == view_of(deal, 0)
        a, b = price(deal, 0, samples=3, seed=11), price(other, 0, samples=3, seed=11)
        assert [(x.action, x.value, x.se) for x in a] == [(x.action, x.value, x.se) for x in b]


def test_a_sampled_world_keeps_what_the_seat_sees_and_deals_the_rest():
    rng = random.Random(3)
    checked = 0
    for deal in bot_positions(6, seed=70, every=3):
        view = view_of(deal, 0)
        world = sample_world(deal, 0, rng, view)
        assert sorted(world.all_tiles()) == list(range(WALL_SIZE))
        assert world.seats[0].hand == deal.seats[0].hand and world.wall_left == deal.wall_left
        assert [len(p.hand) for p in world.seats] == [len(p.hand) for p in deal.seats]
        assert [p.discards for p in world.seats] == [p.discards for p in deal.seats]
        assert world.legal_actions() == deal.legal_actions()
        for s in (1, 2, 3):
            if view.clean[s]:
                assert not world.seats[s].holds_missing()
                assert not deal.seats[s].holds_missing()  # the proof holds in the real deal too
            kinds = [m.kind for m in world.seats[s].melds]
            assert kinds == [m.kind for m in deal.seats[s].melds]
        checked += 1
    assert checked >= 10


def test_a_view_that_does_not_add_up_is_refused():
    deal = deal_of(NINE_GATES, DECLARED)
    deal.front += 1  # a tile vanished from the wall without being drawn anywhere
    with pytest.raises(SamplingError):
        view_of(deal, 0)


def test_the_fast_player_plays_whole_deals_legally():
    for seed in range(4):
        deal = Deal(seed=seed)
        players = [FastPlayer(freeze=10 * (s % 2)) for s in range(4)]
        while not deal.over:
            s = deal.to_act
            deal.act(players[s].choose(deal, s))  # act() verifies every move
        assert sum(deal.settlement()) == 0


def test_estimate_plays_every_option_on_the_same_worlds():
    deal = age(deal_of(READY_3S, DECLARED), 20)
    actions = deal.legal_actions()
    ests = estimate(deal, 0, actions, random.Random(1), samples=5)
    assert [e.n for e in ests] == [5] * len(actions)
    with pytest.raises(ValueError):
        estimate(deal, 0, actions, random.Random(1))


def test_every_decision_of_whole_deals_can_be_priced_claims_included():
    kinds = set()
    for deal in bot_positions(3, seed=90, every=1):
        priced = price(deal, 0, samples=2, seed=1)
        assert {a.action for a in priced} == set(deal.legal_actions())
        kinds |= {a.action.type for a in priced}
    assert {"discard", "pass"} <= kinds


def _position_with_a_random_seat_0(seed: int, step: int) -> Deal:
    """Seat 0 plays a random legal move, the others the heuristic bot, until `step` moves."""
    deal, bots = Deal(seed=seed), [HeuristicBot(s) for s in range(4)]
    for n in range(1, step):
        legal = deal.legal_actions()
        seat = legal[0].seat
        deal.act(bots[seat].choose(deal, seat) if seat else random.Random(seed + n).choice(legal))
    return deal


def test_an_empty_wall_with_two_clean_seats_is_always_dealt():
    # Found by the app's monkey test: wall empty, seats 1 and 3 proven clean of different suits,
    # the 23 hidden tiles fit the two hands in few ways; dealing seat by seat failed 1 try in 4.
    deal = _position_with_a_random_seat_0(104, 69)
    view = view_of(deal, 0)
    assert deal.wall_left == 0 and sum(view.clean[s] for s in (1, 3)) == 2
    for seed in range(200):
        world = sample_world(deal, 0, random.Random(seed), view, attempts=1)
        for s in (1, 3):
            assert not world.seats[s].holds_missing()
        assert sorted(world.all_tiles()) == list(range(WALL_SIZE))


def test_the_seat_between_its_draw_and_its_discard_is_not_proven_clean():
    # sc.missing.discard_first proves a seat clean only once it has discarded after its last draw.
    deal = Deal(seed=5)
    bots = [HeuristicBot(s) for s in range(4)]

    def proof_before_the_draw() -> bool:  # another seat to play, its last discard not of its missing suit
        seat, last = deal.to_act, last_discards(deal)[deal.to_act or 0]
        missing = deal.seats[seat or 0].missing
        return deal.phase == "turn" and seat != 0 and last is not None and SUIT_OF[last] != missing

    while not proof_before_the_draw():
        seat = deal.legal_actions()[0].seat
        deal.act(bots[seat].choose(deal, seat))
    drawing = deal.to_act
    assert not view_of(deal, 0).clean[drawing]
