"""AppTest for the statistics page: its figures are those of the simulation it runs."""

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from core.chan.stats import simulate

PAGE = str(Path(__file__).resolve().parent.parent / "pages" / "statistics.py")


@pytest.mark.parametrize("lang, title", [("en", "Statistics"), ("vi", "Thống kê")])
def test_statistics_page_shows_the_simulation(lang, title):
    at = AppTest.from_file(PAGE, default_timeout=120)
    at.session_state["lang"] = lang
    at.session_state["profile"] = "traditional"
    at.run()
    assert not at.exception and at.title[0].value == title
    at.select_slider(key="stats_deals").set_value(100).run()
    expected = simulate(100, "traditional", 0)
    assert at.metric[0].value == "100"
    assert at.metric[1].value == f"{expected.wins / 100:.0%}"
    assert len(at.get("plotly_chart")) == 4


def test_simulation_statistics_are_consistent():
    stats = simulate(100, "cardavia", 5)
    assert stats.deals == 100 and stats.wins + stats.draws == 100
    assert sum(stats.totals.values()) == stats.wins == sum(stats.win_kinds.values())
    assert all(total >= 2 for total in stats.totals)
    assert all(stats.ready_won[s] <= n for s, n in stats.ready_at.items())
