"""Lessons as data: load, parse and validate the files under tutorials/ (standard library + core).

A lesson is three files in ``tutorials/<game>/`` sharing a stem ``NN_slug``:

- ``NN_slug.json``: id, title, goal (one line), the rule ids it teaches and the quiz;
- ``NN_slug.en.md`` and ``NN_slug.vi.md``: the lesson text in English and Vietnamese.

The Markdown may hold markers. Block markers stand alone on a line and become pictures or worked
examples; each game's folder says which it has and how they read (``tutorials/<game>/blocks.py``),
e.g. ``{{cards: 2v 3s 7n cc}}`` (Chắn) or ``{{tiles: 123m 55p}}`` (Sichuan). One inline marker,
``{{rule: win.bach_thu}}``, links to the rule.

Quiz questions (in the JSON): ``question`` {en, vi}; optional ``show`` (one block marker shown with
the question); ``choices`` (each {en, vi}, optionally a ``value``); ``answer`` (index of the right
choice); ``explain`` {en, vi}; ``rules``; and optionally ``check``, a position the core can judge
(``kind``: one of the game's CHECK_KINDS, in its blocks.py) — then the tests recompute the answer
and require it to equal the right choice's ``value`` and no other's.

`load_lessons()` raises `LessonError` (naming the file and what is wrong) for any file that does
not parse, uses an unknown card, tile, marker or rule id, or lacks a language.
"""

from __future__ import annotations

import importlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

from core.common.games import GAMES as REGISTRY
from core.common.text import Text

ROOT = Path(__file__).resolve().parent
REPO = ROOT.parent
EXAMPLES = REPO / "examples"
GAMES = tuple(REGISTRY)  # the registered games (core.common.games), each with a folder of lessons
LESSON_LANGS = ("en", "vi")  # the languages every lesson is written in; others read its English
MARKER = re.compile(r"\{\{\s*([a-z_]+)\s*:\s*(.*?)\s*\}\}")
BLOCK_LINE = re.compile(r"^\s*\{\{\s*([a-z_]+)\s*:\s*(.*?)\s*\}\}\s*$")


class LessonError(ValueError):
    """A lesson file that does not hold together; the message names the file and the problem."""


@dataclass(frozen=True)
class Segment:
    kind: str  # "md" or one of the game's BLOCKS
    value: object  # the Markdown text, or the parsed payload of the marker
    source: str = ""  # the marker as written


@dataclass(frozen=True)
class Question:
    id: str
    question: Text
    choices: tuple[dict, ...]
    answer: int
    explain: Text
    rules: tuple[str, ...] = ()
    show: Segment | None = None
    check: dict | None = field(default=None, compare=False)

    def text(self, lang: str) -> str:
        return self.question[lang]

    def choice(self, index: int, lang: str) -> str:
        return self.choices[index].get(lang) or self.choices[index]["en"]


@dataclass(frozen=True)
class Lesson:
    id: str
    game: str
    number: int
    title: Text
    goal: Text
    rules: tuple[str, ...]
    body: dict  # lang → tuple of Segments
    quiz: tuple[Question, ...]
    path: str = ""

    def segments(self, lang: str) -> tuple[Segment, ...]:
        return self.body.get(lang) or self.body["en"]

    def cited_rules(self) -> tuple[str, ...]:
        """Every rule id the lesson cites: its list, the inline markers of both texts and the quiz."""
        ids = list(self.rules)
        for lang in LESSON_LANGS:
            for seg in self.body[lang]:
                if seg.kind == "md":
                    ids += inline_rules(seg.value)
        for q in self.quiz:
            ids += q.rules
        return tuple(dict.fromkeys(ids))


# ============================================================================ markers


def inline_rules(text: str) -> list[str]:
    return [m.group(2) for m in MARKER.finditer(text) if m.group(1) == "rule"]


def blocks(game: str) -> ModuleType:
    """The game's lesson blocks and quiz checks: ``blocks.py`` in its lessons folder."""
    return importlib.import_module(f".{REGISTRY[game].lessons}.blocks", __package__)


def parse_block(kind: str, arg: str, where: str, game: str) -> Segment:
    """One block marker's payload, checked by the game's blocks."""
    source = f"{{{{{kind}: {arg}}}}}"
    known = blocks(game).BLOCKS
    if kind not in known:
        raise LessonError(f"{where}: unknown marker {{{{{kind}: …}}}}; blocks are {', '.join(known)} and inline rule")
    return Segment(kind, blocks(game).parse_block(kind, arg, where), source)


