"""One replay header for both games: ``"format": "<game>-<what>/<version>"``, a single key.

    header("sichuan-deal", 1)    → {"format": "sichuan-deal/1"}
    check_header(data, "sichuan-deal/1", legacy=SICHUAN_V0, error=ReplayError)

Chắn writes ``"chan-deal/1"`` (a deal) and ``"chan-match/1"`` (a match of deals); Sichuan writes
``"sichuan-deal/1"`` and still reads the header it wrote before, two keys:
``"format": "sichuan-replay", "version": 1``. Every reader accepts every header its game ever
wrote: the current one and its `legacy` headers, each compared key for key over all the keys any
of them uses (so ``"version"`` beside ``"sichuan-deal/1"`` is refused: that header has none).

A refusal is the caller's own error type, `error(english, vietnamese)`, as for
`core.common.jsonio.read_json`: Chắn's `NotationError`, Sichuan's `ReplayError`. The message names what
was expected and quotes (an excerpt of) what was found.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from .excerpt import excerpt

FORMAT_KEY = "format"


def format_name(kind: str, version: int) -> str:
    """ "sichuan-deal", 1 → "sichuan-deal/1"."""
    return f"{kind}/{version}"


def header(kind: str, version: int) -> dict[str, str]:
    """The header a replay file starts with: ``{"format": "<kind>/<version>"}``."""
    return {FORMAT_KEY: format_name(kind, version)}


def _keys(legacy: tuple[Mapping[str, object], ...]) -> list[str]:
    keys = [FORMAT_KEY]
    for old in legacy:
        keys += [k for k in old if k not in keys]
    return keys


def matches_header(
    data: Mapping, expected: str, legacy: Iterable[Mapping[str, object]] = (), *, optional: bool = False
) -> bool:
    """Whether `data` carries the header `expected` (a format name) or one of the `legacy` headers;
    with `optional`, no header at all is accepted too."""
    olds = tuple(legacy)
    keys = _keys(olds)
    found = {k: data[k] for k in keys if k in data}
    if optional and not found:
        return True
    accepted: list[Mapping[str, object]] = [{FORMAT_KEY: expected}, *olds]
    # `==` on the values alone would take True for 1: compare the types too
    return any(found.keys() == h.keys() and all(_same(found[k], h[k]) for k in h) for h in accepted)


def _same(a: object, b: object) -> bool:
    return type(a) is type(b) and a == b


def check_header(
    data: Mapping,
    expected: str,
    *,
    legacy: Iterable[Mapping[str, object]] = (),
    optional: bool = False,
    error: Callable[[str, str], Exception],
) -> None:
    """Raise `error(english, vietnamese)` unless `data` has the header `expected` or a `legacy` one
    (see `matches_header`)."""
    olds = tuple(legacy)
    if matches_header(data, expected, olds, optional=optional):
        return
    found = [_show(data[k]) if k == FORMAT_KEY else f"{k} {_show(data[k])}" for k in _keys(olds) if k in data]
    en = f"{FORMAT_KEY}: expected {expected!r}, found " + (", ".join(found) if found else "none")
    vi = f"{FORMAT_KEY}: cần {expected!r}, nhận được " + (", ".join(found) if found else "không có")
    raise error(en, vi)


def _show(value: object) -> str:
    """An excerpt of untrusted input (control characters already escaped), text in quotes."""
    text = excerpt(value)
    return f"'{text}'" if isinstance(value, str) else text


__all__ = ["header", "format_name", "check_header", "matches_header", "FORMAT_KEY"]
