"""Sichuan's lesson blocks and quiz checks (tutorials/lessons.py reads them for the lessons in this folder).

    {{tiles: 123m 55p}}               a row of Sichuan tiles
    {{melds: pung 5p | kong 3s | concealed_kong 7m}}
    {{sichuan: root}}                 a win from examples/sichuan_fan.json, scored live

Quiz checks (``check.kind``): sichuan_waits, sichuan_fan.
"""

from __future__ import annotations

from functools import lru_cache

from ..lessons import LessonError, catalogue

BLOCKS = ("tiles", "melds", "sichuan")
MELD_KINDS = ("pung", "kong", "concealed_kong")
CHECK_KINDS = ("sichuan_waits", "sichuan_fan")


@lru_cache(maxsize=1)
def wins() -> dict:
    """examples/sichuan_fan.json by id."""
    return catalogue("sichuan_fan.json")


def _tiles(text: str, where: str) -> tuple[int, ...]:
    from core.sichuan.tiles import NotationError, parse_tiles

    try:
        tiles = tuple(parse_tiles(text))
    except NotationError as err:
        raise LessonError(f"{where}: {err}") from None
    if not tiles:
        raise LessonError(f"{where}: no tiles")
    return tiles


def parse_block(kind: str, arg: str, where: str) -> object:
    """A block marker's payload, checked (LessonError naming the place otherwise)."""
    if kind == "tiles":
        return _tiles(arg, where)
    if kind == "melds":
        melds = []
        for part in arg.split("|"):
            words = part.split()
            if len(words) != 2 or words[0] not in MELD_KINDS:
                raise LessonError(f"{where}: a meld is 'pung|kong|concealed_kong TILE', got {part.strip()!r}")
            tiles = _tiles(words[1], where)
            melds.append((words[0], tiles[0]))
        return tuple(melds)
    if arg not in wins():
        raise LessonError(f"{where}: no example {arg!r} in the {kind} catalogue")
    return arg


def compute(check: dict):
    """The answer the core gives for a quiz question's `check` position."""
    kind = check["kind"]
    if kind in ("sichuan_waits", "sichuan_fan"):
        from core.sichuan import Hand, score as sc_score
        from core.sichuan.analysis import waits
        from core.sichuan.tiles import CODE, parse_suit, parse_tile

        hand = Hand.parse(
            check["hand"],
            parse_suit(check["missing"]),
            check.get("pungs", ()),
            check.get("kongs", ()),
            check.get("concealed_kongs", ()),
            sizes=(13,),
        )
        if kind == "sichuan_waits":
            return " ".join(sorted(CODE[k] for k in waits(hand)))
        return sc_score(hand, parse_tile(check["win"]), check.get("self_draw", False), check.get("events", ())).fan
    raise LessonError(f"unknown check kind {kind!r}")
