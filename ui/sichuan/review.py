"""Sichuan's review on the table (one click from the end of a deal) and "play from here".

As Chắn's (ui/chan/review.py): each of your decisions opens the table as it was then (every seat's
discards and melds, the tile in play, the wall), drawn by the live table's `draw_table` from the
deal replayed to that step (once per replay and step: ui/common/review.py), with the coach's priced
options (core/sichuan/review.py) under it; ◀ ▶ step through every action; your decisions are listed
biggest loss first. "Play from here" continues the deal from the step shown against the same AI
players with the same tiles (the replay's seed or wall, the actions cut at the step), kept apart
from the saved deal (its own key); "back to the review" returns.

Hooks: pages/sichuan_play.py calls `draw` and `retry_banner`; the end of a deal calls
`end_buttons`; the replay viewer calls `replay_buttons`. Other pages open a review with
`ui.common.review.open_review("sichuan", replay_json)`.
"""

from __future__ import annotations

import streamlit as st

from core.sichuan.puzzles import position as replay_to
from core.sichuan.replay import record_of
from core.sichuan.review import KIND_NAMES, as_record, review, summarise

from .. import learner
from ..common import review as common
from ..i18n import t
from ..store import new_key
from . import play as cb
from .view import PLAYERS, YOU, action_label, advance_ai, describe, make_players, seat_name


def _read(source) -> dict:
    """A validated replay record from replay JSON (text or bytes) or a record dict."""
    return as_record(source)


def _judge(record: dict, lang: str) -> list:
    """The coach's review of your decisions, under a progress bar that counts them."""
    bar = st.progress(0.0, text=t("review.reviewing", lang))

    def advance(done: int, total: int) -> None:
        bar.progress(done / total, text=t("review.reviewing_n", lang, done=done, total=total))

    items = review(record, YOU, progress=advance)
    bar.empty()
    keep_in_record(record, items)
    return items


def keep_in_record(record: dict, items: list) -> None:
    """A deal the learner finished, once reviewed: its figures and its confident mistakes go to the
    learner's record (the mistakes bank). A replay the learner did not play is not recorded."""
    from core.common.puzzles import BANK_LABELS
    from core.sichuan.puzzles import from_decision

    if not learner.deal_recorded(learner.digest(record)):
        return
    mistakes = [
        from_decision(record, item.index, YOU, item.advice, item.played.action)
        for item in items
        if item.played.label in BANK_LABELS
    ]
    puzzles = [p.to_json() for p in mistakes if p is not None]
    learner.reviewed("sichuan", record, summarise(items).to_json(), items, puzzles)


GAME = common.Game(
    name="sichuan",
    read=_read,
    replay=replay_to,
    judge=_judge,
    summarise=summarise,
    kind_names=KIND_NAMES,
    label=action_label,
)


# ------------------------------------------------------------------ callbacks
def open_from_play(record: dict, ai: str, players_seed: int) -> None:
    common.show(common.make_view(GAME, record, level=ai, players_seed=players_seed, source="end"))


def open_from_replay(record: dict, step: int) -> None:
    players = record.get("players") or []
    ai = players[1] if len(players) > 1 and players[1] in PLAYERS else None
    view = common.make_view(GAME, record, level=ai, source="watch")
    view.step = step
    common.show(view)


def _retry_state(record: dict, step: int, ai: str | None, players_seed: int | None) -> cb.PlayState | None:
    deal = replay_to(record, step)  # a fresh copy: the review's cached positions stay as they were
    if deal.over:
        return None
    ai = ai if ai in PLAYERS else "heuristic"
    seed = deal.seed or 0
    players = make_players(ai, seed if players_seed is None else players_seed)
    return cb.PlayState(deal=deal, players=players, ai=ai, seed=seed, key=new_key())


def _go(retry: cb.PlayState, view) -> None:
    common.start_retry("sichuan", view, st.session_state.get(cb.KEY), cb.KEY, retry)
    if cb.pace() == "instant" and retry.deal is not None:
        advance_ai(retry.deal, retry.players, None)


def play_from_here(step: int) -> None:
    """Continue the open review's deal from `step` on the play page; the saved deal waits aside."""
    view = common.current("sichuan")
    if view is None or not 0 <= step <= view.total:
        return
    retry = _retry_state(view.record, step, view.level, view.players_seed)
    if retry is None:
        return
    view.step = step
    _go(retry, view)


