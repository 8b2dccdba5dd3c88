"""A whole four-player Chắn deal as a state machine (documents 000 §2–§4, 003 §III–§VI, D14–D16).

Phases:
- ``claim``: a card just appeared (a discard, a returned discard or a revealed stock card);
  players who may win on it or chíu it are asked in priority order (win on a stock card
  first, then chíu; equal claims in seat order from the gate where the card lies).
- ``respond``: the player whose turn it is considers the offered card: capture it with one
  hand card, or pass (after which they reveal a stock card, or — for a stock card they
  revealed — pass it on to the next player).
- ``discard``: the player who captured (or chíu-ed, or the dealer at the start) discards.
- ``ended``: someone won, or the stock ran out (a draw); then `over` (also `ended`) is true.

Seats 0..3 are You, AI 1, AI 2, AI 3; cards lying at a gate belong to that seat's gate.
A discard lands at the next player's gate; a revealed stock card at the revealer's own.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from itertools import repeat
from operator import is_
from typing import NamedTuple

from ..common.games import Verifies
from ..common.players import SEAT_NAMES
from ..common.text import Text
from .actions import (
    CAPTURE_ACTIONS,
    CHIU_ACTIONS,
    DISCARD_ACTIONS,
    PASS_ACTIONS,
    WIN_ACTIONS,
    Action,
    bare_action,
    check_action,
    is_shared,
)
from .analysis import is_win, loose_ends, wait_kinds
from .calling import CallCheck, ScoredWin, called_value, check_call, correct_call, scored_win
from .cards import CC, CODE, FACES, RANK_OF, NotationError, full_deck
from .deck import DEALER_CARDS, PLAYER_CARDS, SEATS, check_deck
from .holding import Holding
from .legality import (
    IllegalAction,
    Option,
    PlayerRecord,
    Verdict,
    after_chiu,
    available_capture,
    discard_options,
    judge_capture,
    judge_chiu,
    judge_discard,
    judge_win,
    legal_capture_faces,
    legal_discard_faces,
    may_win,
    options,
    turn_rule,
)
from .profiles import FOUR_ELEVEN_MIN, FOUR_ELEVEN_PENALTY, Profile, get_profile
from .scoring import Score

MODES = ("basic", "advanced")
RECORD_KIND, RECORD_VERSION = "chan-deal", 1  # a record's header (core.chan.replay)
SEAT_ORDER = tuple(tuple((gate + i) % SEATS for i in range(SEATS)) for gate in range(SEATS))  # from a gate on


@dataclass(frozen=True)
class DealOptions:
    profile: str | Profile = "cardavia"  # a name of PROFILES, or a Profile
    mode: str = "basic"  # advanced: traditional only — illegal moves happen and are punished (D14)
    four_eleven: bool = False
    ga: tuple[str, ...] = ()
    ga_gop: bool = False

    def check(self) -> Profile:
        profile = get_profile(self.profile)
        if self.mode not in MODES:
            raise NotationError("mode must be basic or advanced", "chế độ phải là basic hoặc advanced", self.mode)
        if self.mode == "advanced" and not profile.has_advanced:
            raise NotationError(
                "advanced mode belongs to the traditional profile (cardavia always refuses illegal moves)",
                "chế độ nâng cao chỉ có ở bộ luật truyền thống",
                self.mode,
                None,
                ("option.prevented", "option.advanced"),
            )
        if (self.four_eleven and not profile.has_four_eleven) or ((self.ga or self.ga_gop) and not profile.has_ga):
            raise NotationError(
                "4-11, gà and gà góp are options of the traditional profile",
                "4-11, gà và gà góp chỉ có ở bộ luật truyền thống",
                profile.name,
                None,
                ("option.four_eleven", "score.ga", "option.ga_gop"),
            )
        return profile


class LogEntry(NamedTuple):
    """One line of the deal's story: what happened, to whom, and the rules behind it."""

    kind: str  # dead, decline_win, decline_chiu, chiu, discard, capture, pass, reveal, nhai, error, win, draw
    seat: int | None
    card: int | None
    other: object = None  # the hand card of a capture; the error ids of an error; the call of a win
    rules: tuple[str, ...] = ()


_new_tuple = tuple.__new__
NO_WAITS: frozenset[int] = frozenset()


@dataclass
class Outcome:
    winner: int | None = None
    win_card: int | None = None
    result: Score | None = None
    events: tuple[str, ...] = ()
    settlement: list[int] = field(default_factory=lambda: [0] * SEATS)
    reason: str = ""  # "win", "draw"
    rules: tuple[str, ...] = ()  # why the settlement is what it is
    call: tuple[str, ...] | None = None  # traditional: the cước the winner called (D23); None in cardavia
    call_check: CallCheck | None = None  # that call checked against `result`
    auto_call: bool = False  # the call was made by the engine ("call for me"): always right
    paid: int = 0  # the points the settlement is based on (what was called; 4-11: the penalty)
    thong_next: bool = False  # the win gives Thông in the next deal (003 §III.2): a right call, no đền làng


class WinTerms(NamedTuple):
    """What a win on offer now would bring (`Deal.win_terms()`), for labelling the choice.

    `score` and `call` are the hand's true cước (the right, complete call); `settlement` is the
    result of winning now with that call. `four_eleven`: under 4-11 the win scores below 4, so
    winning costs the winner `penalty_each` to each other player, and declining (Không Ù) is
    final: the seat may not win again in this deal (option.four_eleven, option.khong_u, D21)."""

    seat: int
    card: int | None  # None for Thiên ù
    score: Score
    events: tuple[str, ...]
    call: tuple[str, ...]
    settlement: list[int]
    four_eleven: bool
    penalty_each: int
    declining_is_final: bool
    rules: tuple[str, ...]


