"""Bad input shown back in messages: short, on one line, control characters escaped."""

from __future__ import annotations

EXCERPT_CHARS = 24
MAX_MESSAGE_CHARS = 500  # an error message, whatever it quotes


def excerpt(text, limit: int = EXCERPT_CHARS) -> str:
    """`text` as at most `limit` characters (… marks a cut), control characters escaped.

    Idempotent: an excerpt's excerpt is the excerpt itself.
    """
    if not isinstance(text, str):
        try:
            text = str(text)
        except ValueError:  # an integer too long to convert
            text = f"<{type(text).__name__} too long to show>"
    short = text[: limit + 1]
    if not short.isprintable():
        short = "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in short)
    if len(text) > limit or len(short) > limit:
        return short[: limit - 1] + "…"
    return short


def one_line(text: str, limit: int = MAX_MESSAGE_CHARS) -> str:
    """A message as one line for a terminal: control characters escaped, at most `limit` characters."""
    return excerpt(text, limit)


__all__ = ["excerpt", "one_line", "EXCERPT_CHARS", "MAX_MESSAGE_CHARS"]
