"""Guided play in a real browser, played as a learner plays it: by clicking, at the default pace.

Whole deals at the default ("readable") pace and at "instant", in both profiles and in advanced
mode; a reload in the middle of a deal; double clicks on Hint and on a move; a phone's screen."""

import re

import pytest

from e2e_helpers import (  # noqa: F401
    TIMEOUT_MS,
    app_url,
    browser,
    chromium_path,
    open_page,
    screenshot,
    submit_form,
    try_click,
    wait_rendered,
)

pytestmark = pytest.mark.e2e

MOVES = (
    "[class*='st-key-play_a_'] button:not([disabled]):visible, "
    "[class*='st-key-play_d_'] button:not([disabled]):visible, "
    "[class*='st-key-play_call_confirm'] button:visible"
)
NEXT = "[class*='st-key-play_next'] button"
EXCEPTION = "[data-testid='stException']"


def _deal(page, *, mode: str | None = None, seed: int | None = None) -> None:
    if seed is not None:  # typed in the set-up: these cards (and the AI players' choices) again
        page.locator("[data-testid='stForm'] [data-testid='stNumberInput'] input").first.fill(str(seed))
    if mode == "advanced":
        page.locator("[data-testid='stForm'] [data-testid='stRadio'] label:has(input[type=radio])").nth(
            1
        ).click()  # basic, advanced
    submit_form(page)


def _pace(page, pace: str) -> None:
    page.locator("[data-testid='stSidebar']").get_by_text(pace, exact=True).click()
    wait_rendered(page)


def _play_to_the_end(page, max_moves: int = 250, stall_ms: int = 45_000) -> int:
    """Click the first offered move until the deal ends; a table that offers no move (and no "Next
    deal") for `stall_ms` has stalled. Returns the number of our moves."""
    moves = 0
    for _ in range(max_moves):
        page.locator(f"{MOVES}, {NEXT}, [class*='st-key-play_quit']").first.wait_for(timeout=stall_ms)
        page.locator(f"{MOVES}, {NEXT}").first.wait_for(timeout=stall_ms)
        if page.locator(NEXT).count():
            break
        if try_click(page.locator(MOVES)):
            moves += 1
        assert page.locator(EXCEPTION).count() == 0
    assert page.locator(NEXT).count() == 1
    assert page.locator(EXCEPTION).count() == 0
    return moves


def _stock(page) -> str:
    return page.locator(".chan-centre .facts").first.inner_text()


def test_a_match_of_two_deals_at_the_default_pace_never_stalls(open_page):
    page = open_page("play")
    _deal(page)  # the default pace: readable
    first = _play_to_the_end(page)
    assert page.get_by_text(re.compile(r"won on|draw")).count() > 0
    screenshot(page, "app_play_default_pace_end")
    page.locator(NEXT).click()
    page.locator(NEXT).wait_for(state="detached", timeout=TIMEOUT_MS)  # the second deal is on the table
    second = _play_to_the_end(page)
    assert first >= 1 and second >= 1
    page.get_by_text("Running totals").first.wait_for(timeout=TIMEOUT_MS)  # the chart over the match's deals
    screenshot(page, "app_play_second_deal_end")


def test_a_traditional_advanced_deal_at_instant_pace_reaches_its_end(open_page):
    page = open_page("play?profile=traditional&lang=vi")
    _pace(page, "tức thì")
    _deal(page, mode="advanced")
    page.locator(MOVES).first.wait_for(timeout=45_000)
    assert page.get_by_text("Nước bị mờ là phạm luật").count() == 0  # advanced: no warnings by default
    _play_to_the_end(page)
    assert page.get_by_text("Ván tiếp").count() > 0
    screenshot(page, "app_play_advanced_vi_end")


def hand_of(page) -> list[str]:
    """The learner's hand as the cards' labels, group by group (not the markup: React may keep an
    SVG element across runs and patch its attributes, so the same card can serialise differently)."""
    return page.locator(".chan-groups").first.evaluate(
        "g => [...g.querySelectorAll('svg.chan-card')].map(c => c.getAttribute('aria-label'))"
    )


def _settled_hand(page, tries: int = 20) -> list[str]:
    """The learner's hand once our last click has reached the table: on a loaded machine the old
    buttons can still be showing while the server has not yet started the click's run, so read the
    hand until two reads a second apart, both on a finished run offering a move, agree."""
    last = None
    for _ in range(tries):
        page.locator(MOVES).first.wait_for(timeout=45_000)
        wait_rendered(page)
        hand = hand_of(page)
        if hand == last:
            return hand
        last = hand
        page.wait_for_timeout(1000)
    raise AssertionError("the learner's hand kept changing")


