"""The learner's record in the app: a key in the link (`?learner=…`), events appended to the store.

    from ui.learner import current, record, history
    record("drill", {"drill": "chan.capture", "seed": 7, "profile": "cardavia", "correct": True})
    for event in history(["drill"]):  # storage.learners.Event(id, kind, at, payload), oldest first
        ...

A learner is made on the first visit and known afterwards by an unguessable key carried in every
page's link, like a match's `?match=`; a reload, a new tab with the link or a restarted server finds
the same record (storage/learners.py, in the same database as the matches). A malformed or unknown
key gets one message and a fresh record. While the store cannot be reached the page stays usable:
events wait in the session (`LearnerSession.pending`) and are written by the next `record` that
reaches the store, so nothing the learner did in this visit is lost.

The events and their payloads (every payload a JSON object; `at` is the time of the event):
- ``drill``: {"drill": drill id, "game", "seed", "profile", "correct": bool}
- ``quiz``: {"lesson": lesson id, "question": question id, "chosen": index, "correct": bool}
- ``lesson_read``: {"lesson": lesson id, "game"}
- ``learn_reset``: {} — the Learn page's "start again": its tables count from here (nothing is deleted)
- ``deal_finished``: {"game", "profile", "seed", "deal": digest of the replay, "points": the learner's
  settlement, and where known "match": the match key, "number": the deal's number in its match}
- ``deal_reviewed``: {"game", "deal": the same digest, "summary": the review's figures
  (ReviewSummary.to_json: decisions, agreed, agreement, lost, lost_per_decision, costliest,
  lost_by_kind, labels), "decisions": [{"kind", "label", "loss"}, …] one per reviewed decision} —
  written when a deal the learner finished is reviewed (Chắn: at the end of the deal; Sichuan: when
  the review is opened)
- ``mistake``: {"game", "id": puzzle id, "puzzle": Puzzle.to_json()} — a confident mistake or
  blunder of a reviewed deal, for the mistakes bank
- ``puzzle_attempt``: {"game", "id", "source": "generated" | "mistake", "solved": bool,
  "answer": action JSON, "rating": the learner's rating after (Rating.to_json),
  "puzzle_rating": the puzzle's rating after}
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Iterable
from dataclasses import dataclass, field

import streamlit as st

from storage.keys import valid_key
from storage.learners import Event, UnknownLearner, append_event, create_learner, events, get_learner, save_settings

from .store import STORE_ERRORS, engine

LOG = logging.getLogger(__name__)
SESSION_KEY = "learner_session"
PARAM = "learner"
SETTINGS = ("lang", "profile", "pace", "one_tap", "level", "card_size")  # what a learner's settings may hold


@dataclass
class LearnerSession:
    """This session's learner: the key (None while the store is unreachable), the name, the saved
    settings, one notice to show (a catalogue key), and the events not yet written."""

    key: str | None = None
    name: str | None = None
    settings: dict = field(default_factory=dict)
    notice: str | None = None
    pending: list[tuple[str, dict, float]] = field(default_factory=list)
    deals: set[str] = field(default_factory=set)  # digests of the deals already recorded
    deals_loaded: bool = False
    reviews: set[str] = field(default_factory=set)  # digests of the deals whose review is recorded
    reviews_loaded: bool = False


def _linked_key() -> str | None:
    try:
        value = st.query_params.get(PARAM)
    except Exception:  # no script run context (a plain import)
        return None
    return value if isinstance(value, str) else None


def _keep_in_url(key: str | None) -> None:
    if key is None:
        return
    try:
        if st.query_params.get(PARAM) != key:
            st.query_params[PARAM] = key
    except Exception:  # no script run context
        pass


def _open(session: LearnerSession, linked: str | None) -> None:
    """Find the linked learner or make a new one (raises one of STORE_ERRORS if the store is down)."""
    if linked is not None:
        found = get_learner(engine(), linked) if valid_key(linked) else None
        if found is not None:
            session.key, session.name, session.settings = found.key, found.name, dict(found.settings)
            return
        session.notice = "learner.unknown_key" if valid_key(linked) else "learner.bad_key"
    session.key = create_learner(engine())
    session.notice = session.notice or "learner.welcome"


def current() -> LearnerSession:
    """The session's learner, opened (or made) on first use and kept in the link."""
    session = st.session_state.get(SESSION_KEY)
    if not isinstance(session, LearnerSession):
        session = LearnerSession()
        st.session_state[SESSION_KEY] = session
        try:
            _open(session, _linked_key())
        except STORE_ERRORS:
            session.notice = "learner.store_down"
    elif session.key is None:  # the store was down: try again
        try:
            _open(session, None)
            session.notice = None
        except STORE_ERRORS:
            pass
    _keep_in_url(session.key)
    return session


def take_notice() -> str | None:
    """The catalogue key of the message to show once (then forgotten), if any."""
    session = current()
    notice = session.notice
    if notice != "learner.store_down":  # that one stays while the store is down
        session.notice = None
    return notice


def _flush(session: LearnerSession) -> bool:
    """Write the waiting events, oldest first; False (they keep waiting) if the store is down."""
    try:
        if session.key is None:
            _open(session, None)
        assert session.key is not None  # _open made one
        while session.pending:
            kind, payload, at = session.pending[0]
            try:
                append_event(engine(), session.key, kind, payload, at)
            except UnknownLearner:  # the record is gone (a wiped database): start a fresh one
                session.key, session.notice = create_learner(engine()), "learner.unknown_key"
                _keep_in_url(session.key)
                continue
            except ValueError as err:  # past the record's bounds (storage.learners.MAX_PAYLOAD_BYTES)
                LOG.error("an event the record refuses is left out: %s", err)
            session.pending.pop(0)
        if session.notice == "learner.store_down":
            session.notice = None
        return True
    except STORE_ERRORS:
        session.notice = "learner.store_down"
        return False


