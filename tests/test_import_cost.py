"""Nothing heavy at import time of a page (issue 14): pages and ui modules leave pandas to Streamlit,
which imports it only when a table is drawn (st.dataframe takes the rows as a list of dicts)."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HEAVY = {"pandas", "numpy", "pyarrow"}
FILES = sorted([*ROOT.glob("pages/*.py"), *ROOT.glob("ui/**/*.py"), ROOT / "app.py"])


def top_level_imports(path: Path) -> set[str]:
    found = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module.split(".")[0])
    return found


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_heavy_import_at_module_level(path):
    assert not top_level_imports(path) & HEAVY
