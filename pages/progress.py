"""Progress: your record over time — agreement with the coach and points lost per decision over
your reviewed deals (and by kind of decision), drill accuracy per theme, your puzzle rating, the
lessons you opened and your quiz answers. Everything comes from the record your link brings back."""

import streamlit as st

from core.common.games import GAMES
from core.common.text import Text
from tutorials.lessons import load_lessons
from ui import learner
from ui.i18n import t
from ui.learn.drills import DRILLS, drill_title
from ui.progress import (
    deal_points,
    deals_figures,
    drill_accuracy,
    drills_figure,
    folded_deals,
    lessons_and_quizzes,
    lost_by_kind,
    rating_figure,
    ratings,
)
from ui.state import lang

L = lang()
st.title(t("progress.title", L))
st.caption(t("progress.intro", L))
events = learner.history()
games = {game_id: game.name.pick(L) for game_id, game in GAMES.items()}
kind_names = {game.id: game.part("decision_kinds") for game in GAMES.values()}

st.header(t("progress.deals", L))
finished = sum(e.kind == "deal_finished" for e in events)
points = deal_points(events)
folded = folded_deals(events)  # reviews past the record's cap, added up in a summary
extra = t("progress.folded", L, n=folded) if folded else ""
st.write(t("progress.deals_count", L, finished=finished, reviewed=len(points), folded=extra))
if points:
    for figure in deals_figures(points, L, games):
        st.plotly_chart(figure, width="stretch")
    st.subheader(t("progress.by_kind", L))
    st.dataframe(
        [
            {
                t("progress.col_game", L): games.get(game, game),
                t("progress.col_kind", L): kind_names.get(game, {}).get(kind, Text(kind, kind))[L],
                t("progress.col_decisions", L): n,
                t("progress.col_lost", L): round(lost, 2),
                t("progress.col_lost_each", L): round(lost / n, 3),
            }
            for (game, kind), (n, lost) in sorted(lost_by_kind(events).items())
        ],
        hide_index=True,
        width="stretch",
    )
else:
    st.info(t("progress.no_deals", L), icon=":material/playing_cards:")

st.header(t("progress.drills", L))
accuracy = drill_accuracy(events)
if accuracy:
    names = {d: drill_title(d, L) for d in DRILLS}
    st.plotly_chart(drills_figure(accuracy, names, L), width="stretch")
    st.caption(t("progress.drills_note", L))
else:
    st.info(t("progress.no_drills", L), icon=":material/school:")

st.header(t("progress.puzzles", L))
history = ratings(events)
if history:
    last = history[-1][1]
    st.metric(t("progress.rating", L), f"{last.rating:.0f} ± {last.deviation:.0f}")
    st.plotly_chart(rating_figure(history, L), width="stretch")
else:
    st.info(t("progress.no_puzzles", L), icon=":material/extension:")

st.header(t("progress.lessons", L))
opened, quizzes = lessons_and_quizzes(events)
lessons = load_lessons()
st.write(t("progress.lessons_count", L, opened=len(opened & {lesson.id for lesson in lessons}), total=len(lessons)))
st.dataframe(
    [
        {
            t("progress.col_lesson", L): lesson.title[L],
            t("progress.col_opened", L): "✓" if lesson.id in opened else "",
            t("progress.col_quiz", L): "{} / {}".format(*quizzes[lesson.id]) if lesson.id in quizzes else "—",
        }
        for lesson in lessons
    ],
    hide_index=True,
    width="stretch",
)
