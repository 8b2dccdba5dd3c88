"""Replays as JSON: a wall (seed or tiles), the dealer and the players' actions.

    {"format": "sichuan-deal/1", "dealer": 0, "seed": 7,
     "actions": [{"seat": 0, "type": "declare", "suit": "m"}, ...],
     "players": ["heuristic", ...], "result": {...}}

Instead of "seed", "wall" may list the 108 tiles in S1 notation, in wall order
(`"1m 5p 9s …"`; physical copies are numbered by order of appearance). Loading
only parses JSON and replays the actions through the engine: unknown fields,
wrong types, impossible or illegal actions are refused with their index, and a
stated "result" must match the replayed settlement. Nothing is ever executed.

The same four steps as Chắn's replays (`core.chan.replay`), under the same names: `dumps(deal)`
→ JSON text, `loads(text)` → Deal, `record_of` → dict, `from_record`/`load_replay`
(dict, text or bytes) → Deal. The header has the same shape (`core.common.replay_format`): Chắn
writes ``"format": "chan-deal/1"``, Sichuan ``"format": "sichuan-deal/1"``. Sichuan files written
before that carry ``"format": "sichuan-replay", "version": 1`` (`LEGACY_HEADERS`) and still load;
each reader accepts every file its game ever wrote.
"""

from __future__ import annotations

import json

from ..common.jsonio import MAX_JSON_BYTES, excerpt, read_json
from ..common.replay_format import check_header, format_name, header, matches_header
from .actions import Action, IllegalAction
from .deal import SEATS, Deal
from .tiles import CODE, COPIES, KINDS, WALL_SIZE, NotationError, parse_tiles

KIND, VERSION = "sichuan-deal", 1
FORMAT = format_name(KIND, VERSION)  # "sichuan-deal/1"
LEGACY_HEADERS = ({"format": "sichuan-replay", "version": 1},)  # written until the header was shared
MAX_REPLAY_CHARS = MAX_JSON_BYTES  # 1 MB, counted on the UTF-8 bytes
MAX_ACTIONS = 3_000
TOP_FIELDS = frozenset({"format", "version", "dealer", "seed", "wall", "actions", "players", "result"})


class ReplayError(NotationError):
    """A replay that cannot be loaded; `index` is the action's index when one is at fault."""

    def __init__(self, reason: str, vi: str, index: int | None = None, rules: tuple[str, ...] = ()):
        self.index = index
        super().__init__(reason, vi, None, None, rules)


def wall_notation(wall: list[int]) -> str:
    return " ".join(CODE[t >> 2] for t in wall)


def parse_wall(text) -> list[int]:
    """108 tiles in S1 notation, in order, to physical tiles (copies by order of appearance)."""
    if not isinstance(text, str):
        raise ReplayError("wall: must be text in tile notation", "wall: phải là chuỗi ký hiệu quân bài")
    try:
        kinds = parse_tiles(text)
    except NotationError as err:
        raise ReplayError(f"wall: {err}", f"wall: {err.text['vi']}", None, err.rules) from None
    if len(kinds) != WALL_SIZE:
        raise ReplayError(
            f"wall: {len(kinds)} tiles, a wall has {WALL_SIZE}",
            f"wall: có {len(kinds)} quân, tường bài phải có {WALL_SIZE}",
            None,
            ("sc.setup.tiles",),
        )
    used = [0] * KINDS
    wall = []
    for k in kinds:
        if used[k] == COPIES:
            raise ReplayError(
                f"wall: a fifth copy of {CODE[k]}", f"wall: quân {CODE[k]} thứ năm", None, ("sc.setup.tiles",)
            )
        wall.append(k * COPIES + used[k])
        used[k] += 1
    return wall


def record_of(deal: Deal, players=None) -> dict:
    out: dict = {**header(KIND, VERSION), "dealer": deal.dealer}
    if deal.seed is not None:
        out["seed"] = deal.seed
    else:
        out["wall"] = wall_notation(deal.wall)
    out["actions"] = [a.to_json() for a in deal.actions]
    if players:
        out["players"] = list(players)
    if deal.over:
        out["result"] = deal.result()
    return out


def dumps(deal: Deal, players=None) -> str:
    """The replay as JSON text (`record_of`), as Chắn's `core.chan.replay.dumps`."""
    return json.dumps(record_of(deal, players), ensure_ascii=False)


def loads(source) -> Deal:
    """The replayed Deal of a replay's JSON bytes or text (`load_replay`), as Chắn's `loads`."""
    return load_replay(source)


