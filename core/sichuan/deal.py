"""A four-player Sichuan "blood battle" deal as a state machine (002 §1–§5, S2–S7).

Phases:
- ``declare``: each player in seat order from the dealer declares a missing suit.
- ``turn``: the player to act holds 14 tiles (melds counting three): discard, win by
  self-draw, or declare a concealed or added kong. The draw itself is automatic.
- ``claim``: a discard is on the table; the players who could win, pung or kong it
  are asked one at a time in seat order from the discarder (002 §3). Wins outrank
  pungs and kongs; every declared win is settled.
- ``rob``: an added kong was declared; players who can win on its tile may rob it.
- ``over``: three players have won, or the wall ran out (then S7 is settled).

Use `legal_actions()` (for `to_act`), `verify(action)` (raises IllegalAction with the
reason and rule ids), `can(action)` and `act(action)`. Tiles are physical
(kind * 4 + copy, 002 §3); actions name kinds (sc.decision.tile_choice).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import NamedTuple

from ..common.games import Verifies
from ..common.players import play_out
from .actions import (
    ACTION_KINDS,
    ADDED_KONG,
    CONCEALED_KONG,
    DECLARE,
    DISCARD,
    KONG,
    PASS,
    PUNG,
    WIN,
    Action,
    IllegalAction,
)
from .analysis import ReadyValue, ready_value
from .hand import CONCEALED_KONG as MELD_CONCEALED, KONG as MELD_KONG, PUNG as MELD_PUNG, Hand, Meld
from .scoring import Score, score
from .shapes import is_win_shape
from .tiles import CODE, KINDS, SUIT_OF, SUITS, WALL_SIZE, NotationError, full_wall

SEATS = 4
DEALER_TILES, PLAYER_TILES = 14, 13
PIG_PENALTY = 32
DECLARE_PHASE, TURN, CLAIM, ROB, OVER = "declare", "turn", "claim", "rob", "over"
THREE_WON, WALL_EMPTY = "three_won", "wall_empty"
KONG_PAYMENT_RULES = ("sc.pay.kong_exposed", "sc.pay.kong_added", "sc.pay.kong_concealed")
CLAIM_RULES = {
    WIN: ("sc.claim.priority",),
    PUNG: ("sc.claim.pung", "sc.claim.discard_after_pung"),
    KONG: ("sc.kong.exposed", "sc.pay.kong_exposed"),
    PASS: ("sc.decision.optional_claims",),
}


class WinNote(NamedTuple):
    """What a "win" log entry adds: how the tile came, the score and where the deal stood."""

    self_draw: bool
    source: int | None  # the discarder or the robbed kong's owner; None for a self-draw (JSON "from")
    fan: int
    base: int
    wall_left: int
    events: tuple[str, ...]  # kong_replacement, last_tile, robbed_kong: sorted
    payments_after: int  # len(deal.payments) once the win is paid


class LogEntry(NamedTuple):
    """One line of the deal's story: what happened, to whom, and the rules behind it.

    The same record as Chắn's `core.chan.deal.LogEntry(kind, seat, card, other, rules)`, with
    `tile` (a tile kind 0..26, as in `Action`) in place of `card`. `as_dict()` is the entry's JSON
    form, the dict keyed by "event" the log held before it was typed (key for key, in order).
    """

    kind: str  # deal, declare, draw, replacement, discard, claim, concealed_kong, added_kong, win, end
    seat: int | None  # who acted; the dealer for "deal"; None for "end"
    tile: int | None  # the tile kind; None for deal, declare, end
    other: object = None  # declare: the suit 0..2; claim: the answer (pass, pung, kong, win); win: a WinNote;
    # end: the reason (three_won, wall_empty)
    rules: tuple[str, ...] = ()

    def as_dict(self) -> dict:
        """The entry as JSON: {"event": kind, ...} with the tile in notation ("5p") and lists for tuples."""
        kind, seat, other, rules = self.kind, self.seat, self.other, list(self.rules)
        if kind == "deal":
            return {"event": kind, "dealer": seat, "rules": rules}
        if kind == "declare":
            assert isinstance(other, int)  # the declared suit
            return {"event": kind, "seat": seat, "suit": SUITS[other], "rules": rules}
        if kind == "end":
            return {"event": kind, "reason": other, "rules": rules}
        assert self.tile is not None  # every other entry names its tile
        tile = CODE[self.tile]
        if kind == "claim":
            return {"event": kind, "seat": seat, "type": other, "tile": tile, "rules": rules}
        if kind == "win":
            assert isinstance(other, WinNote)
            return {
                "event": kind,
                "seat": seat,
                "tile": tile,
                "self_draw": other.self_draw,
                "from": other.source,
                "fan": other.fan,
                "base": other.base,
                "wall_left": other.wall_left,
                "events": list(other.events),
                "payments_after": other.payments_after,
                "rules": rules,
            }
        return {"event": kind, "seat": seat, "tile": tile, "rules": rules}


@dataclass
class MeldRecord:
    kind: str  # hand.PUNG, hand.KONG or hand.CONCEALED_KONG
    tile: int  # kind of tile
    copies: list[int]  # physical tiles
    supplier: int | None = None  # the discarder, for a claimed pung or kong
    added: bool = False  # a pung grown into a kong

    def meld(self) -> Meld:
        return Meld(self.kind, self.tile)


@dataclass(frozen=True)
class Payment:
    payer: int
    payee: int
    amount: int
    rule: str
    kong: int | None = None  # index in Deal.kongs, for kong income (S7 refunds)
    note: str = ""

    def to_json(self) -> dict:
        return {"payer": self.payer, "payee": self.payee, "amount": self.amount, "rule": self.rule, "note": self.note}


@dataclass(frozen=True)
class WinRecord:
    seat: int
    tile: int  # kind
    self_draw: bool
    source: int | None  # the discarder or robbed player; None for a self-draw
    score: Score
    number: int  # 1st, 2nd, 3rd win of the deal

    def to_json(self) -> dict:
        return {
            "seat": self.seat,
            "tile": CODE[self.tile],
            "self_draw": self.self_draw,
            "from": self.source,
            "fan": self.score.fan,
            "base": self.score.base,
            "items": [{"id": i.id, "fan": i.fan} for i in self.score.items],
            "events": sorted(self.score.events),
        }


@dataclass
class Seat:
    hand: list[int] = field(default_factory=list)  # physical tiles, concealed
    melds: list[MeldRecord] = field(default_factory=list)
    discards: list[int] = field(default_factory=list)  # physical tiles still lying in front of them
    missing: int | None = None
    won: WinRecord | None = None
    won_tile: int | None = None  # the physical winning tile placed with this winner

    def counts(self) -> list[int]:
        c = [0] * KINDS
        for t in self.hand:
            c[t >> 2] += 1
        return c

    def holds_missing(self) -> bool:
        return self.missing is not None and any(SUIT_OF[t >> 2] == self.missing for t in self.hand)

    def copy_of(self, kind: int) -> int | None:
        """The held copy of `kind` that moves: the lowest physical number (sc.decision.tile_choice)."""
        return min((t for t in self.hand if t >> 2 == kind), default=None)

    def take(self, kind: int) -> int:
        tile = self.copy_of(kind)
        if tile is None:
            raise ValueError(f"no tile of kind {kind} in hand")
        self.hand.remove(tile)
        return tile


def wall_end_rules(payments) -> list[str]:
    """The S7 rules a drawn deal's settlement rests on: flower pigs and kong refunds only when they
    happened; the ready-hand check always (it decides who pays whom)."""
    paid = {p.rule for p in payments}
    rules = []
    if "sc.end.flower_pig" in paid:
        rules += ["sc.end.flower_pig", "sc.decision.flower_pig_only"]
    if "sc.end.kong_refund" in paid:
        rules += ["sc.end.kong_refund", "sc.decision.refund_scope"]
    return rules + ["sc.end.not_ready_pays", "sc.end.ready_check"]


def _refuse(en: str, vi: str, *rules: str) -> IllegalAction:
    return IllegalAction(en, vi, rules)


def _verify_discard(p: Seat, counts: list[int], missing: bool, tile: int | None) -> None:
    """A discard on one's turn: a tile held, of the missing suit while one is held (sc.missing.discard_first)."""
    if tile is None or not counts[tile]:
        raise _refuse(
            f"you hold no {CODE[tile] if tile is not None else 'such tile'}",
            f"bạn không có quân {CODE[tile] if tile is not None else 'này'}",
            "sc.turn.draw_discard",
        )
    if missing and SUIT_OF[tile] != p.missing:
        assert p.missing is not None  # holds_missing() means a suit was declared
        raise _refuse(
            f"discard your missing suit ({SUITS[p.missing]}) first",
            f"phải đánh chất khuyết ({SUITS[p.missing]}) trước",
            "sc.missing.discard_first",
        )


