"""The Sichuan rulebook, read from rules.toml beside this file: one rule per statement of
document 002, S1–S7 and the project's decisions.

`core.common.rulebook.load_rulebook` checks the file on import.
"""

from __future__ import annotations

from pathlib import Path

from core.common.rulebook import Rule, Rulebook, load_rulebook
from core.common.text import Text

RULES_FILE = Path(__file__).with_name("rules.toml")
RULEBOOK: Rulebook = load_rulebook(RULES_FILE, game="sichuan")
RULES: tuple[Rule, ...] = RULEBOOK.rules
# (topic id, English title, Vietnamese title), in teaching order.
TOPICS: tuple[tuple[str, Text], ...] = RULEBOOK.topics
RULE_IDS = frozenset(rule.id for rule in RULES)

__all__ = ["RULEBOOK", "RULES", "TOPICS", "RULE_IDS"]
