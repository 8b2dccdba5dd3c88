"""Sichuan mahjong tiles drawn as inline SVG, and HTML rows and meld groups of them.

Every function returns a plain string with no blank lines and no indentation, so it can go
straight into ``st.markdown(html, unsafe_allow_html=True)`` (``st.html`` strips inline SVG).

A tile is an ivory face over a white layer and a green back (the tile's thickness shows along
the bottom), about 3:4 like a real tile, drawn as on real sets:

* characters (萬, wan, vạn): the Chinese numeral 一 … 九 in black over a red 萬;
* dots (筒, tong, đồng): coins arranged as on real tiles (1 a large ornate coin, 5 a red centre,
  6 and 7 green over red, 9 in blue, red and green rows);
* bamboo (條, tiao, điều): sticks arranged as on real tiles (8 with its M and W, 5/7/9 with red
  sticks), and 1 bamboo as a bird.

Tiles are tile kinds 0..26 (``core.sichuan.tiles``: kind = suit * 9 + rank - 1, suits m, p, s),
or their S1 codes ("5p"). Names: "Five of Dots (5p)" in English, "ngũ đồng (5p)" in Vietnamese
(the Sino-Vietnamese numerals nhất … cửu with vạn / đồng / điều, the suit names the Sichuan
rulebook uses).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from core.common.text import Text
from core.sichuan.tiles import CODE, KINDS, RANK_OF, SUIT_OF

from ..glyphs import glyph_path
from ..i18n import t
from ..svg_badge import corner_badge

__all__ = [
    "tile_svg",
    "tile_back_svg",
    "tile_label",
    "tile_name",
    "tile_kind",
    "tiles_row_html",
    "melds_html",
    "RANK_EN",
    "RANK_VI",
    "SUIT_NAME_EN",
    "SUIT_NAME_VI",
    "NUMERAL_ZH",
]

RANK_EN = ("One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine")
RANK_VI = ("nhất", "nhị", "tam", "tứ", "ngũ", "lục", "thất", "bát", "cửu")
SUIT_NAME_EN = ("Characters", "Dots", "Bamboo")
SUIT_NAME_VI = ("vạn", "đồng", "điều")
NUMERAL_ZH = "一二三四五六七八九"
WAN = "萬"

# Drawing units: the face is 100 × 132 at (6, 6); the tile's thickness shows 9 units below it;
# the 6-unit margin leaves room for the selection ring and the badge, so a selected tile keeps
# its size.
VIEW_W, VIEW_H = 112, 154
FACE_X, FACE_Y, FACE_W, FACE_H = 6, 6, 100, 132
CX, CY = FACE_X + FACE_W / 2, FACE_Y + FACE_H / 2  # 56, 72

IVORY = "#fbf6e6"
IVORY_EDGE = "#d8ccb0"
LAYER = "#ffffff"
BACK = "#157347"  # the green back
BACK_DARK = "#0d4f30"
RED = "#c62828"
GREEN = "#178344"
BLUE = "#1b4fa0"
BLACK = "#16130f"
RING = "#2563eb"
DIM_INK = "#b3aca3"
DIM_FACE = "#e9e6e1"
DIM_BACK = "#9ca39e"


# ------------------------------------------------------------------------------ names
def tile_kind(tile) -> int:
    """A tile kind 0..26 from a kind or an S1 code ("5p"); ValueError otherwise."""
    if isinstance(tile, str):
        code = tile.strip().lower()
        if code in CODE:
            return CODE.index(code)
        raise ValueError(f"not a tile code: {tile!r} (1m…9m, 1p…9p, 1s…9s)")
    if isinstance(tile, bool) or not isinstance(tile, int) or not 0 <= tile < KINDS:
        raise ValueError(f"a tile is a kind 0..{KINDS - 1} or a code like '5p', got {tile!r}")
    return tile


def tile_name(tile, lang: str = "en") -> str:
    """ "Five of Dots" / "ngũ đồng" (no code)."""
    kind = tile_kind(tile)
    rank, suit = RANK_OF[kind] - 1, SUIT_OF[kind]
    return Text(f"{RANK_EN[rank]} of {SUIT_NAME_EN[suit]}", f"{RANK_VI[rank]} {SUIT_NAME_VI[suit]}")[lang]


def tile_label(tile, lang: str = "en") -> str:
    """The tile's name with its code: "Five of Dots (5p)", "ngũ đồng (5p)"."""
    kind = tile_kind(tile)
    return f"{tile_name(kind, lang)} ({CODE[kind]})"


