"""The engine speaks every language through one value (issue 23, "languages as data"): no record in
core has a pair of `x_en` / `x_vi` fields, no core function takes a `lang` parameter (the one
reader of a language code is `Text.pick`), and a `Text` read like an old (en, vi) pair is refused
instead of quietly answering in English."""

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

from core.chan.coach import coach
from core.chan.deal import Deal
from core.chan.scoring import CUOC_NAMES
from core.common.rulebook import GAMES
from core.common.text import Text

CORE = Path(__file__).resolve().parent.parent / "core"
PAIRED = re.compile(r"[a-z][a-z0-9_]*_(en|vi)")
READS_A_CODE = {"core/common/text.py"}  # Text.get / Text.pick / is_vi: the one place


def _modules():
    for path in sorted(CORE.rglob("*.py")):
        yield path.relative_to(CORE.parent).as_posix(), ast.parse(path.read_text(encoding="utf-8"))


def _record_names(tree: ast.Module):
    """Every field, class attribute, property and `self.x` attribute a class of the module defines."""
    for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
        for node in cls.body:
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                yield cls.name, node.target.id
            elif isinstance(node, ast.Assign):
                yield from ((cls.name, t.id) for t in node.targets if isinstance(t, ast.Name))
            elif isinstance(node, ast.FunctionDef):
                yield cls.name, node.name
                for sub in ast.walk(node):
                    if isinstance(sub, ast.Attribute) and isinstance(sub.ctx, ast.Store):
                        if isinstance(sub.value, ast.Name) and sub.value.id == "self":
                            yield cls.name, sub.attr


def test_no_record_in_core_has_a_field_per_language():
    found = [
        f"{path}: {cls}.{name}"
        for path, tree in _modules()
        for cls, name in _record_names(tree)
        if PAIRED.fullmatch(name)
    ]
    assert found == []


def test_no_name_in_core_is_one_language_of_a_pair():
    """Not even a local: a text in two languages is one Text (JSON keys such as "reason_vi" are strings)."""
    found = [
        f"{path}:{tok.start[0]} {tok.string}"
        for path in sorted(CORE.rglob("*.py"))
        for tok in tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline)
        if tok.type == tokenize.NAME and PAIRED.fullmatch(tok.string) and tok.string != "is_vi"
    ]
    assert found == []


def test_no_function_in_core_takes_a_language():
    found = [
        f"{path}:{node.lineno}"
        for path, tree in _modules()
        if path not in READS_A_CODE
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
        and any(a.arg == "lang" for a in [*node.args.args, *node.args.kwonlyargs])
    ]
    assert found == []


def test_a_text_read_as_an_old_pair_is_refused():
    name = CUOC_NAMES["tom"]
    assert name["vi"] == "Tôm" and name["fr"] == name.en  # a missing language reads as English
    for index in (0, 1):
        with pytest.raises(TypeError, match="language code"):
            name[index]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_rules_and_topics_carry_their_texts_as_one_value(game):
    book = GAMES[game].part("rulebook")
    assert all(isinstance(r.title, Text) and isinstance(r.text, Text) for r in book)
    assert all(isinstance(title, Text) for _, title in book.topics)


def test_the_coach_gives_its_reason_as_one_value():
    deal = Deal(seed=2)
    while deal.to_act != 0:
        deal.act(deal.legal_actions()[0])
    advice = coach(deal, 0, samples=2)
    assert all(isinstance(a.reason, Text) and a.reason.en and a.reason.vi for a in advice)
    assert advice[0].to_json()["reason"] == advice[0].reason.en  # the pinned JSON keys stay


# ---------------------------------------------------------------------------- games as a registry
ROOT = CORE.parent
SHARED_LEARNING = (  # what every game's learner uses: it names no game, it asks the registry
    "ui/learn/drills.py",
    "ui/learn/lessons.py",
    "ui/learn/quiz.py",
    "ui/puzzles.py",
    "ui/puzzles_view.py",
    "ui/common/learning.py",
    "ui/launch.py",
    "tutorials/lessons.py",
    "pages/learn.py",
    "pages/puzzles.py",
    "pages/progress.py",
    "core/common/puzzles.py",
    "ui/common/card_size.py",
    "pages/rules.py",
    "app.py",
)


def _names_a_game(path: str) -> list[str]:
    """The imports of a game's own modules and the game ids written as strings (docstrings aside)."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    found = []
    for node in ast.walk(tree):
        modules = []
        if isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            modules = [node.module or ""] + [alias.name for alias in node.names]
        found += [m for m in modules if set(m.split(".")) & set(GAMES)]
        if isinstance(node, ast.Constant) and node.value in GAMES and id(node) not in docstrings:
            found.append(repr(node.value))
    return found


@pytest.mark.parametrize("path", SHARED_LEARNING)
def test_the_shared_learning_modules_name_no_game(path):
    """Drills, lessons, quizzes, puzzles and the engines' commands reach each game through the registry
    (its parts, its lessons folder's blocks.py, its UI package's learning.py): a third game is its own
    modules plus a registry entry, not an edit here."""
    assert _names_a_game(path) == []
