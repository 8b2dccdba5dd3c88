"""The progress page's figures (pure functions of the learner's events) and its charts.

The events are ui/learner.py's (its docstring lists the payloads); a `summary` event stands for
events folded past the record's cap (storage/learners.py): its counts are added where they can be
(drill accuracy per theme), and said where they cannot (deals before the charts start).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from core.common.rates import wilson
from core.common.rating import Rating

from .i18n import t

WINDOW = 10  # deals in the moving average


# ---------------------------------------------------------------------------- the figures
@dataclass(frozen=True)
class DealPoint:
    """One reviewed deal: when, which game, the share of decisions the coach agreed with, the points
    lost per decision, and the points lost by kind of decision."""

    at: float
    game: str
    decisions: int
    agreement: float
    lost_per_decision: float
    lost_by_kind: dict


@dataclass(frozen=True)
class Accuracy:
    """A drill's answers: right of total, with its 95 % (Wilson) interval."""

    drill: str
    right: int
    total: int

    @property
    def rate(self) -> float:
        return self.right / self.total if self.total else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.right, self.total)


def moving_average(values: Sequence[float], window: int = WINDOW) -> list[float]:
    """The mean of each value with up to `window - 1` values before it.

    >>> moving_average([1, 2, 3, 4], window=2)
    [1.0, 1.5, 2.5, 3.5]
    """
    out, total = [], 0.0
    for i, value in enumerate(values):
        total += value
        if i >= window:
            total -= values[i - window]
        out.append(total / min(i + 1, window))
    return out


def deal_points(events: Iterable) -> list[DealPoint]:
    """The reviewed deals, oldest first (a deal with no decision of the learner's is left out)."""
    out = []
    for e in events:
        if e.kind != "deal_reviewed":
            continue
        s = e.payload.get("summary") or {}
        decisions = s.get("decisions")
        if not isinstance(decisions, int) or decisions <= 0:
            continue
        out.append(
            DealPoint(
                at=e.at,
                game=str(e.payload.get("game", "")),
                decisions=decisions,
                agreement=float(s.get("agreement", 0.0)),
                lost_per_decision=float(s.get("lost_per_decision", 0.0)),
                lost_by_kind={k: float(v) for k, v in (s.get("lost_by_kind") or {}).items()},
            )
        )
    return out


def lost_by_kind(events: Iterable) -> dict[tuple[str, str], tuple[int, float]]:
    """(game, kind of decision) → (decisions, points lost), from every reviewed decision."""
    out: dict[tuple[str, str], tuple[int, float]] = {}
    for e in events:
        if e.kind != "deal_reviewed":
            continue
        game = str(e.payload.get("game", ""))
        for d in e.payload.get("decisions") or []:
            key = (game, str(d.get("kind", "")))
            n, lost = out.get(key, (0, 0.0))
            out[key] = (n + 1, lost + float(d.get("loss", 0.0)))
    return out


def drill_accuracy(events: Iterable) -> list[Accuracy]:
    """Every drill answered, first answers counted once per question (as the Learn page does),
    the attempts folded into summaries added per drill."""
    right: dict[str, int] = {}
    total: dict[str, int] = {}
    seen: set[tuple] = set()
    for e in events:
        p = e.payload
        if e.kind == "drill" and isinstance(p.get("drill"), str):
            question = (p["drill"], p.get("seed"), p.get("profile"))
            if question in seen:
                continue
            seen.add(question)
            total[p["drill"]] = total.get(p["drill"], 0) + 1
            right[p["drill"]] = right.get(p["drill"], 0) + bool(p.get("correct"))
        elif e.kind == "summary" and p.get("kind") == "drill":
            for drill, group in ((p.get("groups") or {}).get("drill") or {}).items():
                total[drill] = total.get(drill, 0) + int(group.get("count", 0))
                right[drill] = right.get(drill, 0) + int((group.get("trues") or {}).get("correct", 0))
    return [Accuracy(d, right.get(d, 0), n) for d, n in total.items() if n > 0]


def ratings(events: Iterable) -> list[tuple[float, Rating]]:
    """The learner's puzzle rating after each attempt, oldest first."""
    out = []
    for e in events:
        if e.kind != "puzzle_attempt":
            continue
        try:
            out.append((e.at, Rating.from_json(e.payload.get("rating"))))
        except ValueError:
            continue
    return out