class Deal(Verifies):
    """One deal. `seed` shuffles the wall, or give `wall` (108 physical tiles in order)."""

    def __init__(self, seed: int | None = None, dealer: int = 0, wall: list[int] | None = None):
        if not isinstance(dealer, int) or not 0 <= dealer < SEATS:
            raise NotationError("dealer must be 0, 1, 2 or 3", "nhà cái phải là 0, 1, 2 hoặc 3", str(dealer))
        if wall is None:
            wall = full_wall()
            random.Random(seed).shuffle(wall)
        elif sorted(wall) != full_wall():
            raise NotationError(
                "a wall is the 108 physical tiles, each once",
                "tường bài phải gồm đủ 108 quân, mỗi quân một lần",
                None,
                None,
                ("sc.setup.tiles",),
            )
        self.seed = seed
        self.dealer = dealer
        self.wall = list(wall)
        self.seats = [Seat() for _ in range(SEATS)]
        pos = 0
        for i in range(SEATS):  # sc.setup.deal, sc.decision.dealing
            n = DEALER_TILES if i == 0 else PLAYER_TILES
            self.seats[(dealer + i) % SEATS].hand = self.wall[pos : pos + n]
            pos += n
        self.front, self.back = pos, WALL_SIZE  # draws from the front, replacements from the back
        self.phase = DECLARE_PHASE
        self.to_act: int | None = dealer  # None once the deal is over
        self.actions: list[Action] = []
        self.log: list[LogEntry] = [
            LogEntry(
                "deal",
                dealer,
                None,
                None,
                ("sc.setup.deal", "sc.decision.dealing", "sc.turn.copies", "sc.decision.tile_choice"),
            )
        ]
        self.payments: list[Payment] = []
        self.wins: list[WinRecord] = []
        self.kongs: list[tuple[int, str]] = []  # (owner, meld kind) per kong that was paid
        self.end_reason: str | None = None
        self.ready_values: dict[int, ReadyValue | None] = {}
        # turn state
        self.after_claim = False  # just punged: discard only (sc.claim.discard_after_pung)
        self.after_kong = False  # the last tile in hand came as a kong replacement
        self.drew_last = False  # the player to act drew the wall's last tile
        # claim / rob state
        self.pending: list[int] = []  # seats still to answer, in order
        self.answers: dict[int, str] = {}
        self.claim_tile: int | None = None  # physical tile being claimed or robbed
        self.claim_from: int | None = None  # discarder, or owner of the added kong
        self.claim_last = False  # the discard right after the last draw (sc.decision.last_tile)

    # ------------------------------------------------------------------ views
    @property
    def wall_left(self) -> int:
        return self.back - self.front

    @property
    def over(self) -> bool:
        """Whether the deal has ended (three won, or the wall ran out)."""
        return self.phase == OVER

    def active(self, seat: int) -> bool:
        return self.seats[seat].won is None

    def active_seats(self) -> list[int]:
        return [s for s in range(SEATS) if self.active(s)]

    def hand_of(self, seat: int) -> Hand:
        """The seat's tiles for analysis (concealed counts, melds, missing suit)."""
        p = self.seats[seat]
        return Hand(p.counts(), [m.meld() for m in p.melds], p.missing)

    def visible_counts(self, seat: int) -> list[int]:
        """Tiles `seat` can see: their own, every discard and every exposed meld (27 counts)."""
        seen = [0] * KINDS
        for s, p in enumerate(self.seats):
            for t in p.discards:
                seen[t >> 2] += 1
            for m in p.melds:
                if s == seat or m.kind != MELD_CONCEALED:
                    for t in m.copies:
                        seen[t >> 2] += 1
            if s == seat or p.won is not None:
                for t in p.hand:
                    seen[t >> 2] += 1
            if p.won_tile is not None:
                seen[p.won_tile >> 2] += 1
        return seen

    def settlement(self) -> list[int]:
        """Net points per seat so far; always sums to zero (sc.objective.settle)."""
        net = [0] * SEATS
        for p in self.payments:
            net[p.payer] -= p.amount
            net[p.payee] += p.amount
        return net

    def all_tiles(self) -> list[int]:
        """Every physical tile wherever it is: wall, hands, melds, discards, winners' tiles."""
        tiles = self.wall[self.front : self.back]
        for p in self.seats:
            tiles += p.hand + p.discards + [t for m in p.melds for t in m.copies]
            if p.won_tile is not None:
                tiles.append(p.won_tile)
        return tiles

    def _acting(self) -> int:
        """`to_act` while the deal is on."""
        assert self.to_act is not None, "the deal is over"
        return self.to_act

    def _in_play(self) -> tuple[int, int]:
        """The physical tile being claimed or robbed, and its discarder or kong owner (claim and rob phases)."""
        assert self.claim_tile is not None and self.claim_from is not None, "no tile is in play"
        return self.claim_tile, self.claim_from

    def _order_from(self, seat: int) -> list[int]:
        return [(seat + i) % SEATS for i in range(1, SEATS)]

    def _next_active(self, seat: int) -> int | None:
        return next((s for s in self._order_from(seat) if self.active(s)), None)

    # ------------------------------------------------------------------ options
    def _turn_options(self, seat: int) -> list[Action]:
        p = self.seats[seat]
        counts = p.counts()
        missing = p.holds_missing()
        out = []
        if not self.after_claim and not missing:
            if is_win_shape(counts, len(p.melds)):
                out.append(Action(WIN, seat))
            if self.wall_left > 0:
                out += [Action(CONCEALED_KONG, seat, k) for k in range(KINDS) if counts[k] == 4]
                out += [Action(ADDED_KONG, seat, m.tile) for m in p.melds if m.kind == MELD_PUNG and counts[m.tile]]
        out += [
            Action(DISCARD, seat, k) for k in range(KINDS) if counts[k] and (not missing or SUIT_OF[k] == p.missing)
        ]
        return out

    def _claim_options(self, seat: int, tile: int, robbing: bool) -> list[Action]:
        """What `seat` may do with the tile in play (a discard, or an added kong's tile)."""
        p = self.seats[seat]
        if p.holds_missing():
            return []
        counts = p.counts()
        out = []
        counts[tile] += 1
        if is_win_shape(counts, len(p.melds)):
            out.append(Action(WIN, seat))
        counts[tile] -= 1
        if robbing or WIN in self.answers.values():
            return out  # nothing but a win can beat a declared win (sc.claim.priority)
        if counts[tile] >= 2:
            out.append(Action(PUNG, seat))
        if counts[tile] >= 3 and self.wall_left > 0:
            out.append(Action(KONG, seat))
        return out

    def legal_actions(self) -> list[Action]:
        """Every action the player to act (`to_act`) may take now."""
        if self.phase == OVER:
            return []
        seat = self._acting()
        if self.phase == DECLARE_PHASE:
            return [Action(DECLARE, seat, suit=s) for s in range(3)]
        if self.phase == TURN:
            return self._turn_options(seat)
        options = self._claim_options(seat, self._in_play()[0] >> 2, self.phase == ROB)
        return options + [Action(PASS, seat)]

    # ------------------------------------------------------------------ verify
    def verify(self, action: Action) -> None:
        """Raise IllegalAction (reason and rule ids) unless `action` is legal now."""
        if not isinstance(action, Action):
            raise _refuse("not an action", "không phải một nước đi", "sc.turn.draw_discard")
        if action.kind == "chow":
            raise _refuse(
                "chows are not allowed: sequences only form in the concealed hand",
                "không được ăn: dây chỉ có trong bài kín trên tay",
                "sc.claim.no_chow",
            )
        if self.phase == OVER:
            raise _refuse("the deal is over", "ván đã kết thúc", "sc.objective.end")
        seat = action.seat
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < SEATS:
            raise _refuse("seats are 0 to 3", "chỗ ngồi là 0 đến 3", "sc.decision.turn_order")
        if not self.active(seat):
            raise _refuse(
                "you have already won: winners no longer draw, discard or claim",
                "bạn đã ù: người đã ù không bốc, không đánh, không phỗng khàn nữa",
                "sc.win.leave",
                "sc.objective.leave",
            )
        if action.tile is not None and not (
            isinstance(action.tile, int) and not isinstance(action.tile, bool) and 0 <= action.tile < KINDS
        ):
            raise _refuse("no such tile", "không có quân này", "sc.setup.tiles")
        if action.kind not in ACTION_KINDS:
            raise _refuse(
                f"no such action; the actions are {', '.join(ACTION_KINDS)}",
                f"không có nước đi này; các nước đi là {', '.join(ACTION_KINDS)}",
                "sc.turn.draw_discard",
            )
        if action.suit is not None and (
            action.kind != DECLARE
            or isinstance(action.suit, bool)
            or not isinstance(action.suit, int)
            or action.suit not in (0, 1, 2)
        ):
            raise _refuse(
                "only declare takes a suit: m, p or s", "chỉ định khuyết mới có chất: m, p hoặc s", "sc.missing.declare"
            )
        if action.tile is not None and action.kind in (DECLARE, PASS):  # what its replay could not hold
            raise _refuse(f"{action.kind} takes no tile", f"{action.kind} không kèm quân bài", "sc.turn.draw_discard")
        check = {
            DECLARE_PHASE: self._verify_declare,
            TURN: self._verify_turn,
            CLAIM: self._verify_claim,
            ROB: self._verify_claim,
        }[self.phase]
        check(action)

    def _not_your_turn(self, action: Action) -> IllegalAction:
        return _refuse(
            f"it is seat {self.to_act}'s turn to act, not seat {action.seat}'s",
            f"đang đến lượt chỗ {self.to_act}, không phải chỗ {action.seat}",
            "sc.decision.turn_order",
            "sc.turn.draw_discard",
        )

    def _verify_declare(self, action: Action) -> None:
        if action.kind != DECLARE:
            raise _refuse(
                "first every player declares a missing suit",
                "trước hết mỗi người phải định khuyết",
                "sc.missing.declare",
                "sc.decision.declare_order",
            )
        if action.seat != self.to_act:
            raise _refuse(
                f"seat {self.to_act} declares next (seat order from the dealer)",
                f"chỗ {self.to_act} định khuyết trước (theo thứ tự từ nhà cái)",
                "sc.decision.declare_order",
            )
        if action.suit not in (0, 1, 2):
            raise _refuse("the missing suit is m, p or s", "chất khuyết là m, p hoặc s", "sc.missing.declare")

    def _verify_turn(self, action: Action) -> None:
        kind = action.kind
        if kind == DECLARE:
            raise _refuse(
                "missing suits are declared once, before play",
                "chỉ định khuyết một lần, trước khi chơi",
                "sc.missing.declare",
            )
        if kind in (PUNG, KONG, PASS):
            if action.seat != self.to_act:
                raise _refuse(
                    "there is no discard to claim now",
                    "lúc này không có quân đánh ra để lấy",
                    "sc.claim.pung",
                    "sc.kong.exposed",
                )
            raise _refuse(
                "on your turn you discard (or win, or kong); there is nothing to claim or pass",
                "đến lượt bạn phải đánh (hoặc ù, hoặc khàn); không có gì để lấy hay bỏ qua",
                "sc.turn.draw_discard",
            )
        if action.seat != self.to_act:
            raise self._not_your_turn(action)
        p = self.seats[action.seat]
        counts = p.counts()
        missing = p.holds_missing()
        if kind == DISCARD:
            return _verify_discard(p, counts, missing, action.tile)
        if self.after_claim:
            raise _refuse(
                "after a pung you must discard first",
                "phỗng xong phải đánh một quân trước",
                "sc.claim.discard_after_pung",
            )
        if missing:
            assert p.missing is not None
            raise _refuse(
                f"no win or kong while you hold your missing suit ({SUITS[p.missing]})",
                f"còn giữ chất khuyết ({SUITS[p.missing]}) thì không được ù hay khàn",
                "sc.missing.no_claim",
                "sc.win.no_missing" if kind == WIN else "sc.missing.discard_first",
            )
        if kind == WIN:
            drawn = p.hand[-1] >> 2
            if action.tile is not None and action.tile != drawn:
                raise _refuse(
                    f"a self-draw wins on the tile just drawn ({CODE[drawn]})",
                    f"ù tự mò là ù bằng quân vừa bốc ({CODE[drawn]})",
                    "sc.turn.draw_discard",
                )
            if not is_win_shape(counts, len(p.melds)):
                raise _refuse(
                    "these tiles are not a winning hand", "bài này chưa ù", "sc.win.standard", "sc.win.seven_pairs"
                )
            return
        if kind == CONCEALED_KONG and (action.tile is None or counts[action.tile] != 4):
            raise _refuse(
                "a concealed kong needs four matching tiles in hand",
                "khàn kín cần bốn quân giống nhau trên tay",
                "sc.kong.concealed",
            )
        if kind == ADDED_KONG:
            has_pung = any(m.kind == MELD_PUNG and m.tile == action.tile for m in p.melds)
            if action.tile is None or not has_pung or not counts[action.tile]:
                raise _refuse(
                    "an added kong needs an exposed pung and its fourth tile in hand",
                    "khàn thêm cần một bộ phỗng đã hạ và quân thứ tư trên tay",
                    "sc.kong.added",
                )
        if self.wall_left == 0:
            raise _refuse(
                "no kong: the wall has no replacement tile left",
                "không được khàn: tường bài không còn quân bù",
                "sc.kong.needs_replacement",
            )

    def _verify_claim(self, action: Action) -> None:
        kind = action.kind
        robbing = self.phase == ROB
        tile = self._in_play()[0] >> 2
        if kind not in (WIN, PUNG, KONG, PASS):
            if robbing and action.seat == self.claim_from:
                raise _refuse(
                    "wait: the others may still rob your kong",
                    "chờ đã: người khác còn có thể cướp khàn",
                    "sc.kong.rob_added",
                )
            raise _refuse(
                f"a {CODE[tile]} is being claimed: win, pung, kong or pass",
                f"quân {CODE[tile]} đang chờ người lấy: ù, phỗng, khàn hoặc bỏ qua",
                "sc.claim.priority",
                "sc.claim.seat_order",
            )
        if action.tile is not None and action.tile != tile:
            raise _refuse(
                f"the tile in play is {CODE[tile]}, not {CODE[action.tile]}",
                f"quân đang được lấy là {CODE[tile]}, không phải {CODE[action.tile]}",
                "sc.claim.pung",
            )
        if action.seat == self.claim_from:
            raise _refuse(
                "you cannot claim your own tile",
                "không thể lấy quân của chính mình",
                "sc.kong.rob_added" if robbing else "sc.claim.pung",
            )
        if action.seat != self.to_act:
            if action.seat in self.pending:
                raise _refuse(
                    f"seat {self.to_act} answers first (seat order from the discarder)",
                    f"chỗ {self.to_act} trả lời trước (theo thứ tự từ người đánh)",
                    "sc.claim.seat_order",
                )
            raise self._cannot_claim(action, tile, robbing)
        if kind == PASS:
            return
        options = self._claim_options(action.seat, tile, robbing)
        if Action(kind, action.seat) not in options:
            raise self._cannot_claim(action, tile, robbing)

    def _cannot_claim(self, action: Action, tile: int, robbing: bool) -> IllegalAction:
        p = self.seats[action.seat]
        count = p.counts()[tile]
        if p.holds_missing():
            assert p.missing is not None
            return _refuse(
                f"no pung, kong or win while you hold your missing suit ({SUITS[p.missing]})",
                f"còn giữ chất khuyết ({SUITS[p.missing]}) thì không được phỗng, khàn hay ù",
                "sc.missing.no_claim",
            )
        if robbing and action.kind != WIN:
            return _refuse("an added kong can only be robbed to win", "chỉ được cướp khàn để ù", "sc.kong.rob_added")
        if action.kind == WIN:
            return _refuse(
                f"{CODE[tile]} does not complete your hand",
                f"quân {CODE[tile]} không làm bài bạn ù",
                "sc.win.standard",
                "sc.win.seven_pairs",
            )
        if WIN in self.answers.values():
            return _refuse(
                "someone declared a win on this tile, which outranks a pung or kong",
                "đã có người đòi ù quân này, được ưu tiên hơn phỗng hay khàn",
                "sc.claim.priority",
            )
        if action.kind == PUNG:
            return _refuse(
                f"a pung needs two {CODE[tile]} in your hand (you hold {count})",
                f"phỗng cần hai quân {CODE[tile]} trên tay (bạn có {count})",
                "sc.claim.pung",
            )
        if count < 3:
            return _refuse(
                f"an exposed kong needs three {CODE[tile]} in your hand (you hold {count})",
                f"khàn quân đánh ra cần ba quân {CODE[tile]} trên tay (bạn có {count})",
                "sc.kong.exposed",
            )
        return _refuse(
            "no kong: the wall has no replacement tile left",
            "không được khàn: tường bài không còn quân bù",
            "sc.kong.needs_replacement",
        )

    # ------------------------------------------------------------------ act
    def act(self, action: Action) -> Action:
        """Verify and apply `action`, then run the automatic steps (draws, payments)."""
        self.verify(action)
        self.actions.append(action)
        {DECLARE_PHASE: self._do_declare, TURN: self._do_turn, CLAIM: self._do_answer, ROB: self._do_answer}[
            self.phase
        ](action)
        return action

    def _do_declare(self, action: Action) -> None:
        assert action.suit is not None  # verified
        self.seats[action.seat].missing = action.suit
        self.log.append(
            LogEntry("declare", action.seat, None, action.suit, ("sc.missing.declare", "sc.decision.declare_order"))
        )
        nxt = (action.seat + 1) % SEATS
        if nxt == self.dealer:
            self.phase, self.to_act = TURN, self.dealer  # the dealer holds 14 and discards first
        else:
            self.to_act = nxt

    def _do_turn(self, action: Action) -> None:
        seat, tile = action.seat, action.tile
        if action.kind == DISCARD:
            assert tile is not None  # verified: discards and kongs name their tile
            self._discard(seat, tile)
        elif action.kind == WIN:
            events = ["kong_replacement"] if self.after_kong else []
            if self.drew_last:
                events.append("last_tile")
            self._win(seat, self.seats[seat].hand[-1] >> 2, True, None, events, None)
            self._after_wins(seat)
        elif action.kind == CONCEALED_KONG:
            assert tile is not None
            p = self.seats[seat]
            copies = [p.take(tile) for _ in range(4)]
            p.melds.append(MeldRecord(MELD_CONCEALED, tile, copies))
            self.log.append(
                LogEntry(
                    "concealed_kong",
                    seat,
                    tile,
                    None,
                    ("sc.kong.concealed", "sc.kong.no_rob_concealed", "sc.pay.kong_concealed"),
                )
            )
            self._pay_kong(
                seat, MELD_CONCEALED, [s for s in self._order_from(seat) if self.active(s)], 2, "sc.pay.kong_concealed"
            )
            self._replacement(seat)
        elif action.kind == ADDED_KONG:
            assert tile is not None
            p = self.seats[seat]
            physical = p.take(tile)
            # the tile lies on the pung, in the open, while the kong may still be robbed: every count
            # (the owner's tiles, what the others see, all_tiles()) keeps all 108 tiles
            self._pung_of(seat, tile).copies.append(physical)
            self.log.append(LogEntry("added_kong", seat, tile, None, ("sc.kong.added", "sc.kong.rob_added")))
            robbers = [
                s
                for s in self._order_from(seat)
                if self.active(s) and any(a.kind == WIN for a in self._claim_options(s, tile, True))
            ]
            self.claim_tile, self.claim_from = physical, seat
            if robbers:  # sc.kong.rob_added
                self.phase, self.pending, self.answers = ROB, robbers, {}
                self.to_act = robbers[0]
            else:
                self._complete_added_kong()

    def _discard(self, seat: int, kind: int) -> None:
        p = self.seats[seat]
        tile = p.take(kind)
        p.discards.append(tile)
        forced = SUIT_OF[kind] == p.missing
        rules = ("sc.missing.discard_first" if forced else "sc.turn.draw_discard",)
        self.log.append(
            LogEntry("discard", seat, kind, None, rules + (("sc.decision.last_tile",) if self.drew_last else ()))
        )
        self.after_claim = self.after_kong = False
        self.claim_tile, self.claim_from = tile, seat
        self.claim_last = self.drew_last
        self.drew_last = False
        self.answers = {}
        self.pending = [s for s in self._order_from(seat) if self.active(s) and self._claim_options(s, kind, False)]
        if self.pending:
            self.phase, self.to_act = CLAIM, self.pending[0]
        else:
            self._start_turn(self._next_active(seat))

    def _do_answer(self, action: Action) -> None:
        self.answers[action.seat] = action.kind
        rules = CLAIM_RULES[action.kind]
        if self.wall_left == 0 and action.kind != PASS:
            rules += ("sc.decision.claims_at_wall_end",)
        tile = self._in_play()[0] >> 2
        self.log.append(LogEntry("claim", action.seat, tile, action.kind, rules))
        self.pending.pop(0)
        # a later seat that can only pung or kong is not asked once a win is declared (sc.claim.priority)
        self.pending = [s for s in self.pending if self._claim_options(s, tile, self.phase == ROB)]
        if self.pending:
            self.to_act = self.pending[0]
        elif self.phase == ROB:
            self._resolve_rob()
        else:
            self._resolve_claim()

    def _resolve_claim(self) -> None:
        physical, source = self._in_play()
        tile = physical >> 2
        winners = [s for s in self._order_from(source) if self.answers.get(s) == WIN]
        if winners:
            self.seats[source].discards.remove(physical)
            events = ["last_tile"] if self.claim_last else []
            for i, s in enumerate(winners):
                self._win(s, tile, False, source, events, physical if i == 0 else None)
            self._after_wins(winners[-1])
            return
        claimer = next((s for s, a in self.answers.items() if a in (PUNG, KONG)), None)
        if claimer is None:
            self._start_turn(self._next_active(source))
            return
        self.seats[source].discards.remove(physical)
        p = self.seats[claimer]
        if self.answers[claimer] == PUNG:
            copies = [p.take(tile) for _ in range(2)] + [physical]
            p.melds.append(MeldRecord(MELD_PUNG, tile, copies, supplier=source))
            self.phase, self.to_act = TURN, claimer
            self.after_claim, self.after_kong, self.drew_last = True, False, False
            return
        copies = [p.take(tile) for _ in range(3)] + [physical]
        p.melds.append(MeldRecord(MELD_KONG, tile, copies, supplier=source))
        self._pay_kong(claimer, MELD_KONG, [source], 2, "sc.pay.kong_exposed")
        self._replacement(claimer)

    def _resolve_rob(self) -> None:
        physical, owner = self._in_play()
        tile = physical >> 2
        robbers = [s for s in self._order_from(owner) if self.answers.get(s) == WIN]
        if not robbers:
            self._complete_added_kong()
            return
        self._pung_of(owner, tile).copies.remove(physical)  # the robbed tile leaves the pung
        for i, s in enumerate(robbers):  # the pung stays a pung; the kong earns nothing (S6)
            self._win(s, tile, False, owner, ["robbed_kong"], physical if i == 0 else None)
        self._after_wins(robbers[-1])

    def _pung_of(self, seat: int, tile: int) -> MeldRecord:
        return next(m for m in self.seats[seat].melds if m.kind == MELD_PUNG and m.tile == tile)

    def _complete_added_kong(self) -> None:
        physical, owner = self._in_play()
        meld = self._pung_of(owner, physical >> 2)
        meld.kind, meld.added = MELD_KONG, True  # its fourth copy is already on it
        self._pay_kong(owner, MELD_KONG, [s for s in self._order_from(owner) if self.active(s)], 1, "sc.pay.kong_added")
        self._replacement(owner)

    # ------------------------------------------------------------------ automatic steps
    def _start_turn(self, seat: int | None) -> None:
        """Draw for `seat`; an empty wall ends the deal (sc.objective.end)."""
        if seat is None or self.wall_left == 0:
            self._end(WALL_EMPTY)
            return
        tile = self.wall[self.front]
        self.front += 1
        self.seats[seat].hand.append(tile)
        self.log.append(LogEntry("draw", seat, tile >> 2, None, ("sc.turn.draw_discard",)))
        self.phase, self.to_act = TURN, seat
        self.after_claim, self.after_kong = False, False
        self.drew_last = self.wall_left == 0

    def _replacement(self, seat: int) -> None:
        """The draw after a kong, from the end of the wall (sc.kong.replacement)."""
        self.back -= 1
        tile = self.wall[self.back]
        self.seats[seat].hand.append(tile)
        self.log.append(LogEntry("replacement", seat, tile >> 2, None, ("sc.kong.replacement", "sc.decision.dealing")))
        self.phase, self.to_act = TURN, seat
        self.after_claim, self.after_kong = False, True
        self.drew_last = self.wall_left == 0

    def _pay_kong(self, owner: int, kind: str, payers: list[int], amount: int, rule: str) -> None:
        kong = len(self.kongs)
        self.kongs.append((owner, kind))
        for payer in payers:
            self.payments.append(Payment(payer, owner, amount, rule, kong, "kong"))

    def _win(self, seat: int, kind: int, self_draw: bool, source: int | None, events, physical) -> None:
        p = self.seats[seat]
        hand = self.hand_of(seat)
        if self_draw:  # score the 13 tiles before the drawn one
            hand = hand.remove(kind)
        result = score(hand, kind, self_draw, events)
        record = WinRecord(seat, kind, self_draw, source, result, len(self.wins) + 1)
        self.wins.append(record)
        p.won = record
        if physical is not None:
            p.won_tile = physical
        elif self_draw:
            p.won_tile = p.hand.pop()
        if self_draw:
            for payer in self._order_from(seat):
                if self.active(payer):
                    self.payments.append(Payment(payer, seat, result.base + 1, "sc.pay.self_draw", None, "win"))
        else:
            assert source is not None  # a discard win or a robbery has a source
            rule = "sc.pay.robbed_kong" if "robbed_kong" in events else "sc.pay.discard"
            self.payments.append(Payment(source, seat, result.base, rule, None, "win"))
        rules = list(result.rules) + [
            "sc.objective.leave",
            "sc.win.leave",
            "sc.pay.winners_exempt",
            "sc.decision.next_after_win",
        ]
        if not self_draw:
            rules.append("sc.claim.priority")
            if sum(1 for a in self.answers.values() if a == WIN) > 1:
                rules += ["sc.claim.multiple_winners", "sc.claim.seat_order", "sc.decision.shared_tile"]
        if "last_tile" in events:
            rules.append("sc.decision.last_tile")
        note = WinNote(
            self_draw, source, result.fan, result.base, self.wall_left, tuple(sorted(events)), len(self.payments)
        )
        self.log.append(LogEntry("win", seat, kind, note, tuple(rules)))

    def _after_wins(self, last_winner: int) -> None:
        """Play resumes after the last winner (sc.decision.next_after_win) unless three have won."""
        self.pending, self.answers = [], {}
        self.claim_tile = None
        if len(self.wins) >= 3:
            self._end(THREE_WON)
        else:
            self._start_turn(self._next_active(last_winner))

    def _end(self, reason: str) -> None:
        self.phase, self.end_reason, self.to_act = OVER, reason, None
        rules = ["sc.objective.end", "sc.objective.settle"]
        if reason == WALL_EMPTY:
            self._settle_wall_empty()
            rules += wall_end_rules(self.payments)
        self.log.append(LogEntry("end", None, None, reason, tuple(rules)))

    def _settle_wall_empty(self) -> None:
        """S7: flower pigs, kong refunds of unready players, unready players pay ready ones."""
        playing = self.active_seats()
        pigs = [s for s in playing if self.seats[s].holds_missing()]
        for pig in pigs:
            for other in range(SEATS):
                if other not in pigs:
                    self.payments.append(Payment(pig, other, PIG_PENALTY, "sc.end.flower_pig", None, "flower pig"))
        self.ready_values = {s: (ready_value(self.hand_of(s)) if s not in pigs else None) for s in playing}
        unready = [s for s in playing if self.ready_values[s] is None]
        for s in unready:  # includes the pigs (sc.decision.refund_scope)
            for p in list(self.payments):
                if p.payee == s and p.rule in KONG_PAYMENT_RULES:
                    self.payments.append(Payment(s, p.payer, p.amount, "sc.end.kong_refund", p.kong, "kong refund"))
        ready = [s for s in playing if self.ready_values[s] is not None]
        for s in unready:
            if s in pigs:
                continue  # sc.decision.flower_pig_only
            for r in ready:
                value = self.ready_values[r]
                assert value is not None  # r is ready
                self.payments.append(Payment(s, r, value.base, "sc.end.not_ready_pays", None, "ready hand"))

    # ------------------------------------------------------------------ output
    def result(self) -> dict:
        return {
            "over": self.over,
            "reason": self.end_reason,
            "wall_left": self.wall_left,
            "wins": [w.to_json() for w in self.wins],
            "ready": {
                str(s): ({"tile": CODE[v.tile], "fan": v.fan, "base": v.base} if v else None)
                for s, v in self.ready_values.items()
            },
            "flower_pigs": [
                s
                for s in self.active_seats()
                if self.over and self.end_reason == WALL_EMPTY and self.seats[s].holds_missing()
            ],
            "payments": [p.to_json() for p in self.payments],
            "settlement": self.settlement(),
        }


def play(deal: Deal, players, max_actions: int = 5000) -> Deal:
    """Let `players` (one per seat, each with `choose(deal, seat)`) play `deal` to its end
    (`core.common.players.play_out`, with a guard of `max_actions`)."""
    return play_out(deal, players, max_actions)


__all__ = [
    "Deal",
    "play",
    "LogEntry",
    "WinNote",
    "Seat",
    "MeldRecord",
    "Payment",
    "WinRecord",
    "SEATS",
    "THREE_WON",
    "WALL_EMPTY",
]
