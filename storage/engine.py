"""The database engine the settings name, created once per process and migrated before use.

Settings (environment variables):
- `CHAN_DATABASE_URL`: a SQLAlchemy URL, e.g. ``postgresql+psycopg://user@host:5432/chan``
  (PostgreSQL through psycopg 3). Several app servers share matches and learners through it.
- otherwise `CHAN_MATCH_DB`: the SQLite file (default ``data/matches.sqlite3`` beside the app),
  as before this package existed; an old file is upgraded in place, its matches kept.

SQLite runs in WAL mode with a busy timeout (BUSY_SECONDS), so sessions in threads of one process,
and processes on one machine, wait for each other instead of failing at once; synchronous=NORMAL
(the usual setting with WAL): a killed app loses nothing committed, a power cut at most the last
moves.
"""

from __future__ import annotations

import functools
import os
import threading
from collections.abc import Mapping
from pathlib import Path

from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.engine import make_url

DEFAULT_PATH = Path(__file__).resolve().parent.parent / "data" / "matches.sqlite3"
BUSY_SECONDS = 10
_migrate_lock = threading.Lock()


def database_url(environ: Mapping[str, str] | None = None) -> str:
    """The URL the settings name (see the module's docstring)."""
    env = os.environ if environ is None else environ
    url = (env.get("CHAN_DATABASE_URL") or "").strip()
    if url:
        return url
    return "sqlite+pysqlite:///" + str(Path(env.get("CHAN_MATCH_DB") or DEFAULT_PATH))


def make_engine(url: str) -> Engine:
    """A new engine for `url`, not migrated (open_engine migrates). SQLite: WAL, busy timeout."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return create_engine(url, pool_pre_ping=True, future=True)
    if parsed.database and parsed.database != ":memory:" and not parsed.database.startswith("file:"):
        Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)  # (a file: URI names its own path)
    engine = create_engine(url, connect_args={"timeout": BUSY_SECONDS, "check_same_thread": False})

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection, _record):  # every new SQLite connection
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_SECONDS * 1000}")
        cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute("PRAGMA synchronous = NORMAL")  # WAL: a killed process loses nothing committed
        cursor.execute("PRAGMA foreign_keys = ON")  # a row of a deleted match is refused, as on PostgreSQL
        cursor.close()

    return engine


def migrate(engine: Engine) -> None:
    """Bring the schema to the newest version (Alembic, storage/migrations): creates it in an empty
    database, upgrades an older one in place (a file written before this package included)."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(Path(__file__).resolve().parent / "migrations"))
    with _migrate_lock, engine.begin() as connection:
        if connection.dialect.name == "postgresql":  # replicas starting together migrate one at a time
            connection.execute(text("SELECT pg_advisory_xact_lock(7310024)"))
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


@functools.cache  # one engine per URL and process: its pool is shared by every session
def _engine(url: str) -> Engine:
    engine = make_engine(url)
    migrate(engine)
    return engine


def open_engine(url: str | None = None) -> Engine:
    """The process's engine for `url` (default: the settings), migrated. Raises
    sqlalchemy.exc.SQLAlchemyError (or OSError) when the database cannot be reached or written; a
    failed open is not cached, so the next call tries again."""
    return _engine(url or database_url())
