"""AppTest: the Learn page (pages/learn.py) opened on its own: every lesson renders in both languages with
card pictures and a quiz; right and wrong quiz answers and drill answers get the right feedback; the score,
streak and progress chart follow."""

from collections import Counter
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from core.chan import drills as chan_drills
from core.sichuan import drills as sc_drills
from tutorials.lessons import load_lessons
from ui.learn.state import LearnState

ROOT = Path(__file__).resolve().parent.parent
PAGE = str(ROOT / "pages" / "learn.py")
LESSONS = load_lessons()
BASE = 11  # LearnState.seed_base: makes the first question of each drill known to the test


def page(lang="en", profile=None, **state) -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.session_state["lang"] = lang
    at.session_state["learn"] = LearnState(seed_base=BASE)
    if profile:
        at.session_state["profile"] = profile
    for key, value in state.items():
        at.session_state[key] = value
    return at.run()


def html(at) -> str:
    return "\n".join(m.value for m in at.markdown)


@pytest.mark.parametrize(
    "lang, title, tabs",
    [("en", "Learn", ["Lessons", "Drills", "Progress"]), ("vi", "Học chơi", ["Bài học", "Bài tập", "Tiến độ"])],
)
def test_renders_in_both_languages(lang, title, tabs):
    at = page(lang)
    assert not at.exception
    assert at.title[0].value == title
    assert [t.label for t in at.tabs] == tabs


@pytest.mark.parametrize("lang", ["en", "vi"])
@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_lesson_renders(lesson, lang):
    at = page(lang, learn_lesson=lesson.id)
    assert not at.exception, at.exception
    assert not at.error
    assert lesson.title[lang] in [h.value for h in at.header]
    text = html(at)
    assert 'class="chan-card"' in text or 'class="sc-tile"' in text or "<code>" in text
    radios = [r for r in at.radio if r.key and r.key.startswith(f"learn_q_{lesson.id}_")]
    assert len(radios) == len(lesson.quiz)
    assert all(r.value is None for r in radios)
    first = lesson.quiz[0]
    assert radios[0].options == [first.choice(i, lang) for i in range(len(first.choices))]
    if lesson.game == "chan":
        assert "/rules?rule=" in text
    else:
        assert 'class="sc-rule"' in text


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_quiz_right_and_wrong_answers(lang):
    lesson = next(lesson for lesson in LESSONS if lesson.id == "chan.cuoc")
    at = page(lang, learn_lesson=lesson.id)
    q = lesson.quiz[0]
    key = f"learn_q_{lesson.id}_{q.id}"
    wrong = next(i for i in range(len(q.choices)) if i != q.answer)
    at.radio(key=key).set_value(wrong).run()
    assert not at.exception
    errors = [e.value for e in at.error]
    assert len(errors) == 1
    assert q.choice(q.answer, lang) in errors[0] and q.explain[lang][:30] in errors[0]
    assert at.session_state["learn"].quiz[(lesson.id, q.id)] is False
    assert at.radio(key=key + "_locked").disabled  # locked: the first answer counts
    assert at.radio(key=key + "_locked").value == wrong
    q2 = lesson.quiz[1]
    key2 = f"learn_q_{lesson.id}_{q2.id}"
    at.radio(key=key2).set_value(q2.answer).run()
    right = "Right." if lang == "en" else "Đúng rồi."
    assert any(s.value.startswith(right) and q2.explain[lang][:30] in s.value for s in at.success)
    assert at.session_state["learn"].quiz[(lesson.id, q2.id)] is True


def test_a_quiz_answer_locks_and_the_first_answer_is_scored():
    lesson = LESSONS[0]
    at = page("en", learn_lesson=lesson.id)
    q = lesson.quiz[0]
    key = f"learn_q_{lesson.id}_{q.id}"
    wrong = next(i for i in range(len(q.choices)) if i != q.answer)
    at.radio(key=key).set_value(wrong).run()
    locked = at.radio(key=key + "_locked")
    assert locked.disabled and locked.value == wrong
    assert len(at.error) == 1  # the feedback stays
    assert at.session_state["learn"].quiz[(lesson.id, q.id)] is False
    assert not any("Lesson complete" in s.value for s in at.success)
    # the progress reset unlocks the quiz
    at.button(key="learn_reset").click().run()
    assert not at.radio(key=key).disabled and at.radio(key=key).value is None


def test_whole_quiz_right_completes_the_lesson_and_next_lesson_moves_on():
    lesson = LESSONS[0]
    at = page("en", learn_lesson=lesson.id)
    for q in lesson.quiz:
        at.radio(key=f"learn_q_{lesson.id}_{q.id}").set_value(q.answer).run()
    assert any("Lesson complete" in s.value for s in at.success)
    at.button(key="learn_next").click().run()
    assert at.session_state["learn_lesson"] == LESSONS[1].id
    assert LESSONS[1].title["en"] in [h.value for h in at.header]
    at.button(key="learn_prev").click().run()
    assert at.session_state["learn_lesson"] == lesson.id


# ----------------------------------------------------------------------------- drills

DRILL_IDS = [f"chan.{k}" for k in chan_drills.DRILL_KINDS] + [f"sichuan.{k}" for k in sc_drills.DRILL_KINDS]


def drill_for(drill_id: str, profile: str):
    game, kind = drill_id.split(".")
    seed = BASE + DRILL_IDS.index(drill_id)
    if game == "chan":
        return seed, chan_drills.make(kind, seed, profile)
    return seed, sc_drills.make(kind, seed)


