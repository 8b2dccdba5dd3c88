"""The Sichuan coach's search: what a seat may know, a sampler of the hidden tiles, a light playout
policy, and the estimate of every option on the same sampled worlds.

    from core.sichuan.search import estimate
    for e in estimate(deal, seat, deal.legal_actions(), random.Random(0), samples=20):
        print(e.action, e.mean, e.se)

Pieces, in the order of this file:

1. **The view** (`view_of`): everything `seat` may know — its own tiles, every exposed meld, the
   discards, the winners' hands, each seat's declared missing suit, hand sizes, the wall count, the
   number (not the kind) of each other seat's concealed kongs, and the answers already given to the
   tile in play. It also records what the public play proves: a seat whose last discard was not of
   its missing suit holds none of that suit (sc.missing.discard_first: it would have had to go
   first, and every later draw is followed by a discard — not yet for the seat that has just
   drawn), and a seat that declared a pung or kong on the tile in play holds two or three copies
   of it. A win declared on it before the seat's turn
   to answer is taken as declared; the declarer's sampled hand is not made to fit it (so its score,
   paid by the discarder, is approximate). Other evidence — passes, what a seat discarded rather
   than kept — is not used.
2. **The sampler** (`sample_world`): the tiles the seat cannot see, shuffled and dealt to the other
   hands (the seats proven clean of their missing suit from the other suits only), to the other
   seats' concealed kongs (a kind with four hidden copies) and to the wall. It returns a whole `Deal`
   built from the view alone: nothing of the real deal that the seat could not see is read. The
   clean seats are dealt first; when that gets stuck (a tight end of the wall), the tiles go one by
   one to a place drawn in proportion to its free space among those that keep the rest dealable (a
   check over the three suits), so a deal that fits is always found. The draw is close to (not
   exactly) uniform over the deals that fit.
3. **The policy** (`FastPlayer`): a light player for the playouts, a few shanten look-ups a turn
   (memoised by hand): win whenever it can; the missing suit first; otherwise keep the drawn tile's
   best distance to ready, trying the least connected tiles first; pung or kong when it brings the
   hand closer to ready. Past its `freeze` wall count it stops improving: it discards what it draws
   (the missing suit first), wins when it can and claims nothing else.
4. **The estimate** (`estimate`): for each sampled world, every option is played in a copy of it
   and the deal is played out by four `FastPlayer`s (common random numbers: the same hidden tiles,
   the same wall order, a deterministic policy). The value is the seat's settlement at the end of
   the deal (sc.objective.settle, S6), the end-of-wall settlement S7 included: a flower pig pays
   32 to every other player, an unready hand refunds its kong money and pays every ready one.

The approximation is the playout policy, documented above: the values are exact expectations of
the settlement when everybody plays as `FastPlayer` from here (frozen after `HORIZON` draws), over
hidden tiles sampled as in 2. With `samples` the answer is deterministic for a seed; with a time
budget the number of samples depends on the speed of the machine.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from functools import lru_cache

from ..common import verdict as common
from .actions import ADDED_KONG, CONCEALED_KONG, DECLARE, DISCARD, KONG, PASS, PUNG, WIN, Action
from .bots import suit_keep_value
from .deal import CLAIM, DECLARE_PHASE, ROB, SEATS, TURN, WALL_EMPTY, Deal, MeldRecord, Seat
from .hand import CONCEALED_KONG as MELD_CONCEALED, PUNG as MELD_PUNG
from .shapes import is_win_shape, shanten
from .tiles import COPIES, KINDS, SUIT_OF, WALL_SIZE

HORIZON = 24  # wall draws played by the improving policy; after that the players stop improving
MAX_STEPS = 1000  # a deal takes well under 300 actions; a guard against a runaway playout


class SamplingError(RuntimeError):
    """No deal of the hidden tiles fits the view (never expected: the real deal always fits)."""


# ============================================================================ 1. the view


@dataclass(frozen=True)
class SeatView:
    """Everything `seat` may know at this moment (nothing else of the deal is read by the sampler)."""

    seat: int
    hidden: tuple[int, ...]  # the physical tiles the seat cannot see, sorted
    hand_sizes: tuple[int, ...]  # concealed tiles of every seat (anyone can count them)
    clean: tuple[bool, ...]  # per seat: proven to hold no tile of its missing suit
    hidden_kongs: tuple[int, ...]  # per seat: concealed kongs whose kind the seat cannot see
    claimed: tuple[tuple[int, int], ...] = ()  # (seat, copies it must hold): a pung (2) or kong (3) declared


def last_discards(deal: Deal) -> list[int | None]:
    """Per seat, the kind of its last discard (None: none yet), from the deal's public actions."""
    out: list[int | None] = [None] * SEATS
    for action in deal.actions:
        if action.kind == DISCARD:
            out[action.seat] = action.tile
    return out


