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
