"""Matches as an append-only log (storage.matches, storage.codecs, the play pages' save and load),
on both backends: two sessions on one match, 250 deals, old single-row matches, damaged rows, a
process killed mid-deal."""

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from core.chan.replay import dumps_match
from storage.codecs import join
from storage.matches import DamagedMatch, MatchMovedOn, append_rows, load_match, save_whole
from test_match_store import played_match
from ui.chan.play_view import make_players
from ui.store import new_key

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def store_env(db_url, monkeypatch):
    """The app's store (ui.store) on this test's database."""
    monkeypatch.setenv("CHAN_DATABASE_URL", db_url)
    from ui.store import engine

    return engine()


def chan_play(match, key=None):
    from ui.chan import play as P

    return P.PlayState(match, key or new_key(), "random", 0, make_players("random", match.seed))


def actions(play):
    return [[a.to_json() for a in deal.actions] for deal in play.match.deals]


def test_the_log_is_refused_on_a_taken_sequence_number_and_keeps_the_first(db_engine):
    key = new_key()
    assert append_rows(db_engine, key, "chan", 0, [{"a": 0}], header={"h": 0}) == 1
    assert append_rows(db_engine, key, "chan", 1, [{"a": 1}, {"a": 2}]) == 3
    with pytest.raises(MatchMovedOn):  # a second session that still thinks 1 is next
        append_rows(db_engine, key, "chan", 1, [{"a": "other"}])
    with pytest.raises(MatchMovedOn):  # a second session starting the same key
        append_rows(db_engine, key, "chan", 0, [{"a": "other"}], header={"h": 1})
    with pytest.raises(MatchMovedOn):  # a match deleted elsewhere takes no rows
        append_rows(db_engine, new_key(), "chan", 4, [{"a": 4}])
    other = new_key()  # deleted and started again elsewhere: fewer rows than this session thinks
    append_rows(db_engine, other, "sichuan", 0, [{"a": 0}], header={"h": 0})
    with pytest.raises(MatchMovedOn):
        append_rows(db_engine, other, "sichuan", 5, [{"a": 5}])
    assert load_match(db_engine, other).rows == ({"a": 0},)
    assert load_match(db_engine, other).learner_key is None
    mine = new_key()
    append_rows(db_engine, mine, "chan", 0, [], header={}, learner_key="learner-key-123")
    assert load_match(db_engine, mine).learner_key == "learner-key-123"
    stored = load_match(db_engine, key)
    assert stored.header == {"h": 0} and stored.rows == ({"a": 0}, {"a": 1}, {"a": 2}) and stored.next_seq == 3


def test_two_sessions_on_one_chan_match_the_second_write_is_refused_and_nothing_is_lost(store_env):
    from ui.chan import play as P

    match = played_match(deals=2, unfinished_moves=3)
    first = chan_play(match)
    P.save(first)
    assert first.save_error is None
    tab_c, tab_d = P._load(first.key), P._load(first.key)  # two tabs open the link
    players = make_players("random", 5)
    for _ in range(4):  # tab C plays on
        deal = tab_c.deal
        deal.act(players[deal.to_act].choose(deal, deal.to_act))
        P.save(tab_c)
    assert tab_c.save_error is None
    deal = tab_d.deal  # tab D makes one (stale) move
    deal.act(players[deal.to_act].choose(deal, deal.to_act))
    import streamlit as st

    P.save(tab_d)
    shown = st.session_state[P.KEY]  # tab D now shows the stored match, and says why
    assert actions(shown) == actions(tab_c)
    why, _ = shown.message
    assert "moved on in another tab" in why["en"] and "thẻ khác" in why["vi"]
    again = P._load(first.key)
    assert actions(again) == actions(tab_c)  # C's moves are all there; D's was not written


def test_250_deals_save_move_by_move_and_reload(store_env):
    from ui.chan import play as P

    match = played_match(deals=250, unfinished_moves=0)
    play = chan_play(match)
    P.save(play)
    assert play.save_error is None
    players = make_players("random", 5)
    while not play.deal.over:  # the 251st deal, a save per move as the page makes
        play.deal.act(players[play.deal.to_act].choose(play.deal, play.deal.to_act))
        before = play.logged[0]
        P.save(play)
        assert play.logged[0] > before
    play.match.close_deal()
    P.save(play)
    again = P._load(play.key)
    assert isinstance(again, P.PlayState), again
    assert len(again.match.deals) == 251 and actions(again) == actions(play)
    assert again.match.totals == play.match.totals


