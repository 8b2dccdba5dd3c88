"""Drills (core/chan/drills.py, core/sichuan/drills.py): deterministic, never running out, and checked by
the core: the right answer is accepted, a wrong one refused, and the feedback explains in both languages
with rule ids that exist."""

import time
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from core.chan import drills
from core.chan.analysis import BACH_THU, wait_kinds
from core.chan.cards import CODE, parse_card
from core.chan.legality import judge_capture
from core.chan.rulebook import RULEBOOK as CHAN_RULES
from core.chan.scoring import score
from core.sichuan import drills as sc_drills
from core.sichuan.analysis import waits as sc_waits
from core.sichuan.rulebook import RULEBOOK as SICHUAN_RULES
from core.sichuan.tiles import CODE as TILE_CODE

PROFILES = ("cardavia", "traditional")
SEEDS = range(12)


def right_answer(drill):
    return drill.answer[0] if drill.kind == "bach_thu" else drill.answer


def assert_good_feedback(feedback, book=CHAN_RULES):
    assert feedback.explanation.en.strip() and feedback.explanation.vi.strip()
    assert feedback.answer.en.strip() and feedback.answer.vi.strip()
    assert feedback.rules and all(r in book for r in feedback.rules), feedback.rules


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("kind", drills.DRILL_KINDS)
def test_same_seed_same_question(kind, profile):
    a, b = drills.make(kind, 7, profile), drills.make(kind, 7, profile)
    assert a.data == b.data and a.answer == b.answer and a.prompt == b.prompt
    assert a.seed == 7 and a.profile == profile
    others = {repr(drills.make(kind, seed, profile).data) for seed in range(8)}
    assert len(others) >= 6, "drills should not repeat"


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("kind", drills.DRILL_KINDS)
def test_right_answer_accepted_with_explanation(kind, profile):
    for seed in SEEDS:
        drill = drills.make(kind, seed, profile)
        assert drill.prompt.en and drill.prompt.vi and drill.prompt.en != drill.prompt.vi
        feedback = drills.check(drill, right_answer(drill))
        assert feedback.correct, (seed, drill.data, feedback)
        assert_good_feedback(feedback)


def wrong_answer(drill):
    if drill.kind == "waits":
        right = set(drill.answer)
        return sorted(right)[1:] if right else ["cc"]
    if drill.kind == "capture":
        return next(
            c
            for c in drill.data["choices"]
            if c != drill.answer and (drill.answer != drills.LEGAL or c != drills.LEGAL)
        )
    if drill.kind == "bach_thu":
        return next(c for c in drill.data["choices"] if c not in drill.answer)
    if drill.kind == "score":
        return drill.answer + 1
    return list(drill.answer) + ["thien_u"]


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("kind", drills.DRILL_KINDS)
def test_wrong_answer_refused_and_right_answer_shown(kind, profile):
    for seed in SEEDS:
        drill = drills.make(kind, seed, profile)
        feedback = drills.check(drill, wrong_answer(drill))
        assert not feedback.correct, (seed, drill.data)
        assert_good_feedback(feedback)


def test_waits_feedback_names_what_was_missed_and_what_does_not_win():
    drill = next(d for d in (drills.make("waits", s) for s in range(50)) if len(d.answer) == 3)
    feedback = drills.check(drill, drill.answer[:2] + ["cc"] if "cc" not in drill.answer else drill.answer[:2])
    assert "You missed " + drill.answer[2] in feedback.explanation.en
    assert "Bạn bỏ sót " + drill.answer[2] in feedback.explanation.vi


def test_waits_drill_mixes_shapes_including_hands_that_cannot_win():
    kinds = Counter()
    for seed in range(120):
        drill = drills.make("waits", seed)
        ws = wait_kinds(drills.holding_of(drill.data))
        kinds.update({k for _, k in ws} or {"none"})
        assert sorted(CODE[f] for f, _ in ws) == sorted(drill.answer)
    assert {"chan", "ca", "ba_dau", "bach_thu", "none"} <= set(kinds)


@pytest.mark.parametrize("profile", PROFILES)
def test_capture_drill_comes_from_played_deals_and_history_matters(profile):
    legal = illegal = history = 0
    for seed in range(40):
        drill = drills.make("capture", seed, profile)
        data = drill.data
        assert data["deal_steps"] >= 8
        verdict = judge_capture(
            profile,
            drills.holding_of(data),
            drills.record_of(data["history"]),
            parse_card(data["offered"]),
            parse_card(data["with"]),
            data["source"],
        )
        assert verdict.legal == (drill.answer == drills.LEGAL)
        assert drill.answer == drills.LEGAL or drill.answer in verdict.violations
        assert drill.answer in data["choices"] and data["choices"][0] == drills.LEGAL
        assert all(c in CHAN_RULES for c in data["choices"][1:])
        legal += verdict.legal
        illegal += not verdict.legal
        history += bool(set(verdict.violations) & drills.HISTORY_RULES)
    assert legal >= 8 and illegal >= 8 and history >= 3, (legal, illegal, history)


