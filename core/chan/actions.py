"""Actions of a Chắn deal as frozen records, and their JSON form for replays."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CODE, NotationError, parse_card

KINDS = ("discard", "capture", "chiu", "win", "pass")


@dataclass(frozen=True, slots=True)
class Action:
    """`card` is the discarded face for discard, the hand card used for capture, else None."""
    kind: str
    seat: int
    card: int | None = None

    def to_json(self) -> dict:
        out = {"seat": self.seat, "action": self.kind}
        if self.kind == "discard":
            out["card"] = CODE[self.card]
        elif self.kind == "capture":
            out["with"] = CODE[self.card]
        return out

    @classmethod
    def from_json(cls, data, index: int) -> "Action":
        where = f"actions[{index}]"
        if not isinstance(data, dict):
            raise NotationError(f"{where}: an action must be an object", f"{where}: mỗi nước đi phải là một object")
        allowed = {"seat", "action", "card", "with"}
        extra = sorted(set(data) - allowed)
        if extra:
            raise NotationError(f"{where}: unknown field {extra[0]!r}", f"{where}: trường lạ {extra[0]!r}")
        kind = data.get("action")
        if kind not in KINDS:
            raise NotationError(f"{where}.action: must be one of {', '.join(KINDS)}",
                                f"{where}.action: phải là một trong {', '.join(KINDS)}", str(kind))
        seat = data.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat <= 3:
            raise NotationError(f"{where}.seat: must be 0, 1, 2 or 3", f"{where}.seat: phải là 0, 1, 2 hoặc 3",
                                str(seat))
        card = None
        key = {"discard": "card", "capture": "with"}.get(kind)
        for other in ("card", "with"):
            if other in data and other != key:
                raise NotationError(f"{where}.{other}: not used by {kind}", f"{where}.{other}: không dùng cho {kind}")
        if key:
            text = data.get(key)
            if not isinstance(text, str):
                raise NotationError(f"{where}.{key}: a card is required", f"{where}.{key}: cần một lá bài")
            try:
                card = parse_card(text)
            except NotationError as err:
                raise NotationError(f"{where}.{key}: {err}", f"{where}.{key}: {err.message('vi')}", text) from None
        return cls(kind, seat, card)

    def __str__(self) -> str:
        extra = f" {CODE[self.card]}" if self.card is not None else ""
        return f"seat {self.seat} {self.kind}{extra}"


def discard(seat: int, card: int) -> Action:
    return Action("discard", seat, card)


def capture(seat: int, with_card: int) -> Action:
    return Action("capture", seat, with_card)


def chiu(seat: int) -> Action:
    return Action("chiu", seat)


def win(seat: int) -> Action:
    return Action("win", seat)


def pass_(seat: int) -> Action:
    return Action("pass", seat)
