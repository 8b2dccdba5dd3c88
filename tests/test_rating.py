"""Glicko-2 (core.common.rating): Glickman's worked example and single learner-vs-puzzle updates."""

from __future__ import annotations

import math

import pytest

from core.common.rating import (
    DEFAULT,
    MAX_DEVIATION,
    MIN_DEVIATION,
    Rating,
    attempt,
    expected_score,
    update,
)

GAMES = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]


def test_glickman_worked_example():
    # "Example of the Glicko-2 system", tau = 0.5: r' = 1464.06, RD' = 151.52, sigma' = 0.05999.
    # The paper rounds its intermediate values (mu' = -0.2069); exact arithmetic gives 1464.0507.
    after = update(Rating(1500, 200, 0.06), GAMES, tau=0.5, bounds=None)
    assert after.rating == pytest.approx(1464.06, abs=0.02)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert f"{after.volatility:.7f}".startswith("0.05999")  # the paper prints 0.05999 (truncated)
    assert after.volatility == pytest.approx(0.059996, abs=0.000001)
    assert (after.rating - 1500) / 173.7178 == pytest.approx(-0.2069, abs=0.0001)
    assert after.deviation / 173.7178 == pytest.approx(0.8722, abs=0.0001)


def test_the_example_s_expected_scores():
    player = Rating(1500, 200, 0.06)
    assert [round(expected_score(player, opp), 3) for opp, _ in GAMES] == [0.639, 0.432, 0.303]


def test_no_games_only_widens_the_deviation():
    # step 6 alone: phi* = sqrt(phi^2 + sigma^2) = sqrt(1.1513^2 + 0.06^2) = 1.15286 -> RD 200.27
    after = update(Rating(1500, 200, 0.06), [], bounds=None)
    assert after.rating == 1500 and after.volatility == 0.06
    assert after.deviation == pytest.approx(173.7178 * math.sqrt((200 / 173.7178) ** 2 + 0.06**2), rel=1e-12)
    assert after.deviation == pytest.approx(200.27, abs=0.01)


def test_a_learner_solving_an_equal_puzzle():
    # Equal ratings, RD 60 each: g(phi) = 0.99614, E = 0.5, v = 1/(g^2 E (1-E)) = 4.0311,
    # delta_sum = g * 0.5 = 0.49807; phi' ~ sqrt(1/(1/phi*^2 + 1/v)) with phi ~ 0.3454 -> mu' gains
    # phi'^2 * 0.49807. Worked by hand below, the learner gains what the puzzle loses.
    learner = puzzle = Rating(1500, 60, 0.06)
    after_l, after_p = attempt(learner, puzzle, solved=True, tau=0.5)
    phi = 60 / 173.7178
    g = 1 / math.sqrt(1 + 3 * phi**2 / math.pi**2)
    v = 1 / (g * g * 0.25)
    phi_star = math.sqrt(phi**2 + after_l.volatility**2)
    phi_new = 1 / math.sqrt(1 / phi_star**2 + 1 / v)
    assert after_l.deviation == pytest.approx(phi_new * 173.7178, rel=1e-9)
    assert after_l.rating == pytest.approx(1500 + 173.7178 * phi_new**2 * g * 0.5, rel=1e-9)
    assert after_l.rating == pytest.approx(1510.2, abs=0.1)
    assert after_l.rating - 1500 == pytest.approx(1500 - after_p.rating, abs=1e-9)
    assert after_l.volatility == pytest.approx(0.06, abs=0.0005)


def test_an_unrated_learner_moves_far_a_settled_puzzle_little():
    learner, puzzle = DEFAULT, Rating(1500, 60, 0.06)
    after_l, after_p = attempt(learner, puzzle, solved=True)
    assert after_l.rating - 1500 > 150  # RD 500: a big step
    assert 0 < 1500 - after_p.rating < 10  # RD 60 against an uncertain learner: a small one
    assert after_l.deviation < 500


def test_failing_an_easy_puzzle_costs_more_than_failing_a_hard_one():
    learner = Rating(1600, 100, 0.06)
    easy, hard = Rating(1300, 80, 0.06), Rating(1900, 80, 0.06)
    lost_easy = 1600 - attempt(learner, easy, solved=False)[0].rating
    lost_hard = 1600 - attempt(learner, hard, solved=False)[0].rating
    assert lost_easy > lost_hard > 0
    gained_easy = attempt(learner, easy, solved=True)[0].rating - 1600
    gained_hard = attempt(learner, hard, solved=True)[0].rating - 1600
    assert gained_hard > gained_easy > 0


def test_deviation_stays_within_lichess_bounds():
    # 60 games in one period against settled opponents: the paper's RD would be ~ 28, clamped to 45
    games = [(Rating(1500, 50, 0.06), float(i % 2)) for i in range(60)]
    assert update(Rating(1500, 50, 0.06), games, bounds=None).deviation < MIN_DEVIATION
    assert update(Rating(1500, 50, 0.06), games).deviation == MIN_DEVIATION
    assert update(Rating(1500, 499.9, 0.09), []).deviation == MAX_DEVIATION  # 500.14 unclamped


def test_json_round_trip_and_bad_input():
    r = Rating(1612.5, 88.0, 0.061)
    assert Rating.from_json(r.to_json()) == r
    for bad in [
        None,
        {},
        {"rating": "1500", "deviation": 50, "volatility": 0.06},
        {"rating": 1500, "deviation": -1, "volatility": 0.06},
        {"rating": float("nan"), "deviation": 50, "volatility": 0.06},
        {"rating": True, "deviation": 50, "volatility": 0.06},
    ]:
        with pytest.raises(ValueError):
            Rating.from_json(bad)


def test_scores_outside_zero_one_are_refused():
    with pytest.raises(ValueError):
        update(DEFAULT, [(DEFAULT, 2.0)])
