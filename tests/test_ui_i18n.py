"""The app's text catalogues (ui.i18n): one file per language, namespaced keys, every key the code asks for.

Each ui/locales/<code>.toml is a language; its sections are the areas `app.`, `play.`, `learn.` and
`sichuan.`; `t(key, lang, **values)` is the one lookup, English the fallback. The code scan reads every `t(...)` /
`t_you(...)` call with a literal key (or the literal start of one) in ui/, pages/ and app.py, and
every string literal that looks like a key ("sichuan.pay_win_rob" in a table of keys; one ending in
"_" is a prefix), and checks that the catalogue has it.
"""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from ui import i18n
from ui.i18n import languages, suit_name, t, t_you

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted([*ROOT.glob("ui/**/*.py"), *ROOT.glob("pages/*.py"), ROOT / "app.py"])
AREAS = (  # story: the deal's story; learner: "Your record"; keys: keyboard play; progress and puzzles: their pages
    "app", "play", "learn", "sichuan", "review", "store", "story", "learner", "keys", "progress", "puzzles", "glossary",
)  # fmt: skip
KEY = re.compile(r"^(?:" + "|".join(AREAS) + r")\.\w+$")
ENGLISH = languages()["en"].texts
VIETNAMESE = languages()["vi"].texts
YOU_EN = {key.removeprefix("you."): text for key, text in ENGLISH.items() if key.startswith("you.")}
CATALOGUE = {key: (text, VIETNAMESE.get(key)) for key, text in ENGLISH.items() if not key.startswith("you.")}


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_key_is_namespaced_and_has_both_languages():
    assert set(VIETNAMESE) == set(CATALOGUE), set(VIETNAMESE) ^ set(CATALOGUE)  # Vietnamese is complete
    for key, (en, vi) in CATALOGUE.items():
        assert KEY.match(key), key
        assert en.strip() and vi and vi.strip(), f"{key}: an empty text"


def test_both_languages_fill_in_the_same_values():
    for key, (en, vi) in CATALOGUE.items():
        assert placeholders(en) == placeholders(vi), key
    for key, en in YOU_EN.items():
        assert key in CATALOGUE and placeholders(en) <= placeholders(CATALOGUE[key][0]) | {"who"}, key


def heads(arg: ast.expr) -> list[tuple[str, bool]]:
    """The literal key (False) or key prefix (True) a `t()` call's first argument starts with."""
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return [(arg.value, False)]
    if isinstance(arg, ast.BinOp) and isinstance(arg.left, ast.Constant):  # "play.phase_" + deal.phase
        return [(arg.left.value, True)]
    if isinstance(arg, ast.JoinedStr) and isinstance(arg.values[0], ast.Constant):  # f"app.cp_ev_{kind}_row"
        return [(arg.values[0].value, True)]
    if isinstance(arg, ast.IfExp):  # "app.an_ready_one" if n == 1 else "app.an_ready"
        return heads(arg.body) + heads(arg.orelse)
    return []  # a variable: its literal is checked where it is written (below)


def keys_used() -> list[tuple[str, str, bool]]:
    """(where, key or key prefix, whether it is a prefix) for every literal key in the code."""
    found = []
    for path in SOURCES:
        where = str(path.relative_to(ROOT))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("t", "t_you")
                and node.args
            ):
                found += [(f"{where}:{node.lineno}", key, prefix) for key, prefix in heads(node.args[0])]
            elif (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and KEY.match(node.value)
                and not node.value.endswith(".py")
            ):  # a page file ("play.py") is not a key
                found.append((where, node.value, node.value.endswith("_")))  # "app.an_size_" + n: a prefix
    return found


def test_every_key_the_code_uses_is_in_the_catalogue():
    used = keys_used()
    assert len(used) > 500  # the scan sees the calls
    missing = [
        (where, key)
        for where, key, prefix in used
        if not (any(k.startswith(key) for k in CATALOGUE) if prefix else key in CATALOGUE)
    ]
    assert not missing, missing


def test_the_scan_would_see_a_missing_key():
    call = ast.parse('t("play.no_such_key" if x else "no_namespace", lang)').body[0].value
    assert heads(call.args[0]) == [("play.no_such_key", False), ("no_namespace", False)]
    assert "play.no_such_key" not in CATALOGUE
    with pytest.raises(KeyError):
        t("play.no_such_key")


def test_t_fills_in_values_in_either_language_and_falls_back_to_english():
    assert t("app.bad_input", "en", error="x") == "Bad input: x"
    assert t("app.bad_input", "vi", error="x") == "Nhập sai: x"
    assert t("app.bad_input", "fr", error="x") == "Bad input: x"
    assert t("play.title", "vi") == "Chơi có hướng dẫn" and t("learn.title", "vi") == "Học chơi"


def test_keys_once_in_two_tables_keep_their_own_texts():
    """The same short key in two areas (two sections of a catalogue) is two keys with each area's text."""
    assert CATALOGUE["app.bad_input"] == CATALOGUE["sichuan.bad_input"]
    short = {area: {k.split(".", 1)[1] for k in CATALOGUE if k.startswith(area + ".")} for area in AREAS}
    shared = short["app"] & short["sichuan"]
    assert shared and any(CATALOGUE["app." + k] != CATALOGUE["sichuan." + k] for k in shared)


def test_the_second_person_and_the_data_pairs():
    key = next(iter(YOU_EN))
    assert t_you(key, "en", True, who="AI 1", tile="1m", suit="m", fan=1, base=1, how="x") == YOU_EN[key].format(
        who="AI 1", tile="1m", suit="m", fan=1, base=1, how="x"
    )
    assert t_you(key, "vi", True, who="AI 1", tile="1m", suit="m", fan=1, base=1, how="x") == t(
        key, "vi", who="AI 1", tile="1m", suit="m", fan=1, base=1, how="x"
    )
    assert not hasattr(i18n, "pick")  # one reader of a language code for data: core's Text.pick
    assert suit_name(0, "en") == "characters (m)" and suit_name(2, "vi") == "điều (s)"


def test_no_hand_written_language_branches_in_the_app():
    """Texts come from the catalogue (`t`) or, for texts that come from data, from a `Text`: no `== "vi"`."""
    branch = re.compile(r"""[=!]=\s*["']vi["']|["']vi["']\s*[=!]=""")
    found = [
        f"{path.relative_to(ROOT)}:{n}"
        for path in SOURCES
        if path != ROOT / "ui" / "i18n.py"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if branch.search(line)
    ]
    assert not found, found
