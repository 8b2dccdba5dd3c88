"""Tap-to-enter for pages whose position lives in notation text fields (Capture checker, Score
calculator): one card picker, and a choice of the field a tapped card goes to. Each tap edits the
field's text as if the player had typed the card, so the text fields stay the one source of truth
(and what is typed can still be corrected by hand).

The callbacks run before the script (widget callbacks), so the fields show the new text at once.
"""

from __future__ import annotations

import streamlit as st

from core.chan.cards import CODE, COPIES, FACES, NotationError, parse_cards

from .inputs import split_pairs

__all__ = ["append_card", "append_to_pairs", "copies_left_in", "tap_into"]


def append_card(text: str, code: str) -> str:
    """``text`` with one more card at its end ("2v 3s" + "7n" → "2v 3s 7n")."""
    return f"{(text or '').strip()} {code}".strip()


def append_to_pairs(text: str, code: str) -> str:
    """Exposed pairs text with one more card: it completes the last pair, or starts a new one."""
    pairs = split_pairs(text or "")
    if pairs and len(pairs[-1].split()) == 1:
        pairs[-1] = f"{pairs[-1]} {code}"
    else:
        pairs.append(code)
    return "; ".join(pairs)


def copies_left_in(*texts: str) -> list[int]:
    """Copies of each face not yet written in the given notation texts (4 each where a text does not
    parse: the picker then offers everything and the field's own check names the problem)."""
    used = [0] * FACES
    for text in texts:
        for part in split_pairs(text or "") or [""]:
            try:
                for face in parse_cards(part):
                    used[face] += 1
            except NotationError:
                continue
    return [max(0, COPIES - n) for n in used]


def tap_into(field: str, face: int, mode: str = "cards") -> None:
    """Callback body: write the tapped ``face`` into the text field ``field`` (a session-state key).

    ``mode``: "cards" appends, "pairs" builds exposed pairs, "one" replaces (a single card field).
    """
    ss = st.session_state
    code = CODE[face]
    current = ss.get(field, "") or ""
    if mode == "one":
        ss[field] = code
    elif mode == "pairs":
        ss[field] = append_to_pairs(current, code)
    else:
        ss[field] = append_card(current, code)
