"""Guided play's state (one typed object in `st.session_state["play"]`) and the callbacks that change it.

The match lives server-side in the match store (ui/store.py) under a key kept in the page's URL
(`?match=…`), so a reload or a reopened link continues it. Every change of the match is saved.

Pace: at "readable" the page's table fragment ticks every PACE_SECONDS and lets the AI make one
move per tick; at "instant" a learner's move lets every AI move until it is the learner's turn.
Callbacks never raise on a stale click (a double click, or a click on a button the redraw is
replacing): they look at the deal first and do nothing if it is not the learner's decision.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import streamlit as st

from core.chan.actions import Action
from core.chan.cards import NotationError
from core.chan.deal import DealOptions
from core.chan.legality import IllegalAction
from core.chan.profiles import get_profile
from core.chan.replay import Match, dumps_match, loads_match, record_of
from core.chan.rulebook import RULEBOOK
from core.common.jsonio import read_json
from core.common.text import Text, join as join_texts
from storage.codecs import join

from .. import learner
from ..i18n import said, t
from ..store import (
    MAX_SAVED_BYTES,
    STORE_ERRORS,
    DamagedMatch,
    MatchMovedOn,
    error_text,
    match_store,
    new_key,
    valid_key,
)
from .play_view import YOU, advance_ai, level_kinds, make_players

PACE_SECONDS = 0.9
PACES = ("readable", "instant")
LENGTHS = (0, 4, 8, 12)  # deals in a match; 0: as many as you like
SAVE_FORMAT = "chan-play/1"
STORED_BYTES = 64 * MAX_SAVED_BYTES  # a stored match joined from its rows (~1.5 KB a deal): thousands of deals
KEY = "play"


@dataclass
class PlayState:
    match: Match
    key: str  # the match's key in the store and the URL
    level: str = "rules"
    length: int = 0
    players: list = field(default_factory=list, repr=False)
    hint: list | None = None  # the coach's priced options for the decision on the table
    hint_pending: bool = False  # Hint was pressed: the decision panel asks the coach (under a spinner)
    reviews: dict = field(default_factory=dict)  # deal number -> its review summary (ReviewSummary.to_json)
    message: tuple[Text, tuple[str, ...]] | None = None  # a refused move: (why, rule ids)
    notice: tuple[Text, tuple[str, ...]] | None = None  # what follows the learner's illegal move, rule ids
    calling: bool = False  # the learner said "Ù" and is choosing the call (xướng)
    confirm_new: bool = False  # "New match" asked; waiting for "yes, throw it away"
    save_error: Text | None = None  # why the last save failed (the table says so), None once one succeeds
    # what the store's log holds: (next sequence number, deals, actions of its last deal, that deal's
    # result written); None: nothing in the log yet (a new match, or one read from the old single row)
    logged: tuple[int, int, int, bool] | None = None
    logged_reviews: dict = field(default_factory=dict, repr=False)  # the review figures written

    @property
    def deal(self):
        return self.match.deals[-1]

    @property
    def over(self) -> bool:
        """The whole match is over (its length reached)."""
        return bool(self.length) and len(self.match.deals) >= self.length and self.deal.over

    def our_decision(self):
        """The deal when it is the learner's to act, else None."""
        deal = self.deal
        return deal if not deal.over and deal.to_act == YOU else None

    # -------------------------------------------------------------- persistence
    def dumps(self) -> str:
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "level": self.level,
                "length": self.length,
                "match": dumps_match(self.match),
                "reviews": self.reviews,
            },
            ensure_ascii=False,
        )

    @classmethod
    def loads(cls, key: str, text: str) -> PlayState:
        """Rebuild a saved match; the deals go through the replay validator (NotationError if bad)."""
        data = read_json(
            text, limit=STORED_BYTES, error=lambda en, vi: NotationError(f"saved match: {en}", f"trận đã lưu: {vi}")
        )
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise NotationError("saved match: unknown format", "trận đã lưu: định dạng lạ")
        level, length = data.get("level"), data.get("length")
        if level not in level_kinds() or length not in LENGTHS or not isinstance(data.get("match"), str):
            raise NotationError("saved match: bad settings", "trận đã lưu: thiết lập sai")
        match = loads_match(data["match"], limit=STORED_BYTES)  # any length the table let the learner play
        if not match.deals:
            raise NotationError("saved match: no deal", "trận đã lưu: không có ván nào")
        play = cls(match, key, level, length, make_players(level, match.seed))
        play.reviews = _saved_reviews(data.get("reviews"), len(match.deals))
        return play


def _saved_reviews(data, deals: int) -> dict:
    """The review figures of a saved match, those that make sense (older saves have none)."""
    if not isinstance(data, dict):
        return {}
    out = {}
    for number, figures in data.items():
        if not (str(number).isdigit() and 1 <= int(number) <= deals and isinstance(figures, dict)):
            continue
        values = [figures.get(k) for k in ("decisions", "agreed", "lost")]
        if all(isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v < 10_000 for v in values):
            out[int(number)] = figures
    return out


