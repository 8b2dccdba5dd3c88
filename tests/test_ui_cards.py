"""ui.chan.cards and the picker's HTML: SVG cards, rows, groups (D1 colours, D2 codes)."""

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import given, strategies as hst

from core.chan.cards import CC, CODE, FACE, FACES, RANK_ZH, SUIT_ZH, parse_cards
from ui.chan.cards import BLACK_INK, RED_INK, card_label, card_svg, cards_row_html, group_name, groups_html
from ui.chan.picker import _valid_pick, picker_grid_html

SVG_NS = "{http://www.w3.org/2000/svg}"
ALL_FACES = range(FACES)


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def texts(root: ET.Element) -> list[str]:
    """What the card shows: its Latin <text> and its Chinese characters (outlines with data-char)."""
    return [el.text or "" for el in root.iter(f"{SVG_NS}text")] + [
        el.get("data-char") for el in root.iter(f"{SVG_NS}path") if el.get("class") == "glyph"
    ]


@pytest.mark.parametrize("face", ALL_FACES)
def test_chinese_characters_are_outlines_not_text_in_a_font(face):
    # a machine without a CJK font shows <text>萬</text> as an empty box; paths draw everywhere
    root = parse(card_svg(face))
    assert not any(re.search(r"[\u3400-\u9fff]", el.text or "") for el in root.iter(f"{SVG_NS}text"))
    glyphs = [el for el in root.iter(f"{SVG_NS}path") if el.get("class") == "glyph"]
    assert len(glyphs) == 2 and all(len(el.get("d")) > 50 for el in glyphs)


def drawing(svg: str) -> str:
    """The SVG without what names the card (title, aria-label, data-*), i.e. what is drawn."""
    root = parse(svg)
    for key in [k for k in root.attrib if k.startswith("data-") or k == "aria-label"]:
        del root.attrib[key]
    for title in root.findall(f"{SVG_NS}title"):
        root.remove(title)
    return ET.tostring(root, encoding="unicode")


@pytest.mark.parametrize("face", ALL_FACES)
@pytest.mark.parametrize("lang", ["en", "vi"])
def test_every_face_is_valid_svg_named_in_the_language(face, lang):
    svg = card_svg(face, lang=lang)
    root = parse(svg)
    assert root.tag == f"{SVG_NS}svg"
    assert root.get("role") == "img"
    name = FACE[face].name.vi if lang == "vi" else FACE[face].name.en
    label = root.get("aria-label")
    assert label == f"{name} ({CODE[face]})" == card_label(face, lang)
    assert root.find(f"{SVG_NS}title").text == label
    assert root.get("viewBox") and "<image" not in svg  # vector only
    assert "\n" not in svg  # safe inside st.markdown


def test_aria_labels_examples():
    assert card_label(parse_cards("7n")[0], "vi") == "thất văn (7n)"
    assert card_label(parse_cards("7n")[0], "en") == "Seven of Coins (7n)"
    assert card_label(CC, "vi") == "chi chi (cc)"


@pytest.mark.parametrize("face", ALL_FACES)
def test_red_cards_use_red_ink_and_black_cards_do_not(face):
    # D1: 8 and 9 of Vạn and Sách, and Chi chi, are red
    svg = card_svg(face)
    if FACE[face].red:
        assert RED_INK in svg and BLACK_INK not in svg
    else:
        assert BLACK_INK in svg and RED_INK not in svg


@pytest.mark.parametrize("face", [f for f in ALL_FACES if f != CC])
def test_ordinary_face_shows_numeral_suit_and_code(face):
    shown = texts(parse(card_svg(face)))
    card = FACE[face]
    assert RANK_ZH[card.rank] in shown and SUIT_ZH[card.suit] in shown and card.code in shown
    assert "支" not in shown


def test_chi_chi_is_distinct_from_every_other_card():
    cc = card_svg(CC)
    shown = texts(parse(cc))
    assert "支" in shown and "Chi chi" in shown and "cc" in shown
    assert not set(RANK_ZH.values()) & set(shown) and not set(SUIT_ZH) & set(shown)
    cc_drawing = drawing(cc)
    for face in range(CC):
        assert drawing(card_svg(face)) != cc_drawing


