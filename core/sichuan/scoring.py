"""Scoring a win: one small object per fan pattern (S3, S4), the best grouping, the cap.

Fan items add up and the total is capped at five (S3); base points are 2 ** fan (S6).
Where the tiles group in several ways (seven pairs or sets; pungs or chows),
the grouping with the highest total counts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import NamedTuple

from ..common.text import Text
from .hand import Hand, check_win_tile
from .shapes import PUNG, is_seven_pairs, standard_groupings
from .tiles import CODE, COPIES, KINDS, RANK_OF, SUIT_OF, SUITS, NotationError

FAN_CAP = 5
EVENTS = ("kong_replacement", "robbed_kong", "last_tile")  # S4: the events given to scoring
STANDARD, SEVEN_PAIRS = "standard", "seven_pairs"


class WinFacts(NamedTuple):
    """One way to read a winning hand: its form, sets and pair, and what scoring needs."""

    form: str  # STANDARD or SEVEN_PAIRS
    sets: tuple  # (PUNG|CHOW, lowest tile) for every set, melds included (a kong is a pung here)
    pair: int | None
    held: tuple  # all the player's tiles with the winning one: 27 counts
    melds: tuple  # the declared Meld objects
    events: frozenset

    def all_pungs(self) -> bool:
        return self.form == STANDARD and all(kind == PUNG for kind, _ in self.sets)

    def only_258(self) -> bool:
        return all(RANK_OF[k] in (2, 5, 8) for k in range(KINDS) if self.held[k])


def _outside(facts: WinFacts) -> bool:
    if facts.form != STANDARD or facts.pair is None or RANK_OF[facts.pair] not in (1, 9):
        return False
    for kind, tile in facts.sets:
        rank = RANK_OF[tile]
        if not (rank in (1, 9) if kind == PUNG else rank in (1, 7)):
            return False
    return True


@dataclass(frozen=True, slots=True)
class Fan:
    """A scoring pattern: `count(facts)` is how often it applies; each time it is worth `fan`."""

    id: str
    name: Text  # in every language (as Chắn's `Cuoc.name`)
    chinese: str
    fan: int
    count: Callable[[WinFacts], int]

    @property
    def rule(self) -> str:
        return "sc.fan." + self.id


def _event(fan_id: str) -> Callable[[WinFacts], int]:
    return lambda facts: int(fan_id in facts.events)


FANS = (
    Fan(
        "all_pungs",
        Text("All pungs", "Đối đối hồ (toàn bộ ba)"),
        "对对胡",
        1,
        lambda f: int(f.all_pungs() and not f.only_258()),
    ),
    Fan(
        "all_258_pungs",
        Text("All 2/5/8 pungs", "Tương đối (toàn bộ ba 2-5-8)"),
        "将对",
        3,
        lambda f: int(f.all_pungs() and f.only_258()),
    ),
    Fan("seven_pairs", Text("Seven pairs", "Bảy đôi"), "七对", 2, lambda f: int(f.form == SEVEN_PAIRS)),
    Fan("outside_hand", Text("Outside hand", "Toàn đầu đuôi (mang 1 hoặc 9)"), "全带幺", 2, lambda f: int(_outside(f))),
    Fan(
        "full_flush",
        Text("Full flush", "Thanh nhất sắc"),
        "清一色",
        2,
        lambda f: int(len({SUIT_OF[k] for k in range(KINDS) if f.held[k]}) == 1),
    ),
    Fan(
        "single_wait",
        Text("Single wait with four melds", "Chờ đơn khi đã hạ bốn bộ"),
        "金钩钓",
        1,
        lambda f: int(len(f.melds) == 4),
    ),
    Fan(
        "root",
        Text("Root (four of a kind)", "Căn (đủ bốn quân)"),
        "根",
        1,
        lambda f: sum(1 for n in f.held if n == COPIES),
    ),
    Fan(
        "kong_replacement",
        Text("Win on a kong replacement", "Ù quân bù sau kong"),
        "杠上开花",
        1,
        _event("kong_replacement"),
    ),
    Fan("robbed_kong", Text("Robbing a kong", "Cướp kong"), "抢杠胡", 1, _event("robbed_kong")),
    Fan("last_tile", Text("Win on the last tile", "Ù quân cuối"), "海底捞月", 1, _event("last_tile")),
)
FAN_BY_ID = {f.id: f for f in FANS}


class FanItem(NamedTuple):
    id: str
    count: int  # type: ignore[assignment]  # the pinned field name shadows tuple.count
    fan: int  # count × the pattern's value

    @property
    def rule(self) -> str:
        return "sc.fan." + self.id

    @property
    def name(self) -> Text:
        """The pattern's name in every language (as Chắn's `ScoreItem.name`)."""
        return FAN_BY_ID[self.id].name

    def to_json(self) -> dict:
        return {
            "id": self.id,
            "fan": self.fan,
            "count": self.count,
            "name_en": self.name.en,
            "name_vi": self.name.vi,
            "rules": [self.rule],
        }


def base_points(fan: int) -> int:
    """2 ** fan, the fan capped at five: 1, 2, 4, 8, 16, 32 (S3, S6)."""
    return 2 ** min(fan, FAN_CAP)


class Score:
    """The result of scoring a win; `items` is the breakdown of the best grouping."""

    __slots__ = (
        "win",
        "fan",
        "fan_total",
        "base",
        "items",
        "form",
        "facts",
        "hand",
        "win_tile",
        "self_draw",
        "events",
        "reason",
        "_rules",
    )

    def __init__(self, hand, win_tile, self_draw, events, facts=None, items=(), reason=("", "", ())):
        self.hand = hand
        self.win_tile = win_tile
        self.self_draw = self_draw
        self.events = events
        self.facts = facts
        self.win = facts is not None
        self.items = tuple(items)
        self.fan_total = sum(i.fan for i in self.items)
        self.fan = min(self.fan_total, FAN_CAP)
        self.base = base_points(self.fan) if self.win else 0
        self.form = facts.form if facts else None
        en, vi, self._rules = reason
        self.reason = Text(en, vi)

    @property
    def rules(self) -> tuple[str, ...]:
        if not self.win:
            return self._rules
        rules = ["sc.win.standard" if self.form == STANDARD else "sc.win.seven_pairs", "sc.win.no_missing"]
        if not self.items:
            rules.append("sc.fan.basic")
        rules += [i.rule for i in self.items]
        if self.fan_total > FAN_CAP:
            rules.append("sc.fan.cap")
        if self.self_draw:
            rules.append("sc.fan.no_self_draw_fan")
        rules += ["sc.fan.best_grouping", "sc.pay.base"]
        rules += self.payment_rules()
        return tuple(rules)

    def payment_rules(self) -> list[str]:
        if self.self_draw:
            return ["sc.pay.self_draw"]
        if "robbed_kong" in self.events:
            return ["sc.pay.robbed_kong"]
        return ["sc.pay.discard"]

    def payments(self) -> dict:
        """Who pays the winner how much (S6); the number of payers depends on the deal."""
        if not self.win:
            return {}
        if self.self_draw:
            return {"payer": "each_opponent_still_playing", "each": self.base + 1}
        if "robbed_kong" in self.events:
            return {"payer": "kong_owner", "each": self.base}
        return {"payer": "discarder", "each": self.base}

    def item(self, fan_id: str) -> FanItem | None:
        return next((i for i in self.items if i.id == fan_id), None)

    def grouping(self) -> list[str]:
        """The best grouping in words: `123m`, `555p`, pair `99s`; melds in brackets."""
        if self.facts is None:
            return []
        f = self.facts
        if f.form == SEVEN_PAIRS:
            return [CODE[k][0] * 2 + CODE[k][1] for k in range(KINDS) for _ in range(f.held[k] // 2)]
        melds = [f"[{m}]" for m in f.melds]
        concealed = [
            (CODE[t][0] * 3 if kind == PUNG else "".join(str(RANK_OF[t] + i) for i in range(3))) + SUITS[SUIT_OF[t]]
            for kind, t in f.sets[: len(f.sets) - len(f.melds)]
        ]
        return concealed + melds + [CODE[f.pair][0] * 2 + CODE[f.pair][1]]

    def to_json(self) -> dict:
        return {
            "win": self.win,
            "fan": self.fan,
            "fan_total": self.fan_total,
            "base": self.base,
            "items": [{"id": i.id, "fan": i.fan} for i in self.items],
            "breakdown": [i.to_json() for i in self.items],
            "form": self.form,
            "grouping": self.grouping(),
            "hand": self.hand.notation(),
            "melds": [m.to_json() for m in self.hand.melds],
            "missing": SUITS[self.hand.missing] if self.hand.missing is not None else None,
            "win_tile": CODE[self.win_tile],
            "self_draw": self.self_draw,
            "events": sorted(self.events),
            "payments": self.payments(),
            "reason": self.reason.en or None,
            "reason_vi": self.reason.vi or None,
            "rules": list(self.rules),
        }


def check_events(events: Iterable[str], self_draw: bool, hand: Hand, win_tile: int | None = None) -> frozenset:
    """Events scoring cannot see (S4); impossible combinations are refused (with `win_tile`: a robbed
    kong's tile the robber already holds a copy of)."""
    seen = set()
    for position, event in enumerate(events, 1):
        if not isinstance(event, str) or event not in EVENTS:
            raise NotationError(
                f"unknown event; the events are {', '.join(EVENTS)}",
                f"không có sự kiện này; các sự kiện là {', '.join(EVENTS)}",
                event,
                position,
                ("sc.fan.ids",),
                "event",
            )
        if event in seen:
            raise NotationError(
                "event given twice", "sự kiện được nhập hai lần", event, position, ("sc.fan.ids",), "event"
            )
        seen.add(event)
    if "kong_replacement" in seen and not self_draw:
        raise NotationError(
            "a win on a kong replacement is a self-draw: add --self-draw",
            "ù quân bù sau kong là tự bốc: hãy thêm --self-draw",
            "kong_replacement",
            None,
            ("sc.fan.kong_replacement", "sc.kong.replacement", "sc.decision.events"),
        )
    if "kong_replacement" in seen and not any(m.is_kong for m in hand.melds):
        raise NotationError(
            "a win on a kong replacement needs a kong among the melds",
            "ù quân bù sau kong thì phải có một kong trong các bộ đã hạ",
            "kong_replacement",
            None,
            ("sc.fan.kong_replacement", "sc.decision.events"),
        )
    if "robbed_kong" in seen and self_draw:
        raise NotationError(
            "robbing a kong takes another player's tile, so it is no self-draw",
            "cướp kong là ăn quân của người khác nên không phải tự bốc",
            "robbed_kong",
            None,
            ("sc.fan.robbed_kong", "sc.kong.rob_added", "sc.decision.events"),
        )
    if "robbed_kong" in seen and "last_tile" in seen:
        raise NotationError(
            "a kong needs a replacement tile, so a robbed kong is never on the last tile",
            "kong cần quân bù nên cướp kong không thể là quân cuối",
            "robbed_kong",
            None,
            ("sc.kong.needs_replacement", "sc.fan.robbed_kong", "sc.decision.events"),
        )
    if "robbed_kong" in seen and win_tile is not None and hand.held[win_tile]:
        code = CODE[win_tile]
        raise NotationError(
            f"a robbed tile is the fourth {code}, added to another player's pung of {code}, so the "
            f"robber cannot hold a {code}; this hand holds {hand.held[win_tile]}",
            f"quân bị cướp là quân {code} thứ tư, thêm vào bộ ba {code} của người khác, nên người "
            f"cướp không thể có quân {code} nào; bài này có {hand.held[win_tile]}",
            "robbed_kong",
            None,
            ("sc.fan.robbed_kong", "sc.kong.rob_added", "sc.decision.events"),
        )
    return frozenset(seen)


def _all_facts(hand: Hand, win_tile: int, events: frozenset) -> list[WinFacts]:
    concealed = list(hand.concealed)
    concealed[win_tile] += 1
    counts = list(hand.held)
    counts[win_tile] += 1
    held = tuple(counts)
    meld_sets = tuple((PUNG, m.tile) for m in hand.melds)
    facts = [
        WinFacts(STANDARD, sets + meld_sets, pair, held, hand.melds, events)
        for sets, pair in standard_groupings(concealed)
    ]
    if not hand.melds and is_seven_pairs(concealed):
        facts.append(WinFacts(SEVEN_PAIRS, (), None, held, (), events))
    return facts


def fan_items(facts: WinFacts) -> list[FanItem]:
    items = []
    for pattern in FANS:
        n = pattern.count(facts)
        if n:
            items.append(FanItem(pattern.id, n, n * pattern.fan))
    return items


def _not_win(hand: Hand, win_tile: int, self_draw: bool, events: frozenset) -> Score:
    missing = hand.missing
    if missing is not None and (hand.holds_missing() or SUIT_OF[win_tile] == missing):
        suit = SUITS[missing]
        reason = (
            f"not a win: the hand holds its missing suit ({suit}); no win while it is held",
            f"chưa ù: bài còn quân chất khuyết ({suit}); còn giữ chất khuyết thì không được ù",
            ("sc.win.no_missing", "sc.missing.no_claim"),
        )
    else:
        reason = (
            "not a win: the tiles form neither four sets and a pair nor seven pairs",
            "chưa ù: bài không thành bốn bộ và một đôi, cũng không thành bảy đôi",
            ("sc.win.standard", "sc.win.seven_pairs"),
        )
    return Score(hand, win_tile, self_draw, events, reason=reason)


def score(hand: Hand, win_tile: int, self_draw: bool = False, events: Iterable[str] = ()) -> Score:
    """Score `hand` (13 tiles, melds counting three, without the winning tile) won on `win_tile`."""
    if not isinstance(hand, Hand):
        raise NotationError("score needs a Hand", "cần một Hand để tính điểm", type(hand).__name__)
    events = (events,) if isinstance(events, str) else tuple(events or ())
    hand.check_size((13,))
    check_win_tile(hand, win_tile)
    events = check_events(events, self_draw, hand, win_tile) if events else frozenset()
    if hand.missing is not None and (hand.holds_missing() or SUIT_OF[win_tile] == hand.missing):
        return _not_win(hand, win_tile, self_draw, events)
    best = None
    for facts in _all_facts(hand, win_tile, events):
        items = fan_items(facts)
        total = sum(i.fan for i in items)
        if best is None or total > best[0]:
            best = (total, facts, items)
    if best is None:
        return _not_win(hand, win_tile, self_draw, events)
    return Score(hand, win_tile, self_draw, events, best[1], best[2])


def best_fan(hand: Hand, win_tile: int) -> int:
    """Capped fan of a discard win without events (the ready-hand value, S7); -1 if no win."""
    result = score(hand, win_tile)
    return result.fan if result.win else -1


__all__ = [
    "score",
    "Score",
    "Fan",
    "FanItem",
    "FANS",
    "FAN_BY_ID",
    "FAN_CAP",
    "EVENTS",
    "base_points",
    "check_events",
    "fan_items",
    "WinFacts",
    "STANDARD",
    "SEVEN_PAIRS",
    "best_fan",
]
