"""How both games' play pages show a priced option: the coloured label badge and the points."""

from __future__ import annotations

BADGE = {"best": "green", "good": "blue", "inaccuracy": "orange", "mistake": "red", "blunder": "violet"}


def badge(advice, lang: str) -> str:
    """The option's label as a coloured badge (best, good, inaccuracy, mistake, blunder)."""
    return f":{BADGE.get(advice.label, 'gray')}-badge[{advice.label_name(lang)}]" if advice.label else ""


def points(value: float, se: float | None) -> str:
    return f"{value:+.2f} ± {se:.2f}" if se else f"{value:+.2f}"
