"""Guided play in a real browser: one whole deal through the page's buttons, and the AI's readable pace."""

import re

from e2e_helpers import TIMEOUT_MS, app_url, browser, chromium_path, open_page, screenshot, try_click, wait_rendered  # noqa: F401

MOVES = "[class*='st-key-play_a_'] button, [class*='st-key-play_d_'] button"


def _start(page, pace: str) -> None:
    page.locator("[data-testid='stSidebar']").get_by_text(pace, exact=True).click()
    wait_rendered(page)
    page.get_by_role("button", name="Deal the cards").click()
    page.locator(f"{MOVES}, [class*='st-key-play_next'] button").first.wait_for(timeout=TIMEOUT_MS)


def test_play_one_guided_deal_to_its_end(open_page):
    page = open_page("play")
    _start(page, "instant")
    for _ in range(200):
        wait_rendered(page)
        if page.locator("[class*='st-key-play_next'] button").count():
            break
        if not try_click(page.locator(MOVES)):  # a rerun replaced the buttons: look again
            continue
        page.locator(f"{MOVES}, [class*='st-key-play_next'] button").first.wait_for(timeout=TIMEOUT_MS)
    next_deal = page.locator("[class*='st-key-play_next'] button")
    assert next_deal.count() == 1
    assert page.get_by_text(re.compile(r"won on|draw")).count() > 0
    assert page.locator("[data-testid='stException']").count() == 0
    page.wait_for_timeout(300)
    screenshot(page, "app_play_end")


def test_ai_moves_at_a_readable_pace(open_page):
    page = open_page("play")
    _start(page, "readable")
    log = page.get_by_text("Event log")
    log.click()
    # without any click of ours, the AI players keep acting until it is our turn again
    page.locator(MOVES).first.wait_for(timeout=60_000)
    screenshot(page, "app_play_readable")
    assert page.locator("[data-testid='stException']").count() == 0


def test_on_a_phone_the_table_status_is_one_row_and_nothing_overflows(open_page):
    page = open_page("play", width=390, height=844)
    page.get_by_role("button", name="Deal the cards").click()
    page.locator(MOVES).first.wait_for(timeout=60_000)  # our turn: the AI at its readable pace is idle
    wait_rendered(page, sidebar=False)
    metrics = page.locator("[data-testid='stMetric']")
    tops = {round(metrics.nth(i).bounding_box()["y"]) for i in range(metrics.count())}
    assert metrics.count() == 4 and len(tops) == 1  # stock, dealer, deal, to act side by side
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    screenshot(page, "app_play_phone")


def _play_to_the_end(page, max_moves: int = 200, stall_ms: int = 45_000) -> int:
    """Click the first offered move until the deal ends; a deal that stops offering moves (and has no
    "Next deal") for `stall_ms` is a stall. Returns the number of our moves."""
    moves = 0
    ready = f"{MOVES}, [class*='st-key-play_next'] button"
    for _ in range(max_moves):
        page.locator(ready).first.wait_for(timeout=stall_ms)
        if page.locator("[class*='st-key-play_next'] button").count():
            break
        if try_click(page.locator(MOVES)):
            moves += 1
    assert page.locator("[class*='st-key-play_next'] button").count() == 1
    assert page.locator("[data-testid='stException']").count() == 0
    return moves


def test_a_whole_deal_at_the_default_pace_never_stalls(open_page):
    page = open_page("play")
    page.get_by_role("button", name="Deal the cards").click()  # the default pace: readable
    moves = _play_to_the_end(page)
    assert moves >= 1
    screenshot(page, "app_play_default_pace_end")
