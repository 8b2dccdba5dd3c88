"""The Learn page's progress as one typed object in `st.session_state["learn"]`.

The widgets keep their own values under ``learn_*`` keys (the lesson and drill chosen, each quiz
radio ``learn_q_…``, each drill's answer ``learn_ans_…``); the callbacks in ui/learn/quiz.py and
ui/learn/drills.py change this object: the quiz answers, the drills' questions (seeds), their scores and feedback.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import streamlit as st

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

    def reset_progress(self) -> None:
        """Forget every answer and score (the questions stay)."""
        self.quiz, self.quiz_chosen, self.stats, self.scored, self.history, self.feedback = {}, {}, {}, set(), [], {}


def state() -> LearnState:
    """The session's Learn state, made on first use."""
    value = st.session_state.get(KEY)
    if not isinstance(value, LearnState):
        value = st.session_state[KEY] = LearnState()
    return value
