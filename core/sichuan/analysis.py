"""Waits with unseen copies and chances (S5), the ready-hand value (S7), shanten and discards.

A hand of 13 tiles (melds counting three) is ready when some tile completes it; a
14-tile hand is analysed discard by discard. Distance to ready is shanten
(`shapes.shanten`): 0 ready, 1 one useful draw from ready, and so on.
"""

from __future__ import annotations

from typing import NamedTuple

from ..common.odds import chance_at_least_one
from ..common.text import Text
from .hand import Hand
from .scoring import Score, base_points, score
from .shapes import shanten, standard_groupings, wait_tiles
from .tiles import CODE, COPIES, KINDS, SUIT_OF, SUITS, WALL_SIZE

SEATS = 4
WALL_AFTER_DEAL = WALL_SIZE - 13 * SEATS - 1  # 55: the tiles left once the dealer has 14

CHANCE_ASSUMPTION = Text(
    "Every tile you have not seen is equally likely to be any of the unseen tiles (in the wall or in "
    "another hand), and you draw one tile in every four from the wall that remains (wall ÷ players, "
    "rounded up). It ignores discards you could win on, claims that skip your turn and other players "
    "winning first.",
    "Mọi quân bạn chưa thấy đều có khả năng như nhau là bất kỳ quân chưa thấy nào (trong nọc hay trên tay "
    "người khác), và cứ bốn quân còn lại trong nọc thì bạn bốc một (số quân nọc ÷ số người chơi, làm tròn "
    "lên). Không tính các quân người khác đánh ra mà bạn có thể ù, các lần bị ăn mất lượt, hay người khác "
    "ù trước.",
)


def chance_to_draw(copies: int, unseen_total: int, draws: int) -> float:
    """P(at least one of `copies` tiles among `draws` taken from `unseen_total`) (hypergeometric)."""
    return chance_at_least_one(copies, unseen_total, draws)  # core.common.odds, shared with Chắn


def unseen_counts(hand: Hand, seen=None) -> list[int]:
    """Copies of each kind neither in the hand (melds included) nor among `seen` (27 counts)."""
    held = hand.held
    return [max(0, COPIES - held[k] - (seen[k] if seen else 0)) for k in range(KINDS)]


class Wait(NamedTuple):
    tile: int
    unseen: int
    chance: float
    score: Score  # as a discard win, without events (S3)

    @property
    def code(self) -> str:
        return CODE[self.tile]

    @property
    def rules(self) -> tuple[str, ...]:
        return ("sc.wait.definition",) + tuple(
            r for r in self.score.rules if r.startswith("sc.win.") or r.startswith("sc.fan.")
        )

    def to_json(self) -> dict:
        return {
            "tile": self.code,
            "unseen": self.unseen,
            "chance": round(self.chance, 4),
            "fan": self.score.fan,
            "base": self.score.base,
            "form": self.score.form,
            "items": [{"id": i.id, "fan": i.fan} for i in self.score.items],
            "rules": list(self.rules),
        }


