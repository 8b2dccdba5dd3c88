"""The lessons under tutorials/: every file parses, every card and tile notation parses, every rule id
cited exists, both languages are present and match, and every quiz answer the core can compute is right."""

import json
import re

import pytest

from core.chan.rulebook import RULEBOOK as CHAN_RULES
from core.sichuan.rulebook import RULEBOOK as SICHUAN_RULES
from tutorials.chan.blocks import errors as chan_errors
from tutorials.lessons import (
    LESSON_LANGS,
    LessonError,
    blocks,
    load_lesson,
    load_lessons,
    parse_text,
    verify_question,
)

LESSONS = load_lessons()
BY_ID = {lesson.id: lesson for lesson in LESSONS}
VIETNAMESE = re.compile(r"[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]", re.IGNORECASE)


def test_the_course_covers_the_brief():
    wanted = {
        "chan.cards",
        "chan.groups",
        "chan.turn",
        "chan.captures",
        "chan.errors_ab",
        "chan.errors_cd",
        "chan.winning",
        "chan.bach_thu",
        "chan.cuoc",
        "chan.xuong",
        "chan.profiles",
        "sichuan.basics",
        "sichuan.scoring",
    }
    assert wanted <= set(BY_ID)
    games = [lesson.game for lesson in LESSONS]
    assert games == sorted(games, key=("chan", "sichuan").index)
    chan_numbers = [lesson.number for lesson in LESSONS if lesson.game == "chan"]
    assert chan_numbers == sorted(chan_numbers)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_lesson_has_both_languages(lesson):
    for lang in LESSON_LANGS:
        assert lesson.title[lang].strip() and lesson.goal[lang].strip()
        assert lesson.segments(lang), f"{lesson.id}: empty {lang} text"
    vi_text = " ".join(s.value for s in lesson.segments("vi") if s.kind == "md")
    en_text = " ".join(s.value for s in lesson.segments("en") if s.kind == "md")
    assert VIETNAMESE.search(vi_text), f"{lesson.id}: the Vietnamese text has no Vietnamese diacritics"
    assert vi_text != en_text
    for q in lesson.quiz:
        for lang in LESSON_LANGS:
            assert q.question[lang].strip() and q.explain[lang].strip()
            assert all(c[lang].strip() for c in q.choices)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_both_languages_show_the_same_pictures(lesson):
    pictures = {lang: [s.source for s in lesson.segments(lang) if s.kind != "md"] for lang in LESSON_LANGS}
    assert pictures["en"] == pictures["vi"]
    assert pictures["en"], f"{lesson.id} shows no cards or tiles"


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_rule_cited_exists(lesson):
    book = SICHUAN_RULES if lesson.game == "sichuan" else CHAN_RULES
    cited = lesson.cited_rules()
    assert cited, f"{lesson.id} cites no rule"
    assert [r for r in cited if r not in book] == []
    inline = [
        r
        for lang in LESSON_LANGS
        for s in lesson.segments(lang)
        if s.kind == "md"
        for r in re.findall(r"\{\{\s*rule:\s*([^}\s]+)\s*\}\}", s.value)
    ]
    assert inline, f"{lesson.id} links no rule in its text"


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_quiz_is_short_and_answers_are_checked_by_the_core(lesson):
    assert 2 <= len(lesson.quiz) <= 6
    for q in lesson.quiz:
        assert 0 <= q.answer < len(q.choices)
        assert verify_question(q) == []


def test_many_quiz_answers_are_computed_by_the_core():
    checked = [q for lesson in LESSONS for q in lesson.quiz if q.check]
    assert len(checked) >= 20
    kinds = {q.check["kind"] for q in checked}
    assert {
        "waits",
        "score",
        "call",
        "capture",
        "discard",
        "chan_count",
        "red",
        "sichuan_waits",
        "sichuan_fan",
    } <= kinds


def test_every_error_and_cardavia_restriction_is_shown_on_a_hand():
    shown = {s.value for lesson in LESSONS for lang in LESSON_LANGS for s in lesson.segments(lang) if s.kind == "error"}
    errors = {r.id for r in CHAN_RULES if r.id.startswith("error.")}
    restrictions = {r.id for r in CHAN_RULES if r.id.startswith("capture.")}
    assert len(errors) == 18
    assert errors <= shown
    assert restrictions <= {s.split("/")[0] for s in shown}
    assert set(chan_errors()) >= shown


