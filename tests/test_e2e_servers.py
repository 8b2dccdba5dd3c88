"""Two app servers on one PostgreSQL: a Chắn deal started by clicking on server A continues on
server B from the same link, and is finished there (the README's deployment: replicas behind a load
balancer, one CHAN_DATABASE_URL)."""

import os
import socket
import subprocess
import sys
import uuid
from contextlib import ExitStack, contextmanager
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from e2e_helpers import (  # noqa: F401
    ARTIFACTS,
    ROOT,
    browser,
    chromium_path,
    new_page,
    screenshot,
    try_click,
    wait_healthy,
    wait_rendered,
)
from test_e2e_play import MOVES, NEXT, _deal, _play_to_the_end, hand_of

pytestmark = pytest.mark.e2e
PORTS = range(8610, 8630)  # this test's servers


def _free(port: int) -> bool:
    with socket.socket() as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


@contextmanager
def app_server(port: int, database_url: str, log_dir: Path):
    env = {**os.environ, "CHAN_DATABASE_URL": database_url, "PYTHONPATH": str(ROOT)}
    log_path = log_dir / f"streamlit-{port}.log"
    with open(log_path, "wb") as log:
        server = subprocess.Popen(
            [sys.executable, "-m", "streamlit", "run", str(ROOT / "app.py"), "--server.headless", "true"]
            + ["--server.port", str(port), "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false"]
            + ["--server.fileWatcherType", "none"],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_healthy(url, server, log_path)
        yield url
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


@pytest.fixture
def shared_database(postgres_server):
    name = "e2e_" + uuid.uuid4().hex[:10]
    admin = create_engine(postgres_server.url, isolation_level="AUTOCOMMIT")
    with admin.connect() as db:
        db.execute(text(f"CREATE DATABASE {name}"))
    yield postgres_server.url.rsplit("/", 1)[0] + "/" + name
    with admin.connect() as db:
        db.execute(text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
    admin.dispose()


def test_a_deal_started_on_server_a_is_finished_on_server_b(browser, shared_database, tmp_path):
    from storage.engine import make_engine
    from storage.matches import load_match

    ports = [p for p in PORTS if _free(p)][:2]
    assert len(ports) == 2, "no free port in 8610-8629"
    with ExitStack() as stack:
        server_a = stack.enter_context(app_server(ports[0], shared_database, tmp_path))
        server_b = stack.enter_context(app_server(ports[1], shared_database, tmp_path))
        page_a = new_page(browser, f"{server_a}/play?profile=traditional")
        stack.callback(page_a.context.close)
        wait_rendered(page_a)
        _deal(page_a)
        clicked = 0
        while clicked < 3:
            page_a.locator(MOVES).first.wait_for(timeout=45_000)
            clicked += try_click(page_a.locator(MOVES))
        page_a.locator(MOVES).first.wait_for(timeout=45_000)  # the third move's run is over
        link = page_a.url
        key = link.split("match=")[1].split("&")[0]
        engine = make_engine(shared_database)
        stack.callback(engine.dispose)
        on_a = load_match(engine, key)
        assert on_a is not None and sum("a" in row for row in on_a.rows) >= 3
        page_b = new_page(browser, link.replace(server_a, server_b))
        stack.callback(page_b.context.close)
        wait_rendered(page_b)
        page_b.locator(MOVES).first.wait_for(timeout=45_000)
        assert page_b.get_by_text("Deal the cards").count() == 0  # the match, not the set-up form
        assert hand_of(page_b) == hand_of(page_a)
        _play_to_the_end(page_b)
        assert page_b.locator(NEXT).count() == 1
        screenshot(page_b, "two_servers_b_finished", tmp_path)
        screenshot(page_b, "two_servers_b_finished", Path("/tmp"))
        on_b = load_match(engine, key)
        assert on_b.rows[: len(on_a.rows)] == on_a.rows  # B went on from A's rows
        assert any("result" in row for row in on_b.rows)  # and the deal's end is stored
