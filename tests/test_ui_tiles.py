"""ui.sichuan.tiles (Sichuan tiles as SVG) and the HTML of ui.sichuan.tile_picker, without a browser."""

import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings, strategies as st

from core.sichuan.tiles import CODE, KINDS
from ui.sichuan.tile_picker import _valid_pick, hand_row_html, picker_grid_html
from ui.sichuan.tiles import (
    NUMERAL_ZH,
    RED,
    WAN,
    melds_html,
    tile_back_svg,
    tile_kind,
    tile_label,
    tile_name,
    tile_svg,
    tiles_row_html,
)

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == SVG + "svg"
    return root


def pips(root: ET.Element) -> list[ET.Element]:
    return [e for e in root.iter() if "pip" in (e.get("class") or "").split()]


@pytest.mark.parametrize("lang", ["en", "vi"])
@pytest.mark.parametrize("kind", range(KINDS))
def test_every_tile_svg_parses_with_its_label(kind, lang):
    svg = tile_svg(kind, lang=lang)
    assert "\n" not in svg  # safe inside st.markdown
    root = parse(svg)
    label = tile_label(kind, lang)
    assert root.get("aria-label") == label
    assert root.get("role") == "img"
    assert root.find(SVG + "title").text == label
    assert root.get("data-code") == CODE[kind] and root.get("data-tile") == str(kind)
    assert label.endswith(f"({CODE[kind]})")


@pytest.mark.parametrize(
    "kind, en, vi",
    [
        (0, "One of Characters (1m)", "nhất vạn (1m)"),
        (13, "Five of Dots (5p)", "ngũ đồng (5p)"),
        (26, "Nine of Bamboo (9s)", "cửu điều (9s)"),
        (16, "Eight of Dots (8p)", "bát đồng (8p)"),
        (21, "Four of Bamboo (4s)", "tứ điều (4s)"),
        (5, "Six of Characters (6m)", "lục vạn (6m)"),
    ],
)
def test_labels_in_both_languages(kind, en, vi):
    assert tile_label(kind, "en") == en
    assert tile_label(kind, "vi") == vi
    assert tile_label(CODE[kind]) == en  # codes work too


def test_labels_are_distinct_and_consistent():
    for lang in ("en", "vi"):
        names = [tile_name(k, lang) for k in range(KINDS)]
        assert len(set(names)) == KINDS
    vi_suits = {tile_name(k, "vi").split()[-1] for k in range(KINDS)}
    assert vi_suits == {"vạn", "đồng", "điều"}


@pytest.mark.parametrize("rank", range(1, 10))
def test_characters_show_numeral_over_red_wan(rank):
    root = parse(tile_svg(rank - 1))
    assert not list(root.iter(SVG + "text"))  # outlines, not text in a CJK font the machine may lack
    texts = [
        (e.get("data-char"), e.get("fill"), float(e.get("transform").split()[1].rstrip(")")))
        for e in root.iter(SVG + "path")
        if e.get("class") == "glyph"
    ]
    assert [t for t, _, _ in texts] == [NUMERAL_ZH[rank - 1], WAN]
    assert texts[0][2] < texts[1][2]  # the numeral sits above 萬
    assert texts[1][1] == RED and texts[0][1] != RED


@pytest.mark.parametrize("suit", [1, 2])
@pytest.mark.parametrize("rank", range(1, 10))
def test_dots_and_bamboo_show_rank_pips(suit, rank):
    found = pips(parse(tile_svg(suit * 9 + rank - 1)))
    assert len(found) == rank
    if rank == 1:
        assert "big" in found[0].get("class") if suit == 1 else "bird" in found[0].get("class")


def test_pips_stay_on_the_face():
    for kind in range(9, KINDS):
        for circle in parse(tile_svg(kind)).iter(SVG + "circle"):
            x, y, r = float(circle.get("cx")), float(circle.get("cy")), float(circle.get("r"))
            assert 6 <= x - r and x + r <= 106 and 6 <= y - r and y + r <= 138, (CODE[kind], x, y, r)