def replay_deal(record: dict, ai: str, players_seed: int) -> None:
    """ "Replay this deal": the same tiles (same seed or wall) from the first action."""
    retry = _retry_state(record, 0, ai, players_seed)
    if retry is not None:
        _go(retry, common.retry_view())


# ------------------------------------------------------------------ hooks
def end_buttons(play, deal, lang: str) -> None:
    """At the end of a deal (drawn inside the table's fragment: a click reruns the whole page)."""
    record = record_of(deal, play.replay_players())
    if not common.retrying("sichuan"):  # a retry's end is a "what if", not a deal of the learner's record
        learner.finished("sichuan", "sichuan", record, deal.settlement()[YOU], match=play.key)
    with st.container(horizontal=True, key="review_end_buttons"):
        if st.button(t("review.open", lang), key="review_open", type="primary", icon=":material/troubleshoot:"):
            open_from_play(record, play.ai, play.seed)
            st.rerun()
        if st.button(t("review.replay_deal", lang, seed=play.seed), key="review_replay_deal", icon=":material/replay:"):
            replay_deal(record, play.ai, play.seed)
            st.rerun()


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
    if not common.retrying("sichuan"):
        return
    view = common.retry_view()
    play = st.session_state.get(cb.KEY)
    seed = getattr(play, "seed", "—")
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
    st.caption(t("review.seed_line_sichuan", lang, seed=play.seed))


# ------------------------------------------------------------------ the screen
def draw(lang: str, draw_table) -> bool:
    """The open review, if any (True: drawn; the page stops there), on the live table's `draw_table`
    (handed over by the page, so this module needs no import of the screen that hooks it in)."""
    view = common.current("sichuan")
    if view is None:
        return False
    from core.sichuan.deal import CLAIM, ROB
    from core.sichuan.tiles import CODE

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
    side, listed = st.columns([1, 1], gap="medium")
    with listed:
        common.decision_list(GAME, view, items, lang, step)
    with side, st.container(key="review_side"):
        common.step_bar(view, step, items, lang)
        in_play = then.phase in (CLAIM, ROB) and then.claim_tile is not None
        tile = CODE[then.claim_tile >> 2] if in_play else "—"
        st.markdown(t("review.facts_sichuan", lang, stock=then.wall_left, card=tile))
        if step < view.total:
            after = common.position(GAME, view, step + 1)
            said = [describe(e, lang, reveal=True) for e in after.log[len(then.log) :]]
            st.markdown(t("review.next", lang, what=" ".join(s for s in said if s) or "—"))
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
    draw_table(cb.state(), then, lang, interactive=False, reveal=then.over, box="spr")
    if item is not None:
        priced_options(item, then, lang)
    final = common.position(GAME, view, view.total)
    if final.over:  # the deal's story, open at its last step
        from .story import story_markdown

        with st.expander(t("story.title", lang), expanded=step == view.total):
            st.markdown(story_markdown(final, lang))
    return True


def priced_options(item, then, lang: str) -> None:
    """The coach's move and every option priced, best first (as the live table's hint shows them)."""
    from ..verdict import badge, points

    st.markdown(f"**{t('play.review_best', lang)}**: {item.best.reason[lang]}")
    rows = [
        f"| {t('sichuan.pl_col_option', lang)} | {t('sichuan.pl_col_value', lang)} | "
        f"{t('sichuan.pl_col_label', lang)} | {t('sichuan.pl_col_reason', lang)} |",
        "|---|---|---|---|",
    ]
    for a in item.advice:
        lost = f" ({t('sichuan.pl_lost', lang, loss=f'{a.loss:.2f}')})" if a.loss else ""
        mine = " ◀" if a.action == item.played.action else ""
        rows.append(
            f"| {'★ ' if a.rank == 1 else ''}{action_label(a.action, then, lang)}{mine} | "
            f"{points(a.value or 0.0, a.se)} | {badge(a, lang)}{lost} | {a.reason[lang].replace('|', '/')} |"
        )
    st.markdown("\n".join(rows))
    st.caption(t("sichuan.pl_labels_note", lang))


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
