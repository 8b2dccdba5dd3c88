"""One way for the engine to speak two languages: a `Text` carries the English and the Vietnamese.

Core results do not take a `lang` parameter to choose a language: they carry a `Text` (or, in
records kept for compatibility, an ``_en``/``_vi`` pair of fields, which `Text.of` reads), and
the caller picks::

    reason = Text("not your turn", "chưa đến lượt bạn")
    str(reason)            # 'not your turn'  (English, as in logs and the CLI)
    reason.pick("vi")      # 'chưa đến lượt bạn'
    reason.to_json()       # {'en': 'not your turn', 'vi': 'chưa đến lượt bạn'}

`pick` is the one place where a language code chooses a text: "vi" is Vietnamese, anything
else (None, "en", an unknown code) is English. Older core functions that still take `lang`
(the app calls them) delegate to it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

VI = "vi"  # the language code that chooses Vietnamese; every other code chooses English
LANGS = ("en", VI)

T = TypeVar("T")


def is_vi(lang: str | None) -> bool:
    """Whether `lang` chooses Vietnamese (the one test of a language code in core)."""
    return lang == VI


def pick(lang: str | None, en: T, vi: T) -> T:
    """`vi` for Vietnamese, else `en`: for values that are not single strings (tuples of names)."""
    return vi if is_vi(lang) else en


@dataclass(frozen=True, slots=True)
class Text:
    """A piece of text in English and Vietnamese. Immutable, hashable, JSON-friendly."""

    en: str
    vi: str

    def pick(self, lang: str | None = "en") -> str:
        return pick(lang, self.en, self.vi)

    def __str__(self) -> str:
        return self.en

    def to_json(self) -> dict[str, str]:
        return {"en": self.en, "vi": self.vi}

    @classmethod
    def from_json(cls, data: Any) -> Text:
        """The inverse of `to_json`; a plain string stands for the same text in both languages."""
        if isinstance(data, str):
            return cls(data, data)
        if not isinstance(data, dict) or not isinstance(data.get("en"), str) or not isinstance(data.get("vi"), str):
            raise ValueError("a Text is {'en': str, 'vi': str}")
        return cls(data["en"], data["vi"])

    @classmethod
    def of(cls, record: Any, name: str) -> Text:
        """The `name_en`/`name_vi` (or `name`/`name_vi`) pair of `record` as a Text."""
        en = getattr(record, f"{name}_en", None)
        if en is None:
            en = getattr(record, name)
        return cls(en, getattr(record, f"{name}_vi"))

    def map(self, fn: Callable[[str], str]) -> Text:
        """The same change applied in both languages."""
        return Text(fn(self.en), fn(self.vi))

    def __add__(self, other: Text | str) -> Text:
        if isinstance(other, Text):
            return Text(self.en + other.en, self.vi + other.vi)
        return Text(self.en + other, self.vi + other)

    def __radd__(self, other: str) -> Text:
        return Text(other + self.en, other + self.vi)


def join(sep: str | Text, parts) -> Text:
    """`sep.join(parts)` in both languages (`parts` are Texts or plain strings)."""
    s = sep if isinstance(sep, Text) else Text(sep, sep)
    items = [p if isinstance(p, Text) else Text(p, p) for p in parts]
    return Text(s.en.join(p.en for p in items), s.vi.join(p.vi for p in items))


__all__ = ["Text", "pick", "is_vi", "join", "VI", "LANGS"]
