"""Chắn cards drawn as inline SVG, and HTML rows and groups of them.

Every function returns a plain string with no blank lines and no indentation, so it can go
straight into ``st.markdown(html, unsafe_allow_html=True)`` (``st.html`` strips inline SVG).

A card is a long, narrow strip (1:3.2 like real Chắn cards): the Chinese rank numeral on top, the
suit character below it, a small drawing of the reading aid "Vạn vuông, Văn chéo, Sách loằng
ngoằng" (Vạn square, Văn crossed, Sách squiggly; document 003 §I) and the D2 code in the bottom
corner. Red cards (D1: 8 and 9 of Vạn and Sách, and Chi chi) are printed in red ink, the rest in
black, and carry a solid bottom-right corner as well, so they read as red without colour. Chi chi
has its own design: a red seal with 支, a second 支, a flower and "Chi chi".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from core.chan.cards import CC, FACE, FACES, RANK_ZH, SUIT_ZH
from core.common.text import Text

from ..glyphs import glyph_path
from ..svg_badge import LATIN_FONT, corner_badge

__all__ = [
    "RED_INK",
    "BLACK_INK",
    "GROUP_KINDS",
    "card_svg",
    "card_label",
    "cards_row_html",
    "group_view",
    "group_name",
    "groups_html",
]

# Drawing units: the card is 100 × 320 inside an 8-unit margin that leaves room for the
# selection ring and the badge, so a card never changes size when it is selected.
VIEW_W, VIEW_H = 116, 336
_CX = VIEW_W / 2  # horizontal centre of the card

RED_INK = "#c0392b"
BLACK_INK = "#1c1917"
_PAPER = "#fdf8ec"
_EDGE = "#c9bda5"
_RANK_Y, _SUIT_Y, _MOTIF_Y = 80, 166, 244  # centres of the numeral, the suit character, the drawing
_DIM_INK = "#a8a29e"
_DIM_PAPER = "#e7e5e4"
_RING = "#2563eb"


# Reading aids (003 §I), one drawing per suit, drawn round (58, 226) and moved to _MOTIF_Y.
_SUIT_MOTIF = (
    # Vạn vuông: a square divided like 田
    '<rect x="40" y="208" width="36" height="36" rx="2"/><path d="M58 208V244M40 226H76"/>',
    # Sách loằng ngoằng: two squiggles
    '<path d="M35 216q5.75-11 11.5 0t11.5 0t11.5 0t11.5 0M35 238q5.75-11 11.5 0t11.5 0t11.5 0t11.5 0"/>',
    # Văn chéo: a circle crossed diagonally
    '<circle cx="58" cy="226" r="20"/><path d="M44 212L72 240M72 212L44 240"/>',
)


def card_label(face: int, lang: str = "en") -> str:
    """The card's name in the language with its code: "thất văn (7n)", "Seven of Coins (7n)"."""
    card = FACE[_check_face(face)]
    return f"{card.name[lang]} ({card.code})"


def card_svg(
    face: int, *, width: int = 44, selected: bool = False, dim: bool = False, lang: str = "en", badge: str | None = None
) -> str:
    """One card as an inline SVG string, ``width`` pixels wide (its height follows).

    ``selected`` draws a highlight ring round the card, ``dim`` greys it out (say, no copies
    left) and ``badge`` puts a small bubble with that text on its top-right corner ("×2",
    "3 left"). The SVG has ``role="img"``, an ``aria-label`` and a ``<title>`` naming the card in
    ``lang`` ("en" or "vi").
    """
    card = FACE[_check_face(face)]
    if width <= 0:
        raise ValueError(f"width must be positive, got {width}")
    label = card_label(face, lang) + (f", {badge}" if badge else "")
    ink = _DIM_INK if dim else (RED_INK if card.red else BLACK_INK)
    paper = _DIM_PAPER if dim else _PAPER
    height = round(width * VIEW_H / VIEW_W)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {VIEW_W} {VIEW_H}" width="{width}" '
        f'height="{height}" role="img" aria-label="{escape(label)}" class="chan-card" '
        f'data-face="{face}" data-code="{card.code}"{_flag("selected", selected)}{_flag("dim", dim)}>',
        f"<title>{escape(label)}</title>",
    ]
    if selected:
        parts.append(
            f'<rect x="2.5" y="2.5" width="{VIEW_W - 5}" height="{VIEW_H - 5}" rx="14" '
            f'fill="none" stroke="{_RING}" stroke-width="5"/>'
        )
    parts.append(
        f'<rect x="8" y="8" width="100" height="320" rx="10" fill="{paper}" '
        f'stroke="{_DIM_INK if dim else _EDGE}" stroke-width="1.5"/>'
    )
    parts.append(_chi_chi_face(ink, paper) if face == CC else _suit_face(card.rank, card.suit, ink))
    if card.red:  # a second cue besides the ink (Tám đỏ, Bạch định): a solid corner, seen in grey too
        parts.append(f'<path class="red-cue" d="M108 286 V318 Q108 328 98 328 H66 Z" fill="{ink}"/>')
    parts.append(
        f'<text x="19" y="313" font-family="{LATIN_FONT}" font-size="28" font-weight="700" '
        f'fill="{ink}">{card.code}</text>'
    )
    if badge:
        parts.append(_badge(badge, width))
    parts.append("</svg>")
    return "".join(parts)


