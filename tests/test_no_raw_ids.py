"""No raw rule id where a player reads: ids appear only as a link's target or hover text beside
the rule's name. The play page's states in both languages: the table, an illegal move in advanced
mode (its notice), the end of a deal."""

import re

import pytest

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
