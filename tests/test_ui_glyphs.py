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


def test_characters_in_text_become_pictures_with_their_alt_text():
    """Without a CJK font a character in a lesson or a rule shows as a box: each one with an
    outline becomes a picture (a Markdown image, or an <img> in HTML) whose alt text is itself."""
    import base64
    import re

    from ui.glyphs import GLYPHS, with_glyph_images

    md = with_glyph_images("Văn 文 and cửu 九.")
    assert md.startswith("Văn ![文](data:image/svg+xml;base64,") and " and cửu ![九](" in md and md.endswith(").")
    uri = re.search(r"\(data:image/svg\+xml;base64,([^)]+)\)", md).group(1)
    svg = base64.b64decode(uri).decode()
    assert 'data-char="文"' in svg and GLYPHS["文"][:40] in svg
    html = with_glyph_images("Vạn 萬", html=True)
    assert html.startswith('Vạn <img alt="萬" src="data:image/svg+xml;base64,')
    assert with_glyph_images("平胡 stays") == "平胡 stays"  # no outline: left as text


def test_the_first_lesson_and_the_rulebook_draw_their_characters():
    import re

    from core.chan.rulebook import RULEBOOK
    from ui.glyphs import CHARS
    from ui.learn.lessons import all_lessons, inline
    from ui.rules_view import rule_block

    def bare(text: str) -> list[str]:  # characters outside an image's alt text
        return CHARS.findall(re.sub(r'!\[.\]\([^)]*\)|<img alt="."[^>]*>', "", text))

    lesson = all_lessons()[0]
    texts = [s.value for s in lesson.segments("en") if s.kind == "md"]
    assert any(CHARS.search(x) for x in texts)  # the lesson does write 萬, 索, 文 …
    assert all(bare(inline(x, "en")) == [] for x in texts)
    block = rule_block(RULEBOOK["cards.names"], "en")
    assert bare(block) == [] and '<img alt="萬"' in block
