"""The learning loop in a real browser, as a learner lives it, both games: a drill and a quiz answer
on the Learn page, a whole guided deal at the default pace, its review opened at the costliest
decision, "play from here" to the end; then the server is restarted and the learner comes back with
the link: the record has the drill, the quiz and the deal, the progress page shows them, and the
mistakes bank offers the deal's confident mistakes as puzzles."""

import re
from contextlib import contextmanager

import pytest

import e2e_helpers
from e2e_helpers import TIMEOUT_MS, browser, chromium_path, new_page, screenshot, submit_form, try_click, wait_rendered  # noqa: F401
from storage.engine import make_engine
from storage.learners import events
from test_e2e_review import (
    EXCEPTION,
    MOVES as CHAN_MOVES,
    REVIEW_OPEN,
    SP_MOVES,
    _open_review,
    _play_sichuan_until,
    _play_until,
)

pytestmark = pytest.mark.e2e


@contextmanager
def server(database):
    """The app on `database` (a SQLite file): what a restart keeps is what the store keeps."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("CHAN_MATCH_DB", str(database))
        patch.delenv("CHAN_DATABASE_URL", raising=False)
        with e2e_helpers.streamlit_server("app.py", database.parent) as (url, _):
            yield url


def learner_of(page) -> str:
    key = page.evaluate("() => new URL(location.href).searchParams.get('learner')")
    assert key, page.url
    return key


def a_drill_and_a_quiz(browser, url: str) -> str:  # noqa: F811
    """A fresh learner answers a quiz question and a drill on the Learn page; returns the key."""
    page = new_page(browser, f"{url}/learn")
    wait_rendered(page)
    key = learner_of(page)
    quiz = page.locator("[class*='st-key-learn_q_'] [role='radiogroup'] label").first
    quiz.click()
    page.locator("[class*='_locked']").first.wait_for(timeout=TIMEOUT_MS)  # answered: the question locks
    page.get_by_role("tab").nth(1).click()  # Drills
    check = page.locator("[class*='st-key-learn_check_'] button").first
    check.click()
    page.locator("p:visible", has_text=re.compile(r"^(Right!|Not quite\.)")).first.wait_for(timeout=TIMEOUT_MS)
    assert page.locator(EXCEPTION).count() == 0
    page.context.close()
    return key


def kinds_in(database, key: str) -> list[str]:
    engine = make_engine(f"sqlite+pysqlite:///{database}")
    try:
        return [e.kind for e in events(engine, key)]
    finally:
        engine.dispose()


MOVES = {"chan": CHAN_MOVES, "sichuan": SP_MOVES}


# drawn after a decision's moves: once it shows and the run is over, every move is on the page
WHOLE_DECISION = {
    "chan": "[class*='st-key-play_hint_button'] button",
    "sichuan": "[class*='st-key-sp_hint_button'] button",
}
TABLE_STEP = "() => document.querySelector('.chan-table')?.dataset.step"


def play_badly(page, game: str, stall_ms: int = 45_000) -> None:
    """Click the last offered move until the deal ends (a learner who makes mistakes to learn from).
    "Last" is read from the whole decision: Streamlit draws the moves one by one, and a choice made
    while only some are drawn would depend on the machine's speed (a Chắn capture taken where "let it
    go" was still coming made this deal a different one)."""
    moves = MOVES[game]
    for _ in range(250):
        page.locator(f"{moves}, {REVIEW_OPEN}").first.wait_for(timeout=stall_ms)
        if page.locator(REVIEW_OPEN).count():
            break
        page.locator(WHOLE_DECISION[game]).first.wait_for(timeout=stall_ms)
        wait_rendered(page, sidebar=False)
        if not page.locator(moves).count():
            continue
        step = page.evaluate(TABLE_STEP)
        clicked = try_click(page.locator(moves).last)
        if clicked and game == "chan":  # the table has moved on (or a call picker opened) before the next look
            page.wait_for_function(
                f"s => ({TABLE_STEP})() !== s || !!document.querySelector(\"[class*='st-key-play_call_confirm']\")",
                arg=step,
                timeout=stall_ms,
            )
        assert page.locator(EXCEPTION).count() == 0
    assert page.locator(REVIEW_OPEN).count() >= 1