def view_of(deal: Deal, seat: int) -> SeatView:
    """What `seat` can know now (see the module's docstring)."""
    visible: set[int] = set()
    hidden_kongs = [0] * SEATS
    for s, p in enumerate(deal.seats):
        visible.update(p.discards)
        for m in p.melds:
            if s != seat and m.kind == MELD_CONCEALED:
                hidden_kongs[s] += 1
            else:
                visible.update(m.copies)
        if s == seat or p.won is not None:
            visible.update(p.hand)
        if p.won_tile is not None:
            visible.add(p.won_tile)
    hidden = tuple(t for t in range(WALL_SIZE) if t not in visible)
    sizes = tuple(len(p.hand) for p in deal.seats)
    last = last_discards(deal)
    drawing = _between_draw_and_discard(deal)
    clean = tuple(
        s == seat
        or p.won is not None
        or (s != drawing and p.missing is not None and (k := last[s]) is not None and SUIT_OF[k] != p.missing)
        for s, p in enumerate(deal.seats)
    )
    others = sum(sizes[s] for s in range(SEATS) if s != seat and deal.seats[s].won is None)
    if len(hidden) != others + COPIES * sum(hidden_kongs) + deal.wall_left:
        raise SamplingError("the hidden tiles do not add up to the hands and the wall")
    answers = deal.answers if deal.phase == CLAIM else {}  # the answers to the tile in play
    claimed = tuple((s, 2 if kind == PUNG else 3) for s, kind in answers.items() if kind in (PUNG, KONG) and s != seat)
    return SeatView(seat, hidden, sizes, clean, tuple(hidden_kongs), claimed)


def _between_draw_and_discard(deal: Deal) -> int | None:
    """The seat that has drawn since its last discard (its last discard proves nothing now), if any:
    the seat to play its turn, or the one whose added kong is waiting to be robbed."""
    if deal.phase == TURN:
        return deal.to_act
    if deal.phase == ROB:
        return deal.claim_from
    return None


# ============================================================================ 2. the sampler


def sample_world(deal: Deal, seat: int, rng: random.Random, view: SeatView | None = None, attempts: int = 50) -> Deal:
    """A deal consistent with what `seat` sees, its hidden tiles dealt at random (see the module)."""
    view = view or view_of(deal, seat)
    for _ in range(attempts):
        world = _try_world(deal, view, rng)
        if world is not None:
            return world
    raise SamplingError("no deal of the hidden tiles fits what this seat has seen")


def _try_world(deal: Deal, view: SeatView, rng: random.Random) -> Deal | None:
    pool = list(view.hidden)
    rng.shuffle(pool)
    seat = view.seat
    hands: dict[int, list[int]] = {}
    kongs: dict[int, list[MeldRecord]] = {}
    others = [s for s in range(SEATS) if s != seat and deal.seats[s].won is None]
    for s in range(SEATS):  # concealed kongs of the others: a kind with four hidden copies
        if s == seat or not view.hidden_kongs[s]:
            continue
        missing = deal.seats[s].missing
        kongs[s] = []
        for _ in range(view.hidden_kongs[s]):
            held = [0] * KINDS
            for t in pool:
                held[t >> 2] += 1
            kinds = [k for k in range(KINDS) if held[k] == COPIES and SUIT_OF[k] != missing]
            if not kinds:
                return None
            kind = rng.choice(kinds)
            copies = [t for t in pool if t >> 2 == kind]
            pool = [t for t in pool if t >> 2 != kind]
            kongs[s].append(MeldRecord(MELD_CONCEALED, kind, copies))
    for s, need in view.claimed:  # a pung or kong already declared on the tile in play
        assert deal.claim_tile is not None
        taken = [t for t in pool if t >> 2 == deal.claim_tile >> 2][:need]
        if len(taken) < need:
            return None
        hands[s] = taken
        pool = [t for t in pool if t not in taken]
    # the rest go to the other hands and the wall; a clean seat takes no tile of its missing suit
    sinks = [s for s in others] + [WALL_SINK]
    space = [view.hand_sizes[s] - len(hands.get(s, ())) for s in others] + [deal.wall_left]
    if sum(space) != len(pool) or min(space) < 0:
        return None
    refused = [deal.seats[s].missing if view.clean[s] else None for s in others] + [None]
    placed = _deal_in_turn(pool, space, refused) or _deal_out(pool, space, refused, rng)
    if placed is None:
        return None
    for sink, tiles in zip(sinks, placed, strict=True):
        if sink != WALL_SINK:
            hands[sink] = hands.get(sink, []) + tiles
    return _build(deal, view, hands, kongs, placed[-1])


