"""A whole four-player Chắn deal as a state machine (documents 000 §2–§4, 003 §III–§VI, D14–D16).

Phases:
- ``claim``: a card just appeared (a discard, a returned discard or a revealed stock card);
  players who may win on it or chíu it are asked in priority order (win on a stock card
  first, then chíu; equal claims in seat order from the gate where the card lies).
- ``respond``: the player whose turn it is considers the offered card: capture it with one
  hand card, or pass (after which they reveal a stock card, or — for a stock card they
  revealed — pass it on to the next player).
- ``discard``: the player who captured (or chíu-ed, or the dealer at the start) discards.
- ``ended``: someone won, or the stock ran out (a draw).

Seats 0..3 are You, AI 1, AI 2, AI 3; cards lying at a gate belong to that seat's gate.
A discard lands at the next player's gate; a revealed stock card at the revealer's own.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .actions import Action
from .analysis import is_win, wait_kinds
from .cards import CC, CODE, COPIES, FACES, NotationError, RANK_OF, full_deck
from .holding import Holding
from .legality import (IllegalAction, PlayerRecord, after_capture, after_chiu, available_capture, judge_capture,
                       judge_chiu, judge_discard, judge_win, legal_discard_faces)
from .profiles import Profile, get_profile
from .scoring import Score, score

SEATS = 4
DEALER_CARDS, PLAYER_CARDS, STOCK_CARDS = 20, 19, 23
SEAT_NAMES = ("You", "AI 1", "AI 2", "AI 3")
SEAT_NAMES_VI = ("Bạn", "Máy 1", "Máy 2", "Máy 3")
MODES = ("basic", "advanced")


@dataclass(frozen=True)
class DealOptions:
    profile: str = "cardavia"
    mode: str = "basic"  # advanced: traditional only — illegal moves happen and are punished (D14)
    four_eleven: bool = False
    ga: tuple[str, ...] = ()
    ga_gop: bool = False

    def check(self) -> Profile:
        profile = get_profile(self.profile)
        if self.mode not in MODES:
            raise NotationError("mode must be basic or advanced", "chế độ phải là basic hoặc advanced", self.mode)
        if self.mode == "advanced" and not profile.has_bao:
            raise NotationError("advanced mode belongs to the traditional profile (cardavia always refuses "
                                "illegal moves)", "chế độ nâng cao chỉ có ở bộ luật truyền thống", self.mode,
                                None, ("option.prevented", "option.advanced"))
        if (self.four_eleven or self.ga or self.ga_gop) and not profile.has_ga:
            raise NotationError("4-11, gà and gà góp are options of the traditional profile",
                                "4-11, gà và gà góp chỉ có ở bộ luật truyền thống", self.profile, None,
                                ("option.four_eleven", "score.ga", "option.ga_gop"))
        return profile


@dataclass
class Outcome:
    winner: int | None = None
    win_card: int | None = None
    result: Score | None = None
    events: tuple[str, ...] = ()
    settlement: list[int] = field(default_factory=lambda: [0] * SEATS)
    reason: str = ""  # "win", "draw"
    notes: list[str] = field(default_factory=list)


class Deal:
    """One deal. Use `legal_actions()`, `explain()`, `verify(action)`, `can(action)`, `act(action)`."""

    def __init__(self, options: DealOptions = DealOptions(), seed: int | None = None,
                 dealer: int | None = None, deck: list[int] | None = None, thong: int | None = None):
        self.options = options
        self.profile = options.check()
        rng = random.Random(seed)
        if deck is None:
            deck = full_deck()
            rng.shuffle(deck)
        else:
            _check_deck(deck)
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
            for f in deck[pos:pos + n]:
                self.hands[seat][f] += 1
            pos += n
        self.stock = deck[pos:]
        self.stock_pos = 0
        self.dealt = [tuple(h) for h in self.hands]
        self.records = [PlayerRecord() for _ in range(SEATS)]
        self.gates: list[list[int]] = [[] for _ in range(SEATS)]  # cards lying at each gate
        self.dead = [False] * SEATS  # dead hand or báo: draws only
        self.bao = [False] * SEATS
        self.no_pay = [False] * SEATS  # treo tranh / chíu được mà ăn thường (003 §VI.1)
        self.pays_village = [False] * SEATS  # A3–A5: if this player wins, they pay the village
        self.errors: list[list[tuple[int, str]]] = [[] for _ in range(SEATS)]  # (action index, rule id)
        self.chius = [0] * SEATS
        self.bons = [0] * SEATS
        self.actions: list[Action] = []
        self.log: list[tuple] = []  # (kind, seat, face) for display: deal/reveal/discard/capture/...
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
        self._holdings: list[Holding | None] = [None] * SEATS
        self._legal: list[Action] | None = None  # legal_actions() of the current state
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
            self.log.append(("dead", d, None))
            self._next_turn_without_card((d + 1) % SEATS)

    # ------------------------------------------------------------------ views
    @property
    def ended(self) -> bool:
        return self.phase == "ended"

    @property
    def stock_left(self) -> int:
        return len(self.stock) - self.stock_pos

    def holding(self, seat: int) -> Holding:
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
        return self._legal_discards_of(self.holding(seat), self.records[seat])

    def _legal_discards_of(self, holding: Holding, record: PlayerRecord) -> list[int]:
        return legal_discard_faces(self.profile, holding, record)

    def _leaves_discard(self, holding: Holding, record: PlayerRecord, capture_with: int | None) -> bool:
        """Basic mode: a capture or chíu is offered only if a legal discard follows it
        (000 §3 capture.leave_discard; the engine applies it to both profiles)."""
        after = after_chiu(holding, self.card) if capture_with is None else after_capture(holding, self.card,
                                                                                           capture_with)
        record = record.copy()
        if capture_with is None:
            record.chiu(self.card)
        else:
            record.capture(self.card, capture_with)
        return bool(legal_discard_faces(self.profile, after, record))

    def legal_actions(self) -> list[Action]:
        """Every action the player to act may take now (in advanced mode, errors included)."""
        if self._legal is None:
            self._legal = self._legal_actions()
        return list(self._legal)

    def _legal_actions(self) -> list[Action]:
        if self.phase == "ended":
            return []
        seat = self.to_act
        if self.phase == "claim":
            _, kind = self.claims[0]
            acts = [Action("win" if kind in ("win", "thien_u", "chiu_win") else "chiu", seat)]
            if kind == "chiu_win":
                acts.append(Action("chiu", seat))
            return acts + [Action("pass", seat)]
        if self.phase == "discard":
            faces = self.legal_discards(seat) if not self.advanced else [
                f for f in range(FACES) if self.hands[seat][f]]
            return [Action("discard", seat, f) for f in faces]
        # respond
        acts = []
        if not self.dead[seat]:
            for f in self._capture_partners(seat):
                holding = self.holding(seat)
                verdict = judge_capture(self.profile, holding, self.records[seat], self.card, f, self.source)
                if self.advanced or (verdict.legal and (self.profile.name == "cardavia"  # its verdict checks it
                                                        or self._leaves_discard(holding, self.records[seat], f))):
                    acts.append(Action("capture", seat, f))
        acts.append(Action("pass", seat))
        return acts

    @property
    def source(self) -> str:
        """The card's source as the legality rules see it: a returned discard is a discard."""
        return "stock" if self.card_source == "stock" else "discard"

    @property
    def advanced(self) -> bool:
        return self.options.mode == "advanced"

    def _capture_partners(self, seat: int) -> list[int]:
        """Hand faces that pair with the offered card: identical, or same rank other suit."""
        card = self.card
        hand = self.hands[seat]
        out = [card] if hand[card] else []
        if card != CC:
            base = (RANK_OF[card] - 2) * 3
            out += [f for f in (base, base + 1, base + 2) if f != card and hand[f]]
        return out

    def verify(self, action: Action) -> None:
        """Raise IllegalAction (with rule ids) if `action` may not be taken now."""
        if self.phase == "ended":
            raise IllegalAction("the deal is over", "ván đã kết thúc", ("end.draw",))
        if action.seat != self.to_act:
            raise IllegalAction(f"it is {SEAT_NAMES[self.to_act]}'s turn, not {SEAT_NAMES[action.seat]}'s",
                                f"đang đến lượt {SEAT_NAMES_VI[self.to_act]}", ("setup.order",))
        if action not in self.legal_actions():
            raise self._why_illegal(action)
        if self.advanced or action.kind not in ("capture", "discard"):
            return

    def can(self, action: Action) -> bool:
        try:
            self.verify(action)
        except IllegalAction:
            return False
        return True

    def _why_illegal(self, action: Action) -> IllegalAction:
        seat = action.seat
        if action.kind == "discard" and self.phase == "discard":
            if not self.hands[seat][action.card or 0]:
                return IllegalAction(f"{CODE[action.card]} is not in the hand", f"không có {CODE[action.card]} trên tay",
                                     ("turn.offered",))
            v = judge_discard(self.profile, self.holding(seat), self.records[seat], action.card)
            return IllegalAction.from_verdict(v)
        if action.kind == "capture" and self.phase == "respond":
            if self.dead[seat]:
                return IllegalAction("a dead or báo hand may not capture", "bài chết hoặc bị báo không được ăn",
                                     ("win.dead_hand", "bao.bao"))
            if action.card not in self._capture_partners(seat):
                return IllegalAction(f"{CODE[action.card]} does not pair with {CODE[self.card]}",
                                     f"{CODE[action.card]} không thành đôi với {CODE[self.card]}",
                                     ("groups.chan", "groups.ca"))
            v = judge_capture(self.profile, self.holding(seat), self.records[seat], self.card, action.card,
                              self.source)
            return IllegalAction.from_verdict(v)
        what = {"claim": "claim or pass", "discard": "discard", "respond": "capture or pass"}[self.phase]
        rules = {"win": ("win.stock_only", "claim.priority"), "chiu": ("claim.chiu",)}.get(action.kind, ("turn.offered",))
        return IllegalAction(f"not possible now: {SEAT_NAMES[seat]} must {what}",
                             f"không thể lúc này: {SEAT_NAMES_VI[seat]} phải {what}", rules)

    # ------------------------------------------------------------------ acting
    def act(self, action: Action) -> None:
        self.verify(action)
        index = len(self.actions)
        self.actions.append(action)
        seat = action.seat
        try:
            if self.phase == "claim":
                self._act_claim(action, index)
            elif self.phase == "discard":
                self._act_discard(seat, action.card, index)
            else:
                self._act_respond(action, index)  # reads this state's legal actions before changing it
        finally:
            self._legal = None

    def _act_claim(self, action: Action, index: int) -> None:
        seat, kind = self.claims.pop(0)
        if action.kind == "pass":
            if kind == "thien_u":
                self.log.append(("decline_win", seat, None))
                self.phase = "discard"
                self._dealer_dead_check()
                return
            self.log.append(("decline_" + ("win" if kind != "chiu" else "chiu"), seat, self.card))
            self._next_claim_or_respond()
        elif action.kind == "win":
            self._win(seat, kind)
        else:  # chíu
            self._chiu(seat, index)

    def _chiu(self, seat: int, index: int) -> None:
        f = self.card
        verdict = judge_chiu(self.profile, self.holding(seat), self.records[seat], f, self.source)
        if not verdict.legal:
            self._penalise(seat, verdict, index)
        self.hands[seat][f] -= 3
        self.exposed[seat].append((f, f, f, f))
        self._holdings[seat] = None
        self._take_card_from_gate()
        self.records[seat].chiu(f)
        self.chius[seat] += 1
        self.log.append(("chiu", seat, f))
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
        holding = self.holding(seat)
        verdict = judge_discard(self.profile, holding, self.records[seat], face)
        if not verdict.legal:
            self._penalise(seat, verdict, index)
        self.hands[seat][face] -= 1
        self._holdings[seat] = None
        self.records[seat].discard(face)
        if self.return_gate is not None:
            gate, source = self.return_gate, "return"
            self.return_gate = None
        else:
            gate, source = (seat + 1) % SEATS, "discard"
        self.log.append(("discard", seat, face))
        self._put_card(face, gate, source, seat)

    def _put_card(self, face: int, gate: int, source: str, by: int) -> None:
        self.card = face
        self.card_gate = gate
        self.card_source = source
        self.card_from = by
        self.gates[gate].append(face)
        self.passed_by_revealer = False
        claims = []
        legal_source = "stock" if source == "stock" else "discard"
        if source == "stock":
            for i in range(SEATS):  # wins first, in seat order from the gate (claim.priority, win.who)
                s = (gate + i) % SEATS
                if not self.dead[s] and self._completes(s, face) and judge_win(
                        self.profile, self.holding(s), self.records[s], face, "stock", s == gate).legal:
                    claims.append((s, "win"))
        for i in range(SEATS):  # then chíu, in seat order from the gate (claim.chiu)
            s = (gate + i) % SEATS
            if (s == by and source != "stock") or self.dead[s] or self.hands[s][face] != 3:
                continue
            if any(c[0] == s for c in claims):
                continue
            holding = self.holding(s)
            chiu_ok = self.advanced or (
                judge_chiu(self.profile, holding, self.records[s], face, legal_source).legal
                and self._leaves_discard(holding, self.records[s], None))
            wins = self._completes(s, face) and judge_win(self.profile, holding, self.records[s], face,
                                                          legal_source, s == gate).legal
            if wins or chiu_ok:
                claims.append((s, ("chiu_win" if chiu_ok else "win") if wins else "chiu"))
        self.claims = claims
        self._next_claim_or_respond()

    def _completes(self, seat: int, face: int) -> bool:
        """Whether `face` completes the seat's 19 cards (waits are cached on the holding)."""
        return any(f == face for f, _ in wait_kinds(self.holding(seat)))

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

    def _act_respond(self, action: Action, index: int) -> None:
        seat = action.seat
        card = self.card
        if action.kind == "capture":
            holding = self.holding(seat)
            verdict = judge_capture(self.profile, holding, self.records[seat], card, action.card, self.source)
            if not verdict.legal:
                self._penalise(seat, verdict, index)
            self.hands[seat][action.card] -= 1
            self.exposed[seat].append((card, action.card))
            self._holdings[seat] = None
            self._take_card_from_gate()
            self.records[seat].capture(card, action.card)
            if card == action.card and self.dealt[seat][card] >= 2 and self._total(seat, card) == 4:
                self.bons[seat] += 1  # a pair held from the deal grown to four by captures
            self.log.append(("capture", seat, card, action.card))
            self.card = None
            self.phase = "discard"
            self.to_act = seat
            return
        # pass: record what was declined
        available = self._available_kind(seat)
        if available:
            self.records[seat].decline(card, available)
        self.log.append(("pass", seat, card))
        if self.card_source == "stock" and seat == self.card_from and not self.passed_by_revealer:
            self.passed_by_revealer = True  # the next player may still capture it (turn.pass_on)
            self.to_act = (seat + 1) % SEATS
            return
        self._reveal(seat if self.card_source != "stock" else (self.card_from + 1) % SEATS)

    def _available_kind(self, seat: int) -> str | None:
        """What passing the offered card declines (for the B errors and capture.declined_chan)."""
        if self.dead[seat] or not self._capture_partners(seat):
            return None
        if self.advanced or self.hands[seat][self.card] == 3:
            return available_capture(self.profile, self.holding(seat), self.records[seat], self.card, self.source)
        captures = [a.card for a in self.legal_actions() if a.kind == "capture"]  # this state's, cached
        if self.card in captures:
            return "chan"
        return "ca" if captures else None

    def _total(self, seat: int, face: int) -> int:
        return self.hands[seat][face] + sum(g.count(face) for g in self.exposed[seat])

    def _next_turn_without_card(self, seat: int) -> None:
        self.card = None
        self._reveal(seat)

    def _reveal(self, seat: int) -> None:
        if self.stock_pos >= len(self.stock):
            self._draw()
            return
        face = self.stock[self.stock_pos]
        self.stock_pos += 1
        self.log.append(("reveal", seat, face))
        self._put_card(face, seat, "stock", seat)

    # ------------------------------------------------------------------ penalties (advanced mode)
    def _penalise(self, seat: int, verdict, index: int) -> None:
        """Advanced mode (D14): the illegal action happens, and the rules of 003 §VI punish it."""
        errors = verdict.errors
        self.errors[seat] += [(index, e) for e in errors]
        if verdict.bao:  # B, C, D and A6: báo — no more captures or wins (bao.bao)
            self.bao[seat] = True
            self.dead[seat] = True
        if {"error.A1", "error.A2"} & set(errors):  # treo tranh: a win collects nothing (bao.no_pay)
            self.no_pay[seat] = True
        if {"error.A3", "error.A4", "error.A5"} & set(errors):  # a win pays the village instead
            self.pays_village[seat] = True
        self.log.append(("error", seat, errors))

    # ------------------------------------------------------------------ ending
    def _events(self, seat: int, kind: str) -> list[str]:
        p = self.profile.events
        events = []
        if kind == "thien_u":
            events.append("thien_u")
        else:
            if self.card_gate == seat:
                events.append("chi")
            if self.hands[seat][self.card] == 3:
                events.append("chiu_u")
            elif (self.card_source == "stock" and self.dealt[seat][self.card] >= 2
                  and self._total(seat, self.card) == 3 and not self._had_chiu_face(seat, self.card)):
                events.append("u_bon" if "u_bon" in p else "bon")
            if self.stock_pos <= 1 and "dia_u" in p:
                events.append("dia_u")
        if self.bons[seat] and "bon" not in events:
            events.append("bon")
        if self.chius[seat] and "chiu" in p:
            events.append("chiu")
        if any(n == 4 for n in self.dealt[seat]) and "thien_khai" in p:
            events.append("thien_khai")
        if self.thong == seat and "thong" in p:
            events.append("thong")
        return [e for e in events if e in p]

    def _had_chiu_face(self, seat: int, face: int) -> bool:
        return any(len(g) == 4 and g[0] == face for g in self.exposed[seat])

    def _win(self, seat: int, kind: str) -> None:
        events = self._events(seat, kind)
        if kind == "thien_u":
            result = score(self.holding(seat), None, events, self.profile, self.options.ga, self.options.four_eleven)
            win_card = None
        else:
            result = score(self.holding(seat), self.card, events, self.profile, self.options.ga,
                           self.options.four_eleven)
            win_card = self.card
            self.hands[seat][self.card] += 1
            self._holdings[seat] = None
            self._take_card_from_gate()
        self.log.append(("win", seat, win_card))
        self.phase = "ended"
        self.outcome = Outcome(seat, win_card, result, tuple(events), self._settle(seat, result), "win")

    def _settle(self, winner: int, result: Score) -> list[int]:
        total = result.total
        others = [s for s in range(SEATS) if s != winner]
        settlement = [0] * SEATS
        if self.no_pay[winner]:  # bao.no_pay: treo tranh / chíu được mà ăn thường
            return settlement
        if self.pays_village[winner]:  # A3–A5 then a win: the winner pays each player
            for s in others:
                settlement[s] += total
            settlement[winner] -= total * len(others)
            return settlement
        if result.payments["four_eleven"]:
            for s in others:
                settlement[s] += result.payments["each_loser"]
            settlement[winner] += result.payments["winner"]
            return settlement
        payers = [s for s in others if self.bao[s]]
        if payers:  # each báo player pays for the whole village (bao.bao, bao.several)
            for s in payers:
                settlement[s] -= total * len(others)
                settlement[winner] += total * len(others)
        else:
            for s in others:
                settlement[s] -= total
                settlement[winner] += total
        return settlement

    def _draw(self) -> None:
        self.card = None
        self.phase = "ended"
        self.log.append(("draw", None, None))
        self.outcome = Outcome(reason="draw")

    # ------------------------------------------------------------------ replay
    def record(self) -> dict:
        return {"format": "chan-deal/1", "profile": self.options.profile, "mode": self.options.mode,
                "options": {"four_eleven": self.options.four_eleven, "ga": list(self.options.ga),
                            "ga_gop": self.options.ga_gop},
                "dealer": self.dealer, "deck": " ".join(CODE[f] for f in self.deck),
                "thong": self.thong, "actions": [a.to_json() for a in self.actions]}


def _check_deck(deck) -> None:
    if len(deck) != 100:
        raise NotationError(f"a deck order has 100 cards, this has {len(deck)}",
                            f"thứ tự bộ bài phải có 100 lá, ở đây có {len(deck)}", "deck")
    counts = [0] * FACES
    for i, f in enumerate(deck, 1):
        counts[f] += 1
        if counts[f] > COPIES:
            raise NotationError(f"a fifth copy of {CODE[f]} in the deck", f"lá {CODE[f]} thứ năm trong bộ bài",
                                CODE[f], i, ("cards.deck",))