def parse_text(text: str, game: str, where: str = "text") -> tuple[Segment, ...]:
    """Markdown with block markers → segments. Inline markers other than rule are refused."""
    segments: list[Segment] = []
    buffer: list[str] = []

    def flush() -> None:
        md = "\n".join(buffer).strip("\n")
        if md.strip():
            segments.append(Segment("md", md))
        buffer.clear()

    for number, line in enumerate(text.splitlines(), 1):
        block = BLOCK_LINE.match(line)
        if block and block.group(1) != "rule":
            flush()
            segments.append(parse_block(block.group(1), block.group(2), f"{where}, line {number}", game))
            continue
        for m in MARKER.finditer(line):
            if m.group(1) != "rule":
                raise LessonError(f"{where}, line {number}: the marker {m.group(0)} must stand alone on its line")
        buffer.append(line)
    flush()
    return tuple(segments)


# ============================================================================ example catalogues


def catalogue(name: str) -> dict:
    """An example file of examples/ (its "examples" list) by id."""
    data = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    return {item["id"]: item for item in data["examples"]}


# ============================================================================ rule ids


def rule_exists(rule_id: str, game: str) -> bool:
    """Whether the game's rulebook (its registry part) has `rule_id`."""
    return rule_id in REGISTRY[game].part("rulebook")


# ============================================================================ loading


def _both(obj, where: str, what: str) -> Text:
    if (
        not isinstance(obj, dict)
        or set(obj) != set(LESSON_LANGS)
        or not all(isinstance(obj[lang], str) and obj[lang].strip() for lang in LESSON_LANGS)
    ):
        raise LessonError(f"{where}: {what} needs non-empty 'en' and 'vi' texts")
    return Text(obj["en"], obj["vi"])


def _check_rules(rules, game: str, where: str) -> None:
    """LessonError naming the first of `rules` that the game's rulebook does not have."""
    for rule in rules:
        if not rule_exists(rule, game):
            raise LessonError(f"{where}: unknown rule id {rule!r}")


def _choices(choices, where: str) -> list[dict]:
    """A question's choices, checked: each an object with its 'en' and 'vi' text (and a 'value')."""
    if not isinstance(choices, list) or len(choices) < 2:
        raise LessonError(f"{where}: at least two choices")
    parsed = []
    for i, choice in enumerate(choices):
        if not isinstance(choice, dict):
            raise LessonError(f"{where}.choices[{i}]: a choice is an object")
        text = _both({k: v for k, v in choice.items() if k in LESSON_LANGS}, f"{where}.choices[{i}]", "a choice")
        if set(choice) - {"en", "vi", "value"}:
            raise LessonError(f"{where}.choices[{i}]: unknown field")
        parsed.append({**text.to_json(), **({"value": choice["value"]} if "value" in choice else {})})
    return parsed


def _question(data, where: str, game: str) -> Question:
    if not isinstance(data, dict):
        raise LessonError(f"{where}: a question is an object")
    known = {"id", "question", "show", "choices", "answer", "explain", "rules", "check"}
    extra = set(data) - known
    if extra:
        raise LessonError(f"{where}: unknown field {sorted(extra)[0]!r}")
    for key in ("id", "question", "choices", "answer", "explain"):
        if key not in data:
            raise LessonError(f"{where}: missing {key!r}")
    parsed = _choices(data["choices"], where)
    answer = data["answer"]
    if not isinstance(answer, int) or isinstance(answer, bool) or not 0 <= answer < len(parsed):
        raise LessonError(f"{where}: answer must be the index of a choice (0…{len(parsed) - 1})")
    rules = tuple(data.get("rules", ()))
    _check_rules(rules, game, where)
    show = None
    if data.get("show"):
        block = BLOCK_LINE.match(data["show"])
        if not block:
            raise LessonError(f"{where}: show must be one block marker")
        show = parse_block(block.group(1), block.group(2), f"{where}.show", game)
    check = data.get("check")
    checks = blocks(game).CHECK_KINDS
    if check is not None and (not isinstance(check, dict) or check.get("kind") not in checks):
        raise LessonError(f"{where}: check.kind must be one of {', '.join(checks)}")
    for lang in LESSON_LANGS:
        for text in (
            data["question"].get(lang, "") if isinstance(data["question"], dict) else "",
            data["explain"].get(lang, "") if isinstance(data["explain"], dict) else "",
        ):
            _check_rules(inline_rules(text), game, where)
    return Question(
        str(data["id"]),
        _both(data["question"], where, "question"),
        tuple(parsed),
        answer,
        _both(data["explain"], where, "explain"),
        rules,
        show,
        check,
    )


