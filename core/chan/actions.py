"""Actions of a Chắn deal as frozen records, and their JSON form for replays."""

from __future__ import annotations

from dataclasses import dataclass

from ..common.jsonio import excerpt
from .cards import CODE, FACES, NotationError, parse_card
from .legality import IllegalAction

ACTION_KINDS = ("discard", "capture", "chiu", "win", "pass")
MAX_CALL = 30  # more cước instances than any hand can hold


@dataclass(frozen=True, slots=True)
class Action:
    """`card` is the discarded face for discard, the hand card used for capture, else None.

    `call` belongs to a win only (traditional profile, D23): the cước ids the winner calls
    (xướng), one entry per instance, e.g. ``("chi", "tom", "tom")``; ``()`` or ``("xuong",)``
    calls Ù xuông. ``None`` means "call for me": the engine calls exactly what the hand has.
    `Deal.legal_actions()` lists the win with ``call=None``; `Deal.verify`/`Deal.act` accept
    a win carrying any call (`bare` strips it for comparisons)."""

    kind: str
    seat: int
    card: int | None = None
    call: tuple[str, ...] | None = None

    @property
    def bare(self) -> Action:
        """The action without its call (what `legal_actions()` lists)."""
        return self if self.call is None else Action(self.kind, self.seat, self.card)

    def to_json(self) -> dict:
        out: dict[str, object] = {"seat": self.seat, "action": self.kind}
        if self.kind in ("discard", "capture"):
            assert self.card is not None  # check_action: a discard or a capture names its card
            out["card" if self.kind == "discard" else "with"] = CODE[self.card]
        if self.call is not None:
            out["call"] = list(self.call)
        return out

    @classmethod
    def from_json(cls, data, index: int) -> Action:
        where = f"actions[{index}]"
        if not isinstance(data, dict):
            raise NotationError(f"{where}: an action must be an object", f"{where}: mỗi nước đi phải là một object")
        allowed = {"seat", "action", "card", "with", "call"}
        extra = sorted(set(data) - allowed)
        if extra:
            raise NotationError(
                f"{where}: unknown field {excerpt(extra[0])!r}", f"{where}: trường lạ {excerpt(extra[0])!r}"
            )
        kind = data.get("action")
        if kind not in ACTION_KINDS:
            raise NotationError(
                f"{where}.action: must be one of {', '.join(ACTION_KINDS)}",
                f"{where}.action: phải là một trong {', '.join(ACTION_KINDS)}",
                excerpt(kind),
            )
        seat = data.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat <= 3:
            raise NotationError(
                f"{where}.seat: must be 0, 1, 2 or 3", f"{where}.seat: phải là 0, 1, 2 hoặc 3", excerpt(seat)
            )
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
                raise NotationError(f"{where}.{key}: {err}", f"{where}.{key}: {err.text['vi']}", text) from None
        call = None
        if "call" in data:
            if kind != "win":
                raise NotationError(
                    f"{where}.call: only a win carries a call", f"{where}.call: chỉ nước ù mới có xướng"
                )
            call = data["call"]
            if (
                not isinstance(call, list)
                or len(call) > MAX_CALL
                or any(not isinstance(c, str) or len(c) > 40 for c in call)
            ):
                raise NotationError(
                    f"{where}.call: a list of at most {MAX_CALL} cước ids",
                    f"{where}.call: danh sách tối đa {MAX_CALL} mã cước",
                )
            call = tuple(call)
        return cls(kind, seat, card, call)

    def __str__(self) -> str:
        extra = f" {CODE[self.card]}" if self.card is not None else ""
        if self.call is not None:
            extra += " calling " + (" ".join(self.call) or "xuong")
        return f"seat {self.seat} {self.kind}{extra}"


def check_action(action) -> None:
    """Raise IllegalAction unless `action` is an Action of a known kind, a seat 0–3 and, for a
    discard or a capture, a card 0–24 (and no card for the others). `Deal.verify` calls it first."""
    if not isinstance(action, Action):
        raise IllegalAction(
            f"not an action: {type(action).__name__}",
            f"không phải một nước đi: {type(action).__name__}",
            ("turn.offered",),
        )
    if not isinstance(action.kind, str) or action.kind not in ACTION_KINDS:
        raise IllegalAction(
            f"no such action {excerpt(action.kind)!r}; the actions are {', '.join(ACTION_KINDS)}",
            f"không có nước đi {excerpt(action.kind)!r}; các nước đi là {', '.join(ACTION_KINDS)}",
            ("turn.offered",),
        )
    if not _index(action.seat, 4):
        raise IllegalAction(
            f"no seat {excerpt(action.seat)}: seats are 0, 1, 2 and 3",
            f"không có chỗ ngồi {excerpt(action.seat)}: chỗ ngồi là 0, 1, 2 và 3",
            ("setup.order",),
        )
    if action.kind in ("discard", "capture"):
        if not _index(action.card, FACES):
            raise IllegalAction(
                f"{action.kind} needs a card 0–24, not {excerpt(action.card)}",
                f"{action.kind} cần một lá 0–24, không phải {excerpt(action.card)}",
                ("cards.names",),
            )
    elif action.card is not None:
        raise IllegalAction(f"{action.kind} takes no card", f"{action.kind} không kèm lá bài", ("turn.offered",))


def _index(value, size: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < size


def discard(seat: int, card: int) -> Action:
    return Action("discard", seat, card)


def capture(seat: int, with_card: int) -> Action:
    return Action("capture", seat, with_card)


def chiu(seat: int) -> Action:
    return Action("chiu", seat)


def win(seat: int, call=None) -> Action:
    """A win; `call` (traditional): the cước ids called, None = call for me (see `Action`)."""
    return Action("win", seat, None, None if call is None else tuple(call))


def pass_(seat: int) -> Action:
    return Action("pass", seat)


# Every action without a call, built once: the deal engine lists them for each state (a
# dataclass costs about a microsecond to build, and a discard turn offers up to twenty).
_BARE = {
    (kind, seat, card): Action(kind, seat, card)
    for kind in ACTION_KINDS
    for seat in range(4)
    for card in ((None,) if kind in ("chiu", "win", "pass") else range(25))
}


DISCARD_ACTIONS = tuple(tuple(_BARE["discard", seat, card] for card in range(25)) for seat in range(4))  # [seat][card]
CAPTURE_ACTIONS = tuple(tuple(_BARE["capture", seat, card] for card in range(25)) for seat in range(4))  # [seat][card]
PASS_ACTIONS = tuple(_BARE["pass", seat, None] for seat in range(4))  # [seat]
WIN_ACTIONS = tuple(_BARE["win", seat, None] for seat in range(4))  # [seat]
CHIU_ACTIONS = tuple(_BARE["chiu", seat, None] for seat in range(4))  # [seat]


_SHARED = frozenset(map(id, _BARE.values()))  # they live as long as the module: their ids stay theirs


def bare_action(kind: str, seat: int, card: int | None = None) -> Action | None:
    """The shared `Action(kind, seat, card)` (no call); None for no such action."""
    return _BARE.get((kind, seat, card))


def is_shared(action) -> bool:
    """Whether `action` is one of the shared actions (so `check_action` has nothing to find)."""
    return id(action) in _SHARED
