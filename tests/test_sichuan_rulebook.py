"""The Sichuan rulebook: complete records, sources, and every id cited and every rule used."""

import re
import unicodedata
from pathlib import Path

import pytest

from core.common.rulebook import Rule
from core.sichuan.rulebook import RULEBOOK, RULES, TOPICS
from core.sichuan.scoring import FANS, FanItem

ROOT = Path(__file__).resolve().parent.parent
ID = re.compile(r"""["'](?P<id>sc\.[a-z_]+\.[A-Za-z0-9_]+)["']""")
SOURCE = re.compile(r"^(002 §[1-5]|S[1-7]|project)$")
NOT_CITING = {
    "core/sichuan/rulebook.py",
    "tests/test_sichuan_rulebook.py",
    "tests/test_rulebook_snapshot.py",
    "tests/test_rulebook_loader.py",
}


def has_vietnamese_diacritic(text: str) -> bool:
    for ch in text:
        if ch in "đĐ":
            return True
        base = unicodedata.normalize("NFD", ch)
        if ch.isalpha() and len(base) > 1 and base[0].isascii() and base[0].isalpha():
            return True
    return False


def cited(folders) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for folder in folders:
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel in NOT_CITING:
                continue
            for match in ID.finditer(path.read_text(encoding="utf-8")):
                found.setdefault(match.group("id"), set()).add(rel)
    return found


def dynamic_citations() -> set[str]:
    """Ids the code builds rather than spells out: one per fan pattern."""
    return {f.rule for f in FANS} | {FanItem(f.id, 1, f.fan).rule for f in FANS}


def test_every_cited_id_exists():
    missing = {
        rid: sorted(where) for rid, where in cited(["core", "pages", "ui", "tests"]).items() if rid not in RULEBOOK
    }
    assert not missing, f"cited ids with no rule: {missing}"
    assert dynamic_citations() <= {r.id for r in RULEBOOK}


def test_every_rule_is_cited_by_code_or_a_test():
    used = set(cited(["core", "pages", "ui", "tests"])) | dynamic_citations()
    uncited = sorted(rule.id for rule in RULEBOOK if rule.id not in used)
    assert not uncited, f"rules nobody cites: {uncited}"


def test_every_source_section_is_covered():
    sources = {s for rule in RULES for s in rule.sources}
    assert {f"002 §{n}" for n in range(1, 6)} <= sources
    assert {f"S{n}" for n in range(1, 8)} <= sources


def test_fan_rules_match_the_s4_ids():
    fan_rules = {r.id for r in RULEBOOK.by_topic("fan")}
    assert {f.rule for f in FANS} <= fan_rules


def test_topics_in_teaching_order():
    assert [t for t, _ in TOPICS] == [
        "objective",
        "tiles",
        "setup",
        "turn",
        "claims",
        "kongs",
        "winning",
        "fan",
        "payments",
        "ending",
        "analysis",
        "decisions",
    ]
    for topic, title in TOPICS:
        assert title.en and title.vi and RULEBOOK.by_topic(topic), topic


@pytest.mark.parametrize("rule", RULES, ids=[r.id for r in RULES])
def test_rule_is_complete(rule: Rule):
    assert rule.id.startswith("sc.") and rule.profiles == ("sichuan",)
    assert rule.topic in {t for t, _ in TOPICS}
    for title in (rule.title.en, rule.title.vi):
        assert title.strip() == title and 1 <= len(title.split()) <= 7
    for text in (rule.text.en, rule.text.vi):
        assert text.strip() == text and len(text) >= 40 and "  " not in text
    assert has_vietnamese_diacritic(rule.text.vi) and not has_vietnamese_diacritic("khong dau")
    assert rule.sources and all(SOURCE.match(s) for s in rule.sources), rule.sources


def test_project_decisions_are_marked_as_such():
    for rule in RULEBOOK.by_topic("decisions"):
        assert rule.sources[0] == "project"
    assert len(RULEBOOK.by_topic("decisions")) >= 8


def test_search_finds_vietnamese_without_diacritics():
    assert RULEBOOK["sc.end.flower_pig"] in RULEBOOK.search("hoa tru")
    assert RULEBOOK["sc.fan.root"] in RULEBOOK.search("can")
    assert RULEBOOK.for_profile("sichuan") == list(RULES)


def test_rule_ids_of_refusals_resolve_to_text():
    from core.sichuan.actions import Action, IllegalAction
    from core.sichuan.deal import Deal

    deal = Deal(seed=1)
    with pytest.raises(IllegalAction) as err:
        deal.act(Action("discard", 0, 0))
    for rule_id in err.value.rules:
        assert RULEBOOK[rule_id].text["vi"] and RULEBOOK[rule_id].text["en"]