# ------------------------------------------------------------------------------ face drawings
def _coin(x: float, y: float, r: float, ink: str, face: str) -> str:
    """One dot as on real tiles: a coloured coin with an ivory ring and a centre."""
    return (
        f'<g class="pip"><circle cx="{x:g}" cy="{y:g}" r="{r:g}" fill="{ink}"/>'
        f'<circle cx="{x:g}" cy="{y:g}" r="{r * 0.66:.2f}" fill="{face}"/>'
        f'<circle cx="{x:g}" cy="{y:g}" r="{r * 0.45:.2f}" fill="{ink}"/>'
        f'<circle cx="{x:g}" cy="{y:g}" r="{r * 0.15:.2f}" fill="{face}"/></g>'
    )


# (x, y, colour key) per dot, and the dot radius, for ranks 2..9 (content box about 16..96 × 16..128)
_DOTS = {
    2: (19, [(56, 42, "g"), (56, 102, "b")]),
    3: (16, [(30, 30, "b"), (56, 72, "r"), (82, 114, "g")]),
    4: (17, [(33, 42, "b"), (79, 42, "g"), (33, 102, "g"), (79, 102, "b")]),
    5: (15.5, [(31, 35, "b"), (81, 35, "g"), (56, 72, "r"), (31, 109, "g"), (81, 109, "b")]),
    6: (14, [(35, 29, "g"), (77, 29, "g"), (35, 79, "r"), (77, 79, "r"), (35, 114, "r"), (77, 114, "r")]),
    7: (
        12.5,
        [(27, 25, "g"), (56, 39, "g"), (85, 53, "g"), (36, 86, "r"), (76, 86, "r"), (36, 117, "r"), (76, 117, "r")],
    ),
    8: (12.5, [(x, y, "b") for y in (26, 55, 84, 113) for x in (37, 75)]),
    9: (12, [(x, y, c) for y, c in ((29, "b"), (72, "r"), (115, "g")) for x in (28, 56, 84)]),
}


def _one_dot(ink) -> str:
    """1 dots: a large ornate coin (a ring of small beads round a red and blue flower)."""
    beads = "".join(
        f'<circle cx="{CX + 31 * _cos(a):.2f}" cy="{CY + 31 * _sin(a):.2f}" r="3.6" fill="{ink("g")}"/>'
        for a in range(0, 360, 30)
    )
    petals = "".join(
        f'<ellipse cx="{CX:g}" cy="{CY - 12:g}" rx="5.5" ry="9" fill="{ink("r")}" '
        f'transform="rotate({a} {CX:g} {CY:g})"/>'
        for a in range(0, 360, 45)
    )
    return (
        f'<g class="pip big"><circle cx="{CX:g}" cy="{CY:g}" r="38" fill="none" stroke="{ink("b")}" '
        f'stroke-width="4.5"/>{beads}'
        f'<circle cx="{CX:g}" cy="{CY:g}" r="24" fill="{ink("b")}"/>'
        f'<circle cx="{CX:g}" cy="{CY:g}" r="21" fill="{ink("face")}"/>'
        f"{petals}"
        f'<circle cx="{CX:g}" cy="{CY:g}" r="6.5" fill="{ink("face")}"/>'
        f'<circle cx="{CX:g}" cy="{CY:g}" r="3.5" fill="{ink("b")}"/></g>'
    )


