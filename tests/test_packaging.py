"""The installed package carries the whole app: every folder of Python code the app runs is in
pyproject.toml's package list (inside `chan_learning_tool`, so nothing clashes with other packages),
and the console commands point at functions that exist. tests/test_e2e_install.py installs it for real."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOT_INSTALLED = {"tests", "benchmarks", "build", "data", "artifacts"}  # the repository's own tools


def app_folders() -> set[str]:
    found = set()
    for path in ROOT.rglob("*.py"):
        folder = path.parent.relative_to(ROOT)
        if not folder.parts or folder.parts[0] in NOT_INSTALLED or any(p.startswith((".", "_")) for p in folder.parts):
            continue
        found.add(".".join(("chan_learning_tool", *folder.parts)))
    return found


def test_every_folder_of_the_app_is_installed():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    assert config["package-dir"] == {"chan_learning_tool": "."}
    listed = set(config["packages"])
    assert app_folders() <= listed, sorted(app_folders() - listed)
    assert all((ROOT / Path(*name.split(".")[1:])).is_dir() for name in listed), "a listed folder is gone"


def test_the_console_commands_exist():
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    assert {"chan-app", "chan", "sichuan"} <= set(scripts)
    from ui import launch

    for target in scripts.values():
        module, _, function = target.partition(":")
        assert module == "chan_learning_tool.ui.launch" and callable(getattr(launch, function))
    assert launch.ROOT == ROOT and (launch.ROOT / "app.py").exists()


def test_each_game_s_command_runs_that_game_s_engine(capsys):
    """One function for every game's command: the command's own name picks the engine."""
    from ui import launch

    for game in ("chan", "sichuan"):
        command = f"/somewhere/bin/{game}"
        assert launch.engine([command, "--help"]) == 0
    assert launch.engine(["/somewhere/bin/go", "--help"]) != 0  # no such game: the module is not found
