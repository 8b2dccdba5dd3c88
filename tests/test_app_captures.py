"""AppTest: the Capture checker (pages/captures.py) opened on its own, in both languages."""

import json
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from core.chan.explain import explain_position

ROOT = Path(__file__).resolve().parent.parent
PAGE = str(ROOT / "pages" / "captures.py")
EXAMPLES = sorted((ROOT / "examples" / "positions").glob("*.json"))


def page(lang="en", profile=None) -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=30)
    at.session_state["lang"] = lang
    if profile:
        at.session_state["profile"] = profile
    return at.run()


def texts(elements) -> list[str]:
    return [e.value for e in elements]


def markdown(at) -> str:
    return "\n".join(texts(at.markdown))


def blocks(at) -> list[str]:
    """Each bordered option/discard box as one text: its heading, explanation and rules."""
    out = []
    for i, element in enumerate(at.markdown):
        if element.value.startswith("##### ") or element.value.startswith(":"):
            out.append("\n".join(e.value for e in at.markdown[i : i + 4]))
    return out


def box(at, heading: str) -> str:
    found = [b for b in blocks(at) if heading in b.split("\n")[0]]
    assert found, f"no box {heading!r} in {[b.split(chr(10))[0] for b in blocks(at)]}"
    return found[0]


def load(at, name: str) -> AppTest:
    return at.button(key=f"_cp_ex_{name}").click().run()


@pytest.mark.parametrize(
    "lang, title, heading",
    [("en", "Capture checker", "Capture 5v as a cạ with 5n"), ("vi", "Kiểm tra ăn bài", "Ăn cạ 5v bằng 5n")],
)
def test_renders_with_the_default_example_in_both_languages(lang, title, heading):
    at = page(lang)
    assert not at.exception and not at.error
    assert at.title[0].value == title
    refused = box(at, heading)
    assert ":red[:material/block:]" in refused
    assert "/rules?rule=capture.must_chan" in refused
    explanation = "you hold 5v, so 5v must be captured as a chắn" if lang == "en" else "phải ăn 5v thành chắn"
    assert explanation in refused


def test_example_must_chan_refuses_the_ca_capture_with_its_rule():
    at = load(page(), "cardavia_must_chan")
    assert ":green[:material/check_circle:]" in box(at, "Capture 5v as a chắn with 5v")
    assert "capture.must_chan" in box(at, "Capture 5v as a cạ with 5n")
    assert ":red[:material/block:]" in box(at, "Win on 5v")
    assert "2 of 4 options are legal" in markdown(at)


def test_typed_position_hand_holds_7v_and_7v_offered_as_ca_with_7s_is_refused():
    at = page(profile="cardavia")
    at.text_input(key="cp_hand").set_value("7v 7s 2v 2v 3s 3s 4n 4n 6v 6v 5s 5s 8n 8n 9v 9v 2s 3n 4v")
    at.text_input(key="cp_offered").set_value("7v").run()
    assert not at.exception and not at.error
    refused = box(at, "Capture 7v as a cạ with 7s")
    assert ":red[:material/block:]" in refused
    assert "/rules?rule=capture.must_chan" in refused
    assert ":green[:material/check_circle:]" in box(at, "Capture 7v as a chắn with 7v")


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_every_example_loads_in_one_click_and_matches_the_core(path):
    at = load(page(), path.stem)
    assert not at.exception and not at.error
    data = json.loads(path.read_text(encoding="utf-8"))
    assert at.session_state["profile"] == data["profile"]
    expected = explain_position(data)
    shown = markdown(at)
    for item in expected["options"] + expected["discards"]:
        assert item["explanation"] in shown
        for rule in item["rules"]:
            assert f"/rules?rule={rule}" in shown


def test_discards_when_nothing_is_offered():
    at = load(page(), "cardavia_discard_after_ca")
    shown = markdown(at)
    assert "No card on offer: 5 of 12 discards are legal." in shown
    refused = box(at, "**3s**")
    assert "/rules?rule=capture.no_discard_ca_after_ca" in refused
    assert "chan-cards-row" in shown


def test_traditional_errors_are_named():
    at = load(page("vi"), "traditional_bo_chan")
    assert any("B8" in text for text in texts(at.caption))
    assert "bỏ chắn ăn cạ" in markdown(at)


