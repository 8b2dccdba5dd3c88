"""Every rule id that code cites exists; every rule is cited by code or a test."""

import re
from pathlib import Path

import pytest

from core.chan.analysis import WAIT_RULES
from core.chan.rulebook import RULEBOOK
from core.chan.scoring import CUOCS, ScoreItem

ROOT = Path(__file__).resolve().parent.parent
PREFIXES = sorted({rule.id.split(".")[0] for rule in RULEBOOK})
ALTERNATIVES = "|".join(PREFIXES)
ID = re.compile(rf"""["'](?P<id>(?:{ALTERNATIVES})\.(?!py["'])[A-Za-z0-9_]+)["']""")  # not file names
# the rulebook itself, and files that only describe ids, are no citations
NOT_CITING = {
    "core/chan/rulebook.py",
    "core/chan/RULE_IDS.md",
    "tests/test_rulebook_data.py",
    "tests/test_rule_citations.py",
    "tests/test_rulebook_snapshot.py",
    "tests/test_rulebook_loader.py",
}


def _sources(folders):
    for folder in folders:
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel not in NOT_CITING:
                yield rel, path.read_text(encoding="utf-8")


def cited(folders) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for rel, text in _sources(folders):
        for match in ID.finditer(text):
            found.setdefault(match.group("id"), set()).add(rel)
    return found


def dynamic_citations() -> set[str]:
    """Ids that code builds rather than spells out."""
    ids = {c.rule for c in CUOCS}
    ids |= {ScoreItem("xuong", 1, 2, 0).rule, ScoreItem("ga", 1, 5, 0).rule}
    ids |= {r for rules in WAIT_RULES.values() for r in rules}
    ids |= {"groups." + kind for kind in ("chan", "ca", "ba_dau", "que")}
    return ids


def test_every_cited_id_exists():
    missing = {
        rid: sorted(where) for rid, where in cited(["core", "pages", "ui", "tests"]).items() if rid not in RULEBOOK
    }
    assert not missing, f"cited ids with no rule: {missing}"
    assert dynamic_citations() <= {r.id for r in RULEBOOK}


PENDING: set[str] = set()  # rules no code cites yet; the test fails as soon as one is cited


def test_every_rule_is_cited_by_code_or_a_test():
    used = set(cited(["core", "pages", "ui", "tests"])) | dynamic_citations()
    uncited = {rule.id for rule in RULEBOOK if rule.id not in used}
    assert uncited <= PENDING, f"rules nobody cites: {sorted(uncited - PENDING)}"
    now_cited = PENDING - uncited
    assert not now_cited, f"cited now, remove from PENDING: {sorted(now_cited)}"


@pytest.mark.parametrize("rule", list(RULEBOOK), ids=lambda r: r.id)
def test_rule_has_text_in_both_languages(rule):
    assert rule.text.en and rule.text.vi and rule.sources and rule.profiles
