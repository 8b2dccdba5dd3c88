"""The TOML rulebooks hold exactly the rules of the Python literals they replace (kept until they go)."""

from pathlib import Path

import pytest

from core.chan import rulebook as chan
from core.common.rulebook import load_rulebook
from core.sichuan import rulebook as sichuan

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("game, module", [("chan", chan), ("sichuan", sichuan)])
def test_toml_equals_python_literals(game, module):
    loaded = load_rulebook(ROOT / "core" / game / "rules.toml", game=game)
    assert loaded.topics == module.TOPICS
    assert loaded.rules == module.RULES
    assert len(loaded.rules) == len(module.RULES) > 70
    for new, old in zip(loaded.rules, module.RULES):
        for field in ("id", "topic", "title_en", "title_vi", "text_en", "text_vi", "profiles", "sources"):
            assert getattr(new, field) == getattr(old, field), (old.id, field)