def test_history_rows_are_added_and_removed():
    at = load(page(), "cardavia_must_chan")
    assert at.session_state["captures"].history == []
    at.selectbox(key="_cp_new_event").set_value("decline").run()
    at.text_input(key="_cp_new_card").set_value("7s")
    at.button(key="_cp_add").click().run()
    assert at.session_state["captures"].history == [{"event": "decline", "card": "7s", "available": "chan"}]
    assert "declined **7s** (chắn available)" in markdown(at)
    at.selectbox(key="_cp_new_event").set_value("capture").run()
    at.text_input(key="_cp_new_card").set_value("4v")
    at.text_input(key="_cp_new_with").set_value("4n")
    at.button(key="_cp_add").click().run()
    assert at.session_state["captures"].history[-1] == {"event": "capture", "card": "4v", "with": "4n"}
    # a capture with a card that pairs with nothing is refused, the list stays
    at.text_input(key="_cp_new_card").set_value("4v")
    at.text_input(key="_cp_new_with").set_value("5n")
    at.button(key="_cp_add").click().run()
    assert any("neither a chắn nor a cạ" in text for text in texts(at.error))
    assert len(at.session_state["captures"].history) == 2
    at.button(key="_cp_rm_0").click().run()
    assert at.session_state["captures"].history == [{"event": "capture", "card": "4v", "with": "4n"}]


def test_a_declined_chan_changes_the_verdict():
    at = load(page(), "cardavia_declined_chan")
    assert "/rules?rule=capture.declined_chan" in box(at, "Capture 7v as a cạ with 7s")
    at.button(key="_cp_rm_0").click().run()  # forget the declined 7s
    assert "capture.declined_chan" not in box(at, "Capture 7v as a cạ with 7s")


def test_bad_hand_shows_the_field_and_keeps_the_page_alive():
    at = page()
    at.text_input(key="cp_hand").set_value("5v 5n xx").run()
    assert not at.exception
    assert any("hand: unknown card 'xx'" in text for text in texts(at.error))


@pytest.mark.parametrize(
    "text, message",
    [
        ('{"profile": "cardavia", "hand": "2v", "offered": "zz", "source": "discard"}', "offered: unknown card 'zz'"),
        (
            '{"profile": "cardavia", "hand": "2v", "offered": null, "history": [{"event": "jump", "card": "2v"}]}',
            "history[0].event: unknown event",
        ),
        ('{"profile": "cardavia", "hand": ', "not valid JSON"),
        ("[1, 2]", "position: must be a JSON object"),
    ],
)
def test_bad_pasted_files_name_the_field(text, message):
    at = page()
    before = at.session_state["cp_hand"]
    at.text_area(key="_cp_paste").set_value(text)
    at.button(key="_cp_load_pasted").click().run()
    assert not at.exception
    assert any(message in e for e in texts(at.error)), texts(at.error)
    assert at.session_state["cp_hand"] == before


def test_a_pasted_position_is_loaded():
    data = json.loads((ROOT / "examples" / "positions" / "traditional_chiu_u.json").read_text(encoding="utf-8"))
    at = page()
    at.text_area(key="_cp_paste").set_value(json.dumps(data))
    at.button(key="_cp_load_pasted").click().run()
    assert not at.error
    assert at.session_state["profile"] == "traditional"
    assert ":green[:material/check_circle:]" in box(at, "Chíu 9v")
    assert "/rules?rule=error.A2" in box(at, "Capture 9v as a chắn with 9v")


def test_an_example_under_the_other_profile_says_it_switched_and_can_switch_back():
    at = page(profile="cardavia")
    at = load(at, "traditional_chiu_u")
    assert at.session_state["profile"] == "traditional"
    note = " ".join(i.value for i in at.info)
    assert "Traditional Vietnamese rules" in note and "it was Cardavia online rules" in note
    at.button(key="_cp_profile_back").click().run()
    assert at.session_state["profile"] == "cardavia"
    assert not any("it was" in i.value for i in at.info)


def test_an_example_under_the_same_profile_switches_nothing():
    at = page(profile="cardavia")
    at = load(at, "cardavia_declined_chan")
    assert at.session_state["profile"] == "cardavia"
    assert not any("it was" in i.value for i in at.info)
    labels = [b.label for b in at.button if (b.key or "").startswith("_cp_ex_")]
    assert any(label.endswith("· traditional") for label in labels)  # each example names its profile
