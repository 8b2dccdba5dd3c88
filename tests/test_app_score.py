"""AppTest for the score calculator and xướng practice."""

import re
from pathlib import Path

from streamlit.testing.v1 import AppTest

PAGE = str(Path(__file__).resolve().parent.parent / "pages" / "score.py")
U_RONG = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v"
BACH_THU_CHI = "9v 9v 8s 8s 2n 2n 4n 4n 6n 6n 8v 8n 9s 9n 3v 3s 5v 5s cc"


def page(lang="en", profile="cardavia") -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.session_state["lang"] = lang
    at.session_state["profile"] = profile
    return at.run()


def test_known_win_shows_its_total_and_sentence():
    at = page()
    at.text_input(key="sc_hand").input(U_RONG)
    at.text_input(key="sc_win").input("3n")
    at.multiselect(key="sc_events_cardavia").select("chi").run()
    assert not at.exception
    assert at.metric[0].value == "5"  # 000 §4: Tôm 4 + Chì's dịch 1
    assert any("= 5." in m.value for m in at.success)


def test_traditional_ga_example_is_31_in_vietnamese():
    at = page("vi", "traditional")
    at.text_input(key="sc_hand").input(BACH_THU_CHI)
    at.text_input(key="sc_win").input("cc")
    at.multiselect(key="sc_events_traditional").select("chi").run()
    at.multiselect(key="sc_ga").select("tam_do").select("bach_thu_chi").select("chi_bach_thu").run()
    assert not at.exception and at.metric[0].value == "31"


def test_bad_notation_gives_a_message_not_a_traceback():
    at = page()
    at.text_input(key="sc_hand").input("2v 2v xx").run()
    assert not at.exception and any("xx" in e.value for e in at.error)


def test_xuong_wrong_call_costs_the_village_in_traditional():
    at = page("en", "traditional")
    at.text_input(key="sc_hand").input(U_RONG)
    at.text_input(key="sc_win").input("3n").run()
    at.number_input(key="xuong_traditional_leo").set_value(1).run()
    at.button(key="xuong_check").click().run()
    assert not at.exception
    errors = " ".join(e.value for e in at.error)
    assert "no Lèo" in errors and "pay each player" in errors


def test_the_winning_hand_is_shown_grouped_with_its_exposed_pairs():
    at = page()
    at.text_input(key="sc_hand").input("2v 2v 3s 3s 4n 4n 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v")
    at.text_input(key="sc_exposed").input("5v 5v")
    at.text_input(key="sc_win").input("3n").run()
    assert not at.exception
    assert any("Won on **3n**" in m.value for m in at.markdown)
    html = next(m.value for m in at.markdown if "chan-groups" in m.value)
    kinds = re.findall(r'data-kind="(\w+)" data-exposed="(\w+)"', html)
    assert sorted(kinds) == sorted([("chan", "true")] + [("chan", "false")] * 5 + [("ca", "false")] * 4)
    # not a win: the loose cards show as què
    at.text_input(key="sc_win").input("4v").run()
    html = next(m.value for m in at.markdown if "chan-groups" in m.value)
    assert 'data-kind="que"' in html and not any("Won on" in m.value for m in at.markdown)