def _check_face(face: int) -> int:
    if isinstance(face, bool) or not isinstance(face, int) or not 0 <= face < FACES:
        raise ValueError(f"face must be an int 0..{FACES - 1}, got {face!r}")
    return face


def _flag(name: str, on: bool) -> str:
    return f' data-{name}="true"' if on else ""


def _big_char(char: str, y: float, fill: str, size: int = 70) -> str:
    # an outline (ui/glyphs), not <text>: a machine without a CJK font would show empty boxes
    return glyph_path(char, _CX, y, size, fill)


def _suit_face(rank: int, suit: int, ink: str) -> str:
    return "".join(
        [
            f'<rect x="14" y="14" width="88" height="308" rx="6" fill="none" stroke="{ink}" '
            f'stroke-width="1.5" stroke-opacity="0.6"/>',
            _big_char(RANK_ZH[rank], _RANK_Y, ink),
            _big_char(SUIT_ZH[suit], _SUIT_Y, ink),
            f'<g transform="translate(0 {_MOTIF_Y - 226})" fill="none" stroke="{ink}" stroke-width="3.5" '
            f'stroke-linecap="round" stroke-linejoin="round">{_SUIT_MOTIF[suit]}</g>',
        ]
    )


def _chi_chi_face(ink: str, paper: str) -> str:
    petals = "".join(
        f'<circle cx="{_CX + dx:g}" cy="{226 + dy:g}" r="7.5"/>'
        for dx, dy in ((0, -13), (12.4, -4), (7.6, 10.5), (-7.6, 10.5), (-12.4, -4))
    )
    return "".join(
        [
            # double frame
            f'<rect x="13" y="13" width="90" height="310" rx="7" fill="none" stroke="{ink}" stroke-width="3"/>',
            f'<rect x="18" y="18" width="80" height="300" rx="4" fill="none" stroke="{ink}" stroke-width="1"/>',
            # seal with a white 支, then a second 支 in red ink
            f'<rect x="23" y="{_RANK_Y - 35}" width="70" height="70" rx="9" fill="{ink}"/>',
            _big_char("支", _RANK_Y, paper, size=54),
            _big_char("支", _SUIT_Y, ink),
            # a five-petal flower
            f'<g transform="translate(0 {_MOTIF_Y - 236})" fill="{ink}" fill-opacity="0.85">{petals}</g>',
            f'<circle cx="{_CX:g}" cy="{_MOTIF_Y - 10}" r="5" fill="{paper}"/>',
            f'<text x="{_CX:g}" y="{_MOTIF_Y + 33}" font-family="{LATIN_FONT}" font-size="19" font-weight="700" '
            f'font-style="italic" text-anchor="middle" fill="{ink}">Chi chi</text>',
        ]
    )


def _badge(text: str, card_width: int) -> str:
    # about 15 px tall on screen, so it stays readable on small cards; 30..46 drawing units
    return corner_badge(text, VIEW_W, card_width, 15, 30, 46)


