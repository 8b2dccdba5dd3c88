"""Where guided-play matches live between page loads: the storage layer (storage/) on the database
the settings name, its engine created once per process (`st.cache_resource`) and shared by sessions.

Settings: `CHAN_DATABASE_URL` (a SQLAlchemy URL, e.g. PostgreSQL for several app servers), else
`CHAN_MATCH_DB` (the SQLite file; default data/matches.sqlite3 beside the app). See storage.engine.

A match is kept under a key carried in the page's URL (`?match=…`), as an append-only log (a header
and one row per step, storage.matches): a move is one INSERT; a write another tab or server made
first is refused (MatchMovedOn) and the page shows the stored table instead. What is loaded goes
through the game's replay validator; the store itself trusts nothing it reads.
"""

from __future__ import annotations

import os
import sqlite3

import streamlit as st
from sqlalchemy import Engine
from sqlalchemy.exc import SQLAlchemyError

from core.common.text import Text
from storage import codecs
from storage.engine import database_url, make_engine, migrate
from storage.keys import KEY_PATTERN, new_key, valid_key
from storage.matches import (
    DamagedMatch,
    MatchMovedOn,
    StoredMatch,
    append_rows,
    delete_match,
    load_match,
    save_whole,
)

# what a store's load, save or delete may raise (a full disk, a locked or unreadable file, a database down)
STORE_ERRORS = (OSError, sqlite3.Error, SQLAlchemyError)
MAX_SAVED_BYTES = 2_000_000  # the old single-row form's bound (storage.matches.MAX_LEGACY_BYTES)

__all__ = [
    "KEY_PATTERN",
    "STORE_ERRORS",
    "MAX_SAVED_BYTES",
    "DamagedMatch",
    "MatchMovedOn",
    "StoredMatch",
    "engine",
    "error_text",
    "match_store",
    "new_key",
    "valid_key",
]


@st.cache_resource(show_spinner=False)
def _engine(url: str) -> Engine:
    engine = make_engine(url)
    try:
        migrate(engine)
    except BaseException:
        engine.dispose()
        raise  # not cached: the next session tries again
    return engine


def engine() -> Engine:
    """The process's engine for the settings (migrated). Raises one of STORE_ERRORS if the database
    cannot be opened; the next call tries again."""
    return _engine(database_url(os.environ))


def error_text(err: BaseException) -> Text:
    """A store error in a few words for the table's warning: the driver's own (in its one language,
    without SQLAlchemy's links)."""
    orig = getattr(err, "orig", None)
    text = str(orig if orig is not None else err).splitlines()
    words = (text[0] if text else "")[:200] or type(err).__name__
    return Text(words, words)


class MatchStore:
    """The match store on the process's engine."""

    def stored(self, key: str) -> StoredMatch | None:
        """The match as stored (log or old single row); DamagedMatch if its rows are not readable."""
        return load_match(engine(), key)

    def load(self, key: str) -> str | None:
        """The match as its game's replay JSON text (storage.codecs), or None."""
        found = self.stored(key)
        return None if found is None else codecs.join(found)

    def append(
        self, key: str, game: str, start: int, rows: list[dict], header: dict | None = None, learner: str | None = None
    ) -> int:
        """Append rows from sequence number `start` (storage.matches.append_rows); MatchMovedOn if
        taken. `learner`: the learner's key (storage.learners), kept in the header row of a new match."""
        return append_rows(engine(), key, game, start, rows, header, learner)

    def save(self, key: str, game: str, text: str) -> None:
        """The old single-row form (a whole match's JSON): what earlier versions wrote."""
        save_whole(engine(), key, game, text)

    def delete(self, key: str) -> None:
        delete_match(engine(), key)


_STORE = MatchStore()  # holds nothing: every call asks engine()


def match_store() -> MatchStore:
    return _STORE