def test_faces_are_all_drawn_differently():
    assert len({drawing(card_svg(face)) for face in ALL_FACES}) == FACES


def test_long_narrow_shape_and_width():
    root = parse(card_svg(0, width=50))
    assert root.get("width") == "50"
    assert 2.6 < int(root.get("height")) / 50 < 3.3  # card 1:3.2 inside a small margin
    card_body = [el for el in root.iter(f"{SVG_NS}rect") if el.get("width") == "100"][0]
    assert float(card_body.get("height")) / float(card_body.get("width")) == pytest.approx(3.2)


@pytest.mark.parametrize("face", [0, 21, CC])
def test_dim_selected_and_badge_change_the_output(face):
    plain = card_svg(face)
    dim = card_svg(face, dim=True)
    selected = card_svg(face, selected=True)
    badged = card_svg(face, badge="×2")
    assert len({plain, dim, selected, badged}) == 4
    assert RED_INK not in dim and BLACK_INK not in dim  # greyed out
    assert parse(dim).get("data-dim") == "true"
    assert parse(selected).get("data-selected") == "true"
    assert drawing(selected) != drawing(plain)
    root = parse(badged)
    assert "×2" in texts(root) and root.get("aria-label").endswith(", ×2")
    assert "3 left" in texts(parse(card_svg(face, badge="3 left")))
    for svg in (dim, selected, badged):
        assert parse(svg).get("width") == parse(plain).get("width")  # same size, no layout jump


def test_badge_text_is_escaped():
    root = parse(card_svg(0, badge="<b>&"))
    assert "<b>&" in texts(root)


@pytest.mark.parametrize("bad", [-1, 25, 3.0, "3v", True, None])
def test_bad_face_is_refused(bad):
    with pytest.raises(ValueError):
        card_svg(bad)


def test_cards_row_has_one_svg_per_card_and_labels():
    faces = parse_cards("2v 2v 7n cc 9s")
    html = cards_row_html(faces, width=30, gap=6, lang="vi", labels=["a", None, "c&d", "", "e"])
    root = ET.fromstring(html)
    svgs = list(root.iter(f"{SVG_NS}svg"))
    assert html.count("<svg") == len(faces) == len(svgs)
    assert [int(s.get("data-face")) for s in svgs] == faces
    assert all(s.get("width") == "30" for s in svgs)
    assert svgs[2].get("aria-label") == "thất văn (7n)"
    assert "gap:6px" in root.get("style") and "flex-wrap:wrap" in root.get("style")
    assert "c&amp;d" in html and "\n" not in html
    assert cards_row_html([]).count("<svg") == 0
    with pytest.raises(ValueError):
        cards_row_html(faces, labels=["only one"])


def test_groups_html_captions_and_exposed_marks():
    groups = [
        ("chan", parse_cards("5v 5v"), True),
        ("ca", parse_cards("9v 9n"), False),
        ("ba_dau", parse_cards("3v 3s 3n"), False),
        ("que", [CC], False),
    ]
    for lang, names, exposed_word in (
        ("en", ["identical pair", "same-rank pair", "three heads", "lone card"], "exposed"),
        ("vi", ["Chắn", "Cạ", "Ba đầu", "Què"], "đã hạ"),
    ):
        html = groups_html(groups, lang)
        root = ET.fromstring(html)
        clusters = [el for el in root.iter("div") if el.get("class") == "chan-group"]
        assert [c.get("data-kind") for c in clusters] == ["chan", "ca", "ba_dau", "que"]
        assert [c.get("data-exposed") for c in clusters] == ["true", "false", "false", "false"]
        assert [len(list(c.iter(f"{SVG_NS}svg"))) for c in clusters] == [2, 2, 3, 1]
        captions = ["".join(c.itertext()) for c in clusters]
        assert all(name in caption for name, caption in zip(names, captions, strict=True))
        assert exposed_word in captions[0] and not any(exposed_word in c for c in captions[1:])
        assert clusters[0].get("style") != clusters[1].get("style")  # exposed panel looks different
        assert "\n" not in html
    assert group_name("ba_dau", "vi") == "Ba đầu" and group_name("chan") == "Chắn (identical pair)"


