"""The session's progress on the Learn page: a row per drill and per lesson quiz, and the figures."""

from __future__ import annotations

from ..i18n import t
from .drills import DRILLS, drill_title, stats
from .lessons import lesson_label
from .quiz import lesson_score
from .state import state

# ============================================================================ progress


def progress_rows(lang: str) -> list[dict]:
    rows = []
    for drill_id in DRILLS:
        s = stats().get(drill_id)
        if not s:
            continue
        rows.append(
            {
                t("learn.col_drill", lang): drill_title(drill_id, lang),
                t("learn.col_attempts", lang): s["attempts"],
                t("learn.col_right", lang): s["right"],
                t("learn.col_accuracy", lang): f"{s['right'] / s['attempts']:.0%}",
                t("learn.col_streak", lang): s["streak"],
                t("learn.col_best", lang): s["best"],
            }
        )
    return rows


def quiz_rows(lessons, lang: str) -> list[dict]:
    rows = []
    for lesson in lessons:
        right, total = lesson_score(lesson)
        rows.append(
            {t("learn.col_lesson", lang): lesson_label(lesson, lang), t("learn.col_quiz", lang): f"{right} / {total}"}
        )
    return rows


def progress_figures(lang: str):
    """(bar chart of right/wrong per drill, line of running accuracy), or None without answers."""
    import plotly.graph_objects as go

    history = state().history
    if not history:
        return None
    names = [drill_title(d, lang) for d in DRILLS if d in stats()]
    right = [stats()[d]["right"] for d in DRILLS if d in stats()]
    wrong = [stats()[d]["attempts"] - stats()[d]["right"] for d in DRILLS if d in stats()]
    bars = go.Figure()
    bars.add_bar(name=t("learn.series_right", lang), x=names, y=right, marker_color="#2e7d32")
    bars.add_bar(name=t("learn.series_wrong", lang), x=names, y=wrong, marker_color="#c62828")
    bars.update_layout(
        barmode="stack", height=300, margin=dict(l=10, r=10, t=40, b=10), title=t("learn.chart_drills", lang)
    )
    running, total = [], 0
    for i, (_, ok) in enumerate(history, 1):
        total += ok
        running.append(total / i)
    line = go.Figure()
    line.add_scatter(
        x=list(range(1, len(history) + 1)),
        y=running,
        mode="lines+markers",
        name=t("learn.axis_accuracy", lang),
        line_color="#1565c0",
    )
    line.update_layout(
        height=260,
        margin=dict(l=10, r=10, t=40, b=10),
        title=t("learn.chart_trend", lang),
        xaxis=dict(title=t("learn.axis_answers", lang), tickformat="d", dtick=max(1, len(history) // 10)),
        yaxis=dict(title=t("learn.axis_accuracy", lang), tickformat=".0%", range=[0, 1.05]),
    )
    return bars, line
