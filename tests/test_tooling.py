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
    return sorted(
        p
        for p in ROOT.rglob("*.py")
        if not (set(p.relative_to(ROOT).parts[:-1]) & SKIP)
        and not any(part.startswith(".") for part in p.relative_to(ROOT).parts)
    )


def test_the_pattern_finds_a_patch():
    assert PATCH.search("sys.path.insert(0, str(ROOT))") and PATCH.search("sys.path.append(x)")
    assert PATCH.search("sys.path += [x]") and PATCH.search("sys.path = [x]")
    assert not PATCH.search("if x in sys.path:") and not PATCH.search("sys.path == y")


def test_no_module_patches_sys_path():
    found = sources()
    assert len(found) > 100  # the walk sees the repository
    offenders = [
        str(p.relative_to(ROOT))
        for p in found
        if p != Path(__file__).resolve() and PATCH.search(p.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_scripts_run_as_modules_from_the_root():
    for module in ("benchmarks.chan_deals", "examples.simulate_deals"):
        run = subprocess.run(
            [sys.executable, "-m", module, "--help"], cwd=ROOT, capture_output=True, text=True, timeout=60
        )
        assert run.returncode == 0, run.stderr
        assert "usage:" in run.stdout


# ---------------------------------------------------------------------------- the import graph
def import_graph() -> dict[str, set[str]]:
    """Module -> the project modules it imports (core, ui, pages), from the source (nothing is run)."""
    import ast

    files = [p for top in ("core", "ui", "pages") for p in (ROOT / top).rglob("*.py")]
    names = {}
    for path in files:
        parts = path.relative_to(ROOT).with_suffix("").parts
        names[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    graph: dict[str, set[str]] = {name: set() for name in names}
    for name, path in names.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
                target = ".".join(base + ([node.module] if node.module else []))
                found = [target] + [f"{target}.{alias.name}" for alias in node.names]
            elif isinstance(node, ast.Import):
                found = [alias.name for alias in node.names]
            else:
                continue
            graph[name] |= {f for f in found if f in names and f != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Groups of modules that import each other, directly or round a loop (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in graph:
        if v not in index:
            visit(v)
    return out


def test_the_cycle_finder_finds_a_loop():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_module_imports_itself_round_a_loop_and_layers_import_downwards():
    """pages -> ui -> core, and no circle anywhere (deferred imports inside functions count too)."""
    graph = import_graph()
    assert len(graph) > 80 and sum(map(len, graph.values())) > 300  # the parser sees the real graph
    assert cycles(graph) == []
    rank = {"core": 0, "ui": 1, "pages": 2}
    upward = [(a, b) for a in graph for b in graph[a] if rank[b.split(".")[0]] > rank[a.split(".")[0]]]
    assert upward == []


def test_every_browser_test_finds_its_fixtures():
    """A browser test whose fixture is not defined fails only when Chromium runs it; pytest's setup
    plan (no browser, no server) catches a missing one here, in the fast loop."""
    plan = subprocess.run(
        [sys.executable, "-m", "pytest", "--setup-plan", "-m", "e2e", "-p", "no:cacheprovider", "tests"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert plan.returncode == 0 and "not found" not in plan.stdout, plan.stdout[-2000:]
    assert plan.stdout.count("SETUP    F open_page") + plan.stdout.count("SETUP    M browser") > 5
