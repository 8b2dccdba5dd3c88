"""Accessibility check of the play pages (issue 27 item 4): axe-core (the `axe-playwright-python`
package bundles it) run in Chromium on both games' tables, mid-deal, on a desktop (1400×1000) and a
phone (390×844): no serious or critical violation."""

import pytest

from e2e_helpers import browser, chromium_path, open_page, wait_rendered  # noqa: F401

pytestmark = pytest.mark.e2e

MOVES = (
    "[class*='st-key-play_a_'] button:visible, [class*='st-key-play_d_'] button:visible, "
    "[class*='st-key-sp_act_'] button:visible"
)


def serious_violations(page) -> list[str]:
    from axe_playwright_python.sync_playwright import Axe

    wait_rendered(page, sidebar=page.viewport_size["width"] > 600)
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
    page.locator("[data-testid='stFormSubmitButton'] button").click()
    page.locator(MOVES).first.wait_for(timeout=60_000)  # mid-deal, the learner to move
    assert serious_violations(page) == []
