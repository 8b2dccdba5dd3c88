"""Chắn's review on the table (one click from the end of a deal) and "play from here".

Each of the learner's decisions opens the table as it was then (gates, exposed pairs, the card in
play, the stock), drawn by the live table's `table_html` from the deal replayed to that step (once
per replay and step: ui/common/review.py), with the coach's priced options beside it; ◀ ▶ step
through every action; the decisions are listed biggest loss first. "Play from here" continues the
deal from the step shown against the same AI players with the same cards (the record's deck, the
log cut at the step), as a retry kept apart from the saved match; "back to the review" returns.

Hooks: pages/play.py calls `draw` (the review, when one is open) and `retry_banner`; the end of a
deal calls `end_buttons`; the replay viewer calls `replay_buttons`. Other pages open a review with
`ui.common.review.open_review("chan", replay_json)`.
"""

from __future__ import annotations

import hashlib
import json

import streamlit as st

from core.chan.replay import Match, dumps, from_record, loads, read_record, record_of
from core.chan.review import KIND_NAMES, summarise

from .. import learner
from ..common import review as common
from ..i18n import t
from ..store import new_key
from . import play as cb
from .cards import group_view, groups_html
from .play_view import YOU, action_label, card_name, describe, level_kinds, make_players, seat_name
from .table import table_html


def _read(source) -> dict:
    """A validated replay record from replay JSON (text or bytes) or a record dict."""
    record = json.loads(json.dumps(source)) if isinstance(source, dict) else read_record(source)
    return json.loads(dumps(from_record(record)))  # the validator: every field, every action


def _judge(record: dict, lang: str) -> list:
    """The coach's review of the learner's decisions, under a progress bar (shared with the end of a
    deal's review list: the same session cache, keyed by the replay's text)."""
    return reviewed(dumps(from_record(record)), lang)


GAME = common.Game(
    name="chan",
    read=_read,
    replay=lambda record, step: from_record(record, upto=step),
    judge=_judge,
    summarise=summarise,
    kind_names=KIND_NAMES,
    label=action_label,
)


# ------------------------------------------------------------------ callbacks
def open_from_play(record: dict, level: str, players_seed: int) -> None:
    common.show(common.make_view(GAME, record, level=level, players_seed=players_seed, source="end"))


def open_from_replay(record: dict, step: int) -> None:
    view = common.make_view(GAME, record, source="watch")
    view.step = step
    common.show(view)


def _retry_state(record: dict, step: int, level: str | None, players_seed: int | None) -> cb.PlayState | None:
    deal = from_record(record, upto=step)  # a fresh copy: the review's cached positions stay as they were
    if deal.over:
        return None
    level = level if level in level_kinds() else "rules"
    seed = (deal.seed or 0) if players_seed is None else players_seed
    match = Match(deal.options, seed=deal.seed or 0, deals=[deal])
    return cb.PlayState(match, new_key(), level, 1, make_players(level, seed))


def play_from_here(step: int) -> None:
    """Continue the open review's deal from `step` at the play page; the saved match waits aside."""
    view = common.current("chan")
    if view is None or not 0 <= step <= view.total:
        return
    retry = _retry_state(view.record, step, view.level, view.players_seed)
    if retry is None:
        return
    view.step = step
    common.start_retry("chan", view, cb.state(), cb.KEY, retry)
    cb.after_move(retry)  # at the instant pace the AI plays on; saved under the retry's own key


def replay_deal(record: dict, level: str, players_seed: int) -> None:
    """ "Replay this deal": the same cards (same seed and deck) from the first action."""
    retry = _retry_state(record, 0, level, players_seed)
    if retry is None:
        return
    common.start_retry("chan", common.retry_view(), cb.state(), cb.KEY, retry)
    cb.after_move(retry)


# ------------------------------------------------------------------ hooks
def end_buttons(play, deal, lang: str) -> None:
    """At the end of a deal: the review on the table, and "replay this deal" (the same seed)."""
    record = record_of(deal)  # with its seed: the same seed deals the same cards
    with st.container(horizontal=True, key="review_end_buttons"):
        st.button(
            t("review.open", lang),
            key="review_open",
            type="primary",
            icon=":material/troubleshoot:",
            on_click=open_from_play,
            args=(record, play.level, play.match.seed),
        )
        st.button(
            t("review.replay_deal", lang, seed=deal.seed),
            key="review_replay_deal",
            icon=":material/replay:",
            on_click=replay_deal,
            args=(record, play.level, play.match.seed),
        )


def replay_buttons(record: dict, step: int, lang: str) -> None:
    """In the replay viewer: the review on the table at this step, and play from here."""
    with st.container(horizontal=True, key="review_watch_buttons"):
        st.button(
            t("review.open_here", lang),
            key="review_watch_open",
            icon=":material/troubleshoot:",
            on_click=open_from_replay,
            args=(record, step),
        )
        if step < len(record.get("actions") or []):

            def go() -> None:
                open_from_replay(record, step)
                play_from_here(step)

            st.button(t("review.play_here", lang), key="review_watch_play", icon=":material/play_arrow:", on_click=go)


