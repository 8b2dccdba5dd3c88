"""Sichuan guided play's state (one typed object in `st.session_state["sichuan_play"]`) and the
callbacks that change it.

The deal is saved after every action in the match store (ui/store.py) under the key in the page's
URL (`?match=…`), as its replay (core.sichuan.replay), so a reload continues it; it is loaded back
through the replay validator. A key that names no deal keeps being used; another game's match under
the key is never overwritten (a new key is made). A click that arrives after the table moved on (a
double click, a stale button) is ignored: every move carries the decision number it was drawn at.

The sidebar's settings (pace, one-tap discards) are kept apart under `sp_pace` and `sp_one_tap`:
they outlive the deal, as Chắn's `play_pace` does.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import streamlit as st

from core.common.text import Text
from core.sichuan import Action, Deal, IllegalAction, NotationError, load_replay, record_of
from core.sichuan.actions import DISCARD
from core.sichuan.coach import HINT, Advice, price
from core.sichuan.deal import TURN
from core.sichuan.replay import ReplayError, is_replay, read_record
from storage.codecs import join

from .. import learner
from ..i18n import said
from ..store import STORE_ERRORS, DamagedMatch, MatchMovedOn, error_text, match_store, new_key, valid_key
from ..uploads import upload_bytes
from .view import PLAYERS, SEATS, YOU, advance_ai, make_players

KEY = "sichuan_play"
PACE, ONE_TAP = "sp_pace", "sp_one_tap"
PACES = ("readable", "instant")
PACE_SECONDS = 0.8
GAME = "sichuan"  # the store's game tag for a Sichuan deal
W_SEED, W_UPLOAD, W_WATCH_STEP = "_sp_seed", "_sp_upload", "_sp_watch_step"


def w_ai(lang: str) -> str:  # widgets whose option texts follow the language: a key per language
    return f"_sp_ai_{lang}"


def w_dealer(lang: str) -> str:
    return f"_sp_dealer_{lang}"


@dataclass
class PlayState:
    deal: Deal | None = None  # None: the set-up form
    players: list = field(default_factory=list, repr=False)
    ai: str = "heuristic"
    seed: int = 0
    key: str | None = None  # the deal's key in the store and the URL
    # (key, the deal itself, its number of actions, next sequence number) in the store's log: the deal
    # is compared by identity, never by id() (a new deal may reuse a freed deal's id)
    saved: tuple | None = field(default=None, repr=False)
    message: tuple[Text, tuple[str, ...]] | None = None  # a refused move: (why, rule ids)
    hint: tuple[int, list[Advice]] | None = None  # (decision number, the coach's priced options, best first)
    hint_pending: int | None = None  # Hint was pressed at this decision: priced on the next draw, under a spinner
    selected: tuple[int, int] | None = None  # (decision number, tile kind) tapped once
    confirm_new: bool = False  # "New deal" asked during a deal; waiting for "yes, throw it away"
    load_error: Text | None = None  # the saved deal did not load: why
    watch: dict | None = None  # an uploaded replay being watched
    watch_error: Text | None = None
    save_error: Text | None = None  # why the last save failed (the table says so), None once one succeeds

    @property
    def at(self) -> int:
        """The decision number: how many actions the deal has."""
        return len(self.deal.actions) if self.deal is not None else 0

    def ours(self, at: int | None) -> Deal | None:
        """The deal when it is ours to act at decision number `at` (None: now), else None."""
        deal = self.deal
        if deal is None or deal.over or deal.to_act != YOU or (at is not None and len(deal.actions) != at):
            return None
        return deal

    def ai_to_act(self) -> bool:
        return self.deal is not None and not self.deal.over and self.deal.to_act != YOU

    def hint_now(self) -> list[Advice] | None:
        """The priced options of the hint asked at this decision (best first), if any."""
        return self.hint[1] if self.hint and self.deal is not None and self.hint[0] == self.at else None

    def hint_best(self) -> Advice | None:
        """The coach's choice in the hint asked at this decision, if any."""
        priced = self.hint_now()
        return priced[0] if priced else None

    def selected_now(self) -> int | None:
        return self.selected[1] if self.selected and self.selected[0] == self.at else None

    def replay_players(self) -> list[str]:
        return ["you"] + [self.ai] * 3


def state() -> PlayState:
    value = st.session_state.get(KEY)
    if not isinstance(value, PlayState):
        value = st.session_state[KEY] = PlayState()
    return value


SAVED_AS = {PACE: "pace", ONE_TAP: "one_tap"}  # the settings' names in the learner's record


