"""mypy's check that every registered game's learning views are `LearningViews` (ui.common.learning).

Nothing imports this module: it exists to be type-checked (`python -m mypy` covers ui/), so a game
whose learning module drifts from what Learn and Puzzles ask fails CI (as core/common/deal_check.py
does for the deals)."""

from __future__ import annotations

from ui.chan import learning as chan_learning
from ui.sichuan import learning as sichuan_learning

from .learning import LearningViews

CHAN: LearningViews = chan_learning
SICHUAN: LearningViews = sichuan_learning
