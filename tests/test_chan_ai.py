"""AI players: the seat view and its sampler (no hidden information), the heuristic player's
legality and strength, the search player's legality and time, and Deal.clone / with_hidden."""

import json
import random
import statistics
import subprocess
import sys
from pathlib import Path

import pytest

from core.chan.actions import Action
from core.chan.ai import (
    HeuristicBot,
    Position,
    SearchBot,
    estimate,
    fast_player,
    hand_limits,
    is_error,
    make_player,
    part_of,
    rebuild_history,
    safe_actions,
    sample_hidden,
    sample_world,
    view_of,
    world_from_hidden,
)
from core.chan.analysis import wait_kinds
from core.chan.bots import RandomBot, RuleBot
from core.chan.cards import COPIES, FACES
from core.chan.deal import SEATS, Deal, DealOptions
from core.chan.holding import Holding
from core.chan.legality import IllegalAction, judge_capture, judge_chiu, judge_discard
from core.chan.replay import deal_record
from core.chan.scoring import score

ROOT = Path(__file__).resolve().parent.parent
PROFILES = ("cardavia", "traditional")


def positions(profile: str, deals: int, seed: int = 0, mode: str = "basic", every: int = 3):
    """Decision points (deal copies) from deals between mixed players."""
    rng = random.Random(seed)
    for i in range(deals):
        deal = Deal(DealOptions(profile=profile, mode=mode), seed=seed * 1000 + i)
        kinds = [HeuristicBot(i), RandomBot(i), RuleBot(i), HeuristicBot(i + 1)]
        rng.shuffle(kinds)
        step = 0
        while not deal.over:
            seat = deal.to_act
            if step % every == 0 and len(deal.legal_actions()) > 1:
                yield deal.clone()
            deal.act(kinds[seat].choose(deal, seat))
            step += 1


def visible_counts(deal: Deal, seat: int) -> list[int]:
    counts = list(deal.hands[seat])
    for groups in deal.exposed:
        for g in groups:
            for f in g:
                counts[f] += 1
    for gate in deal.gates:
        for f in gate:
            counts[f] += 1
    return counts


# ---------------------------------------------------------------------------- clone and with_hidden


def test_clone_is_independent():
    deal = Deal(DealOptions(), seed=3)
    players = [RandomBot(s) for s in range(SEATS)]
    for _ in range(15):
        deal.act(players[deal.to_act].choose(deal, deal.to_act))
    before = (json.dumps(deal_record(deal)), [list(h) for h in deal.hands], [list(g) for g in deal.gates])
    copy = deal.clone()
    while not copy.over:
        copy.act(players[copy.to_act].choose(copy, copy.to_act))
    assert (json.dumps(deal_record(deal)), [list(h) for h in deal.hands], [list(g) for g in deal.gates]) == before
    assert not deal.over and copy.over


# ---------------------------------------------------------------------------- the view and the sampler


@pytest.mark.parametrize("profile", PROFILES)
def test_public_facts_hold_for_the_real_hands(profile):
    """What hand_limits infers from public events is true of the real hands (basic mode)."""
    for deal in positions(profile, 25, seed=1, every=1):
        for seat in range(SEATS):
            most, even = hand_limits(profile, seat, deal.log)
            for other in range(SEATS):
                if other == seat:
                    continue
                hand = deal.hands[other]
                assert all(hand[f] <= most[other][f] for f in range(FACES)), (other, hand, most[other])
                assert all(hand[f] % 2 == 0 for f in even[other])


@pytest.mark.parametrize("profile", PROFILES)
def test_sampler_keeps_what_the_seat_knows(profile):
    rng = random.Random(5)
    for deal in positions(profile, 12, seed=2):
        seat = deal.to_act
        view = view_of(deal, seat)
        real_visible = visible_counts(deal, seat)
        for _ in range(3):
            world = sample_world(deal, seat, rng, view)
            # own hand, own record, every exposed group and gate, revealed stock: unchanged
            assert world.hands[seat] == deal.hands[seat]
            assert world.records[seat] == deal.records[seat]
            assert world.dealt[seat] == deal.dealt[seat]
            assert world.exposed == deal.exposed and world.gates == deal.gates
            assert world.stock[: deal.stock_pos] == deal.stock[: deal.stock_pos]
            assert world.stock_left == deal.stock_left
            assert [sum(h) for h in world.hands] == [sum(h) for h in deal.hands]
            assert (world.phase, world.to_act, world.card) == (deal.phase, deal.to_act, deal.card)
            # counts conserved: the unseen cards are exactly the other hands plus the stock left
            hidden = [0] * FACES
            for other in range(SEATS):
                if other != seat:
                    for f in range(FACES):
                        hidden[f] += world.hands[other][f]
            for f in world.stock[world.stock_pos :]:
                hidden[f] += 1
            assert hidden == list(view.unseen) == [COPIES - v for v in real_visible]
            assert all(n == COPIES for n in _all_cards(world))
            # the sampled hands respect what public events prove
            for other in range(SEATS):
                if other != seat:
                    assert all(world.hands[other][f] <= view.most[other][f] for f in range(FACES))
                    assert all(world.hands[other][f] % 2 == 0 for f in view.even[other])
            # the seat's options are the same in the sampled deal
            assert world.legal_actions() == deal.legal_actions()
            # the rebuilt deck deals the same hands
            redealt = Deal(deal.options, dealer=deal.dealer, deck=world.deck)
            assert [tuple(h) for h in redealt.hands] == list(world.dealt)


