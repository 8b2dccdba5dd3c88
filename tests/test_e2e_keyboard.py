"""Play by keyboard, both games (issue 27 item 4): the digits choose the offered moves in the order
shown, H asks the coach, ← → step through the review; each key is drawn on its button. Pressed in a
real browser at the default pace, with no mouse click on the table."""

import pytest

from e2e_helpers import TIMEOUT_MS, browser, chromium_path, open_page, screenshot, submit_form, wait_rendered  # noqa: F401
from test_e2e_play import EXCEPTION, MOVES, _deal, hand_of

pytestmark = pytest.mark.e2e


TABLE_NOW = (  # the facts beside the card in play and the learner's cards: a move changes one of them
    "() => (document.querySelector('.chan-centre .facts')?.innerText || '') + '|' + "
    "[...document.querySelectorAll('.chan-groups svg.chan-card')].map(c => c.getAttribute('aria-label')).join(',')"
)
CHANGED_TABLE = f"s => ({TABLE_NOW})() !== s"
CHANGED_OPTIONS = (
    "n => [...document.querySelectorAll(\"[class*='st-key-sp_act_'] button\")].map(b => b.innerText).join('|') !== n"
)


def _facts(page) -> str:
    return page.locator(".chan-centre .facts").first.inner_text()


def test_chan_moves_and_the_hint_by_keyboard(open_page):
    page = open_page("play")
    _deal(page, seed=2)  # these cards open on the learner's discard with 8 options: the hint prices them all
    page.locator(MOVES).first.wait_for(timeout=45_000)
    wait_rendered(page)
    first = page.locator(MOVES).first
    assert "1" in first.inner_text()  # the key is drawn on the first move's button
    screenshot(page, "keyboard_chan_moves")
    page.keyboard.press("h")
    page.get_by_text("★").first.wait_for(timeout=60_000)  # the coach's priced options
    wait_rendered(page)
    before = (hand_of(page), _facts(page))
    for _ in range(3):  # three moves by the number keys
        page.locator(MOVES).first.wait_for(timeout=45_000)
        wait_rendered(page)
        now = page.evaluate(TABLE_NOW)
        page.keyboard.press("1")
        page.wait_for_function(CHANGED_TABLE, arg=now, timeout=45_000)
    assert (hand_of(page), _facts(page)) != before
    assert page.locator(EXCEPTION).count() == 0


SP_MOVES = "[class*='st-key-sp_act_'] button:not([disabled]):visible"


def test_sichuan_moves_by_keyboard(open_page):
    page = open_page("sichuan_play")
    submit_form(page)
    for _ in range(4):  # the missing suit, then discards: each by its digit
        page.locator(SP_MOVES).first.wait_for(timeout=45_000)
        wait_rendered(page)
        labels = [b.inner_text() for b in page.locator(SP_MOVES).all()]
        assert labels and "1" in labels[0]
        page.keyboard.press("1")
        page.wait_for_function(CHANGED_OPTIONS, arg="|".join(labels), timeout=45_000)
    screenshot(page, "keyboard_sichuan")
    assert page.locator(EXCEPTION).count() == 0
