"""The puzzles page (pages/puzzles.py, ui/puzzles.py): puzzles for everyone answered right and wrong
(both ratings move, the attempt is in the record, the solution is offered), a mistake in the record
offered as due and retired after two right answers on different days, bad and unknown ?puzzle= links,
both games and both languages."""

import time

import pytest
from streamlit.testing.v1 import AppTest

from core.common.puzzles import load_set, position
from storage.learners import append_event, create_learner, events
from test_learn_page import ROOT
from ui.store import engine

PAGE = str(ROOT / "pages" / "puzzles.py")
DAY = 86_400


def page(key: str, lang: str = "en", puzzle: str | None = None) -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.session_state["lang"] = lang
    at.query_params["learner"] = key
    if puzzle is not None:
        at.query_params["puzzle"] = puzzle
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def options(at: AppTest) -> dict[str, str]:
    return {b.label: b.key for b in at.button if b.key.startswith("pz_opt_")}


def answer(at: AppTest, right: bool) -> None:
    p = at.session_state["puzzles"]
    puzzle = next(x for x in load_set(p.game) if x.id == p.current)
    from ui.puzzles_view import option_label

    deal = position(puzzle)
    best = option_label(puzzle, puzzle.answers[0], deal, at.session_state["lang"])
    wrong = [o for o in puzzle.options if o.action not in puzzle.answers]
    label = best if right else option_label(puzzle, wrong[0].action, deal, at.session_state["lang"])
    at.button(key=options(at)[label]).click().run()
    assert not at.exception, [e.value for e in at.exception]


@pytest.mark.parametrize("lang", ["en", "vi"])
@pytest.mark.parametrize("game", ["chan", "sichuan"])
def test_a_puzzle_for_everyone_answered_right_raises_the_rating(game, lang):
    key = create_learner(engine())
    first = load_set(game)[0]
    at = page(key, lang, puzzle=first.id)  # a link opens it
    assert at.session_state["puzzles"].current == first.id
    answer(at, right=True)
    assert len(at.success) == 1
    (attempt,) = [e for e in events(engine(), key) if e.kind == "puzzle_attempt"]
    assert attempt.payload["solved"] and attempt.payload["id"] == first.id
    assert attempt.payload["rating"]["rating"] > 1500  # up from the default
    assert "pz_next" in [b.key for b in at.button]


def test_a_wrong_answer_lowers_it_once_and_offers_the_solution():
    key = create_learner(engine())
    first = load_set("chan")[0]
    at = page(key, puzzle=first.id)
    answer(at, right=False)
    assert len(at.error) == 1
    at.button(key="pz_again").click().run()
    answer(at, right=False)  # a second wrong try is explained, not counted again
    tries = [e for e in events(engine(), key) if e.kind == "puzzle_attempt"]
    assert len(tries) == 1 and not tries[0].payload["solved"] and tries[0].payload["rating"]["rating"] < 1500
    at.button(key="pz_solution").click().run()
    assert any("The better move" in i.value for i in at.info)


def test_a_mistake_in_the_record_is_due_and_retires_after_two_right_answers():
    db = engine()
    key = create_learner(db)
    puzzle = load_set("chan")[3]
    mistake = puzzle.to_json() | {"source": "mistake", "played": puzzle.options[-1].action}
    now = time.time()
    append_event(db, key, "mistake", {"game": "chan", "id": puzzle.id, "puzzle": mistake}, at=now - 3 * DAY)
    at = page(key)
    assert at.session_state["puzzles"].source == "mistake" and at.session_state["puzzles"].current == puzzle.id
    assert at.metric[1].value == "1"  # due
    for days_ago in (2, 1):  # two right answers on different days (the bank's own schedule)
        attempt = {"game": "chan", "id": puzzle.id, "source": "mistake", "solved": True, "answer": puzzle.answers[0]}
        rating = {"rating": 1500, "deviation": 300, "volatility": 0.09}
        append_event(
            db, key, "puzzle_attempt", attempt | {"rating": rating, "puzzle_rating": rating}, at=now - days_ago * DAY
        )
    at = page(key)
    assert at.metric[3].value == "1" and at.metric[1].value == "0"  # mastered, nothing due
    assert len(at.info) == 1  # no mistake left: it says where mistakes come from


@pytest.mark.parametrize("link, message", [("not-an-id", "not a valid puzzle id"), ("c-000000000000", "No puzzle has")])
def test_a_bad_or_unknown_puzzle_link_gets_one_message(link, message):
    at = page(create_learner(engine()), puzzle=link)
    assert sum(message in e.value for e in at.error) == 1
    at.button(key="pz_source_generated").click().run()  # the page stays usable
    assert not at.exception and options(at)