def retry_banner(lang: str) -> None:
    """Above the table while a retry is under way: what it is, and the way back."""
    if not common.retrying("chan"):
        return
    view = common.retry_view()
    play = cb.state()
    seed = play.deal.seed if play is not None else "—"
    with st.container(horizontal=True, key="review_retry_bar"):
        if view is not None:
            st.info(t("review.retrying", lang, step=view.step or 0, seed=seed), icon=":material/replay:")
            st.button(t("review.back", lang), key="review_back_to", type="primary", on_click=common.back_to_review)
        else:
            st.info(t("review.replaying", lang, seed=seed), icon=":material/replay:")
            st.button(
                t("review.back_match", lang), key="review_back_to", type="primary", on_click=common.back_to_review
            )


def seed_line(play, lang: str) -> None:
    """The seed under the table: the same seed deals the same cards (the replay keeps it)."""
    st.caption(t("review.seed_line", lang, seed=play.match.seed, deal_seed=play.deal.seed, n=len(play.match.deals)))


REVIEWS_KEPT = 20  # reviews kept per session (a review is judged once per deal record)


def reviewed(record: str, lang: str = "en") -> list:
    """The coach's review of the learner's decisions in a finished deal, judged once per record and
    kept in the session; while it is judged, a progress bar counts the decisions."""
    from core.chan.review import review

    kept = st.session_state.setdefault("chan_reviews", {})
    key = hashlib.sha256(record.encode()).hexdigest()
    if key not in kept:
        bar = st.progress(0.0, text=t("play.reviewing", lang))

        def advance(done: int, total: int) -> None:
            bar.progress(done / total, text=t("play.reviewing_n", lang, done=done, total=total))

        kept[key] = review(loads(record), YOU, progress=advance)
        bar.empty()
        keep_in_record(json.loads(record), kept[key])
        while len(kept) > REVIEWS_KEPT:
            kept.pop(next(iter(kept)))
    return kept[key]


def keep_in_record(replay: dict, items: list) -> None:
    """A deal the learner finished, once reviewed: its figures and its confident mistakes go to the
    learner's record (the mistakes bank). A replay the learner did not play is not recorded."""
    from core.chan.puzzles import from_review_item
    from core.common.puzzles import BANK_LABELS

    if not learner.deal_recorded(learner.digest(replay)):
        return
    mistakes = [from_review_item(item) for item in items if item.played.label in BANK_LABELS]
    puzzles = [p.to_json() for p in mistakes if p is not None]
    learner.reviewed("chan", replay, summarise(items).to_json(), items, puzzles)


# ------------------------------------------------------------------ the screen
def draw(lang: str, mobile_css: str, priced_options) -> bool:
    """The open review, if any (True: drawn; the page stops there). The page hands over the live
    table's pieces (its phone CSS and its priced-options list), so this module needs no import of
    the screen that hooks it in."""
    view = common.current("chan")
    if view is None:
        return False

    with st.container(horizontal=True, key="review_head"):
        st.subheader(t("review.title", lang))
        st.button(t("review.close", lang), key="review_close", on_click=common.close, icon=":material/close:")
    st.caption(t("review.seed", lang, seed=view.record.get("seed", "—")))
    items = common.judged(GAME, view, lang)
    if view.step is None:
        view.step = common.costliest_step(items, view.total)
    step = max(0, min(view.step, view.total))
    then = common.position(GAME, view, step)
    common.summary(GAME, items, lang)
    item = next((i for i in items if i.index == step), None)
    common.step_bar(view, step, items, lang)  # above the table: on a phone too, ◀ ▶ beside the table
    left, right = st.columns([3, 2], gap="medium")
    with left:
        st.markdown(mobile_css + table_html(then, lang, face_up=then.over), unsafe_allow_html=True)
        st.markdown(f"**{t('play.your_hand', lang)}**")
        st.markdown(groups_html(group_view(then.hand_of(YOU)), lang), unsafe_allow_html=True)
    with right, st.container(key="review_side"):
        card = card_name(then.card, lang) if then.card is not None else "—"
        st.markdown(t("review.facts", lang, stock=then.stock_left, card=card))
        if step < view.total:
            after = common.position(GAME, view, step + 1)
            said = [describe(e, lang) for e in after.log[len(then.log) :]]
            st.markdown(t("review.next", lang, what=" ".join(said) or "—"))
        else:
            st.markdown(t("review.deal_over", lang))
        if item is not None:
            st.markdown(f"{common.label_cue(item, lang)} — {common.decision_title(GAME, view, item, lang)}")
        elif not then.over:
            st.caption(t("review.not_yours", lang, who=seat_name(then.to_act, lang)))
        if not then.over:
            st.button(
                t("review.play_here", lang),
                key="review_play_here",
                type="primary",
                icon=":material/play_arrow:",
                on_click=play_from_here,
                args=(step,),
            )
        common.decision_list(GAME, view, items, lang, step)
    if item is not None:  # the coach's priced options, the width of the page
        st.markdown(f"**{t('play.review_best', lang)}**: {item.best.reason[lang]}")
        priced_options(item.advice, then, lang)
    final = common.position(GAME, view, view.total)
    if final.over:  # the deal's story, open at its last step
        from .story import story_markdown

        with st.expander(t("story.title", lang), expanded=step == view.total):
            st.markdown(story_markdown(final, lang))
    return True


__all__ = [
    "GAME",
    "draw",
    "end_buttons",
    "replay_buttons",
    "retry_banner",
    "seed_line",
    "play_from_here",
    "replay_deal",
]
