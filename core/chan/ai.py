"""Chắn AI: what a seat may know, a sampler of the hidden cards, a heuristic player and a search player.

    from core.chan.ai import HeuristicPlayer, SearchPlayer, make_player
    players = [make_player("search", seed=1), make_player("heuristic", 2), ...]

Pieces, in the order of this file:

1. **The view** (`view_of`): everything a seat may know — its own hand and record, every exposed
   group, every gate, the revealed stock cards, each hand's size, and the public log. A silent
   choice (declining a win or a chíu) stays private to the seat that made it. The view also holds
   what the public events *prove* about the other hands (`SeatView.most`, `SeatView.even`, see
   `hand_limits`).
2. **The sampler** (`sample_world`): deals the unseen cards to the other hands and the stock so
   that hand sizes, the four copies of each face and those proofs all hold, firms each hand up as
   play would have (`_firm_up`: a hand that has discarded holds fewer loose cards than a random
   one), rebuilds each other seat's history (dealt hand, declined captures, bòn) from its sampled
   hand and the public log, and returns a whole `Deal` to play on. It reads nothing of the real
   deal that the view lacks.
3. **Appraisal** (`Position`): a fast value of a 19-card holding — chắn towards six (win.ten_pairs),
   loose ends still to pair, live copies of the cards that would pair them, and for a ready hand
   the unseen copies of each wait times what that win would score.
4. **Players**: `HeuristicPlayer` (the appraisal plus safety: no feeding the next player, dead cards
   out first, never an error of either profile), `SearchPlayer` (determinized Monte Carlo: sample,
   play every candidate out with fast heuristic players, keep the best mean settlement), and the
   shared search core `estimate` (with `rollout_value`, which averages the wins the stock could
   give at each reveal instead of drawing one), which the coach uses too. The rollouts' policy
   (`fast_player`) picks as ranking every option would, but values an option exactly only while
   its bound says it could still be best (`HeuristicPlayer._best`); the stock's wins are tried on
   the deal itself (`Deal.on_stock_card`) and settled from a cache (`deal.scored_win`).

Everything is standard library and deterministic for a given seed, except that a time budget (as
opposed to a fixed number of samples) depends on the speed of the machine.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterator
from dataclasses import dataclass, field

from .actions import CAPTURE_ACTIONS, Action
from .analysis import BA_DAU, BACH_THU, CA, CHAN, MIN_CHAN, loose_ends, wait_kinds
from .bots import RandomBot, RuleBot
from .cards import CC, COPIES, FACES, LEO, RANK_OF, RED_FACES, TOM
from .deal import SEATS, Deal
from .holding import HALF, Holding
from .legality import (
    PlayerRecord,
    after_capture,
    after_chiu,
    available_capture,
    judge_capture,
    judge_chiu,
    judge_discard,
    legal_discard_faces,
)
from .profiles import XUONG_POINTS, Profile, get_profile

RANK_FACES = tuple((b, b + 1, b + 2) for b in range(0, 24, 3))
PARTNERS = tuple(() if f == CC else tuple(p for p in RANK_FACES[f // 3] if p != f) for f in range(FACES))
PRIVATE_LOG = ("decline_win", "decline_chiu")  # silent choices: only the seat that made them knows
FIRM_UP = 1.5  # _firm_up: loose cards traded per discard the seat has made (matches real hands)
SMOOTH_UNTIL = 0.3  # rollout_value: average the stock's wins in while no win has this much weight
MAX_STEPS = 1500  # a deal takes well under 200 actions; a guard against a runaway rollout


# ============================================================================ 1. the view


@dataclass(frozen=True)
class SeatView:
    """Everything `seat` may know at this moment (nothing else of the deal is read by the sampler)."""

    seat: int
    profile: str | Profile  # as the deal options name it
    hand: tuple[int, ...]  # own concealed counts
    hand_sizes: tuple[int, ...]  # concealed cards of every seat (public: anyone can count them)
    exposed: tuple[tuple[tuple[int, ...], ...], ...]
    gates: tuple[tuple[int, ...], ...]
    revealed: tuple[int, ...]  # stock cards turned up so far, in order
    stock_left: int
    unseen: tuple[int, ...]  # per face: copies in the other hands or the stock
    log: tuple  # public log entries plus the seat's own silent choices
    most: tuple[tuple[int, ...], ...]  # per seat and face: the most copies the seat can hold
    even: tuple[frozenset, ...]  # per seat: faces it must hold an even number of
    discards: tuple[int, ...] = (0,) * SEATS  # per seat: discards made so far


def view_of(deal: Deal, seat: int) -> SeatView:
    """What `seat` can know now: its own hand, every public card and event, and their consequences."""
    log = tuple(e for e in deal.log if e.kind not in PRIVATE_LOG or e.seat == seat)
    visible = list(deal.hands[seat])
    for groups in deal.exposed:
        for g in groups:
            for f in g:
                visible[f] += 1
    for gate in deal.gates:
        for f in gate:
            visible[f] += 1
    most, even = hand_limits(deal.profile, seat, log)
    discards = tuple(sum(1 for e in log if e.kind == "discard" and e.seat == s) for s in range(SEATS))
    return SeatView(
        seat,
        deal.options.profile,
        tuple(deal.hands[seat]),
        tuple(sum(h) for h in deal.hands),
        tuple(tuple(e) for e in deal.exposed),
        tuple(tuple(g) for g in deal.gates),
        tuple(deal.stock[: deal.stock_pos]),
        deal.stock_left,
        tuple(COPIES - v for v in visible),
        log,
        most,
        even,
        discards,
    )


def hand_limits(profile: str | Profile, seat: int, log) -> tuple[tuple[tuple[int, ...], ...], tuple[frozenset, ...]]:
    """What public events prove about the other seats' concealed hands. A hand never gains a card
    (turn.stock_not_hand), and a legal action (one not preceded by an error entry) tells:

    - a cạ capture of X with W: the hand held no X (capture.must_chan, error.A1), so holds none now;
      W was not a chắn (capture.no_break_chan, error.A5), so an even count of W is left, and no later
      legal action changes it (capture.discarded_face, error.D16, error.D18);
    - a chắn capture of X: traditional — the hand did not hold three (error.A2), so at most one X is
      left; cardavia — at most two;
    - a cardavia discard of X: X was not a chắn (capture.no_break_chan), so an even count is left,
      and it can neither be discarded again nor captured (capture.discarded_face);
    - a cardavia dead hand (win.dead_hand): every face in pairs.
    Passes prove nothing: a player may decline any capture.
    """
    most = [[COPIES] * FACES for _ in range(SEATS)]
    even: list[set[int]] = [set() for _ in range(SEATS)]
    cardavia = not get_profile(profile).error_checks  # the checks of 000 §3, else the errors of 003 §IV
    previous = None
    for e in log:
        s = e.seat
        legal = not (previous is not None and previous.kind == "error" and previous.seat == s)
        previous = e
        if s is None or s == seat or not legal:
            continue
        if e.kind == "capture" and e.card != e.other:
            most[s][e.card] = 0
            even[s].add(e.other)
        elif e.kind == "capture":
            most[s][e.card] = min(most[s][e.card], 2 if cardavia else 1)
        elif e.kind == "discard" and cardavia:
            even[s].add(e.card)
        elif e.kind == "dead" and cardavia:
            even[s].update(range(FACES))
    return tuple(tuple(m) for m in most), tuple(frozenset(x) for x in even)


# ============================================================================ 2. the sampler


class SamplingError(RuntimeError):
    """No deal of the unseen cards fits the view (never expected: the real deal always fits)."""


def sample_hidden(view: SeatView, rng: random.Random, attempts: int = 200) -> tuple[dict, list[int]]:
    """Deal the unseen cards: {other seat: counts} and the unrevealed stock in order."""
    for _ in range(attempts):
        found = _try_deal(view, rng)
        if found is not None:
            return found
    raise SamplingError("no deal of the unseen cards fits what this seat has seen")


def _try_deal(view: SeatView, rng: random.Random):
    others = [s for s in range(SEATS) if s != view.seat]
    left = list(view.unseen)
    hands = {s: [0] * FACES for s in others}
    room = {s: view.hand_sizes[s] for s in others}
    cap = {s: list(view.most[s]) for s in others}
    # faces a seat must hold an even number of: decide 0, 2 or 4 first, then close the face to it
    for s in others:
        for f in sorted(view.even[s]):
            k = _even_count(left, f, room[s], cap[s][f], rng)
            hands[s][f] = k
            left[f] -= k
            room[s] -= k
            cap[s][f] = k
    pool = [f for f in range(FACES) for _ in range(left[f])]
    rng.shuffle(pool)
    stock_room = view.stock_left
    stock = []
    for f in pool:
        weights = [room[s] if hands[s][f] < cap[s][f] else 0 for s in others]
        total = sum(weights) + stock_room
        if total == 0:
            return None  # a dead end: start again
        r = rng.randrange(total)
        for s, w in zip(others, weights, strict=True):
            if r < w:
                hands[s][f] += 1
                room[s] -= 1
                break
            r -= w
        else:
            stock.append(f)
            stock_room -= 1
    rng.shuffle(stock)
    for s in others:
        _firm_up(hands[s], cap[s], view.even[s], stock, round(view.discards[s] * FIRM_UP), rng)
    return hands, stock


def _firm_up(hand: list[int], cap: list[int], even, stock: list[int], times: int, rng: random.Random) -> None:
    """Model a hand that has been played: `times` over, it takes a random stock card and lets a
    random loose card go back in its place (a real hand lost its loosest cards to discards, so it
    holds more pairs than a random one). Sizes, copies and the public proofs are kept."""
    for _ in range(times):
        if not stock:
            return
        i = rng.randrange(len(stock))
        g = stock[i]
        if hand[g] >= cap[g]:
            continue
        hand[g] += 1
        loose = [f for _, faces in loose_ends(hand)[1] for f in faces if f not in even]
        if not loose:
            hand[g] -= 1
            continue
        f = loose[rng.randrange(len(loose))]
        hand[f] -= 1
        stock[i] = f


def _even_count(left: list[int], f: int, room: int, cap: int, rng: random.Random) -> int:
    """0, 2 or 4 copies of `f`, weighted as a random hand of `room` cards from the unseen pool would."""
    pool = sum(left)
    options = [k for k in (0, 2, 4) if k <= min(cap, left[f], room)]
    weights = [math.comb(left[f], k) * math.comb(pool - left[f], room - k) for k in options]
    total = sum(weights)
    if total == 0:
        return 0
    r = rng.randrange(total)
    for k, w in zip(options, weights, strict=True):
        if r < w:
            return k
        r -= w
    return options[-1]


def rebuild_history(profile, seat: int, hand, log) -> tuple[tuple[int, ...], PlayerRecord, int]:
    """A seat's dealt hand, record and bòn count from its concealed hand now and the public log:
    its cards that left the hand are public (discards, capturing cards, chíu), and replaying its
    passes against the hand it then held says which captures it declined."""
    dealt = list(hand)
    for e in log:
        if e.seat == seat:
            if e.kind == "discard":
                dealt[e.card] += 1
            elif e.kind == "capture":
                dealt[e.other] += 1
            elif e.kind == "chiu":
                dealt[e.card] += 3
    exposed: list[tuple[int, ...]] = []
    counts, record, bons, dead = list(dealt), PlayerRecord(), 0, False
    for e in log:
        if e.seat != seat:
            continue
        kind = e.kind
        if kind == "dead" or (kind == "error" and "bao.bao" in e.rules):
            dead = True
        elif kind == "pass" and not dead and _could_pair(counts, e.card):
            source = "discard" if e.rules and e.rules[0] == "turn.offered" else "stock"
            record.decline(e.card, available_capture(profile, Holding(counts, exposed), record, e.card, source))
        elif kind == "discard":
            counts[e.card] -= 1
            record.discard(e.card)
        elif kind == "capture":
            counts[e.other] -= 1
            exposed.append((e.card, e.other))
            record.capture(e.card, e.other)
            total = counts[e.card] + sum(g.count(e.card) for g in exposed)
            if e.card == e.other and total == 4 and sum(1 for c, w in record.captures if c == w == e.card) == 2:
                bons += 1  # a chắn in hand grown to four by two captures (cuoc.bon)
        elif kind == "chiu":
            counts[e.card] -= 3
            exposed.append((e.card,) * 4)
            record.chiu(e.card)
    return tuple(dealt), record, bons


def _could_pair(counts, card: int) -> bool:
    return bool(counts[card]) or any(counts[p] for p in PARTNERS[card])


def claims_after(world: Deal, seat: int) -> list[tuple[int, str]]:
    """The claims on the card in play from `seat`'s own onwards, as `world`'s hands make them
    (claim.priority: wins on a stock card first, then chíu; claim.seat_order from the gate)."""
    claims = world.claims_now()
    mine = next((i for i, (s, _) in enumerate(claims) if s == seat), None)
    return claims[mine:] if mine is not None else list(world.claims[:1])


def _completes(world: Deal, seat: int, face: int) -> bool:
    return any(f == face for f, _ in wait_kinds(world.holding(seat)))


def _discard_after_chiu(profile, holding: Holding, record: PlayerRecord, face: int) -> bool:
    later = record.copy()
    later.chiu(face)
    return bool(legal_discard_faces(profile, after_chiu(holding, face), later))


def sample_world(deal: Deal, seat: int, rng: random.Random, view: SeatView | None = None) -> Deal:
    """A whole deal consistent with what `seat` knows, to play on. The seat's own cards and record,
    every public card and event are unchanged; the other hands and the unrevealed stock are
    sampled (see `sample_hidden`) and each other seat's history is rebuilt to match."""
    view = view or view_of(deal, seat)
    hands, stock = sample_hidden(view, rng)
    histories = {s: rebuild_history(deal.profile, s, hands[s], view.log) for s in hands}
    world = deal.with_hidden(seat, hands, stock, histories, list(view.log))
    if world.phase == "claim" and world.card is not None:
        world.claims = claims_after(world, seat)
    return world


