"""A lesson's quiz: each question's radio, locked once answered (the first answer is the one
scored), its verdict with the rules; the answers live in ``LearnState.quiz`` (ui/learn/state.py)."""

from __future__ import annotations

import streamlit as st

from .. import learner
from ..i18n import t
from .lessons import draw_segment, inline, rules_text
from .state import state

# ---------------------------------------------------------------------------- quiz state


def quiz_key(lesson_id: str, question_id: str) -> str:
    return f"learn_q_{lesson_id}_{question_id}"


def quiz_results() -> dict:
    """(lesson id, question id) → whether the latest answer is right."""
    return state().quiz


def on_quiz_answer(lesson_id: str, question_id: str, answer: int) -> None:
    """Callback of a quiz radio: remember whether the answer given is right. The first answer
    counts (as in the drills): the radio locks once answered, and a later change is not scored."""
    chosen = st.session_state.get(quiz_key(lesson_id, question_id))
    if chosen is None or not state().count_quiz(lesson_id, question_id, chosen, chosen == answer):
        return
    learner.record(
        "quiz", {"lesson": lesson_id, "question": question_id, "chosen": chosen, "correct": chosen == answer}
    )


def mark_read(lesson) -> None:
    """Note in the learner's record that a lesson was opened (once)."""
    s = state()
    if lesson.id not in s.read:
        s.read.add(lesson.id)
        learner.record("lesson_read", {"lesson": lesson.id, "game": lesson.game})


def lesson_score(lesson) -> tuple[int, int]:
    results = quiz_results()
    return sum(bool(results.get((lesson.id, q.id))) for q in lesson.quiz), len(lesson.quiz)


def go_to_lesson(lesson_id: str) -> None:
    st.session_state["learn_lesson"] = lesson_id


TABS = ("lessons", "drills", "progress")  # the Learn page's tabs, by a name that is no language's


def keep_tab(widget: str, names: dict[str, str]) -> None:
    """The tab opened, kept by its language-free name (a language switch opens the same tab)."""
    label = st.session_state.get(widget)
    st.session_state["learn_tab"] = next((tab for tab, name in names.items() if name == label), "lessons")


def keep_lesson(widget: str) -> None:
    st.session_state["learn_lesson"] = st.session_state[widget]


def draw_question(lesson, question, lang: str) -> None:
    st.markdown(f"**{inline(question.text(lang), lang, lesson.game)}**", unsafe_allow_html=True)
    if question.show is not None:
        draw_segment(question.show, lang, lesson.game)
    key = quiz_key(lesson.id, question.id)
    chosen = state().quiz_chosen.get((lesson.id, question.id))
    options = list(range(len(question.choices)))
    if chosen is None:
        st.radio(
            t("learn.choose", lang),
            options,
            index=None,
            key=key,
            format_func=lambda i: question.choice(i, lang),
            label_visibility="collapsed",
            on_change=on_quiz_answer,
            args=(lesson.id, question.id, question.answer),
        )
        return
    # locked once answered: the first answer is the one scored (a disabled radio of its own key)
    st.radio(
        t("learn.choose", lang),
        options,
        index=chosen,
        key=key + "_locked",
        disabled=True,
        format_func=lambda i: question.choice(i, lang),
        label_visibility="collapsed",
    )
    if chosen is None:
        return
    why = inline(question.explain[lang], lang, lesson.game, html_ok=False)
    cites = rules_text(question.rules, lang, lesson.game)
    if chosen == question.answer:
        st.success(f"{t('learn.quiz_right', lang)} {why}", icon=":material/check_circle:")
    else:
        st.error(
            f"{t('learn.quiz_wrong', lang, answer=question.choice(question.answer, lang))} {why}",
            icon=":material/cancel:",
        )
    if cites:
        st.markdown(t("learn.rules", lang, rules=cites), unsafe_allow_html=True)
