"""The count badge drawn in the corner of a card or tile picture (both games' SVG faces)."""

from __future__ import annotations

from html import escape

LATIN_FONT = "'Source Sans Pro','Source Sans 3','Helvetica Neue',Arial,'DejaVu Sans',sans-serif"
BADGE_FILL = "#1e293b"


def corner_badge(text: str, view_w: int, shown_width: int, px: int, lowest: int, highest: int) -> str:
    """A pill at the top right of a picture `view_w` drawing units wide shown `shown_width` pixels
    wide: about `px` pixels tall on screen, between `lowest` and `highest` drawing units."""
    height = min(highest, max(lowest, round(px * view_w / shown_width)))
    font = round(height * 0.68)
    width = min(view_w - 2, max(height, round(0.6 * font * len(text) + height * 0.6)))
    x = view_w - 1 - width
    return (
        f'<g class="badge"><rect x="{x}" y="1" width="{width}" height="{height}" rx="{height / 2:g}" '
        f'fill="{BADGE_FILL}" stroke="#ffffff" stroke-width="2"/>'
        f'<text x="{x + width / 2:g}" y="{1 + height / 2:g}" font-family="{LATIN_FONT}" font-size="{font}" '
        f'font-weight="700" text-anchor="middle" dominant-baseline="central" fill="#ffffff">'
        f"{escape(text)}</text></g>"
    )
