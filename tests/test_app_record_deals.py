"""AppTest: a guided deal the learner finishes goes to the learner's record (deal_finished), its
review's figures and decisions (deal_reviewed) and its confident mistakes (mistake: a puzzle each, for
the mistakes bank) once it is reviewed — once per deal, however often the page reruns; a replay the
learner did not play is reviewed but not recorded. Both games."""

import pytest
from streamlit.testing.v1 import AppTest

import core.chan.review as chan_review
from core.common.puzzles import BANK_LABELS, Puzzle, position
from storage.learners import create_learner, events
from test_app_review import SICHUAN_PAGE, chan_finished, chan_page, ok, sichuan_finished, sichuan_page
from ui.store import engine

PAGE_REVIEW_ROLLOUTS = chan_review.REVIEW_ROLLOUTS  # the page's own budget, before a test lowers it


@pytest.fixture(autouse=True)
def quick_coach(monkeypatch):  # the review tests' small coach (the figures are not what is tested)
    import core.sichuan.review as sichuan_review

    monkeypatch.setattr(chan_review, "REVIEW_ROLLOUTS", 24)
    monkeypatch.setattr(sichuan_review, "REVIEW_ROLLOUTS", 24)


def kinds(key: str) -> list[str]:
    return [e.kind for e in events(engine(), key)]


def with_learner(at: AppTest, key: str) -> AppTest:
    """The page again, for the learner of the link `key` (the first run made a learner of its own)."""
    at.query_params["learner"] = key
    at.session_state["learner_session"] = None  # as a new tab opened with the link
    return ok(at.run())


def check_recorded(key: str, game: str, at: AppTest) -> int:
    log = events(engine(), key)
    finished = [e for e in log if e.kind == "deal_finished"]
    reviewed = [e for e in log if e.kind == "deal_reviewed"]
    assert len(finished) == 1 and len(reviewed) == 1
    assert finished[0].payload["game"] == game and reviewed[0].payload["deal"] == finished[0].payload["deal"]
    summary = reviewed[0].payload["summary"]
    decisions = reviewed[0].payload["decisions"]
    assert summary["decisions"] == len(decisions) >= 3
    assert round(sum(d["loss"] for d in decisions), 1) == round(summary["lost"], 1)
    banked = [d for d in decisions if d["label"] in BANK_LABELS]
    mistakes = [e for e in log if e.kind == "mistake"]
    assert len(mistakes) == len(banked)  # every confident mistake or blunder goes to the bank
    for event in mistakes:  # each one a puzzle that replays to the learner's decision
        puzzle = Puzzle.from_json(event.payload["puzzle"])
        assert puzzle.source == "mistake" and puzzle.game == game and event.payload["id"] == puzzle.id
        assert position(puzzle) is not None and puzzle.played not in puzzle.answers
    return len(mistakes)


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_a_finished_chan_deal_and_its_review_are_recorded_once(lang, monkeypatch):
    # the page's review budget: a label needs a clear margin over all the options compared, which a
    # 24-rollout review never reaches
    monkeypatch.setattr(chan_review, "REVIEW_ROLLOUTS", PAGE_REVIEW_ROLLOUTS)
    key = create_learner(engine())
    at = chan_page(chan_finished(), lang)
    at = with_learner(at, key)
    assert kinds(key) == ["deal_finished"]
    at = ok(at.button(key="review_open").click().run())
    at = ok(at.button(key="review_fwd").click().run())
    at = ok(at.button(key="review_close").click().run())
    at = ok(at.button(key="review_open").click().run())  # reviewed again: recorded once
    assert check_recorded(key, "chan", at) >= 1  # this deal's random learner made a confident mistake


def test_a_finished_sichuan_deal_and_its_review_are_recorded_once():
    key = create_learner(engine())
    at = sichuan_page(sichuan_finished(), "en")
    at = with_learner(at, key)
    assert kinds(key) == ["deal_finished"]
    at = ok(at.button(key="review_open").click().run())
    at = ok(at.button(key="review_close").click().run())
    at = ok(at.button(key="review_open").click().run())
    check_recorded(key, "sichuan", at)


def test_a_replay_the_learner_did_not_play_is_not_recorded():
    from core.sichuan.replay import record_of
    from ui.common.review import KEY, make_view
    from ui.sichuan.review import GAME

    key = create_learner(engine())
    at = AppTest.from_file(SICHUAN_PAGE, default_timeout=120)
    at.query_params["learner"] = key
    at.session_state["lang"] = "en"
    at.session_state[KEY] = make_view(GAME, record_of(sichuan_finished(seed=9)), level="heuristic", source="other")
    at = ok(at.run())
    assert any(b.key == "review_close" for b in at.button)  # the review is open and judged
    assert "deal_finished" not in kinds(key) and "deal_reviewed" not in kinds(key) and "mistake" not in kinds(key)
