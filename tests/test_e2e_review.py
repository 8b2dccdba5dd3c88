"""The review on the table in a real browser, as a learner uses it: a whole Chắn deal played by
clicking at the default pace, the review opened from the end of the deal at the costliest decision
(the table as it was, the coach's priced options beside it), "play from here" to the end of the
deal, and back to the review; screenshots on a desktop (1400×1000) and a phone (390×844)."""

import re
import socket

import pytest

import e2e_helpers
from e2e_helpers import TIMEOUT_MS, browser, chromium_path, open_page, screenshot, submit_form, try_click, wait_rendered  # noqa: F401

pytestmark = pytest.mark.e2e

PORTS = range(8670, 8690)  # this module's own servers
MOVES = (
    "[class*='st-key-play_a_'] button:not([disabled]):visible, "
    "[class*='st-key-play_d_'] button:not([disabled]):visible, "
    "[class*='st-key-play_call_confirm'] button:visible"
)
REVIEW_OPEN = "[class*='st-key-review_open'] button"
EXCEPTION = "[data-testid='stException']"


def _port() -> int:
    for port in PORTS:
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError("no free port in 8670-8689")


@pytest.fixture(scope="module")
def app_url(chromium_path, tmp_path_factory):  # noqa: F811
    patch = pytest.MonkeyPatch()
    patch.setattr(e2e_helpers, "free_port", _port)
    try:
        with e2e_helpers.streamlit_server("app.py", tmp_path_factory.mktemp("streamlit_review")) as (url, _):
            yield url
    except RuntimeError as err:
        pytest.fail(str(err))
    finally:
        patch.undo()


def _play_until(page, done: str, max_moves: int = 250, stall_ms: int = 45_000) -> int:
    """Click the first offered move until `done` shows; a table that offers neither for `stall_ms`
    has stalled. Returns the number of our moves."""
    moves = 0
    for _ in range(max_moves):
        page.locator(f"{MOVES}, {done}").first.wait_for(timeout=stall_ms)
        if page.locator(done).count():
            break
        if try_click(page.locator(MOVES)):
            moves += 1
        assert page.locator(EXCEPTION).count() == 0
    assert page.locator(done).count() >= 1 and page.locator(EXCEPTION).count() == 0
    return moves


def _open_review(page) -> None:
    """Click "Review on the table" (again if a redraw beat the click), then wait for the coach's figures."""
    from playwright.sync_api import Error

    for _ in range(4):
        try_click(page.locator(REVIEW_OPEN))
        try:
            page.locator(".st-key-review_close").wait_for(timeout=10_000)  # drawn before the coach judges
            break
        except Error:
            continue
    page.get_by_text("Agreement with the coach").first.wait_for(timeout=240_000)  # the coach judges once
    wait_rendered(page)


def test_review_at_the_costliest_decision_then_play_from_there_to_the_end(open_page):
    page = open_page("play")
    submit_form(page)  # the default pace: readable
    assert _play_until(page, REVIEW_OPEN) >= 1
    _open_review(page)
    # the review opens at the costliest decision: the first of the list, highlighted, on the table
    first = page.locator("[class*='st-key-review_go_0'] button")
    assert first.get_attribute("data-testid") == "stBaseButton-primary"
    assert page.locator("[class*='st-key-review_go_']").count() >= 1
    assert page.locator(".chan-table .chan-centre").count() == 1
    words = page.locator("[class*='st-key-review_side']").get_by_text("Stock:").first.inner_text()
    stock = re.search(r"Stock: (\d+)", words).group(1)  # the stock count in words beside the table ...
    assert re.search(rf"\b{stock}\b", page.locator(".chan-centre .facts").first.inner_text())  # ... and on it
    assert page.get_by_text("Played here:").count() == 1
    screenshot(page, "review_chan_desktop")
    page.set_viewport_size({"width": 390, "height": 844})
    wait_rendered(page, sidebar=False)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    screenshot(page, "review_chan_phone")
    page.set_viewport_size({"width": 1400, "height": 1000})
    wait_rendered(page)

    # ◀ ▶ step through every action
    step_text = page.get_by_text("Step ").first.inner_text()
    back, fwd = page.locator(".st-key-review_back button"), page.locator(".st-key-review_fwd button")
    first, then = (fwd, back) if back.is_disabled() else (back, fwd)  # the costliest may be the first step
    first.click()
    page.get_by_text(step_text, exact=True).wait_for(state="detached", timeout=TIMEOUT_MS)
    wait_rendered(page)
    then.click()
    page.get_by_text(step_text, exact=True).wait_for(timeout=TIMEOUT_MS)
    wait_rendered(page)

    page.locator("[class*='st-key-review_play_here'] button").click()
    back = page.locator("[class*='st-key-review_back_to'] button")
    back.wait_for(timeout=TIMEOUT_MS)  # the retry: the way back to the review above the table
    assert page.get_by_text("Playing on from step").count() == 1
    _play_until(page, REVIEW_OPEN)  # to the end of the deal, clicking at the default pace
    page.get_by_text(r"won on").or_(page.get_by_text("draw")).first.wait_for(timeout=TIMEOUT_MS)
    screenshot(page, "review_chan_retry_end")
    back.click()
    page.get_by_text("Agreement with the coach").first.wait_for(timeout=TIMEOUT_MS)
    wait_rendered(page)
    assert page.locator("[class*='st-key-review_go_0'] button").get_attribute("data-testid") == "stBaseButton-primary"
    assert page.locator(EXCEPTION).count() == 0


SP_MOVES = "[class*='st-key-sp_act_'] button:not([disabled]):visible"
SP_WINS = "[class*='st-key-sp_act_win'] button:not([disabled]):visible"


def _play_sichuan_until(page, done: str, max_moves: int = 250, stall_ms: int = 45_000) -> None:
    for _ in range(max_moves):
        page.locator(f"{SP_MOVES}, {done}").first.wait_for(timeout=stall_ms)
        if page.locator(done).count():
            break
        try_click(page.locator(SP_WINS) if page.locator(SP_WINS).count() else page.locator(SP_MOVES))
        assert page.locator(EXCEPTION).count() == 0
    assert page.locator(done).count() >= 1 and page.locator(EXCEPTION).count() == 0


def test_sichuan_review_and_play_from_here(open_page):
    page = open_page("sichuan_play")
    submit_form(page)  # the default pace: readable
    _play_sichuan_until(page, REVIEW_OPEN)
    _open_review(page)
    assert page.locator("[class*='st-key-review_go_0'] button").get_attribute("data-testid") == "stBaseButton-primary"
    assert page.locator("[class*='st-key-spr_centre']").count() == 1  # the live table's drawing
    screenshot(page, "review_sichuan_desktop")
    page.set_viewport_size({"width": 390, "height": 844})
    wait_rendered(page, sidebar=False)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    screenshot(page, "review_sichuan_phone")
    page.set_viewport_size({"width": 1400, "height": 1000})
    wait_rendered(page)
    page.locator("[class*='st-key-review_play_here'] button").click()
    back = page.locator("[class*='st-key-review_back_to'] button")
    back.wait_for(timeout=TIMEOUT_MS)
    _play_sichuan_until(page, REVIEW_OPEN)
    back.click()
    page.get_by_text("Agreement with the coach").first.wait_for(timeout=TIMEOUT_MS)
    assert page.locator(EXCEPTION).count() == 0
