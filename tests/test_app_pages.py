"""AppTest: every page renders without an exception."""

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parent.parent


def test_app_entry_renders_home():
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30).run()
    assert not at.exception
    assert "Chắn" in at.title[0].value


@pytest.mark.parametrize("page", sorted(p.name for p in (ROOT / "pages").glob("*.py")))
def test_page_opened_directly(page):
    at = AppTest.from_file(str(ROOT / "pages" / page), default_timeout=30).run()
    assert not at.exception


PAGES = sorted(p.name for p in (ROOT / "pages").glob("*.py"))


@pytest.mark.parametrize("page", PAGES)
def test_a_page_reads_as_a_description_of_its_screen(page):
    """Its state and callbacks live in ui/ (ui/chan/<page>.py, ui/sichuan/…), so the page stays short and
    defines no functions of its own but small helpers."""
    source = (ROOT / "pages" / page).read_text(encoding="utf-8")
    assert len(source.splitlines()) < 120
    assert source.count("\ndef ") <= 1


OLD_KEYS = {
    "analyser": (
        "an_hand",
        "an_exposed",
        "an_seen",
        "an_stock",
        "an_message",
        "an_undo_stack",
        "an_url_seen",
        "an_stale",
    ),
    "captures": ("cp_history", "cp_message", "cp_profile_note"),
    "learn": (
        "learn_quiz",
        "learn_quiz_chosen",
        "learn_seeds",
        "learn_seed_base",
        "learn_stats",
        "learn_scored",
        "learn_history",
        "learn_feedback",
    ),
    "sichuan_analyser": (
        "sa_hand",
        "sa_melds",
        "sa_missing",
        "sa_seen",
        "sa_wall",
        "sa_msg",
        "sa_last",
        "sa_target",
        "sa_events",
    ),
    "sichuan_play": (
        "sp_deal",
        "sp_players",
        "sp_ai",
        "sp_seed",
        "sp_msg",
        "sp_hint",
        "sp_watch",
        "sp_watch_error",
        "sp_key",
        "sp_saved",
        "sp_sel",
        "sp_ask_new",
        "sp_load_error",
    ),
}


@pytest.mark.parametrize(
    "page, key, kind",
    [
        ("analyser.py", "analyser", "AnalyserState"),
        ("captures.py", "captures", "CapturesState"),
        ("learn.py", "learn", "LearnState"),
        ("sichuan_analyser.py", "sichuan_analyser", "AnalyserState"),
        ("sichuan_play.py", "sichuan_play", "PlayState"),
    ],
)
def test_a_page_keeps_its_state_in_one_typed_object(page, key, kind):
    """One dataclass under one key, not loose session keys beside the widgets' own."""
    at = AppTest.from_file(str(ROOT / "pages" / page), default_timeout=30).run()
    assert type(at.session_state[key]).__name__ == kind
    assert not set(OLD_KEYS[key]) & set(at.session_state.keys())
