"""AppTest for the Rules page: reachable by id, searchable, both profiles side by side."""

from pathlib import Path

from streamlit.testing.v1 import AppTest

PAGE = str(Path(__file__).resolve().parent.parent / "pages" / "rules.py")


def test_a_linked_rule_is_shown_first_in_the_links_language():
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.query_params["rule"] = "error.B7"
    at.query_params["lang"] = "vi"
    at.run()
    assert not at.exception and at.title[0].value == "Luật chơi"
    assert "error.B7" in at.markdown[0].value and "Bỏ chắn ăn chắn" in at.markdown[0].value


def test_unknown_id_and_search():
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.query_params["rule"] = "no_such.rule"
    at.run()
    assert any("no_such.rule" in w.value for w in at.warning)
    at.text_input(key="rules_search").input("chiu u").run()
    shown = " ".join(m.value for m in at.markdown)
    assert "cuoc.chiu_u" in shown and "cards.deck" not in shown


def test_every_topic_has_its_section():
    at = AppTest.from_file(PAGE, default_timeout=60).run()
    labels = [e.label for e in at.expander]
    assert labels[-1] == "Glossary"  # the glossary closes the page
    assert any(label.startswith("Errors") for label in labels) and len(labels[:-1]) == 14


def test_the_bach_thu_wait_rule_states_the_no_ca_at_the_rank_condition():
    # cuoc.bach_thu, Lesson 8 and its quiz rely on it; the engine applies it (an exposed cạ at the
    # lone card's rank makes the wait an ordinary one)
    from core.chan.analysis import analyse_waits
    from core.chan.holding import Holding
    from core.chan.rulebook import RULEBOOK

    rule = RULEBOOK["win.bach_thu"]
    assert "no cạ at the lone card's rank" in rule.text["en"]
    assert "không có cạ cùng hàng với cây lẻ" in rule.text["vi"]
    holding = Holding.parse("3s 3s 4n 4n 5v 5v 6s 6s 7v 7v 8v 8s 9v 9n 6v 6n 2v", ["2s 2n"])
    assert analyse_waits(holding).bach_thu is None
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.query_params["rule"] = "win.bach_thu"
    at.run()
    assert "no cạ at the lone card" in "\n".join(m.value for m in at.markdown)


def test_an_unknown_id_is_quoted_short_on_one_line():
    """A long or many-line ?rule= is echoed as at most 24 characters on one line (N4)."""
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.query_params["rule"] = "evil.rule" + "x" * 100_000 + "\nsecond line"
    at.run()
    (warning,) = [w.value for w in at.warning]
    quoted = warning.split("`")[1]
    assert quoted.startswith("evil.rule") and quoted.endswith("…") and len(quoted) <= 24
    assert "\n" not in warning and len(warning) < 100
