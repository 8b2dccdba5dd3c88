import os
import pathlib
import tempfile

import pytest
from hypothesis import HealthCheck, settings

# the browser tests' fixtures, for every test module here (a module need not import them)
from e2e_helpers import app_url, browser, chromium_path, open_page  # noqa: F401

# Saved matches (ui.store) go to a throw-away database for the whole run, also in the Streamlit
# servers the browser tests start (they inherit the environment): no test writes to data/. Tests
# that look at the store set their own file with monkeypatch.
os.environ["CHAN_MATCH_DB"] = str(pathlib.Path(tempfile.mkdtemp(prefix="chan-test-matches-")) / "matches.sqlite3")

# Property tests: no per-example deadline (shared, noisy machines). Under CI=true the examples are
# derived from each test's name, so a CI run is reproducible; locally they are random, to find more.
settings.register_profile(
    "ci", deadline=None, derandomize=True, print_blob=True, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", deadline=None, print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") == "true" else "dev")


@pytest.fixture(autouse=True)
def reproducible_new_matches(request, monkeypatch):
    """Under CI=true, the "fresh" seeds of new matches in AppTests come from the test's name, so a CI
    run deals the same cards every time (as the property tests' examples); locally they stay random,
    to find more. (The browser tests' servers are other processes: their seeds stay random.)"""
    if os.environ.get("CI") != "true":
        return
    import random

    import ui.common.seeds as seeds

    draw = random.Random(request.node.nodeid)
    monkeypatch.setattr(seeds, "fresh_seed", lambda: 1 + draw.randrange(seeds.MAX_SEED))


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    """Keep each phase's report on the test item (`item.rep_call`), so fixtures can see a failure."""
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report


def pytest_collection_modifyitems(config, items):
    """Every test that needs the browser is an `e2e` test: `python -m pytest -m "not e2e"` skips them all."""
    for item in items:
        if "chromium_path" in getattr(item, "fixturenames", ()) or item.path.name.startswith("test_e2e"):
            item.add_marker(pytest.mark.e2e)


# ---------------------------------------------------------------- databases for the storage tests
@pytest.fixture(scope="session")
def postgres_server():
    """A real PostgreSQL (tests/pg_helpers.py) for the whole run, stopped after it. Under CI=true it
    must start (the test fails with the server's words); elsewhere its tests are skipped without it."""
    from pg_helpers import PostgresUnavailable, start_postgres

    try:
        server = start_postgres()
    except PostgresUnavailable as err:
        if os.environ.get("CI") == "true":
            pytest.fail(str(err))
        pytest.skip(str(err))
    yield server
    server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request, tmp_path):
    """A fresh, empty database's SQLAlchemy URL: a SQLite file, or a new database on the PostgreSQL."""
    if request.param == "sqlite":
        yield f"sqlite+pysqlite:///{tmp_path / 'store.sqlite3'}"
        return
    import uuid

    from sqlalchemy import create_engine, text

    server = request.getfixturevalue("postgres_server")
    name = "t_" + uuid.uuid4().hex[:12]
    admin = create_engine(server.url, isolation_level="AUTOCOMMIT")
    with admin.connect() as db:
        db.execute(text(f"CREATE DATABASE {name}"))
    yield server.url.rsplit("/", 1)[0] + "/" + name
    with admin.connect() as db:
        db.execute(text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
    admin.dispose()


@pytest.fixture
def db_engine(db_url):
    """A migrated engine on `db_url` (both backends), disposed after the test."""
    from storage.engine import make_engine, migrate

    engine = make_engine(db_url)
    migrate(engine)
    yield engine
    engine.dispose()
