"""What the user typed is kept (issue 27 item 5): the score calculator's cards after a visit to
another page and in the page's link; the Learn page's tab and lesson across a language switch."""

from streamlit.testing.v1 import AppTest

from test_learn_page import ROOT
from ui.learn.lessons import all_lessons, lesson_label

APP = str(ROOT / "app.py")
HAND = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 4v"


def app() -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    at.run()
    return at


def test_the_score_calculator_keeps_its_cards_after_another_page():
    at = app()
    at.switch_page("pages/score.py").run()
    at.text_input(key="sc_hand").set_value(HAND).run()
    at.text_input(key="sc_win").set_value("4v").run()
    at.switch_page("pages/analyser.py").run()
    at.switch_page("pages/score.py").run()
    assert not at.exception
    assert at.text_input(key="sc_hand").value == HAND and at.text_input(key="sc_win").value == "4v"


def test_the_score_calculator_keeps_its_cards_in_its_link():
    at = app()
    at.switch_page("pages/score.py").run()
    at.text_input(key="sc_hand").set_value(HAND).run()
    assert at.query_params["hand"] == HAND
    fresh = AppTest.from_file(str(ROOT / "pages" / "score.py"), default_timeout=60)  # the link in a new tab
    fresh.query_params["hand"], fresh.query_params["win"] = HAND, "4v"
    fresh.run()
    assert fresh.text_input(key="sc_hand").value == HAND and fresh.text_input(key="sc_win").value == "4v"
    bad = AppTest.from_file(str(ROOT / "pages" / "score.py"), default_timeout=60)
    bad.query_params["hand"] = "2v zz"
    bad.run()
    assert not bad.exception and len(bad.error) == 1  # one message naming the bad card; the page stays


def test_a_language_switch_on_learn_keeps_the_tab_and_the_lesson_and_redraws_them():
    at = app()
    at.switch_page("pages/learn.py").run()
    at.session_state["learn_tab"] = "drills"  # as a click on the Drills tab leaves it
    at.selectbox(key="_learn_lesson_en").set_value("chan.cuoc").run()
    at.radio(key="_lang_widget").set_value("vi").run()
    assert not at.exception
    assert at.session_state["_learn_tabs_vi"] == "Bài tập"  # the same tab, open, in Vietnamese
    lesson_box = at.selectbox(key="_learn_lesson_vi")
    assert lesson_box.value == "chan.cuoc"
    lesson = next(lesson for lesson in all_lessons() if lesson.id == "chan.cuoc")
    assert lesson_box.format_func(lesson_box.value) == lesson_label(lesson, "vi") != lesson_label(lesson, "en")