def answer(at, drill_id, seed, drill, right: bool) -> None:
    """Fill the drill's widgets with the right answer, or a wrong one."""
    key = f"learn_ans_{drill_id}_{seed}_main"
    kind = drill.kind
    if kind == "waits":
        value = list(drill.answer)
        if not right:
            value = value[1:] if value else (["cc"] if drill_id.startswith("chan") else ["1" + drill.data["missing"]])
        at.multiselect(key=key).set_value(value)
    elif kind == "capture":
        choice = drill.answer if right else next(c for c in drill.data["choices"] if c != drill.answer)
        at.radio(key=key).set_value(choice)
    elif kind == "bach_thu":
        choice = drill.answer[0] if right else next(c for c in drill.data["choices"] if c not in drill.answer)
        at.radio(key=key).set_value(choice)
    elif kind in ("score", "fan"):
        at.number_input(key=key).set_value(drill.answer if right else (drill.answer + 1) % 6)
    elif kind == "call":
        counts = Counter(drill.answer)
        plain = [c for c in counts if c not in ("tom", "leo", "xuong")]
        if not right:
            plain.append(next(c for c in drill.data["choices"] if c not in counts and c not in ("tom", "leo")))
        at.multiselect(key=key).set_value(plain)
        at.number_input(key=f"learn_ans_{drill_id}_{seed}_tom").set_value(counts.get("tom", 0))
        at.number_input(key=f"learn_ans_{drill_id}_{seed}_leo").set_value(counts.get("leo", 0))


@pytest.mark.parametrize("lang", ["en", "vi"])
@pytest.mark.parametrize("drill_id", DRILL_IDS)
def test_drill_right_answer_then_wrong_answer(drill_id, lang):
    profile = "traditional" if drill_id in ("chan.capture", "chan.call") else "cardavia"
    at = page(lang, profile=profile, learn_drill=drill_id)
    assert not at.exception, at.exception
    seed, drill = drill_for(drill_id, profile)
    assert any(drill.prompt.pick(lang) in m.value for m in at.markdown)
    answer(at, drill_id, seed, drill, right=True)
    at.button(key=f"learn_check_{drill_id}").click().run()
    assert not at.exception, at.exception
    right = "Right!" if lang == "en" else "Đúng rồi!"
    assert [s.value for s in at.success if s.value.startswith(right)], [e.value for e in at.error]
    assert at.session_state["learn"].stats[drill_id] == {"attempts": 1, "right": 1, "streak": 1, "best": 1}
    # a second check of the same question does not count again
    at.button(key=f"learn_check_{drill_id}").click().run()
    assert at.session_state["learn"].stats[drill_id]["attempts"] == 1
    # a new question, answered wrongly
    at.button(key=f"learn_new_{drill_id}").click().run()
    new_seed = at.session_state["learn"].seeds[drill_id]
    assert new_seed != seed
    game, kind = drill_id.split(".")
    new = chan_drills.make(kind, new_seed, profile) if game == "chan" else sc_drills.make(kind, new_seed)
    answer(at, drill_id, new_seed, new, right=False)
    at.button(key=f"learn_check_{drill_id}").click().run()
    assert not at.exception, at.exception
    wrong = "Not quite." if lang == "en" else "Chưa đúng."
    errors = [e.value for e in at.error if e.value.startswith(wrong)]
    assert errors, [s.value for s in at.success]
    checker = chan_drills if game == "chan" else sc_drills
    feedback = checker.check(new, new.answer[0] if kind == "bach_thu" else new.answer)
    assert feedback.answer.pick(lang) in errors[0]
    assert at.session_state["learn"].stats[drill_id] == {"attempts": 2, "right": 1, "streak": 0, "best": 1}
    rules = [m.value for m in at.markdown if m.value.startswith("Rules:" if lang == "en" else "Luật:")]
    assert rules and ("/rules?rule=" in rules[-1] or "sc-rule" in rules[-1])


def test_check_without_an_answer_asks_for_one():
    at = page("en", learn_drill="chan.score")
    at.button(key="learn_check_chan.score").click().run()
    assert any("Give an answer first" in w.value for w in at.warning)
    assert "chan.score" not in at.session_state["learn"].stats


def test_progress_shows_score_streak_and_a_chart_and_can_be_reset():
    at = page("en", learn_drill="chan.score")
    assert any("No drill answered yet" in i.value for i in at.info)
    seed, drill = drill_for("chan.score", "cardavia")
    answer(at, "chan.score", seed, drill, right=True)
    at.button(key="learn_check_chan.score").click().run()
    assert len(at.get("plotly_chart")) == 2
    table = at.dataframe[0].value
    assert table.iloc[0]["Drill"] == "Score this hand" and table.iloc[0]["Streak"] == 1
    assert table.iloc[0]["Accuracy"] == "100%"
    at.button(key="learn_reset").click().run()
    assert not at.get("plotly_chart")
    assert not at.session_state["learn"].stats and not at.session_state["learn"].history


def test_language_switch_keeps_the_question_and_the_answer():
    at = page("en", learn_drill="chan.waits")
    seed, drill = drill_for("chan.waits", "cardavia")
    answer(at, "chan.waits", seed, drill, right=True)
    at.session_state["lang"] = "vi"
    at.run()
    assert any(drill.prompt.pick("vi") in m.value for m in at.markdown)
    at.button(key="learn_check_chan.waits").click().run()
    assert any(s.value.startswith("Đúng rồi!") for s in at.success)
