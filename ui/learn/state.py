"""The Learn page's progress as one typed object in `st.session_state["learn"]`, rebuilt from the
learner's record (ui/learner.py: drill, quiz, lesson_read and learn_reset events) when a session starts.

The widgets keep their own values under ``learn_*`` keys (the lesson and drill chosen, each quiz
radio ``learn_q_…``, each drill's answer ``learn_ans_…``); the callbacks in ui/learn/quiz.py and
ui/learn/drills.py change this object: the quiz answers, the drills' questions (seeds), their scores and feedback.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import streamlit as st

from .. import learner

KEY = "learn"


def _new_seed_base() -> int:
    return random.SystemRandom().randrange(1, 10**6)


@dataclass
class LearnState:
    seed_base: int = field(default_factory=_new_seed_base)  # a drill's first question: seed_base + its index
    seeds: dict[str, int] = field(default_factory=dict)  # drill id → the seed of its question after "New question"
    quiz: dict[tuple[str, str], bool] = field(default_factory=dict)  # (lesson, question) → the first answer was right
    quiz_chosen: dict[tuple[str, str], int] = field(default_factory=dict)  # (lesson, question) → that first answer
    stats: dict[str, dict[str, int]] = field(default_factory=dict)  # drill id → attempts, right, streak, best
    scored: set[tuple[str, int, str]] = field(default_factory=set)  # (drill, seed, profile) already counted
    history: list[tuple[str, bool]] = field(default_factory=list)  # every counted answer, in order
    feedback: dict[str, dict] = field(default_factory=dict)  # drill id → the verdict on its last check
    read: set[str] = field(default_factory=set)  # lessons opened

    def reset_progress(self) -> None:
        """Forget every answer and score (the questions stay)."""
        self.quiz, self.quiz_chosen, self.stats, self.scored, self.history, self.feedback = {}, {}, {}, set(), [], {}

    def count_drill(self, drill_id: str, seed: int, profile: str, correct: bool) -> bool:
        """Count the first answer to a question (drill, seed, profile); whether this one counted."""
        key = (drill_id, seed, profile)
        if key in self.scored:
            return False
        self.scored.add(key)
        score = dict(self.stats.get(drill_id, {"attempts": 0, "right": 0, "streak": 0, "best": 0}))
        score["attempts"] += 1
        score["right"] += int(correct)
        score["streak"] = score["streak"] + 1 if correct else 0
        score["best"] = max(score["best"], score["streak"])
        self.stats[drill_id] = score
        self.history.append((drill_id, bool(correct)))
        return True

    def count_quiz(self, lesson_id: str, question_id: str, chosen: int, correct: bool) -> bool:
        """Keep the first answer to a quiz question; whether this one counted."""
        if (lesson_id, question_id) in self.quiz:
            return False
        self.quiz[(lesson_id, question_id)] = bool(correct)
        self.quiz_chosen[(lesson_id, question_id)] = chosen
        return True


def from_record(events) -> LearnState:
    """The Learn state the learner's events add up to (from the last "start again" on; the drills'
    feedback and questions are this visit's only)."""
    s = LearnState()
    for event in events:
        p = event.payload
        if event.kind == "learn_reset":
            s.reset_progress()
        elif event.kind == "drill" and isinstance(p.get("drill"), str) and isinstance(p.get("seed"), int):
            s.count_drill(p["drill"], p["seed"], str(p.get("profile", "")), bool(p.get("correct")))
        elif event.kind == "quiz" and isinstance(p.get("lesson"), str) and isinstance(p.get("question"), str):
            s.count_quiz(p["lesson"], p["question"], int(p.get("chosen", -1)), bool(p.get("correct")))
        elif event.kind == "lesson_read" and isinstance(p.get("lesson"), str):
            s.read.add(p["lesson"])
    return s


RECORDED = ("drill", "quiz", "lesson_read", "learn_reset")


def state() -> LearnState:
    """The session's Learn state, made on first use from the learner's record."""
    value = st.session_state.get(KEY)
    if not isinstance(value, LearnState):
        value = st.session_state[KEY] = from_record(learner.history(RECORDED))
    return value
