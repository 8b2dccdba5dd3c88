"""The search gives exactly the numbers recorded before its rollouts were made faster.

tests/fixtures/search_equivalence.json (written by `python -m tests.search_fixture`) holds, for 48
positions of seeded heuristic deals — cardavia and traditional, basic and advanced mode, with and
without 4-11, gà and gà góp — `estimate`'s result lists for fixed seeds (flat and with halving),
the search player's choice and the coach's ranking with its values. Any change in what a rollout
computes (its policy, the stock's wins, the luck it draws) changes some of these floats.
"""

import json
from functools import cache

import pytest

from tests.search_fixture import FIXTURE, SETTINGS, digest, measure, options_json, positions


@cache
def recorded() -> dict:
    return json.loads(FIXTURE.read_text(encoding="utf-8"))


@cache
def replayed() -> list:
    return list(positions())


def test_the_fixture_covers_every_setting():
    data = recorded()
    assert data["settings"] == [options_json(o) for o in SETTINGS]
    assert {c["setting"] for c in data["cases"]} == set(range(len(SETTINGS)))
    assert len(data["cases"]) == len(replayed()) >= 40


@pytest.mark.parametrize("setting", range(len(SETTINGS)))
def test_search_results_are_unchanged(setting):
    cases = [c for c in recorded()["cases"] if c["setting"] == setting]
    here = [(seed, upto, deal) for i, seed, upto, deal in replayed() if i == setting]
    assert [(c["seed"], c["upto"]) for c in cases] == [(seed, upto) for seed, upto, _ in here]
    for case, (seed, upto, deal) in zip(cases, here, strict=True):
        before = digest(deal)
        assert before == case["digest"], f"deal {seed} after {upto} actions is not the recorded position"
        got = measure(deal, seed)
        want = {k: case[k] for k in got}
        assert got == want, f"deal {seed} after {upto} actions"
        assert digest(deal) == before  # the search leaves the deal it looks at unchanged
