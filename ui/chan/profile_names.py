"""The Chắn profiles' names as a player reads them: the catalogue's where it has them, else the
name the profile's data gives (a third profile read from a data file needs no catalogue entry)."""

from __future__ import annotations

from core.chan.profiles import PROFILES

from ..i18n import has, t


def profile_name(name: str, lang: str | None = None) -> str:
    """A profile's name for the profile choice: the catalogue's (app.profile_<name>), else its own."""
    if has("app.profile_" + name):
        return t("app.profile_" + name, lang)
    profile = PROFILES[name]
    return profile.display[lang]


def profile_short_name(name: str, lang: str | None = None) -> str:
    """A profile's short name (a badge, an example's tag): the catalogue's (app.profile_short_<name>),
    else its own."""
    if has("app.profile_short_" + name):
        return t("app.profile_short_" + name, lang)
    return PROFILES[name].display[lang]
