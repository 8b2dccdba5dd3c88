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
    at.button_group(key="sc_events_cardavia").select("chi").run()
    assert not at.exception
    assert at.metric[0].value == "5"  # 000 §4: Tôm 4 + Chì's dịch 1
    assert any("= 5." in m.value for m in at.success)


def test_traditional_ga_example_is_31_in_vietnamese():
    at = page("vi", "traditional")
    at.text_input(key="sc_hand").input(BACH_THU_CHI)
    at.text_input(key="sc_win").input("cc")
    at.button_group(key="sc_events_traditional").select("chi").run()
    at.button_group(key="sc_ga").select("bach_thu_chi").run()
    at.button_group(key="sc_ga_tam_do").set_value("tam_do").run()
    at.button_group(key="sc_ga_chi_bach_thu").set_value("chi_bach_thu").run()
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


def test_xuong_practice_does_not_show_the_answer_above_itself():
    at = page("en", "traditional")
    score_tab, xuong_tab = at.tabs
    assert score_tab.label == "The score" and xuong_tab.label == "Xướng practice"
    # the answer (breakdown, total) is in the score tab only; the practice tab has the inputs
    assert score_tab.get("dataframe") and score_tab.get("metric")
    assert not xuong_tab.get("dataframe") and not xuong_tab.get("metric")
    assert not xuong_tab.get("alert")  # no success sentence with the total
    assert xuong_tab.number_input(key="xuong_traditional_tom") is not None


def test_ga_choices_cannot_form_impossible_combinations():
    at = page("en", "traditional")
    assert not at.multiselect  # no multiselect, so no "Select all" and no "Choose options"
    # each pair of variants that exclude each other is one single choice
    for name, _options in (
        ("bach_dinh", ["bach_dinh", "bach_dinh_tom"]),
        ("tam_do", ["tam_do", "tam_do_leo"]),
        ("chi_bach_thu", ["chi_bach_thu", "chi_bach_thu_2"]),
    ):
        control = at.button_group(key="sc_ga_" + name)
        assert control.options == [o for o in control.options] and len(control.options) == 2
        assert control.proto.click_mode == 0  # single select
    singles = at.button_group(key="sc_ga").options
    assert "Chì bạch thủ, 1 gà" not in singles and "Tám đỏ only with Lèo" not in singles


def test_a_bad_event_choice_is_named_in_words():
    at = page()
    at.text_input(key="sc_hand").input(U_RONG + " 3n")
    at.text_input(key="sc_win").input("")
    at.button_group(key="sc_events_cardavia").select("thien_u").select("chi").run()
    message = " ".join(e.value for e in at.error)
    assert "Ù chì (won at own gate):" in message and "'chi'" not in message


def test_four_eleven_says_the_winner_pays_each_player():
    at = page("en", "traditional")
    at.text_input(key="sc_hand").input("2v 2v 4s 4s 4n 5n 5n 6n 6n 7s 7s 8n 8n 9s 9s 9n 9n 9n 9n")
    at.text_input(key="sc_win").input("4v")  # a plain win of 2 điểm: under 4
    at.checkbox(key="sc_4_11").check().run()
    assert not at.exception
    labels = [m.label for m in at.metric]
    assert "The winner pays each player" in labels
    values = dict(zip(labels, (m.value for m in at.metric), strict=True))
    assert values["The winner pays each player"] == "11"
    shown = " ".join(m.value for m in at.markdown)
    assert "the winner pays each player 11" in shown and "−11" not in shown and "-11" not in " ".join(labels)
