"""The engine's examples are tests: every docstring example in core/ runs and gives what it shows."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MODULES = sorted(
    ".".join(path.relative_to(ROOT).with_suffix("").parts)
    for path in (ROOT / "core").rglob("*.py")
    if path.name != "__main__.py"
)


@pytest.mark.parametrize("module", MODULES)
def test_docstring_examples(module):
    result = doctest.testmod(importlib.import_module(module), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{module}: {result.failed} of {result.attempted} examples failed"


def test_the_examples_are_found():
    found = sum(doctest.testmod(importlib.import_module(m), report=False).attempted for m in MODULES)
    assert found >= 5