def test_an_old_single_row_chan_match_opens_and_moves_to_the_log_at_its_next_save(store_env, db_url):
    from ui.chan import play as P

    play = chan_play(played_match(deals=1, unfinished_moves=2))
    body = play.dumps()
    if db_url.startswith("sqlite"):  # written as ui/store.py did before the log: its DDL and upsert
        path = db_url.split("///", 1)[1]
        store_env.dispose()
        with sqlite3.connect(path) as db:
            db.execute("DROP TABLE IF EXISTS alembic_version")
            for table in ("match_rows", "match_headers", "learner_events", "learners", "matches"):
                db.execute(f"DROP TABLE IF EXISTS {table}")
            db.execute(
                "CREATE TABLE IF NOT EXISTS matches (key TEXT PRIMARY KEY, game TEXT NOT NULL, "
                "saved REAL NOT NULL, body TEXT NOT NULL)"
            )
            db.execute(
                "INSERT INTO matches (key, game, saved, body) VALUES (?, ?, ?, ?) ON CONFLICT(key) DO UPDATE "
                "SET game = excluded.game, saved = excluded.saved, body = excluded.body",
                (play.key, "chan", time.time(), body),
            )
        from ui.store import _engine

        _engine.clear()  # a new process: the old file is migrated in place when the engine opens
    else:
        save_whole(store_env, play.key, "chan", body)
    old = P._load(play.key)
    assert isinstance(old, P.PlayState) and old.logged is None and actions(old) == actions(play)
    players = make_players("random", 5)
    old.deal.act(players[old.deal.to_act].choose(old.deal, old.deal.to_act))
    P.save(old)
    assert old.save_error is None
    from ui.store import engine

    stored = load_match(engine(), play.key)
    assert not stored.legacy and stored.rows[0]["deal"]["seed"] is not None
    assert actions(P._load(play.key)) == actions(old)


def test_a_damaged_row_is_refused_whole_with_a_message(store_env):
    from sqlalchemy import update

    from storage.schema import match_rows
    from ui.chan import play as P

    play = chan_play(played_match(deals=1, unfinished_moves=4))
    P.save(play)
    with store_env.begin() as db:
        db.execute(update(match_rows).where(match_rows.c.seq == 3).values(body="{not json"))
    with pytest.raises(DamagedMatch):
        load_match(store_env, play.key)
    assert P._load(play.key) == "corrupt"
    with store_env.begin() as db:  # a row that is JSON but a move the deal does not allow
        db.execute(update(match_rows).where(match_rows.c.seq == 3).values(body=json.dumps({"a": {"seat": 9}})))
    assert P._load(play.key) == "corrupt"


def test_the_joined_rows_are_the_games_replay_format_unchanged(store_env):
    from ui.chan import play as P

    play = chan_play(played_match(deals=3, unfinished_moves=5))
    play.reviews = {1: {"decisions": 3, "agreed": 2, "lost": 1}}
    P.save(play)
    joined, whole = json.loads(join(load_match(store_env, play.key))), json.loads(play.dumps())
    assert json.loads(joined.pop("match")) == json.loads(whole.pop("match")) == json.loads(dumps_match(play.match))
    assert joined == whole


WRITER = """
import sys, time
from test_match_store import played_match
from ui.chan import play as P
from ui.chan.play_view import make_players
match = played_match(deals=0, unfinished_moves=0)
play = P.PlayState(match, sys.argv[1], "random", 0, make_players("random", 5))
players = make_players("random", 5)
P.save(play)
while True:
    deal = play.deal
    if deal.over:
        play.match.close_deal()
        play.match.new_deal()
    else:
        deal.act(players[deal.to_act].choose(deal, deal.to_act))
    P.save(play)
    assert play.save_error is None, play.save_error
    print(play.logged[0], flush=True)
"""


def test_a_process_killed_mid_deal_loses_at_most_the_move_in_flight(store_env, db_url, tmp_path):
    from ui.chan import play as P

    key = new_key()
    env = {**os.environ, "CHAN_DATABASE_URL": db_url, "PYTHONPATH": f"{ROOT}{os.pathsep}{ROOT / 'tests'}"}
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, key], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
    )
    seen = []
    try:
        while len(seen) < 60:
            line = writer.stdout.readline()
            assert line, writer.stderr.read()
            seen.append(int(line))
        os.kill(writer.pid, signal.SIGKILL)
    finally:
        writer.kill()
        writer.wait(30)
    written = load_match(store_env, key).next_seq
    assert seen[-1] <= written  # every save it reported is there; at most the one in flight more
    again = P._load(key)
    assert isinstance(again, P.PlayState), again  # and it replays
    assert sum(len(d.actions) for d in again.match.deals) >= 50


def test_a_sqlite_file_uri_opens_its_own_path_and_makes_no_folder_here(tmp_path, monkeypatch):
    # a `file:` URI (read-only stores use one) was taken for a relative path: a folder named
    # "file:" appeared in the working directory
    from sqlalchemy import text

    from storage.engine import make_engine

    here = tmp_path / "cwd"
    here.mkdir()
    monkeypatch.chdir(here)
    target = tmp_path / "store.sqlite3"
    engine = make_engine(f"sqlite+pysqlite:///file:{target}?mode=rwc&uri=true")
    with engine.begin() as conn:
        conn.execute(text("create table t (x int)"))
    engine.dispose()
    assert target.exists() and list(here.iterdir()) == []
