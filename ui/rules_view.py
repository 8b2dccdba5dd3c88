"""Rule citations as HTML: a rule's block on the Rules page and links to it from other pages."""

from __future__ import annotations

import html

from core.chan.rulebook import RULEBOOK
from core.common.games import GAMES
from core.common.rulebook import Rule

from .chan.profile_names import profile_name, profile_short_name
from .glyphs import with_glyph_images
from .i18n import t

RULES_PAGE = "rules"  # url path of pages/rules.py
STYLE = (  # a profile's badge colour by its place in the game's list (rb-p0, rb-p1, …), every profile's rb-all
    "<style>.rb{font-size:.75em;padding:1px 6px;border-radius:8px;margin-left:6px}"
    ".rb-all{background:#e8f0fe;color:#1a4d8f}.rb-p0{background:#fdecea;color:#8f1a1a}"
    ".rb-p1{background:#e9f7ef;color:#1e6b3a}.rb-p2{background:#f3e8fd;color:#5b2c83}"
    ".rb-p3{background:#fff4e0;color:#7a4a00}.rule{border-left:3px solid #ddd;padding:4px 10px;"
    "margin:6px 0}.rule.hl{border-color:#c0392b;background:#fff7f5}"
    ".rule-link{font-size:.85em;color:#555a66;text-decoration:none;margin-left:.3em}</style>"
)


def _profiles_of(rule: Rule) -> tuple[str, ...]:
    """The profiles of the game the rule belongs to (the registry's)."""
    return next((g.profiles for g in GAMES.values() if set(rule.profiles) <= set(g.profiles)), ())


def profile_badge(profiles: tuple[str, ...], game_profiles: tuple[str, ...], lang: str) -> str:
    """The badge of a rule that holds in `profiles`: "every profile", or "<names> only"."""
    if set(profiles) >= set(game_profiles):
        every = "app.rules_both_profiles" if len(game_profiles) == 2 else "app.rules_every_profile"
        return f"<span class='rb rb-all'>{html.escape(t(every, lang))}</span>"
    names = ", ".join(profile_short_name(p, lang) for p in profiles)
    colour = f"rb-p{game_profiles.index(profiles[0]) % 4}" if profiles and profiles[0] in game_profiles else "rb-all"
    return f"<span class='rb {colour}'>{html.escape(t('app.rules_only', lang, profiles=names))}</span>"


def badge(rule: Rule, lang: str) -> str:
    """The profiles a rule holds in, where its game has several (a Sichuan rule has no badge)."""
    game_profiles = _profiles_of(rule)
    return profile_badge(rule.profiles, game_profiles, lang) if len(game_profiles) > 1 else ""


def column_title(profile: str, lang: str) -> str:
    """The heading of a profile's column on the Rules page: the profile's full name."""
    return profile_name(profile, lang)


def legend(game_profiles: tuple[str, ...], lang: str) -> str:
    """The badges a game's rules can carry: every profile, then each profile alone."""
    return " ".join(profile_badge(p, game_profiles, lang) for p in (game_profiles, *((p,) for p in game_profiles)))


def source_name(source: str, lang: str) -> str:
    """A rule source as a reader names it: "000 §3" → "Cardavia rules §3", "D5" → "design decision D5"."""
    import re

    doc = re.fullmatch(r"(00[023])( .*)?", source)
    if doc:
        return t("app.source_" + doc.group(1), lang) + (doc.group(2) or "")
    decision = re.fullmatch(r"([DS])\d+", source)
    if decision:
        return t("app.source_" + decision.group(1), lang, n=source)
    return source


def rule_block(rule: Rule, lang: str, highlight: bool = False, game: str = "chan") -> str:
    """A rule as the rules page shows it: its name, its profiles, its text and sources, and a link to
    itself (the id only in that link's address and hover text, never as text a player reads)."""
    sources = ", ".join(source_name(s, lang) for s in rule.sources)
    rule_id = html.escape(rule.id)
    permalink = (
        f"<a class='rule-link' href='/{RULES_PAGE}?game={game}&amp;rule={rule_id}&amp;lang={lang}' "
        f"title='{rule_id}' aria-label='{html.escape(t('app.rules_permalink', lang))}: {rule_id}'>#</a>"
    )
    return (
        f"{STYLE}<div class='rule{' hl' if highlight else ''}' id='{rule_id}'>"
        f"<b>{html.escape(rule.title[lang])}</b>{badge(rule, lang)} "
        f"{permalink}<br>{with_glyph_images(html.escape(rule.text[lang]), html=True)}"
        f"<br><small>{t('app.rules_source', lang)}: {html.escape(sources)}</small></div>"
    )


def rule_title(rule_id: str | None, lang: str) -> str:
    """A rule's title in the language (its id when the rulebook does not know it)."""
    if rule_id is not None and rule_id in RULEBOOK:
        return RULEBOOK[rule_id].title[lang]
    return rule_id or ""


def rule_link(rule_id: str, lang: str) -> str:
    """A Markdown link to a rule on the Rules page: the rule's title in the language as the text
    (a reader sees "Không xé chắn", not an id), its id as the hover text."""
    if rule_id not in RULEBOOK:
        return f"`{rule_id}`"
    title = RULEBOOK[rule_id].title[lang].replace("[", "(").replace("]", ")")
    return f'[{title}](/{RULES_PAGE}?rule={rule_id}&lang={lang} "{rule_id}")'


def rule_links(rule_ids, lang: str) -> str:
    return ", ".join(rule_link(r, lang) for r in dict.fromkeys(rule_ids))
