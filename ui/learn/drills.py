"""The Learn page's drills: the registry (drill id → game and kind, from each registered game's
core drills), their questions (seeds), the callbacks that check an answer with the core and keep the
score in ``LearnState`` (ui/learn/state.py), and the frame of a drill (its question, its Check and
New question buttons, its feedback); each game's learning views draw its position and widgets."""

from __future__ import annotations

import random

import streamlit as st

from core.common.games import GAMES, find_game

from .. import learner
from ..common.learning import views
from ..i18n import t
from .state import state

# ============================================================================ drills registry

# drill id → (game, kind): every registered game's drill kinds (core.<game>.drills.DRILL_KINDS)
DRILLS: dict[str, tuple[str, str]] = {
    f"{game.id}.{kind}": (game.id, kind) for game in GAMES.values() for kind in game.part("drills").DRILL_KINDS
}


def _core(drill_id: str):
    """The drill's game's core drills module (its registry part "drills")."""
    return find_game(DRILLS[drill_id][0]).part("drills")


def drill_title(drill_id: str, lang: str) -> str:
    return _core(drill_id).TITLES[DRILLS[drill_id][1]][lang]


def drill_profile(drill_id: str, chosen: str) -> str:
    """The rule profile a drill is asked in: the sidebar's `chosen` one where the drill's game has
    several (a third Chắn profile from data included), else the game's one (Sichuan)."""
    return chosen if asks_profile(drill_id) else find_game(DRILLS[drill_id][0]).profiles[0]


def asks_profile(drill_id: str) -> bool:
    """Whether the drill's game has several rule profiles (the drill follows the sidebar's)."""
    return len(find_game(DRILLS[drill_id][0]).profiles) > 1


@st.cache_data(max_entries=256, show_spinner=False)
def make_drill(drill_id: str, seed: int, profile: str):
    """The question of a drill (cached: the same arguments always build the same question)."""
    return _core(drill_id).make(DRILLS[drill_id][1], seed, profile)


def check_drill(drill_id: str, drill, answer):
    return _core(drill_id).check(drill, answer)


# ============================================================================ drill state and callbacks


def seeds() -> dict:
    return state().seeds


def seed_of(drill_id: str) -> int:
    found = seeds().get(drill_id)
    if found is None:
        found = state().seed_base + list(DRILLS).index(drill_id)
    return found


def answer_key(drill_id: str, seed: int, part: str = "main") -> str:
    return f"learn_ans_{drill_id}_{seed}_{part}"


def new_question(drill_id: str) -> None:
    """Callback: a fresh random seed for the drill."""
    seeds()[drill_id] = random.SystemRandom().randrange(1, 10**9)


def stats() -> dict:
    return state().stats


def answer_given(drill_id: str, seed: int):
    """The answer in the drill's widgets, in the form `check` takes; None if nothing was given."""
    game, kind = DRILLS[drill_id]
    return views(game).drill_answer(drill_id, kind, seed)


def on_check(drill_id: str, seed: int, profile: str) -> None:
    """Callback of the Check button: judge the answer with the core and keep the score."""
    drill = make_drill(drill_id, seed, profile)
    answer = answer_given(drill_id, seed)
    if answer is None:
        state().feedback[drill_id] = {"seed": seed, "profile": profile, "missing": True}
        return
    feedback = check_drill(drill_id, drill, answer)
    record_answer(drill_id, seed, profile, feedback.correct)
    state().feedback[drill_id] = {
        "seed": seed,
        "profile": profile,
        "missing": False,
        "correct": feedback.correct,
        "answer": feedback.answer,
        "explanation": feedback.explanation,
        "rules": cited(drill_id, feedback.rules),
    }


def cited(drill_id: str, rules) -> list[str]:
    """The rules a feedback cites (the game's views may leave one out: see ui/chan/learning.py)."""
    game, kind = DRILLS[drill_id]
    return views(game).cited(kind, rules)


def record_answer(drill_id: str, seed: int, profile: str, correct: bool) -> bool:
    """Count the first answer to each question, in the session and in the learner's record;
    returns whether this one was counted."""
    counted = state().count_drill(drill_id, seed, profile, correct)
    if counted:
        game = DRILLS[drill_id][0]
        learner.record("drill", {"drill": drill_id, "game": game, "seed": seed, "profile": profile, "correct": correct})
    return counted


def reset_progress() -> None:
    """Start the Learn page's tables again (the record keeps every answer: the progress page shows them)."""
    state().reset_progress()
    learner.record("learn_reset", {})
    for key in [k for k in st.session_state if str(k).startswith("learn_q_")]:
        del st.session_state[key]


# ============================================================================ drawing drills


def draw_drill(drill_id: str, profile: str, lang: str) -> None:
    game, kind = DRILLS[drill_id]
    seed = seed_of(drill_id)
    drill = make_drill(drill_id, seed, drill_profile(drill_id, profile))
    st.markdown(f"##### {drill.prompt.pick(lang)}")
    views(game).draw_drill(drill_id, drill, kind, seed, lang)
    c1, c2 = st.columns(2)
    c1.button(
        t("learn.check", lang),
        type="primary",
        key=f"learn_check_{drill_id}",
        on_click=on_check,
        args=(drill_id, seed, drill.profile),
        icon=":material/task_alt:",
    )
    c2.button(
        t("learn.new_question", lang),
        key=f"learn_new_{drill_id}",
        on_click=new_question,
        args=(drill_id,),
        icon=":material/refresh:",
    )
    draw_feedback(drill_id, seed, drill.profile, lang, game)


def draw_feedback(drill_id: str, seed: int, profile: str, lang: str, game: str) -> None:
    fb = state().feedback.get(drill_id)
    s = stats().get(drill_id)
    if s:
        st.caption(t("learn.score_line", lang, **s))
    if not fb or fb["seed"] != seed or fb["profile"] != profile:
        return
    if fb["missing"]:
        st.warning(t("learn.no_answer", lang))
        return
    explanation = fb["explanation"].pick(lang)
    answer = fb["answer"].pick(lang)
    if fb["correct"]:
        st.success(f"{t('learn.answer_right', lang)} {explanation}", icon=":material/check_circle:")
    else:
        st.error(
            f"{t('learn.answer_wrong', lang)} {t('learn.right_answer', lang, answer=answer)}. {explanation}",
            icon=":material/cancel:",
        )
    st.markdown(t("learn.rules", lang, rules=views(game).rule_links(fb["rules"], lang)), unsafe_allow_html=True)
    st.caption(t("learn.counted_once", lang))
