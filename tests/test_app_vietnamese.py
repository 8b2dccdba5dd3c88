"""AppTest: every page in Vietnamese shows nothing from the English catalogue and no raw id.

Walks each page through app.py with the language set to Vietnamese, in its first state and after
the actions that show more (a hand analysed, a position checked, a win scored, every lesson), and
reads every text the page sends: titles, Markdown, messages, widget labels, options, placeholders,
help texts, table cells and column names, metric labels. It fails on

* a fragment of an English text of the catalogue (ui/locales/en.toml, every area)
  that its Vietnamese text does not share;
* Streamlit's own English ("Choose options", "Select all", "Choose an option");
* a raw id shown as a label or option (profile, event, cước, gà, drill ids).

Both guided-play pages are walked through whole deals.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from google.protobuf.text_format import MessageToString
from streamlit.testing.v1 import AppTest

from core.chan.profiles import GA_OPTIONS, PROFILES
from core.chan.rulebook import RULEBOOK
from core.chan.scoring import CUOC_NAMES
from ui.i18n import languages

ROOT = Path(__file__).resolve().parent.parent
STREAMLIT_ENGLISH = ("Choose options", "Choose an option", "Select all", "No results", "Press Enter")
RAW_IDS = (
    {"cardavia", "traditional"} | {e for p in PROFILES.values() for e in p.events} | set(CUOC_NAMES) | set(GA_OPTIONS)
)
MIN_FRAGMENT = 14  # shorter English fragments are mostly names shared by both languages


def english_fragments() -> dict[str, str]:
    """English fragments (between {placeholders} and Markdown marks) their Vietnamese text lacks."""
    out = {}
    english, vietnamese = languages()["en"].texts, languages()["vi"].texts
    for key, en in english.items():
        vi = vietnamese.get(key, en)
        if key.startswith("you.") or en == vi:
            continue
        for part in re.split(r"\{[^}]*\}|\*\*|[*_`\[\]()]|\n", en):
            part = part.strip(" .,:;—-·")
            if len(part) >= MIN_FRAGMENT and part not in vi and re.search(r"[a-z]{3,} [a-z]{2,}", part):
                out.setdefault(part, key)
    return out


ENGLISH = english_fragments()


def shown_texts(at: AppTest) -> list[str]:
    """Every string field of every element the last run sent (main area and sidebar), the cells and
    column names of the tables, and a note for each multiselect that leaves Streamlit's English in
    (no placeholder: "Choose options"; a "Select all" entry)."""
    out = []

    def walk(node):
        proto = getattr(node, "proto", None)
        if proto is not None:
            out.append(MessageToString(proto, as_utf8=True))
            kind = type(node).__name__
            if kind == "Multiselect":
                if not proto.placeholder:
                    out.append(f"Choose options (the placeholder of {proto.label!r})")
                if proto.select_all:
                    out.append(f"Select all (in {proto.label!r})")
            if kind == "Selectbox" and not proto.placeholder and not proto.HasField("default"):
                out.append(f"Choose an option (the placeholder of {proto.label!r})")
            if kind == "Dataframe":
                frame = node.value
                out.extend(f'value: "{c}"' for c in frame.columns)
                out.extend(f'value: "{v}"' for v in frame.astype(str).to_numpy().ravel())
        for child in getattr(node, "children", {}).values():
            walk(child)

    walk(at._tree)
    return out


def check_vietnamese(at: AppTest, where: str) -> None:
    assert not at.exception, f"{where}: {at.exception}"
    blob = "\n".join(shown_texts(at))
    found = [f"{frag!r} ({key})" for frag, key in ENGLISH.items() if frag in blob]
    found += [f"Streamlit's {s!r}" for s in STREAMLIT_ENGLISH if s in blob]
    # a raw id as a whole option / label / value / display value
    for value in re.findall(r'(?:options|label|display_value|default_display|value|string_value): "([^"]*)"', blob):
        if value in RAW_IDS or value in RULEBOOK:
            found.append(f"raw id {value!r}")
    # a Sichuan rule shown by its id (a chip's text) rather than its title
    found += [f"rule id {m!r} as chip text" for m in re.findall(r">(sc\.[a-z_0-9.]+)<", blob)]
    # a rule cited by its id rather than its title
    found += [f"rule id {m!r} as link text" for m in re.findall(r"\[`([a-z_]+\.[a-z_0-9.]+)`\]", blob)]
    assert not found, f"{where}: English or raw ids on a Vietnamese page:\n  " + "\n  ".join(sorted(set(found)))


def app(path: str | None = None) -> AppTest:
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    at.session_state["lang"] = "vi"
    at.run()
    if path:
        at.switch_page(path).run()
    return at


KNOWN = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v"


@pytest.mark.parametrize("profile", ["cardavia", "traditional"])
def test_home_and_rules_in_vietnamese(profile):
    at = app()
    at.session_state["profile"] = profile
    at.run()
    check_vietnamese(at, "home")
    at.switch_page("pages/rules.py").run()
    check_vietnamese(at, "rules")
    for _topic_expander in at.expander:
        pass
    at.text_input(key="rules_search").set_value("bạch thủ").run()
    check_vietnamese(at, "rules search")


@pytest.mark.parametrize("profile", ["cardavia", "traditional"])
@pytest.mark.parametrize(
    "hand",
    [
        "",
        KNOWN,
        KNOWN + " 3n",
        KNOWN + " 4v",
        "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7v 7s 8v 8s 9v 9n 2s 2n cc",
        "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n cc",
    ],
)
def test_analyser_in_vietnamese(profile, hand):
    at = app("pages/analyser.py")
    at.session_state["profile"] = profile
    at.run()
    if hand:
        at.text_area(key="_an_hand_text").set_value(hand)
        at.button(key="_an_apply").click().run()
    check_vietnamese(at, f"analyser {hand or 'empty'}")
    at.text_area(key="_an_hand_text").set_value("2v 2v xx")
    at.button(key="_an_apply").click().run()
    check_vietnamese(at, "analyser bad input")


@pytest.mark.parametrize("profile", ["cardavia", "traditional"])
def test_captures_in_vietnamese(profile):
    at = app("pages/captures.py")
    at.session_state["profile"] = profile
    at.run()
    check_vietnamese(at, "captures")
    for button in [b for b in at.button if (b.key or "").startswith("_cp_ex_")]:
        at.button(key=button.key).click().run()
        check_vietnamese(at, f"captures {button.key}")


@pytest.mark.parametrize("profile", ["cardavia", "traditional"])
def test_score_in_vietnamese(profile):
    at = app("pages/score.py")
    at.session_state["profile"] = profile
    at.run()
    check_vietnamese(at, "score")
    at.button(key="xuong_check").click().run()
    check_vietnamese(at, "score xướng checked")


def test_learn_in_vietnamese():
    at = app("pages/learn.py")
    check_vietnamese(at, "learn")
    from ui.learn.drills import DRILLS
    from ui.learn.lessons import all_lessons

    # the lesson picker is keyed by language, so a switch keeps the lesson
    assert len(at.selectbox(key="_learn_lesson_vi").options) == len(all_lessons())
    assert at.session_state["learn_lesson"]  # the page has chosen a lesson

    for lesson in all_lessons():
        at.session_state["learn_lesson"] = lesson.id
        at.run()
        check_vietnamese(at, f"learn lesson {lesson.id}")
    for drill in DRILLS:
        at.session_state["learn_drill"] = drill
        at.run()
        check_vietnamese(at, f"learn drill {drill}")


def test_statistics_in_vietnamese():
    at = app("pages/statistics.py")
    at.select_slider(key="stats_deals").set_value(100).run()
    check_vietnamese(at, "statistics")


def test_sichuan_analyser_in_vietnamese():
    at = app("pages/sichuan_analyser.py")
    check_vietnamese(at, "sichuan analyser")
    for button in [b for b in at.button if "example" in (b.key or "") or "ex_" in (b.key or "")][:4]:
        at.button(key=button.key).click().run()
        check_vietnamese(at, f"sichuan analyser {button.key}")


@pytest.mark.parametrize(
    "profile, mode", [("cardavia", "basic"), ("traditional", "basic"), ("traditional", "advanced")]
)
def test_guided_play_in_vietnamese(profile, mode, tmp_path, monkeypatch):
    """The set-up, the table at each decision of a whole deal, the end of the deal and its review."""
    monkeypatch.setenv("CHAN_MATCH_DB", str(tmp_path / "m.sqlite3"))
    at = app("pages/play.py")
    at.session_state["profile"] = profile
    at.session_state["play_pace"] = "instant"
    at.run()
    check_vietnamese(at, "play set-up")
    if profile == "traditional":
        at.radio(key="play_mode_choice").set_value(mode)
        at.checkbox(key="play_ga_gop").set_value(True)
        at.checkbox(key="play_4_11").set_value(True)
    at.button[0].click().run()
    for step in range(300):
        check_vietnamese(at, f"play step {step}")
        moves = [b for b in at.button if (b.key or "").startswith(("play_a_", "play_d_")) and not b.disabled]
        if not moves:
            break
        if step == 2:
            at.button(key="play_hint_button").click().run()
            check_vietnamese(at, "play hint")
        moves[0].click().run()
        if any((b.key or "") == "play_call_confirm" for b in at.button):
            check_vietnamese(at, "play call picker")
            at.button(key="play_call_confirm").click().run()
    check_vietnamese(at, "play end of deal")
    at.toggle(key="play_review_1").set_value(True).run()
    check_vietnamese(at, "play review")


def test_sichuan_guided_play_in_vietnamese(tmp_path, monkeypatch):
    """The Sichuan set-up, every decision of a whole deal, and its end, in Vietnamese."""
    monkeypatch.setenv("CHAN_MATCH_DB", str(tmp_path / "m.sqlite3"))
    at = app("pages/sichuan_play.py")
    at.session_state["sp_pace"] = "instant"
    at.run()
    check_vietnamese(at, "sichuan play set-up")
    at.button(key="sp_start").click().run()
    for step in range(300):
        check_vietnamese(at, f"sichuan play step {step}")
        if "sp_next" in [b.key for b in at.button]:
            break
        keys = [b.key for b in at.button if (b.key or "").startswith("sp_act_")]
        wins = [k for k in keys if "_win_" in k]
        at.button(key=wins[0] if wins else (keys[0] if keys else "sp_continue")).click().run()
    check_vietnamese(at, "sichuan play end of deal")
    assert "sp_next" in [b.key for b in at.button]