def keep_review(play: PlayState, number: int, figures: dict) -> None:
    """Record a deal's review figures in the match (saved with it: a match keeps its running figures)."""
    if play.reviews.get(number) != figures:
        play.reviews[number] = figures
        save(play)


def state() -> PlayState | None:
    value = st.session_state.get(KEY)
    return value if isinstance(value, PlayState) else None


def _deal_row(deal) -> dict:
    return {"deal": {k: v for k, v in record_of(deal).items() if k not in ("actions", "result")}}


def _new_rows(play: PlayState) -> tuple[dict | None, list[dict], tuple[int, int, int, bool]]:
    """What the store's log lacks: (the header if the match is not in the log yet, the new rows, the
    log's position after them). Only the steps since the last save are looked at: a constant cost."""
    deals = play.match.deals
    header = None
    if play.logged is None:
        match = json.loads(dumps_match(Match(play.match.options, seed=play.match.seed)))
        match.pop("deals")
        header = {"format": SAVE_FORMAT, "level": play.level, "length": play.length, "match": match}
        seq, stored, acted, resulted, reviewed = 0, 0, 0, False, {}
    else:
        (seq, stored, acted, resulted), reviewed = play.logged, play.logged_reviews
    rows: list[dict] = []
    for index in range(max(stored - 1, 0), len(deals)):
        deal = deals[index]
        if index >= stored:
            rows.append(_deal_row(deal))
            acted, resulted = 0, False
        if len(deal.actions) < acted:
            raise ValueError(t("store.reason_history", "en"))
        rows.extend({"a": action.to_json()} for action in deal.actions[acted:])
        if deal.outcome is not None and not resulted:
            rows.append({"result": record_of(deal)["result"]})
        acted, resulted = len(deal.actions), deal.outcome is not None
    rows.extend({"review": [n, f]} for n, f in sorted(play.reviews.items()) if reviewed.get(n) != f)
    return header, rows, (seq + len(rows), len(deals), acted, resulted)


def save(play: PlayState) -> None:
    """Append the match's new steps to the store's log (one INSERT per step, none if nothing new).
    If another tab or server wrote this match first, nothing is written: the session takes the
    stored match and its table says that the match moved on."""
    try:
        header, rows, logged = _new_rows(play)
        if header is not None or rows:
            match_store().append(play.key, "chan", play.logged[0] if play.logged else 0, rows, header)
    except MatchMovedOn:
        _moved_on(play)
        return
    except (*STORE_ERRORS, ValueError) as err:  # a full disk or a locked file must not stop the game
        play.save_error = error_text(err)
        return
    play.logged, play.logged_reviews, play.save_error = logged, dict(play.reviews), None


def _moved_on(play: PlayState) -> None:
    """Another session wrote first: show the match as stored (the session's own move is not kept)."""
    fresh = _load(play.key)
    if not isinstance(fresh, PlayState):
        play.save_error = said("store.moved_on")
        return
    fresh.message = (said("store.moved_on"), ())
    st.session_state[KEY] = fresh


def _load(key: str) -> PlayState | str:
    """The stored match under `key` as a PlayState, or why not ("store_down", "not_found", "corrupt")."""
    try:
        stored = match_store().stored(key)
    except DamagedMatch:
        return "corrupt"
    except STORE_ERRORS:
        return "store_down"
    if stored is None:
        return "not_found"
    try:
        play = PlayState.loads(key, join(stored))
    except (NotationError, DamagedMatch):
        return "corrupt"
    if not stored.legacy:
        deal = play.deal
        play.logged = (stored.next_seq, len(play.match.deals), len(deal.actions), deal.outcome is not None)
        play.logged_reviews = dict(play.reviews)
    return play


def restore_from_url() -> str | None:
    """A fresh session opened on ?match=KEY: load that match. Returns a message if it cannot be."""
    key = st.query_params.get("match")
    if state() is not None or key is None:
        return None
    if not valid_key(key):
        return "bad_key"
    play = _load(key)
    if not isinstance(play, PlayState):
        return play
    st.session_state[KEY] = play
    st.session_state["profile"] = play.match.options.profile
    return None


def pace() -> str:
    """The pace chosen in this session, else the one the learner's record keeps, else readable."""
    value = st.session_state.get("play_pace")
    if value not in PACES:
        value = learner.saved_setting("pace")
    return value if value in PACES else "readable"


def keep_pace(widget: str) -> None:
    """Callback of the pace choice: the session's pace, saved in the learner's record."""
    st.session_state["play_pace"] = st.session_state[widget]
    learner.remember("pace", st.session_state[widget])