def record(kind: str, payload: dict) -> bool:
    """Append an event to the learner's record; False if it waits for the store (it is kept)."""
    json.dumps(payload)  # a payload that is not JSON is a programming error: fail here, not later
    session = current()
    session.pending.append((kind, payload, time.time()))
    return _flush(session)


def history(kinds: Iterable[str] | None = None) -> list[Event]:
    """The learner's events (only `kinds` if given), oldest first, the ones still waiting included."""
    session = current()
    wanted = None if kinds is None else list(kinds)
    saved: list[Event] = []
    if session.key is not None:
        try:
            saved = events(engine(), session.key, wanted)
        except STORE_ERRORS:
            session.notice = "learner.store_down"
    waiting = [Event(0, k, at, p) for k, p, at in session.pending if wanted is None or k in wanted]
    return saved + waiting


def remember(name: str, value) -> None:
    """Save one setting (language, profile, pace, one-tap, level) in the learner's record."""
    if name not in SETTINGS:
        raise ValueError(f"not a learner setting: {name!r}")
    session = current()
    if session.settings.get(name) == value or session.key is None:
        return
    session.settings[name] = value
    try:
        save_settings(engine(), session.key, session.settings)
    except (UnknownLearner, *STORE_ERRORS):
        pass  # kept in the session; saved with the next setting that reaches the store


def saved_setting(name: str):
    """A setting the learner saved in an earlier visit (None if none)."""
    return current().settings.get(name)


def digest(replay: dict) -> str:
    """A short fingerprint of a deal's replay: the same deal reviewed twice is recorded once."""
    deal = {k: v for k, v in replay.items() if k not in ("result", "players")}
    text = json.dumps(deal, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def deal_recorded(deal_digest: str) -> bool:
    """Whether this learner's record has the deal (finished in guided play)."""
    session = current()
    if not session.deals_loaded:
        session.deals |= {str(e.payload["deal"]) for e in history(["deal_finished"]) if e.payload.get("deal")}
        session.deals_loaded = True
    return deal_digest in session.deals


def finished(game: str, profile: str, replay: dict, points: float, **where) -> bool:
    """Record a deal finished in guided play (once per deal); `where`: match, number. Whether it
    was recorded now."""
    deal = digest(replay)
    if deal_recorded(deal):
        return False
    current().deals.add(deal)
    seed = replay.get("seed")
    payload = {"game": game, "profile": profile, "seed": seed, "deal": deal, "points": points}
    payload.update({k: v for k, v in where.items() if v is not None})
    record("deal_finished", payload)
    return True


def reviewed(game: str, replay: dict, summary: dict, items, mistakes: Iterable[dict] = ()) -> bool:
    """Record the review of a deal this learner finished (once per deal; a replay from elsewhere is
    not the learner's play and is not recorded): its figures, each decision's kind, label and loss,
    and the confident mistakes (`mistakes`: Puzzle.to_json() each) for the mistakes bank."""
    deal = digest(replay)
    session = current()
    if not deal_recorded(deal) or deal in session.reviews:
        return False
    if not session.reviews_loaded:
        session.reviews |= {str(e.payload["deal"]) for e in history(["deal_reviewed"]) if e.payload.get("deal")}
        session.reviews_loaded = True
        if deal in session.reviews:
            return False
    session.reviews.add(deal)
    for puzzle in mistakes:
        record("mistake", {"game": game, "id": puzzle["id"], "puzzle": puzzle})
    decisions = [{"kind": i.kind, "label": i.played.label, "loss": round(i.loss, 3)} for i in items]
    record("deal_reviewed", {"game": game, "deal": deal, "summary": summary, "decisions": decisions})
    return True


# ---------------------------------------------------------------------------- the sidebar
def _rename(widget_key: str) -> None:
    from storage.learners import rename_learner

    session = current()
    name = (st.session_state.get(widget_key) or "").strip()[:80] or None
    session.name = name
    if session.key is not None:
        try:
            rename_learner(engine(), session.key, name)
        except (UnknownLearner, *STORE_ERRORS):
            session.notice = "learner.store_down"


def link_of(key: str) -> str:
    """The learner's link: this app's address with ?learner=KEY (just the query without a browser)."""
    try:
        base = (st.context.url or "").split("?")[0]
    except Exception:
        base = ""
    return f"{base}?{PARAM}={key}"


def sidebar(lang: str) -> None:
    """'Your record': the notice of the moment, the learner's name and the link to come back with."""
    from .i18n import t

    session = current()
    notice = take_notice()
    if notice is not None:
        (st.warning if notice != "learner.welcome" else st.info)(t(notice, lang), icon=":material/badge:")
    with st.expander(t("learner.title", lang), icon=":material/badge:", expanded=notice == "learner.welcome"):
        if session.key is None:
            st.caption(t("learner.store_down", lang))
            return
        st.session_state["_learner_name"] = session.name or ""
        st.text_input(
            t("learner.name", lang), key="_learner_name", max_chars=80, on_change=_rename, args=("_learner_name",)
        )
        st.caption(t("learner.keep_link", lang))
        st.code(link_of(session.key), language=None, wrap_lines=True)
