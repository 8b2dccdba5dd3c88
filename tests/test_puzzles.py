"""Puzzles (core.common.puzzles and the games' puzzle modules): the type, the engine's check of an
answer, the mistakes bank's puzzles from reviewed decisions, and the build command."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from core.chan.ai import HeuristicBot as ChanHeuristicBot
from core.chan.coach import coach
from core.chan.deal import Deal as ChanDeal, DealOptions
from core.chan.puzzles import from_review_item
from core.chan.replay import record_of as chan_record
from core.chan.review import ReviewItem, kind_of, position_of
from core.common.puzzles import (
    THEMES,
    Option,
    Puzzle,
    accepted,
    check_answer,
    choose,
    initial_rating,
    is_clear,
    mistake_puzzle,
    position,
    puzzle_id,
    read_set,
    write_set,
)
from core.common.rating import Rating
from core.common.text import Text
from core.sichuan.bots import HeuristicBot
from core.sichuan.coach import price
from core.sichuan.deal import Deal as SichuanDeal
from core.sichuan.puzzles import from_decision
from core.sichuan.replay import record_of as sichuan_record


def chan_opening() -> tuple[ChanDeal, dict]:
    deal = ChanDeal(DealOptions("cardavia"), seed=3)  # seat 0 deals and discards first
    return deal, chan_record(deal)


def option(action: dict, loss: float, label: str, se: float = 0.2) -> Option:
    return Option(action, loss, se, label, Text(f"why {label}", f"vì {label}"), (f"rule.{label}",))


def hand_made_chan_puzzle() -> tuple[Puzzle, list]:
    deal, record = chan_opening()
    legal = [a.to_json() for a in deal.legal_actions()]
    options = [option(legal[0], 0.0, "best"), option(legal[1], 0.05, "close")] + [
        option(a, 1.5 + i, "mistake") for i, a in enumerate(legal[2:])
    ]
    puzzle = Puzzle(
        id=puzzle_id("chan", record, 0, 0),
        game="chan",
        profile="cardavia",
        replay=record,
        step=0,
        seat=0,
        answers=accepted(options),
        themes=("discard",),
        rating=initial_rating(1.5, len(options)),
        reason=options[0].reason,
        rules=options[0].rules,
        kind="discard",
        options=tuple(options),
        margin=1.5,
    )
    return puzzle, legal


def test_the_best_and_a_close_option_are_right_a_worse_one_is_wrong():
    puzzle, legal = hand_made_chan_puzzle()
    assert puzzle.answers == (legal[0], legal[1])
    right = check_answer(puzzle, legal[0])
    assert right.right and right.legal and right.label == "best" and right.reason.en == "why best"
    assert check_answer(puzzle, legal[1]).right
    wrong = check_answer(puzzle, legal[3])
    assert not wrong.right and wrong.legal
    assert (wrong.loss, wrong.label, wrong.rules) == (2.5, "mistake", ("rule.mistake",))
    assert wrong.explanation.vi == "vì best" and wrong.best == legal[0]


def test_an_answer_may_be_the_game_s_action_object():
    puzzle, _ = hand_made_chan_puzzle()
    deal = position(puzzle)
    first = deal.legal_actions()[0]
    assert check_answer(puzzle, first, deal).right
    assert deal.actions == []  # the given position is not played on


def test_an_illegal_answer_is_refused_with_the_engine_s_rule():
    puzzle, _ = hand_made_chan_puzzle()
    deal = position(puzzle)
    held = [f for f in range(25) if deal.hands[0][f]]
    missing = next(f for f in range(25) if not deal.hands[0][f])
    from core.chan.cards import CODE

    verdict = check_answer(puzzle, {"seat": 0, "action": "discard", "card": CODE[missing]})
    assert not verdict.right and not verdict.legal and verdict.rules and verdict.reason.vi
    # another seat's action, a pass where a discard is due, a malformed action: refused, never raised
    assert not check_answer(puzzle, {"seat": 1, "action": "discard", "card": CODE[held[0]]}).legal
    assert not check_answer(puzzle, {"seat": 0, "action": "pass"}).legal
    bad = check_answer(puzzle, {"seat": 0, "action": "fly"})
    assert not bad.legal and "action" in bad.reason.en


def hand_made_sichuan_puzzle() -> tuple[Puzzle, list]:
    deal = SichuanDeal(seed=3)
    record = sichuan_record(deal)
    legal = [a.to_json() for a in deal.legal_actions()]  # declare m, p or s
    options = [option(legal[0], 0.0, "best")] + [option(a, 2.0, "mistake") for a in legal[1:]]
    puzzle = Puzzle(puzzle_id("sichuan", record, 0, 0), "sichuan", "sichuan", record, 0, 0, accepted(options),
                    ("declare",), Rating(), options[0].reason, (), "declare", tuple(options), 2.0)  # fmt: skip
    return puzzle, legal


def test_sichuan_answers_are_checked_by_its_engine():
    puzzle, legal = hand_made_sichuan_puzzle()
    assert check_answer(puzzle, legal[0]).right
    assert not check_answer(puzzle, legal[1]).right
    refused = check_answer(puzzle, {"seat": 0, "type": "discard", "tile": "1m"})
    assert not refused.legal and refused.rules
    chow = check_answer(puzzle, {"seat": 0, "type": "chow"})
    assert not chow.legal and chow.rules == ("sc.claim.no_chow",)


def test_json_round_trip_and_bad_fields():
    puzzle, _ = hand_made_chan_puzzle()
    data = json.loads(json.dumps(puzzle.to_json()))
    again = Puzzle.from_json(data)
    assert again.to_json() == puzzle.to_json()
    for field, value in [("game", "chess"), ("step", -1), ("seat", 4), ("answers", []), ("source", "x"),
                         ("rating", {"rating": 1500}), ("themes", "discard")]:  # fmt: skip
        with pytest.raises(ValueError, match=field):
            Puzzle.from_json({**data, field: value})


def test_a_position_that_is_not_the_seat_s_decision_is_refused():
    puzzle, _ = hand_made_chan_puzzle()
    from dataclasses import replace

    with pytest.raises(ValueError, match="not to act"):
        position(replace(puzzle, seat=2))


def test_set_files_round_trip(tmp_path):
    puzzle, _ = hand_made_chan_puzzle()
    path = tmp_path / "set.json"
    write_set(path, "chan", [puzzle], {"count": 1})
    puzzles, built = read_set(path.read_text("utf-8"))
    assert [p.id for p in puzzles] == [puzzle.id] and built == {"count": 1}
    with pytest.raises(ValueError):
        read_set(json.dumps({"format": "puzzles/1", "game": "sichuan", "puzzles": [puzzle.to_json()]}))


def test_is_clear_needs_every_other_option_beaten_by_the_margin():
    best = option({"a": 0}, 0.0, "best")
    assert is_clear([best, option({"a": 1}, 0.8, "good"), option({"a": 2}, 4.0, "blunder")], 0.5)
    assert not is_clear([best, option({"a": 1}, 0.8, "close")], 0.5)  # interval reaches zero
    assert not is_clear([best, option({"a": 1}, 0.4, "good")], 0.5)  # below the margin
    assert not is_clear([best], 0.5)


def test_initial_rating_is_harder_with_more_options_and_a_thinner_margin():
    assert initial_rating(0.5, 12).rating > initial_rating(0.5, 2).rating > initial_rating(5.0, 2).rating
    assert initial_rating(5.0, 2, "win").rating < initial_rating(5.0, 2).rating
    assert 600 <= initial_rating(100.0, 2, "win").rating and initial_rating(0.0, 40).rating <= 2600


def test_every_theme_has_both_languages():
    assert all(t.en and t.vi for t in THEMES.values())


def test_mistake_puzzle_only_for_a_mistake_or_a_blunder():
    _, legal = hand_made_chan_puzzle()
    _, record = chan_opening()
    options = [option(legal[0], 0.0, "best"), option(legal[1], 0.2, "close"), option(legal[2], 0.6, "inaccuracy"),
               option(legal[3], 1.4, "mistake"), option(legal[4], 4.0, "blunder")]  # fmt: skip
    for played, expected in [(0, False), (1, False), (2, False), (3, True), (4, True)]:
        made = mistake_puzzle("chan", "cardavia", record, 0, 0, options, legal[played], kind="discard")
        assert (made is not None) == expected, played
    made = mistake_puzzle("chan", "cardavia", record, 0, 0, options, legal[4], kind="discard", themes=["discard"])
    assert made is not None
    assert made.source == "mistake" and made.played == legal[4]
    assert made.answers == (legal[0], legal[1])  # the best and what the coach cannot tell from it
    assert made.margin == 0.6  # the smallest loss of a wrong option
    assert made.id == puzzle_id("chan", record, 0, 0)
    assert not check_answer(made, legal[4]).right and check_answer(made, legal[0]).right


def chan_win_on_offer() -> ChanDeal:
    """Seed 3 played by the heuristic players until seat 0 may win (a claim: win or pass)."""
    deal = ChanDeal(DealOptions("cardavia"), seed=3)
    players = [ChanHeuristicBot(12 + seat) for seat in range(4)]
    while not (deal.to_act == 0 and any(a.kind == "win" for a in deal.legal_actions())):
        deal.act(players[deal.to_act].choose(deal, deal.to_act))
    return deal


def test_a_chan_review_item_becomes_a_puzzle_when_the_learner_blundered():
    # The learner passed up a win; the review (its item built as core.chan.review.review builds it)
    # prices that a blunder, and the bank gets the position with the win as the answer.
    deal = chan_win_on_offer()
    step = len(deal.actions)
    ranked = coach(deal, 0, samples=60, seed=1)
    played = next(a for a in ranked if a.action.kind == "pass")
    assert ranked[0].action.kind == "win" and played.label == "blunder"
    whole = deal.clone()
    whole.act(played.action)
    item = ReviewItem(step, 0, deal.phase, position_of(deal, 0, whole, step), played, ranked[0], played.loss or 0.0,
                      tuple(ranked), kind_of(deal, deal.legal_actions()))  # fmt: skip
    made = from_review_item(item)
    assert made is not None and made.game == "chan" and made.step == step and made.kind == "claim"
    assert made.played == {"seat": 0, "action": "pass"} and made.answers == ({"seat": 0, "action": "win"},)
    assert made.themes[0] == "claim" and made.samples == ranked[0].samples
    assert made.reason == ranked[0].reason and made.rules == ranked[0].rules
    assert len(made.replay["actions"]) == step and "result" not in made.replay
    assert not check_answer(made, played.action).right
    assert check_answer(made, ranked[0].action).right
    again = Puzzle.from_json(json.loads(json.dumps(made.to_json())))
    assert position(again).to_act == 0 and check_answer(again, {"seat": 0, "action": "win"}).right
    best_item = ReviewItem(step, 0, deal.phase, item.position, ranked[0], ranked[0], 0.0, tuple(ranked), "claim")
    assert from_review_item(best_item) is None


def sichuan_self_draw() -> SichuanDeal:
    """Seed 7 played by the heuristic bots until seat 0 may win on its own draw."""
    deal = SichuanDeal(seed=7)
    bots = [HeuristicBot(28 + seat) for seat in range(4)]
    while not (deal.to_act == 0 and deal.phase == "turn" and any(a.kind == "win" for a in deal.legal_actions())):
        deal.act(bots[deal.to_act].choose(deal, deal.to_act))
    return deal


def test_a_sichuan_decision_becomes_a_puzzle_when_the_learner_threw_a_win_away():
    deal = sichuan_self_draw()
    step = len(deal.actions)
    priced = price(deal, 0, samples=60, seed=1)
    assert priced[0].action.kind == "win"
    played = priced[-1]  # a discard instead of the self-drawn win
    assert played.action.kind == "discard" and played.label in ("mistake", "blunder")
    made = from_decision(sichuan_record(deal), step, 0, priced, played.action)
    assert made is not None and made.kind == "discard" and made.themes[:2] == ("discard", "win")
    assert made.answers[0] == {"seat": 0, "type": "win"} and made.played == played.action.to_json()
    assert all(a["type"] != "discard" or priced_loss(priced, a) < 0.3 for a in made.answers)
    assert not check_answer(made, played.action).right and check_answer(made, priced[0].action).right
    assert from_decision(sichuan_record(deal), step, 0, priced, priced[0].action) is None


def priced_loss(priced, action_json) -> float:
    return next(a.loss for a in priced if a.action.to_json() == action_json)


def test_build_command_writes_a_set_that_loads(tmp_path):
    from core.chan.puzzles import main

    out = tmp_path / "p.json"
    args = ["build", "--count", "1", "--seed", "4", "--out", str(out), "--confirm-samples", "60"]
    assert main([*args, "--screen-rollouts", "60", "--profile", "cardavia"]) == 0
    puzzles, built = read_set(out.read_text("utf-8"))
    assert len(puzzles) == 1 and built["count"] == 1 and built["profiles"] == ["cardavia"]
    p = puzzles[0]
    assert position(p).to_act == 0 and check_answer(p, p.answers[0]).right
    assert p.margin >= 0.5 and all(o.label != "close" for o in p.options[1:])


def test_build_command_refuses_a_bad_count(capsys):
    from core.sichuan.puzzles import main

    with pytest.raises(SystemExit):
        main(["build", "--count", "0"])
    assert "--count" in capsys.readouterr().err


ACTION_JSON = st.dictionaries(
    st.sampled_from(["seat", "action", "type", "card", "with", "tile", "suit", "call", "x"]),
    st.one_of(
        st.integers(-2, 5),
        st.sampled_from(["discard", "capture", "pass", "win", "chiu", "declare", "pung", "2v", "cc", "1m", "m", ""]),
        st.none(),
        st.booleans(),
        st.lists(st.text(max_size=3), max_size=2),
    ),
    max_size=4,
)


@settings(max_examples=150, deadline=None)
@given(data=ACTION_JSON, game=st.sampled_from(["chan", "sichuan"]))
def test_any_answer_gets_a_verdict_never_an_exception(data, game):
    puzzle, legal = hand_made_chan_puzzle() if game == "chan" else hand_made_sichuan_puzzle()
    verdict = check_answer(puzzle, data)
    assert verdict.right == (data in puzzle.answers)
    assert verdict.legal == (data in legal) or (verdict.legal and verdict.action in legal)
    if not verdict.legal:
        assert verdict.reason.en and verdict.reason.vi and "actions[0]" not in verdict.reason.en


def test_choose_serves_the_nearest_unsolved_puzzle_of_a_theme():
    import random
    from dataclasses import replace

    base, _ = hand_made_chan_puzzle()
    ps = [replace(base, id=f"p{r}", rating=Rating(r), themes=(t,)) for r, t in
          ((900, "discard"), (1400, "capture"), (1550, "discard"), (2000, "discard"))]  # fmt: skip
    learner = Rating(1500, 80)
    assert choose(ps, learner).id == "p1550"
    assert choose(ps, learner, theme="capture").id == "p1400"
    assert choose(ps, learner, exclude=["p1550", "p1400"]).id == "p2000"
    assert choose(ps, learner, exclude=[p.id for p in ps]) is None
    picks = {choose(ps, learner, rng=random.Random(s), nearest=2).id for s in range(40)}
    assert picks == {"p1550", "p1400"}
