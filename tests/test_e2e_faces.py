"""Card faces and tiles draw their Chinese characters in a browser with no CJK font (this machine:
Debian Chromium, `fc-list :lang=zh` empty). With <text> in a CJK font, 七 and 九 both came out as
the same empty box; as outlines they differ."""

from __future__ import annotations

import io

import pytest

from core.chan.cards import CC, FACE, FACES
from e2e_helpers import ARTIFACTS, CHROMIUM_ARGS, chromium_or_skip
from ui.chan.cards import card_svg
from ui.sichuan.tiles import tile_svg


@pytest.fixture(scope="module")
def page():
    from playwright.sync_api import sync_playwright

    path = chromium_or_skip()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 900, "height": 700}, device_scale_factor=1)
        yield page
        browser.close()


def render(page, svgs: dict[str, str], name: str):
    """Each SVG in its own box; returns {key: PIL image of that box}, saves the sheet to artifacts/."""
    from PIL import Image

    body = "".join(f'<div id="{key}" style="display:inline-block;margin:4px">{svg}</div>' for key, svg in svgs.items())
    page.set_content(f'<html><body style="margin:0;background:#fff">{body}</body></html>')
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"faces_{name}.png"), full_page=True)
    return {key: Image.open(io.BytesIO(page.locator(f"#{key}").screenshot())).convert("RGB") for key in svgs}


def ink_pixels(image, box) -> int:
    """Pixels in `box` (fractions of the image) far from the paper (dark or strongly coloured)."""
    w, h = image.size
    crop = image.crop((round(box[0] * w), round(box[1] * h), round(box[2] * w), round(box[3] * h)))
    return sum(1 for r, g, b in crop.get_flattened_data() if min(r, g, b) < 140)


def differing_pixels(a, b) -> int:
    assert a.size == b.size
    pixels = zip(a.get_flattened_data(), b.get_flattened_data(), strict=True)
    return sum(1 for p, q in pixels if sum(abs(x - y) for x, y in zip(p, q, strict=True)) > 60)


CHAN = {f"c{FACE[f].code}": f for f in range(FACES)}


def test_chan_seven_and_nine_faces_differ_and_are_not_blank(page):
    shots = render(page, {key: card_svg(face, width=88) for key, face in CHAN.items()}, "chan")
    # the numeral (top quarter) and the suit character (second quarter) are inked on every card
    for key, image in shots.items():
        assert ink_pixels(image, (0.2, 0.13, 0.8, 0.36)) > 150, f"{key}: no numeral drawn"
        assert ink_pixels(image, (0.2, 0.38, 0.8, 0.6)) > 150, f"{key}: no suit character drawn"
    # thất (7) and cửu (9) of each suit: the numerals differ, drawn where the numeral is
    for suit in "vsn":
        seven, nine = shots[f"c7{suit}"], shots[f"c9{suit}"]
        top = [img.crop((0, 0, img.width, img.height * 36 // 100)) for img in (seven, nine)]
        assert differing_pixels(*top) > 300, f"7{suit} and 9{suit} look the same"
    # the suit characters differ too: 七萬 vs 七索 vs 七文 (same black ink, same numeral)
    mids = [
        shots[f"c7{s}"].crop((0, shots["c7v"].height * 38 // 100, shots["c7v"].width, shots["c7v"].height * 60 // 100))
        for s in "vsn"
    ]
    assert differing_pixels(mids[0], mids[1]) > 300 and differing_pixels(mids[1], mids[2]) > 300
    assert f"c{FACE[CC].code}" in shots


def test_sichuan_seven_and_nine_characters_differ_and_are_not_blank(page):
    shots = render(page, {f"t{rank}m": tile_svg(rank - 1, width=84) for rank in range(1, 10)}, "sichuan")
    for key, image in shots.items():
        assert ink_pixels(image, (0.2, 0.12, 0.8, 0.82)) > 200, f"{key}: blank character tile"
    seven, nine = shots["t7m"], shots["t9m"]
    top = [img.crop((0, 0, img.width, img.height * 45 // 100)) for img in (seven, nine)]
    assert differing_pixels(*top) > 200
    # every numeral one to nine looks different from every other
    tops = [shots[f"t{r}m"].crop((0, 0, seven.width, seven.height * 45 // 100)).tobytes() for r in range(1, 10)]
    assert len(set(tops)) == 9
