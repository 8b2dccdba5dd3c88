"""The Hand analyser's state (one typed object in `st.session_state["analyser"]`) and the callbacks
that change it.

* The committed holding (hand, exposed pairs, cards seen elsewhere, stock size) lives in
  ``AnalyserState``; the text fields, the stock box and the remove pills are widgets that edit it
  through callbacks, which run before the script, so the page draws the new state at once.
* A change that would break the holding (bad notation, a fifth copy, too many cards) leaves the
  state as it was and leaves a message in both languages.
* Every accepted change can be undone, and the holding rides in the query string (``?hand=``,
  ``?exposed=``, ``?seen=``, ``?stock=``), so the address bar is a shareable link; a link's
  parameters are checked one by one, and a bad one is left out with a message.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import streamlit as st

from core.chan.analysis import STOCK_AT_START, wait_kinds
from core.chan.cards import COPIES, DECK_SIZE, FACES, NotationError, check_copies, counts_of, format_cards, parse_cards
from core.chan.generate import random_holding, random_ready
from core.chan.holding import Holding, check_seen, parse_exposed
from core.common.text import Text, join

from ..i18n import said
from .inputs import split_pairs

KEY = "analyser"
MAX_HOLDING = 20
UNDO_DEPTH = 100
URL_KEYS = ("hand", "exposed", "seen", "stock")
# the widgets that edit the state (their values are the widgets' own)
W_HAND, W_EXPOSED, W_SEEN, W_STOCK, W_REMOVE = (
    "_an_hand_text",
    "_an_exposed_text",
    "_an_seen_text",
    "_an_stock",
    "_an_remove",
)

Snapshot = tuple[tuple[int, ...], tuple[tuple[int, ...], ...], tuple[int, ...], int]


@dataclass
class AnalyserState:
    hand: list[int] = field(default_factory=list)  # the concealed cards, in the order added
    exposed: tuple[tuple[int, ...], ...] = ()  # the exposed pairs
    seen: list[int] = field(default_factory=list)  # cards seen elsewhere (not in the stock)
    stock: int = STOCK_AT_START
    message: tuple[str, Text] | None = None  # (st level, the message in every language) for the page to show
    undo: list[Snapshot] = field(default_factory=list)  # the holdings before each change, newest last
    url_seen: tuple[str, ...] | None = None  # the query string as this session last wrote or followed it
    stale: str | None = None  # a refused typed hand: the analysis shown is of the hand before

    @property
    def holding(self) -> Holding:
        return Holding(counts_of(self.hand), self.exposed)

    @property
    def size(self) -> int:
        return len(self.hand) + sum(len(g) for g in self.exposed)

    def snapshot(self) -> Snapshot:
        return tuple(self.hand), tuple(self.exposed), tuple(self.seen), self.stock

    def key(self) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...], tuple[int, ...], int]:
        """The analysis key (ui.chan.analysis): (concealed counts, exposed, seen counts, stock)."""
        return tuple(counts_of(self.hand)), tuple(self.exposed), tuple(counts_of(self.seen)), int(self.stock)

    def copies_left(self) -> list[int]:
        """Copies of each face neither in the holding nor seen elsewhere (what the pickers offer)."""
        held, seen = self.holding.held, counts_of(self.seen)
        return [max(0, COPIES - held[f] - seen[f]) for f in range(FACES)]

    def say(self, level: str | None, text: Text | None = None) -> None:
        """Leave a message for the page to show, in every language (None clears it)."""
        self.message = (level, text) if level and text is not None else None

    def bad(self, err: NotationError) -> None:
        self.say("error", said("app.bad_input", error=err.text))


def state() -> AnalyserState:
    """The session's analyser state (start() has set it up)."""
    return st.session_state[KEY]


def exposed_text(groups) -> str:
    return "; ".join(format_cards(g) for g in groups)


# ---------------------------------------------------------------------------- setting up, and the address bar


def start() -> AnalyserState:
    """The page's first call: follow back/forward, set up the session, note the address."""
    _follow_url()
    s = _init()
    if s.url_seen is None:
        s.url_seen = _url_now()
    return s


def _init() -> AnalyserState:
    """First run of a session: start empty, or from a shared link's query string."""
    ss = st.session_state
    s = ss.get(KEY)
    if isinstance(s, AnalyserState):
        for key, value in (
            (W_HAND, format_cards(s.hand)),
            (W_EXPOSED, exposed_text(s.exposed)),
            (W_SEEN, format_cards(s.seen)),
            (W_STOCK, s.stock),
        ):
            ss.setdefault(key, value)  # widgets forgotten after a page switch
        if not any(k in st.query_params for k in ("hand", "exposed", "seen")) and (s.hand or s.exposed):
            _sync_url(s)  # back from another page: put the holding in the address bar again
        return s
    s = ss[KEY] = AnalyserState()
    if any(k in st.query_params for k in URL_KEYS):
        (s.hand, s.exposed, s.seen, s.stock), errors = _link_parts(st.query_params)
        if errors:
            s.say("error", said("app.an_bad_link", error=join("; ", [err.text for err in errors])))
    _sync_widgets(s)
    return s


