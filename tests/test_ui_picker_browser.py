"""The card picker in a real browser: tests/ui_picker_app.py served by Streamlit, driven with
Playwright in Debian's Chromium.

Skipped when chromium is not installed, except under CI=true, where a missing browser fails.
Screenshots go to artifacts/ (gitignored).
"""

import pytest

from e2e_helpers import ARTIFACTS, ROOT, TIMEOUT_MS, browser, chromium_path, streamlit_server  # noqa: F401

APP = ROOT / "tests" / "ui_picker_app.py"


@pytest.fixture(scope="module")
def app_url(chromium_path, tmp_path_factory):
    try:
        with streamlit_server(str(APP.relative_to(ROOT)), tmp_path_factory.mktemp("streamlit")) as (url, _):
            yield url
    except RuntimeError as err:
        pytest.fail(str(err))


@pytest.fixture
def page(browser, app_url):
    """A fresh page, so a fresh Streamlit session with fresh copies."""
    context = browser.new_context(viewport={"width": 430, "height": 1400}, device_scale_factor=1)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(app_url)
    page.locator('button[data-face="0"]').wait_for()
    yield page
    context.close()


def card(page, face: int):
    return page.locator(f'button[data-face="{face}"]')


def expect_text(page, text: str):
    from playwright.sync_api import expect

    expect(page.get_by_text(text, exact=True)).to_be_visible(timeout=TIMEOUT_MS)


def test_clicking_a_card_returns_that_face(page):
    ARTIFACTS.mkdir(exist_ok=True)
    assert page.locator("button[data-face]").count() == 25
    page.screenshot(path=str(ARTIFACTS / "ui_picker_before.png"), full_page=True)
    assert card(page, 3).get_attribute("aria-label") == "Three of Myriads (3v), 4 left"

    card(page, 3).locator("svg").click()  # on the picture itself
    expect_text(page, "returned: 3 3v")
    expect_text(page, "picks: 3v")
    # the callback took a copy away and the grid was redrawn with the new count
    from playwright.sync_api import expect

    expect(card(page, 3)).to_have_attribute("aria-label", "Three of Myriads (3v), 3 left")

    card(page, 3).click()  # the same face again is a new event
    expect_text(page, "picks: 3v 3v")
    card(page, 24).click()
    expect_text(page, "returned: 24 cc")
    expect_text(page, "picks: 3v 3v cc")
    page.locator("[data-testid='stMain']").screenshot(path=str(ARTIFACTS / "ui_picker_after.png"))


def test_a_card_with_no_copies_left_cannot_be_picked(page):
    from playwright.sync_api import expect

    empty = card(page, 20)  # 8n starts with none left
    expect(empty).to_be_disabled()
    assert empty.get_attribute("aria-label") == "Eight of Coins (8n), none left"
    empty.click(force=True)
    empty.evaluate("button => button.click()")
    page.wait_for_timeout(1000)
    # a later pick goes through alone: the clicks on 8n never reached Python
    card(page, 0).click()
    expect_text(page, "picks: 2v")

    # taking the last copy of a face disables it
    for n in range(1, 4):
        card(page, 1).click()
        expect_text(page, "picks: 2v" + " 2s" * n)
    card(page, 1).click()
    expect_text(page, "picks: 2v 2s 2s 2s 2s")
    expect(card(page, 1)).to_be_disabled()
    card(page, 1).click(force=True)
    page.wait_for_timeout(1000)
    card(page, 2).click()
    expect_text(page, "picks: 2v 2s 2s 2s 2s 2n")


def test_pick_is_a_trigger_and_the_grid_works_from_the_keyboard(page):
    card(page, 9).focus()
    page.keyboard.press("Enter")
    expect_text(page, "returned: 9 5v")
    page.keyboard.press("Tab")  # focus stays in the grid across the rerun: next face is 6v
    page.keyboard.press("Space")
    expect_text(page, "returned: 12 6v")
    # another widget reruns the script: the pick is not sticky
    page.get_by_text("vi", exact=True).click()
    expect_text(page, "returned: none")
    assert card(page, 12).get_attribute("aria-label") == "lục vạn (6v), còn 3 lá"
