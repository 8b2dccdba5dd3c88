"""The Rules page for Sichuan (issue 27 item 6): the game chosen like the profile, each rule at its
own link, searchable, both languages; the Sichuan pages' rule chips link there."""

import re

import pytest
from streamlit.testing.v1 import AppTest

from core.sichuan.rulebook import RULEBOOK
from test_learn_page import ROOT
from ui.sichuan.view import rule_chips

PAGE = str(ROOT / "pages" / "rules.py")


def rules_page(lang: str, **params) -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.session_state["lang"] = lang
    for name, value in params.items():
        at.query_params[name] = value
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_a_sichuan_rule_has_its_own_link(lang):
    rule = RULEBOOK["sc.pay.self_draw"]
    at = rules_page(lang, game="sichuan", rule=rule.id)
    assert at.segmented_control(key="rules_game").value == "sichuan"
    shown = " ".join(m.value for m in at.markdown)
    assert f"id='{rule.id}'" in shown and rule.title[lang] in shown and "rule hl" in shown
    assert len(at.expander) == len(RULEBOOK.topics)  # every topic of the Sichuan rulebook


def test_a_sichuan_rule_link_without_the_game_opens_the_sichuan_rules():
    at = rules_page("en", rule="sc.kong.exposed")
    assert at.segmented_control(key="rules_game").value == "sichuan" and not at.warning


def test_search_finds_sichuan_rules_and_an_unknown_id_is_named_short():
    at = rules_page("en", game="sichuan")
    at.text_input(key="rules_search").set_value("kong").run()
    found = int(re.search(r"(\d+)", next(m.value for m in at.markdown if "rule" in m.value.lower())).group(1))
    assert found == len(RULEBOOK.search("kong")) > 0
    bad = rules_page("en", game="sichuan", rule="sc.nope." + "x" * 200)
    assert len(bad.warning) == 1 and len(bad.warning[0].value) < 200


def test_the_chan_rules_stay_the_default():
    at = rules_page("en")
    assert at.segmented_control(key="rules_game").value == "chan"


def test_the_sichuan_chips_link_to_their_rules():
    chips = rule_chips(["sc.pay.self_draw", "sc.missing.discard_first"], "vi")
    targets = re.findall(r'href="/rules\?game=sichuan&amp;rule=([^&"]+)&amp;lang=vi"', chips)
    assert targets == ["sc.pay.self_draw", "sc.missing.discard_first"] and all(t in RULEBOOK for t in targets)
