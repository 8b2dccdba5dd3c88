"""A phone (390×844): the card in play, the hand and the move buttons on one screen, at the
heaviest first decision too — the dealer's discard from 20 cards, where every conceivable discard
(legal or greyed) is a button. Seed 4 deals the learner the dealer's seat (a fresh seed per match
made the heavy case one match in four of the play test)."""

import pytest

from e2e_helpers import app_url, browser, chromium_path, open_page, screenshot, submit_form, wait_rendered  # noqa: F401

pytestmark = pytest.mark.e2e

MOVES = (
    "[class*='st-key-play_a_'] button:not([disabled]):visible, [class*='st-key-play_d_'] button:not([disabled]):visible"
)
ALL_MOVES = "[class*='st-key-play_moves'] button:visible"


def test_the_dealers_twenty_card_discard_fits_one_phone_screen(open_page):
    page = open_page("play", width=390, height=844)
    page.locator("[data-testid='stForm'] [data-testid='stNumberInput'] input").first.fill("4")
    submit_form(page)
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


def test_sichuan_the_tile_in_play_and_your_hand_fit_one_phone_screen(open_page):
    # the AI seats are one line each on a phone (a tap opens one): the middle of the table, your
    # hand (which is your discard buttons) and the claim buttons fit between them on one screen
    page = open_page("sichuan_play", width=390, height=844)
    submit_form(page)
    for _ in range(2):  # the missing suit, then the first discards
        page.locator("[class*='st-key-sp_act_'] button:visible").first.wait_for(timeout=60_000)
        wait_rendered(page, sidebar=False)
        page.locator("[class*='st-key-sp_act_'] button:visible").first.click()
    page.locator("[class*='st-key-sp_act_'] button:visible").first.wait_for(timeout=60_000)
    wait_rendered(page, sidebar=False)
    seats = [page.locator(f".st-key-sp_seat_{s}").bounding_box() for s in (1, 2, 3)]
    assert all(box["height"] <= 130 for box in seats), seats  # one summary line each
    summary = page.locator(".st-key-sp_seat_1 details.sc-phone summary")
    assert "tiles in hand" in summary.inner_text()
    top = page.locator(".st-key-sp_centre").bounding_box()["y"]
    hand = page.locator(".st-key-sp_seat_0").bounding_box()
    assert hand["y"] + hand["height"] - top <= 844, (top, hand)  # the middle and the whole hand together
    summary.click()  # a tap opens the seat: its tiles' backs and discards
    page.locator(
        ".st-key-sp_seat_1 details.sc-phone[open] .sc-discards, .st-key-sp_seat_1 details.sc-phone[open] svg"
    ).first.wait_for()
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    screenshot(page, "sichuan_play_phone")


def test_chan_the_ai_seats_are_one_line_each_and_open_on_a_tap(open_page):
    page = open_page("play", width=390, height=844)
    submit_form(page)
    page.locator(MOVES).first.wait_for(timeout=60_000)
    wait_rendered(page, sidebar=False)
    seat = page.locator(".chan-seat[data-seat='1']")
    summary = seat.locator("details.chan-phone summary")
    assert "at the gate" in summary.inner_text()
    assert seat.locator(".chan-desk").is_hidden()
    summary.click()  # a tap opens the seat: its exposed pairs and gate cards, legible
    opened = seat.locator("details.chan-phone[open]")
    opened.wait_for()
    cards = opened.locator("svg.chan-card").all()
    assert all(c.bounding_box()["width"] >= 24 for c in cards)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    screenshot(page, "app_play_phone_seat_open")


@pytest.mark.parametrize("width, height", [(1400, 1000), (390, 844)])
def test_the_score_calculators_events_wrap_inside_the_page(open_page, width, height):
    # the Events row (cardavia has the most events) was cut off at the right edge
    page = open_page("score", width=width, height=height) if width > 600 else open_page("score")
    if width <= 600:
        page.set_viewport_size({"width": width, "height": height})
    events = page.locator(".st-key-sc_events_cardavia")
    events.locator("button").first.wait_for(timeout=60_000)
    wait_rendered(page, sidebar=width > 600)
    row = events.bounding_box()
    pills = page.locator(".st-key-sc_events_cardavia button").all()
    assert len(pills) >= 5
    right = max(p.bounding_box()["x"] + p.bounding_box()["width"] for p in pills)
    assert right <= row["x"] + row["width"] + 1 and right <= width, (right, row)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    screenshot(page, f"score_events_{width}")


def test_sichuan_a_seats_two_line_summary_stays_in_its_box_in_vietnamese(open_page):
    # the Vietnamese summary takes two lines; Streamlit's -1rem under a Markdown block let it run out
    page = open_page("sichuan_play?lang=vi", width=390, height=844)
    submit_form(page)
    page.locator("[class*='st-key-sp_act_'] button:visible").first.wait_for(timeout=60_000)
    wait_rendered(page, sidebar=False)
    for seat in (1, 2, 3):
        box = page.locator(f".st-key-sp_seat_{seat}").bounding_box()
        caption = page.locator(f".st-key-sp_seat_{seat} details.sc-phone summary .sc-caption").bounding_box()
        assert caption["height"] > 30  # two lines at this width
        assert caption["y"] + caption["height"] <= box["y"] + box["height"], (seat, caption, box)
