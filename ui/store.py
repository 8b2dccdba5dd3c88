"""Where guided-play matches live between page loads: a small key → JSON store, server-side.

The default is an embedded SQLite database (the standard library's `sqlite3`); its file is the
setting `CHAN_MATCH_DB` (an environment variable; default `data/matches.sqlite3` beside the app).
Several app processes can share one match store by pointing that setting at one file on a shared
disk, or by giving `match_store()` another object with the same three methods (a database server).

A match is saved as text (the game's own replay JSON), keyed by an id carried in the page's URL
(`?match=…`), so a reload (F5) or a reopened link finds it again. What is loaded goes through the
game's replay validator; the store itself trusts nothing it reads.
"""

from __future__ import annotations

import functools
import os
import re
import secrets
import sqlite3
import threading
import time
from pathlib import Path
from typing import Protocol

STORE_ERRORS = (OSError, sqlite3.Error)  # what a store's load, save or delete may raise (a full disk, a locked file)
MAX_SAVED_BYTES = 2_000_000  # a match of many deals is ~100 KB; refuse anything absurd
KEY_PATTERN = re.compile(r"[A-Za-z0-9_-]{8,40}")
DEFAULT_PATH = Path(__file__).resolve().parent.parent / "data" / "matches.sqlite3"


class MatchStore(Protocol):
    def load(self, key: str) -> str | None: ...
    def save(self, key: str, game: str, text: str) -> None: ...
    def delete(self, key: str) -> None: ...


def new_key() -> str:
    return secrets.token_urlsafe(12)


def valid_key(key: object) -> bool:
    return isinstance(key, str) and KEY_PATTERN.fullmatch(key) is not None


class SqliteMatchStore:
    """One table, one row per match. A connection per call: sessions run in threads of one process."""

    def __init__(self, path: str | os.PathLike):
        self.path = Path(path)
        self._ready = False
        self._lock = threading.Lock()

    def _connect(self) -> sqlite3.Connection:
        if not self._ready:
            with self._lock:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                with sqlite3.connect(self.path, timeout=10) as db:
                    db.execute("PRAGMA journal_mode=WAL")
                    db.execute(
                        "CREATE TABLE IF NOT EXISTS matches (key TEXT PRIMARY KEY, game TEXT NOT NULL, "
                        "saved REAL NOT NULL, body TEXT NOT NULL)"
                    )
                self._ready = True
        return sqlite3.connect(self.path, timeout=10)

    def load(self, key: str) -> str | None:
        if not valid_key(key):
            return None
        with self._connect() as db:
            row = db.execute("SELECT body FROM matches WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def save(self, key: str, game: str, text: str) -> None:
        if not valid_key(key):
            raise ValueError("bad match key")
        if len(text.encode("utf-8")) > MAX_SAVED_BYTES:
            raise ValueError("match too large to save")
        with self._connect() as db:
            db.execute(
                "INSERT INTO matches (key, game, saved, body) VALUES (?, ?, ?, ?) ON CONFLICT(key) DO UPDATE "
                "SET game = excluded.game, saved = excluded.saved, body = excluded.body",
                (key, game, time.time(), text),
            )

    def delete(self, key: str) -> None:
        if valid_key(key):
            with self._connect() as db:
                db.execute("DELETE FROM matches WHERE key = ?", (key,))


@functools.cache  # one store object per database path; it holds nothing but its path
def _sqlite_store(path: str) -> SqliteMatchStore:
    return SqliteMatchStore(path)


def match_store() -> MatchStore:
    """The store the setting names. (A deployment with a database server replaces this function.)"""
    return _sqlite_store(os.environ.get("CHAN_MATCH_DB") or str(DEFAULT_PATH))
