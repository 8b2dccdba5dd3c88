"""Console commands of the installed package (`pip install .`): `chan-app` serves the app,
`chan` and `sichuan` (one function, `engine`, named by the command) are the engines' command lines.

The package installs the repository's folders (app.py, pages/, ui/, core/, …) inside one folder,
`chan_learning_tool`, so its `core` or `ui` can never clash with another package's; these commands
run the app and the engine with that folder as their root (streamlit puts the app's folder on the
import path; the engine's commands get it through PYTHONPATH), as in a checkout.

With neither CHAN_DATABASE_URL nor CHAN_MATCH_DB set, `chan-app` keeps its database in the user's
data folder (``$XDG_DATA_HOME/chan-learning-tool``, else ``~/.local/share/chan-learning-tool``), never
inside the installed package.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent  # the checkout, or the installed chan_learning_tool folder


def data_dir(env: dict[str, str]) -> Path:
    base = env.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "chan-learning-tool"


def app(argv: list[str] | None = None) -> int:
    """`chan-app [streamlit options]`: serve the app (e.g. `chan-app --server.port 8600`)."""
    env = dict(os.environ)
    if not env.get("CHAN_DATABASE_URL") and not env.get("CHAN_MATCH_DB"):
        folder = data_dir(env)
        folder.mkdir(parents=True, exist_ok=True)
        env["CHAN_MATCH_DB"] = str(folder / "matches.sqlite3")
    args = sys.argv[1:] if argv is None else argv
    command = [sys.executable, "-m", "streamlit", "run", str(ROOT / "app.py"), *args]
    os.chdir(ROOT)  # streamlit reads .streamlit/config.toml there
    # the server takes this process's place, so a stop signal (a service manager's SIGTERM) reaches
    # it: as a child it was left running when the launcher was stopped
    os.execve(sys.executable, command, env)


def engine(argv: list[str] | None = None) -> int:
    """`chan …`, `sichuan …`: a game's engine command line (``python -m core.<game>``), the game named
    by the command itself, so every game's command is this one function (a third game's command is
    one line under [project.scripts])."""
    args = sys.argv if argv is None else argv
    game = Path(args[0]).stem
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    return subprocess.call([sys.executable, "-m", f"core.{game}", *args[1:]], env=env)