def test_a_reload_in_the_middle_of_a_deal_continues_it(open_page):
    page = open_page("play?profile=traditional")
    _deal(page, seed=11)  # a fresh seed could end the deal (an AI's win) before the reload: one that lasts
    for _ in range(3):
        page.locator(MOVES).first.wait_for(timeout=45_000)
        try_click(page.locator(MOVES))
    hand = _settled_hand(page)
    url = page.url
    assert "match=" in url and "profile=traditional" in url
    page.reload()
    wait_rendered(page)
    page.locator(MOVES).first.wait_for(timeout=45_000)
    assert hand and hand_of(page) == hand  # the same hand, the same deal
    assert page.get_by_text("Deal the cards").count() == 0
    assert page.url == url
    _play_to_the_end(page)


def test_double_clicks_on_hint_and_on_a_move_never_raise(open_page):
    page = open_page("play")
    _deal(page, seed=2)  # a fresh random deal may end after a move or two (CI: an AI won first)
    page.locator(MOVES).first.wait_for(timeout=45_000)
    page.locator("[class*='st-key-play_hint_button'] button").dblclick()
    wait_rendered(page)
    assert page.locator(EXCEPTION).count() == 0
    for _ in range(4):
        page.locator(f"{MOVES}, {NEXT}").first.wait_for(timeout=45_000)
        if page.locator(NEXT).count():  # the deal ended while we clicked: nothing more to double-click
            break
        try:
            page.locator(MOVES).first.dblclick(timeout=5000)
        except Exception:  # the first click's rerun replaced the button: that is the point
            pass
        page.wait_for_timeout(300)
        hint = page.locator("[class*='st-key-play_hint_button'] button")
        if hint.count():
            try:
                hint.first.click(timeout=2000)
                hint.first.click(timeout=2000)
            except Exception:
                pass
        assert page.locator(EXCEPTION).count() == 0
    _play_to_the_end(page)


def test_on_a_phone_the_card_in_play_the_hand_and_the_moves_fit_one_screen(open_page):
    page = open_page("play", width=390, height=844)
    _deal(page)
    page.locator(MOVES).first.wait_for(timeout=60_000)  # our turn: the AI at its readable pace is idle
    wait_rendered(page, sidebar=False)
    top = page.locator(".chan-centre").bounding_box()["y"]
    bottom = max(b.bounding_box()["y"] + b.bounding_box()["height"] for b in page.locator(MOVES).all())
    assert bottom - top <= 844
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    seats = page.locator(".chan-seat")
    tops = {round(seats.nth(i).bounding_box()["y"]) for i in range(3)}  # the three AI seats in one row
    assert len(tops) == 1
    screenshot(page, "app_play_phone")


def test_the_coach_prices_the_options_and_reviews_the_deal(open_page):
    """Hint at the learner's decisions (an answer with every option priced, within seconds), then
    the review of the whole deal: its figures, its chart and each decision's priced options."""
    page = open_page("play")
    _deal(page)
    hint = page.locator("[class*='st-key-play_hint_button'] button:visible")
    asked = 0
    for _ in range(250):
        page.locator(f"{MOVES}, {NEXT}").first.wait_for(timeout=45_000)
        if page.locator(NEXT).count():
            break
        wait_rendered(page)  # a click on a button the redraw is replacing is lost (or ignored as stale)
        if asked < 2 and len(page.locator(MOVES).all()) > 1 and hint.count():
            answer = page.get_by_text(re.compile(r"^Coach: ")).first
            for _ in range(2):  # once more if the first click met a redraw
                hint.first.click()
                try:
                    answer.wait_for(timeout=10_000)
                    break
                except Exception:
                    wait_rendered(page)
            answer.wait_for(timeout=5_000)
            table = page.locator("table:has(th:text-is('Verdict'))").first
            table.wait_for(state="attached", timeout=5_000)
            rows = table.locator("tbody tr")
            assert rows.count() == len(page.locator(MOVES).all())  # every legal option, priced
            assert "★" in rows.first.inner_text() and "best" in rows.first.inner_text(), table.inner_text()
            assert " ± " in table.inner_text()
            asked += 1
            if asked == 1:
                screenshot(page, "app_play_hint_priced")
        try_click(page.locator(MOVES))
        assert page.locator(EXCEPTION).count() == 0
    assert asked >= 1, "the learner had a real choice in this deal"
    page.locator("[data-testid='stCheckbox'], [data-testid='stToggle']").filter(
        has_text="Review my decisions"
    ).first.locator("label").click()
    page.get_by_text("Agreement with the coach").first.wait_for(timeout=60_000)
    assert page.get_by_text("Costliest kind of decision").count() == 1
    page.locator("[data-testid='stPlotlyChart']").first.wait_for(timeout=TIMEOUT_MS)
    assert page.get_by_text(re.compile(r"^Decision \d+ · ")).count() >= 1
    assert page.locator(EXCEPTION).count() == 0
    screenshot(page, "app_play_review_figures")
