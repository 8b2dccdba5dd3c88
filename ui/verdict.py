"""How both games' play pages show a priced option: the coloured label badge, the points, and the
options the coach cannot tell from its choice (labels: core/common/verdict.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ui.i18n import t

BADGE = {
    "best": "green",
    "close": "gray",
    "good": "blue",
    "inaccuracy": "orange",
    "mistake": "red",
    "blunder": "violet",
}
COLOURS = {  # the same labels in charts
    "best": "#2e7d32",
    "close": "#78909c",
    "good": "#1565c0",
    "inaccuracy": "#ef6c00",
    "mistake": "#c62828",
    "blunder": "#6a1b9a",
}


def badge(advice, lang: str) -> str:
    """The option's label as a coloured badge (best, about as good, good, inaccuracy, mistake, blunder)."""
    return f":{BADGE.get(advice.label, 'gray')}-badge[{advice.label_text[lang]}]" if advice.label else ""


def points(value: float, se: float | None) -> str:
    return f"{value:+.2f} ± {se:.2f}" if se else f"{value:+.2f}"


def close_calls(options: Sequence) -> list:
    """The priced options the coach cannot tell from its choice (label "close"), best first."""
    return [a for a in options if getattr(a, "label", None) == "close"]


def close_note(options: Sequence, name: Callable[[Any], str], lang: str) -> str | None:
    """The words "about as good as the coach's choice: A, B …", naming the choice and every close option (by
    `name(action)`), or None when the coach's choice stands alone."""
    close = close_calls(options)
    if not close or not options:
        return None
    names = ", ".join(name(a.action) for a in [options[0], *close])
    return t("play.close_hint", lang, options=names)
