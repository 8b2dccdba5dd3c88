"""Lessons as data: load, parse and validate the files under tutorials/ (standard library + core).

A lesson is three files in ``tutorials/<game>/`` sharing a stem ``NN_slug``:

- ``NN_slug.json``: id, title, goal (one line), the rule ids it teaches and the quiz;
- ``NN_slug.en.md`` and ``NN_slug.vi.md``: the lesson text in English and Vietnamese.

The Markdown may hold markers. Block markers stand alone on a line and become pictures:

    {{cards: 2v 3s 7n cc}}            a row of Chắn cards
    {{named: 7n 9n}}                  the same, with each card's name under it
    {{groups: chan 3v 3v | ca! 4v 4n | ba_dau 5v 5s 5n | que cc}}
                                      groups as the player sorts them (! = exposed)
    {{hand: 2v 2v 3s ... / 5v 5v, 4v 4n}}
                                      a holding grouped by the core (D4); exposed pairs after /
    {{error: error.A1}}               a position from examples/chan_errors.json, judged live
    {{cuoc: tom}}                     a win from examples/chan_cuoc.json, scored live
    {{tiles: 123m 55p}}               a row of Sichuan tiles
    {{melds: pung 5p | kong 3s | concealed_kong 7m}}
    {{sichuan: root}}                 a win from examples/sichuan_fan.json, scored live

and one inline marker, ``{{rule: win.bach_thu}}``, a link to the rule (Chắn ids open the Rules
page; Sichuan ids show their text on hover).

Quiz questions (in the JSON): ``question`` {en, vi}; optional ``show`` (one block marker shown with
the question); ``choices`` (each {en, vi}, optionally a ``value``); ``answer`` (index of the right
choice); ``explain`` {en, vi}; ``rules``; and optionally ``check``, a position the core can judge
(``kind``: waits, score, call, capture, discard, chan_count, red, sichuan_waits, sichuan_fan) — then the
tests recompute the answer and require it to equal the right choice's ``value`` and no other's.

`load_lessons()` raises `LessonError` (naming the file and what is wrong) for any file that does
not parse, uses an unknown card, tile, marker or rule id, or lacks a language.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from core.common.games import GAMES as REGISTRY
from core.common.text import Text

ROOT = Path(__file__).resolve().parent
REPO = ROOT.parent
EXAMPLES = REPO / "examples"
GAMES = tuple(REGISTRY)  # the registered games (core.common.games), each with a folder of lessons
LESSON_LANGS = ("en", "vi")  # the languages every lesson is written in; others read its English
BLOCKS = ("cards", "named", "groups", "hand", "error", "cuoc", "tiles", "melds", "sichuan")
GROUP_KINDS = ("chan", "ca", "ba_dau", "que")
MELD_KINDS = ("pung", "kong", "concealed_kong")
CHECK_KINDS = ("waits", "score", "call", "capture", "discard", "chan_count", "red", "sichuan_waits", "sichuan_fan")
MARKER = re.compile(r"\{\{\s*([a-z_]+)\s*:\s*(.*?)\s*\}\}")
BLOCK_LINE = re.compile(r"^\s*\{\{\s*([a-z_]+)\s*:\s*(.*?)\s*\}\}\s*$")


class LessonError(ValueError):
    """A lesson file that does not hold together; the message names the file and the problem."""


@dataclass(frozen=True)
class Segment:
    kind: str  # "md" or one of BLOCKS
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


def _chan_cards(text: str, where: str) -> tuple[int, ...]:
    from core.chan.cards import NotationError, parse_cards

    try:
        faces = tuple(parse_cards(text))
    except NotationError as err:
        raise LessonError(f"{where}: {err}") from None
    if not faces:
        raise LessonError(f"{where}: no cards")
    return faces


def _tiles(text: str, where: str) -> tuple[int, ...]:
    from core.sichuan.tiles import NotationError, parse_tiles

    try:
        tiles = tuple(parse_tiles(text))
    except NotationError as err:
        raise LessonError(f"{where}: {err}") from None
    if not tiles:
        raise LessonError(f"{where}: no tiles")
    return tiles


def parse_block(kind: str, arg: str, where: str) -> Segment:
    """One block marker's payload, checked."""
    source = f"{{{{{kind}: {arg}}}}}"
    if kind in ("cards", "named"):
        return Segment(kind, _chan_cards(arg, where), source)
    if kind == "groups":
        groups = []
        for part in arg.split("|"):
            words = part.split(None, 1)
            if len(words) != 2:
                raise LessonError(f"{where}: a group is 'kind cards', got {part.strip()!r}")
            name, cards = words
            exposed = name.endswith("!")
            name = name.rstrip("!")
            if name not in GROUP_KINDS:
                raise LessonError(f"{where}: unknown group kind {name!r}; use {', '.join(GROUP_KINDS)}")
            groups.append((name, _chan_cards(cards, where), exposed))
        return Segment(kind, tuple(groups), source)
    if kind == "hand":
        from core.chan.cards import NotationError
        from core.chan.holding import Holding

        hand, _, exposed_pairs = arg.partition("/")
        pairs = [p.strip() for p in exposed_pairs.split(",") if p.strip()]
        try:
            holding = Holding.parse(hand, pairs, sizes=())
        except NotationError as err:
            raise LessonError(f"{where}: {err}") from None
        return Segment(kind, (holding.notation(), tuple(holding.exposed_notation())), source)
    if kind in ("error", "cuoc", "sichuan"):
        catalogue = {"error": chan_errors, "cuoc": chan_cuoc, "sichuan": sichuan_fan}[kind]()
        if arg not in catalogue:
            raise LessonError(f"{where}: no example {arg!r} in the {kind} catalogue")
        return Segment(kind, arg, source)
    if kind == "tiles":
        return Segment(kind, _tiles(arg, where), source)
    if kind == "melds":
        melds = []
        for part in arg.split("|"):
            words = part.split()
            if len(words) != 2 or words[0] not in MELD_KINDS:
                raise LessonError(f"{where}: a meld is 'pung|kong|concealed_kong TILE', got {part.strip()!r}")
            tiles = _tiles(words[1], where)
            melds.append((words[0], tiles[0]))
        return Segment(kind, tuple(melds), source)
    raise LessonError(f"{where}: unknown marker {{{{{kind}: …}}}}; blocks are {', '.join(BLOCKS)} and inline rule")