def _all_cards(deal: Deal) -> list[int]:
    return deal.census()


def test_sampled_deals_play_to_the_end():
    rng = random.Random(9)
    for deal in positions("traditional", 6, seed=3):
        world = sample_world(deal, deal.to_act, rng)
        players = [RandomBot(s) for s in range(SEATS)]
        while not world.over:
            world.act(players[world.to_act].choose(world, world.to_act))
        assert sum(world.outcome.settlement) == 0


def _twin(deal: Deal, i: int, j: int) -> Deal | None:
    """The same deal with deck cards i and j swapped, if the same actions still replay."""
    deck = list(deal.deck)
    deck[i], deck[j] = deck[j], deck[i]
    twin = Deal(deal.options, dealer=deal.dealer, deck=deck)
    try:
        for action in deal.actions:
            twin.act(action)
    except IllegalAction:
        return None
    return twin


def test_sampler_never_reads_hidden_cards():
    """Deals that differ only in cards the seat cannot see (two unrevealed stock cards, or an
    opponent's hand card and a stock card) give the same view and the same samples."""
    checked = 0
    for i in range(40):
        deal = Deal(DealOptions(), seed=100 + i)
        players = [HeuristicBot(s) for s in range(SEATS)]
        for _ in range(10 + i % 7):
            if deal.over:
                break
            deal.act(players[deal.to_act].choose(deal, deal.to_act))
        if deal.over or deal.stock_left < 2:
            continue
        seat = deal.to_act
        first_hidden = 77 + deal.stock_pos  # the deal takes 77 cards; then the stock in order
        opponent = (seat + 1) % SEATS
        k = (opponent - deal.dealer) % SEATS  # the dealer gets cards 0..19, then 19 a seat in turn
        start = 0 if k == 0 else 20 + 19 * (k - 1)
        swaps = [(first_hidden, first_hidden + 1), (start + i % 19, first_hidden)]
        for a, b in swaps:
            twin = _twin(deal, a, b)
            if twin is None or view_of(twin, seat) != view_of(deal, seat):
                continue
            one, two = sample_world(deal, seat, random.Random(i)), sample_world(twin, seat, random.Random(i))
            assert one.hands == two.hands and one.stock == two.stock and one.records == two.records
            checked += 1
    assert checked >= 15


@pytest.mark.parametrize("profile", PROFILES)
def test_rebuilt_history_matches_the_real_one(profile):
    for deal in positions(profile, 10, seed=4, every=2):
        for seat in range(SEATS):
            dealt, record, bons = rebuild_history(deal.profile, seat, deal.hands[seat], deal.log)
            real = deal.records[seat]
            assert dealt == deal.dealt[seat]
            assert (record.discarded, record.captures, record.chius) == (real.discarded, real.captures, real.chius)
            assert bons == deal.bons[seat]


def test_private_declines_stay_private():
    for deal in positions("cardavia", 15, seed=5, every=1):
        seat = deal.to_act
        view = view_of(deal, seat)
        assert all(e.seat == seat for e in view.log if e.kind in ("decline_win", "decline_chiu"))


# ---------------------------------------------------------------------------- appraisal


def test_appraisal_waits_and_points_agree_with_the_engine():
    checked = 0
    for profile in PROFILES:
        for deal in positions(profile, 15, seed=6, every=1):
            seat = deal.to_act
            if deal.phase != "discard":
                continue
            pos = Position(deal, seat)
            for face in {a.card for a in deal.legal_actions()}:
                c = list(deal.hands[seat])
                c[face] -= 1
                holding = Holding(c, deal.exposed[seat])
                part = part_of(face)
                new = {part: pos._part(c, part)}
                chan = pos.sums[0] + pos.xchan + new[part][0] - pos.base[part][0]
                ends = pos.sums[1] + new[part][1] - pos.base[part][1]
                mine = []
                if ends == 1 and chan >= 5:
                    mine = [w for w in pos.waits(chan, pos.xca, pos._loose_end(new)) if holding.held[w[0]] < COPIES]
                assert sorted(mine) == sorted(wait_kinds(holding))
                for w, kind in mine:
                    points = pos.win_points(c, None, w, kind, chan + (kind != "ca"))
                    assert points == score(holding, w, (), profile).total
                    checked += 1
    assert checked > 20