WALL_SINK = -1


def _deal_in_turn(pool: list[int], space: list[int], refused: list[int | None]) -> list[list[int]] | None:
    """The quick way, enough nearly always: the places that refuse a suit take their tiles first,
    each the first ones of the shuffled pool it accepts, the others what is left; None if stuck."""
    placed: list[list[int]] = [[] for _ in space]
    for i in sorted(range(len(space)), key=lambda i: refused[i] is None):
        taken = [t for t in pool if SUIT_OF[t >> 2] != refused[i]][: space[i]]
        if len(taken) < space[i]:
            return None
        chosen = set(taken)
        placed[i] = taken
        pool = [t for t in pool if t not in chosen]
    return placed


def _deal_out(pool: list[int], space: list[int], refused: list[int | None], rng: random.Random):
    """The shuffled `pool` dealt into places of the given sizes, place i taking no tile of suit
    `refused[i]`; None when no such deal exists (the careful way, for tight ends of the wall).
    Each tile goes to a place drawn in proportion to
    its free space among those that keep the rest dealable (Hall's condition over the three suits)."""
    left = [0] * 3
    for t in pool:
        left[SUIT_OF[t >> 2]] += 1
    free = list(space)

    def dealable() -> bool:  # every set of suits fits in the places that take one of them
        for mask in range(1, 8):
            tiles = sum(left[u] for u in range(3) if mask >> u & 1)
            room = sum(f for f, r in zip(free, refused, strict=True) if mask & ~(1 << r if r is not None else 0) & 7)
            if tiles > room:
                return False
        return True

    if not dealable():
        return None
    placed: list[list[int]] = [[] for _ in space]
    for t in pool:
        suit = SUIT_OF[t >> 2]
        left[suit] -= 1
        options = [i for i, (f, r) in enumerate(zip(free, refused, strict=True)) if f and r != suit]
        while options:
            i = rng.choices(options, weights=[free[j] for j in options])[0]
            free[i] -= 1
            if dealable():
                placed[i].append(t)
                break
            free[i] += 1
            options.remove(i)
        else:
            return None  # unreachable while the start was dealable
    return placed


def _build(deal: Deal, view: SeatView, hands, kongs, wall: list[int]) -> Deal:
    """A Deal from the public state of `deal`, the seat's own tiles and the sampled hidden ones."""
    world = Deal.__new__(Deal)
    world.seed, world.dealer = None, deal.dealer
    world.wall = [-1] * WALL_SIZE  # tiles already drawn are nowhere in it
    world.wall[deal.front : deal.back] = wall
    world.front, world.back = deal.front, deal.back
    world.seats = []
    for s, p in enumerate(deal.seats):
        own = s == view.seat or p.won is not None
        melds = []
        hidden = iter(kongs.get(s, ()))
        for m in p.melds:
            if own or m.kind != MELD_CONCEALED:
                melds.append(MeldRecord(m.kind, m.tile, list(m.copies), m.supplier, m.added))
            else:
                melds.append(next(hidden))
        hand = list(p.hand) if own else list(hands[s])
        world.seats.append(Seat(hand, melds, list(p.discards), p.missing, p.won, p.won_tile))
    world.phase, world.to_act = deal.phase, deal.to_act
    world.actions, world.log = [], []
    world.payments, world.wins, world.kongs = list(deal.payments), list(deal.wins), list(deal.kongs)
    world.end_reason, world.ready_values = deal.end_reason, {}
    world.after_claim, world.after_kong, world.drew_last = deal.after_claim, deal.after_kong, deal.drew_last
    world.claim_tile, world.claim_from, world.claim_last = deal.claim_tile, deal.claim_from, deal.claim_last
    world.answers = dict(deal.answers)
    world.pending = []
    if deal.phase in (CLAIM, ROB):  # who is still to answer follows from the sampled hands
        assert deal.claim_tile is not None and deal.claim_from is not None
        order = [(deal.claim_from + i) % SEATS for i in range(1, SEATS)]
        after = order[order.index(view.seat) + 1 :]
        kind, robbing = deal.claim_tile >> 2, deal.phase == ROB
        world.pending = [view.seat] + [s for s in after if world.active(s) and world._claim_options(s, kind, robbing)]
    return world


