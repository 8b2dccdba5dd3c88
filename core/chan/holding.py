"""A player's holding: concealed counts plus exposed pairs, and its forced grouping (D4)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..common.text import Text
from .cards import (
    CC,
    CODE,
    COPIES,
    FACES,
    RANK_OF,
    SUIT_OF,
    NotationError,
    check_copies,
    counts_of,
    faces_of,
    format_cards,
    parse_cards,
)

HALF = (0, 0, 1, 1, 2)  # chắn in a concealed count of 0..4 copies
ODD = (0, 1, 0, 1, 0)
NONE: frozenset[int] = frozenset()


@dataclass(frozen=True, slots=True)
class Group:
    kind: str  # "chan", "ca", "ba_dau", "que"
    faces: tuple[int, ...]
    exposed: bool = False

    @property
    def rule(self) -> str:
        return "groups." + self.kind

    def __str__(self) -> str:
        return format_cards(self.faces)


def exposed_kind(faces: tuple[int, ...]) -> str | None:
    """'chan', 'ca' or 'chiu' for a legal exposed group, else None."""
    if len(faces) == 2:
        a, b = faces
        if a == b:
            return "chan"
        if a != CC and b != CC and RANK_OF[a] == RANK_OF[b]:
            return "ca"
    elif len(faces) == 4 and len(set(faces)) == 1:
        return "chiu"
    return None


def parse_exposed(pairs: Iterable[str]) -> tuple[tuple[int, ...], ...]:
    groups = []
    for index, text in enumerate(pairs, 1):
        try:
            faces = tuple(parse_cards(text))
        except NotationError as err:
            raise NotationError(
                f"in exposed pair {index}: {err.reason.en}",
                f"trong đôi đã hạ thứ {index}: {err.reason.vi}",
                err.token,
                err.position,
            ) from None
        if exposed_kind(faces) is None:
            raise NotationError(
                f"exposed pair {index} is neither a chắn (two identical cards), "
                "a cạ (same rank, different suits) nor a chíu (four identical cards)",
                f"đôi đã hạ thứ {index} không phải chắn (hai lá giống hệt), "
                "cạ (cùng hàng khác chất) hay chíu (bốn lá giống hệt)",
                text.strip(),
                None,
                ("groups.chan", "groups.ca"),
            )
        groups.append(faces)
    return tuple(groups)


class Holding:
    """Concealed cards (as 25 counts) and exposed groups. Immutable."""

    __slots__ = (
        "concealed",
        "exposed",
        "exposed_chan",
        "exposed_ca",
        "exposed_ca_ranks",
        "exposed_chan_faces",
        "held",
        "size",
        "_shape",
        "_waits",
    )

    def __init__(self, concealed: Iterable[int], exposed: Iterable[tuple[int, ...]] = ()):
        self.concealed = concealed = tuple(concealed)
        self.exposed = exposed = tuple(map(tuple, exposed)) if exposed else ()
        self._shape: tuple[int, list] | None = None  # (chắn, loose ends), computed once by analysis.shape()
        self._waits: list[tuple[int, str]] | None = None
        if not exposed:
            self.held = concealed
            self.size = sum(concealed)
            self.exposed_chan = self.exposed_ca = self.exposed_ca_ranks = 0
            self.exposed_chan_faces = NONE
            return
        chan = ca = ca_ranks = 0
        held = list(concealed)
        chan_faces = set()
        for group in exposed:
            kind = exposed_kind(group)
            for f in group:
                held[f] += 1
            if kind == "ca":
                ca += 1
                ca_ranks |= 1 << RANK_OF[group[0]]
            elif kind == "chan":
                chan += 1
                chan_faces.add(group[0])
            elif kind == "chiu":
                chan += 2
                chan_faces.add(group[0])
        self.held = tuple(held)
        self.size = sum(held)
        self.exposed_chan = chan
        self.exposed_ca = ca
        self.exposed_ca_ranks = ca_ranks
        self.exposed_chan_faces = frozenset(chan_faces)

    # construction ---------------------------------------------------------
    @classmethod
    def from_faces(cls, concealed: Iterable[int], exposed: Iterable[tuple[int, ...]] = ()) -> Holding:
        concealed = list(concealed)
        exposed = [tuple(g) for g in exposed]
        counts = counts_of(concealed)
        check_copies([f for g in exposed for f in g], Text("exposed pairs", "các đôi đã hạ"), counts)
        return cls(counts, exposed)

    @classmethod
    def parse(cls, hand: str, exposed: Iterable[str] = (), sizes: tuple[int, ...] = (19, 20)) -> Holding:
        """Parse notation; check copies and that the holding has one of `sizes` cards."""
        concealed = parse_cards(hand)
        check_copies(concealed, Text("hand", "bài trên tay"))
        groups = parse_exposed(exposed)
        holding = cls.from_faces(concealed, groups)
        if sizes and holding.size not in sizes:
            want = " or ".join(str(s) for s in sizes)
            raise NotationError(
                f"the holding has {holding.size} cards ({len(concealed)} in hand + "
                f"{holding.size - len(concealed)} exposed); this needs {want}",
                f"bài có {holding.size} lá ({len(concealed)} trên tay + "
                f"{holding.size - len(concealed)} đã hạ); cần {want.replace('or', 'hoặc')} lá",
                hand.strip() or "''",
                None,
                ("setup.deal",),
            )
        return holding

    def add(self, face: int) -> Holding:
        counts = list(self.concealed)
        counts[face] += 1
        return Holding(counts, self.exposed)

    def remove(self, face: int) -> Holding:
        if self.concealed[face] == 0:
            raise NotationError("not in the hand", "không có trên tay", CODE[face])
        counts = list(self.concealed)
        counts[face] -= 1
        return Holding(counts, self.exposed)

    # views ------------------------------------------------------------------
    @property
    def concealed_faces(self) -> list[int]:
        return faces_of(self.concealed)

    def notation(self) -> str:
        return format_cards(self.concealed_faces)

    def exposed_notation(self) -> list[str]:
        return [format_cards(g) for g in self.exposed]

    def __eq__(self, other) -> bool:
        return isinstance(other, Holding) and (self.concealed, sorted(self.exposed)) == (
            other.concealed,
            sorted(other.exposed),
        )

    def __hash__(self) -> int:
        return hash((self.concealed, tuple(sorted(self.exposed))))

    def __repr__(self) -> str:
        exposed = "".join(f" | {format_cards(g)}" for g in self.exposed)
        return f"Holding({self.notation()}{exposed})"

    # grouping ----------------------------------------------------------------
    def chan_count(self) -> int:
        return self.exposed_chan + sum(map(HALF.__getitem__, self.concealed))

    def grouping(self) -> list[Group]:
        """The forced grouping of D4: exposed groups, then chắn, cạ, ba đầu, què."""
        groups: list[Group] = []
        for g in self.exposed:
            kind = exposed_kind(g)
            assert kind is not None  # exposed groups were checked when the holding was made
            if kind == "chiu":
                groups += [Group("chan", g[:2], True), Group("chan", g[2:], True)]
            else:
                groups.append(Group(kind, g, True))
        c = self.concealed
        for f in range(FACES):
            groups += [Group("chan", (f, f))] * HALF[c[f]]
        for rank in range(2, 10):
            singles = tuple(f for f in range(3 * (rank - 2), 3 * (rank - 1)) if c[f] & 1)
            if len(singles) == 2:
                groups.append(Group("ca", singles))
            elif len(singles) == 3:
                groups.append(Group("ba_dau", singles))
            elif len(singles) == 1:
                groups.append(Group("que", singles))
        if c[CC] & 1:
            groups.append(Group("que", (CC,)))
        return groups


def check_seen(holding: Holding, seen: Iterable[int]) -> tuple[int, ...]:
    """Counts of cards seen elsewhere; raise at the first that exceeds four copies."""
    seen = list(seen)
    check_copies(seen, Text("cards seen elsewhere", "các lá đã thấy ở chỗ khác"), list(holding.held))
    return tuple(counts_of(seen))


__all__ = ["Group", "Holding", "exposed_kind", "parse_exposed", "check_seen", "HALF", "ODD", "COPIES", "SUIT_OF"]
