"""The puzzles page: your mistakes coming back by spaced repetition, and rated puzzles for everyone.

The mistakes bank is the learner's `mistake` events (a reviewed deal's confident mistakes, as
puzzles: ui/learner.py) with the `puzzle_attempt` events folded by core.common.srs (Leitner boxes;
solved twice in a row: retired). Puzzles for everyone are the shipped sets (core.common.puzzles
.load_set), served near the learner's rating (Glicko-2, core.common.rating: the learner's and the
puzzle's ratings follow each first try). The page's state is one `PuzzleState` with its callbacks.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from datetime import datetime
from functools import lru_cache
from typing import Any

import streamlit as st

from core.common import puzzles as common, srs
from core.common.games import GAMES, game_of_puzzle
from core.common.rating import DEFAULT, Rating, attempt

from . import learner

KEY = "puzzles"
SOURCES = ("mistake", "generated")
ID_PATTERN = re.compile(rf"[{''.join(game.initial for game in GAMES.values())}]-[0-9a-f]{{12}}")
KINDS = ("mistake", "puzzle_attempt")


@dataclass
class PuzzleState:
    """The page's state: the game and the source chosen, the puzzle on the table (its id, its
    position replayed once), the answer given and whether this showing's first try is counted."""

    game: str = field(default_factory=lambda: next(iter(GAMES)))  # the first registered game
    source: str = "mistake"
    current: str | None = None
    position: Any = field(default=None, repr=False)  # the game's Deal at the decision, replayed once
    verdict: common.Verdict | None = None
    counted: bool = False  # the first try of this showing went to the ratings and the bank
    solution: bool = False
    change: tuple[float, float] | None = None  # the learner's rating before and after the first try
    done: set[str] = field(default_factory=set)  # ids tried this session (not offered again now)
    started: datetime = field(default_factory=datetime.now)  # the session, for the bank's schedule
    notice: str | None = None  # a message about the link (?puzzle=)


def state() -> PuzzleState:
    value = st.session_state.get(KEY)
    if not isinstance(value, PuzzleState):
        value = st.session_state[KEY] = PuzzleState()
    return value


# ---------------------------------------------------------------------------- the record
@lru_cache(maxsize=4)
def shipped(game: str) -> tuple[common.Puzzle, ...]:
    """The game's shipped puzzle set (read once per process; the file never changes while running)."""
    return tuple(common.load_set(game))


def _when(at: float) -> datetime:
    return datetime.fromtimestamp(at)


def bank(events) -> tuple[dict[str, common.Puzzle], dict[str, srs.State]]:
    """The learner's mistakes bank: each puzzle and where it stands in the schedule."""
    puzzles: dict[str, common.Puzzle] = {}
    created: dict[str, datetime] = {}
    tries: dict[str, list[srs.Attempt]] = {}
    for e in events:
        if e.kind == "mistake":
            try:
                puzzle = common.Puzzle.from_json(e.payload.get("puzzle"))
            except ValueError:
                continue  # a damaged entry is left out, never an exception
            puzzles.setdefault(puzzle.id, puzzle)
            created.setdefault(puzzle.id, _when(e.at))
        elif e.kind == "puzzle_attempt" and e.payload.get("source") == "mistake":
            tries.setdefault(str(e.payload.get("id")), []).append(
                srs.Attempt(_when(e.at), bool(e.payload.get("solved")))
            )
    states = {pid: srs.fold(tries.get(pid, ()), created=created[pid]) for pid in puzzles}
    return puzzles, states


def learner_rating(events) -> Rating:
    """The learner's puzzle rating after the latest attempt (the default before any)."""
    for e in reversed(events):
        if e.kind == "puzzle_attempt":
            try:
                return Rating.from_json(e.payload.get("rating"))
            except ValueError:
                continue
    return DEFAULT


def puzzle_rating(puzzle: common.Puzzle, events) -> Rating:
    """A puzzle's rating after the learner's latest attempt at it (its own before any)."""
    for e in reversed(events):
        if e.kind == "puzzle_attempt" and e.payload.get("id") == puzzle.id:
            try:
                return Rating.from_json(e.payload.get("puzzle_rating"))
            except ValueError:
                continue
    return puzzle.rating