def test_size_selected_dim_badge():
    root = parse(tile_svg(4, width=50, selected=True, dim=True, badge="3"))
    assert root.get("width") == "50" and int(root.get("height")) > 50
    assert root.get("data-selected") == "true" and root.get("data-dim") == "true"
    assert root.get("aria-label") == "Five of Characters (5m), 3"
    assert root.find(f"{SVG}g[@class='badge']") is not None
    plain = parse(tile_svg(4))
    assert plain.get("data-selected") is None and plain.find(f"{SVG}g[@class='badge']") is None


@pytest.mark.parametrize("bad", [-1, KINDS, True, 2.0, "0p", "10m", None, "x"])
def test_bad_tiles_are_refused(bad):
    with pytest.raises(ValueError):
        tile_svg(bad)
    with pytest.raises(ValueError):
        tile_kind(bad)


def test_bad_width_is_refused():
    with pytest.raises(ValueError):
        tile_svg(0, width=0)


def test_back_and_rows_and_melds():
    assert parse(tile_back_svg(width=20, lang="vi")).get("aria-label")
    row = tiles_row_html([0, "5p", 26], labels=["a", None, "c\nd"], dim=[1], selected=[2], lang="vi")
    wrapper = ET.fromstring(row)
    svgs = list(wrapper.iter(SVG + "svg"))
    assert [s.get("data-code") for s in svgs] == ["1m", "5p", "9s"]
    assert svgs[1].get("data-dim") == "true" and svgs[2].get("data-selected") == "true"
    assert "c<br/>d" in row
    with pytest.raises(ValueError):
        tiles_row_html([0, 1], labels=["only one"])
    melds = melds_html([("pung", 4), ("kong", 13), ("concealed_kong", 22)], lang="en")
    tree = ET.fromstring(melds)
    assert len(list(tree.iter(SVG + "svg"))) == 11
    hidden = ET.fromstring(melds_html([("concealed_kong", 22)], hidden=True))
    assert all("sc-back" in s.get("class") for s in hidden.iter(SVG + "svg"))
    assert "Khàn kín" in melds_html([("concealed_kong", 22)], lang="vi")


def test_picker_grid_offers_only_copies_left():
    left = [4] * KINDS
    left[13] = 0
    left[0] = 3
    grid = ET.fromstring(f"<div>{picker_grid_html(left, lang='en')}</div>")
    buttons = grid.findall("button")
    assert [b.get("data-code") for b in buttons] == list(CODE)
    assert buttons[13].get("disabled") == "disabled"
    assert buttons[0].get("aria-label") == "One of Characters (1m), 3 left"
    assert buttons[13].get("aria-label") == "Five of Dots (5p), none left"
    vi = ET.fromstring(f"<div>{picker_grid_html(left, lang='vi')}</div>").findall("button")
    assert vi[0].get("aria-label") == "nhất vạn (1m), còn 3"
    with pytest.raises(ValueError):
        picker_grid_html([4] * 26)
    with pytest.raises(ValueError):
        picker_grid_html([5] + [4] * 26)  # never a fifth copy


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 4), min_size=KINDS, max_size=KINDS))
def test_picker_disables_exactly_the_exhausted_kinds(left):
    buttons = ET.fromstring(f"<div>{picker_grid_html(left)}</div>").findall("button")
    assert [b.get("disabled") is not None for b in buttons] == [n == 0 for n in left]
    for kind in range(KINDS):
        assert (_valid_pick(kind, lambda k: left[k] > 0) is not None) == (left[kind] > 0)


@pytest.mark.parametrize("value", [True, 1.5, -1, KINDS, "3", None])
def test_picks_from_the_browser_are_checked(value):
    assert _valid_pick(value, lambda k: True) is None


def test_hand_row_enables_playable_tiles_and_sets_the_draw_apart():
    html = hand_row_html([0, 0, 13], playable={0}, drawn=26, highlight=0, lang="en")
    buttons = ET.fromstring(f"<div>{html}</div>").findall("button")
    assert [b.get("data-code") for b in buttons] == ["1m", "1m", "5p", "9s"]
    assert [b.get("disabled") is None for b in buttons] == [True, True, False, False]
    assert "drawn" in buttons[-1].get("class")
    assert buttons[-1].get("aria-label") == "Nine of Bamboo (9s), just drawn, cannot be discarded now"
    rings = [b for b in buttons if b.find(f"{SVG}svg").get("data-selected") == "true"]
    assert len(rings) == 1
