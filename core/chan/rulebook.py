"""The Chắn rulebook, read from rules.toml beside this file (one rule per id of RULE_IDS.md).

`core.common.rulebook.load_rulebook` checks the file on import; `RULE_IDS.md` is generated
from it by `python -m core.chan.rule_ids`.
"""

from __future__ import annotations

from pathlib import Path

from core.common.rulebook import Rule, Rulebook, load_rulebook
from core.common.text import Text

RULES_FILE = Path(__file__).with_name("rules.toml")
RULEBOOK: Rulebook = load_rulebook(RULES_FILE, game="chan")
RULES: tuple[Rule, ...] = RULEBOOK.rules
# (topic id, English title, Vietnamese title), in teaching order.
TOPICS: tuple[tuple[str, Text], ...] = RULEBOOK.topics

__all__ = ["RULEBOOK", "RULES", "RULES_FILE", "TOPICS", "Rule", "Rulebook"]
