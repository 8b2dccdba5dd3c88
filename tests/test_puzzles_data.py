"""The puzzle sets shipped with the app (core/chan/puzzles.json, core/sichuan/puzzles.json): every
puzzle loads, its position replays to the seat's decision, its options are the legal actions, its
answers are legal and clearly best as built, and on a small sample the coach still prefers them."""

from __future__ import annotations

import random

import pytest

from core.common.puzzles import (
    THEMES,
    check_answer,
    game_module,
    is_clear,
    load_set,
    position,
    read_set,
    set_path,
)

GAMES = ("chan", "sichuan")
AT_LEAST = 50  # puzzles per game shipped (the build's figures are in the file: "built")


@pytest.fixture(scope="module", params=GAMES)
def shipped(request):
    return request.param, load_set(request.param)


def test_each_game_ships_a_set(shipped):
    game, puzzles = shipped
    assert len(puzzles) >= AT_LEAST, f"{game}: {len(puzzles)} puzzles"
    assert len({p.id for p in puzzles}) == len(puzzles)
    _, built = read_set(set_path(game).read_text("utf-8"))
    assert built["count"] == len(puzzles) and built["confirm_samples"] >= 200


def test_every_puzzle_replays_and_its_answers_are_legal(shipped):
    game, puzzles = shipped
    module = game_module(game)
    for p in puzzles:
        assert p.game == game and p.source == "generated" and p.profile in module.PROFILES
        deal = position(p)  # replays; raises if the seat is not to act
        legal = {module.action_key(a) for a in deal.legal_actions()}
        priced = [module.action_key(module.parse_action(o.action)) for o in p.options]
        assert set(priced) == legal and len(priced) == len(legal), p.id
        for answer in p.answers:
            assert deal.can(module.parse_action(answer)), (p.id, answer)
        assert p.answers[0] == p.options[0].action
        verdict = check_answer(p, p.answers[0], deal)
        assert verdict.right and verdict.legal
        assert all(not check_answer(p, o.action, deal).right for o in p.options if o.action not in p.answers)
        assert len(deal.actions) == p.step


def test_every_puzzle_is_clear_themed_and_rated(shipped):
    game, puzzles = shipped
    for p in puzzles:
        assert is_clear(p.options, p.margin), p.id
        assert p.answers == (p.options[0].action,)
        assert p.themes and all(t in THEMES for t in p.themes), (p.id, p.themes)
        assert p.reason.en and p.reason.vi and p.kind == p.themes[0]
        assert 600 <= p.rating.rating <= 2600 and p.samples >= 200
    kinds = {p.kind for p in puzzles}
    assert len(kinds) >= 2, kinds


def test_the_coach_still_prefers_the_answer_on_a_sample(shipped):
    # Three puzzles per game, priced again with other sampled worlds (a different seed) and fewer of
    # them: the answer is still the coach's first choice.
    game, puzzles = shipped
    module = game_module(game)
    for p in random.Random(26).sample(puzzles, 3):
        deal = position(p)
        again = module.price(deal, p.seat, samples=100, seed=7_777)
        assert again[0].action in p.answers, (p.id, again[0].action, p.answers)