# ---- the picker's grid (the browser side is in test_ui_picker_browser.py)


def buttons(html: str) -> list[ET.Element]:
    return list(ET.fromstring(f"<div>{html}</div>").iter("button"))


def test_picker_grid_has_25_buttons_in_suit_rows_with_counts():
    left = [4] * FACES
    left[20] = 0
    left[3] = 1
    grid = buttons(picker_grid_html(left))
    faces = [int(b.get("data-face")) for b in grid]
    assert sorted(faces) == list(ALL_FACES) and faces[:8] == [0, 3, 6, 9, 12, 15, 18, 21] and faces[-1] == CC
    by_face = {int(b.get("data-face")): b for b in grid}
    assert by_face[20].get("disabled") is not None and by_face[20].get("aria-label") == "Eight of Coins (8n), none left"
    assert by_face[3].get("disabled") is None and by_face[3].get("aria-label") == "Three of Myriads (3v), 1 left"
    assert all(b.get("type") == "button" for b in grid)
    vi = {int(b.get("data-face")): b for b in buttons(picker_grid_html(left, lang="vi"))}
    assert vi[3].get("aria-label") == "tam vạn (3v), còn 1 lá" and vi[20].get("aria-label") == "bát văn (8n), hết lá"


@given(hst.lists(hst.integers(0, 4), min_size=FACES, max_size=FACES))
def test_picker_disables_exactly_the_empty_faces(left):
    disabled = {int(b.get("data-face")) for b in buttons(picker_grid_html(left)) if b.get("disabled") is not None}
    assert disabled == {f for f in ALL_FACES if left[f] == 0}
    for face in ALL_FACES:
        assert _valid_pick(face, left) == (face if left[face] else None)


@pytest.mark.parametrize("value", [None, -1, 25, 2.5, "3", True, [3]])
def test_picker_ignores_values_that_are_not_faces(value):
    assert _valid_pick(value, [4] * FACES) is None


@pytest.mark.parametrize("left", [[4] * 24, [4] * 24 + [-1], [4] * 24 + [1.5]])
def test_picker_refuses_bad_counts(left):
    with pytest.raises(ValueError):
        picker_grid_html(left)


def test_demo_app_renders_under_apptest():
    from streamlit.testing.v1 import AppTest

    app = Path(__file__).with_name("ui_picker_app.py")
    at = AppTest.from_file(str(app), default_timeout=30).run()
    assert not at.exception
    shown = " ".join(m.value for m in at.markdown)
    assert re.search(r"returned: `none`", shown) and shown.count("<svg") == 7 + 8


def test_every_group_of_a_hand_carries_its_glossary_definition():
    from ui.chan.cards import groups_html
    from ui.glossary import term_definition

    html = groups_html(
        [("chan", (0, 0), False), ("ca", (1, 2), False), ("ba_dau", (3, 4, 5), False), ("que", (6,), False)], "vi"
    )
    for kind in ("chan", "ca", "ba_dau", "que"):
        assert term_definition(kind, "vi") in html


@pytest.mark.parametrize("face", ALL_FACES)
def test_red_cards_carry_a_second_cue_besides_the_ink(face):
    # Tám đỏ and Bạch định turn on red cards: a reader who cannot tell the inks apart sees the corner
    cues = [el for el in parse(card_svg(face)).iter(f"{SVG_NS}path") if el.get("class") == "red-cue"]
    assert len(cues) == (1 if FACE[face].red else 0)
    assert len(
        [el for el in parse(card_svg(face, dim=True)).iter(f"{SVG_NS}path") if el.get("class") == "red-cue"]
    ) == len(cues)
