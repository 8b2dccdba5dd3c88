"""Chắn rules core: cards, holdings, waits, scoring, rulebook.

>>> from core.chan import Holding, analyse_waits, score, parse_card
>>> h = Holding.parse("2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v")
>>> [w.card for w in analyse_waits(h).waits]
['3v', '3s', '3n']
"""

from .analysis import (
    BA_DAU,
    BACH_THU,
    CA,
    CHAN,
    CHANCE_ASSUMPTION,
    DiscardOption,
    Wait,
    WaitReport,
    analyse_discards,
    analyse_waits,
    chance_to_draw,
    cho_chi_rong,
    is_win,
    wait_kinds,
)
from .cards import CC, CODE, FACE, FACES, Face, NotationError, face_of, format_cards, parse_card, parse_cards
from .holding import Group, Holding, check_seen
from .profiles import GA_OPTIONS, PROFILES, Profile, get_profile
from .scoring import Score, ScoreItem, score

__all__ = [name for name in dir() if not name.startswith("_")]
