"""Position explainer: every option a player has in a position, legal or not, and why.

    python -m core.chan captures POSITION.json [--json]

A position file (UTF-8 JSON, at most 1 MB):

    {"profile": "cardavia", "hand": "<concealed cards>", "exposed": ["4v 4n", "6s 6s"],
     "offered": "5v", "source": "discard", "own_gate": false,
     "history": [{"event": "discard", "card": "3n"},
                 {"event": "decline", "card": "7s", "available": "chan"},
                 {"event": "capture", "card": "4v", "with": "4n"},
                 {"event": "chiu", "card": "6s"}]}

`history` is the player's own earlier events, oldest first. With an offered card the hand and
exposed pairs hold 19 cards and the answer lists the options (each legal capture with the
discards that may follow it); with `"offered": null` they hold 20 and the answer lists the
discards. Bad input raises `NotationError` whose message names the field, e.g.
`history[2].card: unknown card 'xx'`.
"""

from __future__ import annotations

import json
from pathlib import Path

from ..common.cli import print_json
from ..common.jsonio import MAX_JSON_BYTES, excerpt, read_json
from ..common.text import Text
from .analysis import is_win
from .cards import CODE, COPIES, FACES, NotationError, counts_of, parse_cards
from .holding import Holding, exposed_kind
from .legality import AVAILABLE, SOURCES, PlayerRecord, discard_options, options, pair_kind
from .profiles import PROFILES, get_profile

MAX_BYTES = MAX_JSON_BYTES  # 1 MB
MAX_HISTORY = 200  # a whole deal has about 200 actions, one player's own events far fewer
FIELDS = ("profile", "hand", "exposed", "offered", "source", "own_gate", "history")
REQUIRED = ("profile", "hand", "offered")
EVENTS = {  # event → its fields besides "event"
    "discard": ("card",),
    "decline": ("card", "available"),
    "capture": ("card", "with"),
    "chiu": ("card",),
}


def _bad(field: str, en: str, vi: str) -> NotationError:
    err = NotationError(f"{field}: {en}", f"{field}: {vi}")
    err.field = field
    return err


def _card_error(field: str, err: NotationError, many: bool) -> NotationError:
    if err.reason.en.startswith("unknown card") and err.token is not None:
        where = Text(f" (card {err.position})", f" (lá thứ {err.position})") if many and err.position else Text("", "")
        return _bad(field, f"unknown card '{err.token}'{where.en}", f"không có lá '{err.token}'{where.vi}")
    return _bad(field, str(err), err.text["vi"])


# ---------------------------------------------------------------------------- loading


def _text(data: dict, field: str, key: str | None = None) -> str:
    value = data[key or field]
    if not isinstance(value, str):
        raise _bad(field, f"must be a string, not {_type(value)}", f"phải là chuỗi, không phải {_type(value)}")
    return value


def _show(value) -> str:
    """A short excerpt of a bad value, as JSON where it can be."""
    try:
        return excerpt(json.dumps(value, ensure_ascii=False))
    except (TypeError, ValueError, RecursionError):
        return excerpt(value)


def _type(value) -> str:
    return {
        dict: "an object",
        list: "a list",
        str: "a string",
        bool: "true/false",
        type(None): "null",
        int: "a number",
        float: "a number",
    }.get(type(value), type(value).__name__)


def _cards(text: str, field: str) -> list[int]:
    try:
        return parse_cards(text)
    except NotationError as err:
        raise _card_error(field, err, many=True) from None


def _card(data: dict, field: str, key: str) -> int:
    text = _text(data, field, key)
    try:
        faces = parse_cards(text)
    except NotationError as err:
        raise _card_error(field, err, many=False) from None
    if len(faces) != 1:
        raise _bad(field, f"expected exactly one card, got {len(faces)}", f"cần đúng một lá, nhận được {len(faces)}")
    return faces[0]


