"""What both games share: today the rulebook (`core.common.rulebook`)."""
