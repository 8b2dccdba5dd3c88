"""Puzzles: your own mistakes from reviewed deals, coming back until you solve them twice in a row
(spaced repetition), and rated puzzles for everyone near your rating. Each puzzle is a position on
the table: find the better move; the engine checks the answer, the coach explains it, the rules
are cited."""

from datetime import datetime

import streamlit as st

from core.common.games import GAMES
from core.common.srs import is_due
from ui import learner
from ui.common.keyboard import move_key
from ui.i18n import t
from ui.puzzles import (
    KINDS,
    SOURCES,
    answer,
    bank,
    choose_game,
    choose_source,
    find,
    from_link,
    learner_rating,
    next_one,
    next_puzzle,
    open_puzzle,
    show_solution,
    state,
    try_again,
)
from ui.puzzles_view import draw_position, option_label, rules_cited, theme_names
from ui.state import lang

L = lang()
P = state()
st.title(t("puzzles.title", L))
st.caption(t("puzzles.intro", L))
events = learner.history(KINDS)
from_link(P, events)
error = st.session_state.pop("_puzzle_link_error", None)
if error:
    st.error(t(error, L, id=str(P.notice)[:24]))

rating = learner_rating(events)
mine, schedule = bank(events)
due = sum(is_due(s, datetime.now()) for s in schedule.values())
retired = sum(s.retired for s in schedule.values())
with st.container(horizontal=True):
    st.metric(t("puzzles.rating", L), f"{rating.rating:.0f} ± {rating.deviation:.0f}")
    st.metric(t("puzzles.bank_due", L), due)
    st.metric(t("puzzles.bank_size", L), len(mine) - retired)
    st.metric(t("puzzles.bank_retired", L), retired)

with st.container(horizontal=True):
    games = list(GAMES)
    st.session_state["_pz_game"] = P.game
    st.segmented_control(
        t("puzzles.game", L), games, key="_pz_game", format_func=lambda g: GAMES[g].name.pick(L),
        on_change=choose_game, args=("_pz_game",),
    )  # fmt: skip
    for source in SOURCES:
        st.button(
            t(f"puzzles.source_{source}", L),
            key=f"pz_source_{source}",
            type="primary" if P.source == source else "secondary",
            on_click=choose_source,
            args=(source,),
        )

if P.current is None:
    chosen = next_puzzle(P, events)
    if chosen is not None:
        open_puzzle(P, chosen, P.source)
found = find(P.current, events) if P.current else None
if found is None:
    st.info(t(f"puzzles.none_{P.source}", L), icon=":material/extension:")
    st.stop()

puzzle, source = found
deal = P.position
st.subheader(t("puzzles.find", L))
st.caption(t(f"puzzles.from_{source}", L, themes=theme_names(puzzle, L), rating=f"{puzzle.rating.rating:.0f}"))
draw_position(puzzle, deal, L)

options = sorted(puzzle.options, key=lambda o: option_label(puzzle, o.action, deal, L))
with st.container(horizontal=True, key="pz_options"):
    for i, option in enumerate(options):
        st.button(
            option_label(puzzle, option.action, deal, L),
            key=f"pz_opt_{i}",
            on_click=answer,
            args=(puzzle.to_json(), option.action),
            disabled=P.verdict is not None and P.verdict.right,
            shortcut=move_key(i),
        )

verdict = P.verdict
if verdict is not None:
    why = verdict.reason.pick(L)
    if verdict.right:
        st.success(t("puzzles.right", L, why=why), icon=":material/check:")
    elif not verdict.legal:
        st.warning(t("puzzles.refused", L, why=why))
    else:
        st.error(t("puzzles.wrong", L, why=why))
    st.markdown(rules_cited(puzzle.game, verdict.rules, L), unsafe_allow_html=True)
    if P.change is not None:
        st.caption(t("puzzles.rating_change", L, before=f"{P.change[0]:.0f}", after=f"{P.change[1]:.0f}"))
    with st.container(horizontal=True):
        if not verdict.right:
            st.button(t("puzzles.try_again", L), key="pz_again", on_click=try_again, icon=":material/replay:")
            st.button(t("puzzles.solution", L), key="pz_solution", on_click=show_solution, icon=":material/lightbulb:")
        st.button(t("puzzles.next", L), key="pz_next", on_click=next_one, type="primary", icon=":material/skip_next:")
if P.solution:
    best = option_label(puzzle, puzzle.answers[0], deal, L)
    st.info(t("puzzles.the_solution", L, move=best, why=puzzle.reason.pick(L)), icon=":material/lightbulb:")
    st.markdown(rules_cited(puzzle.game, puzzle.rules, L), unsafe_allow_html=True)