# -------------------------------------------------------------- callbacks
def start_match(profile: str) -> None:
    get = st.session_state.get
    rules = get_profile(profile)
    options = DealOptions(
        profile=profile,
        mode=get("play_mode_choice", "basic") if rules.has_advanced else "basic",
        four_eleven=rules.has_four_eleven and bool(get("play_4_11", False)),
        ga_gop=rules.has_ga and bool(get("play_ga_gop", False)),
    )
    seed = int(get("play_seed_choice", 1) or 0)
    st.session_state.pop("play_seed_choice", None)  # the next set-up offers a fresh seed (new cards)
    level = get("play_ai_choice", "rules")
    level = level if level in level_kinds() else "rules"
    length = get("play_length_choice", 0)
    match = Match(options, seed=seed)
    match.new_deal()
    play = PlayState(match, new_key(), level, length if length in LENGTHS else 0, make_players(level, seed))
    st.session_state[KEY] = play
    st.query_params["match"] = play.key
    after_move(play)


def after_move(play: PlayState) -> None:
    """After the learner's move (or a new deal): at instant pace the AI plays on; book a finished deal; save."""
    if pace() == "instant":
        advance_ai(play.deal, play.players, None)
    book(play)
    save(play)


def ai_step(play: PlayState) -> None:
    """One AI move (the readable pace's tick)."""
    if advance_ai(play.deal, play.players, 1):
        book(play)
        save(play)


def book(play: PlayState) -> None:
    """Book a finished deal once; at the end of the match give the gà pot back (idempotent)."""
    match = play.match
    if play.deal.over and len(match.history) < len(match.deals):
        match.close_deal()
    if play.over and not match.finished:
        match.finish()


def do(action: Action) -> None:
    play = state()
    deal = play.our_decision() if play else None
    if play is None or deal is None:
        return
    play.hint, play.hint_pending = None, False
    logged = len(deal.log)
    try:
        deal.act(action)
    except IllegalAction as err:
        play.message = (err.reason, tuple(err.rules))
        return
    play.message = None
    play.calling = False
    play.notice = consequences(deal, deal.log[logged:]) or play.notice
    after_move(play)


def consequences(deal, new_entries) -> tuple[Text, tuple[str, ...]] | None:
    """Advanced mode: the learner's illegal move happened; say at once what follows (003 §VI)."""
    errors = [rule for e in new_entries if e.kind == "error" and e.seat == YOU for rule in e.rules]
    if not errors:
        return None
    parts = [
        key
        for key, on in (
            ("play.now_bao", deal.bao[YOU]),
            ("play.now_no_pay", deal.no_pay[YOU]),
            ("play.now_pays_village", deal.pays_village[YOU]),
        )
        if on
    ]
    named = join_texts(", ", [RULEBOOK[r].title if r in RULEBOOK else r for r in dict.fromkeys(errors)])
    return join_texts(" ", [said("play.you_broke", rules=named)] + [said(k) for k in parts]), tuple(errors)


def win_with_call(action: Action, called_widget: str) -> None:
    """The learner's win with the call picked in `called_widget` (cước ids; Tôm and Lèo with their
    counts in `{called_widget}_n_{id}`)."""
    called: list[str] = []
    for cid in st.session_state.get(called_widget) or ():
        count = st.session_state.get(f"{called_widget}_n_{cid}", 1)
        called += [cid] * (count if isinstance(count, int) and 1 <= count <= 4 else 1)
    do(Action(action.kind, action.seat, action.card, call=tuple(called)))


def open_call(open_: bool = True) -> None:
    """Open (or close) the call picker: only while a win is the learner's to take (a stale click is ignored)."""
    play = state()
    deal = play.our_decision() if play else None
    if play is None or deal is None:
        return
    play.calling = open_ and any(a.kind == "win" for a in deal.legal_actions())


def ask_hint() -> None:
    """Hint: the decision panel asks the coach on its next draw, under a spinner (a callback
    cannot show one). A stale click (not the learner's decision) does nothing."""
    play = state()
    deal = play.our_decision() if play else None
    if play is None or deal is None:
        return
    play.hint, play.hint_pending = None, True


def think_hint(play: PlayState) -> None:
    """The coach's priced options for the learner's decision (HINT: ≤ 0.8 s of CPU time)."""
    from core.chan.coach import HINT, coach

    play.hint_pending = False
    deal = play.our_decision()
    if deal is not None:
        play.hint = coach(deal, YOU, seed=len(deal.actions), **HINT)


def next_deal() -> None:
    play = state()
    if play is None or not play.deal.over or play.over:
        return
    play.match.new_deal()
    play.hint = play.message = play.notice = None
    play.hint_pending = False
    after_move(play)


def ask_new_match(ask: bool = True) -> None:
    play = state()
    if play is not None:
        play.confirm_new = ask


def new_match() -> None:
    """Leave the match (it stays in the store under its key) and show the set-up again."""
    st.session_state.pop(KEY, None)
    st.query_params.pop("match", None)
