"""Helpers for the end-to-end tests: start `streamlit run app.py` headless on a free port, drive it
with Playwright in Debian's Chromium, save screenshots to artifacts/ (gitignored).

The fixtures reach every test module through tests/conftest.py:
`app_url` is session-scoped (one `streamlit run app.py` for the whole run), `browser` is one
Chromium per module.
Without chromium the tests skip, except under CI=true, where a missing browser fails.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "artifacts"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
TIMEOUT_MS = 20_000
FIRST_RENDER_MS = 60_000


def chromium_or_skip() -> str:
    path = shutil.which("chromium")
    if path:
        return path
    if os.environ.get("CI") == "true":
        pytest.fail("chromium is not installed, and CI=true requires the browser tests to run")
    pytest.skip("chromium is not installed (apt-get install -y chromium)")


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_healthy(url: str, server: subprocess.Popen, log_path: Path, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            pass
        if server.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"streamlit did not start:\n{log_path.read_text(errors='replace')}")
        time.sleep(0.02)  # fine enough for benchmarks/app_latency.py's start-up times


@contextmanager
def streamlit_server(script: str = "app.py", log_dir: Path | None = None):
    """Run `streamlit run script` headless on a free port; yield (url, process); stop it after.
    The repository root is on PYTHONPATH, so a script outside it (tests/ui_picker_app.py, a generated
    wrapper in a temp dir) imports core and ui as app.py does."""
    port = free_port()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    log_dir = log_dir or ARTIFACTS
    log_dir.mkdir(parents=True, exist_ok=True)
    log_path = log_dir / f"streamlit-{port}.log"
    with open(log_path, "wb") as log:
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "streamlit",
                "run",
                str(ROOT / script),
                "--server.headless",
                "true",
                "--server.port",
                str(port),
                "--server.address",
                "127.0.0.1",
                "--browser.gatherUsageStats",
                "false",
                "--server.fileWatcherType",
                "none",
            ],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_healthy(url, server, log_path)
        yield url, server
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


@pytest.fixture(scope="session")
def chromium_path():
    return chromium_or_skip()


@pytest.fixture(scope="session")
def app_url(chromium_path, tmp_path_factory):
    try:
        with streamlit_server("app.py", tmp_path_factory.mktemp("streamlit")) as (url, _):
            yield url
    except RuntimeError as err:
        pytest.fail(str(err))


@pytest.fixture(scope="module")
def browser(chromium_path):
    """One Chromium per test module. (Module scope, not session: Playwright's sync API runs one
    loop per thread, so a browser kept open past its module would break the next module that
    starts Playwright on its own, such as tests/test_ui_picker_browser.py.)"""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def open_page(request, browser, app_url):
    """`open_page(path, **new_page_args)`: a fresh session on `app_url/path`, rendered. (A module may
    override `app_url`.) When the test fails, each page's text and a screenshot are kept for the report."""
    pages = []

    def opener(path: str = "", **kwargs):
        page = new_page(browser, f"{app_url}/{path}", **kwargs)
        pages.append(page)
        wait_rendered(page)
        return page

    yield opener
    report = getattr(request.node, "rep_call", None)
    for n, page in enumerate(pages):
        if report is not None and report.failed:
            dump_page(page, f"failed_{request.node.name}_{n}")
        page.context.close()


def dump_page(page, name: str) -> None:
    """Print what a page showed (it lands in the failing test's report) and save a screenshot."""
    try:
        text = page.locator("body").inner_text(timeout=2000)
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{re.sub(r'[^A-Za-z0-9_.-]', '_', name)}.png"))
    except Exception as err:  # the page may be gone; the report still has the error
        text = f"(page not readable: {err})"
    print(f"--- {name}: {page.url}\n{text[-3000:]}")


def new_page(browser, url: str, width: int = 1400, height: int = 1000, locale: str = "en-US"):
    """A fresh browser context (so a fresh Streamlit session) on `url`."""
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1, locale=locale)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(url)
    return page


def wait_rendered(page, sidebar: bool = True) -> None:
    """Wait until the script run is over: a title is shown (and app.py's sidebar, with its language
    switch), and no element is stale or running."""
    # generous: a server's first run of a page imports pandas and plotly, slow on a cold, busy machine
    page.locator("[data-testid='stMain'] h1").first.wait_for(timeout=FIRST_RENDER_MS)
    if sidebar:
        page.locator("[data-testid='stSidebar'] [data-testid='stRadio']").first.wait_for(timeout=FIRST_RENDER_MS)
    page.wait_for_function(
        '() => !document.querySelector(\'[data-testid="stStatusWidget"] [data-testid="stStatusWidgetRunningIcon"]\')'
        " && !document.querySelector('[data-stale=\"true\"]')",
        timeout=TIMEOUT_MS,
    )


def try_click(locator, timeout: int = 5000) -> bool:
    """Click the first match; False when a rerun detached or replaced it first (the caller looks
    again). A live Streamlit page redraws its buttons after every action, so a click that loses that
    race is normal, not a failure."""
    from playwright.sync_api import Error

    try:
        locator.first.click(timeout=timeout)
    except Error:  # TimeoutError is a subclass
        return False
    return True


def submit_form(page, tries: int = 4) -> None:
    """Press the set-up form's submit button until the form is gone (the deal has started). On a busy
    machine a click can land while a rerun (the first visit's learner key, a widget committing its
    value) redraws the form, and that click is lost; the learner would simply press again."""
    form = page.locator("[data-testid='stForm']")
    button = page.locator("[data-testid='stFormSubmitButton'] button")
    for _ in range(tries):
        try_click(button, timeout=TIMEOUT_MS)
        try:
            form.first.wait_for(state="detached", timeout=15_000)
            return
        except Exception:  # still there: the click was lost
            continue
    form.first.wait_for(state="detached", timeout=TIMEOUT_MS)


def screenshot(page, name: str, directory: Path = ARTIFACTS) -> Path:
    """The whole page: Streamlit scrolls inside its main block, so grow the viewport to fit it first."""
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{name}.png"
    size = page.viewport_size
    measure = (
        "() => Math.ceil(Math.max(...[...document.querySelectorAll("
        '\'[data-testid="stMainBlockContainer"], [data-testid="stSidebarContent"]\')]'
        ".map(e => e.scrollHeight + e.getBoundingClientRect().top)))"
    )
    height = size["height"]
    for _ in range(4):  # growing the window may let more content lay out; measure until stable
        wanted = min(max(size["height"], page.evaluate(measure) + 60), 8000)
        if wanted == height:
            break
        height = wanted
        page.set_viewport_size({"width": size["width"], "height": height})
        page.wait_for_timeout(300)
    page.screenshot(path=str(path), full_page=True)
    page.set_viewport_size(size)
    return path