def _cos(deg: float) -> float:
    import math

    return math.cos(math.radians(deg))


def _sin(deg: float) -> float:
    import math

    return math.sin(math.radians(deg))


def _dots(rank: int, ink) -> str:
    if rank == 1:
        return _one_dot(ink)
    radius, dots = _DOTS[rank]
    return "".join(_coin(x, y, radius, ink(c), ink("face")) for x, y, c in dots)


def _stick(x: float, y: float, h: float, colour: str, face: str, angle: float = 0, w: float = 13) -> str:
    """One bamboo stick centred at (x, y): a rounded stem with a node in the middle and at the ends."""
    top = y - h / 2
    rot = f' transform="rotate({angle:g} {x:g} {y:g})"' if angle else ""
    node = w + 3
    return (
        f'<g class="pip stick"{rot}>'
        f'<rect x="{x - w / 2:g}" y="{top:g}" width="{w:g}" height="{h:g}" rx="{w / 2:g}" fill="{colour}"/>'
        f'<rect x="{x - node / 2:g}" y="{y - 2.2:g}" width="{node:g}" height="4.4" rx="2.2" fill="{colour}"/>'
        f'<path d="M{x - w / 2 + 1.5:g} {y:g}H{x + w / 2 - 1.5:g}" stroke="{face}" stroke-width="1.6"/>'
        f'<path d="M{x:g} {top + 4:g}V{y - 5:g}M{x:g} {y + 5:g}V{top + h - 4:g}" stroke="{face}" '
        f'stroke-width="1.8" stroke-linecap="round" stroke-opacity="0.75"/>'
        f"</g>"
    )


# (x, y, height, colour key, angle) per stick for ranks 2..9
_STICKS = {
    2: [(56, 41, 52, "g", 0), (56, 103, 52, "b", 0)],
    3: [(56, 41, 52, "g", 0), (34, 103, 52, "b", 0), (78, 103, 52, "b", 0)],
    4: [(34, 41, 52, "g", 0), (78, 41, 52, "b", 0), (34, 103, 52, "b", 0), (78, 103, 52, "g", 0)],
    5: [(28, 41, 52, "g", 0), (84, 41, 52, "b", 0), (56, 72, 48, "r", 0), (28, 103, 52, "b", 0), (84, 103, 52, "g", 0)],
    6: [(x, y, 52, c, 0) for y, c in ((41, "g"), (103, "b")) for x in (28, 56, 84)],
    7: [(56, 29, 30, "r", 0)] + [(x, y, 34, c, 0) for y, c in ((71, "g"), (112, "b")) for x in (28, 56, 84)],
    8: [
        (23, 41, 52, "g", 0),
        (45, 41, 52, "b", 20),
        (67, 41, 52, "b", -20),
        (89, 41, 52, "g", 0),
        (23, 103, 52, "g", 0),
        (45, 103, 52, "b", -20),
        (67, 103, 52, "b", 20),
        (89, 103, 52, "g", 0),
    ],
    9: [(x, y, 36, c, 0) for y in (29, 72, 115) for x, c in ((28, "g"), (56, "r"), (84, "b"))],
}