def find(pid: str, events) -> tuple[common.Puzzle, str] | None:
    """A puzzle by id: in the learner's bank, else in a shipped set; with its source."""
    mine, _ = bank(events)
    if pid in mine:
        return mine[pid], "mistake"
    game = game_of_puzzle(pid)
    found = next((p for p in shipped(game.id) if p.id == pid), None) if game is not None else None
    return (found, "generated") if found is not None else None


def next_puzzle(p: PuzzleState, events) -> common.Puzzle | None:
    """The next puzzle of the chosen game and source: the most overdue of the bank, or a shipped
    one near the learner's rating not tried this session."""
    if p.source == "mistake":
        mine, states = bank(events)
        due = srs.due_first(
            {pid: s for pid, s in states.items() if mine[pid].game == p.game and pid not in p.done},
            datetime.now(),
            session_start=p.started,
        )
        return mine[due[0]] if due else None
    return common.choose(shipped(p.game), learner_rating(events), exclude=p.done, rng=random.Random())


def open_puzzle(p: PuzzleState, puzzle: common.Puzzle, source: str) -> None:
    p.current, p.source, p.game = puzzle.id, source, puzzle.game
    p.position = common.position(puzzle)
    p.verdict, p.counted, p.solution, p.change = None, False, False, None


# ---------------------------------------------------------------------------- callbacks
def choose_source(source: str) -> None:
    p = state()
    if source in SOURCES and source != p.source:
        p.source, p.current, p.position = source, None, None


def choose_game(widget: str) -> None:
    p = state()
    game = st.session_state.get(widget)
    if game is None or game == p.game:  # a tap on the chosen game unselects it: keep it chosen
        return
    p.game, p.current, p.position = game, None, None


def answer(puzzle_json: dict, action: dict) -> None:
    """A try: the engine's verdict; the first try of a showing moves both ratings and the bank."""
    p = state()
    puzzle = common.Puzzle.from_json(puzzle_json)
    if p.current != puzzle.id or p.position is None:
        return  # a click from a page drawn before the puzzle changed
    verdict = common.check_answer(puzzle, action, p.position)
    p.verdict = verdict
    if p.counted or not verdict.legal:
        return  # a refused move is explained, not scored
    p.counted = True
    p.done.add(puzzle.id)
    events = learner.history(KINDS)
    before = learner_rating(events)
    after, puzzle_after = attempt(before, puzzle_rating(puzzle, events), verdict.right)
    p.change = (before.rating, after.rating)
    learner.record(
        "puzzle_attempt",
        {
            "game": puzzle.game,
            "id": puzzle.id,
            "source": p.source,
            "solved": verdict.right,
            "answer": action,
            "rating": after.to_json(),
            "puzzle_rating": puzzle_after.to_json(),
        },
    )


def try_again() -> None:
    state().verdict = None


def show_solution() -> None:
    state().solution = True


def next_one() -> None:
    p = state()
    if p.current is not None:
        p.done.add(p.current)
    p.current, p.position, p.verdict, p.solution, p.change = None, None, None, False, None
    try:
        if "puzzle" in st.query_params:
            del st.query_params["puzzle"]
    except Exception:  # no script run context
        pass


def from_link(p: PuzzleState, events) -> None:
    """Open the puzzle a link names (?puzzle=ID) once; a bad or unknown id gets one message."""
    try:
        linked = st.query_params.get("puzzle")
    except Exception:
        return
    if not isinstance(linked, str) or linked == p.current or p.notice == linked:
        return
    p.notice = linked
    if not ID_PATTERN.fullmatch(linked):
        st.session_state["_puzzle_link_error"] = "puzzles.bad_id"
        return
    found = find(linked, events)
    if found is None:
        st.session_state["_puzzle_link_error"] = "puzzles.unknown_id"
        return
    try:
        open_puzzle(p, *found)
    except ValueError:
        st.session_state["_puzzle_link_error"] = "puzzles.unknown_id"
