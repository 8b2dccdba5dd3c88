"""One way for the engine to speak many languages: a `Text` maps a language to its text.

Every built-in text has English (the fallback) and Vietnamese; a `Text` may carry more. Core
results do not take a `lang` parameter to choose a language: they carry a `Text` (or, in
records kept for compatibility, an ``_en``/``_vi`` pair of fields, which `Text.of` reads), and
the caller picks::

    reason = Text("not your turn", "chưa đến lượt bạn")
    str(reason)            # 'not your turn'  (English, as in logs and the CLI)
    reason.pick("vi")      # 'chưa đến lượt bạn'
    reason.to_json()       # {'en': 'not your turn', 'vi': 'chưa đến lượt bạn'}

`Text.pick` is the one place where a language code chooses a text: a language the text lacks
(None, an unknown code) reads as English. Which languages the app offers is not core's business:
the app's catalogues (ui/locales) register them. Older core functions that still take `lang`
(the app calls them) delegate to it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

VI = "vi"  # the language code of the Vietnamese text every built-in Text carries


def is_vi(lang: str | None) -> bool:
    """Whether `lang` chooses Vietnamese (the one test of a language code in core)."""
    return lang == VI


@dataclass(frozen=True, slots=True)
class Text:
    """A piece of text by language: English (the fallback), Vietnamese, and any others.

    Immutable, hashable, JSON-friendly. ``text[lang]`` (or ``text.pick(lang)``) is the text in
    that language, English where it has none::

        >>> hello = Text("hello", "xin chào", fr="bonjour")
        >>> hello["vi"], hello["fr"], hello["de"]
        ('xin chào', 'bonjour', 'hello')
    """

    en: str
    vi: str
    others: tuple[tuple[str, str], ...] = ()  # (language code, text) for languages beyond the two

    def __init__(self, en: str, vi: str, /, **others: str) -> None:
        object.__setattr__(self, "en", en)
        object.__setattr__(self, "vi", vi)
        object.__setattr__(self, "others", tuple(sorted(others.items())))

    def get(self, lang: str | None) -> str | None:
        """The text in `lang` exactly, or None where it has none."""
        if lang == "en":
            return self.en
        if is_vi(lang):
            return self.vi
        return dict(self.others).get(lang) if lang else None

    def pick(self, lang: str | None = "en") -> str:
        if lang is not None and not isinstance(lang, str):  # text[1], as on an old (en, vi) pair: refused
            raise TypeError(f"a Text is read by a language code, not {lang!r}")
        found = self.get(lang)
        return self.en if found is None else found

    __getitem__ = pick

    def __str__(self) -> str:
        return self.en

    def to_json(self) -> dict[str, str]:
        return {"en": self.en, "vi": self.vi, **dict(self.others)}

    @classmethod
    def from_json(cls, data: Any) -> Text:
        """The inverse of `to_json`; a plain string stands for the same text in both languages."""
        if isinstance(data, str):
            return cls(data, data)
        if (
            not isinstance(data, dict)
            or not isinstance(data.get("en"), str)
            or not isinstance(data.get("vi"), str)
            or not all(isinstance(k, str) and isinstance(v, str) for k, v in data.items())
        ):
            raise ValueError("a Text is {'en': str, 'vi': str, …}")
        return cls(data["en"], data["vi"], **{k: v for k, v in data.items() if k not in ("en", "vi")})

    def languages(self) -> tuple[str, ...]:
        return ("en", "vi", *(code for code, _ in self.others))

    def map(self, fn: Callable[[str], str]) -> Text:
        """The same change applied in every language."""
        return Text(fn(self.en), fn(self.vi), **{code: fn(text) for code, text in self.others})

    def __add__(self, other: Text | str) -> Text:
        return join("", [self, other])

    def __radd__(self, other: str) -> Text:
        return join("", [other, self])


def join(sep: str | Text, parts) -> Text:
    """`sep.join(parts)` in every language any of them has (`parts` are Texts or plain strings)."""
    items = [p if isinstance(p, Text) else Text(p, p) for p in parts]
    s = sep if isinstance(sep, Text) else Text(sep, sep)
    extra = sorted({code for p in [s, *items] for code, _ in p.others})
    return Text(
        s.en.join(p.en for p in items),
        s.vi.join(p.vi for p in items),
        **{code: s.pick(code).join(p.pick(code) for p in items) for code in extra},
    )


__all__ = ["Text", "is_vi", "join", "VI"]
