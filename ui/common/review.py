"""The review on the table, shared by both games: which deal is open, the step shown, the replay
replayed to a step once (cached per replay and step), the list of decisions biggest loss first,
the deal's figures, and "play from here" (a retry kept apart from the saved match).

    from ui.common.review import open_review
    open_review("chan", replay_json)        # then draw the game's play page (it shows the review)

The games' screens (ui/chan/review.py, ui/sichuan/review.py) give a `Game`: how to read a replay,
replay it to a step, judge it, draw the table and start a retry.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import streamlit as st

from core.common.text import Text

from ..i18n import t
from ..verdict import BADGE
from .keyboard import BACK_KEY, FORWARD_KEY

KEY = "review"  # the open review (View), if any
RETRY = "review_retry"  # a "play from here" under way: (game, the View to come back to, the saved play state)
STEPS = "review_steps"  # (game, digest, step) -> the deal replayed to that step
JUDGED = "review_judged"  # (game, digest) -> the review's items, biggest loss first
STEPS_KEPT = 200  # positions kept per session (a deal has well under 200 actions)
JUDGED_KEPT = 20  # judged deals kept per session
LISTED = 6  # decisions listed open (the costliest); the others in an expander
MARKS = {"best": "✓", "good": "✓", "close": "≈", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}


@dataclass
class View:
    game: str  # chan or sichuan
    record: dict  # the deal's replay record (validated)
    digest: str  # sha256 of the record: the key of its cached positions and review
    total: int  # actions in the deal
    step: int | None = None  # the position shown (before action `step`); None: the costliest decision
    level: str | None = None  # the AI players' kind, for "play from here"
    players_seed: int | None = None  # their seed (the match's), for "play from here"
    source: str = "end"  # where it was opened: end (of a deal), watch (a loaded replay), other


class Figures(Protocol):
    """A deal's review in figures (each game's core.*.review.ReviewSummary)."""

    @property
    def decisions(self) -> int: ...
    @property
    def agreed(self) -> int: ...
    @property
    def lost(self) -> float: ...
    @property
    def agreement(self) -> float: ...
    @property
    def lost_per_decision(self) -> float: ...
    @property
    def costliest(self) -> str | None: ...


@dataclass(frozen=True)
class Game:
    """What the shared screen needs of a game."""

    name: str
    read: Callable[[object], dict]  # replay JSON (text, bytes or dict) -> a validated record (NotationError if bad)
    replay: Callable[[dict, int], object]  # (record, step) -> the deal before action `step`
    judge: Callable[[dict, str], list]  # (record, lang) -> review items, biggest loss first (may show progress)
    summarise: Callable[[list], Figures]
    kind_names: dict[str, Text]  # kind of decision -> its name
    label: Callable[[Any, Any, str], str]  # (action, deal before it, lang) -> its short name


def digest(record: dict) -> str:
    return hashlib.sha256(json.dumps(record, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


def make_view(game: Game, replay_json, **how) -> View:
    record = game.read(replay_json)
    return View(game.name, record, digest(record), len(record.get("actions") or []), **how)


def current(game: str | None = None) -> View | None:
    view = st.session_state.get(KEY)
    if not isinstance(view, View) or (game is not None and view.game != game):
        return None
    return view


def show(view: View) -> None:
    st.session_state[KEY] = view


def close() -> None:
    st.session_state.pop(KEY, None)


def set_step(step: int) -> None:
    view = current()
    if view is not None:
        view.step = max(0, min(step, view.total))


def position(game: Game, view: View, step: int):
    """The deal replayed to `step`: replayed once per (replay, step) in the session, then reused."""
    kept = st.session_state.setdefault(STEPS, {})
    key = (view.game, view.digest, step)
    if key not in kept:
        kept[key] = game.replay(view.record, step)
        while len(kept) > STEPS_KEPT:
            kept.pop(next(iter(kept)))
    return kept[key]


def judged(game: Game, view: View, lang: str) -> list:
    kept = st.session_state.setdefault(JUDGED, {})
    key = (view.game, view.digest)
    if key not in kept:
        kept[key] = game.judge(view.record, lang)
        while len(kept) > JUDGED_KEPT:
            kept.pop(next(iter(kept)))
    return kept[key]


def costliest_step(items: list, total: int) -> int:
    """Where a review opens: the costliest decision (the first item), else the deal's last step."""
    return items[0].index if items else total


def label_cue(item, lang: str, colour: bool = True) -> str:
    """The played option's label as coloured text with a mark (a text cue, not colour alone)."""
    label = item.played.label or ("best" if item.agrees else "")
    name = (
        item.played.label_text[lang]
        if item.played.label
        else t("review.agreed" if item.agrees else "review.unlabelled", lang)
    )
    mark = MARKS.get(label, "·")
    if not colour:  # on a highlighted (primary) button: the mark and the name in bold
        return f"**{mark} {name}**"
    return f":{BADGE.get(label, 'gray')}[**{mark} {name}**]"


def decision_title(game: Game, view: View, item, lang: str) -> str:
    then = position(game, view, item.index)
    played = game.label(item.played.action, then, lang)
    if item.agrees:
        return t("review.item_agreed", lang, n=item.decision + 1, played=played)
    best = game.label(item.best.action, then, lang)
    return t("review.item", lang, n=item.decision + 1, played=played, best=best, loss=f"{item.loss:.2f}")


