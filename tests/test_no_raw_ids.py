"""No raw rule id where a player reads: ids appear only as a link's target or hover text beside
the rule's name. The play page's states in both languages: the table, an illegal move in advanced
mode (its notice), the end of a deal."""

import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from core.chan.deal import DealOptions
from core.chan.rulebook import RULEBOOK
from test_app_play import deal_until, inject, match_db, moves, play_to_end, shown, start  # noqa: F401 (match_db: a store per test)

LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")  # [text](target "hover"): only the text is read
CODE = re.compile(r"`([^`]*)`")
TOKEN = re.compile(r"[A-Za-z_]+\.[A-Za-z0-9_]+")


def raw_ids(text: str) -> set[str]:
    visible = CODE.sub(r"\1", LINK.sub(r"\1", text))
    return {token for token in TOKEN.findall(visible) if token in RULEBOOK}


def test_the_checker_sees_a_raw_id_and_not_a_link():
    assert raw_ids("You broke a rule: error.A5.") == {"error.A5"}
    assert raw_ids('[Không xé chắn](/rules?rule=error.A5&lang=en "error.A5")') == set()


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_an_illegal_move_names_the_rule_not_its_id(lang):
    options = DealOptions(profile="traditional", mode="advanced")
    deal = deal_until(
        lambda d: d.phase == "discard" and any(not o.legal for a, o in d.explain() if a is not None), options
    )
    illegal = next(a for a, o in deal.explain() if a is not None and not o.legal)
    at = inject(deal, profile="traditional", lang=lang)
    assert raw_ids(shown(at)) == set()
    at.button(key=f"play_d_{illegal.card}").click().run()
    assert not at.exception
    warned = " ".join(str(w.value) for w in at.warning)
    assert warned and raw_ids(warned) == set(), warned
    assert raw_ids(shown(at)) == set()


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_a_whole_deal_and_its_end_show_no_raw_id(lang):
    at = start(lang, seed=3)
    assert raw_ids(shown(at)) == set()
    for _ in range(6):
        buttons = moves(at)
        if not buttons:
            break
        buttons[0].click().run()
        assert raw_ids(shown(at)) == set()
    play_to_end(at)
    assert raw_ids(shown(at)) == set()


SICHUAN_IDS = {rule.id for rule in __import__("core.sichuan.rulebook", fromlist=["RULEBOOK"]).RULEBOOK}


def sichuan_raw_ids(at) -> set[str]:
    """Raw Sichuan rule ids in the page's texts and in its tables' cells."""
    text = (
        shown(at) + " " + " ".join(str(v) for frame in at.dataframe for v in frame.value.astype(str).to_numpy().ravel())
    )
    visible = re.sub(r"<[^>]*>", " ", text)  # the chips' ids live in their attributes (link, hover text)
    visible = CODE.sub(r"\1", LINK.sub(r"\1", visible))
    return {token for token in re.findall(r"sc\.[a-z_]+\.[a-z_0-9]+", visible) if token in SICHUAN_IDS}


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_end_of_a_sichuan_deal_shows_no_raw_id(lang):
    from test_app_review import sichuan_finished, sichuan_page

    at = sichuan_page(sichuan_finished(), lang)
    assert sichuan_raw_ids(at) == set()  # the wins, the payments (each one's rule by name) and the net


# ------------------------------------------------------------------ every page, both languages
PAGES = Path(__file__).resolve().parent.parent / "pages"
ALL_IDS = {rule.id for rule in RULEBOOK} | SICHUAN_IDS


def readable(at) -> str:
    """Everything a player reads on the page: texts, tables' cells, and the widgets' labels and
    options (hover text and link targets are not read: tags and link targets are dropped)."""
    parts = [shown(at)]
    for kind in ("title", "header", "subheader", "text", "metric", "tabs", "expander", "button", "toggle", "checkbox"):
        for element in getattr(at, kind):
            parts += [str(getattr(element, "label", "")), str(getattr(element, "value", ""))]
    for kind in ("selectbox", "radio", "multiselect", "button_group", "text_input", "number_input"):
        for element in getattr(at, kind):
            parts.append(str(element.label))
            parts += [str(getattr(o, "content", o)) for o in getattr(element, "options", [])]
    for frame in at.dataframe:
        parts += [str(v) for v in frame.value.astype(str).to_numpy().ravel()] + [str(c) for c in frame.value.columns]
    visible = re.sub(r"<[^>]*>", " ", " ".join(parts))
    return CODE.sub(r"\1", LINK.sub(r"\1", visible))


def ids_read(at) -> set[str]:
    text = readable(at)
    return {token for token in re.findall(r"[A-Za-z_]+(?:\.[A-Za-z0-9_]+)+", text) if token in ALL_IDS}


def page_at(name: str, lang: str, **query) -> AppTest:
    at = AppTest.from_file(str(PAGES / f"{name}.py"), default_timeout=120)
    at.session_state["lang"] = lang
    for key, value in query.items():
        at.query_params[key] = value
    at.run()
    assert not at.exception, (name, query, at.exception)
    return at


def test_the_walk_sees_what_a_player_reads():
    at = page_at("rules", "en", rule="error.A5")
    assert "error.A5" not in ids_read(at)  # the rule shown by its name, the id only in its link
    assert raw_ids("Rule error.A5 applies") == {"error.A5"}


@pytest.mark.parametrize("lang", ["en", "vi"])
@pytest.mark.parametrize(
    "name, query",
    [(p.stem, {}) for p in sorted(PAGES.glob("*.py"))]
    + [("rules", {"game": "sichuan"}), ("rules", {"rule": "error.A5"})]
    + [("rules", {"game": "sichuan", "rule": "sc.missing.declare"})],
    ids=lambda v: v if isinstance(v, str) else "&".join(f"{k}={x}" for k, x in v.items()) or "-",
)
def test_every_page_shows_no_raw_id(name, query, lang):
    at = page_at(name, lang, **query)
    assert ids_read(at) == set()
    for tab_label in [tab.label for tab in at.tabs]:
        assert tab_label not in ALL_IDS


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_every_lesson_shows_no_raw_id(lang):
    from ui.learn.lessons import all_lessons

    at = page_at("learn", lang)
    for lesson in all_lessons():
        at.session_state["learn_lesson"] = lesson.id
        at.run()
        assert ids_read(at) == set(), lesson.id


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_both_reviews_show_no_raw_id(lang):
    from test_app_review import chan_finished, chan_page, sichuan_finished

    at = chan_page(chan_finished(), lang).button(key="review_open").click().run()
    assert not at.exception and ids_read(at) == set()
    from test_app_review import sichuan_page

    at = sichuan_page(sichuan_finished(), lang).button(key="review_open").click().run()
    assert not at.exception and ids_read(at) == set()