def _bird(ink) -> str:
    """1 bamboo: a bird on a bamboo twig (a peacock's fanned tail, a red crest)."""
    g, b, r, face = ink("g"), ink("b"), ink("r"), ink("face")
    feathers = "".join(
        f'<g transform="rotate({a} 62 90)"><path d="M62 90L62 {90 - n:g}" stroke="{g}" stroke-width="3"/>'
        f'<ellipse cx="62" cy="{88 - n:g}" rx="6.5" ry="9" fill="{g}"/>'
        f'<circle cx="62" cy="{88 - n:g}" r="4" fill="{b}"/>'
        f'<circle cx="62" cy="{88 - n:g}" r="1.7" fill="{r}"/></g>'
        for a, n in ((-12, 50), (10, 52), (31, 50), (50, 40))
    )
    return (
        '<g class="pip bird">'
        + feathers
        # twig
        + f'<path d="M20 124Q56 112 96 120" stroke="{ink("brown")}" stroke-width="4" fill="none" '
        f'stroke-linecap="round"/>'
        + f'<path d="M40 118q-6-10 2-16M78 114q8-8 2-16" stroke="{g}" stroke-width="3" fill="none" '
        f'stroke-linecap="round"/>'
        # body, wing and breast
         + f'<path d="M30 74C30 60 44 56 52 64C64 74 74 86 72 100C70 112 52 116 42 108C34 100 36 88 36 84Z" '
        f'fill="{b}"/>'
        + f'<path d="M44 80C52 80 64 88 64 100C58 106 48 104 44 96Z" fill="{g}"/>'
        + f'<path d="M36 86C36 96 40 104 48 108" stroke="{r}" stroke-width="3" fill="none" '
        f'stroke-linecap="round"/>'
        # legs
        + f'<path d="M50 110L48 119M58 110L60 118" stroke="{r}" stroke-width="2.4" stroke-linecap="round"/>'
        # head, crest, eye, beak
        + f'<circle cx="34" cy="62" r="11" fill="{b}"/>'
        + f'<path d="M30 52C28 42 36 38 38 46C40 40 46 42 42 52Z" fill="{r}"/>'
        + f'<circle cx="31" cy="60" r="3.4" fill="{face}"/>'
        + f'<circle cx="30.5" cy="60" r="1.8" fill="{ink("k")}"/>'
        + f'<path d="M24 64L13 68L24 70Z" fill="{ink("gold")}"/></g>'
    )


def _bamboo(rank: int, ink) -> str:
    if rank == 1:
        return _bird(ink)
    return "".join(_stick(x, y, h, ink(c), ink("face"), angle) for x, y, h, c, angle in _STICKS[rank])


def _characters(rank: int, ink) -> str:
    # outlines (ui/glyphs), not <text>: a machine without a CJK font would show empty boxes
    return glyph_path(NUMERAL_ZH[rank - 1], CX, 45, 50, ink("k")) + glyph_path(WAN, CX, 104, 56, ink("r"))


_INKS = {"r": RED, "g": GREEN, "b": BLUE, "k": BLACK, "face": IVORY, "brown": "#8a5a2b", "gold": "#d99a1e"}


def _ink(dim: bool):
    if dim:
        return lambda key: DIM_FACE if key == "face" else DIM_INK
    return _INKS.__getitem__


def _flag(name: str, on: bool) -> str:
    return f' data-{name}="true"' if on else ""


def _badge(text: str, width: int) -> str:
    # about 14 px tall on screen whatever the tile size; 28..50 drawing units
    return corner_badge(text, VIEW_W, width, 14, 28, 50)


def _body(face: str, back: str, back_dark: str, edge: str) -> str:
    """The tile's body: the green back showing below, a white layer, the ivory face."""
    return (
        f'<rect x="{FACE_X}" y="{FACE_Y + 9}" width="{FACE_W}" height="{FACE_H}" rx="11" fill="{back}" '
        f'stroke="{back_dark}" stroke-width="1.2"/>'
        f'<rect x="{FACE_X}" y="{FACE_Y + 3}" width="{FACE_W}" height="{FACE_H}" rx="11" fill="{LAYER}" '
        f'stroke="{edge}" stroke-width="1"/>'
        f'<rect x="{FACE_X}" y="{FACE_Y}" width="{FACE_W}" height="{FACE_H}" rx="11" fill="{face}" '
        f'stroke="{edge}" stroke-width="1.4"/>'
        f'<rect x="{FACE_X + 4}" y="{FACE_Y + 4}" width="{FACE_W - 8}" height="{FACE_H - 8}" rx="8" '
        f'fill="none" stroke="#ffffff" stroke-width="1.5" stroke-opacity="0.8"/>'
    )


