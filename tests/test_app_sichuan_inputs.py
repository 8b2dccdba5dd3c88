"""The Sichuan analyser keeps what was typed (issue 27 item 5): a paste the rules refuse keeps its
tab and its text with one message; "Analyse" on empty fields says so and keeps the hand."""

import pytest
from streamlit.testing.v1 import AppTest

from test_learn_page import ROOT
from ui.sichuan.analyser import KEY, W_TEXT

PAGE = str(ROOT / "pages" / "sichuan_analyser.py")
FIVE = "11111p 2345678s 99m"


def page(lang: str) -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.session_state["lang"] = lang
    at.run()
    return at


def analyse(at: AppTest) -> AppTest:
    submit = next(b for b in at.button if b.proto.is_form_submitter)
    return submit.click().run()


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_a_refused_paste_keeps_the_tab_and_the_text(lang):
    at = page(lang)
    before = list(at.session_state[KEY].hand)
    at.session_state["sa_tab"] = "type"  # as a click on "Type or paste" leaves it
    at.text_area(key=W_TEXT).set_value(FIVE)
    analyse(at)
    assert not at.exception and len(at.error) == 1  # one message: five copies of a tile
    assert at.text_area(key=W_TEXT).value == FIVE  # the text stays to be corrected
    assert at.session_state["sa_tab"] == "type" and at.session_state[f"_sa_tabs_{lang}"] == at.tabs[1].label
    assert list(at.session_state[KEY].hand) == before  # the hand as it was


def test_analyse_on_empty_fields_says_so_and_keeps_the_hand():
    at = page("en")
    at.text_area(key=W_TEXT).set_value("1112345678999p")
    analyse(at)
    hand = list(at.session_state[KEY].hand)
    assert len(hand) == 13
    at.text_area(key=W_TEXT).set_value("   ")
    analyse(at)
    assert any("nothing to analyse" in e.value for e in at.error)
    assert list(at.session_state[KEY].hand) == hand
    assert at.text_area(key=W_TEXT).value.strip()  # the field shows the hand again