# ---------------------------------------------------------------------------- the heuristic player


def _legal_by_judges(deal: Deal, seat: int, action: Action) -> bool:
    holding, record = deal.hand_of(seat), deal.records[seat]
    if action.kind == "discard":
        return judge_discard(deal.profile, holding, record, action.card).legal
    if action.kind == "capture":
        return judge_capture(deal.profile, holding, record, deal.card, action.card, deal.source).legal
    if action.kind == "chiu":
        return judge_chiu(deal.profile, holding, record, deal.card, deal.source).legal
    return True


@pytest.mark.parametrize("profile", PROFILES)
def test_heuristic_never_acts_illegally_in_basic_mode(profile):
    for i in range(60):
        deal = Deal(DealOptions(profile=profile), seed=7000 + i)
        players = [HeuristicBot(i), RandomBot(i), HeuristicBot(i + 1), RuleBot(i)]
        while not deal.over:
            seat = deal.to_act
            action = players[seat].choose(deal, seat)
            if isinstance(players[seat], HeuristicBot):
                assert action in deal.legal_actions()
                assert _legal_by_judges(deal, seat, action), (profile, i, action)
            deal.act(action)
        assert sum(deal.outcome.settlement) == 0


def test_heuristic_commits_no_error_in_advanced_mode():
    for i in range(40):
        deal = Deal(DealOptions(profile="traditional", mode="advanced"), seed=8000 + i)
        players = [HeuristicBot(s) for s in range(SEATS)]
        while not deal.over:
            seat = deal.to_act
            action = players[seat].choose(deal, seat)
            assert not is_error(deal, seat, action)
            deal.act(action)
        assert not any(deal.errors) and not any(deal.bao)


def test_safe_actions_drop_errors_only_in_advanced_mode():
    found = 0
    for deal in positions("traditional", 10, seed=8, mode="advanced", every=1):
        seat = deal.to_act
        safe = safe_actions(deal, seat)
        errors = [a for a in deal.legal_actions() if is_error(deal, seat, a)]
        assert set(safe) | set(errors) == set(deal.legal_actions()) or not safe
        found += bool(errors)
    assert found


def win_claims(options: DealOptions, deals: int):
    """Win claims on stock cards: at each pass that turns one up in heuristic deals, every card the
    stock could give that someone may win on (`Deal.on_stock_card`), as a copy to decide on."""
    for i in range(deals):
        deal = Deal(options, seed=6000 + i)
        players = [fast_player(i * SEATS + s) for s in range(SEATS)]
        while not deal.over:
            action = players[deal.to_act].choose(deal, deal.to_act)
            hands_on = deal.card_source == "stock" and deal.card_from == deal.to_act and not deal.passed_by_revealer
            if action.kind == "pass" and deal.phase == "respond" and deal.stock_left and not hands_on:
                trial = deal.clone()
                trial.pass_before_stock(action)
                for face in set(trial.stock[trial.stock_pos :]):
                    claim = trial.on_stock_card(face, lambda t: t.clone() if t.win_settlement() else None)
                    if claim is not None:
                        yield claim
            deal.act(action)


@pytest.mark.parametrize("mode", ("basic", "advanced"))
def test_takes_win_is_what_choose_would_do_with_the_same_luck(mode):
    """The rollouts' shortcut at a win claim (`HeuristicBot.takes_win`) answers as `choose`
    and leaves the player's random numbers where `choose` leaves them, both versions of the player."""
    taken = declined = 0
    for deal in win_claims(DealOptions(profile="traditional", mode=mode, four_eleven=True), 20):
        seat = deal.to_act
        for detailed in (True, False):
            a, b = HeuristicBot(seat, detailed), HeuristicBot(seat, detailed)
            takes = a.takes_win(deal, seat)
            assert takes == (b.choose(deal, seat).kind == "win")
            assert a.rng.getstate() == b.rng.getstate()
        taken += takes
        declined += not takes
    assert taken > 80 and declined > 50


