"""The learner's record (storage.learners) on both backends."""

import pytest

from storage import learners as L
from storage.keys import valid_key


def test_a_learner_is_created_found_renamed_and_keeps_settings(db_engine):
    key = L.create_learner(db_engine, "  Lan   Nguyen ")
    assert valid_key(key) and len(key) >= 20
    learner = L.get_learner(db_engine, key)
    assert learner is not None and learner.name == "Lan Nguyen" and learner.settings == {}
    L.save_settings(db_engine, key, {"lang": "vi", "level": 2})
    L.rename_learner(db_engine, key, "Lan")
    again = L.get_learner(db_engine, key)
    assert again == L.Learner(key, "Lan", learner.created, {"lang": "vi", "level": 2})
    assert L.get_learner(db_engine, "no such key!") is None
    assert L.get_learner(db_engine, L.create_learner(db_engine)).name is None
    assert L.create_learner(db_engine) != key


def test_events_are_appended_in_order_and_filtered(db_engine):
    key, other = L.create_learner(db_engine), L.create_learner(db_engine)
    first = L.append_event(db_engine, key, "drill", {"correct": True}, at=10.0)
    second = L.append_event(db_engine, key, "quiz", {"score": 3}, at=11.0)
    L.append_event(db_engine, other, "drill", {"correct": False})
    third = L.append_event(db_engine, key, "drill", {"correct": False}, at=12.0)
    assert first < second < third
    assert [(e.kind, e.at, e.payload) for e in L.events(db_engine, key)] == [
        ("drill", 10.0, {"correct": True}),
        ("quiz", 11.0, {"score": 3}),
        ("drill", 12.0, {"correct": False}),
    ]
    assert [e.id for e in L.events(db_engine, key, kinds=["drill"])] == [first, third]
    assert [e.id for e in L.events(db_engine, key, since_id=first)] == [second, third]
    assert L.events(db_engine, "bad key!") == []


def test_bad_writes_are_refused(db_engine):
    key = L.create_learner(db_engine)
    with pytest.raises(L.UnknownLearner):
        L.append_event(db_engine, "nobody-here-123", "drill", {})
    with pytest.raises(L.UnknownLearner):
        L.save_settings(db_engine, "nobody-here-123", {})
    for kind in ("summary", "Drill", "", "x" * 41):
        with pytest.raises(ValueError):
            L.append_event(db_engine, key, kind, {})
    with pytest.raises(ValueError):
        L.append_event(db_engine, key, "drill", {"big": "x" * L.MAX_PAYLOAD_BYTES})
    with pytest.raises(ValueError):
        L.append_event(db_engine, key, "drill", ["not", "a", "dict"])  # type: ignore[arg-type]
    assert L.events(db_engine, key) == []


def test_past_the_cap_the_oldest_of_a_kind_fold_into_a_summary(db_engine, monkeypatch):
    monkeypatch.setattr(L, "MAX_EVENTS_PER_KIND", 6)
    monkeypatch.setattr(L, "FOLD_COUNT", 4)
    key = L.create_learner(db_engine)
    for n in range(7):
        drill = "chan.capture" if n < 3 else "chan.waits"
        L.append_event(db_engine, key, "drill", {"drill": drill, "correct": n % 2 == 0, "points": n}, at=float(n))
    L.append_event(db_engine, key, "quiz", {"score": 1})
    drills = L.events(db_engine, key, kinds=["drill"])
    assert [e.payload["points"] for e in drills] == [4, 5, 6]  # the 4 oldest were folded
    (summary,) = L.events(db_engine, key, kinds=["summary"])
    assert summary.payload["kind"] == "drill" and summary.payload["count"] == 4
    assert summary.payload["sums"] == {"points": 0 + 1 + 2 + 3}
    assert summary.payload["trues"] == {"correct": 2}
    assert summary.payload["groups"] == {  # each drill's figures apart: n = 0, 1, 2 and n = 3
        "drill": {
            "chan.capture": {"count": 3, "sums": {"points": 0 + 1 + 2}, "trues": {"correct": 2}},
            "chan.waits": {"count": 1, "sums": {"points": 3}, "trues": {"correct": 0}},
        }
    }
    assert (summary.payload["first_at"], summary.payload["last_at"]) == (0.0, 3.0)
    assert len(L.events(db_engine, key, kinds=["quiz"])) == 1
