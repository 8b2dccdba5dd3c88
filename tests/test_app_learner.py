"""AppTest: the learner's record (ui/learner.py) — a key in the link, made on the first visit; drill
and quiz answers and lessons opened that come back in a new session with the same link; two learners
apart; a bad or unknown key; a store that is down keeps the answers in the session until it is back."""

import pytest
from streamlit.testing.v1 import AppTest

import ui.learner
from storage.learners import create_learner, events
from test_learn_page import BASE, LESSONS, PAGE, ROOT, answer, drill_for
from ui.learn.state import LearnState
from ui.store import engine

APP = str(ROOT / "app.py")


def learn_page(key: str | None = None, lang: str = "en", **state) -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.session_state["lang"] = lang
    if key is not None:
        at.query_params["learner"] = key
    for name, value in state.items():
        at.session_state[name] = value
    return at.run()


def a_drill() -> str:
    from ui.learn.drills import DRILLS

    return next(iter(DRILLS))


def answer_a_drill(at: AppTest, drill_id: str, right: bool) -> None:
    seed, drill = drill_for(drill_id, "cardavia")
    at.session_state["learn"].seed_base = BASE
    at.run()
    answer(at, drill_id, seed, drill, right=right)
    at.button(key=f"learn_check_{drill_id}").click().run()
    assert not at.exception, at.exception


def answer_first_quiz_question(at: AppTest, right: bool):
    lesson = LESSONS[0]
    q = lesson.quiz[0]
    choice = q.answer if right else next(i for i in range(len(q.choices)) if i != q.answer)
    at.radio(key=f"learn_q_{lesson.id}_{q.id}").set_value(choice).run()
    return lesson, q


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_answers_come_back_in_a_new_session_with_the_same_link(lang):
    key = create_learner(engine())
    drill_id = a_drill()
    at = learn_page(key, lang, learn_drill=drill_id, learn_lesson=LESSONS[0].id)
    answer_a_drill(at, drill_id, right=True)
    lesson, q = answer_first_quiz_question(at, right=False)
    assert at.query_params["learner"] == key

    again = learn_page(key, lang, learn_drill=drill_id, learn_lesson=lesson.id)  # a reload, a new tab
    restored = again.session_state["learn"]
    assert restored.stats[drill_id] == {"attempts": 1, "right": 1, "streak": 1, "best": 1}
    assert restored.quiz[(lesson.id, q.id)] is False
    assert lesson.id in restored.read
    assert again.radio(key=f"learn_q_{lesson.id}_{q.id}_locked").disabled  # the first answer still counts
    kinds = [e.kind for e in events(engine(), key)]
    assert kinds.count("drill") == 1 and kinds.count("quiz") == 1 and kinds.count("lesson_read") == 1


def test_two_learners_never_see_each_other():
    first, second = create_learner(engine()), create_learner(engine())
    drill_id = a_drill()
    at = learn_page(first, learn_drill=drill_id)
    answer_a_drill(at, drill_id, right=False)
    other = learn_page(second, learn_drill=drill_id)
    assert other.session_state["learn"].stats == {}
    assert [e.kind for e in events(engine(), second)] == ["lesson_read"]  # the lesson it opened, nothing else


@pytest.mark.parametrize(
    "link, notice",
    [("not a key!", "not a valid one"), ("ZZZZZZZZZZZZZZZZZZZZZZ", "No record matches"), ("", "not a valid one")],
)
def test_a_bad_or_unknown_key_gets_one_message_and_a_fresh_record(link, notice):
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["learner"] = link
    at.run()
    assert not at.exception
    warnings = [w.value for w in at.warning if notice in w.value]
    assert len(warnings) == 1, [w.value for w in at.warning]
    fresh = at.query_params["learner"]
    assert fresh != link and ui.learner.valid_key(fresh)


def test_the_first_visit_makes_a_learner_and_shows_the_link_to_keep():
    at = AppTest.from_file(APP, default_timeout=60).run()
    assert not at.exception
    key = at.query_params["learner"]
    assert any("Welcome" in i.value for i in at.info)
    assert any(key in c.value for c in at.code)
    at.run()  # the welcome is said once
    assert not any("Welcome" in i.value for i in at.info)


