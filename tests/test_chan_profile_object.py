"""The rule profile is an object that carries its rules (issue 10, item 3): legality, scoring, the
AI, the coach and the app ask the `Profile`, never compare its name, so a third profile is one
`Profile(...)` — here built in the test itself and played and scored through the public API."""

import dataclasses
import random
import re
from pathlib import Path

import pytest

from core.chan import score
from core.chan.ai import view_of
from core.chan.bots import RandomBot, RuleBot, play_out
from core.chan.cards import NotationError, parse_card
from core.chan.coach import coach
from core.chan.deal import Deal, DealOptions
from core.chan.drills import holding_of, winning_position
from core.chan.legality import (
    judge_capture,
    judge_discard,
    judge_pass,
    legal_capture_faces,
    legal_discard_faces,
)
from core.chan.profiles import CARDAVIA, CHECKS, PROFILES, TRADITIONAL, get_profile
from core.chan.replay import dumps, loads
from core.common.text import Text

ROOT = Path(__file__).resolve().parent.parent

# a regional variant: the traditional values, options and calling, with cardavia's capture rules
REGIONAL = dataclasses.replace(
    TRADITIONAL, name="regional", title=Text("regional", "vùng miền"), document="003", checks="000"
)

_NAMES = "|".join(map(re.escape, PROFILES))
NAME_COMPARISON = re.compile(rf"""[=!]=\s*["'](?:{_NAMES})["']|["'](?:{_NAMES})["']\s*[=!]=|\b_name\(profile\)""")


def test_no_code_compares_profile_names():
    hits = [
        f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
        for top in ("core", "ui", "pages")
        for path in sorted((ROOT / top).rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if NAME_COMPARISON.search(line)
    ]
    assert hits == []


def test_the_pattern_finds_a_name_comparison():
    assert NAME_COMPARISON.search('    cardavia = _name(profile) == "cardavia"')
    assert NAME_COMPARISON.search("if 'traditional' != profile:")
    assert not NAME_COMPARISON.search('PROFILES = {"cardavia": CARDAVIA}')


def test_the_two_profiles_carry_their_rules():
    assert (CARDAVIA.checks, CARDAVIA.error_checks, CARDAVIA.has_calling, CARDAVIA.has_advanced) == (
        "000",
        False,
        False,
        False,
    )
    assert (TRADITIONAL.checks, TRADITIONAL.error_checks, TRADITIONAL.has_calling, TRADITIONAL.has_advanced) == (
        "003",
        True,
        True,
        True,
    )
    assert all(r.startswith("capture.") for r in CARDAVIA.capture_rules)
    assert all(r.startswith("error.") for r in TRADITIONAL.capture_rules)
    assert TRADITIONAL.has_special and not CARDAVIA.has_special
    assert (CARDAVIA.display.vi, TRADITIONAL.display.vi, REGIONAL.display.vi) == (
        "cardavia",
        "truyền thống",
        "vùng miền",
    )
    assert dataclasses.replace(CARDAVIA, name="mien_bac", title=None).display.vi == "mien_bac"


def test_a_profile_refuses_unknown_checks():
    with pytest.raises(ValueError, match="checks"):
        dataclasses.replace(CARDAVIA, checks="999")
    assert set(CHECKS) == {"000", "003"}


def test_the_third_profile_judges_captures_and_discards_as_cardavia():
    rng = random.Random(3)
    judged = 0
    for seed in range(6):
        deal = Deal(DealOptions(profile=REGIONAL), seed=seed)
        players = [RuleBot(seed + s) if s % 2 else RandomBot(seed + s) for s in range(4)]
        while not deal.over:
            seat = deal.to_act
            holding, record = deal.hand_of(seat), deal.records[seat]
            if deal.phase == "respond" and deal.card is not None:
                card = deal.card
                assert legal_capture_faces(REGIONAL, holding, record, card) == legal_capture_faces(
                    CARDAVIA, holding, record, card
                )
                assert judge_pass(REGIONAL, holding, record, card) == judge_pass(CARDAVIA, holding, record, card)
                for face in range(25):
                    if holding.concealed[face] and face != card and rng.random() < 0.3:
                        mine = judge_capture(REGIONAL, holding, record, card, face)
                        assert mine == judge_capture(CARDAVIA, holding, record, card, face)
                        assert not any(r.startswith("error.") for r in mine.rules)
                        judged += 1
            if holding.size == 20:
                assert legal_discard_faces(REGIONAL, holding, record) == legal_discard_faces(CARDAVIA, holding, record)
                face = next(f for f in range(25) if holding.concealed[f])
                assert judge_discard(REGIONAL, holding, record, face) == judge_discard(CARDAVIA, holding, record, face)
            deal.act(players[seat].choose(deal, seat))
        assert deal.profile is REGIONAL
    assert judged > 20


def test_the_third_profile_plays_whole_deals_and_pays_traditional_values():
    wins = 0
    for seed in range(30):
        deal = Deal(DealOptions(profile=REGIONAL, four_eleven=True, ga_gop=True), seed=seed)
        play_out(deal, [RandomBot(seed * 4 + s) for s in range(4)])
        assert deal.over
        if deal.outcome.winner is not None:
            wins += 1
            assert deal.outcome.result is not None and deal.outcome.result.profile is REGIONAL
            assert deal.outcome.call is not None  # the winner calls (xướng), as in the traditional profile
    for seed in range(4):  # the reading AI and the coach ask the profile too
        deal = Deal(DealOptions(profile=REGIONAL), seed=100 + seed)
        for _ in range(12):
            if deal.over:
                break
            seat = deal.to_act
            view_of(deal, seat)
            coach(deal, seat, samples=4)
            deal.act(RuleBot(seat).choose(deal, seat))
    assert wins > 0


def test_the_third_profile_scores_with_its_own_values():
    rng = random.Random(11)
    differs = 0
    for _ in range(40):
        data = winning_position(rng, "traditional")
        holding, win, events = holding_of(data), parse_card(data["win"]), data["events"]
        mine = score(holding, win, events, REGIONAL)
        assert mine.win and mine.profile is REGIONAL
        assert {**mine.to_json(), "profile": "traditional"} == score(holding, win, events, TRADITIONAL).to_json()
        known = [e for e in events if e in CARDAVIA.events]
        differs += score(holding, win, known, CARDAVIA).total != score(holding, win, known, REGIONAL).total
    assert differs > 0  # the values are traditional's, not cardavia's


def test_the_third_profile_refuses_advanced_mode_and_keeps_its_options():
    with pytest.raises(NotationError):  # advanced mode punishes the 003 errors this profile does not check
        DealOptions(profile=REGIONAL, mode="advanced").check()
    assert DealOptions(profile=REGIONAL, four_eleven=True, ga=("tam_do",)).check() is REGIONAL
    with pytest.raises(NotationError):
        DealOptions(
            profile=dataclasses.replace(REGIONAL, name="plain", has_four_eleven=False), four_eleven=True
        ).check()


def test_registering_the_third_profile_is_enough_for_names_and_replays(monkeypatch):
    monkeypatch.setitem(PROFILES, "regional", REGIONAL)
    assert get_profile("regional") is REGIONAL
    deal = Deal(DealOptions(profile="regional"), seed=5)
    play_out(deal, [RandomBot(s) for s in range(4)])
    text = dumps(deal)
    assert '"profile": "regional"' in text
    again = loads(text)
    assert again.profile is REGIONAL and again.over and again.outcome == deal.outcome