@pytest.mark.parametrize(
    "options",
    [DealOptions(profile="cardavia"), DealOptions(profile="traditional", mode="advanced", four_eleven=True)],
)
def test_the_rollout_policy_picks_the_best_ranked_action(options):
    """The light player's pruned choice (`HeuristicBot._best`) is the first of its own ranking,
    drawing the same random numbers, at every decision with a choice of deals it plays."""
    checked = 0
    for i in range(20):
        deal = Deal(options, seed=7000 + i)
        players = [fast_player(i * SEATS + s) for s in range(SEATS)]
        while not deal.over:
            seat = deal.to_act
            twin = fast_player()
            twin.rng.setstate(players[seat].rng.getstate())
            action = players[seat].choose(deal, seat)
            if len(safe_actions(deal, seat)) > 1:
                assert action == twin.rank(deal, seat)[0][1]
                assert twin.rng.getstate() == players[seat].rng.getstate()
                checked += 1
            deal.act(action)
    assert checked > 250


def duel(kind_a: str, kind_b: str, decks: int, seed: int = 0, **search) -> list[float]:
    """Duplicate games: kind A in seats {0, 2} then {1, 3} on the same deck; A − B per deck."""
    diffs = []
    for i in range(decks):
        total = 0.0
        for layout in ((0, 2), (1, 3)):
            deal = Deal(DealOptions(), seed=seed + i)
            players = [make_player(kind_a if s in layout else kind_b, seed + 8 * i + s, **search) for s in range(SEATS)]
            while not deal.over:
                deal.act(players[deal.to_act].choose(deal, deal.to_act))
            st = deal.outcome.settlement
            total += sum(st[s] for s in layout) / 2 - sum(st[s] for s in range(SEATS) if s not in layout) / 2
        diffs.append(total / 2)
    return diffs


def test_heuristic_beats_random():
    diffs = duel("heuristic", "random", 60, seed=11)
    mean = statistics.mean(diffs)
    half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5
    assert mean - half > 0, (mean, half)


# ---------------------------------------------------------------------------- the search player


def test_search_player_acts_legally_and_records_its_time(record_property):
    player = SearchBot(seed=1, budget_ms=40)
    deal = Deal(DealOptions(profile="traditional"), seed=21)
    others = [None, HeuristicBot(1), RuleBot(2), HeuristicBot(3)]
    while not deal.over:
        seat = deal.to_act
        if seat == 0:
            action = player.choose(deal, seat)
            assert action in safe_actions(deal, seat)
        else:
            action = others[seat].choose(deal, seat)
        deal.act(action)
    assert player.times and all(n >= 1 for n in player.rounds)
    times = sorted(player.times)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    record_property("search_decisions", len(times))
    record_property("search_p95_ms", round(1000 * p95, 1))  # budget 40 ms; not asserted (machine load)


def test_search_with_fixed_samples_is_deterministic():
    deal = next(p for p in positions("cardavia", 3, seed=12) if len(p.legal_actions()) > 2)
    seat = deal.to_act
    one = SearchBot(seed=4, samples=3).choose(deal, seat)
    two = SearchBot(seed=4, samples=3).choose(deal, seat)
    assert one == two and one in deal.legal_actions()
    ests = estimate(deal, seat, deal.legal_actions(), random.Random(1), samples=4)
    assert [e.n for e in ests] == [4] * len(ests)


def test_the_search_deals_its_worlds_with_the_sampler_it_is_given():
    deal = next(p for p in positions("traditional", 3, seed=21) if len(safe_actions(p, p.to_act)) > 2)
    seat = deal.to_act
    calls = []

    def counting(d, s, rng, view=None):
        calls.append(s)
        return sample_world(d, s, rng, view)

    plain = SearchBot(seed=9, samples=3, halve=False).choose(deal, seat)
    hooked = SearchBot(seed=9, samples=3, halve=False, sampler=counting).choose(deal, seat)
    assert hooked == plain  # the default sampler is sample_world: same worlds, same choice
    assert calls == [seat] * 3  # one world per sample, dealt from the deciding seat's view


def test_a_world_from_hidden_cards_keeps_everything_the_seat_sees():
    deal = next(p for p in positions("cardavia", 2, seed=5) if len(p.log) > 20)
    seat = deal.to_act
    view = view_of(deal, seat)
    hands, stock = sample_hidden(view, random.Random(3))
    world = world_from_hidden(deal, seat, view, hands, stock)
    assert world.hands[seat] == deal.hands[seat] and world.exposed == deal.exposed
    assert world.stock[world.stock_pos :] == stock
    assert all(world.hands[s] == hands[s] for s in hands)
    assert sample_world(deal, seat, random.Random(3), view).hands == world.hands  # sample_world is the two steps


