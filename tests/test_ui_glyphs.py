"""ui/glyphs: outlines for every Chinese character the cards and tiles print, no font at run time."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from core.chan.cards import RANK_ZH, SUIT_ZH
from ui.glyphs import GLYPHS, glyph_path
from ui.sichuan.tiles import NUMERAL_ZH, WAN

ROOT = Path(__file__).resolve().parent.parent
FONT = os.environ.get("GLYPH_FONT", "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc")


def test_every_character_printed_has_an_outline():
    needed = set(RANK_ZH.values()) | set(SUIT_ZH) | {"支"} | set(NUMERAL_ZH) | {WAN}
    assert needed <= set(GLYPHS)
    for char, d in GLYPHS.items():
        assert re.fullmatch(r"[MLHVCQZ0-9 .\-]+", d), char  # plain path data, closed contours
        assert d.startswith("M") and d.endswith("Z")


def test_glyph_path_places_and_scales_the_outline():
    svg = glyph_path("七", 58, 80, 70, "#123456")
    assert 'transform="translate(58 80) scale(0.07)"' in svg and 'fill="#123456"' in svg
    assert 'data-char="七"' in svg and GLYPHS["七"] in svg
    with pytest.raises(KeyError):
        glyph_path("龍", 0, 0, 10, "#000")


def test_the_app_does_not_need_fonttools_or_the_font():
    code = (
        "import sys; import ui.chan.cards, ui.sichuan.tiles; ui.chan.cards.card_svg(0); "
        "ui.sichuan.tiles.tile_svg(0); "
        "assert 'fontTools' not in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)
    assert "fonttools" not in (ROOT / "requirements.txt").read_text().lower()
    assert (ROOT / "ui" / "glyphs" / "OFL.txt").read_text().count("SIL OPEN FONT LICENSE Version 1.1") == 1


def test_paths_regenerate_from_the_font():
    pytest.importorskip("fontTools")
    if not Path(FONT).exists():
        pytest.skip(f"{FONT} not here (apt-get download fonts-noto-cjk; set GLYPH_FONT)")
    subprocess.run([sys.executable, str(ROOT / "ui" / "glyphs" / "build_glyphs.py"), FONT, "--check"], check=True)
