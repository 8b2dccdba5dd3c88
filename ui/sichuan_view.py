"""Moved to `ui.sichuan.view`. What ui/learn_view.py imports from here, until it imports from there."""

from .sichuan.view import rule_chips

__all__ = ["rule_chips"]