def test_markers_parse_cards_tiles_and_groups():
    segments = parse_text(
        "intro {{rule: cards.deck}}\n{{cards: 2v 3s 7n cc}}\n{{groups: chan 3v 3v | ca! 4v 4n}}\n"
        "{{hand: 2v 2v 3s / 4v 4n}}\ntail",
        "chan",
    )
    kinds = [s.kind for s in segments]
    assert kinds == ["md", "cards", "groups", "hand", "md"]
    assert segments[1].value == (0, 4, 17, 24)
    assert segments[2].value[1][2] is True  # ca! is exposed
    assert segments[3].value == ("2v 2v 3s", ("4v 4n",))
    tiles = parse_text("{{tiles: 123m 55p}}\n{{melds: pung 5p | kong 3s}}", "sichuan")
    assert [s.kind for s in tiles] == ["tiles", "melds"] and tiles[1].value[0][0] == "pung"
    assert set(blocks("chan").BLOCKS) >= set(kinds) - {"md"}


def test_a_block_of_another_game_is_refused_in_a_lesson():
    """Each game's lessons draw its own blocks: tiles in a Chắn lesson name the Chắn blocks."""
    with pytest.raises(LessonError, match="unknown marker .*blocks are cards, named"):
        parse_text("{{tiles: 123m}}", "chan", "lesson.md")
    with pytest.raises(LessonError, match="unknown marker .*blocks are tiles, melds"):
        parse_text("{{cards: 2v}}", "sichuan", "lesson.md")


@pytest.mark.parametrize(
    "text, message",
    [
        ("{{cards: 2v 3x}}", "unknown card"),
        ("{{melds: pung 0m}}", "unknown tile"),
        ("{{groups: pair 2v 2v}}", "unknown group kind"),
        ("{{error: error.Z9}}", "no example"),
        ("{{video: x}}", "unknown marker"),
        ("text {{cards: 2v}} inline", "must stand alone"),
    ],
)
def test_bad_markers_are_refused_with_the_place(text, message):
    with pytest.raises(LessonError, match=message):
        parse_text(text, "sichuan" if "melds" in text else "chan", "lesson.md")


def _write(tmp_path, meta, en="Text {{rule: cards.deck}}\n{{cards: 2v}}", vi="Bài {{rule: cards.deck}}\n{{cards: 2v}}"):
    folder = tmp_path / "chan"
    folder.mkdir(exist_ok=True)
    (folder / "01_x.json").write_text(json.dumps(meta), encoding="utf-8")
    if en is not None:
        (folder / "01_x.en.md").write_text(en, encoding="utf-8")
    if vi is not None:
        (folder / "01_x.vi.md").write_text(vi, encoding="utf-8")
    return folder / "01_x.json"


NOPE = "win" + ".nope"  # a rule id that does not exist (spelled so the citation scan does not count it)

GOOD = {
    "id": "x",
    "title": {"en": "X", "vi": "X"},
    "goal": {"en": "g", "vi": "g"},
    "rules": ["cards.deck"],
    "quiz": [
        {
            "id": "q",
            "question": {"en": "?", "vi": "?"},
            "choices": [{"en": "a", "vi": "a"}, {"en": "b", "vi": "b"}],
            "answer": 0,
            "explain": {"en": "e", "vi": "e"},
        }
    ],
}


def test_a_good_lesson_loads(tmp_path):
    lesson = load_lesson(_write(tmp_path, GOOD))
    assert lesson.id == "x" and lesson.number == 1 and len(lesson.quiz) == 1


@pytest.mark.parametrize(
    "change, message",
    [
        ({"rules": ["cards" + ".nope"]}, "unknown rule id"),
        ({"title": {"en": "X"}}, "'en' and 'vi'"),
        ({"quiz": []}, "ends with a quiz"),
        ({"quiz": [dict(GOOD["quiz"][0], answer=5)]}, "index of a choice"),
        ({"quiz": [dict(GOOD["quiz"][0], rules=[NOPE])]}, "unknown rule id"),
        ({"extra": 1}, "unknown field"),
    ],
)
def test_a_broken_lesson_is_refused(tmp_path, change, message):
    with pytest.raises(LessonError, match=message):
        load_lesson(_write(tmp_path, {**GOOD, **change}))


def test_a_missing_translation_is_refused(tmp_path):
    with pytest.raises(LessonError, match="vi text"):
        load_lesson(_write(tmp_path, GOOD, vi=None))


def test_an_unknown_inline_rule_is_refused(tmp_path):
    with pytest.raises(LessonError, match=f"unknown rule id {NOPE!r}"):
        load_lesson(_write(tmp_path, GOOD, en=f"see {{{{rule: {NOPE}}}}}\n{{{{cards: 2v}}}}"))
