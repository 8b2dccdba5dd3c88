"""A phone (390×844): the card in play, the hand and the move buttons on one screen, at the
heaviest first decision too — the dealer's discard from 20 cards, where every conceivable discard
(legal or greyed) is a button. Seed 4 deals the learner the dealer's seat (a fresh seed per match
made the heavy case one match in four of the play test)."""

import pytest

from e2e_helpers import app_url, browser, chromium_path, open_page, screenshot, wait_rendered  # noqa: F401

pytestmark = pytest.mark.e2e

MOVES = (
    "[class*='st-key-play_a_'] button:not([disabled]):visible, [class*='st-key-play_d_'] button:not([disabled]):visible"
)
ALL_MOVES = "[class*='st-key-play_moves'] button:visible"


def test_the_dealers_twenty_card_discard_fits_one_phone_screen(open_page):
    page = open_page("play", width=390, height=844)
    page.locator("[data-testid='stForm'] [data-testid='stNumberInput'] input").first.fill("4")
    page.locator("[data-testid='stFormSubmitButton'] button").click()
    page.locator(MOVES).first.wait_for(timeout=60_000)
    wait_rendered(page, sidebar=False)
    assert page.get_by_text("20 cards in hand").count() >= 1  # the dealer's opening discard
    buttons = page.locator(ALL_MOVES).all()
    assert len(buttons) >= 12  # every distinct face in hand a discard, greyed or not
    top = page.locator(".chan-centre").bounding_box()["y"]
    bottom = max(b.bounding_box()["y"] + b.bounding_box()["height"] for b in buttons)
    assert bottom - top <= 844, bottom - top
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    screenshot(page, "app_play_phone_dealer")
