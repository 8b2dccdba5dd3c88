"""The play pages of both games with a store that is unreadable, damaged, read-only or locked, on
both backends: each fault gives a message, the game goes on, nothing stored is lost, and no save
ever overwrites a match that could not be loaded. Also: the page of a tab that another tab moved
past says so and shows the stored table."""

import sqlite3
from urllib.parse import quote

import pytest
from sqlalchemy import create_engine, text, update
from streamlit.testing.v1 import AppTest

import test_app_play as chan_pages
import test_app_sichuan as sichuan_pages
from pg_helpers import free_port
from storage.schema import match_rows

SAVE_WARNING = {"chan": "could not be saved just now", "sichuan": "could not be saved just now"}


class Chan:
    game, page, state = "chan", chan_pages.PAGE, "play"

    def start(self):
        at = chan_pages.start("en", "cardavia", seed=3)
        return self.move(at)

    def move(self, at):
        chan_pages.moves(at)[0].click().run()
        assert not at.exception
        return at

    def actions(self, at):
        return [[a.to_json() for a in d.actions] for d in at.session_state["play"].match.deals]

    def opened(self, at):
        return "play" in at.session_state and at.session_state["play"] is not None

    def new(self, at):
        at.button[0].click().run()  # the set-up form's submit
        return at


class Sichuan:
    game, page, state = "sichuan", sichuan_pages.PLAY, "sichuan_play"

    def start(self):
        return self.move(sichuan_pages.start("en", seed=9))

    def move(self, at):
        keys = sichuan_pages.action_keys(at)
        at = at.button(key=keys[0] if keys else "sp_continue").click().run()
        assert not at.exception
        return at

    def actions(self, at):
        return [[a.to_json() for a in at.session_state["sichuan_play"].deal.actions]]

    def opened(self, at):
        return at.session_state["sichuan_play"].deal is not None

    def new(self, at):
        return at.button(key="sp_start").click().run()


GAMES = {"chan": Chan(), "sichuan": Sichuan()}


def key_of(at) -> str:
    key = at.query_params["match"]
    return key[0] if isinstance(key, list) else key


def open_link(game, key):
    at = AppTest.from_file(game.page, default_timeout=60)
    at.session_state["lang"] = "en"
    at.session_state["play_pace"] = at.session_state["sp_pace"] = "instant"
    at.query_params["match"] = key
    return at.run()


def warnings(at) -> str:
    return " ".join(w.value for w in at.warning)


def with_options(url: str, options: str) -> str:
    return url + ("&" if "?" in url else "?") + "options=" + quote(options)


@pytest.fixture
def faults(db_url, tmp_path, monkeypatch):
    """fault name -> a function that applies it (and returns a function that lifts it)."""
    is_sqlite = db_url.startswith("sqlite")
    path = db_url.split("///", 1)[1] if is_sqlite else ""
    from ui.store import _engine

    def use(url):
        monkeypatch.setenv("CHAN_DATABASE_URL", url)
        return lambda: monkeypatch.setenv("CHAN_DATABASE_URL", db_url)

    def unreadable():
        if is_sqlite:
            return use(f"sqlite+pysqlite:///{tmp_path}")  # a directory: cannot be opened
        return use(f"postgresql+psycopg://postgres@127.0.0.1:{free_port()}/chan")  # nothing listens

    def damaged_file():
        garbage = tmp_path / "garbage.sqlite3"
        garbage.write_bytes(b"this is not a database file " * 200)
        return use(f"sqlite+pysqlite:///{garbage}")

    def read_only():
        if is_sqlite:
            return use(f"sqlite+pysqlite:///file:{path}?mode=ro&uri=true")
        return use(with_options(db_url, "-c default_transaction_read_only=on"))

    def locked():
        if is_sqlite:
            monkeypatch.setattr("storage.engine.BUSY_SECONDS", 0.3)
            _engine.clear()
            holder = sqlite3.connect(path, timeout=5, isolation_level=None)
            holder.execute("BEGIN EXCLUSIVE")

            def lift():
                holder.execute("ROLLBACK")
                holder.close()

            return lift
        holder = create_engine(db_url).connect()
        holder.execute(text("LOCK TABLE match_rows, match_headers, matches IN ACCESS EXCLUSIVE MODE"))
        back = use(with_options(db_url, "-c lock_timeout=300"))

        def lift_pg():
            holder.rollback()
            holder.close()
            back()

        return lift_pg

    out = {"unreadable": unreadable, "read_only": read_only, "locked": locked}
    if is_sqlite:
        out["damaged_file"] = damaged_file
    monkeypatch.setenv("CHAN_DATABASE_URL", db_url)
    return out