def _check_keys(obj: dict, allowed, required, where: str) -> None:
    prefix = f"{where}." if where else ""
    for key in obj:
        if key not in allowed:
            raise _bad(f"{prefix}{excerpt(key)}", "unknown field", "trường không hợp lệ")
    for key in required:
        if key not in obj:
            raise _bad(f"{prefix}{key}", "missing field", "thiếu trường này")


def _exposed(data: dict) -> list[tuple[int, ...]]:
    pairs = data.get("exposed", [])
    if not isinstance(pairs, list):
        raise _bad(
            "exposed",
            f"must be a list of pairs, not {_type(pairs)}",
            f"phải là danh sách các đôi, không phải {_type(pairs)}",
        )
    groups = []
    for i, text in enumerate(pairs):
        field = f"exposed[{i}]"
        if not isinstance(text, str):
            raise _bad(field, f"must be a string, not {_type(text)}", f"phải là chuỗi, không phải {_type(text)}")
        faces = tuple(_cards(text, field))
        if exposed_kind(faces) is None:
            raise _bad(
                field,
                f"'{excerpt(text)}' is neither a chắn, a cạ nor a chíu",
                f"'{excerpt(text)}' không phải chắn, cạ hay chíu",
            )
        groups.append(faces)
    return groups


def _check_copies(hand: list[int], groups, offered: int | None) -> None:
    seen = counts_of(hand)
    for f in range(FACES):
        if seen[f] > COPIES:
            raise _bad(
                "hand",
                f"a fifth copy of {CODE[f]}: the deck has only four",
                f"lá {CODE[f]} thứ năm: bộ bài chỉ có bốn lá mỗi loại",
            )
    for i, group in enumerate(groups):
        for f in group:
            seen[f] += 1
            if seen[f] > COPIES:
                raise _bad(
                    f"exposed[{i}]",
                    f"a fifth copy of {CODE[f]}: the deck has only four",
                    f"lá {CODE[f]} thứ năm: bộ bài chỉ có bốn lá mỗi loại",
                )
    if offered is not None and seen[offered] >= COPIES:
        raise _bad(
            "offered",
            f"a fifth copy of {CODE[offered]}: you already hold four",
            f"lá {CODE[offered]} thứ năm: bạn đã có đủ bốn lá",
        )


def _history(data: dict) -> PlayerRecord:
    events = data.get("history", [])
    if not isinstance(events, list):
        raise _bad(
            "history",
            f"must be a list of events, not {_type(events)}",
            f"phải là danh sách sự kiện, không phải {_type(events)}",
        )
    if len(events) > MAX_HISTORY:
        raise _bad(
            "history",
            f"{len(events)} events; a player's history in one deal holds at most {MAX_HISTORY}",
            f"{len(events)} sự kiện; lịch sử của một người trong một ván có nhiều nhất {MAX_HISTORY}",
        )
    record = PlayerRecord()
    for i, event in enumerate(events):
        where = f"history[{i}]"
        if not isinstance(event, dict):
            raise _bad(
                where, f"must be an object, not {_type(event)}", f"phải là một đối tượng, không phải {_type(event)}"
            )
        if "event" not in event:
            raise _bad(f"{where}.event", "missing field", "thiếu trường này")
        name = event["event"]
        if not isinstance(name, str) or name not in EVENTS:
            shown = repr(excerpt(name)) if isinstance(name, str) else _show(name)
            raise _bad(
                f"{where}.event",
                f"unknown event {shown}; use discard, decline, capture or chiu",
                f"không có sự kiện {shown}; hãy dùng discard, decline, capture hoặc chiu",
            )
        _check_keys(event, ("event",) + EVENTS[name], EVENTS[name], where)
        _apply(record, event, name, where)
    return record


