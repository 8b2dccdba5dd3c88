"""The progress page (pages/progress.py, ui/progress.py): hand-worked figures (moving average,
Wilson interval, drill accuracy with folded summaries counted, first quiz answers), and the page in
both languages for an empty record, a filled one, and a bad link."""

import pytest
from streamlit.testing.v1 import AppTest

from storage.learners import Event, append_event, create_learner
from test_learn_page import ROOT
from ui.progress import (
    deal_points,
    drill_accuracy,
    lessons_and_quizzes,
    lost_by_kind,
    moving_average,
    ratings,
    wilson,
)
from ui.store import engine

PAGE = str(ROOT / "pages" / "progress.py")


def review(game: str, agreement: float, lost_each: float, decisions: list[tuple[str, float]]) -> dict:
    lost = sum(loss for _, loss in decisions)
    return {
        "game": game,
        "deal": f"d{agreement}{lost_each}",
        "summary": {
            "decisions": len(decisions),
            "agreed": round(agreement * len(decisions)),
            "agreement": agreement,
            "lost": lost,
            "lost_per_decision": lost_each,
            "costliest": None,
            "lost_by_kind": {},
            "labels": {},
        },
        "decisions": [{"kind": k, "label": "best", "loss": loss} for k, loss in decisions],
    }


def test_moving_average_over_a_window_by_hand():
    assert moving_average([4, 2, 6, 0, 8], window=3) == [4.0, 3.0, 4.0, 8 / 3, 14 / 3]


def test_wilson_interval_by_hand():
    low, high = wilson(7, 10)  # p = .7, n = 10: (0.397, 0.892) in every statistics table
    assert (round(low, 3), round(high, 3)) == (0.397, 0.892)
    assert wilson(0, 0) == (0.0, 1.0) and wilson(5, 5)[1] == 1.0


def test_drill_accuracy_counts_first_answers_and_folded_summaries():
    log = [
        Event(1, "drill", 0, {"drill": "chan.waits", "seed": 1, "profile": "p", "correct": True}),
        Event(2, "drill", 0, {"drill": "chan.waits", "seed": 1, "profile": "p", "correct": False}),  # the same question
        Event(3, "drill", 0, {"drill": "chan.waits", "seed": 2, "profile": "p", "correct": False}),
        Event(
            4,
            "summary",
            0,
            {"kind": "drill", "count": 5, "groups": {"drill": {"chan.waits": {"count": 5, "trues": {"correct": 4}}}}},
        ),
    ]
    (acc,) = drill_accuracy(log)
    assert (acc.drill, acc.right, acc.total) == ("chan.waits", 1 + 4, 2 + 5)


def test_deals_kinds_ratings_and_quizzes_from_events():
    log = [
        Event(1, "deal_reviewed", 10, review("chan", 0.5, 0.25, [("discard", 0.5), ("capture", 0.0)])),
        Event(2, "deal_reviewed", 20, review("chan", 1.0, 0.0, [("discard", 0.0)])),
        Event(3, "puzzle_attempt", 30, {"rating": {"rating": 1540, "deviation": 200, "volatility": 0.09}}),
        Event(4, "quiz", 40, {"lesson": "l1", "question": "q1", "chosen": 0, "correct": True}),
        Event(5, "quiz", 41, {"lesson": "l1", "question": "q1", "chosen": 1, "correct": False}),  # not the first
        Event(6, "quiz", 42, {"lesson": "l1", "question": "q2", "chosen": 1, "correct": False}),
        Event(7, "lesson_read", 43, {"lesson": "l1"}),
    ]
    points = deal_points(log)
    assert [(p.agreement, p.lost_per_decision, p.decisions) for p in points] == [(0.5, 0.25, 2), (1.0, 0.0, 1)]
    assert lost_by_kind(log) == {("chan", "discard"): (2, 0.5), ("chan", "capture"): (1, 0.0)}
    assert [r.rating for _, r in ratings(log)] == [1540]
    assert lessons_and_quizzes(log) == ({"l1"}, {"l1": (1, 2)})


def page(key: str | None, lang: str = "en") -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.session_state["lang"] = lang
    if key is not None:
        at.query_params["learner"] = key
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_an_empty_record_says_how_to_fill_each_part(lang):
    at = page(create_learner(engine()), lang)
    assert len(at.info) == 3  # deals, drills, puzzles: each says where to go
    assert not at.get("plotly_chart")


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_a_filled_record_draws_its_charts_and_figures(lang):
    key = create_learner(engine())
    for n in range(12):
        append_event(engine(), key, "deal_finished", {"game": "chan", "deal": f"d{n}", "points": 1})
        append_event(
            engine(), key, "deal_reviewed", review("chan", n / 12, 0.1 * n, [("discard", 0.2), ("capture", 0.1)])
        )
    for seed, ok in ((1, True), (2, True), (3, False)):
        append_event(
            engine(), key, "drill", {"drill": "chan.waits", "seed": seed, "profile": "cardavia", "correct": ok}
        )
    append_event(
        engine(), key, "puzzle_attempt", {"rating": {"rating": 1580.4, "deviation": 180.2, "volatility": 0.09}}
    )
    at = page(key, lang)
    assert not at.info  # nothing empty
    assert len(at.get("plotly_chart")) == 4  # agreement, points lost, drills, rating
    finished = "Deals finished: 12 · reviewed: 12" if lang == "en" else "Ván đã xong: 12 · đã xem lại: 12"
    assert any(finished in m.value for m in at.markdown)
    by_kind = at.dataframe[0].value
    assert list(by_kind.iloc[:, 2]) == [12, 12]  # capture, discard: 12 decisions each
    assert [round(x, 2) for x in by_kind.iloc[:, 3]] == [1.2, 2.4]
    assert at.metric[0].value == "1580 ± 180"


def test_a_bad_learner_link_gets_one_message_and_an_empty_page():
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    at.query_params["learner"] = "nope!"
    at.switch_page("pages/progress.py")
    at.run()
    assert not at.exception
    assert sum("not a valid one" in w.value for w in at.warning) == 1