def _setting(name: str, default):
    """A setting of this session, else the one the learner's record keeps, else `default`."""
    if name not in st.session_state:
        saved = learner.saved_setting(SAVED_AS[name])
        if isinstance(saved, type(default)):
            st.session_state[name] = saved
    return st.session_state.get(name, default)


def pace() -> str:
    value = _setting(PACE, "readable")
    return value if value in PACES else "readable"


def one_tap() -> bool:
    return bool(_setting(ONE_TAP, False))


# ---------------------------------------------------------------- the deal kept across reloads
def _rows(play: PlayState, deal: Deal) -> tuple[int, list[dict]]:
    """(the sequence number to write at, the rows the store's log lacks): a new deal's row and its
    actions, or only the actions since the last save (a constant cost per move)."""
    saved = play.saved  # its sequence number is None for a deal read from the old single-row form
    start = 0
    if saved is not None and saved[0] == play.key and saved[3] is not None:
        if saved[1] is deal:
            return saved[3], [{"a": a.to_json()} for a in deal.actions[saved[2] :]]
        start = saved[3]
    record = record_of(deal, play.replay_players())
    rows = [{"deal": {k: v for k, v in record.items() if k not in ("actions", "result")}}]
    rows.extend({"a": a} for a in record["actions"])
    return start, rows


def save(play: PlayState) -> None:
    """Append the deal's new steps to the store's log under the key in the URL (once per new action).
    If another tab or server wrote this match first, nothing is written: the session takes the
    stored deal and the table says that the match moved on."""
    deal = play.deal
    if deal is None:
        return
    key = play.key if valid_key(play.key) else new_key()
    play.key = key
    if st.query_params.get("match") != key:
        st.query_params["match"] = key  # the link that finds this deal again
    if (
        play.saved is not None
        and play.saved[0] == play.key
        and play.saved[1] is deal
        and play.saved[2] == len(deal.actions)
    ):
        return
    start, rows = _rows(play, deal)
    try:
        header = {"players": play.replay_players()} if start == 0 else None
        after = match_store().append(key, GAME, start, rows, header)
    except MatchMovedOn:
        _moved_on(play)
        return
    except (*STORE_ERRORS, ValueError) as err:  # the game goes on; only a reload would lose it
        play.save_error = error_text(err)
        return
    play.saved = (key, deal, len(deal.actions), after)
    play.save_error = None


def _moved_on(play: PlayState) -> None:
    """Another session wrote first: show the deal as stored (this session's last move is not kept)."""
    key = play.key
    fresh = PlayState()
    _restore(fresh, key)
    if fresh.deal is None or fresh.key != key:
        play.save_error = said("store.moved_on")
        return
    fresh.message = (said("store.moved_on"), ())
    st.session_state[KEY] = fresh


def restore_from_url() -> PlayState:
    """The page's state; a fresh session opened on ``?match=<key>`` first loads the saved deal through
    the replay validator. A key that names no deal is used for the next deal. A key that cannot be
    used (not valid, another game's match, a store that cannot be read, a deal that does not replay)
    gets a message (load_error) and the next deal a new key: nothing that could not be loaded is
    ever saved over."""
    if not isinstance(st.session_state.get(KEY), PlayState):
        _restore(state(), st.query_params.get("match"))
    play = state()
    if valid_key(play.key) and st.query_params.get("match") != play.key:
        st.query_params["match"] = play.key
    return play


def _restore(play: PlayState, key: str | None) -> None:
    if key is None:
        return
    if not valid_key(key):
        play.load_error = said("store.reason_bad_key")
        return
    try:
        stored = match_store().stored(key)
    except DamagedMatch:
        play.load_error = said("store.reason_damaged")
        return
    except STORE_ERRORS:
        play.load_error = said("store.reason_store_down")
        return
    if stored is None:
        play.key = key  # a key that names nothing yet: the next deal is saved under it
        return
    try:
        data = read_record(join(stored))  # the shared JSON reader: size, depth, an object
    except (NotationError, DamagedMatch):
        data = None
    if not is_replay(data):  # "sichuan-deal/1", or the older "sichuan-replay" header
        play.load_error = said("store.reason_not_ours" if stored.game != GAME else "store.reason_damaged")
        return  # a new key is made at the first save
    try:
        deal = load_replay(data)
    except NotationError as err:
        play.load_error = err.text
        return
    assert data is not None  # is_replay above
    players = data.get("players") or []
    play.ai = players[1] if len(players) > 1 and players[1] in PLAYERS else "heuristic"
    play.deal, play.players, play.seed, play.key = deal, make_players(play.ai, deal.seed or 0), deal.seed or 0, key
    play.saved = (key, deal, len(deal.actions), None if stored.legacy else stored.next_seq)


