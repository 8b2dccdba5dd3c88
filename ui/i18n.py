"""Every text of the app in every language: one catalogue file per language, one `t(key, **values)`.

Languages are data. Each `ui/locales/<code>.toml` is a language (its `[meta] name` is what the
language switch shows), and so is each `<code>.toml` in the folders named by the setting
`CHAN_LOCALE_DIRS` (an environment variable, folders separated by the path separator): adding a
language is adding a file. A catalogue's sections are areas (`app`, `play`, `learn`, `sichuan`, …),
so the key `play.title` is the key `title` of the section `[play]`. English is the fallback: a key
that a catalogue lacks is shown in English, never as an error.

The language is chosen once per session (ui.state.lang, kept in `st.session_state["lang"]`) and
read where a text is drawn: `t("play.title")` draws in the session's language; `t(key, lang)`
names one explicitly (tests, or a page that already holds it).

An optional section `[you.<area>]` gives second-person variants ("You discard …") of that
language's texts, for when the subject is the player; `t_you` uses them.
"""

from __future__ import annotations

import functools
import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import streamlit as st

from core.common.text import Text

FALLBACK = "en"  # the language every catalogue falls back to, key by key
LOCALES = Path(__file__).resolve().parent / "locales"
LOCALE_DIRS_SETTING = "CHAN_LOCALE_DIRS"


@dataclass(frozen=True)
class Language:
    """One catalogue file: its code (the file's stem), its own name, and its texts by `area.key`."""

    code: str
    name: str
    texts: Mapping[str, str]

    def get(self, key: str) -> str | None:
        return self.texts.get(key)


def _flatten(table: Mapping[str, Any], prefix: str = "") -> dict[str, str]:
    flat: dict[str, str] = {}
    for key, value in table.items():
        if isinstance(value, Mapping):
            flat.update(_flatten(value, f"{prefix}{key}."))
        elif isinstance(value, str):
            flat[prefix + key] = value
        else:
            raise ValueError(f"{prefix}{key}: a text must be a string, not {type(value).__name__}")
    return flat


def read_catalogue(path: Path) -> Language:
    """The language in one catalogue file; a file that is not such a catalogue raises ValueError naming it."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise ValueError(f"{path.name}: not a readable catalogue ({error})") from error
    meta = data.pop("meta", {})
    name = meta.get("name") if isinstance(meta, Mapping) else None
    if not isinstance(name, str) or not name.strip():
        raise ValueError(f"{path.name}: [meta] needs a name, the language's own name for the language switch")
    try:
        texts = _flatten(data)
    except ValueError as error:
        raise ValueError(f"{path.name}: {error}") from error
    return Language(code=path.stem, name=name, texts=texts)


@functools.cache
def _registry(extra_dirs: str) -> dict[str, Language]:
    folders = [LOCALES, *(Path(p) for p in extra_dirs.split(os.pathsep) if p)]
    found: dict[str, Language] = {}
    for folder in folders:
        for path in sorted(folder.glob("*.toml")):
            found.setdefault(path.stem, read_catalogue(path))  # the app's own catalogues come first
    if FALLBACK not in found:
        raise RuntimeError(f"no {FALLBACK}.toml catalogue in {LOCALES}")
    return found


def languages() -> dict[str, Language]:
    """Every language there is a catalogue for, by code: English first, then by file name."""
    found = _registry(os.environ.get(LOCALE_DIRS_SETTING, ""))
    return {FALLBACK: found[FALLBACK], **{code: lang for code, lang in found.items() if code != FALLBACK}}


def langs() -> tuple[str, ...]:
    """The language codes, English first (the one list of languages in the app)."""
    return tuple(languages())


def language_name(code: str) -> str:
    return languages()[code].name


def session_lang() -> str:
    """The language chosen for this session (English outside a session or before a choice)."""
    try:
        code = st.session_state.get("lang")
    except Exception:  # no script run context (a plain import, the CLI)
        code = None
    return code if isinstance(code, str) and code in languages() else FALLBACK


def has(key: str) -> bool:
    """Whether `key` is a text of the catalogue (every key exists in English)."""
    return key in languages()[FALLBACK].texts


def t(key: str, lang: str | None = None, **values: Any) -> str:
    """The text of the namespaced `key` in `lang` (default: the session's), with `values` filled in.

    A key the language's catalogue lacks is drawn in English; a key English lacks is a KeyError
    (a mistake in the code, found by the tests)."""
    catalogues = languages()
    chosen = catalogues.get(lang or session_lang())
    text = chosen.get(key) if chosen else None
    if text is None:
        text = catalogues[FALLBACK].texts[key]
    return text.format(**values) if values else text


def said(key: str, **values: Any) -> Text:
    """The catalogue's `key` in every language there is, as one core `Text` (a value that is itself
    a `Text` is read in each language): what page state keeps for a message, so the page shows it in
    whichever language it is drawn in, a third language included.

    >>> said("store.moved_on").pick("vi") == t("store.moved_on", "vi")
    True
    """
    each = {
        code: t(key, code, **{name: v.pick(code) if isinstance(v, Text) else v for name, v in values.items()})
        for code in langs()
    }
    others = {code: value for code, value in each.items() if code not in ("en", "vi")}
    return Text(each["en"], each.get("vi", each["en"]), **others)


def t_you(key: str, lang: str | None, you: bool, **values: Any) -> str:
    """Like `t`, with the language's second person (`[you.<area>]`) when the subject is the player."""
    if you:
        chosen = languages().get(lang or session_lang())
        variant = chosen.get("you." + key) if chosen else None
        if variant is not None:
            return variant.format(**values)
    return t(key, lang, **values)


def text(value: Any, lang: str | None = None) -> str:
    """A core `Text` in `lang` (default: the session's), English where it has no such language."""
    return value.pick(lang or session_lang())


def suit_name(suit: int, lang: str | None = None) -> str:
    return t(f"sichuan.suit_{suit}", lang)
