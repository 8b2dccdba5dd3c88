"""Actions of a Sichuan deal as frozen records, their JSON form, and the refusal type.

`win` is a self-draw on one's own turn, a discard win while a discard is being
claimed, and a robbery while an added kong can be robbed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..common.errors import RefusedAction
from ..common.jsonio import excerpt
from .tiles import CODE, SUITS, NotationError, parse_suit, parse_tile

DECLARE, DISCARD, WIN, PUNG, KONG = "declare", "discard", "win", "pung", "kong"
CONCEALED_KONG, ADDED_KONG, PASS = "concealed_kong", "added_kong", "pass"
ACTION_KINDS = (DECLARE, DISCARD, WIN, PUNG, KONG, CONCEALED_KONG, ADDED_KONG, PASS)
NEEDS_TILE = (DISCARD, CONCEALED_KONG, ADDED_KONG)
OPTIONAL_TILE = (WIN, PUNG, KONG)  # the tile in play; checked against it when given
FIELDS = frozenset({"seat", "type", "tile", "suit"})


class IllegalAction(RefusedAction, ValueError):
    """A refused action: why (`reason` and `text`, Texts) and the rule ids
    behind it (`rules`). A `core.common.errors.RefusedAction` and a ValueError."""

    def __init__(self, reason: str, vi: str, rules: tuple[str, ...]):
        super().__init__(reason, vi, rules)


_UNSET: object = object()


@dataclass(frozen=True, slots=True, init=False)
class Action:
    """One action: `kind` (one of `ACTION_KINDS`), the acting `seat`, the tile kind and the declared suit.

    The same record as Chắn's `core.chan.actions.Action(kind, seat, card, …)`. `type` is the old
    name of `kind` (read-only; `Action(type=…)` is still accepted); the JSON form keeps the
    pinned key "type"."""

    kind: str
    seat: int
    tile: int | None  # a tile kind, 0..26
    suit: int | None  # for declare: 0 m, 1 p, 2 s

    def __init__(
        self,
        kind: Any = _UNSET,
        seat: Any = _UNSET,
        tile: int | None = None,
        suit: int | None = None,
        *,
        type: Any = _UNSET,
    ):  # `type`: the old keyword
        if type is not _UNSET:
            if kind is not _UNSET:
                raise TypeError("Action: give kind or its old name type, not both")
            kind = type
        if kind is _UNSET or seat is _UNSET:
            raise TypeError("Action needs a kind and a seat")
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "tile", tile)
        object.__setattr__(self, "suit", suit)

    @property
    def type(self) -> str:
        """The old name of `kind`."""
        return self.kind

    def to_json(self) -> dict:
        out = {"seat": self.seat, "type": self.kind}
        if self.tile is not None:
            out["tile"] = CODE[self.tile]
        if self.suit is not None:
            out["suit"] = SUITS[self.suit]
        return out

    def __str__(self) -> str:
        extra = f" {CODE[self.tile]}" if self.tile is not None else ""
        extra += f" {SUITS[self.suit]}" if self.suit is not None else ""
        return f"seat {self.seat} {self.kind}{extra}"

    @classmethod
    def from_json(cls, data, where: str = "action") -> Action:
        """Check one action object; NotationError names the field that is wrong."""
        if not isinstance(data, dict):
            raise NotationError(f"{where}: an action must be an object", f"{where}: mỗi nước đi phải là một object")
        extra = sorted(set(data) - FIELDS)
        if extra:
            raise NotationError(
                f"{where}: unknown field {excerpt(extra[0])!r}", f"{where}: trường lạ {excerpt(extra[0])!r}"
            )
        kind = data.get("type")
        if kind not in ACTION_KINDS:
            rules = ("sc.claim.no_chow",) if kind == "chow" else ()
            raise NotationError(
                f"{where}.type: must be one of {', '.join(ACTION_KINDS)}",
                f"{where}.type: phải là một trong {', '.join(ACTION_KINDS)}",
                excerpt(kind),
                None,
                rules,
            )
        seat = data.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat <= 3:
            raise NotationError(
                f"{where}.seat: must be 0, 1, 2 or 3", f"{where}.seat: phải là 0, 1, 2 hoặc 3", excerpt(seat)
            )
        tile = suit = None
        if kind == DECLARE:
            if "tile" in data:
                raise NotationError(f"{where}.tile: not used by declare", f"{where}.tile: không dùng cho declare")
            suit = _field(where, "suit", data.get("suit"), parse_suit)
        else:
            if "suit" in data:
                raise NotationError(
                    f"{where}.suit: only declare takes a suit", f"{where}.suit: chỉ declare mới có chất"
                )
            if kind in NEEDS_TILE or (kind in OPTIONAL_TILE and "tile" in data):
                tile = _field(where, "tile", data.get("tile"), parse_tile)
            elif "tile" in data:
                raise NotationError(f"{where}.tile: not used by {kind}", f"{where}.tile: không dùng cho {kind}")
        return cls(kind, seat, tile, suit)


def _field(where: str, name: str, value, parse):
    if not isinstance(value, str):
        raise NotationError(f"{where}.{name}: required, as text", f"{where}.{name}: bắt buộc, dạng chữ")
    try:
        return parse(value)
    except NotationError as err:
        raise NotationError(
            f"{where}.{name}: {err}", f"{where}.{name}: {err.text['vi']}", value, None, err.rules
        ) from None


__all__ = [
    "Action",
    "IllegalAction",
    "ACTION_KINDS",
    "DECLARE",
    "DISCARD",
    "WIN",
    "PUNG",
    "KONG",
    "CONCEALED_KONG",
    "ADDED_KONG",
    "PASS",
]
