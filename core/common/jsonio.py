"""Reading untrusted JSON and quoting untrusted text: one place for every loader of both games.

`read_json(data)` is what every replay and position loader calls (Chắn replays, Chắn positions,
Sichuan replays, the app's uploads and pastes). It checks, in this order and before any work
that grows with the input:

* the size, on the UTF-8 bytes, before decoding (`MAX_JSON_BYTES`, 1 MB = 1,000,000 bytes;
  the app's uploaders stop anything over 1 MiB before it reaches the server's memory);
* that the bytes are UTF-8 (a leading byte-order mark is allowed);
* that the text is JSON (`NaN`, `Infinity` and `-Infinity` are not JSON and are refused);
* that no integer has more than `MAX_INT_DIGITS` digits (Python refuses to convert integers
  over 4,300 digits to text, so a huge number would otherwise fail later, far from here);
* that arrays and objects nest at most `MAX_DEPTH` deep (our formats need 4).

Every refusal raises `error(english, vietnamese)`: the caller passes its own documented error
type (Chắn's and Sichuan's `NotationError`, Sichuan's `ReplayError`), so a loader raises only the
type it documents. The default is `JSONInputError`, a `ValueError`.

`excerpt(text)` quotes a piece of untrusted text for a message: at most `EXCERPT_CHARS`
characters, control characters (newlines too) escaped, so a message stays one short line.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

from .errors import GameError
from .excerpt import EXCERPT_CHARS, MAX_MESSAGE_CHARS, excerpt, one_line
from .text import Text

MAX_JSON_BYTES = 1_000_000  # 1 MB
MAX_DEPTH = 20
MAX_INT_DIGITS = 100


class JSONInputError(GameError, ValueError):
    """Refused JSON input, with the reason in English and Vietnamese (`text`, a Text)."""

    def __init__(self, reason: str, vi: str):
        self.reason = Text(reason, vi)
        super().__init__(reason)

    @property
    def text(self) -> Text:
        return self.reason


class _Refused(Exception):
    def __init__(self, en: str, vi: str):
        super().__init__(en)
        self.en, self.vi = en, vi


def _parse_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise _Refused(
            f"a number has {len(digits.lstrip('-'))} digits; at most {MAX_INT_DIGITS} are accepted",
            f"một số có {len(digits.lstrip('-'))} chữ số; chỉ nhận tối đa {MAX_INT_DIGITS}",
        )
    return int(digits)


def _parse_constant(name: str):
    raise _Refused(f"{name} is not a JSON number", f"{name} không phải số JSON")


def _parse_float(text: str) -> float:
    if len(text) > MAX_INT_DIGITS + 20:
        raise _Refused(
            f"a number has {len(text)} characters; at most {MAX_INT_DIGITS + 20} are accepted",
            f"một số có {len(text)} ký tự; chỉ nhận tối đa {MAX_INT_DIGITS + 20}",
        )
    return float(text)


def size_error(size: int, limit: int = MAX_JSON_BYTES) -> Text:
    """The message for input of `size` bytes over `limit`."""
    return Text(
        f"too large: {size:,} bytes, larger than the limit of {_mb(limit)} ({limit:,} bytes)",
        f"quá lớn: {size:,} byte, lớn hơn giới hạn {_mb(limit)} ({limit:,} byte)",
    )


def _mb(limit: int) -> str:
    return f"{limit / 1_000_000:g} MB"


def depth_of(value) -> int:
    """How deep arrays and objects nest in a parsed JSON value (0 for a scalar); iterative."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        children: Iterable[Any]
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, level)
        if level > MAX_DEPTH:
            return level
        stack.extend((child, level + 1) for child in children if isinstance(child, (dict, list)))
    return deepest


def read_json(
    data: bytes | bytearray | str,
    *,
    limit: int = MAX_JSON_BYTES,
    error: Callable[[str, str], Exception] = JSONInputError,
):
    """Parse untrusted JSON (bytes or text) after checking its size; see the module's docstring."""
    if isinstance(data, str):
        if len(data) > limit:  # every character is at least one byte
            too_large = size_error(len(data), limit)
            raise error(too_large.en, too_large.vi)
        try:
            data = data.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate cannot come from a real file
            raise error("not UTF-8 text", "không phải văn bản UTF-8") from None
    elif not isinstance(data, (bytes, bytearray, memoryview)):
        raise error(
            f"expected JSON text, not {type(data).__name__}", f"cần văn bản JSON, không phải {type(data).__name__}"
        )
    if len(data) > limit:
        too_large = size_error(len(data), limit)
        raise error(too_large.en, too_large.vi)
    try:
        text = bytes(data).decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise error(
            f"not UTF-8 text (byte {err.start + 1})", f"không phải văn bản UTF-8 (byte thứ {err.start + 1})"
        ) from None
    try:
        value = json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant)
    except _Refused as err:
        raise error(err.en, err.vi) from None
    except json.JSONDecodeError as err:
        raise error(
            f"not valid JSON ({err.msg}, line {err.lineno} column {err.colno})",
            f"không phải JSON hợp lệ ({err.msg}, dòng {err.lineno} cột {err.colno})",
        ) from None
    except (RecursionError, MemoryError):
        value = None
        deep = True
    else:
        deep = depth_of(value) > MAX_DEPTH
    if deep:
        raise error(
            f"nested too deeply: arrays and objects may nest at most {MAX_DEPTH} levels",
            f"lồng nhau quá sâu: mảng và object chỉ được lồng tối đa {MAX_DEPTH} tầng",
        )
    return value


__all__ = [
    "read_json",
    "excerpt",
    "one_line",
    "depth_of",
    "size_error",
    "JSONInputError",
    "MAX_JSON_BYTES",
    "MAX_DEPTH",
    "MAX_INT_DIGITS",
    "EXCERPT_CHARS",
    "MAX_MESSAGE_CHARS",
]