# ---------------------------------------------------------------- callbacks
def _start(play: PlayState, seed: int, ai: str, dealer: int) -> None:
    play.deal, play.players, play.seed, play.ai = Deal(seed=seed, dealer=dealer), make_players(ai, seed), seed, ai
    play.message = play.hint = play.selected = play.hint_pending = None
    play.confirm_new = False
    _after_user_move(play)


def start_deal(lang: str) -> None:
    get = st.session_state.get
    _start(state(), int(get(W_SEED, 1)), get(w_ai(lang), "heuristic"), int(get(w_dealer(lang), 0)))
    st.session_state.pop(W_SEED, None)  # the next set-up offers a fresh seed (new tiles)


def next_deal() -> None:
    play = state()
    deal = play.deal
    if deal is None or not deal.over:  # a stale click: the deal is gone or a new one is under way
        return
    _start(play, play.seed + 1, play.ai, (deal.dealer + 1) % SEATS)


def ask_new_deal(ask: bool = True) -> None:
    state().confirm_new = ask


def quit_deal() -> None:
    """Back to the setup form; the saved deal is thrown away (the key stays: the next deal reuses it)."""
    play = state()
    play.deal, play.selected, play.saved, play.confirm_new = None, None, None, False
    if valid_key(play.key):
        try:
            match_store().delete(play.key)
        except STORE_ERRORS:
            pass


def do(action: Action, at: int | None = None) -> None:
    play = state()
    deal = play.ours(at)
    if deal is None:
        return
    play.hint = play.selected = play.hint_pending = None
    try:
        deal.act(action)
    except IllegalAction as err:
        play.message = (err.reason, err.rules)
        return
    play.message = None
    _after_user_move(play)


def tile_tapped(kind: int) -> None:
    """A tap on a tile of the hand: the first selects it (the table shows what discarding it
    leaves), a second tap on it discards it; with one-tap discards on, the first tap discards."""
    play = state()
    deal = play.ours(None)
    if deal is None or deal.phase != TURN:
        return
    at = len(deal.actions)
    if one_tap() or play.selected == (at, kind):
        do(Action(DISCARD, YOU, kind), at)
    else:
        play.selected = (at, kind)


def _after_user_move(play: PlayState) -> None:
    if pace() == "instant" and play.deal is not None:
        advance_ai(play.deal, play.players, None)


def continue_ai() -> None:
    play = state()
    if play.ai_to_act():
        assert play.deal is not None
        advance_ai(play.deal, play.players, None)


def ai_step(play: PlayState) -> None:
    """One AI move (the readable pace's tick)."""
    if play.ai_to_act():
        assert play.deal is not None
        advance_ai(play.deal, play.players, 1)


def ask_hint(at: int | None = None) -> None:
    """Hint: the decision panel prices the options on its next draw, under a spinner (a callback
    cannot show one). A stale click (not your decision any more) does nothing."""
    play = state()
    deal = play.ours(at)
    if deal is None:
        return
    play.hint, play.hint_pending = None, len(deal.actions)


def think_hint(play: PlayState) -> None:
    """The coach's priced options for your decision (HINT: about 0.7 s at most)."""
    at, play.hint_pending = play.hint_pending, None
    deal = play.ours(at)
    if deal is not None:
        play.hint = (len(deal.actions), price(deal, YOU, seed=len(deal.actions), **HINT))


def read_upload() -> None:
    play, ss = state(), st.session_state
    upload = ss.get(W_UPLOAD)
    play.watch = play.watch_error = None
    if upload is None:
        return
    raw, error = upload_bytes(upload)  # the size on the bytes first, nothing decoded yet
    try:
        if error:
            raise ReplayError(error.en, error.vi)
        assert raw is not None  # upload_bytes gives the bytes or an error
        data = read_record(raw)
        load_replay(data)
        play.watch = data
    except NotationError as err:
        play.watch_error = err.text
    ss[W_WATCH_STEP] = len(play.watch.get("actions", [])) if play.watch else 0


def close_watch() -> None:
    play = state()
    play.watch = play.watch_error = None


def keep_setting(name: str, widget: str) -> None:
    """Copy a sidebar widget's value into its setting (which outlives a change of language and is
    saved in the learner's record)."""
    st.session_state[name] = st.session_state[widget]
    learner.remember(SAVED_AS[name], st.session_state[widget])