def summary(game: Game, items: list, lang: str):
    """The deal's figures: agreement with the coach, points lost per decision, the costliest kind."""
    figures = game.summarise(items)
    with st.container(horizontal=True, key="review_summary"):
        st.metric(
            t("review.agreement", lang),
            f"{100 * figures.agreement:.0f} %",
            help=t("review.agreement_help", lang, agreed=figures.agreed, n=figures.decisions),
        )
        st.metric(
            t("review.per_decision", lang),
            f"{figures.lost_per_decision:.2f}",
            help=t("review.lost_help", lang, lost=f"{figures.lost:.2f}"),
        )
        costliest = figures.costliest
        st.metric(t("review.costliest", lang), game.kind_names[costliest][lang] if costliest else "—")
    return figures


def decision_list(game: Game, view: View, items: list, lang: str, shown: int) -> None:
    """The learner's decisions, biggest loss first: each a button that opens the table at it."""
    st.markdown(f"**{t('review.decisions', lang)}**")
    if not items:
        st.info(t("review.no_decisions", lang))
        return
    with st.container(key="review_list"):
        for rank, item in enumerate(items[:LISTED]):
            _decision_button(game, view, item, rank, lang, item.index == shown)
    if len(items) > LISTED:  # the rest, folded (a phone shows the table without a long scroll)
        with st.expander(
            t("review.more", lang, n=len(items) - LISTED), expanded=any(i.index == shown for i in items[LISTED:])
        ):
            for rank, item in enumerate(items[LISTED:], LISTED):
                _decision_button(game, view, item, rank, lang, item.index == shown)


def _decision_button(game: Game, view: View, item, rank: int, lang: str, here: bool) -> None:
    st.button(
        f"{label_cue(item, lang, colour=not here)} {decision_title(game, view, item, lang)}",
        key=f"review_go_{rank}",
        on_click=set_step,
        args=(item.index,),
        type="primary" if here else "secondary",
        width="stretch",
    )


def step_bar(view: View, step: int, items: list, lang: str) -> None:
    """◀ ▶ over every action of the deal, and the previous / next of the learner's decisions."""
    marks = sorted(item.index for item in items)
    before = [i for i in marks if i < step]
    after = [i for i in marks if i > step]
    with st.container(horizontal=True, key="review_steps"):
        st.button(
            ":material/skip_previous:",
            key="review_prev_decision",
            disabled=not before,
            on_click=set_step,
            args=(before[-1] if before else step,),
            help=t("review.prev_decision", lang),
        )
        st.button("◀", key="review_back", disabled=step == 0, on_click=set_step, args=(step - 1,), shortcut=BACK_KEY)
        st.markdown(t("review.step_of", lang, n=step, total=view.total))
        st.button(
            "▶",
            key="review_fwd",
            disabled=step >= view.total,
            on_click=set_step,
            args=(step + 1,),
            shortcut=FORWARD_KEY,
        )
        st.button(
            ":material/skip_next:",
            key="review_next_decision",
            disabled=not after,
            on_click=set_step,
            args=(after[0] if after else step,),
            help=t("review.next_decision", lang),
        )


def retrying(game: str) -> bool:
    value = st.session_state.get(RETRY)
    return isinstance(value, tuple) and value[0] == game


def start_retry(game: str, view: View | None, saved_play, play_key: str, retry_play) -> None:
    """Put the retry in the play page's place; the saved match waits beside it (not overwritten).
    `view`: the review to come back to (None: "replay this deal", back to the end of the deal)."""
    st.session_state[RETRY] = (game, view, saved_play, play_key)
    st.session_state[play_key] = retry_play
    close()


def back_to_review() -> None:
    """End a retry: the saved match back in its place, the review open where it was."""
    value = st.session_state.pop(RETRY, None)
    if not isinstance(value, tuple):
        return
    _game, view, saved_play, play_key = value
    if saved_play is None:
        st.session_state.pop(play_key, None)
    else:
        st.session_state[play_key] = saved_play
        key = getattr(saved_play, "key", None)
        if isinstance(key, str) and key:  # the link finds the saved match again (a retry may have moved it)
            st.query_params["match"] = key
    if view is not None:
        show(view)


def retry_view() -> View | None:
    """The review a retry returns to (None: it returns to the end of the deal)."""
    value = st.session_state.get(RETRY)
    return value[1] if isinstance(value, tuple) else None


def open_review(game: str, replay_json, *, level: str | None = None, players_seed: int | None = None) -> None:
    """Open the review of a finished deal on its game's play page (call it, then switch to the game's play
    page or let the play page draw). `replay_json`: the deal's replay (text, bytes or a record dict);
    a bad one raises core.common.errors.NotationError (its `text[lang]` says what is wrong). `level` and
    `players_seed`: the AI players "play from here" seats (default: the game's default, the deal's seed)."""
    import importlib

    from core.common.games import find_game

    module = importlib.import_module(f"{find_game(game).ui}.review")
    show(make_view(module.GAME, replay_json, level=level, players_seed=players_seed, source="other"))


__all__ = [
    "View",
    "Game",
    "open_review",
    "retry_view",
    "make_view",
    "current",
    "show",
    "close",
    "set_step",
    "position",
    "judged",
    "costliest_step",
    "summary",
    "decision_list",
    "step_bar",
    "retrying",
    "start_retry",
    "back_to_review",
]
