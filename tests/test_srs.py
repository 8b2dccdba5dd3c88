"""The mistakes bank's schedule (core.common.srs), checked against schedules worked out by hand."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest

from core.common.srs import INTERVALS, Attempt, State, due_first, fold, is_due, new, step

T0 = datetime(2026, 1, 1, 9, 0, tzinfo=UTC)


def at(days: float, hours: float = 0) -> datetime:
    return T0 + timedelta(days=days, hours=hours)


def test_a_new_puzzle_is_in_box_one_and_due_at_once():
    s = new(T0)
    assert (s.box, s.due, s.streak, s.retired, s.attempts, s.last) == (1, T0, 0, False, 0, None)
    assert is_due(s, T0)


def test_hand_worked_schedule_without_retirement():
    # created day 0; solved day 0 (box 1 -> 2, +1 day = day 1); solved day 1 (2 -> 3, +3 = day 4);
    # solved day 4 (3 -> 4, +7 = day 11); solved day 11 (4 -> 5, +14 = day 25);
    # solved day 25 (5 stays, +30 = day 55); failed day 55 (-> box 1, due day 55);
    # solved day 56 (1 -> 2, due day 57).
    history = [(0, True), (1, True), (4, True), (11, True), (25, True), (55, False), (56, True)]
    expected = [(2, 1), (3, 4), (4, 11), (5, 25), (5, 55), (1, 55), (2, 57)]
    state = new(T0)
    for (day, solved), (box, due_day) in zip(history, expected, strict=True):
        state = step(state, Attempt(at(day), solved), retire_after=None)
        assert (state.box, state.due) == (box, at(due_day)), (day, solved)
        assert not state.retired
    assert state.streak == 1 and state.attempts == 7 and state.last == at(56)
    assert [b for b in INTERVALS] == [1, 3, 7, 14, 30]


def test_solved_twice_in_a_row_retires():
    # failed, solved (box 2, due +1 day), failed (box 1, due at once), solved, solved -> retired
    state = fold(
        [Attempt(at(0), False), Attempt(at(0, 5), True), Attempt(at(1), False), Attempt(at(2), True)],
        created=T0,
    )
    assert (state.box, state.due, state.streak, state.retired) == (2, at(3), 1, False)
    state = step(state, Attempt(at(3), True))
    assert state.retired and state.streak == 2
    assert not is_due(state, at(400))


def test_a_retired_puzzle_stays_retired_but_counts_attempts():
    state = fold([Attempt(at(0), True), Attempt(at(1), True)])
    after = step(state, Attempt(at(2), False))
    assert after.retired and after.box == state.box and after.attempts == 3 and after.last == at(2)


def test_a_failure_is_due_at_the_next_session_not_in_this_one():
    session = at(10)
    state = fold([Attempt(at(10, 1), False)], created=T0)
    assert state.due == at(10, 1)
    assert not is_due(state, at(10, 2), session_start=session)  # the same session
    assert is_due(state, at(11), session_start=at(11))  # the next one
    assert is_due(state, at(10, 2))  # without sessions: due at once


def test_not_due_before_its_interval():
    state = fold([Attempt(at(0), True)])
    assert not is_due(state, at(0, 23))
    assert is_due(state, at(1))


def test_fold_takes_attempts_in_time_order():
    attempts = [Attempt(at(4), True), Attempt(at(0), False), Attempt(at(1), True)]
    assert fold(attempts, created=T0) == fold(sorted(attempts, key=lambda a: a.at), created=T0)
    # day 0 fail (box 1, due day 0); day 1 solved (box 2, due 2); day 4 solved -> retired
    assert fold(attempts).retired


def test_fold_without_attempts_needs_a_creation_time():
    assert fold([], created=T0) == new(T0)
    with pytest.raises(ValueError):
        fold([])


def test_due_first_orders_the_bank_by_how_overdue():
    now = at(20)
    bank = {
        "late": State(box=3, due=at(5)),
        "later": State(box=1, due=at(2)),
        "tie_box2": State(box=2, due=at(5)),
        "future": State(box=1, due=at(21)),
        "retired": State(box=2, due=at(0), retired=True),
        "seen_now": State(box=1, due=at(19), last=at(20)),
    }
    assert due_first(bank, now) == ["later", "tie_box2", "late", "seen_now"]
    assert due_first(bank, now, session_start=at(19, 12)) == ["later", "tie_box2", "late"]


def test_property_box_and_due_follow_the_last_attempts():
    rng = random.Random(7)
    for _ in range(300):
        t = T0
        attempts = []
        for _ in range(rng.randint(1, 12)):
            t += timedelta(hours=rng.randint(1, 24 * 40))
            attempts.append(Attempt(t, rng.random() < 0.6))
        state = fold(attempts, created=T0, retire_after=None)
        last = attempts[-1]
        trailing = 0
        for a in reversed(attempts):
            if not a.solved:
                break
            trailing += 1
        assert state.streak == trailing
        assert state.box == min(1 + trailing, len(INTERVALS))
        if last.solved:
            assert state.due == last.at + timedelta(days=INTERVALS[min(trailing, len(INTERVALS)) - 1])
        else:
            assert state.due == last.at
        retiring = fold(attempts, created=T0)
        assert retiring.retired == any(a.solved and b.solved for a, b in zip(attempts, attempts[1:], strict=False))
