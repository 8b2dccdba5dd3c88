"""The installed app: `pip install .` into a new virtual environment, then `chan-app` serves the app
(Home draws in Chromium) and `chan` answers on the command line, from a folder outside the checkout.

The environment reuses this interpreter's packages (--system-site-packages, --no-deps) so the test
needs no network; the README's fresh-machine command installs the dependencies for real."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.e2e_helpers import ROOT, free_port, new_page, wait_rendered

pytestmark = pytest.mark.e2e


def test_pip_install_then_chan_app_serves_the_app(tmp_path, browser):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True)
    python = venv / "bin" / "python"
    # the venv's own old setuptools would shadow this interpreter's (which builds wheels by itself)
    subprocess.run([str(python), "-m", "pip", "uninstall", "-q", "-y", "setuptools"], check=True)
    source = tmp_path / "src"  # a copy: building writes build/ and *.egg-info beside the sources
    shutil.copytree(
        ROOT,
        source,
        ignore=shutil.ignore_patterns(
            ".git", ".*_cache", ".hypothesis", ".benchmarks", "build", "artifacts", "data", "__pycache__"
        ),
    )
    install = subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation", str(source)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert install.returncode == 0, install.stderr[-2000:]
    site = subprocess.run(
        [str(python), "-c", "import chan_learning_tool.ui.launch as l; print(l.ROOT)"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        check=True,
    ).stdout.strip()
    assert str(venv) in site  # the installed copy, not the checkout
    assert (Path(site) / ".streamlit" / "config.toml").exists() and (Path(site) / "ui" / "locales" / "vi.toml").exists()

    waits = subprocess.run(
        [str(venv / "bin" / "chan"), "waits", "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert waits.returncode == 0 and "3v" in waits.stdout, waits.stderr

    port = free_port()
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data")}
    env.pop("CHAN_MATCH_DB", None)
    env.pop("CHAN_DATABASE_URL", None)
    log = (tmp_path / "server.log").open("w")
    server = subprocess.Popen(
        [str(venv / "bin" / "chan-app"), "--server.headless", "true", "--server.port", str(port)],
        cwd=tmp_path,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        url = f"http://127.0.0.1:{port}"
        for _ in range(120):
            try:
                with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as response:
                    if response.status == 200:
                        break
            except OSError:
                pass
            assert server.poll() is None, (tmp_path / "server.log").read_text()
            time.sleep(0.5)  # poll the health endpoint
        page = new_page(browser, url)
        wait_rendered(page)
        assert "Chắn" in page.locator("h1").first.inner_text()
        assert page.get_by_text("Sichuan analyser").count() >= 1  # the navigation from the games registry
        page.close()
        server.terminate()  # SIGTERM to chan-app alone, as a service manager stops it: the server stops
        server.wait(timeout=30)
        with pytest.raises(OSError):  # nothing left answering (a child server used to keep running)
            urllib.request.urlopen(f"{url}/_stcore/health", timeout=2)
    finally:
        try:
            os.killpg(server.pid, 15)  # whatever is left of its process group
        except ProcessLookupError:
            pass
        server.wait(timeout=30)
        log.close()
