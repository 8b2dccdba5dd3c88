"""The glossary of Chắn terms, each with the rule that defines it; the definitions are catalogue texts.

Reachable from every page: the sidebar's "Glossary" popover (drawn by ``ui.state.settings_sidebar``)
lists every term; the Rules page shows it whole with an anchor per term (``/rules?term=chan``), and
``term_link`` makes a Markdown link to a term with its definition as the hover text, for any page's
text.
"""

from __future__ import annotations

from html import escape

from .i18n import t

# term id -> (the term, the rule that defines it or None); each definition is the catalogues'
# `glossary.<term id>` (ui/locales/*.toml), so a new language translates the glossary in its file
GLOSSARY: dict[str, tuple[str, str | None]] = {
    "chan": ("Chắn", "groups.chan"),
    "ca": ("Cạ", "groups.ca"),
    "que": ("Què", "groups.que"),
    "ba_dau": ("Ba đầu", "groups.ba_dau"),
    "chiu": ("Chíu", "claim.chiu"),
    "u": ("Ù", "win.ten_pairs"),
    "u_rong": ("Ù rộng", "win.u_rong"),
    "bach_thu": ("Bạch thủ", "win.bach_thu"),
    "cho_chi_rong": ("Chờ chi rộng", "win.cho_chi_rong"),
    "chi_chi": ("Chi chi", "cards.deck"),
    "noc": ("Nọc", "turn.draw"),
    "cua": ("Cửa", "turn.offered"),
    "chi": ("Chì", "cuoc.chi"),
    "cuoc": ("Cước", "score.total"),
    "diem": ("Điểm", "score.total"),
    "dich": ("Dịch", "score.total"),
    "xuong": ("Xướng", "bao.wrong_call"),
    "bao": ("Báo", "bao.bao"),
    "den_lang": ("Đền làng", "bao.bao"),
    "ga": ("Gà", "score.ga"),
    "four_eleven": ("4-11", "option.four_eleven"),
    "cai": ("Cái", "setup.dealer"),
    "xe_chan": ("Xé chắn", "capture.no_break_chan"),
    "thien_u": ("Thiên ù", "win.thien_u"),
}


def term_definition(term_id: str, lang: str) -> str:
    return t(f"glossary.{term_id}", lang)


def term_link(term_id: str, lang: str, text: str | None = None) -> str:
    """A Markdown link to the term in the Rules page's glossary, its definition as the hover text."""
    term, *_ = GLOSSARY[term_id]
    hover = term_definition(term_id, lang).replace('"', "'")
    return f'[{text or term}](/rules?term={term_id}&lang={lang} "{hover}")'


def glossary_html(lang: str, highlight: str | None = None) -> str:
    """The whole glossary as a definition list, an anchor per term."""
    from .rules_view import rule_title

    rows = []
    for term_id, (term, rule) in GLOSSARY.items():
        mark = (
            " style='background:#fff7f5;border-left:3px solid #c0392b;padding-left:6px'" if term_id == highlight else ""
        )
        see = (
            (
                f" <small>({t('app.glossary_see', lang)} <a href='/rules?rule={rule}&lang={lang}' target='_self'>"
                f"{escape(rule_title(rule, lang))}</a>)</small>"
            )
            if rule
            else ""
        )
        rows.append(
            f"<dt id='term-{term_id}'{mark}><b>{escape(term)}</b></dt>"
            f"<dd style='margin:0 0 .5rem 1rem'>{escape(term_definition(term_id, lang))}{see}</dd>"
        )
    return f"<dl class='glossary'>{''.join(rows)}</dl>"
