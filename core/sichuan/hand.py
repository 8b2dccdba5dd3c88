"""A player's hand for analysis: concealed counts, declared melds and the missing suit.

Melds are pungs and kongs only (no chows, 002 §3); a concealed kong is declared
too (it counts for the single wait, S3) but stays hidden from the others.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..common.jsonio import excerpt
from ..common.text import Text
from .tiles import (
    CODE,
    COPIES,
    SUIT_OF,
    SUITS,
    NotationError,
    check_copies,
    counts_of,
    format_counts,
    kinds_of,
    parse_tiles,
)

PUNG, KONG, CONCEALED_KONG = "pung", "kong", "concealed_kong"
MELD_KINDS = (PUNG, KONG, CONCEALED_KONG)
MELD_SIZE = {PUNG: 3, KONG: 4, CONCEALED_KONG: 4}
MELD_RULES = {
    PUNG: ("sc.claim.pung",),
    KONG: ("sc.kong.exposed", "sc.kong.added"),
    CONCEALED_KONG: ("sc.kong.concealed",),
}
MELD_OPTIONS = {PUNG: "--pung", KONG: "--kong", CONCEALED_KONG: "--concealed-kong"}


@dataclass(frozen=True, slots=True)
class Meld:
    kind: str  # PUNG, KONG (exposed or added) or CONCEALED_KONG
    tile: int

    @property
    def size(self) -> int:
        return MELD_SIZE[self.kind]

    @property
    def is_kong(self) -> bool:
        return self.kind != PUNG

    def __str__(self) -> str:
        return CODE[self.tile][0] * self.size + CODE[self.tile][1]

    def to_json(self) -> dict:
        return {"kind": self.kind, "tile": CODE[self.tile], "tiles": str(self)}


def parse_meld(kind: str, text: str, index: int) -> Meld:
    """`5p` or `555p` for a pung; `5p` or `5555p` for a kong. Anything else is refused."""
    option = MELD_OPTIONS[kind]
    try:
        tiles = parse_tiles(text)
    except NotationError as err:
        raise NotationError(
            f"in {option} {index}: {err.reason.en}",
            f"trong {option} thứ {index}: {err.reason.vi}",
            err.token,
            err.position,
            err.rules,
        ) from None
    size = MELD_SIZE[kind]
    name = Text("pung", "bộ ba (pung)") if kind == PUNG else Text("kong", "bộ bốn (kong)")
    if not tiles or len(set(tiles)) != 1 or len(tiles) not in (1, size):
        raise NotationError(
            f"a {name.en} is {size} identical tiles: give one tile ('5p') or all {size}",
            f"một {name.vi} là {size} quân giống hệt nhau: hãy ghi một quân ('5p') hoặc cả {size} quân",
            text.strip() or "''",
            index,
            MELD_RULES[kind],
            option,
        )
    return Meld(kind, tiles[0])


class Hand:
    """Concealed tile counts (27), declared melds and the declared missing suit (0..2 or None)."""

    __slots__ = ("concealed", "melds", "missing", "_held")

    def __init__(self, concealed, melds: Iterable[Meld] = (), missing: int | None = None):
        self.concealed = tuple(concealed)
        self.melds = tuple(melds)
        self.missing = missing
        self._held: tuple[int, ...] | None = None

    @classmethod
    def parse(
        cls, text: str, missing: int | None = None, pungs=(), kongs=(), concealed_kongs=(), sizes=(13, 14)
    ) -> Hand:
        """Parse S1 notation plus melds; checks copies (at most four) and the tile count."""
        tiles = parse_tiles(text)
        melds = [parse_meld(PUNG, t, i) for i, t in enumerate(pungs, 1)]
        melds += [parse_meld(KONG, t, i) for i, t in enumerate(kongs, 1)]
        melds += [parse_meld(CONCEALED_KONG, t, i) for i, t in enumerate(concealed_kongs, 1)]
        counts = check_copies(tiles)
        for index, meld in enumerate(melds, 1):
            check_copies([meld.tile] * meld.size, counts, "meld", [index] * meld.size)
            counts[meld.tile] += meld.size
        hand = cls(counts_of(tiles), melds, missing)
        hand.check_size(sizes)
        hand.check_missing_melds()
        return hand

    def check_size(self, sizes=(13, 14)) -> None:
        """A hand has 13 tiles (14 after a draw), a kong counting as three (S2)."""
        n = self.size
        if sizes and n not in sizes:
            want = " or ".join(map(str, sizes))
            melds = len(self.melds)
            need = " or ".join(str(s - 3 * melds) for s in sizes)
            extra = (
                Text(
                    f" (with {melds} meld{'s' if melds != 1 else ''}: {need} in hand)",
                    f" (có {melds} bộ đã hạ: {need} quân trên tay)",
                )
                if melds
                else Text("", "")
            )
            raise NotationError(
                f"wrong tile count: a hand has {want} tiles, kongs counting as three; this has {n}{extra.en}",
                f"sai số quân: bài có {want} quân, kong tính là ba; bài này có {n}{extra.vi}",
                self.notation() or "''",
                None,
                ("sc.setup.deal", "sc.win.standard"),
            )

    def check_missing_melds(self) -> None:
        if self.missing is None:
            return
        for index, meld in enumerate(self.melds, 1):
            if SUIT_OF[meld.tile] == self.missing:
                raise NotationError(
                    f"a meld in the missing suit {SUITS[self.missing]} is impossible: no pung or kong "
                    "while that suit is held",
                    f"không thể có bộ thuộc chất khuyết {SUITS[self.missing]}: khi còn giữ chất đó thì "
                    "không được pung hay kong",
                    str(meld),
                    index,
                    ("sc.missing.no_claim",),
                    "meld",
                )

    # ------------------------------------------------------------------ views
    @property
    def size(self) -> int:
        """Tiles, with every meld counted as three (so a ready hand is 13)."""
        return sum(self.concealed) + 3 * len(self.melds)

    @property
    def held(self) -> tuple[int, ...]:
        """Every tile of the player, melds included (a kong is four)."""
        if self._held is None:
            held = list(self.concealed)
            for meld in self.melds:
                held[meld.tile] += meld.size
            self._held = tuple(held)
        return self._held

    def holds_missing(self) -> bool:
        if self.missing is None:
            return False
        base = 9 * self.missing
        return any(self.concealed[base : base + 9])

    def missing_tiles(self) -> list[int]:
        if self.missing is None:
            return []
        return [k for k in range(9 * self.missing, 9 * self.missing + 9) for _ in range(self.concealed[k])]

    def add(self, kind: int) -> Hand:
        counts = list(self.concealed)
        counts[kind] += 1
        return Hand(counts, self.melds, self.missing)

    def remove(self, kind: int) -> Hand:
        counts = list(self.concealed)
        if not counts[kind]:
            raise ValueError(f"no {CODE[kind]} in hand")
        counts[kind] -= 1
        return Hand(counts, self.melds, self.missing)

    def notation(self) -> str:
        return format_counts(self.concealed)

    def tiles(self) -> list[int]:
        return kinds_of(self.concealed)

    def __repr__(self) -> str:
        melds = " ".join(f"[{m}]" for m in self.melds)
        missing = f" missing {SUITS[self.missing]}" if self.missing is not None else ""
        return f"Hand({self.notation()}{' ' + melds if melds else ''}{missing})"


def check_win_tile(hand: Hand, tile: int, token: str | None = None) -> None:
    """The winning tile is a tile kind 0–26, and not a fifth copy."""
    if isinstance(tile, bool) or not isinstance(tile, int) or not 0 <= tile < len(CODE):
        raise NotationError(
            "the winning tile must be a tile kind 0–26",
            "quân ù phải là một loại quân 0–26",
            excerpt(tile),
            None,
            ("sc.setup.tiles",),
        )
    if hand.held[tile] >= COPIES:
        raise NotationError(
            f"a fifth copy of {CODE[tile]}: the hand already holds all four",
            f"quân {CODE[tile]} thứ năm: bài đã có đủ bốn quân",
            token or CODE[tile],
            None,
            ("sc.setup.tiles", "sc.wait.four_copies"),
        )


__all__ = ["Hand", "Meld", "PUNG", "KONG", "CONCEALED_KONG", "MELD_KINDS", "parse_meld", "check_win_tile"]
