"""The Chắn rulebook data (core/chan/rules.toml) and the id table RULE_IDS.md generated from it."""

import unicodedata

import pytest

from core.chan import rule_ids
from core.chan.profiles import PROFILES
from core.chan.rulebook import RULEBOOK, RULES, TOPICS
from core.common.rulebook import GAMES, Rule

SOURCE = GAMES["chan"].source


def has_vietnamese_diacritic(text: str) -> bool:
    for ch in text:
        if ch in "đĐ":
            return True
        base = unicodedata.normalize("NFD", ch)
        if ch.isalpha() and len(base) > 1 and base[0].isascii() and base[0].isalpha():
            return True
    return False


def test_rule_ids_table_is_generated_from_the_toml():
    assert rule_ids.TABLE_FILE.read_text(encoding="utf-8") == rule_ids.render(), (
        "RULE_IDS.md is out of date: run python -m core.chan.rule_ids"
    )
    assert rule_ids.main(["--check"]) == 0


def test_rule_ids_table_has_a_row_per_rule_in_order():
    rows = [line.split(" | ") for line in rule_ids.render().splitlines() if line.startswith("| ")][2:]
    assert [row[0].removeprefix("| ") for row in rows] == [rule.id for rule in RULES]
    assert len(rows) == len(RULEBOOK) > 100
    codes = {"C": ("cardavia",), "T": ("traditional",), "CT": ("cardavia", "traditional")}
    for row, rule in zip(rows, RULES, strict=True):
        assert row[1] == rule.topic and codes[row[2]] == rule.profiles and row[3] == "; ".join(rule.sources)
        assert row[4].removesuffix(" |").strip()


def test_the_loader_knows_the_chan_profiles():
    assert GAMES["chan"].profiles == tuple(PROFILES)


def test_topics_in_teaching_order():
    assert [topic for topic, _ in TOPICS] == [
        "cards",
        "groups",
        "setup",
        "turn",
        "capture",
        "claims",
        "winning",
        "ending",
        "scoring",
        "cuoc",
        "options",
        "errors",
        "penalties",
        "calling",
    ]
    for topic, title in TOPICS:
        assert title.en.strip() and title.vi.strip()
        assert RULEBOOK.by_topic(topic), topic


@pytest.mark.parametrize("rule", RULES, ids=[rule.id for rule in RULES])
def test_rule_is_complete(rule: Rule):
    assert isinstance(rule, Rule)
    for title in (rule.title.en, rule.title.vi):
        assert title.strip() == title and 1 <= len(title.split()) <= 6
    assert len(rule.title.en.split()) >= 2
    for text in (rule.text.en, rule.text.vi):
        assert text.strip() == text and len(text) >= 40
        assert "  " not in text
    assert rule.profiles and set(rule.profiles) <= {"cardavia", "traditional"}
    assert len(set(rule.profiles)) == len(rule.profiles)
    assert rule.sources
    for source in rule.sources:
        assert SOURCE.fullmatch(source), source


@pytest.mark.parametrize("rule", RULES, ids=[rule.id for rule in RULES])
def test_vietnamese_text_has_diacritics(rule: Rule):
    assert has_vietnamese_diacritic(rule.text.vi)
    assert not has_vietnamese_diacritic("bach thu chi chi")


def test_source_pattern_is_strict():
    for good in ("000 §3", "003 §I", "003 §III.15", "003 §IV.A6", "003 §IV.B10", "003 §III.19–20", "D16"):
        assert SOURCE.fullmatch(good), good
    for bad in ("000 §5", "000 3", "003 §X", "003 §IV.E1", "003 §III.15-16", "D17", "D0", "004 §1", "d5"):
        assert not SOURCE.fullmatch(bad), bad


def test_search_without_diacritics_finds_bach_thu():
    assert RULEBOOK["cuoc.bach_thu"] in RULEBOOK.search("bach thu")


def test_profile_specific_values_are_stated():
    # cardavia 5/2, traditional 3/1 (000 §4, 003 §III, D10)
    for rule_id in ("cuoc.thien_khai", "cuoc.bon", "cuoc.chiu_u"):
        rule = RULEBOOK[rule_id]
        for text in (rule.text.en, rule.text.vi):
            assert "5 điểm, 2 dịch" in text and "3 điểm, 1 dịch" in text, rule_id


def test_tom_follows_d3_and_mentions_the_discrepancy():
    rule = RULEBOOK["cuoc.tom"]
    assert "3v 3s 7n" in rule.text.en and "3v 3s 7n" in rule.text.vi
    assert "000" in rule.text.en and "000" in rule.text.vi
