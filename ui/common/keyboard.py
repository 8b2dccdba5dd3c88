"""Keyboard play, the same keys on both games' tables (as lichess's keyboard input): the digits
choose the offered moves in the order shown (1 … 9, then 0 for the tenth), H asks the coach, N deals
the next deal, ← → step through a review. Streamlit draws each button's key on it (`shortcut`)."""

from __future__ import annotations

MOVE_KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0")
HINT_KEY = "H"
NEXT_KEY = "N"
BACK_KEY = "Left"
FORWARD_KEY = "Right"


def move_key(n: int) -> str | None:
    """The key of the n-th move offered (0-based), None past the tenth (Tab reaches every button)."""
    return MOVE_KEYS[n] if 0 <= n < len(MOVE_KEYS) else None