def _apply(record: PlayerRecord, event: dict, name: str, where: str) -> None:
    card = _card(event, f"{where}.card", "card")
    if name == "discard":
        record.discard(card)
    elif name == "chiu":
        record.chiu(card)
    elif name == "decline":
        available = event["available"]
        if not isinstance(available, str) or available not in AVAILABLE:
            shown = _show(available)
            raise _bad(
                f"{where}.available",
                f'must be "chan" or "ca", not {shown}',
                f'phải là "chan" hoặc "ca", không phải {shown}',
            )
        record.decline(card, available)
    else:
        hand_card = _card(event, f"{where}.with", "with")
        if pair_kind(card, hand_card) is None:
            raise _bad(
                f"{where}.with",
                f"{CODE[hand_card]} makes neither a chắn nor a cạ with {CODE[card]}",
                f"{CODE[hand_card]} không thành chắn hay cạ với {CODE[card]}",
            )
        record.capture(card, hand_card)


def load_position(data) -> dict:
    """Check a position (a parsed JSON object) and return its parts, or raise NotationError."""
    if not isinstance(data, dict):
        raise _bad(
            "position",
            f"must be a JSON object, not {_type(data)}",
            f"phải là một đối tượng JSON, không phải {_type(data)}",
        )
    _check_keys(data, FIELDS, REQUIRED, "")
    profile = _text(data, "profile")
    if profile not in PROFILES:
        raise _bad(
            "profile",
            f"unknown rule profile '{excerpt(profile)}'; use cardavia or traditional",
            f"không có bộ luật '{excerpt(profile)}'; hãy dùng cardavia hoặc traditional",
        )
    hand = _cards(_text(data, "hand"), "hand")
    groups = _exposed(data)
    offered = None if data["offered"] is None else _card(data, "offered", "offered")
    if offered is not None and "source" not in data:
        raise _bad("source", "missing field (needed with an offered card)", "thiếu trường này (cần khi có cây để ăn)")
    source = data.get("source", "discard")
    if offered is None and source is None:
        source = "discard"
    if not isinstance(source, str) or source not in SOURCES:
        shown = _show(source)
        raise _bad(
            "source",
            f'must be "discard" or "stock", not {shown}',
            f'phải là "discard" hoặc "stock", không phải {shown}',
        )
    own_gate = data.get("own_gate", False)
    if not isinstance(own_gate, bool):
        raise _bad(
            "own_gate",
            f"must be true or false, not {_type(own_gate)}",
            f"phải là true hoặc false, không phải {_type(own_gate)}",
        )
    record = _history(data)
    _check_copies(hand, groups, offered)
    holding = Holding(counts_of(hand), groups)
    want = 20 if offered is None else 19
    if holding.size != want:
        why = (
            Text("with no offered card", "khi không có cây để ăn")
            if offered is None
            else Text("with an offered card", "khi có cây để ăn")
        )
        raise _bad(
            "hand",
            f"hand and exposed pairs hold {holding.size} cards ({len(hand)} + "
            f"{holding.size - len(hand)}); {why.en} they must hold {want}",
            f"bài trên tay và đã hạ có {holding.size} lá ({len(hand)} + {holding.size - len(hand)}); "
            f"{why.vi} phải có {want} lá",
        )
    return {
        "profile": profile,
        "holding": holding,
        "offered": offered,
        "source": source,
        "own_gate": own_gate,
        "record": record,
    }


# ---------------------------------------------------------------------------- explaining


def explain_position(data: dict) -> dict:
    """The options (or, with no offered card, the discards) of a position, as JSON-ready data."""
    p = load_position(data)
    holding, offered = p["holding"], p["offered"]
    out = {
        "profile": p["profile"],
        "hand": holding.notation(),
        "exposed": holding.exposed_notation(),
        "offered": None if offered is None else CODE[offered],
        "source": p["source"],
        "own_gate": p["own_gate"],
        "options": [],
        "discards": [],
    }
    if offered is None:
        out["discards"] = [o.to_json() for o in discard_options(p["profile"], holding, p["record"])]
        if not get_profile(p["profile"]).error_checks and not any(d["legal"] for d in out["discards"]):
            out["note"] = _no_discard_note(holding)
    else:
        out["options"] = [
            o.to_json() for o in options(p["profile"], holding, p["record"], offered, p["source"], p["own_gate"])
        ]
    return out


