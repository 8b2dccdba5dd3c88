"""The repository imports as a package from its root: no module edits `sys.path` to find `core` or
`ui` (pytest gets the root from `pythonpath` in pyproject.toml, Streamlit from `app.py`'s folder,
scripts run as `python -m benchmarks.<name>` / `python -m examples.<name>`)."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SKIP = {"build", "artifacts", "data"}  # build/: a stale setuptools copy of core; the others are outputs
PATCH = re.compile(r"\bsys\.path\s*(\.\s*(insert|append|extend)\b|\+=|=[^=])")


def sources() -> list[Path]:
    return sorted(p for p in ROOT.rglob("*.py")
                  if not (set(p.relative_to(ROOT).parts[:-1]) & SKIP)
                  and not any(part.startswith(".") for part in p.relative_to(ROOT).parts))


def test_the_pattern_finds_a_patch():
    assert PATCH.search("sys.path.insert(0, str(ROOT))") and PATCH.search("sys.path.append(x)")
    assert PATCH.search("sys.path += [x]") and PATCH.search("sys.path = [x]")
    assert not PATCH.search("if x in sys.path:") and not PATCH.search("sys.path == y")


def test_no_module_patches_sys_path():
    found = sources()
    assert len(found) > 100  # the walk sees the repository
    offenders = [str(p.relative_to(ROOT)) for p in found
                 if p != Path(__file__).resolve() and PATCH.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_scripts_run_as_modules_from_the_root():
    for module in ("benchmarks.chan_deals", "examples.simulate_deals"):
        run = subprocess.run([sys.executable, "-m", module, "--help"], cwd=ROOT, capture_output=True, text=True,
                             timeout=60)
        assert run.returncode == 0, run.stderr
        assert "usage:" in run.stdout