# ============================================================================ 3. appraisal

W_DIST = 20.0  # one capture-and-discard cycle still needed before the hand is ready
W_CHAN = 0.3  # per live copy that would pair a loose card as a chắn (a dead card has none)
W_CA = 0.0  # per live copy that would pair it as a cạ (tuning found no gain from it)
W_BADAU = 0.3  # per live copy of a ba đầu face (a chắn and a cạ at once)
W_END = 3.0  # per loose end: fewer, better-paired loose cards at the same distance
W_CONV = 0.0  # per live copy turning a concealed cạ into a chắn, while short of five chắn
W_READY = 1.2  # per unseen winning copy times the points that win would score
READY_BASE = 2.0
W_FEED = 3.0  # per expected capture handed to the player who receives the card
W_DECLINE = 1.5  # declining a chắn restricts later discards and captures
W_TEMPO = 2.0  # passing an offered card turns up a stock card: another chance to pair a loose card
CHIU_BONUS = 1.0  # có chíu scores a dịch in the traditional profile; chíu also gains tempo
FEED_CA = 0.35  # a cạ capture helps the receiver less than a chắn


def barred(deal: Deal, seat: int, face: int) -> str | None:
    """The rule id that bars `seat` from capturing `face` as a chắn, judged from public facts only
    (its discards and captures), or None."""
    record = deal.records[seat]
    cardavia = not deal.profile.error_checks  # the checks of 000 §3, else the errors of 003 §IV
    if face in record.discarded:
        return "capture.discarded_face" if cardavia else "error.C13"
    if cardavia and face in record.ca_hand_faces:
        return "capture.discarded_face"
    if not cardavia and face != CC and RANK_OF[face] in record.ca_ranks:
        return "error.D16"
    return None


