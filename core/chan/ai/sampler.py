"""The sampler: deals the cards a seat cannot see to the other hands and the stock, consistent with
its view, firms each hand up as play would have, and rebuilds each seat's history from the log."""

from __future__ import annotations

import math
import random

from ..analysis import loose_ends, wait_kinds
from ..cards import FACES
from ..deal import SEATS, Deal
from ..holding import Holding
from ..legality import (
    PlayerRecord,
    after_chiu,
    available_capture,
    legal_discard_faces,
)
from .view import PARTNERS, SeatView, view_of

FIRM_UP = 1.5  # _firm_up: loose cards traded per discard the seat has made (matches real hands)


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
    return any(f == face for f, _ in wait_kinds(world.hand_of(seat)))


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
    return world_from_hidden(deal, seat, view, hands, stock)


def world_from_hidden(deal: Deal, seat: int, view: SeatView, hands: dict, stock: list[int]) -> Deal:
    """The deal `seat` sees, with `hands` (the other seats' concealed counts) and `stock` (the
    unrevealed stock in order) in place of what it cannot see; each other seat's history is
    rebuilt to match."""
    histories = {s: rebuild_history(deal.profile, s, hands[s], view.log) for s in hands}
    world = with_hidden(deal, seat, hands, stock, histories, list(view.log))
    if world.phase == "claim" and world.card is not None:
        world.claims = claims_after(world, seat)
    return world


def with_hidden(
    deal: Deal, seat: int, hands: dict, stock: list[int], histories: dict, log: list, claims: list | None = None
) -> Deal:
    """A copy in which everything `seat` cannot see is replaced (a determinization for search):
    `hands` maps each other seat to its concealed counts, `stock` is the unrevealed stock in order,
    `histories` maps each other seat to (dealt counts, PlayerRecord, bòn count) consistent with
    its hand and the public log, `log` is the log as `seat` knows it and `claims` the claims still
    to come on the card in play. The copy has no seed and no action list; its deck is rebuilt
    from the dealt hands and the stock, so it is a deal that could have happened."""
    new = deal.clone()
    new.seed = None
    new.actions = []
    new.log = list(log)
    new.stock = deal.stock[: deal.stock_pos] + list(stock)
    for s, counts in hands.items():
        dealt, record, bons = histories[s]
        new.hands[s] = list(counts)
        new.dealt[s] = tuple(dealt)
        new.records[s] = record
        new.bons[s] = bons
        new._changed(s)
        if "option.khong_u" in new.win_barred[s]:  # a private choice, made on a hand now resampled
            new.win_barred[s] = ()
    if claims is not None:
        new.claims = list(claims)
    new._legal = None
    order = [(deal.dealer + i) % SEATS for i in range(SEATS)]
    new.deck = [f for s in order for f in range(FACES) for _ in range(new.dealt[s][f])] + new.stock
    return new