@pytest.mark.parametrize("game_name", ["chan", "sichuan"])
@pytest.mark.parametrize("fault", ["unreadable", "damaged_file", "read_only", "locked"])
def test_a_store_fault_gives_a_message_and_loses_nothing(faults, fault, game_name, db_url):
    if fault not in faults:
        pytest.skip("a damaged database file is SQLite's (PostgreSQL: the damaged row test)")
    game = GAMES[game_name]
    at = game.start()
    key, before = key_of(at), game.actions(at)
    assert at.session_state[game.state].save_error is None
    lift = faults[fault]()
    # an open table: the next move is played, the save fails with a message
    at = game.move(at)
    assert SAVE_WARNING[game.game] in warnings(at), warnings(at)
    # a fresh session on the link: a message, never a silent set-up form
    fresh = open_link(game, key)
    assert not fresh.exception
    if fault == "read_only" or (
        fault == "locked" and db_url.startswith("sqlite")
    ):  # WAL: a writer's lock lets readers in
        assert game.opened(fresh) and game.actions(fresh) == before  # it reads; saving is what fails
    else:
        assert not game.opened(fresh)
        assert "cannot be read right now" in warnings(fresh) or "could not be loaded" in warnings(fresh)
        game.new(fresh)  # a new game under the fault: never under the key that did not load
        assert key_of(fresh) != key
    lift()
    again = open_link(game, key)
    assert not again.exception and game.opened(again)
    assert game.actions(again) == before  # nothing stored was lost or overwritten


@pytest.mark.parametrize("game_name", ["chan", "sichuan"])
def test_a_damaged_row_is_refused_with_a_message_and_not_saved_over(db_url, monkeypatch, game_name):
    monkeypatch.setenv("CHAN_DATABASE_URL", db_url)
    from ui.store import engine

    game = GAMES[game_name]
    at = game.start()
    key = key_of(at)
    with engine().begin() as db:
        db.execute(update(match_rows).where(match_rows.c.match_key == key, match_rows.c.seq == 1).values(body="[1"))
    fresh = open_link(game, key)
    assert not fresh.exception and not game.opened(fresh)
    assert "could not be replayed" in warnings(fresh) or "damaged" in warnings(fresh), warnings(fresh)
    game.new(fresh)
    assert key_of(fresh) != key
    with engine().connect() as db:
        assert (
            db.execute(match_rows.select().where(match_rows.c.match_key == key, match_rows.c.seq == 1)).first().body
            == "[1"
        )


@pytest.mark.parametrize("game_name", ["chan", "sichuan"])
@pytest.mark.parametrize("lang, words", [("en", "moved on in another tab"), ("vi", "thẻ khác")])
def test_a_tab_another_tab_moved_past_says_so_and_shows_the_stored_table(db_url, monkeypatch, game_name, lang, words):
    monkeypatch.setenv("CHAN_DATABASE_URL", db_url)
    game = GAMES[game_name]
    tab_c = game.start()
    key = key_of(tab_c)
    tab_d = open_link(game, key)
    tab_d.session_state["lang"] = lang
    for _ in range(3):
        tab_c = game.move(tab_c)
    stored = game.actions(tab_c)
    tab_d = game.move(tab_d)  # a move on a stale table
    assert words in " ".join(e.value for e in [*tab_d.error, *tab_d.warning, *tab_d.markdown]), lang
    assert game.actions(tab_d) == stored  # the table as stored, C's moves in it
    assert game.actions(open_link(game, key)) == stored  # and nothing was overwritten


@pytest.mark.parametrize("bad", ["short", "../../etc/passwd", "a b c d e f g h", "x" * 41, "ü" * 12])
def test_a_bad_sichuan_link_says_so_and_the_next_deal_gets_a_new_key(db_url, monkeypatch, bad):
    monkeypatch.setenv("CHAN_DATABASE_URL", db_url)
    at = open_link(GAMES["sichuan"], bad)
    assert not at.exception
    assert "could not be loaded (this link's deal id is not valid)" in warnings(at), warnings(at)
    at = GAMES["sichuan"].new(at)
    assert key_of(at) != bad and at.session_state["sichuan_play"].deal is not None


def test_the_next_sichuan_deal_under_one_key_is_saved_and_reopens(db_url, monkeypatch):
    """The next deal goes on the same key's log as a new deal row; reopening gives the new deal."""
    monkeypatch.setenv("CHAN_DATABASE_URL", db_url)
    game = GAMES["sichuan"]
    at = sichuan_pages.start("en", seed=4)
    sichuan_pages.play_to_end(at)
    at = at.button(key="sp_next").click().run()
    for _ in range(3):
        at = game.move(at)
    key, now = key_of(at), game.actions(at)
    assert at.session_state["sichuan_play"].save_error is None and at.session_state["sichuan_play"].seed == 5
    again = open_link(game, key)
    assert game.opened(again) and game.actions(again) == now
    assert again.session_state["sichuan_play"].deal.seed == 5