def test_capture_drill_accepts_any_rule_that_forbids_it():
    for seed in range(60):
        drill = drills.make("capture", seed, "traditional")
        verdict = drills.capture_verdict(drill)
        for rule in verdict.violations:
            assert drills.check(drill, rule).correct
        if not verdict.legal:
            assert not drills.check(drill, drills.LEGAL).correct


@pytest.mark.parametrize("profile", PROFILES)
def test_bach_thu_drill_answers_leave_a_legal_bach_thu(profile):
    for seed in range(20):
        drill = drills.make("bach_thu", seed, profile)
        holding = drills.holding_of(drill.data)
        assert holding.size == 20 and holding.exposed
        for code in drill.data["choices"]:
            after = holding.remove(parse_card(code))
            keeps = any(k == BACH_THU for _, k in wait_kinds(after))
            fb = drills.check(drill, code)
            assert fb.correct == (code in drill.answer)
            if fb.correct:
                assert keeps


@pytest.mark.parametrize("profile", PROFILES)
def test_score_drill_total_is_the_core_score(profile):
    themes = Counter()
    for seed in range(40):
        drill = drills.make("score", seed, profile)
        data = drill.data
        result = score(drills.holding_of(data), parse_card(data["win"]), data["events"], profile)
        assert result.win and drill.answer == result.total
        themes[data["theme"]] += 1
    assert len(themes) >= 5


def test_call_drill_accepts_counts_and_flags_a_wrong_call():
    drill = next(
        d
        for d in (drills.make("call", s, "traditional") for s in range(80))
        if Counter(d.answer).get("tom", 0) + Counter(d.answer).get("leo", 0) >= 1
    )
    assert drills.check(drill, dict(Counter(drill.answer))).correct
    assert drills.check(drill, drill.answer).correct
    wrong = drills.check(drill, list(drill.answer) + ["kinh_tu_chi"])
    assert not wrong.correct and "pay" in wrong.explanation.en and "đền làng" in wrong.explanation.vi


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**9),
    kind=st.sampled_from(["waits", "score", "call", "bach_thu"]),
    profile=st.sampled_from(PROFILES),
)
def test_any_seed_gives_a_checkable_question(seed, kind, profile):
    drill = drills.make(kind, seed, profile)
    assert drills.check(drill, right_answer(drill)).correct


def test_capture_questions_come_quickly():
    start = time.perf_counter()
    for seed in range(10):
        drills.make("capture", 1000 + seed, "cardavia")
    assert (time.perf_counter() - start) / 10 < 1.0


def test_unknown_drill_is_refused():
    with pytest.raises(ValueError):
        drills.make("nope", 1)
    with pytest.raises(ValueError):
        sc_drills.make("nope", 1)


# ----------------------------------------------------------------------------- Sichuan


@pytest.mark.parametrize("kind", sc_drills.DRILL_KINDS)
def test_sichuan_drills_right_and_wrong(kind):
    for seed in range(25):
        drill = sc_drills.make(kind, seed)
        assert drill == sc_drills.make(kind, seed)
        right = sc_drills.check(drill, drill.answer)
        assert right.correct
        assert_good_feedback(right, SICHUAN_RULES)
        wrong_answer = (
            (drill.answer + 1) % 6 if kind == "fan" else list(drill.answer)[1:] + ["1" + drill.data["missing"]]
        )
        wrong = sc_drills.check(drill, wrong_answer)
        assert not wrong.correct
        assert_good_feedback(wrong, SICHUAN_RULES)


def test_sichuan_waits_are_the_core_waits_and_shapes_vary():
    flavours = Counter()
    for seed in range(60):
        drill = sc_drills.make("waits", seed)
        hand = sc_drills.hand_of(drill)
        assert hand.size == 13 and not hand.holds_missing()
        assert drill.answer == [TILE_CODE[k] for k in sc_waits(hand)]
        flavours[drill.data["flavour"]] += 1
    assert len(flavours) >= 5


def test_sichuan_fan_feedback_gives_points_and_payer():
    seen = set()
    for seed in range(40):
        drill = sc_drills.make("fan", seed)
        result = sc_drills.fan_score(drill)
        assert drill.answer == result.fan
        feedback = sc_drills.check(drill, result.fan)
        assert f"2^{result.fan} = {result.base}" in feedback.explanation.en
        seen.add(drill.data["self_draw"])
        if drill.data["self_draw"]:
            assert f"+ 1 = {result.base + 1}" in feedback.explanation.en
    assert seen == {True, False}


def test_feedback_tolerates_junk_answers():
    drill = drills.make("score", 3)
    assert not drills.check(drill, "many").correct
    fan = sc_drills.make("fan", 3)
    assert not sc_drills.check(fan, None).correct
    waits = drills.make("waits", 4)
    with pytest.raises(ValueError):
        drills.check(waits, ["xx"])
