"""Spaced repetition for the mistakes bank: Leitner boxes, as pure functions over a puzzle's attempts.

A puzzle's state is nothing but its attempt history folded in order (`fold`), so the store keeps
only the attempts (time, solved?) and the state is recomputed when read; `step` adds one attempt.

The schedule (Leitner, five boxes, ``INTERVALS`` = 1, 3, 7, 14, 30 days):

- a new puzzle enters box 1, due at once (at the learner's next session);
- solved in box ``b``: it moves to box ``b + 1`` (box 5 stays in box 5) and comes back
  ``INTERVALS[b - 1]`` days later (1 day after a first success, then 3, 7, 14, 30);
- failed, in any box: back to box 1, due at once: the next session offers it again (`is_due`
  with ``session_start`` keeps a puzzle attempted during the current session out of it);
- solved twice in a row (``RETIRE_AFTER``): retired, never due again; later attempts of a retired
  puzzle (a learner replaying it by hand) leave it retired. ``retire_after=None`` never retires
  (the public puzzle stream's own reviews, if the app wants them).

Times are `datetime` objects, timezone-aware or not, but all of one kind for one puzzle.

    >>> from datetime import datetime
    >>> t0 = datetime(2026, 1, 1, 9, 0)
    >>> s = fold([Attempt(t0, False), Attempt(datetime(2026, 1, 1, 20, 0), True)], created=t0)
    >>> s.box, s.due.isoformat(), s.streak, s.retired
    (2, '2026-01-02T20:00:00', 1, False)
    >>> s = step(s, Attempt(datetime(2026, 1, 3, 8, 0), True))
    >>> s.retired, is_due(s, datetime(2027, 1, 1))
    (True, False)

API (for the mistakes bank UI): `Attempt`, `State`, `new`, `step`, `fold`, `is_due`,
`due_first` (the due puzzles of a bank, most overdue first), ``INTERVALS``, ``RETIRE_AFTER``.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import TypeVar

INTERVALS: tuple[int, ...] = (1, 3, 7, 14, 30)  # days before a puzzle solved in box 1, 2, … comes back
BOXES = len(INTERVALS)
RETIRE_AFTER = 2  # successes in a row that retire a puzzle from the bank

K = TypeVar("K", bound=Hashable)


@dataclass(frozen=True, slots=True)
class Attempt:
    """One try at a puzzle: when, and whether the answer was right."""

    at: datetime
    solved: bool


@dataclass(frozen=True, slots=True)
class State:
    """Where a puzzle stands: its box (1-5), when it is due, successes in a row, retired or not.

    ``attempts`` counts every attempt folded in; ``last`` is the time of the latest (None if none).
    """

    box: int
    due: datetime
    streak: int = 0
    retired: bool = False
    attempts: int = 0
    last: datetime | None = None


def new(created: datetime) -> State:
    """A puzzle just put into the bank: box 1, due at once."""
    return State(box=1, due=created)


def step(state: State, attempt: Attempt, *, retire_after: int | None = RETIRE_AFTER) -> State:
    """The state after one more attempt (see the module's schedule).

    >>> t = datetime(2026, 3, 1)
    >>> s = step(new(t), Attempt(t, True))
    >>> s.box, (s.due - t).days, s.streak
    (2, 1, 1)
    >>> s = step(s, Attempt(t + timedelta(days=1), False))
    >>> s.box, s.due == t + timedelta(days=1), s.streak
    (1, True, 0)
    """
    counted = replace(state, attempts=state.attempts + 1, last=attempt.at)
    if state.retired:
        return counted
    if not attempt.solved:
        return replace(counted, box=1, due=attempt.at, streak=0)
    streak = state.streak + 1
    retired = retire_after is not None and streak >= retire_after
    return replace(
        counted,
        box=min(state.box + 1, BOXES),
        due=attempt.at + timedelta(days=INTERVALS[state.box - 1]),
        streak=streak,
        retired=retired,
    )


def fold(
    attempts: Iterable[Attempt], *, created: datetime | None = None, retire_after: int | None = RETIRE_AFTER
) -> State:
    """A puzzle's state from its whole attempt history, taken in time order (ties keep their order).

    ``created`` is when the puzzle entered the bank (default: its first attempt); a puzzle with
    no attempts and no ``created`` time cannot be placed and raises ValueError.
    """
    ordered = sorted(attempts, key=lambda a: a.at)
    if created is None:
        if not ordered:
            raise ValueError("a puzzle without attempts needs the time it was created")
        created = ordered[0].at
    state = new(created)
    for attempt in ordered:
        state = step(state, attempt, retire_after=retire_after)
    return state


def is_due(state: State, now: datetime, *, session_start: datetime | None = None) -> bool:
    """Whether the puzzle should be offered at `now`.

    Not retired, its due time reached, and, when ``session_start`` is given, not attempted
    since then (a puzzle failed in this session comes back at the next one, not at once).
    """
    if state.retired or state.due > now:
        return False
    return session_start is None or state.last is None or state.last < session_start


def due_first(states: Mapping[K, State], now: datetime, *, session_start: datetime | None = None) -> list[K]:
    """The keys of the due puzzles, most overdue first (then lower box first).

    >>> t = datetime(2026, 5, 1)
    >>> bank = {"a": State(box=2, due=t - timedelta(days=2)), "b": State(box=1, due=t),
    ...         "c": State(box=3, due=t + timedelta(days=1)), "d": State(box=1, due=t, retired=True)}
    >>> due_first(bank, t)
    ['a', 'b']
    """
    due = [key for key, state in states.items() if is_due(state, now, session_start=session_start)]
    return sorted(due, key=lambda key: (states[key].due, states[key].box))


__all__ = ["Attempt", "State", "new", "step", "fold", "is_due", "due_first", "INTERVALS", "BOXES", "RETIRE_AFTER"]
