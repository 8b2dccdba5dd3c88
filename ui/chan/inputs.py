"""Turning what a user typed into core objects, with the core's own errors (no Streamlit here)."""

from __future__ import annotations

import re

from core.chan.cards import NotationError, parse_card
from core.chan.holding import Holding
from core.chan.scoring import Score, score

PAIR_SEPARATOR = re.compile(r"[;|\n]+")


def split_pairs(text: str) -> list[str]:
    """Exposed pairs are separated by ';', '|' or new lines: '5v 5v; 4v 4n'."""
    return [p.strip() for p in PAIR_SEPARATOR.split(text or "") if p.strip()]


def parse_win_inputs(
    hand: str, win: str, exposed: str, events, profile: str, ga=(), four_eleven: bool = False
) -> tuple[Holding, int | None, Score]:
    """19 cards + winning card, or 20 cards with the thien_u event and no winning card."""
    thien_u = "thien_u" in events
    if thien_u and (win or "").strip():
        raise NotationError(
            "Thiên ù is the dealer's opening 20 cards: leave the winning card empty",
            "Thiên ù là 20 lá ban đầu của nhà cái: để trống lá ù",
            win.strip(),
        )
    holding = Holding.parse(hand, split_pairs(exposed), sizes=(20,) if thien_u else (19,))
    face = None if thien_u else parse_card(win or "")
    return holding, face, score(holding, face, events, profile, ga, four_eleven)