def lessons_and_quizzes(events: Iterable) -> tuple[set[str], dict[str, tuple[int, int]]]:
    """The lessons opened, and per lesson (right first answers, questions answered)."""
    opened: set[str] = set()
    first: dict[tuple[str, str], bool] = {}
    for e in events:
        p = e.payload
        if e.kind == "lesson_read" and isinstance(p.get("lesson"), str):
            opened.add(p["lesson"])
        elif e.kind == "quiz" and isinstance(p.get("lesson"), str):
            first.setdefault((p["lesson"], str(p.get("question"))), bool(p.get("correct")))
    quizzes: dict[str, tuple[int, int]] = {}
    for (lesson, _), ok in first.items():
        r, n = quizzes.get(lesson, (0, 0))
        quizzes[lesson] = (r + ok, n + 1)
    return opened, quizzes


def folded_deals(events: Iterable) -> int:
    """Reviewed deals folded into summaries (before the charts' first point)."""
    return sum(
        int(e.payload.get("count", 0))
        for e in events
        if e.kind == "summary" and e.payload.get("kind") == "deal_reviewed"
    )


# ---------------------------------------------------------------------------- the charts
def _layout(fig, title: str, y_title: str, lang: str, *, percent: bool = False) -> None:
    fig.update_layout(
        height=300,
        margin=dict(l=10, r=10, t=40, b=10),
        title=title,
        xaxis_title=t("progress.axis_deal", lang),
        yaxis_title=y_title,
        legend=dict(orientation="h", y=-0.25),
    )
    fig.update_xaxes(tickformat="d", rangemode="tozero")  # deals are whole numbers
    if percent:
        fig.update_yaxes(tickformat=".0%", range=[0, 1.02])


def deals_figures(points: list[DealPoint], lang: str, game_names: dict[str, str]):
    """(agreement over the deals, points lost per decision over the deals): a dot per deal and the
    moving average, a colour per game."""
    import plotly.graph_objects as go

    agree, lost = go.Figure(), go.Figure()
    for game in dict.fromkeys(p.game for p in points):
        mine = [p for p in points if p.game == game]
        x = list(range(1, len(mine) + 1))
        name = game_names.get(game, game)
        for fig, values in ((agree, [p.agreement for p in mine]), (lost, [p.lost_per_decision for p in mine])):
            fig.add_scatter(x=x, y=values, mode="markers", name=name, opacity=0.45, marker=dict(size=6))
            fig.add_scatter(
                x=x,
                y=moving_average(values),
                mode="lines",
                name=t("progress.moving_average", lang, game=name, n=WINDOW),
            )
    _layout(agree, t("progress.chart_agreement", lang), t("progress.axis_agreement", lang), lang, percent=True)
    _layout(lost, t("progress.chart_lost", lang), t("progress.axis_lost", lang), lang)
    return agree, lost


def drills_figure(rows: list[Accuracy], names: dict[str, str], lang: str):
    """Accuracy per drill with its 95 % interval and the counts ("7/10") beside each bar."""
    import plotly.graph_objects as go

    rows = sorted(rows, key=lambda a: names.get(a.drill, a.drill))
    fig = go.Figure()
    fig.add_bar(
        x=[a.rate for a in rows],
        y=[names.get(a.drill, a.drill) for a in rows],
        orientation="h",
        text=[f"{a.right}/{a.total}" for a in rows],
        textposition="outside",
        error_x=dict(
            type="data",
            symmetric=False,
            array=[a.interval[1] - a.rate for a in rows],
            arrayminus=[a.rate - a.interval[0] for a in rows],
        ),
        marker_color="#2e7d32",
    )
    fig.update_layout(
        height=120 + 34 * len(rows),
        margin=dict(l=10, r=40, t=40, b=10),
        title=t("progress.chart_drills", lang),
        xaxis=dict(tickformat=".0%", range=[0, 1.15], title=t("progress.axis_accuracy", lang)),
    )
    return fig


def rating_figure(history: list[tuple[float, Rating]], lang: str):
    """The puzzle rating after each attempt, with a band of ± its deviation."""
    import plotly.graph_objects as go

    x = list(range(1, len(history) + 1))
    value = [r.rating for _, r in history]
    upper = [r.rating + r.deviation for _, r in history]
    lower = [r.rating - r.deviation for _, r in history]
    fig = go.Figure()
    fig.add_scatter(
        x=x + x[::-1],
        y=upper + lower[::-1],
        fill="toself",
        line=dict(width=0),
        opacity=0.2,
        name=t("progress.rating_band", lang),
        hoverinfo="skip",
    )
    fig.add_scatter(x=x, y=value, mode="lines+markers", name=t("progress.rating", lang))
    fig.update_layout(
        height=280,
        margin=dict(l=10, r=10, t=40, b=10),
        title=t("progress.chart_rating", lang),
        xaxis_title=t("progress.axis_attempt", lang),
        yaxis_title=t("progress.rating", lang),
        legend=dict(orientation="h", y=-0.3),
    )
    return fig
