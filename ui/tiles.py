"""Moved to `ui.sichuan.tiles`. What ui/learn_view.py imports from here, until it imports from there."""

from .sichuan.tiles import melds_html, tiles_row_html

__all__ = ["melds_html", "tiles_row_html"]