def test_make_player_knows_every_kind():
    for kind in ("random", "rules", "heuristic", "search", "deep"):
        assert make_player(kind, 1).choose is not None
    assert make_player("deep", 1).budget_ms == 5 * make_player("search", 1).budget_ms  # the deep level thinks longer
    with pytest.raises(ValueError):
        make_player("oracle")


# ---------------------------------------------------------------------------- the benchmark


def test_the_oracles_yardsticks_know_what_they_say_and_no_more():
    from benchmarks.decision_regret import hands_known_world, stock_known_world

    deal = next(p for p in positions("traditional", 2, seed=8) if p.stock_left > 5 and len(p.log) > 10)
    seat = deal.to_act
    stock = deal.stock[deal.stock_pos :]
    known = hands_known_world(deal, seat, random.Random(1))
    assert known.hands == deal.hands and sorted(known.stock[known.stock_pos :]) == sorted(stock)
    for k in range(5):
        world = stock_known_world(deal, seat, random.Random(k))
        assert sorted(world.stock[world.stock_pos :]) == sorted(stock)  # the stock's cards, drawn in order
        assert world.hands[seat] == deal.hands[seat]
        assert [sum(h) for h in world.hands] == [sum(h) for h in deal.hands]
        unseen = [sum(world.hands[s][f] for s in range(SEATS) if s != seat) for f in range(FACES)]
        assert unseen == [sum(deal.hands[s][f] for s in range(SEATS) if s != seat) for f in range(FACES)]


def test_decision_regret_prints_a_table_then_one_json_line():
    out = subprocess.run(
        [sys.executable, "-m", "benchmarks.decision_regret", "--deals", "2", "--every", "4", "--rollouts", "4"]
        + ["--jobs", "1", "--players", "heuristic", "search:ms=20,know=hands"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    summary = json.loads(out.stdout.strip().splitlines()[-1])
    assert summary["positions"] > 0 and [r["player"] for r in summary["players"]] == [
        "heuristic",
        "search:ms=20,know=hands",
    ]
    assert summary["players"][0]["vs_first"] == 0
    bad = subprocess.run(
        [sys.executable, "-m", "benchmarks.decision_regret", "--players", "search:budget=9"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert bad.returncode != 0 and "unknown player 'search:budget=9'" in bad.stderr


def test_tournament_prints_a_table_then_one_json_line():
    out = subprocess.run(
        [sys.executable, "-m", "benchmarks.tournament", "--deals", "8", "--a", "heuristic", "--b", "random"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    lines = out.stdout.strip().splitlines()
    summary = json.loads(lines[-1])
    assert summary["deals"] == 8 and summary["a"] == "heuristic" and len(summary["ci95"]) == 2
    assert abs(summary["mean_a"] + summary["mean_b"]) < 1e-9  # zero-sum
    assert "points/deal" in lines[0]


def test_the_rollouts_stock_wins_count_a_dead_hand_that_may_still_win():
    """win.dead_hand, D20: a hand báo for chờ chi rộng (error.A6) is dead — no more captures — yet
    may still win; a báo for a B, C or D error may not (bao.u_bao). The rollouts' average over the
    stock's next card (`_stock_wins`) gives exactly the engine's chance of a win in every case."""
    from core.chan.ai.search import _stock_wins

    def engine_chance(trial: Deal) -> float:
        rest = trial.stock[trial.stock_pos :]
        return sum(trial.stock_card_win(f) is not None for f in rest) / len(rest)

    checked = 0
    for i in range(40):
        deal = Deal(DealOptions(profile="traditional", mode="advanced"), seed=7100 + i)
        players = [fast_player(i * SEATS + s) for s in range(SEATS)]
        while not deal.over and checked < 6:
            action = players[deal.to_act].choose(deal, deal.to_act)
            hands_on = deal.card_source == "stock" and deal.card_from == deal.to_act and not deal.passed_by_revealer
            if action.kind == "pass" and deal.phase == "respond" and deal.stock_left and not hands_on:
                trial = deal.clone()
                trial.pass_before_stock(action)
                rest = set(trial.stock[trial.stock_pos :])
                waiting = [s for s in range(SEATS) if rest & trial.waits(s) and engine_chance(trial)]
                for s in waiting[:1]:
                    for barred in ((), ("bao.bao", "bao.u_bao")):  # A6's báo, then a B/C/D báo
                        dead = trial.clone()
                        dead.dead[s], dead.win_barred[s] = True, barred
                        assert _stock_wins(dead, players, 0)[0] == pytest.approx(engine_chance(dead))
                    checked += 1
            deal.act(action)
    assert checked == 6