def _open(width: int, label: str, cls: str, extra: str = "") -> tuple[str, int]:
    if isinstance(width, bool) or not isinstance(width, int | float) or width <= 0:
        raise ValueError(f"width must be positive, got {width!r}")
    height = round(width * VIEW_H / VIEW_W)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {VIEW_W} {VIEW_H}" width="{width:g}" '
        f'height="{height}" role="img" aria-label="{escape(label)}" class="{cls}"{extra}>'
        f"<title>{escape(label)}</title>"
    ), height


def tile_svg(
    tile, *, width: int = 36, selected: bool = False, dim: bool = False, lang: str = "en", badge: str | None = None
) -> str:
    """One tile as an inline SVG string, ``width`` pixels wide (its height follows, about 4:3).

    ``selected`` draws a highlight ring round the tile, ``dim`` greys it out (no copies left, not
    playable now) and ``badge`` puts a small bubble with that text on the top-right corner ("3",
    "×2"). The SVG has ``role="img"``, an ``aria-label`` and a ``<title>`` naming the tile in
    ``lang`` ("en" or "vi"), class ``sc-tile`` and ``data-tile`` / ``data-code``.
    """
    kind = tile_kind(tile)
    label = tile_label(kind, lang) + (f", {badge}" if badge else "")
    head, _ = _open(
        width,
        label,
        "sc-tile",
        f' data-tile="{kind}" data-code="{CODE[kind]}"{_flag("selected", selected)}{_flag("dim", dim)}',
    )
    parts = [head]
    if selected:
        parts.append(
            f'<rect x="1.5" y="1.5" width="{VIEW_W - 3}" height="{VIEW_H - 3}" rx="14" fill="none" '
            f'stroke="{RING}" stroke-width="4"/>'
        )
    if dim:
        parts.append(_body(DIM_FACE, DIM_BACK, DIM_INK, DIM_INK))
    else:
        parts.append(_body(IVORY, BACK, BACK_DARK, IVORY_EDGE))
    ink = _ink(dim)
    rank, suit = RANK_OF[kind], SUIT_OF[kind]
    parts.append((_characters, _dots, _bamboo)[suit](rank, ink))
    if badge:
        parts.append(_badge(str(badge), width))
    parts.append("</svg>")
    return "".join(parts)


def tile_back_svg(*, width: int = 36, lang: str = "en") -> str:
    """A face-down tile (an opponent's concealed tile): the green back with its ivory edge."""
    label = t("sichuan.face_down", lang)
    head, _ = _open(width, label, "sc-tile sc-back")
    return "".join(
        [
            head,
            f'<rect x="{FACE_X}" y="{FACE_Y + 9}" width="{FACE_W}" height="{FACE_H}" rx="11" fill="{IVORY}" '
            f'stroke="{IVORY_EDGE}" stroke-width="1.2"/>',
            f'<rect x="{FACE_X}" y="{FACE_Y}" width="{FACE_W}" height="{FACE_H}" rx="11" fill="{BACK}" '
            f'stroke="{BACK_DARK}" stroke-width="1.4"/>',
            f'<rect x="{FACE_X + 10}" y="{FACE_Y + 10}" width="{FACE_W - 20}" height="{FACE_H - 20}" rx="7" '
            f'fill="none" stroke="#ffffff" stroke-width="2" stroke-opacity="0.35"/>',
            "</svg>",
        ]
    )