def fork(world: Deal) -> Deal:
    """An independent copy of a sampled world (to play one option in)."""
    copy = Deal.__new__(Deal)
    copy.__dict__.update(world.__dict__)
    copy.seats = [
        Seat(
            list(p.hand),
            [MeldRecord(m.kind, m.tile, list(m.copies), m.supplier, m.added) for m in p.melds],
            list(p.discards),
            p.missing,
            p.won,
            p.won_tile,
        )
        for p in world.seats
    ]
    copy.wall = world.wall  # read only: draws move front and back
    copy.actions, copy.log = [], []
    copy.payments, copy.wins, copy.kongs = list(world.payments), list(world.wins), list(world.kongs)
    copy.ready_values, copy.pending, copy.answers = {}, list(world.pending), dict(world.answers)
    return copy


# ============================================================================ 3. the policy


@lru_cache(maxsize=1 << 17)
def _shanten(key: bytes, melds: int, missing: int | None) -> int:
    return shanten(key, melds, missing)


def distance(counts: list[int], melds: int, missing: int | None) -> int:
    """`shapes.shanten` of the counts, memoised by hand."""
    return _shanten(bytes(counts), melds, missing)


def _connection(counts: list[int], kind: int) -> float:
    """How well a tile is tied to the hand: copies, neighbours within two ranks; terminals less."""
    suit, rank = SUIT_OF[kind], kind % 9
    near = sum(
        counts[j] * (2 if abs(j - kind) == 1 else 1)
        for j in range(max(0, kind - 2), min(KINDS, kind + 3))
        if j != kind and SUIT_OF[j] == suit
    )
    return 3 * (counts[kind] - 1) + near + (0 if rank in (0, 8) else 0.5)


class FastPlayer:
    """The playouts' light player (see the module's docstring). `freeze`: the wall count at or
    below which it stops improving its hand."""

    name = "fast"

    def __init__(self, freeze: int = 0):
        self.freeze = freeze

    def choose(self, deal: Deal, seat: int) -> Action:
        phase = deal.phase
        if phase == DECLARE_PHASE:
            counts = deal.seats[seat].counts()
            return Action(DECLARE, seat, suit=min(range(3), key=lambda s: (suit_keep_value(counts, s), s)))
        if phase == TURN:
            return self._turn(deal, seat)
        return self._claim(deal, seat)

    def _turn(self, deal: Deal, seat: int) -> Action:
        p = deal.seats[seat]
        counts = p.counts()
        missing = p.missing
        held_missing = [k for k in range(KINDS) if counts[k] and SUIT_OF[k] == missing]
        if held_missing:  # lone tiles of the missing suit first (sc.missing.discard_first)
            return Action(DISCARD, seat, min(held_missing, key=lambda k: (counts[k], k)))
        melds = len(p.melds)
        if not deal.after_claim and is_win_shape(counts, melds):
            return Action(WIN, seat)
        if deal.wall_left <= self.freeze:
            return Action(DISCARD, seat, p.hand[-1] >> 2)
        best = distance(counts, melds, missing)
        if deal.wall_left and not deal.after_claim:
            kong = self._kong(deal, seat, counts, melds, missing, best)
            if kong is not None:
                return kong
        for kind in sorted((k for k in range(KINDS) if counts[k]), key=lambda k: (_connection(counts, k), k)):
            counts[kind] -= 1
            after = distance(counts, melds, missing)
            counts[kind] += 1
            if after <= best:
                return Action(DISCARD, seat, kind)
        return Action(DISCARD, seat, p.hand[-1] >> 2)  # not reached: some discard keeps the best distance

    def _kong(self, deal: Deal, seat: int, counts, melds: int, missing, best: int) -> Action | None:
        """A concealed or added kong that does not set the hand back (before its replacement draw)."""
        p = deal.seats[seat]
        for kind in range(KINDS):
            if counts[kind] == COPIES:
                counts[kind] -= COPIES
                ok = distance(counts, melds + 1, missing) <= best
                counts[kind] += COPIES
                if ok:
                    return Action(CONCEALED_KONG, seat, kind)
        for m in p.melds:
            if m.kind == MELD_PUNG and counts[m.tile]:
                counts[m.tile] -= 1
                ok = distance(counts, melds, missing) <= best
                counts[m.tile] += 1
                if ok:
                    return Action(ADDED_KONG, seat, m.tile)
        return None

    def _claim(self, deal: Deal, seat: int) -> Action:
        options = {a.kind for a in deal.legal_actions()}
        if WIN in options:
            return Action(WIN, seat)
        if deal.wall_left <= self.freeze or not options & {PUNG, KONG}:
            return Action(PASS, seat)
        assert deal.claim_tile is not None
        tile = deal.claim_tile >> 2
        p = deal.seats[seat]
        counts, melds = p.counts(), len(p.melds)
        before = distance(counts, melds, p.missing)  # 13 tiles
        for kind, take in ((KONG, 3), (PUNG, 2)):
            if kind in options:
                counts[tile] -= take
                after = distance(counts, melds + 1, p.missing)
                counts[tile] += take
                if after < before or (kind == KONG and after <= before):
                    return Action(kind, seat)
        return Action(PASS, seat)


