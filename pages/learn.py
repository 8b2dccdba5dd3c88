"""Learn: lessons from the first card to a scored win (with pictures and a quiz each), drills generated
from random deals and checked by the rules engine, and the session's progress."""

import streamlit as st

from ui.i18n import t
from ui.learn.drills import DRILLS, asks_profile, draw_drill, drill_title, reset_progress
from ui.learn.lessons import all_lessons, draw_segment, lesson_label, rules_text
from ui.learn.progress import progress_figures, progress_rows, quiz_rows
from ui.learn.quiz import TABS, draw_question, go_to_lesson, keep_lesson, keep_tab, lesson_score, mark_read
from ui.state import lang, profile

L, P = lang(), profile()
st.title(t("learn.title", L))
st.caption(t("learn.intro", L))
lessons = all_lessons()
by_id = {lesson.id: lesson for lesson in lessons}
if st.session_state.get("learn_lesson") not in by_id:
    st.session_state["learn_lesson"] = lessons[0].id

# the tab open and the lesson chosen are kept apart from the widgets (keyed per language), so a
# language switch keeps them and redraws every label in the new language
names = {tab: t(f"learn.tab_{tab}", L) for tab in TABS}
lessons_tab, drills_tab, progress_tab = st.tabs(
    list(names.values()),
    key=f"_learn_tabs_{L}",
    default=names[st.session_state.setdefault("learn_tab", "lessons")],
    on_change=keep_tab,
    args=(f"_learn_tabs_{L}", names),
)

with lessons_tab:
    st.session_state[f"_learn_lesson_{L}"] = st.session_state["learn_lesson"]
    st.selectbox(
        t("learn.lesson_pick", L),
        list(by_id),
        key=f"_learn_lesson_{L}",
        format_func=lambda lid: lesson_label(by_id[lid], L),
        on_change=keep_lesson,
        args=(f"_learn_lesson_{L}",),
    )
    lesson = by_id[st.session_state["learn_lesson"]]
    mark_read(lesson)
    st.header(lesson.title[L])
    st.info(t("learn.goal", L, goal=lesson.goal[L]), icon=":material/school:")
    for segment in lesson.segments(L):
        draw_segment(segment, L, lesson.game)
    with st.expander(t("learn.lesson_rules", L)):
        st.markdown(rules_text(lesson.rules, L, lesson.game), unsafe_allow_html=True)
    st.subheader(t("learn.quiz", L))
    st.caption(t("learn.quiz_intro", L))
    for question in lesson.quiz:
        with st.container(border=True):
            draw_question(lesson, question, L)
    right, total = lesson_score(lesson)
    (st.success if right == total else st.write)(
        t("learn.quiz_all_right", L) if right == total else t("learn.quiz_score", L, right=right, total=total)
    )
    index = list(by_id).index(lesson.id)
    back, forward = st.columns(2)
    if index > 0:
        back.button(t("learn.prev_lesson", L), key="learn_prev", on_click=go_to_lesson, args=(lessons[index - 1].id,))
    if index + 1 < len(lessons):
        forward.button(
            t("learn.next_lesson", L),
            key="learn_next",
            on_click=go_to_lesson,
            args=(lessons[index + 1].id,),
            type="primary",
        )

with drills_tab:
    st.session_state.setdefault("learn_drill", next(iter(DRILLS)))
    st.selectbox(t("learn.drill_pick", L), list(DRILLS), key="learn_drill", format_func=lambda d: drill_title(d, L))
    if asks_profile(st.session_state["learn_drill"]):
        st.caption(t("learn.drill_profile", L, profile=P))
    draw_drill(st.session_state["learn_drill"], P, L)

with progress_tab:
    st.caption(t("learn.progress_intro", L))
    rows = progress_rows(L)
    if rows:
        st.dataframe(rows, hide_index=True, width="stretch")
        figures = progress_figures(L)
        for figure in figures:
            st.plotly_chart(figure, width="stretch")
    else:
        st.info(t("learn.no_attempts", L))
    st.subheader(t("learn.quiz_progress", L))
    st.dataframe(quiz_rows(lessons, L), hide_index=True, width="stretch")
    st.button(t("learn.reset", L), key="learn_reset", on_click=reset_progress, icon=":material/restart_alt:")
