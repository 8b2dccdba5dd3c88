"""The whole app in a real browser: `streamlit run app.py` (one server for the session) driven with
Playwright in Debian's Chromium. Screenshots of every page go to artifacts/ (gitignored).

Skipped when chromium is missing, except under CI=true, where a missing browser fails.
"""

import re
from urllib.parse import parse_qs, urlparse

import pytest

from core.chan.cards import parse_cards
from core.chan.rulebook import RULEBOOK
from e2e_helpers import (
    ROOT,
    TIMEOUT_MS,
    new_page,
    open_page,  # noqa: F401
    screenshot,
    streamlit_server,
    wait_rendered,
)

KNOWN = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v"
PAGES = [
    ("home", "", "Chắn — learn and analyse"),
    ("analyser", "analyser", "Hand analyser"),
    ("captures", "captures", "Capture checker"),
    ("score", "score", "Score calculator"),
    ("rules", "rules", "Rules"),
]
if (ROOT / "pages" / "play.py").exists():
    PAGES.append(("play", "play", None))


def expect_visible(locator):
    from playwright.sync_api import expect

    expect(locator).to_be_visible(timeout=TIMEOUT_MS)


@pytest.mark.parametrize("name, path, title", PAGES, ids=[p[0] for p in PAGES])
def test_every_page_opens_by_url(open_page, name, path, title):
    page = open_page(path)
    if title:
        expect_visible(page.locator("[data-testid='stMain'] h1").filter(has_text=title))
    assert page.locator("[data-testid='stException']").count() == 0
    # the sidebar: every page in the navigation, the language switch and the profile
    sidebar = page.locator("[data-testid='stSidebar']")
    expect_visible(sidebar.get_by_text("Tiếng Việt"))
    for label in ("Home", "Hand analyser", "Capture checker", "Score calculator", "Rules"):
        expect_visible(sidebar.get_by_role("link", name=re.compile(label)))
    assert page.get_by_role("button", name="Deploy").count() == 0  # .streamlit/config.toml: no developer toolbar
    page.wait_for_timeout(500)  # let images and charts settle
    screenshot(page, f"app_{name}")


def test_analyse_a_hand_by_clicking_card_pictures(open_page):
    page = open_page("analyser")
    picker = page.locator(".chan-picker").first
    status = page.locator("[data-testid='stMarkdownContainer']").filter(has_text=re.compile(r"^\d+ cards"))
    for n, face in enumerate(parse_cards(KNOWN), 1):
        picker.locator(f'button[data-face="{face}"]').click()
        expect_visible(status.filter(has_text=re.compile(rf"^{n} cards")))
    expect_visible(page.get_by_text("Ready! 3 waits: 3v, 3s, 3n."))
    expect_visible(page.locator("[data-testid='stDataFrame']").first)
    expect_visible(page.locator(".js-plotly-plot").first)
    # the wait cards are drawn, the picker shows the copies left
    waits = page.locator(".chan-cards-row svg.chan-card")
    assert [waits.nth(i).get_attribute("data-code") for i in range(waits.count())] == ["3v", "3s", "3n"]
    assert picker.locator('button[data-face="0"]').get_attribute("aria-label") == "Two of Myriads (2v), 2 left"
    # the address bar now holds the hand: a shareable link
    query = parse_qs(urlparse(page.url).query)
    assert query["hand"] == [KNOWN]
    page.wait_for_timeout(500)
    screenshot(page, "app_analyser_waits")
    # the holding belongs to the session: away to Home and back, it is still there (and in the URL)
    sidebar = page.locator("[data-testid='stSidebar']")
    sidebar.get_by_role("link", name=re.compile("Home")).click()
    expect_visible(page.get_by_role("heading", name="What you can do here"))
    sidebar.get_by_role("link", name=re.compile("Hand analyser")).click()
    expect_visible(page.get_by_text("Ready! 3 waits: 3v, 3s, 3n."))
    page.wait_for_function("() => location.search.includes('hand=')")
    assert parse_qs(urlparse(page.url).query)["hand"] == [KNOWN]


def test_a_shared_link_restores_the_holding(open_page):
    page = open_page("analyser?hand=" + KNOWN.replace(" ", "+") + "&seen=3n")
    expect_visible(page.get_by_text("Ready! 3 waits: 3v, 3s, 3n."))
    hand = KNOWN.split()[:-1] + ["4v", "3v"]  # 20 cards: which to discard
    page = open_page("analyser?hand=" + "+".join(hand))
    expect_visible(page.get_by_role("heading", name="Which card to discard"))
    page.wait_for_timeout(500)
    screenshot(page, "app_analyser_discards")


