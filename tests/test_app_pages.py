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