# ============================================================================ 4. the estimate


@dataclass
class Estimate(common.Estimate):
    """What the search found for one option: the seat's settlement in each sampled world, and how
    often the wall ran out with the seat at risk."""

    pigs: int = 0  # worlds where the seat ended a flower pig (the wall ran out, S7)
    unready: int = 0  # worlds where the wall ran out with the seat playing on, not ready and no pig


def playout(world: Deal, action: Action, seat: int, players) -> float:
    """`seat`'s settlement once `action` is taken in `world` and `players` play the deal out (the
    world is left at the end of the deal)."""
    world.act(action)
    steps = 0
    while not world.over and steps < MAX_STEPS:
        s = world.to_act
        assert s is not None
        world.act(players[s].choose(world, s))
        steps += 1
    return float(world.settlement()[seat])


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
    horizon: int = HORIZON,
    clock=time.thread_time,
) -> list[Estimate]:
    """The seat's expected settlement for each option: sample a world from its view, play every
    alive option in a copy of it and the deal out with `FastPlayer`s, repeat — `samples` times per
    stage, or while `budget_s` seconds of CPU time last (complete worlds only, at least one).

    With `halve` (sequential halving) the work is split into stages; after each the worse half of
    the options (by mean; `keep` excepted) is dropped, so the contenders get more worlds."""
    if samples is None and budget_s is None:
        raise ValueError("give samples or a time budget")
    start = clock()
    view = view_of(deal, seat)
    players = [FastPlayer(max(0, deal.wall_left - horizon))] * SEATS
    ests = [Estimate(a, (priors or {}).get(a, 0.0)) for a in actions]
    alive = list(ests)
    stages = max(1, math.ceil(math.log2(len(alive)))) if halve and len(alive) > 2 else 1
    spent, played = 0.0, 0
    for stage in range(stages):
        stage_end = None if budget_s is None else start + budget_s * (stage + 1) / stages
        done = 0
        while samples is None or done < samples:
            if stage_end is not None and ests[0].n and played and clock() + spent / played * len(alive) > stage_end:
                break
            begin = clock()
            world = sample_world(deal, seat, rng, view)
            for e in alive:
                played_out = fork(world)
                e.results.append(playout(played_out, e.action, seat, players))
                if played_out.end_reason == WALL_EMPTY and played_out.active(seat):
                    if played_out.seats[seat].holds_missing():
                        e.pigs += 1
                    elif played_out.ready_values.get(seat) is None:
                        e.unready += 1
            spent += clock() - begin
            played += len(alive)
            done += 1
        if stage < stages - 1 and len(alive) > 2:
            alive.sort(key=lambda e: (-e.mean, -e.prior))
            half = math.ceil(len(alive) / 2)
            alive = alive[:half] + [e for e in alive[half:] if e.action == keep]
    return ests


__all__ = [
    "SeatView",
    "SamplingError",
    "view_of",
    "last_discards",
    "sample_world",
    "fork",
    "FastPlayer",
    "Estimate",
    "playout",
    "estimate",
    "distance",
    "HORIZON",
]