def _follow_url() -> None:
    """Browser back/forward changed the query string under a running session: show that holding.

    (A query string this session did not write; an address without a holding is a visit from
    another page, which _init answers by writing the holding back.)
    """
    s = st.session_state.get(KEY)
    now = _url_now()
    if not isinstance(s, AnalyserState) or s.url_seen is None or now == s.url_seen or not any(now[:3]):
        return
    before = s.snapshot()
    del st.session_state[KEY]
    fresh = _init()
    fresh.undo, fresh.stale, fresh.url_seen = s.undo, s.stale, _url_now()
    if fresh.snapshot() != before:
        fresh.undo = (s.undo + [before])[-UNDO_DEPTH:]


def _url_now() -> tuple[str, ...]:
    return tuple(st.query_params.get(name, "") for name in URL_KEYS)


def _sync_url(s: AnalyserState) -> None:
    """The holding in the query string, so the address bar is a shareable link.

    Each change of the query string is a browser history entry, so it is written only for a whole
    holding (19 or 20 cards) or an empty one, not for every card tapped on the way: back and forward
    then move through hands. (Language and profile ride along: ui.state keeps them in every link.)
    """
    if s.size not in (0, 19, 20):
        return
    wanted = {
        "hand": format_cards(s.hand),
        "exposed": exposed_text(s.exposed),
        "seen": format_cards(s.seen),
        "stock": "" if s.stock == STOCK_AT_START else str(s.stock),
    }
    changes = {name: value for name, value in wanted.items() if value and st.query_params.get(name) != value}
    gone = [name for name, value in wanted.items() if not value and name in st.query_params]
    if changes or gone:
        params = {k: v for k, v in st.query_params.to_dict().items() if k not in gone} | changes
        st.query_params.from_dict(params)  # one history entry for the whole change
    s.url_seen = _url_now()


def _sync_widgets(s: AnalyserState) -> None:
    """Make the text fields show the committed state (called after every accepted change)."""
    ss = st.session_state
    ss[W_HAND], ss[W_EXPOSED], ss[W_SEEN], ss[W_STOCK] = (
        format_cards(s.hand),
        exposed_text(s.exposed),
        format_cards(s.seen),
        s.stock,
    )


def _link_parts(params) -> tuple[tuple, list[NotationError]]:
    """(hand, exposed, seen, stock) from a link's query string, and the errors of its bad parts.

    Each parameter is checked alone (a bad one is left out, the others kept); then the hand,
    the hand with the exposed pairs, and with the seen cards (the part that breaks it is left out)."""

    def value(name: str) -> str:
        got = params.get(name, "")
        return got if isinstance(got, str) else ""

    errors: list[NotationError] = []

    def part(name: str, read, default):
        if name not in params:
            return default
        try:
            return read(value(name))
        except NotationError as err:
            errors.append(NotationError(f"{name}: {err}", f"{name}: {err.text['vi']}"))
            return default

    hand = part("hand", parse_cards, [])
    exposed = tuple(part("exposed", lambda text: parse_exposed(split_pairs(text)), ()))
    seen = part("seen", parse_cards, [])
    stock = part("stock", _link_stock, STOCK_AT_START)
    for name in ("hand", "exposed", "seen"):  # each part with the ones before it
        try:
            _checked(hand, exposed if name != "hand" else (), seen if name == "seen" else [])
        except NotationError as err:
            errors.append(NotationError(f"{name}: {err}", f"{name}: {err.text['vi']}"))
            if name == "hand":
                hand = []
            elif name == "exposed":
                exposed = ()
            else:
                seen = []
    return (list(hand), tuple(exposed), list(seen), stock), errors


def _link_stock(text: str) -> int:
    """The stock size of a link: digits 0–9 only (not '²', not 5,000 of them), at most 100."""
    if not (1 <= len(text) <= 3 and all("0" <= ch <= "9" for ch in text)) or int(text) > DECK_SIZE:
        raise NotationError(
            "the stock size must be a whole number from 0 to 100", "số lá nọc phải là số nguyên từ 0 đến 100", text
        )
    return int(text)


# ---------------------------------------------------------------------------- changing the holding


def _commit(hand=None, exposed=None, seen=None, stock=None, remember: bool = True) -> None:
    s = state()
    before = s.snapshot()
    s.stale = None
    if hand is not None:
        s.hand = list(hand)
    if exposed is not None:
        s.exposed = tuple(tuple(g) for g in exposed)
    if seen is not None:
        s.seen = list(seen)
    if stock is not None:
        s.stock = int(stock)
    if remember and s.snapshot() != before:
        s.undo = (s.undo + [before])[-UNDO_DEPTH:]
    _sync_widgets(s)
    _sync_url(s)


def _checked(hand, exposed, seen) -> Holding:
    """The holding these parts make, or NotationError (fifth copy, more than 20 cards)."""
    check_copies(hand, Text("hand", "bài trên tay"))
    holding = Holding.from_faces(hand, exposed)
    if holding.size > MAX_HOLDING:
        raise NotationError(
            f"the holding would have {holding.size} cards; a player holds at most 20",
            f"bài sẽ có {holding.size} lá; mỗi người cầm nhiều nhất 20 lá",
            None,
            None,
            ("setup.deal",),
        )
    check_seen(holding, seen)
    return holding


