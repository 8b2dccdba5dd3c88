"""The learner's record: who the learner is and an append-only log of what they did.

Use it with the process's engine (`storage.engine.open_engine()`; in the UI `ui.store.engine()`):

    from storage.learners import create_learner, get_learner, append_event, events
    key = create_learner(engine, "Lan")            # an unguessable key for the learner's link
    learner = get_learner(engine, key)             # Learner(key, name, created, settings) or None
    save_settings(engine, key, {"lang": "vi"})     # replaces the settings dict (JSON object)
    rename_learner(engine, key, "Lan N.")
    event_id = append_event(engine, key, "drill", {"drill": "pairs", "correct": True})
    for event in events(engine, key, kinds=["drill", "quiz"], since_id=0):
        event.id, event.kind, event.at, event.payload   # oldest first

Keys follow `storage.keys.KEY_PATTERN` (as match keys); a key that does not fit is simply not found
(get_learner → None, events → []); writing under an unknown or malformed key raises UnknownLearner.

Events are never updated. Kinds used by the app: "drill", "quiz", "lesson_read", "deal_finished",
"mistake", "puzzle_attempt" (any lower-case name of 1–40 letters, digits or "_" is accepted, except
"summary", which this module writes). A payload is a JSON object of at most MAX_PAYLOAD_BYTES.

The bound: a learner keeps at most MAX_EVENTS_PER_KIND events of each kind. When an append goes
past it, the oldest FOLD_COUNT events of that kind are folded into one "summary" event and removed:
its payload is {"kind", "count", "first_id", "last_id", "first_at", "last_at", "sums": {field:
total of its numbers}, "trues": {field: how many times it was true}, "groups": {field: {value:
{"count", "sums", "trues"}}}} over the folded events' top-level fields, "groups" adding up apart
each value of the fields in GROUP_FIELDS (e.g. per drill: {"drill": {"chan.capture": …}}). So
nothing disappears without a trace, and a record stays below about
(MAX_EVENTS_PER_KIND + summaries) × MAX_PAYLOAD_BYTES per kind. `events()` returns summaries only
when asked for kind "summary" (or for all kinds).

Errors: database failures surface as sqlalchemy.exc.SQLAlchemyError (the UI catches
`ui.store.STORE_ERRORS`); a bad kind or payload raises ValueError.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterable
from dataclasses import dataclass, field

from sqlalchemy import Engine, func, insert, select, update

from .keys import new_key, valid_key
from .schema import learner_events, learners

MAX_EVENTS_PER_KIND = 2000
FOLD_COUNT = 1000
MAX_PAYLOAD_BYTES = 20_000
MAX_SETTINGS_BYTES = 20_000
MAX_NAME = 80
SUMMARY = "summary"
GROUP_FIELDS = ("drill", "game", "lesson", "source")  # a summary also adds up each value of these apart
KIND_PATTERN = re.compile(r"[a-z0-9_]{1,40}")
KINDS = ("drill", "quiz", "lesson_read", "deal_finished", "mistake", "puzzle_attempt")


class UnknownLearner(LookupError):
    """No learner has this key (or the key is malformed)."""


@dataclass(frozen=True)
class Learner:
    key: str
    name: str | None
    created: float
    settings: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Event:
    id: int
    kind: str
    at: float
    payload: dict


def _json_object(value: dict, limit: int, what: str) -> str:
    if not isinstance(value, dict):
        raise ValueError(f"{what} must be a dict")
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, allow_nan=False)
    if len(text.encode("utf-8")) > limit:
        raise ValueError(f"{what} larger than {limit} bytes")
    return text


def _loads(text: str) -> dict:
    try:
        value = json.loads(text)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _name(name: str | None) -> str | None:
    if name is None:
        return None
    if not isinstance(name, str):
        raise ValueError("name must be text")
    name = " ".join(name.split())[:MAX_NAME]
    return name or None


def create_learner(engine: Engine, name: str | None = None) -> str:
    """A new learner; returns the key (secrets.token_urlsafe, 22 characters) for the learner's link."""
    key = new_key(16)
    with engine.begin() as db:
        db.execute(insert(learners).values(key=key, name=_name(name), created=time.time(), settings="{}"))
    return key


def get_learner(engine: Engine, key: str) -> Learner | None:
    if not valid_key(key):
        return None
    with engine.connect() as db:
        row = db.execute(select(learners).where(learners.c.key == key)).first()
    if row is None:
        return None
    return Learner(row.key, row.name, row.created, _loads(row.settings))


