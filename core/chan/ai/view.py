"""The view: everything a seat may know at a moment of the deal, and what the public events prove
about the other hands (`hand_limits`). Nothing else of the deal is read by the sampler."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import CC, COPIES, FACES
from ..deal import SEATS, Deal
from ..profiles import Profile, get_profile

RANK_FACES = tuple((b, b + 1, b + 2) for b in range(0, 24, 3))
PARTNERS = tuple(() if f == CC else tuple(p for p in RANK_FACES[f // 3] if p != f) for f in range(FACES))
PRIVATE_LOG = ("decline_win", "decline_chiu")  # silent choices: only the seat that made them knows


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