def cards_row_html(
    faces: Iterable[int], *, width: int = 44, gap: int = 4, lang: str = "en", labels: Sequence[str | None] | None = None
) -> str:
    """A wrapping flex row of cards; ``labels`` (one per card, or None) go under the cards."""
    faces = list(faces)
    if labels is not None and len(labels) != len(faces):
        raise ValueError(f"{len(labels)} labels for {len(faces)} cards")
    items = []
    for i, face in enumerate(faces):
        label = labels[i] if labels is not None else None
        caption = (
            (
                f'<span style="font-size:12px;line-height:1.2;text-align:center;max-width:{width + 24}px">'
                f"{escape(label)}</span>"
            )
            if label
            else ""
        )
        items.append(
            '<span style="display:inline-flex;flex-direction:column;align-items:center;gap:2px">'
            f"{card_svg(face, width=width, lang=lang)}{caption}</span>"
        )
    return (
        f'<div class="chan-cards-row" style="display:flex;flex-wrap:wrap;gap:{gap}px;'
        f'align-items:flex-start;margin:0.25rem 0 0.75rem">{"".join(items)}</div>'
    )


# kind -> (Vietnamese name, English gloss); the Vietnamese names are the terms in both languages
GROUP_KINDS = {
    "chan": ("Chắn", "identical pair"),
    "ca": ("Cạ", "same-rank pair"),
    "ba_dau": ("Ba đầu", "three heads"),
    "que": ("Què", "lone card"),
}
_EXPOSED = {"en": "exposed", "vi": "đã hạ"}


def group_name(kind: str, lang: str = "en") -> str:
    """ "Chắn (identical pair)" in English, "Chắn" in Vietnamese; unknown kinds as given."""
    if kind not in GROUP_KINDS:
        return str(kind)
    name_vi, gloss_en = GROUP_KINDS[kind]
    return Text(f"{name_vi} ({gloss_en})", name_vi)[lang]


def _group_title(kind: str, lang: str) -> str:
    """The group's name and the glossary's definition of it: the hover text of every grouped hand."""
    from ..glossary import GLOSSARY, term_definition

    name = group_name(kind, lang)
    return f"{name}: {term_definition(kind, lang)}" if kind in GLOSSARY else name


def group_view(holding) -> list[tuple[str, tuple[int, ...], bool]]:
    """A holding's forced grouping (D4) as ``groups_html`` takes it."""
    return [(g.kind, g.faces, g.exposed) for g in holding.grouping()]


def groups_html(groups: Iterable[tuple[str, Sequence[int], bool]], lang: str = "en", *, width: int = 36) -> str:
    """Groups ``(kind, faces, exposed)`` as clusters of cards, each with a caption.

    Kinds: "chan", "ca", "ba_dau", "que". Exposed groups sit on a tinted panel with an amber
    border and an "exposed" / "đã hạ" tag.
    """
    clusters = []
    for kind, faces, exposed in groups:
        name_vi, gloss_en = GROUP_KINDS.get(kind, (str(kind), ""))
        gloss = Text(
            f'<br class="chan-gloss"/><span class="chan-gloss" style="opacity:.7">{escape(gloss_en)}</span>'
            if gloss_en
            else "",
            "",
        )[lang]
        tag = (
            f'<br/><span style="display:inline-block;margin-top:2px;padding:0 6px;border-radius:8px;'
            f'background:#b45309;color:#fff;font-size:11px">▾ {_EXPOSED.get(lang, _EXPOSED["en"])}</span>'
            if exposed
            else ""
        )
        panel = (
            "border:2px solid #d97706;background:rgba(245,158,11,.14)"
            if exposed
            else "border:1px solid rgba(128,128,128,.4);background:transparent"
        )
        cards = "".join(card_svg(face, width=width, lang=lang) for face in faces)
        clusters.append(
            f'<div class="chan-group" data-kind="{escape(str(kind))}" data-exposed="{str(bool(exposed)).lower()}" '
            f'title="{escape(_group_title(kind, lang))}" '
            f'style="display:inline-flex;flex-direction:column;align-items:center;gap:4px;padding:6px 6px 5px;'
            f'border-radius:10px;{panel}">'
            f'<div style="display:flex;gap:2px">{cards}</div>'
            f'<div style="font-size:12px;line-height:1.25;text-align:center"><b>{escape(name_vi)}</b>{gloss}{tag}</div>'
            f"</div>"
        )
    return (
        '<div class="chan-groups" style="display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start;'
        f'margin:0.25rem 0 0.75rem">{"".join(clusters)}</div>'
    )
