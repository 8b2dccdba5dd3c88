"""mypy's check that every registered game's deal is a `GameDeal` (core.common.games).

Nothing imports this module: it exists to be type-checked (`python -m mypy` covers core/), so a
game whose Deal drifts from the shared interface fails CI. It sits apart from games.py because the
deals import games.py (for `Verifies`), and an import back would make a loop.
"""

from __future__ import annotations

from core.chan.deal import Deal as ChanDeal
from core.sichuan.deal import Deal as SichuanDeal

from .games import GameDeal


def chan_deal_is_a_game_deal(deal: ChanDeal) -> GameDeal:
    return deal


def sichuan_deal_is_a_game_deal(deal: SichuanDeal) -> GameDeal:
    return deal