class Deal(Verifies):
    """One deal. Use `legal_actions()`, `explain()`, `verify(action)`, `can(action)`, `act(action)`."""

    def __init__(
        self,
        options: DealOptions = DealOptions(),
        seed: int | None = None,
        dealer: int | None = None,
        deck: list[int] | None = None,
        thong: int | None = None,
    ):
        self.options = options
        self.profile = options.check()
        self.advanced = options.mode == "advanced"  # errors happen and are punished (D14)
        rng = random.Random(seed)
        if deck is None:
            deck = full_deck()
            rng.shuffle(deck)
        else:
            check_deck(deck)
        if dealer is None:
            dealer = rng.randrange(SEATS)
        if not isinstance(dealer, int) or not 0 <= dealer < SEATS:
            raise NotationError("dealer must be 0, 1, 2 or 3", "nhà cái phải là 0, 1, 2 hoặc 3", str(dealer))
        self.seed = seed
        self.deck = list(deck)
        self.dealer = dealer
        self.thong = thong  # seat that won the previous deal of a match (Thông)
        self.hands = [[0] * FACES for _ in range(SEATS)]
        self.exposed: list[list[tuple[int, ...]]] = [[] for _ in range(SEATS)]
        pos = 0
        for i in range(SEATS):
            seat = (dealer + i) % SEATS
            n = DEALER_CARDS if i == 0 else PLAYER_CARDS
            for f in deck[pos : pos + n]:
                self.hands[seat][f] += 1
            pos += n
        self.stock = deck[pos:]
        self.stock_pos = 0
        self.dealt = [tuple(h) for h in self.hands]
        self.records = [PlayerRecord() for _ in range(SEATS)]
        self.gates: list[list[int]] = [[] for _ in range(SEATS)]  # cards lying at each gate
        self.dead = [False] * SEATS  # dead hand or báo: no more captures, chíu or discards
        self.win_barred: list[tuple[str, ...]] = [()] * SEATS  # rule ids that bar the seat's wins, () = may win
        self.bao = [False] * SEATS
        self.no_pay = [False] * SEATS  # treo tranh / chíu được mà ăn thường (003 §VI.1)
        self.pays_village = [False] * SEATS  # A3–A5, A6: if this player wins, they pay the village
        self.errors: list[list[tuple[int, str]]] = [[] for _ in range(SEATS)]  # (action index, rule id)
        self.chius = [0] * SEATS
        self.bons = [0] * SEATS
        self.pot_paid = [0] * SEATS  # gà góp: what each seat put into the pot during this deal
        self._nhai_streak = 0
        self._last_passed: list[int | None] = [None] * SEATS  # upper gate card each seat last passed
        self.actions: list[Action] = []
        self.log: list[LogEntry] = []  # (kind, seat, face) for display: deal/reveal/discard/capture/...
        self.outcome: Outcome | None = None
        # the card in play
        self.card: int | None = None
        self.card_gate = 0
        self.card_source = ""  # "discard", "return", "stock"
        self.card_from = 0  # who discarded or revealed it
        self.phase = ""
        self.to_act = dealer
        self.claims: list[tuple[int, str]] = []  # (seat, "win"|"chiu") still to be asked
        self.return_gate: int | None = None  # trả cửa: where the next discard goes
        self.passed_by_revealer = False
        # per seat, rebuilt only after its cards change (`_changed`): its Holding, and the set of
        # faces that complete it (a claim on a new card is then one look-up per seat)
        self._holdings: list[Holding | None] = [None] * SEATS
        self._waits: list[frozenset[int] | None] = [None] * SEATS
        self._legal: list[Action] | None = None  # legal_actions() of the current state
        self._discards_after: dict[int, list[int]] = {}  # basic mode, respond: hand card → discards after it
        self._revealer: int | None = None  # between pass_before_stock and turn_up_stock: who turns up the card
        self._open()

    # ------------------------------------------------------------------ set-up
    def _open(self) -> None:
        d = self.dealer
        self.phase = "discard"
        self.to_act = d
        holding = Holding(self.hands[d])
        if is_win(holding):
            self.phase = "claim"
            self.claims = [(d, "thien_u")]
            self.card = None
            return
        self._dealer_dead_check()

    def _dealer_dead_check(self) -> None:
        d = self.dealer
        if not self.legal_discards(d):
            self.dead[d] = True
            self.win_barred[d] = ("win.dead_hand",)
            self._note("dead", d, None, rules=("win.dead_hand",))
            self._next_turn_without_card((d + 1) % SEATS)

    # ------------------------------------------------------------------ views
    @property
    def over(self) -> bool:
        """Whether the deal has ended (a win or a draw); the same name as Sichuan's `Deal.over`."""
        return self.phase == "ended"

    def settlement(self) -> list[int]:
        """Net points per seat (positive: received); sums to zero, all zero until the deal is won.
        The same shape as Sichuan's `Deal.settlement()`; the record is `outcome.settlement`."""
        return list(self.outcome.settlement) if self.outcome is not None else [0] * SEATS

    @property
    def stock_left(self) -> int:
        return len(self.stock) - self.stock_pos

    def hand_of(self, seat: int) -> Holding:
        """The seat's holding now (cached until its cards change)."""
        cached = self._holdings[seat]
        if cached is None:
            cached = self._holdings[seat] = Holding(self.hands[seat], self.exposed[seat])
        return cached

    def seen_by(self, seat: int) -> list[int]:
        """Counts of cards `seat` has seen outside its own holding: others' exposed cards and the gates."""
        seen = [0] * FACES
        for other in range(SEATS):
            if other != seat:
                for g in self.exposed[other]:
                    for f in g:
                        seen[f] += 1
        for gate in self.gates:
            for f in gate:
                seen[f] += 1
        if self.card is not None and self.phase != "ended":
            pass  # the card in play is already at its gate
        return seen

    # ------------------------------------------------------------------ legality
    def legal_discards(self, seat: int) -> list[int]:
        return self._legal_discards_of(self.hand_of(seat), self.records[seat])

    def _legal_discards_of(self, holding: Holding, record: PlayerRecord) -> list[int]:
        return legal_discard_faces(self.profile, holding, record)

    def _leaves_discard(self, holding: Holding, record: PlayerRecord) -> bool:
        """Basic mode: a chíu (like a capture, see `legal_capture_faces`) is offered only if a legal
        discard follows it (000 §3 capture.leave_discard; the engine applies it to both profiles)."""
        card = self.card
        assert card is not None  # only asked about the card in play
        record = record.copy()
        record.chiu(card)
        return bool(legal_discard_faces(self.profile, after_chiu(holding, card), record))

    def legal_actions(self) -> list[Action]:
        """Every action the player to act may take now (in advanced mode, errors included)."""
        if self._legal is None:
            self._legal = self._legal_actions()
        return list(self._legal)

    def _legal_actions(self) -> list[Action]:
        phase, seat = self.phase, self.to_act
        if phase == "respond":  # advanced mode offers every pairing card; basic mode the legal captures
            acts = []  # after which a legal discard exists (capture.leave_discard)
            if not self.dead[seat]:
                if self.advanced:
                    partners = self._capture_partners(seat)
                else:
                    card = self.card
                    assert card is not None  # the respond phase has a card in play
                    holding = self._holdings[seat] or self.hand_of(seat)
                    self._discards_after = {}  # each capture's discards, handed on if it is taken
                    partners = legal_capture_faces(
                        self.profile, holding, self.records[seat], card, discards=self._discards_after
                    )
                acts = list(map(CAPTURE_ACTIONS[seat].__getitem__, partners))
            acts.append(PASS_ACTIONS[seat])
            return acts
        if phase == "discard":
            faces = self.legal_discards(seat) if not self.advanced else [f for f in range(FACES) if self.hands[seat][f]]
            return list(map(DISCARD_ACTIONS[seat].__getitem__, faces))
        if phase == "claim":
            _, kind = self.claims[0]
            acts = [WIN_ACTIONS[seat] if kind in ("win", "thien_u", "chiu_win") else CHIU_ACTIONS[seat]]
            if kind == "chiu_win":
                acts.append(CHIU_ACTIONS[seat])
            return acts + [PASS_ACTIONS[seat]]
        return []  # ended

    @property
    def source(self) -> str:
        """The card's source as the legality rules see it: a returned discard is a discard."""
        return "stock" if self.card_source == "stock" else "discard"

    def _capture_partners(self, seat: int) -> list[int]:
        """Hand faces that pair with the offered card: identical, or same rank other suit."""
        card = self.card
        assert card is not None  # only asked while a card is in play
        hand = self.hands[seat]
        out = [card] if hand[card] else []
        if card != CC:
            base = (RANK_OF[card] - 2) * 3
            out += [f for f in (base, base + 1, base + 2) if f != card and hand[f]]
        return out

    def explain(self) -> list[tuple[Action | None, Option]]:
        """For the player to act: every conceivable action with its verdict (legal or not, rule ids,
        one sentence in each language). The action is None where it cannot be taken now."""
        if self.phase == "ended":
            return []
        seat = self.to_act
        holding, record = self.hand_of(seat), self.records[seat]
        legal = set(self.legal_actions())
        if self.phase == "discard":
            return [(Action("discard", seat, o.card), o) for o in discard_options(self.profile, holding, record)]
        if self.phase == "claim":
            return self._explain_claim(seat, legal)
        card = self.card
        assert card is not None  # the respond phase has a card in play
        out: list[tuple[Action | None, Option]] = []
        for o in options(self.profile, holding, record, card, self.source, self.card_gate == seat):
            if o.kind in ("chan", "ca"):
                act = Action("capture", seat, o.with_card)
                if self.dead[seat]:
                    o = _refused(
                        o,
                        ("win.dead_hand", "bao.bao"),
                        "a dead or báo hand only draws and passes",
                        "bài chết hoặc bị báo chỉ được bốc và dưới",
                    )
                elif o.legal and act not in legal:
                    o = _refused(
                        o,
                        ("capture.leave_discard", "option.basic"),
                        "after this capture no card could be discarded legally",
                        "ăn xong thì không còn cây nào được phép đánh",
                    )
                out.append((act, o))
            elif o.kind in ("chiu", "win"):
                if o.legal:
                    o = _refused(
                        o,
                        ("claim.priority",),
                        "wins and chíu are claimed as soon as the card appears, before the turn goes on",
                        "ù và chíu phải nhận ngay khi cây bài xuất hiện",
                    )
                out.append((None, o))
            else:
                out.append((Action("pass", seat), o))
        return out

    def _explain_claim(self, seat: int, legal: set) -> list[tuple[Action | None, Option]]:
        _, kind = self.claims[0]
        holding, record = self.hand_of(seat), self.records[seat]
        order = ("claim.priority", "claim.seat_order", "win.who")
        loss = kind != "chiu" and self.options.four_eleven and self._true_score(seat, kind)[1].total < FOUR_ELEVEN_MIN
        if kind == "thien_u":
            win_v = Verdict(
                True,
                ("win.thien_u", "win.ten_pairs"),
                Text(
                    "Allowed: your 20 dealt cards already win (Thiên ù).",
                    "Được phép: 20 cây chia đầu đã tròn bài (Thiên ù).",
                ),
            )
            pass_v = Verdict(
                True,
                ("win.thien_u", "setup.dealer"),
                Text("Allowed: play on and discard first as the dealer.", "Được phép: chơi tiếp và đánh cây đầu tiên."),
            )
            return [
                (Action("win", seat), Option("win", -1, None, _four_eleven_win(win_v) if loss else win_v)),
                (Action("pass", seat), Option("pass", -1, None, _khong_u(pass_v) if loss else pass_v)),
            ]
        card = self.card
        assert card is not None  # a claim other than Thiên ù is on the card in play
        out: list[tuple[Action | None, Option]] = []
        if kind in ("win", "chiu_win"):
            v = _cite(judge_win(self.profile, holding, record, card, self.source, self.card_gate == seat), order)
            out.append((Action("win", seat), Option("win", card, card, _four_eleven_win(v) if loss else v)))
        if kind in ("chiu", "chiu_win"):
            v = judge_chiu(self.profile, holding, record, card, self.source)
            rules = order + (("claim.tra_cua",) if self.card_gate != seat else ())
            v = _cite(v, rules)
            out.append((Action("chiu", seat), Option("chiu", card, card, _khong_u(v) if loss else v)))
        pass_v = Verdict(
            True,
            ("claim.priority", "turn.stock_not_hand"),
            Text(
                "Allowed: let the claim go; the card stays at its gate.", "Được phép: bỏ qua; cây bài vẫn ở cửa của nó."
            ),
        )
        out.append((Action("pass", seat), Option("pass", card, None, _khong_u(pass_v) if loss else pass_v)))
        return out

    def verify(self, action: Action) -> None:
        """Raise IllegalAction (with rule ids) if `action` may not be taken now."""
        shared: Action | None
        if is_shared(action):  # the engine's own actions are known good
            shared = action
        else:
            check_action(action)  # the seat, the kind and the card are real ones
            shared = bare_action(action.kind, action.seat, action.card)
        if self.phase == "ended":
            raise IllegalAction("the deal is over", "ván đã kết thúc", ("end.draw",))
        if action.seat != self.to_act:
            raise IllegalAction(
                f"it is {SEAT_NAMES[self.to_act]}'s turn, not {SEAT_NAMES[action.seat]}'s",
                f"đang đến lượt {SEAT_NAMES[self.to_act].vi}",
                ("setup.order",),
            )
        if self._legal is None:
            self._legal = self._legal_actions()
        if not any(map(is_, self._legal, repeat(shared))):  # legal actions are the shared ones: compare identity
            raise self._why_illegal(action.bare)
        if action.call is not None:
            self._check_call(action.call)

    def _check_call(self, call) -> None:
        """A win's call (D23): the traditional profile's cước ids (or "xuong"); cardavia has no calling."""
        if not self.profile.has_calling:
            name = self.profile.name
            raise IllegalAction(
                f"the {name} profile has no calling: its wins are scored automatically",
                f"bộ luật {name} không xướng: ván ù được tính điểm tự động",
                ("call.xuong",),
            )
        if not isinstance(call, tuple) or len(call) > 30:
            raise IllegalAction("a call is a tuple of cước ids", "xướng là một dãy mã cước", ("call.xuong",))
        for cid in call:
            if cid != "xuong" and (not isinstance(cid, str) or cid not in self.profile.values):
                raise IllegalAction(
                    f"{cid!r} is no cước of the {self.profile.name} profile",
                    f"{cid!r} không phải cước của bộ luật {self.profile.name}",
                    ("call.xuong",),
                )

    def _why_illegal(self, action: Action) -> IllegalAction:
        seat, face = action.seat, action.card
        if action.kind == "discard" and self.phase == "discard":
            assert face is not None  # check_action: a discard names its card
            if not self.hands[seat][face]:
                return IllegalAction(
                    f"{CODE[face]} is not in the hand", f"không có {CODE[face]} trên tay", ("turn.offered",)
                )
            v = judge_discard(self.profile, self.hand_of(seat), self.records[seat], face)
            return IllegalAction.from_verdict(v)
        if action.kind == "capture" and self.phase == "respond":
            card = self.card
            assert face is not None and card is not None  # a capture names its hand card; a card is in play
            if self.dead[seat]:
                return IllegalAction(
                    "a dead or báo hand may not capture",
                    "bài chết hoặc bị báo không được ăn",
                    ("win.dead_hand", "bao.bao"),
                )
            if face not in self._capture_partners(seat):
                return IllegalAction(
                    f"{CODE[face]} does not pair with {CODE[card]}",
                    f"{CODE[face]} không thành đôi với {CODE[card]}",
                    ("groups.chan", "groups.ca"),
                )
            v = judge_capture(self.profile, self.hand_of(seat), self.records[seat], card, face, self.source)
            return IllegalAction.from_verdict(v)
        if action.kind == "win" and self.win_barred[seat]:
            rules = self.win_barred[seat]
            if "option.khong_u" in rules:
                return IllegalAction(
                    "under 4-11 you chose Không Ù on a win below 4 điểm: you may not win again in this deal",
                    "chơi 4-11, bạn đã chọn Không Ù khi ù dưới 4 điểm: ván này không được ù nữa",
                    rules,
                )
            return IllegalAction("a báo or dead hand may not win", "bài bị báo hoặc bài chết không được ù", rules)
        if action.kind == "win" and (self.card is None or not self._completes(seat, self.card)):
            return IllegalAction(
                "this card does not complete your hand: calling ù now would be ù láo",
                "cây này không làm tròn bài: hô ù lúc này là ù láo",
                ("bao.u_lao", "win.ten_pairs"),
            )
        what = {"claim": "claim or pass", "discard": "discard", "respond": "capture or pass"}[self.phase]
        rules = {"win": ("win.stock_only", "claim.priority"), "chiu": ("claim.chiu",)}.get(
            action.kind, ("turn.offered",)
        )
        return IllegalAction(
            f"not possible now: {SEAT_NAMES[seat]} must {what}",
            f"không thể lúc này: {SEAT_NAMES[seat].vi} phải {what}",
            rules,
        )

    # ------------------------------------------------------------------ acting
    def act(self, action: Action) -> Action:
        """Verify and apply `action`; returns it, the frozen record appended to `actions`
        (as Sichuan's `Deal.act`). Raises IllegalAction (nothing changes) when the rules refuse it."""
        if self._revealer is not None:
            raise ValueError("a pass is half made (pass_before_stock): turn_up_stock completes it first")
        self.verify(action)
        index = len(self.actions)
        self.actions.append(action)
        seat = action.seat
        legal_next = None  # the next state's legal actions, when known before the change
        try:
            if self.phase == "claim":
                self._act_claim(action, index)
            elif self.phase == "discard":
                assert action.card is not None  # verified: a legal discard names its card
                self._act_discard(seat, action.card, index)
            else:
                legal_next = self._act_respond(action, index)  # reads this state's legal actions first
        finally:
            self._legal = legal_next
        return action

    def _act_claim(self, action: Action, index: int) -> None:
        seat, kind = self.claims[0]
        khong_u = (
            action.kind != "win"
            and kind != "chiu"
            and self.options.four_eleven
            and self._true_score(seat, kind)[1].total < FOUR_ELEVEN_MIN
        )
        self.claims.pop(0)
        if khong_u:  # Không Ù under 4-11 is final: no more wins for this seat in this deal (D21)
            self.win_barred[seat] = ("option.four_eleven", "option.khong_u")
        extra = ("option.four_eleven", "option.khong_u") if khong_u else ()
        if action.kind == "pass":
            if kind == "thien_u":
                self._note("decline_win", seat, None, rules=("win.thien_u",) + extra)
                self.phase = "discard"
                self._dealer_dead_check()
                return
            self._note(
                "decline_" + ("win" if kind != "chiu" else "chiu"), seat, self.card, rules=("claim.priority",) + extra
            )
            self._next_claim_or_respond()
        elif action.kind == "win":
            self._win(seat, kind, action.call)
        else:  # chíu
            if khong_u:
                self._note("decline_win", seat, self.card, rules=("claim.priority",) + extra)
            self._chiu(seat, index)

    def _chiu(self, seat: int, index: int) -> None:
        f = self.card
        assert f is not None  # a chíu takes the card in play
        if self.advanced:
            verdict = judge_chiu(self.profile, self.hand_of(seat), self.records[seat], f, self.source)
            if not verdict.legal:
                self._penalise(seat, verdict, index)
        self.hands[seat][f] -= 3
        self.exposed[seat].append((f, f, f, f))
        self._changed(seat)
        self._take_card_from_gate()
        self.records[seat].chiu(f)
        self.chius[seat] += 1
        if self.options.ga_gop:  # option.ga_gop_chiu, option.ga_gop_chi_double
            unit = 2 if f == CC else 1
            payers = [self.card_from] if self.card_source != "stock" else [s for s in range(SEATS) if s != seat]
            for s in payers:
                self.pot_paid[s] += unit
            self._note(
                "ga_gop", seat, f, payers, ("option.ga_gop_chiu",) + (("option.ga_gop_chi_double",) if f == CC else ())
            )
        self._note(
            "chiu",
            seat,
            f,
            rules=("claim.chiu", "claim.chiu_discard") + (("claim.tra_cua",) if self.card_gate != seat else ()),
        )
        interrupted = self.card_gate
        self.return_gate = interrupted if interrupted != seat else None
        self.card = None
        self.claims = []
        self.phase = "discard"
        self.to_act = seat

    def _take_card_from_gate(self) -> None:
        gate = self.gates[self.card_gate]
        if gate and gate[-1] == self.card:
            gate.pop()

    def _act_discard(self, seat: int, face: int, index: int) -> None:
        if self.advanced:  # basic mode only lets legal discards through
            verdict = judge_discard(self.profile, self.hand_of(seat), self.records[seat], face)
            if not verdict.legal:
                self._penalise(seat, verdict, index)
        self.hands[seat][face] -= 1
        self._changed(seat)
        self.records[seat].discard(face)
        if self.return_gate is not None:
            gate, source = self.return_gate, "return"
            self.return_gate = None
        else:
            gate, source = (seat + 1) % SEATS, "discard"
        self._note("discard", seat, face, rules=("claim.tra_cua",) if source == "return" else ("turn.offered",))
        self._put_card(face, gate, source, seat)

    def _put_card(self, face: int, gate: int, source: str, by: int) -> None:
        self.card = face
        self.card_gate = gate
        self.card_source = source
        self.card_from = by
        self.gates[gate].append(face)
        self.passed_by_revealer = False
        self.claims = self.claims_now()
        self._next_claim_or_respond()

    def claims_now(self) -> list[tuple[int, str]]:
        """The claims on the card in play as the hands now make them, in the order they are asked:
        wins on a stock card first, then chíu (and chíu ù on a discard); equal claims in seat order
        from the gate (claim.priority, claim.seat_order, win.who). Kinds: "win", "chiu", and
        "chiu_win" when the seat may either chíu or win — on a discard (chíu ù) and, since the
        stock card may be chíu-ed too (003 §III.15 "có thể chíu nếu thích"), on a stock card."""
        face, gate, by = self.card, self.card_gate, self.card_from
        assert face is not None  # claims are on the card just put in play
        stock = self.card_source == "stock"
        claims = []
        order = SEAT_ORDER[gate]
        if stock:  # wins first (claim.priority, win.who)
            claims += [(s, "chiu_win" if self._chiu_ok(s, face) else "win") for s in self._stock_winners(face, gate)]
        for s in order:  # then chíu (claim.chiu)
            if (s == by and not stock) or self.hands[s][face] != 3 or any(c[0] == s for c in claims):
                continue
            can_win, can_chiu = (not stock) and self._wins_on(s, face), self._chiu_ok(s, face)
            if can_win or can_chiu:
                claims.append((s, ("chiu_win" if can_chiu else "win") if can_win else "chiu"))
        return claims

    def _stock_winners(self, face: int, gate: int) -> list[int]:
        """The seats that may win on `face`, the stock card in play at `gate`, in claim order (most
        seats fail the waits look-up)."""
        return [s for s in SEAT_ORDER[gate] if self._completes(s, face) and self._wins_on(s, face)]

    def _wins_on(self, seat: int, face: int) -> bool:
        """The seat may win on the card in play (`face`)."""
        if self.win_barred[seat] or not self._completes(seat, face):
            return False
        return may_win(self.hand_of(seat), face, self.source)

    def _chiu_ok(self, seat: int, face: int) -> bool:
        """The seat may chíu the card in play (`face`)."""
        if self.dead[seat] or self.hands[seat][face] != 3:
            return False
        holding = self.hand_of(seat)
        return self.advanced or (
            judge_chiu(self.profile, holding, self.records[seat], face, self.source).legal
            and self._leaves_discard(holding, self.records[seat])
        )

    def _completes(self, seat: int, face: int) -> bool:
        """Whether `face` completes the seat's 19 cards: a look-up in its waits, kept until its cards change."""
        waits = self._waits[seat]
        if waits is None:  # waits come from a single loose end: with more, no holding need be built
            ready = len(loose_ends(self.hands[seat])[1]) == 1
            waits = self._waits[seat] = frozenset(f for f, _ in wait_kinds(self.hand_of(seat))) if ready else NO_WAITS
        return face in waits

    def _changed(self, seat: int) -> None:
        """The seat's cards changed: forget its holding and its waits."""
        self._holdings[seat] = self._waits[seat] = None

    def _next_claim_or_respond(self) -> None:
        if self.claims:
            self.phase = "claim"
            self.to_act = self.claims[0][0]
            return
        self.phase = "respond"
        if self.card_source == "stock" and self.passed_by_revealer:
            self.to_act = (self.card_from + 1) % SEATS
        else:
            self.to_act = self.card_gate

    def _act_respond(self, action: Action, index: int) -> list[Action] | None:
        """Capture or pass; after a basic-mode capture, returns the discards that follow (found
        while judging the capture, so the 20-card holding need not be built)."""
        seat, face = action.seat, action.card
        card = self.card
        assert card is not None  # the respond phase has a card in play
        if action.kind == "capture":
            assert face is not None  # verified: a capture names its hand card
            legal_next = None
            if self.advanced:
                verdict = judge_capture(self.profile, self.hand_of(seat), self.records[seat], card, face, self.source)
                if not verdict.legal:
                    self._penalise(seat, verdict, index)
            else:  # computed with this state's legal actions (verify has just read them)
                legal_next = list(map(DISCARD_ACTIONS[seat].__getitem__, self._discards_after[face]))
            self.hands[seat][face] -= 1
            self.exposed[seat].append((card, face))
            self._changed(seat)
            self._take_card_from_gate()
            self.records[seat].capture(card, face)
            # two chắn captures of a face expose all four copies, so none is left in hand
            if card == face and not self.hands[seat][card] and self._chan_captures(seat, card) == 2:
                self.bons[seat] += 1  # a chắn in hand grown to four by two captures (cuoc.bon)
            group = "groups.chan" if card == face else "groups.ca"
            self._note("capture", seat, card, face, rules=(turn_rule(self.card_source, seat == self.card_from), group))
            self.card = None
            self.phase = "discard"
            self.to_act = seat
            return legal_next
        revealer = self._pass(seat, card)
        if revealer is not None:
            self._reveal(revealer)
        return None

    def _pass(self, seat: int, card: int) -> int | None:
        """A pass up to the stock card it may turn up: returns who turns it up, or None when the
        next player may still take the revealer's own stock card (turn.pass_on)."""
        available = self._available_kind(seat)  # record what was declined
        if available:
            self.records[seat].decline(card, available)
        own_stock_card = self.card_source == "stock" and seat == self.card_from
        if not own_stock_card:  # a discard, or a stock card the previous player let go (003 §IX "đánh/dưới")
            self._last_passed[seat] = card
        # what follows the pass: the next player may take your own stock card, else you turn up yours
        self._note("pass", seat, card, rules=("turn.pass_on" if own_stock_card else "turn.draw",))
        if own_stock_card and not self.passed_by_revealer:
            self.passed_by_revealer = True  # the next player may still capture it (turn.pass_on)
            self.to_act = (seat + 1) % SEATS
            return None
        return seat if self.card_source != "stock" else (self.card_from + 1) % SEATS

    def _available_kind(self, seat: int) -> str | None:
        """What passing the offered card declines (for the B errors and capture.declined_chan).

        Basic mode counts only captures it would have offered, so one after which no legal discard
        exists is not "declined"; advanced mode asks the judges alone, so there it is."""
        card = self.card
        assert card is not None  # asked about the card in play
        if self.dead[seat]:
            return None
        if not self.advanced and self.hands[seat][card] != 3:
            legal = self._legal if self._legal is not None else self._legal_actions()  # captures, then the pass
            if len(legal) == 1:
                return None
            return "chan" if legal[0].card == card else "ca"  # a chắn is offered alone (capture.must_chan)
        if not self._capture_partners(seat):
            return None
        return available_capture(self.profile, self.hand_of(seat), self.records[seat], card, self.source)

    def _total(self, seat: int, face: int) -> int:
        return self.hands[seat][face] + sum(g.count(face) for g in self.exposed[seat])

    def _chan_captures(self, seat: int, face: int) -> int:
        """Ordinary captures of `face` as a chắn by the seat so far (a bòn takes two, 003 §III.13)."""
        return sum(1 for card, hand in self.records[seat].captures if card == hand == face)

    def _next_turn_without_card(self, seat: int) -> None:
        self.card = None
        self._reveal(seat)

    def _reveal(self, seat: int) -> None:
        if self.stock_pos >= len(self.stock):
            self._draw()
            return
        face = self.stock[self.stock_pos]
        self.stock_pos += 1
        self._note("reveal", seat, face, rules=("turn.draw", "turn.stock_not_hand"))
        if self.options.ga_gop:
            self._nhai(seat, face)
        self._put_card(face, seat, "stock", seat)

    def _note(self, kind: str, seat, card, other=None, rules: tuple[str, ...] = ()) -> None:
        self.log.append(_new_tuple(LogEntry, (kind, seat, card, other, rules)))  # LogEntry(...) minus a call

    def _nhai(self, seat: int, face: int) -> None:
        """Nhái: the face a seat just let go from its upper gate turns up at its own gate; the
        others pay into the pot, more for each nhái in a row, double for Chi chi (option.ga_gop_nhai)."""
        if self._last_passed[seat] == face:
            self._nhai_streak += 1
            unit = self._nhai_streak * (2 if face == CC else 1)
            for s in range(SEATS):
                if s != seat:
                    self.pot_paid[s] += unit
            self._note(
                "nhai",
                seat,
                face,
                rules=("option.ga_gop_nhai",) + (("option.ga_gop_chi_double",) if face == CC else ()),
            )
        else:
            self._nhai_streak = 0
        self._last_passed[seat] = None

    # ------------------------------------------------------------------ penalties (advanced mode)
    def _penalise(self, seat: int, verdict, index: int) -> None:
        """Advanced mode (D14): the illegal action happens, and the rules of 003 §VI punish it."""
        errors = verdict.errors
        self.errors[seat] += [(index, e) for e in errors]
        if verdict.bao:  # B, C, D and A6: báo — no more captures (bao.bao)
            self.bao[seat] = True
            self.dead[seat] = True
            if any(g in "BCD" for g in verdict.groups):  # ... nor wins (bao.u_bao)
                self.win_barred[seat] = ("bao.bao", "bao.u_bao")
        if "error.A6" in errors:  # chờ chi rộng: may still win, but then pays the village (D20)
            self.pays_village[seat] = True
        if {"error.A1", "error.A2"} & set(errors):  # treo tranh: a win collects nothing (bao.no_pay)
            self.no_pay[seat] = True
        if {"error.A3", "error.A4", "error.A5"} & set(errors):  # a win pays the village instead
            self.pays_village[seat] = True
        self._note("error", seat, None, errors, rules=tuple(errors) + (("bao.bao",) if verdict.bao else ()))

    # ------------------------------------------------------------------ ending
    def _events(self, seat: int, kind: str) -> list[str]:
        p = self.profile.events
        events = []
        if kind == "thien_u":
            events.append("thien_u")
        else:
            card = self.card
            assert card is not None  # a win other than Thiên ù is on the card in play
            if self.card_gate == seat and self.card_source != "discard":
                events.append("chi")  # your own stock card, or one returned to your gate (003 §III.3, D15)
            if self.hands[seat][card] == 3:
                events.append("chiu_u")
            elif (
                self.card_source == "stock"
                and self.hands[seat][card] == 1
                and self._total(seat, card) == 3
                and self._chan_captures(seat, card) == 1
            ):
                # the second captured copy of a chắn held in hand wins: ù bòn (cuoc.u_bon, 003 §III.14)
                events.append("u_bon" if "u_bon" in p else "bon")
            if self.stock_pos <= 1 and "dia_u" in p:
                events.append("dia_u")
        if self.bons[seat] and "bon" not in events:
            events.append("bon")
        if self.chius[seat] and "chiu" in p:
            events.append("chiu")
        if 4 in self.dealt[seat] and "thien_khai" in p:
            events.append("thien_khai")
        if self.thong == seat and "thong" in p:
            events.append("thong")
        return [e for e in events if e in p]

    def _true_score(self, seat: int, kind: str) -> tuple[list[str], Score]:
        """The events and the score of a win the seat may claim now (kind "win", "chiu_win", "thien_u")."""
        events = self._events(seat, kind)
        return events, self._scored(seat, kind, events)[0]

    def _scored(self, seat: int, kind: str, events: list[str]) -> ScoredWin:
        card = None if kind == "thien_u" else self.card
        options = self.options
        return scored_win(self.hand_of(seat), card, tuple(events), self.profile, options.ga, options.four_eleven)

    def _win_result(self, seat: int, kind: str, call) -> tuple[list[str], Score, tuple | None, CallCheck | None, int]:
        """(events, true score, the call, the call checked, what is paid by) of the seat's win now,
        before any card moves; `call` None: the engine calls (call for me, always right)."""
        events = self._events(seat, kind)
        result, called, check, value = self._scored(seat, kind, events)
        if call is not None and self.profile.has_calling:  # traditional: the winner calls (xướng, D23)
            called = tuple(call)
            check = check_call(result, called)
            value = self._called_value(called)
        return events, result, called, check, value

    def _win(self, seat: int, kind: str, call: tuple[str, ...] | None = None) -> None:
        events, result, called, check, value = self._win_result(seat, kind, call)
        if kind == "thien_u":
            win_card = None
        else:
            win_card = self.card
            assert win_card is not None  # a win other than Thiên ù is on the card in play
            self.hands[seat][win_card] += 1
            self._changed(seat)
            self._take_card_from_gate()
        self._note(
            "win",
            seat,
            win_card,
            called,
            rules=(("win.thien_u",) if win_card is None else ("win.stock_only", "win.who"))
            + (("call.xuong",) if called is not None else ()),
        )
        self.phase = "ended"
        settlement, rules, paid, thong_next = self._settle(seat, result, check, value)
        self.outcome = Outcome(
            seat,
            win_card,
            result,
            tuple(events),
            settlement,
            "win",
            rules,
            called,
            check,
            call is None and called is not None,
            paid,
            thong_next,
        )

    def _called_value(self, called) -> int:
        """What a call is worth in this deal (`called_value`)."""
        return called_value(called, self.profile, self.options.ga)

    def _settle(
        self, winner: int, result: Score, check: CallCheck | None, value: int
    ) -> tuple[list[int], tuple[str, ...], int, bool]:
        """(settlement, rule ids, points paid by, Thông next deal). In this order (D21–D23):
        4-11 below four; a wrong call (đền làng by the call; 003 §VI "Hy hữu" with báo players);
        a no-pay error (A1/A2); đền làng after A3–A5 or A6; else the winner is paid by the call,
        by the báo players for the whole village if there are any. Báo players neither pay nor
        receive when the winner is no-pay or pays the village (D22). `value`: what the call is worth
        (the true total in cardavia, where nothing is called)."""
        others = [s for s in range(SEATS) if s != winner]
        errors = tuple(dict.fromkeys(e for _, e in self.errors[winner]))
        bao = [s for s in others if self.bao[s]]
        clean = [s for s in others if not self.bao[s]]
        no_profit = ("bao.no_profit",) if bao else ()
        settlement = [0] * SEATS

        def winner_pays(seats, amount):
            for s in seats:
                settlement[s] += amount
                settlement[winner] -= amount

        if self.options.four_eleven and min(value, result.total) < FOUR_ELEVEN_MIN:
            # D21: 11 to each other player, whatever else happened
            winner_pays(others, FOUR_ELEVEN_PENALTY)
            return settlement, ("option.four_eleven",) + errors, FOUR_ELEVEN_PENALTY, False
        if check is not None and not check.correct:  # đền làng by what was called (bao.wrong_call)
            winner_pays(clean, value)
            for b in bao:  # Hy hữu: each báo player pays the non-báo players the true value
                for s in clean:
                    settlement[b] -= result.total
                    settlement[s] += result.total
            rules = tuple(dict.fromkeys(check.rules + ("bao.wrong_call",) + no_profit + errors))
            return settlement, rules, value, False
        if self.no_pay[winner]:  # treo tranh / chíu được mà ăn thường: the winner collects nothing
            return settlement, ("bao.no_pay",) + errors + no_profit, 0, True
        if self.pays_village[winner]:  # A3–A5, A6 then a win: the winner pays each non-báo player
            winner_pays(clean, value)
            return settlement, errors + ("call.xuong",) + no_profit, value, False
        if bao:  # each báo player pays for the whole village; the others pay nothing
            for s in bao:
                settlement[s] -= value * len(others)
                settlement[winner] += value * len(others)
            return settlement, ("bao.bao",) + (("bao.several",) if len(bao) > 1 else ()), value, True
        for s in others:
            settlement[s] -= value
            settlement[winner] += value
        return settlement, ("score.payment",), value, True

    def win_score(self) -> Score | None:
        """The true score (the right, complete call) of the win on offer now, or None (cheap: no clone)."""
        if self.phase != "claim" or not self.claims or self.claims[0][1] == "chiu":
            return None
        return self._true_score(*self.claims[0])[1]

    def win_terms(self, call: tuple[str, ...] | None = None) -> WinTerms | None:
        """What the win on offer now would bring, or None when no win is on offer (the page labels
        its buttons with it: under 4-11, "Win anyway (pays 11 to each) / Don't win"). `call`: the
        settlement for that call instead of the right one (traditional)."""
        if self.phase != "claim" or not self.claims or self.claims[0][1] == "chiu":
            return None
        seat, kind = self.claims[0]
        events, result = self._true_score(seat, kind)
        trial = self.clone()
        trial.act(Action("win", seat, None, call))
        assert trial.outcome is not None  # a win ends the deal
        loss = self.options.four_eleven and result.total < FOUR_ELEVEN_MIN
        rules = ("option.four_eleven", "option.khong_u") if loss else ()
        return WinTerms(
            seat,
            None if kind == "thien_u" else self.card,
            result,
            tuple(events),
            correct_call(result),
            list(trial.outcome.settlement),
            loss,
            FOUR_ELEVEN_PENALTY if loss else 0,
            loss,
            rules + trial.outcome.rules,
        )

    def _draw(self) -> None:
        self.card = None
        self.phase = "ended"
        self._note("draw", None, None, rules=("end.draw",))
        self.outcome = Outcome(reason="draw", rules=("end.draw",))

    def census(self) -> list[int]:
        """Copies of each face across hands, exposed pairs, gates and the unrevealed stock (all 4s)."""
        cards = [0] * FACES
        for seat in range(SEATS):
            for f, n in enumerate(self.hands[seat]):
                cards[f] += n
            for group in self.exposed[seat]:
                for f in group:
                    cards[f] += 1
        for gate in self.gates:
            for f in gate:
                cards[f] += 1
        for f in self.stock[self.stock_pos :]:
            cards[f] += 1
        return cards

    # ------------------------------------------------------------------ search support
    def clone(self) -> Deal:
        """An independent copy of the state, for search: acting on it leaves this deal unchanged.
        Immutable parts (options, holdings, dealt tuples, log entries) are shared."""
        new = Deal.__new__(Deal)
        new.__dict__.update(self.__dict__)
        new.deck, new.stock = list(self.deck), list(self.stock)
        new.hands = [list(h) for h in self.hands]
        new.exposed = [list(e) for e in self.exposed]
        new.gates = [list(g) for g in self.gates]
        new.dealt = list(self.dealt)
        new.records = [r.copy() for r in self.records]
        for name in (
            "dead",
            "win_barred",
            "bao",
            "no_pay",
            "pays_village",
            "chius",
            "bons",
            "pot_paid",
            "_last_passed",
            "actions",
            "log",
            "claims",
            "_holdings",
            "_waits",
        ):
            setattr(new, name, list(getattr(self, name)))
        new.errors = [list(e) for e in self.errors]
        new._legal = None if self._legal is None else list(self._legal)
        if self.outcome is not None:
            new.outcome = replace(self.outcome, settlement=list(self.outcome.settlement))
        return new

    def waits(self, seat: int) -> frozenset[int]:
        """The faces that would complete the seat's holding now (its waits; cached until its cards change)."""
        self._completes(seat, 0)
        waits = self._waits[seat]
        assert waits is not None  # just computed
        return waits

    def pass_before_stock(self, action: Action) -> int:
        """Search support: make the pass `action`, after which a stock card is turned up, up to that
        moment, and return the seat that turns it up. Then `on_stock_card` may try each card the
        stock could give, and `turn_up_stock` completes the pass (as `act(action)` would have)."""
        self.verify(action)
        if self.phase != "respond" or action.kind != "pass":
            raise ValueError("only a pass turns up a stock card")
        self.actions.append(action)
        card = self.card
        assert card is not None  # the respond phase has a card in play
        revealer = self._pass(action.seat, card)
        if revealer is None:
            raise ValueError("this pass hands the card on: no stock card is turned up")
        self._legal = None
        self._revealer = revealer
        return revealer

    def turn_up_stock(self) -> None:
        """Complete the pass begun by `pass_before_stock`: the next stock card is turned up."""
        revealer = self._revealer
        assert revealer is not None  # pass_before_stock first
        self._revealer = None
        self._reveal(revealer)

    def on_stock_card(self, face: int, look):
        """Between `pass_before_stock` and `turn_up_stock`: what `look(deal)` returns on the state
        in which `face` (one of the unrevealed stock cards) is the card turned up — claims, turn and
        all — after which this deal is put back exactly as it was. `look` must not act."""
        revealer = self._revealer
        assert revealer is not None  # pass_before_stock first
        stock, pos = self.stock, self.stock_pos
        at = stock.index(face, pos)
        stock[pos], stock[at] = stock[at], stock[pos]
        saved = (
            self.card,
            self.card_gate,
            self.card_source,
            self.card_from,
            self.passed_by_revealer,
            self.claims,
            self.phase,
            self.to_act,
            self._legal,
            self._discards_after,
            self._nhai_streak,
            list(self.pot_paid),
            self._last_passed[revealer],
            len(self.log),
        )
        self._revealer = None
        self._reveal(revealer)
        try:
            return look(self)
        finally:
            (
                self.card,
                self.card_gate,
                self.card_source,
                self.card_from,
                self.passed_by_revealer,
                self.claims,
                self.phase,
                self.to_act,
                self._legal,
                self._discards_after,
                self._nhai_streak,
                self.pot_paid,
                self._last_passed[revealer],
                log_size,
            ) = saved
            del self.log[log_size:]
            self.gates[revealer].pop()
            self.stock_pos = pos
            stock[pos], stock[at] = stock[at], stock[pos]
            self._revealer = revealer

    def stock_card_win(self, face: int) -> tuple[int, list[int]] | None:
        """Between `pass_before_stock` and `turn_up_stock`: the first claimant's win if `face` (one
        of the unrevealed stock cards) were turned up, as (winner, settlement), or None when nobody
        may win on it — what `on_stock_card` with `win_settlement` finds, without turning the card
        up (nothing is changed but for the moment of the look). The claimant is taken to win: under
        4-11, where it may rather not, use `on_stock_card`."""
        revealer = self._revealer
        assert revealer is not None  # pass_before_stock first
        saved = self.card, self.card_gate, self.card_source, self.stock_pos
        self.card, self.card_gate, self.card_source = face, revealer, "stock"
        self.stock_pos += 1  # as turned up (win.dia_u reads it)
        try:
            winners = self._stock_winners(face, revealer)
            if not winners:
                return None
            winner = winners[0]
            _, result, _, check, value = self._win_result(winner, "win", None)
            return winner, self._settle(winner, result, check, value)[0]
        finally:
            self.card, self.card_gate, self.card_source, self.stock_pos = saved

    def win_settlement(self) -> list[int] | None:
        """The settlement if the win on offer now is taken with the engine's call (call for me),
        as `act(win)` would settle it, without acting (cheap: no copy); None when none is on offer."""
        if self.phase != "claim" or not self.claims or self.claims[0][1] not in ("win", "chiu_win", "thien_u"):
            return None
        seat, kind = self.claims[0]
        _, result, _, check, value = self._win_result(seat, kind, None)
        return self._settle(seat, result, check, value)[0]