class WaitReport:
    """The waits of a 13-tile hand, with chances and why there are none."""

    __slots__ = ("hand", "waits", "shanten", "unseen_total", "wall", "draws", "chance_any", "blocked")

    def __init__(self, hand, waits, shanten_value, unseen_total, wall, draws, chance_any, blocked):
        self.hand = hand
        self.waits = tuple(waits)
        self.shanten = shanten_value
        self.unseen_total = unseen_total
        self.wall = wall
        self.draws = draws
        self.chance_any = chance_any
        self.blocked = tuple(blocked)  # completing kinds the player holds all four of (S5)

    @property
    def ready(self) -> bool:
        return bool(self.waits)

    @property
    def best(self) -> Wait | None:
        """The wait worth most (the ready-hand value of S7)."""
        return max(self.waits, key=lambda w: (w.score.fan, -w.tile), default=None)

    @property
    def value(self) -> int:
        """Base points of the best wait as a discard win without events (S7); 0 if not ready."""
        best = self.best
        return best.score.base if best else 0

    @property
    def reason(self) -> Text:
        """Why the hand has no wait, in both languages (empty when it has waits)."""
        if self.waits:
            return Text("", "")
        hand = self.hand
        if hand.holds_missing():
            suit = SUITS[hand.missing]
            return Text(
                f"no waits: the hand holds its missing suit ({suit}); discard it first",
                f"không chờ được: bài còn quân chất khuyết ({suit}); phải đánh hết trước",
            )
        if self.blocked:
            tiles = ", ".join(CODE[k] for k in self.blocked)
            return Text(
                f"no waits: only {tiles} would complete the hand, and you hold all four",
                f"không chờ được: chỉ {tiles} mới ù, mà bạn đã giữ đủ bốn quân",
            )
        return Text(
            f"not ready: {self.shanten} useful draw(s) from ready (shanten {self.shanten})",
            f"chưa chờ: còn {self.shanten} lần bốc có ích nữa mới chờ (shanten {self.shanten})",
        )

    @property
    def rules(self) -> tuple[str, ...]:
        rules = ["sc.wait.definition", "sc.analysis.shanten"]
        if self.blocked:
            rules.append("sc.wait.four_copies")
        if self.hand.holds_missing():
            rules += ["sc.wait.missing", "sc.missing.discard_first"]
        for w in self.waits:
            rules += [r for r in w.rules if r not in rules]
        if self.waits:
            rules += ["sc.analysis.chance", "sc.end.ready_check"]
        return tuple(dict.fromkeys(rules))

    def to_json(self) -> dict:
        best = self.best
        return {
            "hand": self.hand.notation(),
            "melds": [m.to_json() for m in self.hand.melds],
            "missing": SUITS[self.hand.missing] if self.hand.missing is not None else None,
            "ready": self.ready,
            "shanten": self.shanten,
            "waits": [w.to_json() for w in self.waits],
            "ready_value": {"tile": best.code, "fan": best.score.fan, "base": best.score.base} if best else None,
            "unseen_total": self.unseen_total,
            "wall": self.wall,
            "draws": self.draws,
            "chance_any": round(self.chance_any, 4),
            "blocked": [CODE[k] for k in self.blocked],
            "reason": self.reason.en or None,
            "reason_vi": self.reason.vi or None,
            "assumption": CHANCE_ASSUMPTION.en,
            "rules": list(self.rules),
        }


