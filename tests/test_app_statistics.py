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
    assert at.metric[1].value == f"{expected.wins / 100:.0%}" or expected.wins < 10
    assert len(at.get("plotly_chart")) == 4


def test_simulation_statistics_are_consistent():
    stats = simulate(100, "cardavia", 5)
    assert stats.deals == 100 and stats.wins + stats.draws == 100
    assert sum(stats.totals.values()) == stats.wins == sum(stats.win_kinds.values())
    assert all(total >= 2 for total in stats.totals)
    assert all(stats.ready_won[s] <= n for s, n in stats.ready_at.items())


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_no_bar_of_a_rare_cuoc_reads_zero_percent_and_names_are_whole(lang):
    import json

    at = AppTest.from_file(PAGE, default_timeout=120)
    at.session_state["lang"] = lang
    at.session_state["profile"] = "traditional"
    at.run()
    at.select_slider(key="stats_deals").set_value(500).run()
    charts = [json.loads(c.proto.spec) for c in at.get("plotly_chart")]
    cuoc = charts[0]["data"][0]
    assert cuoc["orientation"] == "h"  # long cước names on the y axis, read whole
    values, labels = cuoc["x"], cuoc["text"]
    assert min(values) > 0 and "0%" not in labels and "0,0%" not in labels
    rare = [label for value, label in zip(values, labels, strict=True) if value < 0.01]
    assert rare, "500 deals have a cước won less than 1 % of the time"
    assert all(("," if lang == "vi" else ".") in label for label in rare)
    mean = at.metric[2].value
    assert ("," in mean) == (lang == "vi") and ("." in mean) == (lang == "en")


def test_the_chance_by_stock_left_stands_each_point_on_enough_hands():
    import json

    from core.chan.stats import MIN_HANDS

    at = AppTest.from_file(PAGE, default_timeout=120)
    at.session_state["lang"] = "en"
    at.run()
    at.select_slider(key="stats_deals").set_value(100).run()
    ready = json.loads(at.get("plotly_chart")[3].proto.spec)["data"][0]
    hands = [int(text.removeprefix("n=")) for text in ready["text"]]
    stats = simulate(100, "cardavia", 0)
    assert sum(hands) == sum(stats.ready_at.values())  # every ready hand counted once
    assert all(n >= MIN_HANDS for n in hands) or len(hands) == 1  # no point on a handful of hands
    low, high = ready["error_y"]["arrayminus"], ready["error_y"]["array"]
    assert all(a > 0 or b > 0 for a, b in zip(low, high, strict=True))  # each point with its 95 % range
