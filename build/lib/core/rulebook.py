"""Old home of `Rule` and `Rulebook`; they live in `core.common.rulebook` now."""

from core.common.rulebook import Rule, Rulebook, RulebookError, load_rulebook

__all__ = ["Rule", "Rulebook", "RulebookError", "load_rulebook"]
