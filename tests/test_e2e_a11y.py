"""Accessibility check of the play pages (issue 27 item 4): axe-core (the `axe-playwright-python`
package bundles it) run in Chromium on both games' tables, mid-deal, on a desktop (1400×1000) and a
phone (390×844): no serious or critical violation."""

import pytest

from e2e_helpers import TIMEOUT_MS, browser, chromium_path, open_page, submit_form, wait_rendered  # noqa: F401

pytestmark = pytest.mark.e2e

MOVES = (
    "[class*='st-key-play_a_'] button:visible, [class*='st-key-play_d_'] button:visible, "
    "[class*='st-key-sp_act_'] button:visible"
)


def serious_violations(page) -> list[str]:
    from axe_playwright_python.sync_playwright import Axe

    wait_rendered(page, sidebar=page.viewport_size["width"] > 600)
    # the page fully drawn: no placeholder left, and the app's own styles applied to every caption
    # (on a busy machine axe could read a caption before the style that darkens it had arrived)
    page.wait_for_function(
        """() => !document.querySelector('[data-testid="stSkeleton"]')
            && [...document.querySelectorAll('[data-testid="stCaptionContainer"]')]
                .every(e => getComputedStyle(e).opacity === "1")""",
        timeout=TIMEOUT_MS,
    )
    found = Axe().run(page).response["violations"]
    return [
        f"{v['impact']} {v['id']}: {v['nodes'][0]['html'][:120]} — {v['help']}"
        for v in found
        if v["impact"] in ("serious", "critical")
    ]


@pytest.mark.parametrize("path", ["play", "sichuan_play"])
@pytest.mark.parametrize("width, height", [(1400, 1000), (390, 844)])
def test_the_play_pages_have_no_serious_accessibility_violation(open_page, path, width, height):
    page = open_page(path, width=width, height=height) if width > 600 else open_page(path)
    if width <= 600:
        page.set_viewport_size({"width": width, "height": height})
    assert serious_violations(page) == []  # the set-up form
    submit_form(page)
    page.locator(MOVES).first.wait_for(timeout=60_000)  # mid-deal, the learner to move
    assert serious_violations(page) == []