def _refused(option: Option, rules: tuple[str, ...], en: str, vi: str) -> Option:
    v = Verdict(
        False,
        tuple(dict.fromkeys(rules + option.verdict.rules)),
        Text(f"Not allowed now: {en}.", f"Không được lúc này: {vi}."),
        rules,
    )
    return Option(option.kind, option.card, option.with_card, v)


def _four_eleven_win(verdict: Verdict) -> Verdict:
    """The win verdict under 4-11 below four (option.four_eleven, D21): allowed, but it costs 11 to each."""
    return Verdict(
        verdict.legal,
        tuple(dict.fromkeys(verdict.rules + ("option.four_eleven", "option.khong_u"))),
        verdict.explanation
        + Text(
            f" But under 4-11 this win scores below {FOUR_ELEVEN_MIN} điểm: winning "
            f"costs you {FOUR_ELEVEN_PENALTY} to each other player.",
            f" Nhưng chơi 4-11 ván ù này dưới {FOUR_ELEVEN_MIN} điểm: ù thì phải đền "
            f"mỗi nhà {FOUR_ELEVEN_PENALTY} điểm.",
        ),
        verdict.violations,
    )


def _khong_u(verdict: Verdict) -> Verdict:
    """Not winning under 4-11 below four is Không Ù: final for this deal (option.khong_u, D21)."""
    return Verdict(
        verdict.legal,
        tuple(dict.fromkeys(verdict.rules + ("option.four_eleven", "option.khong_u"))),
        verdict.explanation
        + Text(
            " Not winning here is Không Ù: you pay nothing, but you may not win again in this deal.",
            " Không ù ở đây là chọn Không Ù: không phải đền, nhưng ván này không được ù nữa.",
        ),
        verdict.violations,
    )


def _cite(verdict: Verdict, rules: tuple[str, ...]) -> Verdict:
    return Verdict(
        verdict.legal,
        tuple(dict.fromkeys(verdict.rules + rules)),
        verdict.explanation,
        verdict.violations,
    )