def load_lesson(meta_path: Path) -> Lesson:
    where = meta_path.relative_to(REPO).as_posix() if meta_path.is_relative_to(REPO) else str(meta_path)
    try:
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as err:
        raise LessonError(f"{where}: not valid JSON ({err.msg}, line {err.lineno})") from None
    if not isinstance(meta, dict):
        raise LessonError(f"{where}: a lesson is a JSON object")
    known = {"id", "title", "goal", "rules", "quiz"}
    if set(meta) - known:
        raise LessonError(f"{where}: unknown field {sorted(set(meta) - known)[0]!r}")
    game = meta_path.parent.name
    if game not in GAMES:
        folders = ", ".join(f"tutorials/{g}" for g in GAMES)
        raise LessonError(f"{where}: lessons live in a game's folder: {folders}")
    stem = meta_path.name[: -len(".json")]
    number = re.match(r"(\d+)_", stem)
    if not number:
        raise LessonError(f"{where}: the file name starts with its number, e.g. 01_cards.json")
    rules = tuple(meta.get("rules", ()))
    _check_rules(rules, game, where)
    body = {lang: _text(meta_path.with_name(f"{stem}.{lang}.md"), lang, game, where) for lang in LESSON_LANGS}
    quiz = meta.get("quiz", [])
    if not isinstance(quiz, list) or not quiz:
        raise LessonError(f"{where}: every lesson ends with a quiz (a non-empty list)")
    questions = tuple(_question(q, f"{where}: quiz[{i}]", game) for i, q in enumerate(quiz))
    if len({q.id for q in questions}) != len(questions):
        raise LessonError(f"{where}: question ids must be unique")
    if not isinstance(meta.get("id"), str) or not meta["id"]:
        raise LessonError(f"{where}: missing id")
    return Lesson(
        meta["id"],
        game,
        int(number.group(1)),
        _both(meta.get("title"), where, "title"),
        _both(meta.get("goal"), where, "goal"),
        rules,
        body,
        questions,
        where,
    )


def _text(md: Path, lang: str, game: str, where: str) -> tuple[Segment, ...]:
    """A lesson's text in one language, parsed into segments, its inline rule ids checked."""
    if not md.exists():
        raise LessonError(f"{where}: the {lang} text {md.name} is missing")
    md_where = f"{where.rsplit('/', 1)[0]}/{md.name}"
    segments = parse_text(md.read_text(encoding="utf-8"), game, md_where)
    for seg in segments:
        if seg.kind == "md":
            _check_rules(inline_rules(str(seg.value)), game, md_where)
    return segments


def lesson_files(root: Path = ROOT) -> list[Path]:
    return [path for game in GAMES for path in sorted((root / REGISTRY[game].lessons).glob("*.json"))]


def load_lessons(root: Path = ROOT) -> tuple[Lesson, ...]:
    """Every lesson, Chắn first then Sichuan, in file-number order; LessonError on the first problem."""
    lessons = tuple(load_lesson(path) for path in lesson_files(root))
    ids = [lesson.id for lesson in lessons]
    if len(set(ids)) != len(ids):
        raise LessonError("lesson ids must be unique")
    return lessons


# ============================================================================ checking quiz answers with the core


def compute(check: dict):
    """The answer the core gives for a quiz question's `check` position (by the game whose checks
    have its kind)."""
    kind = check["kind"]
    game = next((g for g in GAMES if kind in blocks(g).CHECK_KINDS), None)
    if game is None:
        raise LessonError(f"unknown check kind {kind!r}")
    return blocks(game).compute(check)


def matches(computed, value) -> bool:
    """Whether a choice's `value` states the computed answer (a violated rule id is enough)."""
    if isinstance(computed, set):
        return value in computed
    if isinstance(computed, str) and isinstance(value, str):
        return sorted(computed.split()) == sorted(value.split())
    return computed == value


def verify_question(question: Question) -> list[str]:
    """Problems with a question's check: the right choice must state the core's answer, no other may."""
    if question.check is None:
        return []
    computed = compute(question.check)
    problems = []
    right = question.choices[question.answer]
    if "value" not in right:
        problems.append(f"{question.id}: the right choice has no value")
    elif not matches(computed, right["value"]):
        problems.append(f"{question.id}: the core says {computed!r}, the right choice says {right['value']!r}")
    for i, choice in enumerate(question.choices):
        if i != question.answer and "value" in choice and matches(computed, choice["value"]):
            problems.append(f"{question.id}: choice {i} is right too ({choice['value']!r})")
    return problems


__all__ = [
    "Lesson",
    "Question",
    "Segment",
    "LessonError",
    "load_lessons",
    "load_lesson",
    "parse_text",
    "parse_block",
    "inline_rules",
    "compute",
    "verify_question",
    "matches",
    "catalogue",
    "blocks",
    "rule_exists",
    "LESSON_LANGS",
    "GAMES",
]
