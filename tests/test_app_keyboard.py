"""AppTest: the keys of keyboard play (ui/common/keyboard.py) on both games' tables — the offered
moves get 1, 2, 3 … in the order shown, the hint H, and the table says so in both languages."""

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from ui.common.keyboard import MOVE_KEYS

ROOT = Path(__file__).resolve().parent.parent
KEYS_HELP = {"en": "Keyboard: the digits", "vi": "Bàn phím: các phím số"}


def started(page: str, lang: str) -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages" / page), default_timeout=120)
    at.session_state["lang"] = lang
    at.session_state["play_pace" if page == "play.py" else "sp_pace"] = "instant"
    at.run()
    start = next(b for b in at.button if b.key in ("sp_start",) or b.proto.is_form_submitter)
    start.click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def shortcuts(at: AppTest, prefixes: tuple[str, ...]) -> list[str]:
    return [b.proto.shortcut for b in at.button if b.key and b.key.startswith(prefixes) and not b.disabled]


@pytest.mark.parametrize("lang", ["en", "vi"])
@pytest.mark.parametrize(
    "page, moves, hint",
    [("play.py", ("play_a_", "play_d_"), "play_hint_button"), ("sichuan_play.py", ("sp_act_",), "sp_hint_button")],
)
def test_the_moves_are_numbered_in_order_and_the_hint_is_h(page, moves, hint, lang):
    at = started(page, lang)
    keys = shortcuts(at, moves)
    assert keys, "no move offered"
    n = min(len(keys), len(MOVE_KEYS))
    assert keys[:n] == list(MOVE_KEYS[:n]) and all(k == "" for k in keys[n:])
    assert at.button(key=hint).proto.shortcut.upper() == "H"
    assert any(c.value.startswith(KEYS_HELP[lang]) for c in at.caption)


@pytest.mark.parametrize("page", ["play.py", "sichuan_play.py"])
def test_the_card_size_setting_enlarges_your_hand_and_comes_back_with_the_link(page):
    from storage.learners import create_learner
    from ui.store import engine

    key = create_learner(engine())
    at = AppTest.from_file(str(ROOT / "pages" / page), default_timeout=120)
    at.session_state["lang"] = "en"
    at.query_params["learner"] = key
    at.run()
    assert not any("zoom" in h.proto.body for h in at.get("html"))  # normal: nothing added
    at.segmented_control(key="_card_size_en").set_value("larger").run()
    assert any("zoom: 1.5" in h.proto.body and ".chan-groups, .st-key-sp_hand" in h.proto.body for h in at.get("html"))
    back = AppTest.from_file(str(ROOT / "pages" / page), default_timeout=120)
    back.session_state["lang"] = "vi"
    back.query_params["learner"] = key
    back.run()
    assert back.segmented_control(key="_card_size_vi").value == "larger"