def add_card(face: int) -> None:
    """The hand picker's callback: one more card in the hand."""
    s = state()
    try:
        if s.copies_left()[face] <= 0:
            check_copies(s.hand + [face] + [f for g in s.exposed for f in g] + s.seen, Text("cards", "các lá"))
        _checked(s.hand + [face], s.exposed, s.seen)
    except NotationError as err:
        s.bad(err)
        return
    s.say(None)
    _commit(hand=s.hand + [face])


def add_seen(face: int) -> None:
    """The seen-cards picker's callback."""
    s = state()
    try:
        _checked(s.hand, s.exposed, s.seen + [face])
    except NotationError as err:
        s.bad(err)
        return
    s.say(None)
    _commit(seen=s.seen + [face])


def can_undo() -> bool:
    return bool(state().undo)


def undo() -> None:
    """Go back one change, whatever it was: a card added or taken out, a typed hand, a deal, a clear."""
    s = state()
    if not s.undo:
        return
    hand, exposed, seen, stock = s.undo[-1]
    s.undo = s.undo[:-1]
    s.say(None)
    _commit(hand=list(hand), exposed=exposed, seen=list(seen), stock=stock, remember=False)


def remove_card() -> None:
    """The remove pills' callback: take one copy of the chosen face out of the hand."""
    s, ss = state(), st.session_state
    face = ss.get(W_REMOVE)
    ss[W_REMOVE] = None
    if face is None or face not in s.hand:
        return
    hand = list(s.hand)
    del hand[len(hand) - 1 - hand[::-1].index(face)]  # the last copy added
    s.say(None)
    _commit(hand=hand)


def clear() -> None:
    state().say(None)
    _commit(hand=[], exposed=(), seen=[])


def clear_seen() -> None:
    state().say(None)
    _commit(seen=[])


def _without_exposed(hand: list[int], exposed) -> list[int]:
    """`hand` less the exposed cards when it holds them and is too big with them (the player typed
    or tapped every card, exposed pairs included); otherwise `hand` as it is."""
    exposed_faces = [f for g in exposed for f in g]
    if not exposed_faces or len(hand) + len(exposed_faces) <= MAX_HOLDING:
        return list(hand)
    rest = list(hand)
    for face in exposed_faces:
        if face not in rest:
            return list(hand)
        rest.remove(face)
    return rest


def apply_hand_text() -> None:
    """The notation form: a whole hand (19 or 20 cards with the exposed pairs, typed with or without
    the exposed cards)."""
    s = state()
    text = st.session_state.get(W_HAND, "")
    try:
        hand = _without_exposed(parse_cards(text), s.exposed)
        holding = Holding.parse(format_cards(hand), [format_cards(g) for g in s.exposed])
        check_seen(holding, s.seen)
    except NotationError as err:
        s.bad(err)
        s.stale = text
        return
    s.say(None)
    _commit(hand=hand)


def apply_exposed_text() -> None:
    s, ss = state(), st.session_state
    try:
        exposed = parse_exposed(split_pairs(ss.get(W_EXPOSED, "")))
        # the hand may already hold the exposed cards (typed first, exposed after): take them out
        current = [f for g in s.exposed for f in g]
        hand = _without_exposed(s.hand + current, exposed) if exposed else s.hand + current
        if hand == s.hand + current:
            hand = s.hand
        _checked(hand, exposed, s.seen)
    except NotationError as err:
        s.bad(err)
        ss[W_EXPOSED] = exposed_text(s.exposed)
        return
    s.say(None)
    _commit(hand=hand, exposed=exposed)


def apply_seen_text() -> None:
    s, ss = state(), st.session_state
    try:
        seen = parse_cards(ss.get(W_SEEN, ""))
        _checked(s.hand, s.exposed, seen)
    except NotationError as err:
        s.bad(err)
        ss[W_SEEN] = format_cards(s.seen)
        return
    s.say(None)
    _commit(seen=seen)


def apply_stock() -> None:
    s, ss = state(), st.session_state
    stock = ss.get(W_STOCK, STOCK_AT_START)
    if (
        isinstance(stock, bool)
        or not isinstance(stock, (int, float))
        or not 0 <= stock <= DECK_SIZE
        or stock != int(stock)
    ):  # the widget's bounds are the browser's; NaN fails every test
        ss[W_STOCK] = s.stock
        return
    _commit(stock=int(stock))


def deal(kind: str) -> None:
    """A random holding: "19" cards, "20" cards (a dealer) or a "ready" 19-card hand."""
    rng = random.Random()
    if kind == "ready":
        # random_ready removes one card from a random win, which is not always a ready hand (a lone
        # Chi chi beside six chắn never wins, D5): deal again until it is
        for _ in range(100):
            holding, _ = random_ready(rng)
            if wait_kinds(holding):
                break
    else:
        holding = random_holding(rng, int(kind))
    faces = holding.concealed_faces
    rng.shuffle(faces)
    state().say(None)
    _commit(hand=faces, exposed=(), seen=[])
