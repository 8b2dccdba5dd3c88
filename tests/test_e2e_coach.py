"""The coach's new labels in a real browser: a hint whose table has options "about as good" as the
coach's choice says so above the table, naming the choice and each of them by its move's name."""

import re

import pytest

from e2e_helpers import app_url, browser, chromium_path, open_page, screenshot, try_click, wait_rendered  # noqa: F401
from test_e2e_play import EXCEPTION, MOVES, NEXT, _deal

pytestmark = pytest.mark.e2e
NOTE = re.compile(r"^About as good as the coach's choice: ")


def _option_name(row) -> str:
    return row.locator("td").first.inner_text().replace("★", "").strip()


def test_the_hint_names_the_options_about_as_good_as_its_choice(open_page):
    page = open_page("play")
    _deal(page)
    hint = page.locator("[class*='st-key-play_hint_button'] button:visible")
    for _ in range(400):
        page.locator(f"{MOVES}, {NEXT}").first.wait_for(timeout=45_000)
        if page.locator(NEXT).count():  # a deal with no such hint: the next one
            try_click(page.locator(NEXT))
            continue
        wait_rendered(page)
        if len(page.locator(MOVES).all()) > 2 and hint.count():
            hint.first.click()
            page.get_by_text(re.compile(r"^Coach: ")).first.wait_for(timeout=30_000)
            table = page.locator("table:has(th:text-is('Verdict'))").first
            table.wait_for(state="attached", timeout=5_000)
            rows = table.locator("tbody tr").all()
            close = [r for r in rows if "about as good" in r.inner_text()]
            if close:
                note = page.get_by_text(NOTE).first
                note.wait_for(timeout=5_000)
                text = note.inner_text()
                for row in [rows[0], *close]:  # the choice and every close option, by name
                    assert _option_name(row) in text, (_option_name(row), text)
                assert page.get_by_text(NOTE).count() == 1
                screenshot(page, "coach_close_note")
                return
            assert page.get_by_text(NOTE).count() == 0  # no close option: no note
        try_click(page.locator(MOVES))
        assert page.locator(EXCEPTION).count() == 0
    pytest.fail("no hint had an option about as good as the coach's choice")