def _draws(wall: int, players: int) -> int:
    return -(-wall // max(players, 1)) if wall > 0 else 0


def blocked_tiles(hand: Hand) -> list[int]:
    """Kinds held four times that would otherwise complete the hand (S5; for explanations)."""
    out = []
    for k in range(KINDS):
        if hand.held[k] >= COPIES and SUIT_OF[k] != hand.missing:
            counts = list(hand.concealed)
            counts[k] += 1  # a fifth copy: only the grouping search can represent it
            if standard_groupings(counts):
                out.append(k)
    return out


def waits(hand: Hand) -> list[int]:
    """The wait kinds of a 13-tile hand (S5): none while the missing suit is held."""
    if hand.holds_missing():
        return []
    tiles = wait_tiles(hand.concealed, len(hand.melds), hand.held)
    if hand.missing is not None:
        tiles = [k for k in tiles if SUIT_OF[k] != hand.missing]
    return tiles


def analyse_waits(hand: Hand, seen=None, wall: int = WALL_AFTER_DEAL, players: int = SEATS) -> WaitReport:
    """Waits of a 13-tile hand with unseen copies, the chance to draw one, and fan of each.

    `seen`: 27 counts of tiles seen elsewhere (discards, others' melds); `wall`: tiles left.
    """
    hand.check_size((13,))
    unseen = unseen_counts(hand, seen)
    unseen_total = WALL_SIZE - sum(hand.held) - (sum(seen) if seen else 0)
    wall = max(0, min(wall, unseen_total))
    draws = _draws(wall, players)
    out = []
    for k in waits(hand):
        out.append(Wait(k, unseen[k], chance_to_draw(unseen[k], unseen_total, draws), score(hand, k)))
    blocked = []
    if not out and not hand.holds_missing():
        blocked = blocked_tiles(hand)
    chance_any = chance_to_draw(sum(w.unseen for w in out), unseen_total, draws) if out else 0.0
    value = shanten(hand.concealed, len(hand.melds), hand.missing, hand.held)
    return WaitReport(hand, out, value, unseen_total, wall, draws, chance_any, blocked)


class ReadyValue(NamedTuple):
    tile: int
    fan: int
    base: int


def ready_value(hand: Hand) -> ReadyValue | None:
    """The ready-hand check (S7): the best wait as a discard win without events, or None."""
    best = None
    for k in waits(hand):
        fan = score(hand, k).fan
        if best is None or fan > best.fan:
            best = ReadyValue(k, fan, base_points(fan))
    return best


class DiscardOption(NamedTuple):
    tile: int
    shanten: int
    waits: tuple  # Wait records when the discard leaves the hand ready
    improvers: tuple  # (kind, unseen) that lower shanten, when not ready
    forced: bool  # the missing suit must go first (002 §2)

    @property
    def code(self) -> str:
        return CODE[self.tile]

    @property
    def unseen(self) -> int:
        return sum(w.unseen for w in self.waits) if self.waits else sum(n for _, n in self.improvers)

    def to_json(self) -> dict:
        return {
            "tile": self.code,
            "shanten": self.shanten,
            "unseen": self.unseen,
            "waits": [w.to_json() for w in self.waits],
            "improvers": [{"tile": CODE[k], "unseen": n} for k, n in self.improvers],
            "rules": ["sc.analysis.discards"] + (["sc.missing.discard_first"] if self.forced else []),
        }


def improving_tiles(hand: Hand, unseen) -> list[tuple[int, int]]:
    """Kinds whose draw lowers the shanten of a 13-tile hand, with unseen copies (> 0)."""
    melds = len(hand.melds)
    before = shanten(hand.concealed, melds, hand.missing, hand.held)
    counts = list(hand.concealed)
    held = list(hand.held)
    out = []
    for k in _near_kinds(counts, hand.missing):
        if unseen[k] <= 0:
            continue
        counts[k] += 1
        held[k] += 1
        if shanten(counts, melds, hand.missing, held) < before:
            out.append((k, unseen[k]))
        counts[k] -= 1
        held[k] -= 1
    return out


def _near_kinds(counts, missing) -> list[int]:
    """Kinds within two ranks of a held tile of the same suit: only these can join a block."""
    near = set()
    for k in range(KINDS):
        if counts[k] and SUIT_OF[k] != missing:
            for j in range(k - 2, k + 3):
                if 0 <= j < KINDS and SUIT_OF[j] == SUIT_OF[k]:
                    near.add(j)
    return sorted(near)


def analyse_discards(hand: Hand, seen=None, wall: int = WALL_AFTER_DEAL, players: int = SEATS) -> list[DiscardOption]:
    """For a 14-tile hand: every legal discard, best first.

    Ranked by shanten after the discard, then by unseen copies of the waits (when ready) or of
    the tiles that improve the hand, then by the best wait's fan. While the missing suit is
    held only its tiles may go (002 §2).
    """
    hand.check_size((14,))
    forced = hand.holds_missing()
    options = []
    for k in range(KINDS):
        if not hand.concealed[k] or (forced and SUIT_OF[k] != hand.missing):
            continue
        after = hand.remove(k)
        seen_after = list(seen) if seen else [0] * KINDS
        seen_after[k] += 1  # everyone sees the discard
        report = analyse_waits(after, seen_after, wall, players)
        improvers = () if report.waits else tuple(improving_tiles(after, unseen_counts(after, seen_after)))
        options.append(DiscardOption(k, report.shanten, report.waits, improvers, forced))
    options.sort(key=lambda o: (o.shanten, -o.unseen, -max((w.score.fan for w in o.waits), default=0), o.tile))
    return options


__all__ = [
    "analyse_waits",
    "analyse_discards",
    "ready_value",
    "waits",
    "improving_tiles",
    "chance_to_draw",
    "unseen_counts",
    "Wait",
    "WaitReport",
    "DiscardOption",
    "ReadyValue",
    "CHANCE_ASSUMPTION",
    "WALL_AFTER_DEAL",
    "blocked_tiles",
]