def _int(data: dict, key: str, low: int, high: int) -> int:
    value = data[key]
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ReplayError(
            f"{key}: must be a whole number from {low} to {high}", f"{key}: phải là số nguyên từ {low} đến {high}"
        )
    return value


def load_replay(source) -> Deal:
    """Check a replay (JSON bytes or text, or an already parsed object) and return the replayed Deal.

    Bytes and text go through `core.common.jsonio.read_json` (size on the bytes first, UTF-8, depth,
    huge numbers); every refusal is a ReplayError. No "actions" means none: the dealt position.
    """
    data = _parse(source)
    extra = sorted(set(data) - TOP_FIELDS)
    if extra:
        raise ReplayError(f"unknown field {excerpt(extra[0])!r}", f"trường lạ {excerpt(extra[0])!r}")
    check_header(data, FORMAT, legacy=LEGACY_HEADERS, error=ReplayError)
    dealer = _int(data, "dealer", 0, SEATS - 1) if "dealer" in data else 0
    if ("seed" in data) == ("wall" in data):
        raise ReplayError("give exactly one of seed and wall", "cần đúng một trong hai trường seed hoặc wall")
    if "seed" in data:
        deal = Deal(seed=_int(data, "seed", -(2**63), 2**63 - 1), dealer=dealer)
    else:
        deal = Deal(dealer=dealer, wall=parse_wall(data["wall"]))
    players = data.get("players", [])
    if not isinstance(players, list) or len(players) > SEATS or not all(isinstance(p, str) for p in players):
        raise ReplayError("players: a list of up to four names", "players: danh sách tối đa bốn tên")
    actions = data.get("actions", [])  # none: the dealt position
    if not isinstance(actions, list):
        raise ReplayError("actions: must be a list", "actions: phải là một danh sách")
    if len(actions) > MAX_ACTIONS:
        raise ReplayError(f"actions: more than {MAX_ACTIONS}", f"actions: nhiều hơn {MAX_ACTIONS} nước")
    for index, item in enumerate(actions):
        where = f"actions[{index}]"
        try:
            action = Action.from_json(item, where)
        except NotationError as err:
            raise ReplayError(str(err), err.text["vi"], index, err.rules) from None
        try:
            deal.act(action)
        except IllegalAction as err:
            raise ReplayError(
                f"{where} ({action}): illegal: {err.reason.en}",
                f"{where} ({action}): không hợp lệ: {err.reason.vi}",
                index,
                err.rules,
            ) from None
    _check_result(data, deal)
    return deal


def is_replay(data) -> bool:
    """Whether parsed JSON carries a Sichuan replay's header, today's or an older one (not yet
    checked further: see `load_replay`)."""
    return isinstance(data, dict) and matches_header(data, FORMAT, LEGACY_HEADERS)


def read_record(source: str | bytes) -> dict:
    """A replay file's bytes (or text) as a parsed JSON object, not yet checked (see
    `load_replay`); ReplayError for a huge, non-UTF-8, non-JSON, too deep or non-object input."""
    return _parse(source)


def _parse(source) -> dict:
    if isinstance(source, (str, bytes, bytearray)):
        source = read_json(source, limit=MAX_REPLAY_CHARS, error=ReplayError)
    if not isinstance(source, dict):
        raise ReplayError("a replay is a JSON object", "bản ghi phải là một JSON object")
    return source


def _check_result(data: dict, deal: Deal) -> None:
    if "result" not in data:
        return
    stated = data["result"]
    if not isinstance(stated, dict):
        raise ReplayError("result: must be an object", "result: phải là một object")
    if not deal.over:
        raise ReplayError(
            "result given, but the actions do not finish the deal",
            "có result nhưng các nước đi chưa kết thúc ván",
            None,
            ("sc.objective.end",),
        )
    if "settlement" in stated and stated["settlement"] != deal.settlement():
        raise ReplayError(
            f"result: settlement {stated['settlement']} does not match the replay's {deal.settlement()}",
            f"result: kết quả {stated['settlement']} không khớp với ván chơi lại {deal.settlement()}",
            None,
            ("sc.objective.settle",),
        )


from_record = load_replay  # Chắn's name for loading a parsed record (core.chan.replay)

__all__ = [
    "dumps",
    "loads",
    "record_of",
    "from_record",
    "load_replay",
    "read_record",
    "is_replay",
    "ReplayError",
    "parse_wall",
    "wall_notation",
    "MAX_REPLAY_CHARS",
    "MAX_ACTIONS",
    "FORMAT",
    "LEGACY_HEADERS",
]
