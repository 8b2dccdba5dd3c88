"""The Chắn rulebook data (core/chan/rulebook.py) against the id table RULE_IDS.md."""

import pathlib
import re
import unicodedata

import pytest

from core.chan.rulebook import RULEBOOK, RULES, TOPICS
from core.rulebook import Rule

TABLE = pathlib.Path(__file__).resolve().parent.parent / "core" / "chan" / "RULE_IDS.md"
PROFILE_CODES = {"C": ("cardavia",), "T": ("traditional",), "CT": ("cardavia", "traditional")}

# 000 §1..§4; 003 §I..§IX with an optional item (".15", ".A6", ".B10", ".19–20"); D1..D16, D19..D24
# (D17 and D18 are not decision ids).
SOURCE = re.compile(
    r"^(000 §[1-4]"
    r"|003 §(I|II|III|IV|V|VI|VII|VIII|IX)(\.[A-D]?[1-9]\d?(–[1-9]\d?)?)?"
    r"|D([1-9]|1[0-6]|19|2[0-4]))$"
)


def table_rows():
    rows = []
    for line in TABLE.read_text(encoding="utf-8").splitlines():
        if not line.startswith("| ") or line.startswith("| id ") or line.startswith("| ---"):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        assert len(cells) == 5, line
        rows.append(cells)
    return rows


ROWS = table_rows()


def has_vietnamese_diacritic(text: str) -> bool:
    for ch in text:
        if ch in "đĐ":
            return True
        base = unicodedata.normalize("NFD", ch)
        if ch.isalpha() and len(base) > 1 and base[0].isascii() and base[0].isalpha():
            return True
    return False


def test_table_is_not_empty():
    assert len(ROWS) > 100


def test_ids_match_the_table_exactly():
    ids = [rule.id for rule in RULES]
    assert set(ids) == {row[0] for row in ROWS}
    assert len(ids) == len(set(ids)) == len(RULEBOOK)


def test_rules_follow_table_order():
    assert [rule.id for rule in RULES] == [row[0] for row in ROWS]


@pytest.mark.parametrize("row", ROWS, ids=[row[0] for row in ROWS])
def test_topic_profiles_and_sources_match_the_table(row):
    rule_id, topic, profiles, sources, _gist = row
    rule = RULEBOOK[rule_id]
    assert rule.topic == topic
    assert rule.profiles == PROFILE_CODES[profiles]
    assert rule.sources == tuple(source.strip() for source in sources.split(";"))


def test_topics_cover_the_table_in_teaching_order():
    assert [topic for topic, _, _ in TOPICS] == [
        "cards", "groups", "setup", "turn", "capture", "claims", "winning",
        "ending", "scoring", "cuoc", "options", "errors", "penalties", "calling",
    ]
    assert {row[1] for row in ROWS} == {topic for topic, _, _ in TOPICS}
    for topic, title_en, title_vi in TOPICS:
        assert title_en.strip() and title_vi.strip()
        assert RULEBOOK.by_topic(topic), topic


@pytest.mark.parametrize("rule", RULES, ids=[rule.id for rule in RULES])
def test_rule_is_complete(rule: Rule):
    assert isinstance(rule, Rule)
    for title in (rule.title_en, rule.title_vi):
        assert title.strip() == title and 1 <= len(title.split()) <= 6
    assert len(rule.title_en.split()) >= 2
    for text in (rule.text_en, rule.text_vi):
        assert text.strip() == text and len(text) >= 40
        assert "  " not in text
    assert rule.profiles and set(rule.profiles) <= {"cardavia", "traditional"}
    assert len(set(rule.profiles)) == len(rule.profiles)
    assert rule.sources
    for source in rule.sources:
        assert SOURCE.match(source), source


@pytest.mark.parametrize("rule", RULES, ids=[rule.id for rule in RULES])
def test_vietnamese_text_has_diacritics(rule: Rule):
    assert has_vietnamese_diacritic(rule.text_vi)
    assert not has_vietnamese_diacritic("bach thu chi chi")


def test_source_pattern_is_strict():
    for good in ("000 §3", "003 §I", "003 §III.15", "003 §IV.A6", "003 §IV.B10", "003 §III.19–20", "D16"):
        assert SOURCE.match(good), good
    for bad in ("000 §5", "000 3", "003 §X", "003 §IV.E1", "003 §III.15-16", "D17", "D0", "004 §1", "d5"):
        assert not SOURCE.match(bad), bad


def test_search_without_diacritics_finds_bach_thu():
    assert RULEBOOK["cuoc.bach_thu"] in RULEBOOK.search("bach thu")


def test_profile_specific_values_are_stated():
    # cardavia 5/2, traditional 3/1 (000 §4, 003 §III, D10)
    for rule_id in ("cuoc.thien_khai", "cuoc.bon", "cuoc.chiu_u"):
        rule = RULEBOOK[rule_id]
        for text in (rule.text_en, rule.text_vi):
            assert "5 điểm, 2 dịch" in text and "3 điểm, 1 dịch" in text, rule_id


def test_tom_follows_d3_and_mentions_the_discrepancy():
    rule = RULEBOOK["cuoc.tom"]
    assert "3v 3s 7n" in rule.text_en and "3v 3s 7n" in rule.text_vi
    assert "000" in rule.text_en and "000" in rule.text_vi