def parse_text(text: str, where: str = "text") -> tuple[Segment, ...]:
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
            segments.append(parse_block(block.group(1), block.group(2), f"{where}, line {number}"))
            continue
        for m in MARKER.finditer(line):
            if m.group(1) != "rule":
                raise LessonError(f"{where}, line {number}: the marker {m.group(0)} must stand alone on its line")
        buffer.append(line)
    flush()
    return tuple(segments)


# ============================================================================ example catalogues


def _catalogue(name: str, key: str) -> dict:
    data = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    return {item["id"]: item for item in data[key]}


@lru_cache(maxsize=1)
def chan_errors() -> dict:
    return _catalogue("chan_errors.json", "examples")


@lru_cache(maxsize=1)
def chan_cuoc() -> dict:
    return _catalogue("chan_cuoc.json", "examples")


@lru_cache(maxsize=1)
def sichuan_fan() -> dict:
    return _catalogue("sichuan_fan.json", "examples")


# ============================================================================ rule ids


def rule_exists(rule_id: str, game: str) -> bool:
    if game == "sichuan":
        from core.sichuan.rulebook import RULEBOOK as SICHUAN

        return rule_id in SICHUAN
    from core.chan.rulebook import RULEBOOK as CHAN

    return rule_id in CHAN


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
        show = parse_block(block.group(1), block.group(2), f"{where}.show")
    check = data.get("check")
    if check is not None and (not isinstance(check, dict) or check.get("kind") not in CHECK_KINDS):
        raise LessonError(f"{where}: check.kind must be one of {', '.join(CHECK_KINDS)}")
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
        raise LessonError(f"{where}: lessons live in tutorials/chan or tutorials/sichuan")
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
    segments = parse_text(md.read_text(encoding="utf-8"), md_where)
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
    """The answer the core gives for a quiz question's `check` position."""
    kind = check["kind"]
    if kind in ("waits", "chan_count", "score", "call"):
        from core.chan.analysis import wait_kinds
        from core.chan.cards import CODE, parse_card, parse_cards
        from core.chan.holding import Holding

        exposed = [tuple(parse_cards(p)) for p in check.get("exposed", [])]
        holding = Holding.from_faces(parse_cards(check["hand"]), exposed)
        if kind == "waits":
            return " ".join(sorted(CODE[f] for f, _ in wait_kinds(holding)))
        if kind == "chan_count":
            return holding.chan_count()
        from core.chan.scoring import score

        win = parse_card(check["win"]) if check.get("win") else None
        result = score(holding, win, check.get("events", []), check.get("profile", "cardavia"), check.get("ga", []))
        if kind == "score":
            return result.total
        from core.chan.calling import check_call

        call = check_call(result, check.get("called", []))
        return "right" if call.correct and call.complete else "incomplete" if call.correct else "wrong"
    if kind == "red":
        from core.chan.cards import RED, parse_cards

        return sum(RED[f] for f in parse_cards(check["cards"]))
    if kind in ("capture", "discard"):
        from core.chan.cards import parse_card
        from core.chan.explain import load_position
        from core.chan.legality import judge_capture, judge_discard

        position = {k: check[k] for k in ("profile", "hand", "exposed", "source", "history") if k in check}
        position["offered"] = check.get("offered")
        p = load_position(position)
        if kind == "capture":
            verdict = judge_capture(
                p["profile"], p["holding"], p["record"], p["offered"], parse_card(check["with"]), p["source"]
            )
        else:
            verdict = judge_discard(p["profile"], p["holding"], p["record"], parse_card(check["card"]))
        return "legal" if verdict.legal else set(verdict.violations)
    if kind in ("sichuan_waits", "sichuan_fan"):
        from core.sichuan import Hand, score as sc_score
        from core.sichuan.analysis import waits
        from core.sichuan.tiles import CODE, parse_suit, parse_tile

        hand = Hand.parse(
            check["hand"],
            parse_suit(check["missing"]),
            check.get("pungs", ()),
            check.get("kongs", ()),
            check.get("concealed_kongs", ()),
            sizes=(13,),
        )
        if kind == "sichuan_waits":
            return " ".join(sorted(CODE[k] for k in waits(hand)))
        return sc_score(hand, parse_tile(check["win"]), check.get("self_draw", False), check.get("events", ())).fan
    raise LessonError(f"unknown check kind {kind!r}")


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
    "chan_errors",
    "chan_cuoc",
    "sichuan_fan",
    "rule_exists",
    "BLOCKS",
    "LESSON_LANGS",
    "GAMES",
]