def test_settings_come_back_with_the_link():
    at = AppTest.from_file(APP, default_timeout=60).run()
    key = at.query_params["learner"]
    at.radio(key="_lang_widget").set_value("vi").run()
    at.selectbox(key="_profile_widget").set_value("traditional").run()
    back = AppTest.from_file(APP, default_timeout=60)
    back.query_params["learner"] = key
    back.run()
    assert back.session_state["lang"] == "vi" and back.session_state["profile"] == "traditional"


def test_a_store_that_is_down_keeps_the_answers_until_it_is_back(monkeypatch):
    key = create_learner(engine())
    drill_id = a_drill()
    at = learn_page(key, learn_drill=drill_id)
    real_append = ui.learner.append_event

    def down(*args, **kwargs):
        raise OSError("disk unplugged")

    monkeypatch.setattr(ui.learner, "append_event", down)
    answer_a_drill(at, drill_id, right=True)
    assert not at.exception
    assert at.session_state["learn"].stats[drill_id]["attempts"] == 1  # the page goes on
    assert [e.kind for e in events(engine(), key)] == ["lesson_read"]
    assert at.session_state["learner_session"].pending  # kept in the session
    monkeypatch.setattr(ui.learner, "append_event", real_append)
    at.button(key=f"learn_new_{drill_id}").click().run()
    answer_a_drill_seed = at.session_state["learn"].seeds[drill_id]
    assert answer_a_drill_seed
    at.radio(key=f"learn_q_{LESSONS[0].id}_{LESSONS[0].quiz[0].id}").set_value(LESSONS[0].quiz[0].answer).run()
    assert [e.kind for e in events(engine(), key)] == ["lesson_read", "drill", "quiz"]  # the waiting one first
    assert not at.session_state["learner_session"].pending


def test_learn_state_adds_up_the_record_from_the_last_start_again():
    from storage.learners import Event

    log = [
        Event(1, "drill", 0, {"drill": "d", "seed": 1, "profile": "p", "correct": True}),
        Event(2, "drill", 0, {"drill": "d", "seed": 1, "profile": "p", "correct": False}),  # same question: not counted
        Event(3, "drill", 0, {"drill": "d", "seed": 2, "profile": "p", "correct": False}),
        Event(4, "quiz", 0, {"lesson": "l", "question": "q", "chosen": 1, "correct": True}),
    ]
    from ui.learn.state import from_record

    s = from_record(log)
    assert s.stats["d"] == {"attempts": 2, "right": 1, "streak": 0, "best": 1}
    assert s.quiz == {("l", "q"): True}
    s = from_record([*log, Event(5, "learn_reset", 0, {}), log[2]])
    assert s.stats["d"] == {"attempts": 1, "right": 0, "streak": 0, "best": 0} and s.quiz == {}
    assert isinstance(s, LearnState)


@pytest.mark.parametrize(
    "page, widget, setting, value, saved",
    [
        ("play.py", "play_pace_en", "play_pace", "instant", "instant"),
        ("sichuan_play.py", "_sp_pace_en", "sp_pace", "instant", "instant"),
        ("sichuan_play.py", "_sp_one_tap_en", "sp_one_tap", True, True),
    ],
)
def test_the_play_settings_come_back_with_the_link(page, widget, setting, value, saved):
    key = create_learner(engine())
    at = AppTest.from_file(str(ROOT / "pages" / page), default_timeout=60)
    at.query_params["learner"] = key
    at.session_state["lang"] = "en"
    at.run()
    element = at.radio(key=widget) if "pace" in widget else at.toggle(key=widget)
    element.set_value(value).run()
    assert not at.exception
    back = AppTest.from_file(str(ROOT / "pages" / page), default_timeout=60)
    back.query_params["learner"] = key
    back.session_state["lang"] = "en"
    back.run()
    assert not back.exception
    shown = back.radio(key=widget) if "pace" in widget else back.toggle(key=widget)
    assert shown.value == saved
    other = AppTest.from_file(str(ROOT / "pages" / page), default_timeout=60)  # another learner: the default
    other.session_state["lang"] = "en"
    other.run()
    shown = other.radio(key=widget) if "pace" in widget else other.toggle(key=widget)
    assert shown.value != saved
