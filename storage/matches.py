"""Guided-play matches as an append-only log: a header row plus one row per step.

A match is `match_headers(key, game, header JSON, learner_key, created)` and rows
`match_rows(match_key, seq, body JSON, at)` with the primary key (match_key, seq): a move is one
INSERT of the next sequence number, so a save costs the same at deal 1 and deal 200. A session that
writes a sequence number another session (a tab, an app server) already wrote is refused by the
database: `append_rows` raises MatchMovedOn and writes nothing. Reading gives the header and the rows
in order (`load_match`); the game's codec (storage.codecs) joins them into the game's replay JSON,
which goes through the replay validator; rows that are not JSON objects are refused (DamagedMatch),
never half-loaded.

Matches saved before the log existed are one row of the table `matches` (the whole replay JSON):
`load_match` still reads them (StoredMatch.text), and the first append under that key (with a
header and every row from 0) moves the match into the log and removes the old row, in one
transaction.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field

from sqlalchemy import Engine, delete, insert, select
from sqlalchemy.exc import IntegrityError

from .keys import valid_key
from .schema import legacy_matches, match_headers, match_rows

MAX_ROW_BYTES = 200_000  # one step; a deal record (its deck) is ~1 KB
MAX_LEGACY_BYTES = 2_000_000


class MatchMovedOn(Exception):
    """Another session wrote this match first (its sequence number is taken, or the match was
    started or deleted elsewhere); nothing was written."""

    def __init__(self, key: str, seq: int):
        super().__init__(f"match {key} moved on: sequence number {seq} is taken")
        self.key, self.seq = key, seq


class DamagedMatch(ValueError):
    """A stored header or row is not what this module wrote (not a JSON object, a gap in the
    sequence numbers): the match is refused whole."""


@dataclass(frozen=True)
class StoredMatch:
    key: str
    game: str
    header: dict = field(default_factory=dict)
    rows: tuple = ()  # the rows' JSON objects, in sequence order (seq 0, 1, …)
    learner_key: str | None = None
    created: float = 0.0
    text: str | None = None  # a match in the old single-row form: its whole JSON (header and rows empty)

    @property
    def next_seq(self) -> int:
        return len(self.rows)

    @property
    def legacy(self) -> bool:
        return self.text is not None


def _object(text: str, what: str) -> dict:
    try:
        value = json.loads(text)
    except (TypeError, ValueError):
        raise DamagedMatch(f"{what}: not JSON") from None
    if not isinstance(value, dict):
        raise DamagedMatch(f"{what}: not a JSON object")
    return value


def _dumps(value: dict, what: str) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    if len(text.encode("utf-8")) > MAX_ROW_BYTES:
        raise ValueError(f"{what} too large to save")
    return text


def load_match(engine: Engine, key: str) -> StoredMatch | None:
    """The match under `key` (log form first, else the old single-row form), or None."""
    if not valid_key(key):
        return None
    with engine.connect() as db:
        head = db.execute(select(match_headers).where(match_headers.c.key == key)).first()
        if head is None:
            old = db.execute(
                select(legacy_matches.c.game, legacy_matches.c.body).where(legacy_matches.c.key == key)
            ).first()
            return None if old is None else StoredMatch(key, old.game, text=old.body)
        rows = db.execute(
            select(match_rows.c.seq, match_rows.c.body).where(match_rows.c.match_key == key).order_by(match_rows.c.seq)
        ).fetchall()
    for index, row in enumerate(rows):
        if row.seq != index:
            raise DamagedMatch(f"row {index}: missing (the next stored is {row.seq})")
    return StoredMatch(
        key,
        head.game,
        _object(head.header, "header"),
        tuple(_object(row.body, f"row {row.seq}") for row in rows),
        head.learner_key,
        head.created,
    )


def append_rows(
    engine: Engine,
    key: str,
    game: str,
    start: int,
    rows: list[dict],
    header: dict | None = None,
    learner_key: str | None = None,
) -> int:
    """Write `rows` as sequence numbers start, start+1, … in one transaction; with `header` (start
    must be 0) the match is created first (and its old single-row form, if any, removed). Returns the
    next sequence number. Raises MatchMovedOn if another session wrote first; ValueError for a bad
    key or a row too large; sqlalchemy errors when the database fails (nothing is then written)."""
    if not valid_key(key):
        raise ValueError("bad match key")
    if header is not None and start != 0:
        raise ValueError("a header starts a match at sequence number 0")
    bodies = [_dumps(row, f"row {start + i}") for i, row in enumerate(rows)]
    now = time.time()
    try:
        with engine.begin() as db:
            if header is not None:
                db.execute(
                    insert(match_headers).values(
                        key=key, game=game, header=_dumps(header, "header"), learner_key=learner_key, created=now
                    )
                )
                db.execute(delete(legacy_matches).where(legacy_matches.c.key == key))
            elif start == 0:
                exists = db.execute(select(match_headers.c.game).where(match_headers.c.key == key)).first()
                if exists is None:
                    raise MatchMovedOn(key, start)
            else:  # the row before must be there: a match deleted and started again elsewhere has fewer
                before = match_rows.c.match_key == key, match_rows.c.seq == start - 1
                if db.execute(select(match_rows.c.seq).where(*before)).first() is None:
                    raise MatchMovedOn(key, start)
            if bodies:
                db.execute(
                    insert(match_rows),
                    [{"match_key": key, "seq": start + i, "body": body, "at": now} for i, body in enumerate(bodies)],
                )
    except IntegrityError:
        raise MatchMovedOn(key, start) from None
    return start + len(bodies)


def delete_match(engine: Engine, key: str) -> None:
    """Remove the match (both forms). Matches are the only thing ever deleted here."""
    if not valid_key(key):
        return
    with engine.begin() as db:
        db.execute(delete(match_rows).where(match_rows.c.match_key == key))
        db.execute(delete(match_headers).where(match_headers.c.key == key))
        db.execute(delete(legacy_matches).where(legacy_matches.c.key == key))


def save_whole(engine: Engine, key: str, game: str, text: str) -> None:
    """The old way: the whole match as one row of `matches`, overwritten at every save (kept for
    reading old matches' tests and as the benchmark's baseline; the app appends with append_rows)."""
    if not valid_key(key):
        raise ValueError("bad match key")
    if len(text.encode("utf-8")) > MAX_LEGACY_BYTES:
        raise ValueError("match too large to save")
    with engine.begin() as db:
        db.execute(delete(legacy_matches).where(legacy_matches.c.key == key))
        db.execute(insert(legacy_matches).values(key=key, game=game, saved=time.time(), body=text))
