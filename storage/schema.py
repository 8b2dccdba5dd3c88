"""The tables (SQLAlchemy Core). Migrations (storage/migrations/versions) create and change them;
this module describes the newest version for the queries.

- `matches`: the single-row form written before the log existed (key, game, saved, body: the whole
  match as JSON). Still read; a match in it moves to the log at its next save.
- `match_headers` + `match_rows`: a match as an append-only log. The header holds what never
  changes (game, options/seed/players as JSON, the learner's key if any, when it was created); each
  row is one step (an action, a new deal, a result, a review) keyed by (match key, seq). The primary
  key on (match_key, seq) makes the database refuse a second write of one sequence number.
- `learners` + `learner_events`: the learner's record (storage.learners).
"""

from __future__ import annotations

from sqlalchemy import Column, Float, ForeignKey, Index, Integer, MetaData, String, Table, Text

metadata = MetaData()

legacy_matches = Table(
    "matches",
    metadata,
    Column("key", Text, primary_key=True),
    Column("game", Text, nullable=False),
    Column("saved", Float, nullable=False),
    Column("body", Text, nullable=False),
)

learners = Table(
    "learners",
    metadata,
    Column("key", String(40), primary_key=True),
    Column("name", Text, nullable=True),
    Column("created", Float, nullable=False),
    Column("settings", Text, nullable=False),  # a JSON object
)

learner_events = Table(
    "learner_events",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("learner_key", String(40), ForeignKey("learners.key"), nullable=False),
    Column("kind", String(40), nullable=False),
    Column("at", Float, nullable=False),
    Column("payload", Text, nullable=False),  # a JSON object
    Index("ix_learner_events_learner_kind", "learner_key", "kind", "id"),
)

match_headers = Table(
    "match_headers",
    metadata,
    Column("key", String(40), primary_key=True),
    Column("game", String(20), nullable=False),
    Column("header", Text, nullable=False),  # a JSON object: options, seed, players, level…
    Column("learner_key", String(40), nullable=True),
    Column("created", Float, nullable=False),
)

match_rows = Table(
    "match_rows",
    metadata,
    Column("match_key", String(40), ForeignKey("match_headers.key", ondelete="CASCADE"), primary_key=True),
    Column("seq", Integer, primary_key=True, autoincrement=False),
    Column("body", Text, nullable=False),  # a JSON object: one step of the match
    Column("at", Float, nullable=False),
)
