"""Sichuan "blood battle" mahjong rules core (document 002, DECISIONS S1–S7); standard library only.

>>> from core.sichuan import Hand, analyse_waits, score, parse_tile
>>> hand = Hand.parse("1112345678999p", missing=0)
>>> [w.code for w in analyse_waits(hand).waits]
['1p', '2p', '3p', '4p', '5p', '6p', '7p', '8p', '9p']
>>> result = score(hand, parse_tile("9p"))
>>> result.fan, result.base, [(i.id, i.fan) for i in result.items]
(3, 8, [('full_flush', 2), ('root', 1)])
>>> from core.sichuan import Deal, HeuristicBot, play
>>> deal = play(Deal(seed=1), [HeuristicBot(i) for i in range(4)])
>>> sum(deal.settlement())
0
"""

from .actions import Action, IllegalAction
from .analysis import (
    CHANCE_ASSUMPTION,
    DiscardOption,
    ReadyValue,
    Wait,
    WaitReport,
    analyse_discards,
    analyse_waits,
    chance_to_draw,
    ready_value,
    waits,
)
from .bots import HeuristicBot, Player, RandomBot, make_bots, play_out
from .deal import Deal, LogEntry, Payment, WinNote, WinRecord, play
from .hand import CONCEALED_KONG, KONG, PUNG, Hand, Meld
from .replay import ReplayError, dumps, load_replay, loads, record_of
from .rulebook import RULEBOOK
from .scoring import EVENTS, FAN_BY_ID, FANS, Fan, FanItem, Score, base_points, score
from .shapes import is_win_shape, shanten, wait_tiles
from .tiles import CODE, KINDS, NotationError, format_tiles, parse_suit, parse_tile, parse_tiles

__all__ = [name for name in dir() if not name.startswith("_")]
