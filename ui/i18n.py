"""Every text of the app in English and Vietnamese: one catalogue, one `t(key, lang, **values)`.

Keys are namespaced by area: `app.` (home, navigation, analyser, captures, score, rules, glossary),
`play.` (Chắn guided play, statistics), `learn.` (the Learn page), `sichuan.` (the Sichuan pages).
The texts live in `ui/texts/<area>.py`, one (English, Vietnamese) pair per key. Where a pair of texts
comes from data (a rule's `title_en`/`title_vi`), `pick(en, vi, lang)` chooses between them.
"""

from __future__ import annotations

from .texts import app, learn, play, sichuan

AREAS: dict[str, dict[str, tuple[str, str]]] = {
    "app": app.TEXTS,
    "play": play.TEXTS,
    "learn": learn.TEXTS,
    "sichuan": sichuan.TEXTS,
}

CATALOGUE: dict[str, tuple[str, str]] = {
    f"{area}.{key}": pair for area, table in AREAS.items() for key, pair in table.items()
}

# English second-person variants ("You discard …") of `sichuan.` log texts, for when the subject is the player.
YOU_EN: dict[str, str] = {f"sichuan.{key}": text for key, text in sichuan.YOU_EN.items()}

LANGS = ("en", "vi")
_INDEX = {"vi": 1}  # any other language falls back to English


def pick(en: str, vi: str, lang: str):
    """`vi` in Vietnamese, `en` otherwise: for pairs of texts that come from data."""
    return (en, vi)[_INDEX.get(lang, 0)]


def t(key: str, lang: str = "en", **values) -> str:
    """The text of the namespaced `key` in `lang`, with `values` filled in."""
    text = CATALOGUE[key][_INDEX.get(lang, 0)]
    return text.format(**values) if values else text


def t_you(key: str, lang: str, you: bool, **values) -> str:
    """Like `t`, with the English second person when the subject is the player."""
    if you and not _INDEX.get(lang, 0) and key in YOU_EN:
        return YOU_EN[key].format(**values)
    return t(key, lang, **values)


def suit_name(suit: int, lang: str = "en") -> str:
    return pick(*sichuan.SUIT_NAMES[suit], lang)