def _no_discard_note(holding: Holding) -> dict:
    """Cardavia with no legal discard: a dealer's twenty cards win (thiên ù) or are a dead hand."""
    if is_win(holding):
        return {
            "rules": ["win.thien_u"],
            "explanation": "No legal discard, but the twenty cards already win: a dealer wins at once (thiên ù).",
            "explanation_vi": "Không có cây nào được đánh, nhưng hai mươi lá đã tròn bài: nhà cái ù ngay (thiên ù).",
        }
    return {
        "rules": ["win.dead_hand"],
        "explanation": "No legal discard: a dealer in this position has a dead hand (draws only, may not "
        "capture or win).",
        "explanation_vi": "Không có cây nào được đánh: nhà cái ở thế này là bài chết (chỉ bốc, không được ăn hay ù).",
    }


def read_position(path: str) -> dict:
    """Read and parse a position file; NotationError for a missing, huge or non-JSON file."""
    file = Path(path)
    name = excerpt(file.name or path, 80)
    try:
        size = file.stat().st_size
        if size <= MAX_BYTES:
            with file.open("rb") as f:
                raw = f.read(MAX_BYTES + 1)  # a file may grow between stat and read
    except OSError as err:
        raise _bad(name, f"cannot read the file ({err.strerror})", f"không đọc được tệp ({err.strerror})") from None
    if size > MAX_BYTES:
        raise _bad(name, f"file is {size} bytes; the limit is 1 MB", f"tệp có {size} byte; giới hạn là 1 MB")
    return read_position_bytes(name, raw)


def read_position_bytes(name: str, raw: bytes | str) -> dict:
    """A position file's bytes (or pasted text) as parsed JSON; NotationError naming `name`.

    The one JSON reader (`core.common.jsonio.read_json`): size on the bytes first, UTF-8, depth, huge
    numbers. Check the result with `load_position`.
    """
    return read_json(raw, limit=MAX_BYTES, error=lambda en, vi: _bad(name, en, vi))


def format_report(result: dict) -> str:
    lines = [
        f"Profile: {result['profile']}",
        f"Hand: {result['hand']}" + "".join(f" | exposed {p}" for p in result["exposed"]),
    ]
    if result["offered"] is None:
        lines.append("No offered card: which discards are legal?")
        lines += [_line(d["card"], d) for d in result["discards"]]
        if "note" in result:
            lines.append(f"Note: {result['note']['explanation']}  ({', '.join(result['note']['rules'])})")
        return "\n".join(lines)
    where = "your own gate" if result["own_gate"] else "the previous player"
    lines.append(f"Offered: {result['offered']} ({result['source']}, {where})")
    for o in result["options"]:
        label = o["kind"] + (f" with {o['with']}" if o["kind"] in ("chan", "ca") else "")
        lines.append(_line(label, o))
        if "then_discards" in o:
            then = ", ".join(d["card"] for d in o["then_discards"]) or "none"
            lines.append(f"      then discard: {then}")
    return "\n".join(lines)


def _line(label: str, item: dict) -> str:
    mark = "yes" if item["legal"] else "no "
    return f"  [{mark}] {label:12} {item['explanation']}  ({', '.join(item['rules'])})"


# ---------------------------------------------------------------------------- command line


def cmd_captures(args) -> int:
    result = explain_position(read_position(args.position))
    if args.json:
        print_json(result)
    else:
        print(format_report(result))
    return 0


def add_captures_command(sub) -> None:
    p = sub.add_parser("captures", help="every option in a position file, legal or not, with the rules")
    p.add_argument("position", help="a position JSON file (see core/chan/explain.py)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(run=cmd_captures)


__all__ = [
    "explain_position",
    "load_position",
    "read_position",
    "read_position_bytes",
    "format_report",
    "add_captures_command",
    "cmd_captures",
    "MAX_BYTES",
    "MAX_HISTORY",
]