# ------------------------------------------------------------------------------ rows and melds
def tiles_row_html(
    tiles: Iterable,
    *,
    width: int = 36,
    gap: int = 3,
    lang: str = "en",
    labels: Sequence[str | None] | None = None,
    selected: Iterable[int] = (),
    dim: Iterable[int] = (),
    badges: Sequence[str | None] | None = None,
    css_class: str = "",
) -> str:
    """A wrapping flex row of tiles. ``labels`` and ``badges`` (one per tile, or None) go under and
    on the tiles (a newline in a label breaks the line); ``selected`` / ``dim`` are positions in the
    row to ring or grey out."""
    tiles = [tile_kind(t) for t in tiles]
    for name, seq in (("labels", labels), ("badges", badges)):
        if seq is not None and len(seq) != len(tiles):
            raise ValueError(f"{len(seq)} {name} for {len(tiles)} tiles")
    selected, dim = set(selected), set(dim)
    items = []
    for i, kind in enumerate(tiles):
        label = labels[i] if labels is not None else None
        caption = (
            (
                f'<span style="font-size:12px;line-height:1.2;text-align:center;max-width:{width + 28}px">'
                f"{escape(label).replace(chr(10), '<br/>')}</span>"
            )
            if label
            else ""
        )
        svg = tile_svg(
            kind,
            width=width,
            lang=lang,
            selected=i in selected,
            dim=i in dim,
            badge=badges[i] if badges is not None else None,
        )
        items.append(
            f'<span style="display:inline-flex;flex-direction:column;align-items:center;gap:2px">{svg}{caption}</span>'
        )
    extra = f" {escape(css_class)}" if css_class else ""
    return (
        f'<div class="sc-tiles-row{extra}" style="display:flex;flex-wrap:wrap;gap:{gap}px;'
        f'align-items:flex-start;margin:0.25rem 0 0.6rem">{"".join(items)}</div>'
    )


MELD_NAMES = {  # meld kind (core.sichuan.hand) -> its name
    "pung": Text("Pung", "Phỗng"),
    "kong": Text("Kong", "Khàn"),
    "concealed_kong": Text("Concealed kong", "Khàn kín"),
}


def melds_html(
    melds: Iterable[tuple[str, int]],
    *,
    lang: str = "en",
    width: int = 30,
    hidden: bool = False,
    captions: Sequence[str | None] | None = None,
) -> str:
    """Declared melds ``(kind, tile)`` as clusters of tiles with a caption each ("Pung", "Khàn kín").

    ``hidden`` shows concealed kongs face down (as the other players see them)."""
    melds = list(melds)
    clusters = []
    for i, (kind, tile) in enumerate(melds):
        tile = tile_kind(tile)
        size = 3 if kind == "pung" else 4
        if kind == "concealed_kong" and hidden:
            pictures = "".join(tile_back_svg(width=width, lang=lang) for _ in range(size))
        else:
            pictures = "".join(tile_svg(tile, width=width, lang=lang) for _ in range(size))
        name = MELD_NAMES.get(kind, Text(kind, kind))[lang]
        note = captions[i] if captions is not None and captions[i] else ""
        note_html = f'<br/><span style="opacity:.7">{escape(note)}</span>' if note else ""
        panel = (
            "border:2px solid #15803d;background:rgba(21,128,61,.08)"
            if kind != "concealed_kong"
            else "border:2px dashed #15803d;background:rgba(21,128,61,.04)"
        )
        clusters.append(
            f'<div class="sc-meld" data-kind="{escape(kind)}" data-code="{CODE[tile]}" '
            f'style="display:inline-flex;flex-direction:column;align-items:center;gap:3px;padding:5px 5px 4px;'
            f'border-radius:10px;{panel}">'
            f'<div style="display:flex;gap:1px">{pictures}</div>'
            f'<div style="font-size:12px;line-height:1.2;text-align:center"><b>{escape(name)}</b>{note_html}</div>'
            f"</div>"
        )
    return (
        '<div class="sc-melds" style="display:flex;flex-wrap:wrap;gap:8px;align-items:flex-start;'
        f'margin:0.25rem 0 0.6rem">{"".join(clusters)}</div>'
    )
