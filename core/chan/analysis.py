"""Win check (D5), waits with their kind (D4–D6), chances, Bạch thủ and discard analysis.

The grouping is forced (D4), so a 20-card holding is a win exactly when every
rank's loose cards pair into cạ, Chi chi comes in pairs and there are at least
six chắn. A 19-card holding is ready when exactly one rank (or Chi chi) is
left with a loose end; the waits follow from that one loose end.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from ..common.odds import chance_at_least_one
from ..common.text import Text
from .cards import CC, CODE, COPIES, DECK_SIZE, FACES, RANK_OF
from .holding import HALF, Holding

MIN_CHAN = 6
STOCK_AT_START = 23

# kinds of wait
CHAN, CA, BA_DAU, BACH_THU = "chan", "ca", "ba_dau", "bach_thu"
WAIT_RULES = {
    CHAN: ("win.ten_pairs", "win.u_rong", "groups.chan"),
    CA: ("win.ten_pairs", "win.u_rong", "groups.ca"),
    BA_DAU: ("win.ten_pairs", "win.ba_dau", "groups.ba_dau"),
    BACH_THU: ("win.ten_pairs", "win.bach_thu"),
}
KIND_NAMES = {
    CHAN: Text("ù rộng, by chắn", "ù rộng, thành chắn"),
    CA: Text("ù rộng, by cạ", "ù rộng, thành cạ"),
    BA_DAU: Text("ba đầu", "ba đầu"),
    BACH_THU: Text("bạch thủ", "bạch thủ"),
}


def _rank_tables() -> tuple[tuple, ...]:
    """Per rank, for each of the 125 (Vạn, Sách, Văn) count triples (index 25 v + 5 s + n):
    (chắn among the three faces, the loose end's odd faces or None).

    An odd count leaves one card over (D4); two such cards make a cạ, one or three are a loose end
    (què, ba đầu)."""
    tables = []
    for base in range(0, 24, 3):
        table = []
        for index in range(125):
            counts = (index // 25, index // 5 % 5, index % 5)
            odd = tuple(base + s for s in range(3) if counts[s] & 1)
            table.append((sum(HALF[n] for n in counts), odd if len(odd) & 1 else None))
        tables.append(tuple(table))
    return tuple(tables)


# (rank, its first face, its table): a holding's shape is eight table look-ups plus Chi chi
RANK_TABLES = tuple((base // 3 + 2, base, table) for base, table in zip(range(0, 24, 3), _rank_tables(), strict=True))


def loose_ends(concealed) -> tuple[int, list[tuple[int, tuple[int, ...]]]]:
    """(chắn in concealed cards, loose ends) where a loose end is (rank or 0 for cc, odd faces)

    Ranks whose odd faces pair into a cạ are not loose ends.
    """
    c = concealed
    chan = HALF[c[CC]]
    ends = []
    for rank, base, table in RANK_TABLES:
        half, odd = table[25 * c[base] + 5 * c[base + 1] + c[base + 2]]
        chan += half
        if odd:
            ends.append((rank, odd))
    if c[CC] & 1:
        ends.append((0, (CC,)))
    return chan, ends


def is_win(holding: Holding, win: int | None = None) -> bool:
    """Whether concealed + exposed (+ the winning card) form a win (D5)."""
    if holding.size + (win is not None) != 20:
        return False
    c: tuple[int, ...] | list[int] = holding.concealed
    if win is not None:
        c = list(c)
        c[win] += 1
    chan, ends = loose_ends(c)
    if ends:
        return False
    chan += holding.exposed_chan
    if win == CC:
        return chan == MIN_CHAN  # D5: six chắn and four cạ exactly
    return chan >= MIN_CHAN


def shape(holding: Holding) -> tuple[int, list]:
    """(chắn including exposed ones, loose ends); cached on the holding."""
    if holding._shape is None:
        chan, ends = loose_ends(holding.concealed)
        holding._shape = (chan + holding.exposed_chan, ends)
    return holding._shape


def wait_kinds(holding: Holding) -> list[tuple[int, str]]:
    """Every face that completes a win for a 19-card holding, with its kind; cached.

    A face of which the player already holds all four copies is no wait.
    """
    if holding._waits is None:
        if holding.size != 19:
            holding._waits = []
        else:
            holding._waits = _waits_from(holding, *shape(holding))
    return holding._waits


def _waits_from(holding: Holding, chan: int, ends) -> list[tuple[int, str]]:
    if len(ends) != 1:
        return []
    rank, odd_faces = ends[0]
    held = holding.held
    if rank == 0:  # a lone Chi chi: wins only as the sixth chắn with four cạ (D5)
        return [(CC, BACH_THU)] if chan == MIN_CHAN - 1 and held[CC] < COPIES else []
    if chan + 1 < MIN_CHAN:
        return []
    if len(odd_faces) == 3:
        return [(f, BA_DAU) for f in odd_faces if held[f] < COPIES]
    lone = odd_faces[0]
    lone_kind = BACH_THU if chan + 1 == MIN_CHAN and not holding.exposed_ca_ranks >> rank & 1 else CHAN
    out = []
    base = 3 * (rank - 2)
    for f in (base, base + 1, base + 2):  # in face order
        if held[f] < COPIES:
            if f == lone:
                out.append((f, lone_kind))
            elif chan >= MIN_CHAN:
                out.append((f, CA))
    return out


def cho_chi_rong(holding: Holding) -> bool:
    """A lone Chi chi beside six or more chắn: it can never win (D5, error A6)."""
    return bool(holding.concealed[CC] & 1) and holding.chan_count() >= MIN_CHAN


@lru_cache(maxsize=1 << 12)  # small ints: a few thousand distinct calls in a whole session
def chance_to_draw(unseen_copies: int, unseen_total: int, stock: int) -> float:
    """P(at least one of `unseen_copies` cards is among `stock` cards drawn from `unseen_total`).

    Hypergeometric: the stock is taken to be a uniform random subset of the
    cards the player has not seen.
    """
    return chance_at_least_one(unseen_copies, unseen_total, stock)  # core.common.odds, shared with Sichuan


CHANCE_ASSUMPTION = Text(
    "Every card you have not seen is equally likely to be any of the unseen cards, so the stock "
    "is a uniform random draw from them, and every stock card is turned up before the deal ends "
    "(you may win on a stock card at any gate). It ignores that someone may win first and "
    "that a copy held in another hand never reaches the stock.",
    "Mọi lá bạn chưa thấy đều có khả năng như nhau là bất kỳ lá chưa thấy nào, nên nọc là một "
    "phần ngẫu nhiên đều của các lá chưa thấy, và mọi lá trong nọc đều được lật trước khi hết ván "
    "(bạn có thể ù lá nọc lật ở cửa bất kỳ). Không tính việc người khác ù trước, và lá nằm trên "
    "tay người khác thì không bao giờ ra nọc.",
)


class Wait(NamedTuple):
    face: int
    kind: str
    unseen: int
    chance: float

    @property
    def card(self) -> str:
        return CODE[self.face]

    @property
    def bach_thu(self) -> bool:
        return self.kind == BACH_THU

    @property
    def rules(self) -> tuple[str, ...]:
        rules = WAIT_RULES[self.kind]
        return rules + ("win.chi_chi",) if self.face == CC else rules

    def to_json(self) -> dict:
        return {
            "card": self.card,
            "kind": self.kind,
            "bach_thu": self.bach_thu,
            "unseen": self.unseen,
            "chance": round(self.chance, 4),
            "rules": list(self.rules),
        }


class WaitReport:
    """The waits of a 19-card holding; explanations are computed on demand."""

    __slots__ = ("holding", "waits", "unseen_total", "stock", "chance_any", "chan", "_reason")

    def __init__(self, holding, waits, unseen_total, stock, chance_any, chan):
        self.holding = holding
        self.waits = waits
        self.unseen_total = unseen_total
        self.stock = stock
        self.chance_any = chance_any
        self.chan = chan
        self._reason = None

    @property
    def ca(self) -> int:
        return self.holding.exposed_ca + _concealed_ca(self.holding.concealed)

    @property
    def ready(self) -> bool:
        return bool(self.waits)

    @property
    def bach_thu(self) -> Wait | None:
        return next((w for w in self.waits if w.bach_thu), None)

    @property
    def cho_chi_rong(self) -> bool:
        return cho_chi_rong(self.holding)

    def _why(self) -> tuple[str, str, tuple[str, ...]]:
        if self._reason is None and self.holding.size != 19:
            n = self.holding.size
            self._reason = (
                f"a waiting holding has 19 cards; this one has {n}",
                f"bài chờ có 19 lá; bài này có {n}",
                ("setup.deal",),
            )
        if self._reason is None:
            self._reason = ("", "", ()) if self.waits and not self.cho_chi_rong else _no_wait_reason(self.holding)
        return self._reason

    @property
    def reason(self) -> Text:
        """Why the holding has no wait, in both languages (empty when it has), as Sichuan's."""
        return Text(*self._why()[:2]) if not self.waits else Text("", "")

    @property
    def rules(self) -> tuple[str, ...]:
        cited = tuple(dict.fromkeys(r for w in self.waits for r in w.rules))
        extra = self._why()[2] if not self.waits or self.cho_chi_rong else ()
        four = 4 in self.holding.concealed or any(len(g) == 4 for g in self.holding.exposed)
        return (
            ("groups.forced",) + (("groups.four",) if four else ()) + cited + tuple(r for r in extra if r not in cited)
        )

    def to_json(self) -> dict:
        bach = self.bach_thu
        return {
            "hand": self.holding.notation(),
            "exposed": self.holding.exposed_notation(),
            "grouping": [{"kind": g.kind, "cards": str(g), "exposed": g.exposed} for g in self.holding.grouping()],
            "chan": self.chan,
            "ca": self.ca,
            "ready": self.ready,
            "waits": [w.to_json() for w in self.waits],
            "bach_thu": {"waiting": bach is not None, "card": bach.card if bach else None},
            "cho_chi_rong": self.cho_chi_rong,
            "chance_any": round(self.chance_any, 4),
            "unseen_total": self.unseen_total,
            "stock": self.stock,
            "assumption": CHANCE_ASSUMPTION.en,
            "reason": self.reason.en or None,
            "rules": list(self.rules),
        }


def _no_wait_reason(holding: Holding) -> tuple[str, str, tuple[str, ...]]:
    chan, ends = loose_ends(holding.concealed)
    chan += holding.exposed_chan
    if cho_chi_rong(holding):
        return (
            "a lone Chi chi beside six or more chắn can never win (chờ chi rộng): discard it",
            "lẻ Chi chi khi đã có từ sáu chắn trở lên thì không bao giờ ù được (chờ chi rộng): hãy đánh nó đi",
            ("win.cho_chi_rong", "error.A6"),
        )
    if len(ends) > 1:
        names = ", ".join(" ".join(CODE[f] for f in faces) for _, faces in ends)
        return (
            f"{len(ends)} loose ends ({names}); a ready hand has exactly one",
            f"còn {len(ends)} chỗ lẻ ({names}); bài chờ chỉ có đúng một",
            ("win.ten_pairs", "groups.que"),
        )
    need = MIN_CHAN - 1
    if ends and ends[0][0] == 0:
        return (
            f"{chan} chắn with a lone Chi chi; it wins only with exactly {need} chắn and four cạ",
            f"{chan} chắn với Chi chi lẻ; chỉ ù được khi có đúng {need} chắn và bốn cạ",
            ("win.chi_chi",),
        )
    return (
        f"only {chan} chắn; a win needs six, so a ready hand needs at least five",
        f"chỉ có {chan} chắn; ù cần sáu, nên bài chờ cần ít nhất năm",
        ("win.ten_pairs",),
    )


def analyse_waits(holding: Holding, seen=None, stock: int = STOCK_AT_START) -> WaitReport:
    """Waits of a 19-card holding with unseen copies and the chance each still comes from the stock.

    `seen` is a 25-count tuple of cards seen elsewhere (others' exposed cards and discards).
    """
    unseen_total = DECK_SIZE - holding.size - (sum(seen) if seen else 0)
    stock = max(0, min(stock, unseen_total))
    kinds = wait_kinds(holding)  # none unless 19 cards
    chan = shape(holding)[0]
    if not kinds:
        return WaitReport(holding, (), unseen_total, stock, 0.0, chan)
    held = holding.held
    waits = []
    unseen_sum = 0
    for face, kind in kinds:
        unseen = COPIES - held[face] - (seen[face] if seen else 0)
        unseen_sum += unseen
        waits.append(Wait(face, kind, unseen, chance_to_draw(unseen, unseen_total, stock)))
    return WaitReport(holding, tuple(waits), unseen_total, stock, chance_to_draw(unseen_sum, unseen_total, stock), chan)


def _concealed_ca(c) -> int:
    ca = 0
    for base in range(0, 24, 3):
        if (c[base] & 1) + (c[base + 1] & 1) + (c[base + 2] & 1) == 2:
            ca += 1
    return ca


@dataclass(frozen=True)
class DiscardOption:
    face: int
    report: WaitReport
    breaks_chan: bool  # the face is held as a pair (count 2 or 4): discarding breaks a chắn

    @property
    def card(self) -> str:
        return CODE[self.face]

    def to_json(self) -> dict:
        return {
            "card": self.card,
            "breaks_chan": self.breaks_chan,
            "waits": [w.to_json() for w in self.report.waits],
            "bach_thu": self.report.bach_thu is not None,
            "chance_any": round(self.report.chance_any, 4),
            "unseen": sum(w.unseen for w in self.report.waits),
            "rules": ["capture.no_break_chan"] if self.breaks_chan else [],
        }


def analyse_discards(holding: Holding, seen=None, stock: int = STOCK_AT_START) -> list[DiscardOption]:
    """For a 20-card holding: each distinct discard and the waits it leaves, best first.

    Ranked by the chance that a wait still comes from the stock, then by unseen copies, then
    preferring discards that keep chắn whole.
    """
    options = []
    for face in range(FACES):
        if holding.concealed[face]:
            after = holding.remove(face)
            # the discarded card is seen by everyone
            seen_after = list(seen or (0,) * FACES)
            seen_after[face] += 1
            report = analyse_waits(after, seen_after, stock)
            options.append(DiscardOption(face, report, holding.concealed[face] in (2, 4)))
    options.sort(key=lambda o: (-o.report.chance_any, -sum(w.unseen for w in o.report.waits), o.breaks_chan, o.face))
    return options


__all__ = [
    "is_win",
    "wait_kinds",
    "analyse_waits",
    "analyse_discards",
    "cho_chi_rong",
    "chance_to_draw",
    "Wait",
    "WaitReport",
    "DiscardOption",
    "loose_ends",
    "CHAN",
    "CA",
    "BA_DAU",
    "BACH_THU",
    "KIND_NAMES",
    "CHANCE_ASSUMPTION",
    "RANK_OF",
]
