"""A fresh seed for every new match (both games): new cards by default, a typed seed when asked."""

from __future__ import annotations

import secrets

MAX_SEED = 10**9  # the set-up forms accept 0 … MAX_SEED


def fresh_seed() -> int:
    """A random seed in 1 … MAX_SEED (the set-up form shows it; the replay keeps it)."""
    return 1 + secrets.randbelow(MAX_SEED)