def part_of(face: int) -> int:
    """The part of a holding a face belongs to: its rank (0..7 for ranks 2..9), or 8 for Chi chi."""
    return face // 3


class Position:
    """One seat's knowledge at a decision, prepared for many fast appraisals of candidate holdings.

    A holding is appraised part by part (each rank, and Chi chi); a candidate differs from the
    current hand in one or two parts, so only those are recomputed."""

    def __init__(self, deal: Deal, seat: int, view: SeatView | None = None):
        self.deal, self.seat, self.view = deal, seat, view
        self.profile = deal.profile
        holding = deal.holding(seat)
        self.holding = holding
        self.hand = hand = deal.hands[seat]
        self.xchan, self.xca = holding.exposed_chan, holding.exposed_ca_ranks
        self.unseen = [COPIES - held - seen for held, seen in zip(holding.held, deal.seen_by(seat), strict=True)]
        record = deal.records[seat]
        self.record = record
        self.take = take = [1] * FACES
        for f in record.discarded:
            take[f] = 0
        for f in record.declined_chan if self.profile.error_checks else record.ca_hand_faces:
            take[f] = 0
        self.ca_ok = record.discarded_ca is None
        self.receiver = deal.return_gate if deal.return_gate is not None else (seat + 1) % SEATS
        part = self._part
        self.base = base = [part(hand, p) for p in range(9)]
        self.loose_parts = [p for p in range(9) if base[p][1]]  # the parts of the hand with a loose end
        chan, ends, pot, conv, _ = zip(*base, strict=True)
        self.sums = [sum(chan), sum(ends), sum(pot), sum(conv)]
        self._feed: dict[tuple[int, int], float] = {}
        self._hold: dict[int, list[float]] = {}
        self._xtotals: list[int] | None = None

    @property
    def xtotals(self) -> list[int]:
        """Copies of each face among the seat's exposed groups."""
        if self._xtotals is None:
            held = self.holding.held
            self._xtotals = [held[f] - self.hand[f] for f in range(FACES)]
        return self._xtotals

    # --------------------------------------------------------------- the value of a holding
    def _part(self, c, p: int) -> tuple:
        """(chắn, loose ends, potential, conversion outs, the loose end) of one part of `c`."""
        u, take = self.unseen, self.take
        if p == 8:
            n = c[CC]
            if n & 1:
                return HALF[n], 1, W_CHAN * u[CC] * take[CC], 0.0, ("cc", CC)
            return HALF[n], 0, 0.0, 0.0, None
        a, b, d = RANK_FACES[p]
        ca, cb, cd = c[a], c[b], c[d]
        chan = HALF[ca] + HALF[cb] + HALF[cd]
        oa, ob, od = ca & 1, cb & 1, cd & 1
        n = oa + ob + od
        if n == 1:
            x = a if oa else (b if ob else d)
            pot = W_CHAN * u[x] * take[x]
            if self.ca_ok and W_CA:
                pot += W_CA * ((0 if ca else u[a]) + (0 if cb else u[b]) + (0 if cd else u[d]))
            return chan, 1, pot, 0.0, ("que", x)
        if n == 3:
            return chan, 1, W_BADAU * (u[a] * take[a] + u[b] * take[b] + u[d] * take[d]), 0.0, ("ba_dau", p)
        if n == 2:
            return chan, 0, 0.0, oa * u[a] * take[a] + ob * u[b] * take[b] + od * u[d] * take[d], None
        return chan, 0, 0.0, 0.0, None

    def appraise(self, c, group: tuple[int, ...] | None = None, touched=()) -> float:
        """Value of the 19-card holding: concealed counts `c` (differing from the current hand only
        in the parts `touched`), the exposed groups plus `group`."""
        return self._value(c, group, {p: self._part(c, p) for p in touched})

    def _value(self, c, group, new: dict) -> float:
        """`appraise` given the new parts of `c` (part → `_part(c, part)`, in the order of `touched`)."""
        chan, ends, pot, conv = self.sums
        base = self.base
        for p, part in new.items():
            old = base[p]
            chan += part[0] - old[0]
            ends += part[1] - old[1]
            pot += part[2] - old[2]
            conv += part[3] - old[3]
        xca = self.xca
        chan += self.xchan
        if group is not None:
            if len(group) == 4:
                chan += 2
            elif group[0] == group[1]:
                chan += 1
            else:
                xca |= 1 << RANK_OF[group[0]]
        if ends == 1 and chan >= MIN_CHAN - 1:
            ready = self._ready_value(c, group, chan, xca, self._loose_end(new))
            if ready is not None:
                return ready
        value = -W_DIST * max((ends - 1) // 2, MIN_CHAN - 1 - chan, 1 if ends == 1 else 0) + pot - W_END * ends
        return value + W_CONV * conv if chan < MIN_CHAN - 1 else value

    def _loose_end(self, new: dict):
        """The one loose end of a holding with one: in a new part, or else in an untouched one."""
        for part in new.values():
            if part[1]:
                return part[4]
        base = self.base
        return next(base[p][4] for p in self.loose_parts if p not in new)

    def waits(self, chan: int, xca: int, loose) -> list[tuple[int, str]]:
        """The waits of a holding with one loose end and `chan` chắn (as analysis.wait_kinds,
        win.u_rong, win.bach_thu, win.ba_dau, win.chi_chi), copies held or not."""
        kind, x = loose
        if kind == "cc":
            return [(CC, BACH_THU)] if chan == MIN_CHAN - 1 else []
        if kind == "ba_dau":
            return [(f, BA_DAU) for f in RANK_FACES[x]]
        bach = chan == MIN_CHAN - 1 and not xca >> RANK_OF[x] & 1
        out = [(x, BACH_THU if bach else CHAN)]
        if chan >= MIN_CHAN:
            out += [(p, CA) for p in PARTNERS[x]]
        return out

    def _ready_value(self, c, group, chan, xca, loose) -> float | None:
        """A ready hand: unseen winning copies times the points of each win (None: no live wait)."""
        outs = 0.0
        unseen = self.unseen
        totals = None
        for w, kind in self.waits(chan, xca, loose):
            if unseen[w]:
                if totals is None:
                    totals = self._totals(c, group)
                outs += unseen[w] * self._points(totals, w, kind, chan + (kind != CA))
        return READY_BASE + W_READY * outs if outs else None

    def win_points(self, c, group, win: int, kind: str, chan: int) -> int:
        """What winning on `win` would score, from the cards alone (scoring's cước of the cards:
        Bạch thủ, Tôm, Lèo, the colours, Thập thành; events such as chì are left out)."""
        return self._points(self._totals(c, group), win, kind, chan)

    def _totals(self, c, group) -> list[int]:
        """Copies of each face in the holding: concealed `c`, the exposed groups and `group`."""
        totals = list(map(int.__add__, self.xtotals, c))
        for f in group or ():
            totals[f] += 1
        return totals

    def _points(self, totals: list[int], win: int, kind: str, chan: int) -> int:
        """`win_points` of the holding with these `totals` (the winning card not yet among them)."""
        values = self.profile.values
        totals[win] += 1
        items = []
        if kind == BACH_THU:
            items.append(values["bach_thu_chi" if win == CC and self.profile.has_bach_thu_chi else "bach_thu"])
        items += [values["tom"]] * min(map(totals.__getitem__, TOM))
        items += [values["leo"]] * min(map(totals.__getitem__, LEO))
        red = sum(map(totals.__getitem__, RED_FACES))
        if red == 0:
            items.append(values["bach_dinh"])
        elif red == 8:
            items.append(values["tam_do"])
        elif red == 4 and totals[CC] == 4:
            items.append(values["kinh_tu_chi"])
        totals[win] -= 1
        if chan == 10:
            items.append(values["thap_thanh"])
            if self.profile.thap_thanh_sum:
                return sum(d for d, _ in items)
        if not items:
            return XUONG_POINTS
        main = max(items)
        return main[0] + sum(x[1] for x in items) - main[1]

    # --------------------------------------------------------------- safety
    def feed(self, face: int, to: int | None = None) -> float:
        """Expected help a card gives the player it is offered to: the chance they can capture it
        as a chắn (holding a copy) plus a smaller share for a cạ. Uses only public facts: a face
        they discarded is barred to them (capture.discarded_face, error.C13), and what their
        captures prove (`hand_limits`)."""
        to = self.receiver if to is None else to
        key = (face, to)
        if key not in self._feed:
            self._feed[key] = self._feed_of(face, to)
        return self._feed[key]

    def _feed_of(self, face: int, to: int) -> float:
        deal = self.deal
        if deal.dead[to] or to == self.seat:
            return 0.0
        u = self.unseen
        most = self.view.most[to] if self.view is not None else None
        hold = self._hold.get(to) or self._hold_table(to)  # hold[0] is 0.0: no copy, no chance
        chan = 0.0
        if not barred(deal, to, face) and (most is None or most[face]):
            chan = hold[u[face]]
        ca = sum(hold[u[p]] for p in PARTNERS[face] if most is None or most[p])
        return chan + FEED_CA * ca

    def hold_chance(self, seat: int, copies: int) -> float:
        """The chance that `seat` holds at least one of `copies` unseen cards (each unseen card
        taken to be in its hand with probability hand size / unseen cards)."""
        return (self._hold.get(seat) or self._hold_table(seat))[copies] if copies > 0 else 0.0

    def _hold_table(self, seat: int) -> list[float]:
        """`hold_chance` of `seat` for 0..4 copies (0 for none)."""
        p = min(1.0, sum(self.deal.hands[seat]) / (sum(self.unseen) or 1))
        table = self._hold[seat] = [1.0 - (1.0 - p) ** k for k in range(COPIES + 1)]
        return table

    # --------------------------------------------------------------- candidate holdings
    def discard_values(self, c, group, record: PlayerRecord, holding: Holding, touched=()) -> list[tuple[float, int]]:
        """(value, face) for each legal discard of the 20-card holding, best first."""
        return self._discard_values(c, group, legal_discard_faces(self.profile, holding, record), touched)

    def _discard_values(self, c, group, faces: list[int], touched=()) -> list[tuple[float, int]]:
        """`discard_values` given the legal discards `faces`."""
        out = []
        for f in self.discard_candidates(c, faces):
            c[f] -= 1
            parts = set(touched)
            parts.add(part_of(f))
            value = self.appraise(c, group, parts) - W_FEED * self.feed(f)
            c[f] += 1
            out.append((value, f))
        out.sort(key=lambda vf: -vf[0])
        return out

    def discard_candidates(self, c, faces: list[int]) -> list[int]:
        """All legal discards; the light version skips breaking a chắn when a loose card can go."""
        if self.view is not None:
            return faces
        odd = [f for f in faces if c[f] & 1]
        return odd or faces

    def discard_value(self, face: int) -> float:
        c = list(self.hand)
        c[face] -= 1
        return self.appraise(c, None, (part_of(face),)) - W_FEED * self.feed(face)

    def after_capture_value(self, offered: int, with_card: int) -> float:
        """The value of the holding after capturing `offered` with `with_card` and the best discard."""
        return self.best_discard(self.after_capture_appraisals(offered, with_card))

    def after_chiu_value(self, face: int) -> float:
        """The value of the holding after a chíu of `face` and the best discard."""
        return self.best_discard(self.after_chiu_appraisals(face), CHIU_BONUS)

    def after_capture_appraisals(self, offered: int, with_card: int) -> list[tuple[float, int]]:
        """(appraisal, face) of each candidate discard after the capture, before the feed is counted."""
        return list(self.iter_after_capture(offered, with_card))

    def iter_after_capture(self, offered: int, with_card: int) -> Iterator[tuple[float, int]]:
        """`after_capture_appraisals`, one discard at a time."""
        c = list(self.hand)
        c[with_card] -= 1
        faces = legal_discard_faces(self.profile, self.holding, self.record, (offered, with_card))
        return self._appraisals(c, (offered, with_card), faces, part_of(with_card))

    def after_chiu_appraisals(self, face: int) -> list[tuple[float, int]]:
        c = list(self.hand)
        c[face] -= 3
        # a chíu bars no discard: the record before it serves (legal_discard_faces reads no chíu)
        faces = legal_discard_faces(self.profile, after_chiu(self.holding, face), self.record)
        return list(self._appraisals(c, (face,) * 4, faces, part_of(face)))

    def _appraisals(self, c, group, faces: list[int], part: int) -> Iterator[tuple[float, int]]:
        """(appraisal, face) of each candidate discard of the 20 cards `c` (which differ from the hand
        in `part`): `appraise(c less the discard, group, {part, the discard's part})`, the part of
        `c` found once for the discards elsewhere."""
        kept = self._part(c, part)
        for f in self.discard_candidates(c, faces):
            c[f] -= 1
            other = part_of(f)
            new = {p: kept if p != other else self._part(c, p) for p in {part, other}}
            value = self._value(c, group, new)
            c[f] += 1
            yield value, f

    def best_discard(self, appraisals: list[tuple[float, int]], bonus: float = 0.0) -> float:
        """The best of (appraisal − the feed of the discard) + `bonus`, or −100 with no discard. A
        feed only lowers a value, so it is counted only for appraisals that could still be best."""
        if not appraisals:
            return -100.0
        best = -math.inf
        for a, f in sorted(appraisals, key=lambda af: -af[0]):
            if a <= best:
                break
            best = max(best, a - W_FEED * self.feed(f))
        return best + bonus if bonus else best


# ============================================================================ 4. players


def safe_actions(deal: Deal, seat: int) -> list[Action]:
    """The legal actions that commit no error of either profile. In basic mode that is every legal
    action; advanced mode (option.advanced) also lists errors, which are left out here."""
    actions = deal.legal_actions()
    if not deal.advanced:
        return actions
    keep = [a for a in actions if not is_error(deal, seat, a)]
    return keep or actions


def is_error(deal: Deal, seat: int, action: Action) -> bool:
    """Whether `action` breaks a rule of the profile (or leaves no legal discard after it)."""
    profile, holding, record = deal.profile, deal.holding(seat), deal.records[seat]
    card, offered = action.card, deal.card
    if action.kind == "discard":
        assert card is not None  # a discard names its card
        return not judge_discard(profile, holding, record, card).legal
    if action.kind == "capture":
        assert card is not None and offered is not None  # a capture takes the offered card with a hand card
        if not judge_capture(profile, holding, record, offered, card, deal.source).legal:
            return True
        later = record.copy()
        later.capture(offered, card)
        return not legal_discard_faces(profile, after_capture(holding, offered, card), later)
    if action.kind == "chiu":
        assert offered is not None  # a chíu takes the offered card
        return not (
            judge_chiu(profile, holding, record, offered, deal.source).legal
            and _discard_after_chiu(profile, holding, record, offered)
        )
    return False


class HeuristicPlayer:
    """Plays by the appraisal of its holding: towards six chắn (bạch thủ when its wait pays more),
    counting every card it has seen, capturing when the holding after the best discard is worth
    more, keeping the next player unfed, discarding dead cards first, never committing an error
    and taking a chíu when it helps. `detailed=False` is the lighter rollout version."""

    name = "heuristic"

    def __init__(self, seed: int | None = None, detailed: bool = True):
        self.rng = random.Random(seed)
        self.detailed = detailed

    def choose(self, deal: Deal, seat: int) -> Action:
        actions = safe_actions(deal, seat)
        if len(actions) == 1:
            return actions[0]
        if self.detailed:
            return self.rank(deal, seat, actions)[0][1]
        return self._best(deal, seat, self._candidates(deal, seat, actions))

    def rank(self, deal: Deal, seat: int, actions: list[Action] | None = None) -> list[tuple[float, Action]]:
        """(value, action) for each action, best first."""
        actions = self._candidates(deal, seat, safe_actions(deal, seat) if actions is None else actions)
        view = view_of(deal, seat) if self.detailed else None
        pos = Position(deal, seat, view)
        scored = [(self.value(deal, pos, a) + self.rng.random() * 1e-3, a) for a in actions]
        scored.sort(key=lambda va: -va[0])
        return scored

    def _candidates(self, deal: Deal, seat: int, actions: list[Action]) -> list[Action]:
        if not self.detailed and deal.phase == "discard":  # the light version keeps its chắn whole
            hand = deal.hands[seat]
            return [a for a in actions if a.card is not None and hand[a.card] & 1] or actions
        return actions

    def _best(self, deal: Deal, seat: int, actions: list[Action]) -> Action:
        """`rank(deal, seat, actions)[0][1]` — the same values, the same random draws — found with
        less work (the rollouts' policy). A discard's feed only lowers its appraisal, so it is
        counted only for an option that could still be the best; a capture is the best of its
        discards, so they are appraised one at a time, and once the last capture leads, the rest
        cannot change the choice."""
        pos = Position(deal, seat, view_of(deal, seat) if self.detailed else None)
        draw = self.rng.random
        noise = [draw() * 1e-3 for _ in actions]
        if deal.phase == "discard":
            faces = [a.card for a in actions if a.card is not None]  # a discard names its card
            c = list(pos.hand)
            bounds = []
            for f in faces:
                c[f] -= 1
                bounds.append(pos.appraise(c, None, (part_of(f),)))
                c[f] += 1
            return actions[_lazy_argmax(bounds, noise, lambda i: bounds[i] - W_FEED * pos.feed(faces[i]))]
        lead = _Lead()
        captures = []
        for i, a in enumerate(actions):
            if a.kind == "capture":
                captures.append(i)
            else:
                lead.offer(self.value(deal, pos, a) + noise[i], i)
        offered = deal.card
        for i in captures:
            with_card = actions[i].card
            assert with_card is not None and offered is not None  # a capture takes the card in play
            discards = 0
            for appraisal, f in pos.iter_after_capture(offered, with_card):
                discards += 1
                if lead.beaten_by(appraisal + noise[i], i):
                    lead.offer((appraisal - W_FEED * pos.feed(f)) + noise[i], i)
                    if lead.index == i == captures[-1]:
                        break
            if not discards:  # no legal discard after it: after_capture_value's −100
                lead.offer(-100.0 + noise[i], i)
        return actions[lead.index]

    def takes_win(self, deal: Deal, seat: int) -> bool:
        """Whether `choose` would take the win on offer to `seat` now, found without appraising the
        other options and drawing the same random numbers: a win is valued ±1000
        (`_worth_winning`), beyond any value of a holding, so it is chosen exactly when it is worth it."""
        actions = safe_actions(deal, seat)
        if len(actions) == 1:
            return actions[0].kind == "win"
        for _ in actions:
            self.rng.random()
        return self._worth_winning(deal)

    def value(self, deal: Deal, pos: Position, action: Action) -> float:
        kind = action.kind
        if kind == "win":
            return 1000.0 if self._worth_winning(deal) else -1000.0
        card, offered = action.card, deal.card
        if kind == "discard":
            assert card is not None
            return pos.discard_value(card)
        if kind == "capture":
            assert card is not None and offered is not None
            return pos.after_capture_value(offered, card)
        if kind == "chiu":
            assert offered is not None
            return pos.after_chiu_value(offered)
        return self._pass_value(deal, pos)

    def _pass_value(self, deal: Deal, pos: Position) -> float:
        value = pos.appraise(pos.hand)
        if deal.phase == "claim" or deal.card is None:
            return value
        card = deal.card
        if pos.hand[card] == 1 and CAPTURE_ACTIONS[pos.seat][card] in deal.legal_actions():
            value -= W_DECLINE  # declining a chắn (capture.declined_chan, error.B7, error.B10)
        if deal.card_source == "stock" and deal.card_from == pos.seat and not deal.passed_by_revealer:
            value -= W_FEED * pos.feed(card, (pos.seat + 1) % SEATS)  # the next player may take it (turn.pass_on)
        else:
            value += W_TEMPO  # passing turns up a stock card of one's own (turn.draw)
        return value

    @staticmethod
    def _worth_winning(deal: Deal) -> bool:
        """Always, except under 4-11 below four points (option.four_eleven)."""
        if not deal.options.four_eleven:
            return True
        result = deal.win_score()  # every event counted (chì, địa ù, thông, bòn …), as the settlement does
        return result is None or result.total >= 4


class _Lead:
    """The best (value, option index) so far, the first of equal values winning (as a stable sort
    of the values would rank them)."""

    def __init__(self) -> None:
        self.value, self.index = -math.inf, -1

    def beaten_by(self, value: float, index: int) -> bool:
        return value > self.value or (value == self.value and index < self.index)

    def offer(self, value: float, index: int) -> None:
        if self.beaten_by(value, index):
            self.value, self.index = value, index


def _lazy_argmax(bounds: list[float], noise: list[float], exact) -> int:
    """The index of the greatest `exact(i) + noise[i]`, the first of equals (as a stable sort would
    rank them), where `exact(i) <= bounds[i]`: options are valued exactly in the order of their
    bounds, and only while one could still be the greatest."""
    tops = [b + z for b, z in zip(bounds, noise, strict=True)]
    lead = _Lead()
    for i in sorted(range(len(tops)), key=tops.__getitem__, reverse=True):  # stable: equals by index
        if not lead.beaten_by(tops[i], i):
            break  # neither this option nor any after it can beat the lead
        lead.offer(exact(i) + noise[i], i)
    return lead.index


def fast_player(seed: int | None = None) -> HeuristicPlayer:
    """The player used inside rollouts: the heuristic without the log-derived hand proofs, which
    also never considers breaking a chắn to discard (cheaper, and nearly always right)."""
    return HeuristicPlayer(seed, detailed=False)


# ---------------------------------------------------------------------------- search


@dataclass
class Estimate:
    """What the search found for one action: mean settlement of the seat over `n` sampled deals."""

    action: Action
    prior: float  # the heuristic's value
    results: list[float] = field(default_factory=list)

    @property
    def n(self) -> int:
        return len(self.results)

    @property
    def mean(self) -> float:
        return sum(self.results) / len(self.results) if self.results else 0.0

    @property
    def se(self) -> float:
        n = len(self.results)
        if n < 2:
            return 0.0
        m = self.mean
        return math.sqrt(sum((x - m) ** 2 for x in self.results) / (n - 1) / n)


def rollout(world: Deal, players, seed: int) -> None:
    """Play `world` to its end with `players` (reseeded, so every candidate meets the same luck)."""
    for s, p in enumerate(players):
        p.rng.seed(seed * SEATS + s)
    steps = 0
    while not world.ended and steps < MAX_STEPS:
        s = world.to_act
        world.act(players[s].choose(world, s))
        steps += 1


def rollout_value(world: Deal, action: Action, players, seat: int, seed: int) -> float:
    """`seat`'s expected settlement when `action` is taken in `world` and `players` play on.

    Lower variance than one playout: at each stock reveal, the wins the remaining stock cards
    would give (win.who, claim.priority) are averaged in exactly, and the playout continues on a
    card that gives none, weighted by the chance that no win came (a conditional expectation over
    the stock order). Once that weight falls below SMOOTH_UNTIL the playout goes on as dealt, so it
    stays short; both parts are unbiased."""
    for s, p in enumerate(players):
        p.rng.seed(seed * SEATS + s)
    luck = random.Random(seed)
    weight, value, steps = 1.0, 0.0, 0
    while not world.ended and steps < MAX_STEPS:
        if steps:
            action = players[world.to_act].choose(world, world.to_act)
        if weight > SMOOTH_UNTIL and world.stock_left and _reveals(world, action):
            world.pass_before_stock(action)
            chance, expected, safe = _stock_wins(world, players, seat)
            value += weight * chance * expected
            weight *= 1.0 - chance
            if not safe:
                return value
            pick_at = luck.choice(safe)
            stock = world.stock
            stock[world.stock_pos], stock[pick_at] = stock[pick_at], stock[world.stock_pos]
            world.turn_up_stock()
        else:
            world.act(action)
        steps += 1
    return value + weight * (world.outcome.settlement[seat] if world.outcome else 0)


def _reveals(world: Deal, action: Action) -> bool:
    """Whether `action` makes the engine turn up a stock card next (turn.draw)."""
    if world.phase != "respond" or action.kind != "pass":
        return False
    return not (world.card_source == "stock" and action.seat == world.card_from and not world.passed_by_revealer)


def _stock_wins(world: Deal, players, seat: int) -> tuple[float, float, list[int]]:
    """For the stock card about to be turned up (`world` is between `Deal.pass_before_stock` and
    `Deal.turn_up_stock`): the chance it is won, `seat`'s mean settlement over those wins, and the
    stock positions of the cards nobody wins on."""
    pos = world.stock_pos
    rest = world.stock[pos:]
    waits: set[int] = set()
    for s in range(SEATS):
        if not world.dead[s]:
            waits.update(world.waits(s))
    outcome = {}
    for f in set(rest) & waits:
        if world.options.four_eleven:  # the claimant may rather not win: its player decides on the real state
            outcome[f] = world.on_stock_card(f, lambda trial: _win_on(trial, players, seat))
        else:
            win = world.stock_card_win(f)
            outcome[f] = None if win is None else win[1][seat]
    if all(w is None for w in outcome.values()):
        return 0.0, 0.0, list(range(pos, len(world.stock)))
    safe = [pos + i for i, f in enumerate(rest) if outcome.get(f) is None]
    won = [w for f in rest if (w := outcome.get(f)) is not None]
    return len(won) / len(rest), sum(won) / len(won), safe


def _win_on(trial: Deal, players, seat: int) -> float | None:
    """`seat`'s settlement if the first claimant on the stock card just turned up wins on it, or
    None when nobody takes a win on it."""
    if trial.phase != "claim" or trial.claims[0][1] not in ("win", "chiu_win"):
        return None
    claimant = trial.to_act
    if trial.options.four_eleven and not players[claimant].takes_win(trial, claimant):
        return None  # 4-11 is the only case where a player may rather not win
    settlement = trial.win_settlement()
    assert settlement is not None  # a win is on offer
    return settlement[seat]


def estimate(
    deal: Deal,
    seat: int,
    actions: list[Action],
    rng: random.Random,
    *,
    samples: int | None = None,
    budget_s: float | None = None,
    priors: dict | None = None,
    halve: bool = False,
    keep: Action | None = None,
    clock=time.thread_time,
) -> list[Estimate]:
    """Expected settlement of each action for `seat`: sample a deal consistent with its view, play
    each action in it and the rest out with fast heuristic players (the same sampled deal and the
    same luck for every action), and repeat — `samples` times, or while `budget_s` seconds of CPU
    time last (complete rounds only, at least one).

    With `halve` (sequential halving), the work is split into stages; after each stage the worse
    half of the actions (by mean, `keep` excepted) is dropped, so the contenders get more samples.
    `samples` then counts the sampled deals of each stage."""
    start = clock()
    view = view_of(deal, seat)
    players = [fast_player() for _ in range(SEATS)]
    ests = [Estimate(a, (priors or {}).get(a, 0.0)) for a in actions]
    alive = list(ests)
    stages = max(1, math.ceil(math.log2(len(alive)))) if halve else 1
    spent, rollouts = 0.0, 0
    for stage in range(stages):
        stage_end = None if budget_s is None else start + budget_s * (stage + 1) / stages
        done = 0
        while samples is None or done < samples:
            if (
                stage_end is not None
                and (done or alive[0].n)
                and rollouts
                and clock() + spent / rollouts * len(alive) > stage_end
            ):
                break
            begin = clock()
            results = _play_world(
                deal,
                seat,
                alive,
                rng,
                view,
                players,
                None if budget_s is None or not alive[0].n else start + budget_s,
                clock,
            )
            spent += clock() - begin
            rollouts += len(results)
            if len(results) < len(alive):
                return ests  # out of time in the middle of a sampled deal: keep complete ones only
            for e, r in zip(alive, results, strict=True):
                e.results.append(r)
            done += 1
        if stage < stages - 1 and len(alive) > 2:
            alive.sort(key=lambda e: (-e.mean, -e.prior))
            alive = alive[: math.ceil(len(alive) / 2)] + [
                e for e in alive[math.ceil(len(alive) / 2) :] if e.action == keep
            ]
    return ests


def _play_world(
    deal: Deal,
    seat: int,
    alive: list[Estimate],
    rng: random.Random,
    view: SeatView,
    players,
    deadline: float | None,
    clock,
) -> list[float]:
    """One sampled deal: the seat's settlement after each alive action (fewer if time runs out)."""
    world = sample_world(deal, seat, rng, view)
    luck = rng.getrandbits(30)
    results = []
    for e in alive:
        results.append(rollout_value(world.clone(), e.action, players, seat, luck))
        if deadline is not None and clock() > deadline:
            break
    return results


def pick(ests: list[Estimate], default: Action, z: float = 1.0) -> Action:
    """Among the actions sampled most (the survivors of halving): the best mean, unless it beats
    `default` (the heuristic's choice) by less than `z` standard errors of the paired difference —
    noise should not overturn a sound heuristic."""
    most = max(e.n for e in ests)
    alive = [e for e in ests if e.n == most]
    best = max(alive, key=lambda e: (e.mean, e.prior))
    base = next((e for e in alive if e.action == default), None)
    if base is None or base is best or base.n < 2:
        return best.action
    diffs = [x - y for x, y in zip(best.results, base.results, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    return best.action if mean > z * sd / math.sqrt(n) else default


class SearchPlayer:
    """At each decision with a choice: ranks the options with the heuristic, keeps the best `top`,
    and estimates each by determinized rollouts (see `estimate`) within `budget_ms` of CPU time on
    this thread — or over exactly `samples` sampled deals when that is given (deterministic)."""

    name = "search"

    def __init__(
        self,
        seed: int | None = None,
        budget_ms: float = 200.0,
        samples: int | None = None,
        top: int = 6,
        z: float = 1.0,
        halve: bool = True,
    ):
        self.rng = random.Random(seed)
        self.heuristic = HeuristicPlayer(seed)
        self.budget_ms, self.samples, self.top, self.z, self.halve = budget_ms, samples, top, z, halve
        self.times: list[float] = []  # CPU seconds of each decision that searched
        self.rounds: list[int] = []  # sampled deals of each such decision

    def choose(self, deal: Deal, seat: int) -> Action:
        start = time.thread_time()
        actions = safe_actions(deal, seat)
        if len(actions) == 1:
            return actions[0]
        ranked = self.heuristic.rank(deal, seat, actions)
        if ranked[0][1].kind == "win" and ranked[0][0] > 0:
            return ranked[0][1]  # a win is never worse than playing on
        candidates = [a for _, a in ranked[: self.top]]
        budget = None
        if self.samples is None:
            budget = max(0.0, self.budget_ms / 1000.0 * 0.97 - (time.thread_time() - start))
        ests = estimate(
            deal,
            seat,
            candidates,
            self.rng,
            samples=self.samples,
            budget_s=budget,
            priors={a: v for v, a in ranked},
            halve=self.halve,
            keep=ranked[0][1],
        )
        choice = pick(ests, ranked[0][1], self.z)
        self.times.append(time.thread_time() - start)
        self.rounds.append(max(e.n for e in ests))
        return choice


# ---------------------------------------------------------------------------- registry

DEEP_BUDGET_MS = 1000.0  # the "deep" level: the search player with five times the time


def deep_player(seed: int | None = None) -> SearchPlayer:
    """The search player with a 1-second budget per decision (the play page's top level)."""
    return SearchPlayer(seed, budget_ms=DEEP_BUDGET_MS)


PLAYERS = {
    "random": RandomBot,
    "rules": RuleBot,
    "heuristic": HeuristicPlayer,
    "search": SearchPlayer,
    "deep": deep_player,
}
# difficulty levels for the play page: (player kind, English, Vietnamese)
LEVELS = (
    ("random", "Beginner: random legal moves", "Mới chơi: đánh ngẫu nhiên đúng luật"),
    ("rules", "Easy: simple rules", "Dễ: vài nguyên tắc đơn giản"),
    ("heuristic", "Medium: heuristic player", "Vừa: máy tính toán theo kinh nghiệm"),
    ("search", "Hard: search player", "Khó: máy mô phỏng trước các nước"),
    ("deep", "Expert: deep search (about 1 s a move)", "Rất khó: mô phỏng sâu (khoảng 1 giây mỗi nước)"),
)


def make_player(kind: str, seed: int | None = None, budget_ms: float | None = None, samples: int | None = None):
    """A player by kind ("random", "rules", "heuristic", "search", "deep"); `budget_ms` and
    `samples` set a search player's work (default 200 ms; "deep": 1000 ms)."""
    if kind not in PLAYERS:
        raise ValueError(f"unknown player kind {kind!r}; use one of {', '.join(PLAYERS)}")
    if kind in ("search", "deep"):
        default = DEEP_BUDGET_MS if kind == "deep" else 200.0
        return SearchPlayer(seed, budget_ms=default if budget_ms is None else budget_ms, samples=samples)
    return PLAYERS[kind](seed)


__all__ = [
    "SeatView",
    "view_of",
    "hand_limits",
    "sample_hidden",
    "sample_world",
    "rebuild_history",
    "claims_after",
    "SamplingError",
    "Position",
    "safe_actions",
    "is_error",
    "HeuristicPlayer",
    "SearchPlayer",
    "deep_player",
    "DEEP_BUDGET_MS",
    "fast_player",
    "Estimate",
    "estimate",
    "rollout",
    "pick",
    "PLAYERS",
    "LEVELS",
    "make_player",
]
