"""How each game's match is split into a header and rows, and joined back into the game's own
replay JSON (a pinned format, unchanged: the joined text is what the game saved whole before).

Chắn ("chan"): the play page's "chan-play/1" object {format, level, length, match, reviews} where
`match` is the "chan-match/1" JSON text {format, profile, mode, options, seed, deals}.
- header: {"format", "level", "length", "match": {format, profile, mode, options, seed}}
- rows: {"deal": <a deal's record without actions and result>} starts the next deal,
  {"a": <action>} is the next action of the current deal, {"result": {...}} the finished deal's
  stated result (checked on load), {"review": [<deal number>, {figures}]} a deal's review figures.

Sichuan ("sichuan"): one deal's replay ("sichuan-deal/1"): rows {"deal": <the replay without
actions and result, players included>} start a deal (the next deal under one key starts another),
{"a": <action>} the next action. The joined replay is the last deal's.

A row that does not fit raises DamagedMatch: the match is refused whole.
"""

from __future__ import annotations

import json

from .matches import DamagedMatch, StoredMatch

CHAN_FORMAT = "chan-play/1"


def _deals(rows, game: str) -> tuple[list[dict], dict]:
    deals: list[dict] = []
    reviews: dict = {}
    for seq, row in enumerate(rows):
        if len(row) != 1:
            raise DamagedMatch(f"row {seq}: not one step")
        (kind, value), *_ = row.items()
        if kind == "deal" and isinstance(value, dict):
            deals.append({**value, "actions": []})
        elif kind == "a" and deals:
            deals[-1]["actions"].append(value)
        elif kind == "result" and deals and game == "chan" and isinstance(value, dict):
            deals[-1]["result"] = value
        elif kind == "review" and game == "chan" and isinstance(value, list) and len(value) == 2:
            reviews[str(value[0])] = value[1]
        else:
            raise DamagedMatch(f"row {seq}: unknown step {kind!r:.24}")
    return deals, reviews


def join(stored: StoredMatch) -> str:
    """The game's replay JSON text of a stored match (the old single-row form as it is)."""
    if stored.text is not None:
        return stored.text
    deals, reviews = _deals(stored.rows, stored.game)
    if stored.game == "chan":
        header = stored.header
        match = header.get("match")
        if header.get("format") != CHAN_FORMAT or not isinstance(match, dict):
            raise DamagedMatch("header: not a Chắn match")
        return json.dumps(
            {
                "format": CHAN_FORMAT,
                "level": header.get("level"),
                "length": header.get("length"),
                "match": json.dumps({**match, "deals": deals}, ensure_ascii=False),
                "reviews": reviews,
            },
            ensure_ascii=False,
        )
    if stored.game == "sichuan":
        if not deals:
            raise DamagedMatch("no deal")
        return json.dumps(deals[-1], ensure_ascii=False)
    raise DamagedMatch(f"unknown game {stored.game!r:.24}")