def play_a_deal_and_retry(page, game: str, seed: int) -> None:
    """Deal (the seed typed in the set-up), play by clicking the last offered move at the default
    pace, open the review at the costliest decision, play from there to the end."""
    page.locator("[data-testid='stForm'] [data-testid='stNumberInput'] input").first.fill(str(seed))
    submit_form(page)  # the default pace: readable
    play_badly(page, game)  # the last offered move each time: passes and poor discards
    _open_review(page)  # at the costliest decision
    page.locator("[class*='st-key-review_play_here'] button").click()
    page.locator("[class*='st-key-review_back_to'] button").wait_for(timeout=TIMEOUT_MS)
    play = _play_until if game == "chan" else _play_sichuan_until
    play(page, REVIEW_OPEN)  # play from here, to the end


def come_back(browser, url: str, key: str, game: str, mistakes: int) -> None:  # noqa: F811
    """After the restart, with the link: the Learn page, the progress page and the mistakes bank."""
    page = new_page(browser, f"{url}/learn?learner={key}")
    wait_rendered(page)
    page.locator("[class*='_locked']").first.wait_for(timeout=TIMEOUT_MS)  # the quiz answer came back
    page.get_by_role("tab").nth(2).click()  # Progress: the drill answered before the restart
    page.get_by_text("Right and wrong answers per drill").first.wait_for(timeout=TIMEOUT_MS)
    assert page.get_by_text("No drill answered yet").count() == 0
    page.goto(f"{url}/progress?learner={key}")
    wait_rendered(page)
    page.get_by_text("Deals finished: 1 · reviewed: 1").first.wait_for(timeout=TIMEOUT_MS)
    page.get_by_text("First answers right, per drill").first.wait_for(timeout=TIMEOUT_MS)
    assert page.get_by_text("No drill answered yet").count() == 0
    screenshot(page, f"learner_back_progress_{game}")
    page.goto(f"{url}/puzzles?learner={key}")
    wait_rendered(page)
    if game == "sichuan":
        page.locator("[class*='st-key-_pz_game'] button").nth(1).click()
        wait_rendered(page)
    due = page.locator("[data-testid='stMetric']").nth(1).inner_text()
    assert due.split()[-1] == str(mistakes), due
    page.get_by_text("From one of your deals").first.wait_for(timeout=TIMEOUT_MS)  # the bank offers it
    page.locator("[class*='st-key-pz_opt_'] button").first.click()
    page.locator("[data-testid='stAlert']").first.wait_for(timeout=TIMEOUT_MS)  # the engine's verdict
    screenshot(page, f"learner_back_puzzle_{game}")
    assert page.locator(EXCEPTION).count() == 0
    page.context.close()


@pytest.mark.parametrize("game, path, seed", [("chan", "play", 6), ("sichuan", "sichuan_play", 5)])
def test_the_learning_loop_survives_a_server_restart(browser, tmp_path, game, path, seed):  # noqa: F811
    database = tmp_path / "store.sqlite3"
    with server(database) as url:
        key = a_drill_and_a_quiz(browser, url)
        page = new_page(browser, f"{url}/{path}?learner={key}")
        wait_rendered(page)
        play_a_deal_and_retry(page, game, seed)
        assert learner_of(page) == key
        page.context.close()
    kinds = kinds_in(database, key)
    assert {"drill", "quiz", "lesson_read", "deal_finished", "deal_reviewed"} <= set(kinds), kinds
    assert kinds.count("deal_finished") == 1  # the retry is a "what if", not a second deal of the learner's
    assert kinds.count("mistake") >= 1, kinds  # this seed's first-move play makes a confident mistake
    with server(database) as url:  # a restarted server; the learner comes back with the link
        come_back(browser, url, key, game, kinds.count("mistake"))
