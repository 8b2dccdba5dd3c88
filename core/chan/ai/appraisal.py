"""Appraisal: a fast value of a 19-card holding (towards six chắn, loose ends, live copies, a ready
hand's waits times what each win would score) and the safety of a discard (what it feeds)."""

from __future__ import annotations

from collections.abc import Iterator

from ..analysis import BA_DAU, BACH_THU, CA, CHAN, MIN_CHAN
from ..cards import CC, COPIES, FACES, LEO, RANK_OF, RED_FACES, TOM
from ..deal import SEATS, Deal
from ..holding import HALF, Holding
from ..legality import (
    PlayerRecord,
    after_chiu,
    legal_discard_faces,
)
from ..profiles import XUONG_POINTS
from .view import PARTNERS, RANK_FACES, SeatView

W_DIST = 20.0  # one capture-and-discard cycle still needed before the hand is ready
W_CHAN = 0.3  # per live copy that would pair a loose card as a chắn (a dead card has none)
W_CA = 0.0  # per live copy that would pair it as a cạ (tuning found no gain from it)
W_BADAU = 0.3  # per live copy of a ba đầu face (a chắn and a cạ at once)
W_END = 3.0  # per loose end: fewer, better-paired loose cards at the same distance
W_CONV = 0.0  # per live copy turning a concealed cạ into a chắn, while short of five chắn
W_READY = 1.2  # per unseen winning copy times the points that win would score
READY_BASE = 2.0
W_DECLINE = 1.5  # declining a chắn restricts later discards and captures
W_TEMPO = 2.0  # passing an offered card turns up a stock card: another chance to pair a loose card
CHIU_BONUS = 1.0  # có chíu scores a dịch in the traditional profile; chíu also gains tempo


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
        holding = deal.hand_of(seat)
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
            value = self.appraise(c, group, parts)
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
        return self.appraise(c, None, (part_of(face),))

    def after_capture_value(self, offered: int, with_card: int) -> float:
        """The value of the holding after capturing `offered` with `with_card` and the best discard."""
        return self.best_discard(self.after_capture_appraisals(offered, with_card))

    def after_chiu_value(self, face: int) -> float:
        """The value of the holding after a chíu of `face` and the best discard."""
        return self.best_discard(self.after_chiu_appraisals(face), CHIU_BONUS)

    def after_capture_appraisals(self, offered: int, with_card: int) -> list[tuple[float, int]]:
        """(appraisal, face) of each candidate discard after the capture."""
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
        """The best appraisal + `bonus`, or −100 with no discard."""
        if not appraisals:
            return -100.0
        best = max(a for a, _ in appraisals)
        return best + bonus if bonus else best