def test_a_shared_link_is_the_first_visit_of_a_fresh_server(browser, tmp_path):
    """Before app.py has ever run, Streamlit would run pages/analyser.py on its own (its old
    pages-folder mode): the page must still come up inside the app, with the shared holding."""
    with streamlit_server("app.py", tmp_path) as (url, _):
        page = new_page(browser, f"{url}/analyser?hand=" + KNOWN.replace(" ", "+"))
        try:
            wait_rendered(page)
            expect_visible(page.get_by_text("Ready! 3 waits: 3v, 3s, 3n."))
            sidebar = page.locator("[data-testid='stSidebar']")
            expect_visible(sidebar.get_by_role("link", name=re.compile("Capture checker")))
            assert sidebar.get_by_role("link", name="app").count() == 0
            assert parse_qs(urlparse(page.url).query)["hand"] == [KNOWN]
        finally:
            page.context.close()


def test_a_sichuan_link_is_the_first_visit_of_a_fresh_server(browser, tmp_path):
    with streamlit_server("app.py", tmp_path) as (url, _):
        page = new_page(browser, f"{url}/sichuan_play")
        try:
            wait_rendered(page)
            expect_visible(page.locator("[data-testid='stMain'] h1").filter(has_text="Sichuan guided play"))
            assert urlparse(page.url).path == "/sichuan_play"
        finally:
            page.context.close()


def test_check_a_capture(open_page):
    page = open_page("captures")
    page.get_by_role("button", name="A declined chắn").click()
    box = page.locator("[data-testid='stVerticalBlockBorderWrapper'], [data-testid='stVerticalBlock']").filter(
        has=page.get_by_role("heading", name=re.compile("Capture 7v as a cạ with 7s"))
    )
    expect_visible(page.get_by_role("heading", name=re.compile("Capture 7v as a cạ with 7s")))
    expect_visible(box.last.get_by_role("link", name=RULEBOOK["capture.declined_chan"].title["en"]))  # cited by title
    # type a position: hand holds 7v, the offered 7v may not be taken as a cạ with 7s
    hand = page.get_by_role("textbox", name="Cards in hand (notation)")
    hand.fill("7v 7s 2v 2v 3s 3s 4n 4n 6v 6v 5s 5s 8n 8n 9v 9v 2s 3n 4v")
    hand.press("Enter")
    page.locator("[data-testid='stMain']").get_by_role("button", name="Clear").click()
    heading = page.get_by_role("heading", name=re.compile("Capture 7v as a cạ with 7s"))
    expect_visible(heading)
    box = page.locator("[data-testid='stVerticalBlock']").filter(has=heading).last
    expect_visible(box.get_by_role("link", name=RULEBOOK["capture.must_chan"].title["en"]))
    page.wait_for_timeout(300)
    screenshot(page, "app_captures_checked")


def test_switch_language_in_the_sidebar(open_page):
    page = open_page("")
    page.locator("[data-testid='stSidebar']").get_by_text("Tiếng Việt").click()
    expect_visible(page.get_by_role("heading", name="Bạn có thể làm gì ở đây"))
    expect_visible(page.locator("[data-testid='stMain'] h1").filter(has_text="Chắn — học và phân tích"))
    page.wait_for_timeout(300)
    screenshot(page, "app_home_vi")
    # the navigation is in Vietnamese too, and the language stays on the next page
    page.locator("[data-testid='stSidebar']").get_by_role("link", name=re.compile("Phân tích bài")).click()
    expect_visible(page.locator("[data-testid='stMain'] h1").filter(has_text="Phân tích bài"))
    page.locator(".chan-picker").first.locator('button[data-face="24"]').click()
    expect_visible(page.get_by_text(re.compile(r"^1 lá")))
    page.wait_for_timeout(300)
    screenshot(page, "app_analyser_vi")


def test_vietnamese_browser_gets_vietnamese_by_default(open_page):
    page = open_page("captures", locale="vi-VN")
    expect_visible(page.locator("[data-testid='stMain'] h1").filter(has_text="Kiểm tra ăn bài"))
    expect_visible(page.get_by_role("heading", name=re.compile("Ăn cạ 5v bằng 5n")))
    page.wait_for_timeout(300)
    screenshot(page, "app_captures_vi")


def test_the_rule_profile_choice_is_for_chan_pages(open_page):
    page = open_page("sichuan_analyser")
    expect_visible(page.locator("[data-testid='stMain'] h1").filter(has_text="Sichuan hand analyser"))
    sidebar = page.locator("[data-testid='stSidebar']")
    expect_visible(sidebar.get_by_text("Tiếng Việt"))
    assert sidebar.get_by_text("Rule profile", exact=True).count() == 0
    sidebar.get_by_role("link", name=re.compile("Score calculator")).click()
    expect_visible(page.locator("[data-testid='stMain'] h1").filter(has_text="Score calculator"))
    expect_visible(sidebar.get_by_text("Rule profile", exact=True))