def _set(engine: Engine, key: str, **values) -> None:
    if not valid_key(key):
        raise UnknownLearner(key)
    with engine.begin() as db:
        if db.execute(update(learners).where(learners.c.key == key).values(**values)).rowcount != 1:
            raise UnknownLearner(key)


def save_settings(engine: Engine, key: str, settings: dict) -> None:
    """Replace the learner's settings (a JSON object of at most MAX_SETTINGS_BYTES)."""
    _set(engine, key, settings=_json_object(settings, MAX_SETTINGS_BYTES, "settings"))


def rename_learner(engine: Engine, key: str, name: str | None) -> None:
    _set(engine, key, name=_name(name))


def append_event(engine: Engine, key: str, kind: str, payload: dict, at: float | None = None) -> int:
    """Append one event to the learner's log; returns its id (ids grow with time of writing).
    Folds the oldest events of this kind into a "summary" event past MAX_EVENTS_PER_KIND."""
    if not isinstance(kind, str) or not KIND_PATTERN.fullmatch(kind) or kind == SUMMARY:
        raise ValueError(f"bad event kind {kind!r:.30}")
    text = _json_object(payload, MAX_PAYLOAD_BYTES, "payload")
    if not valid_key(key):
        raise UnknownLearner(key)
    when = time.time() if at is None else float(at)
    with engine.begin() as db:
        if db.execute(select(learners.c.key).where(learners.c.key == key)).first() is None:
            raise UnknownLearner(key)
        new_id = db.execute(
            insert(learner_events)
            .values(learner_key=key, kind=kind, at=when, payload=text)
            .returning(learner_events.c.id)
        ).scalar_one()
        mine = (learner_events.c.learner_key == key) & (learner_events.c.kind == kind)
        count = db.execute(select(func.count()).select_from(learner_events).where(mine)).scalar_one()
        if count > MAX_EVENTS_PER_KIND:
            _fold(db, key, kind, mine)
    return int(new_id)


def _add_up(payload: dict, sums: dict[str, float], trues: dict[str, int]) -> None:
    for name, value in payload.items():
        if isinstance(value, bool):
            trues[name] = trues.get(name, 0) + int(value)
        elif isinstance(value, (int, float)):
            sums[name] = sums.get(name, 0) + value


def _fold(db, key: str, kind: str, mine) -> None:
    oldest = db.execute(select(learner_events).where(mine).order_by(learner_events.c.id).limit(FOLD_COUNT)).fetchall()
    sums: dict[str, float] = {}
    trues: dict[str, int] = {}
    groups: dict[str, dict[str, dict]] = {}  # field → its value → that group's count, sums, trues
    for row in oldest:
        payload = _loads(row.payload)
        _add_up(payload, sums, trues)
        for name in GROUP_FIELDS:
            value = payload.get(name)
            if isinstance(value, str):
                group = groups.setdefault(name, {}).setdefault(value, {"count": 0, "sums": {}, "trues": {}})
                group["count"] += 1
                _add_up(payload, group["sums"], group["trues"])
    summary = {
        "kind": kind,
        "count": len(oldest),
        "first_id": oldest[0].id,
        "last_id": oldest[-1].id,
        "first_at": oldest[0].at,
        "last_at": oldest[-1].at,
        "sums": sums,
        "trues": trues,
        "groups": groups,
    }
    db.execute(
        insert(learner_events).values(
            learner_key=key, kind=SUMMARY, at=oldest[-1].at, payload=json.dumps(summary, sort_keys=True)
        )
    )
    db.execute(learner_events.delete().where(learner_events.c.id.in_([row.id for row in oldest])))


def events(engine: Engine, key: str, kinds: Iterable[str] | None = None, since_id: int = 0) -> list[Event]:
    """The learner's events with id > since_id, oldest first; only `kinds` if given."""
    if not valid_key(key):
        return []
    query = select(learner_events).where(learner_events.c.learner_key == key, learner_events.c.id > int(since_id))
    if kinds is not None:
        wanted = [k for k in kinds if isinstance(k, str)]
        query = query.where(learner_events.c.kind.in_(wanted))
    with engine.connect() as db:
        rows = db.execute(query.order_by(learner_events.c.id)).fetchall()
    return [Event(row.id, row.kind, row.at, _loads(row.payload)) for row in rows]
