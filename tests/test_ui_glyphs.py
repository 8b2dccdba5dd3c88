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


CJK = re.compile("[\u2e80-\u9fff\uf900-\ufaff]")
SHOWN = ["tutorials", "ui", "pages", "core/sichuan", "core/chan"]  # every text a user may be shown


def test_no_chinese_character_the_app_shows_lacks_an_outline():
    """Without a CJK font an unknown character is a box: every one in the lessons, the pages, the
    fan names and the card names must have an outline (then build_glyphs.py draws it)."""
    missing: dict[str, set[str]] = {}
    for top in SHOWN:
        for path in (ROOT / top).rglob("*"):
            if path.suffix in (".py", ".md", ".json", ".toml") and path.name != "paths.py":
                for char in CJK.findall(path.read_text(encoding="utf-8")):
                    if char not in GLYPHS:
                        missing.setdefault(char, set()).add(str(path.relative_to(ROOT)))
    assert not missing, f"add these to CHARS in ui/glyphs/build_glyphs.py: {missing}"


def test_a_word_becomes_one_picture_of_its_characters_side_by_side():
    import base64

    from core.sichuan.scoring import FANS
    from ui.glyphs import word_uri

    for fan in FANS:
        svg = base64.b64decode(word_uri(fan.chinese, 20).split(",", 1)[1]).decode()
        assert svg.count('class="glyph"') == len(fan.chinese), fan.id
        assert f'width="{20 * len(fan.chinese)}"' in svg and f"<title>{fan.chinese}</title>" in svg
    svg = base64.b64decode(word_uri("平胡", 20).split(",", 1)[1]).decode()
    assert 'data-char="平" transform="translate(10 10)' in svg and 'data-char="胡" transform="translate(30 10)' in svg
    with pytest.raises(KeyError):
        word_uri("平龍")


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
    assert with_glyph_images("龍 stays") == "龍 stays"  # no outline: left as text


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
    assert all(bare(inline(x, "en", lesson.game)) == [] for x in texts)
    block = rule_block(RULEBOOK["cards.names"], "en")
    assert bare(block) == [] and '<img alt="萬"' in block
