"""Guided play: a whole Chắn deal against three AI players, with the legal options explained,
hints on request, the AI's moves at a readable pace, the result and the match's running totals."""

import json

import pandas as pd
import plotly.graph_objects as go
import streamlit as st

from core.chan.coach import coach
from core.chan.review import review
from core.chan.cards import NotationError, parse_cards
from core.chan.deal import SEATS, DealOptions
from core.chan.legality import IllegalAction
from core.chan.replay import Match, dumps, from_record, loads
from ui.cards import cards_row_html, group_view, groups_html
from ui.i18n_play import tp
from ui.picker import card_picker
from ui.play_view import (YOU, action_label, public_log, advance_ai, card_name, describe, level_kinds, level_name, make_players,
                          result_rows, seat_name, settlement_rows)
from ui.rules_view import rule_links
from ui.state import lang, profile

L, P = lang(), profile()
PACE_SECONDS = 0.9
st.title(tp("title", L))
st.caption(tp("intro", L))


# ---------------------------------------------------------------- state changes (callbacks)
def start_match() -> None:
    mode = st.session_state.get("play_mode_choice", "basic") if P == "traditional" else "basic"
    options = DealOptions(profile=P, mode=mode,
                          four_eleven=P == "traditional" and st.session_state.get("play_4_11", False),
                          ga_gop=P == "traditional" and st.session_state.get("play_ga_gop", False))
    seed = int(st.session_state.get("play_seed_choice", 1))
    match = Match(options, seed=seed)
    match.new_deal()
    st.session_state.play_match = match
    st.session_state.play_players = make_players(st.session_state.get("play_ai_choice", "rules"), seed)
    st.session_state.play_booked = False
    st.session_state.play_msg = None
    st.session_state.play_hint = None
    _after_user_move()


def next_deal() -> None:
    match = st.session_state.play_match
    match.new_deal()
    st.session_state.play_booked = False
    st.session_state.play_hint = None
    _after_user_move()


def _our_decision():
    """The deal when it is ours to act, else None: a click that arrives after the table moved on
    (a double click, a click on a button the redraw is replacing) is then ignored."""
    match = st.session_state.get("play_match")
    deal = match.deals[-1] if match is not None and match.deals else None
    if deal is None or deal.ended or deal.to_act != YOU:
        return None
    return deal


def do(action) -> None:
    deal = _our_decision()
    if deal is None:
        return
    st.session_state.play_hint = None
    try:
        deal.act(action)
        st.session_state.play_msg = None
    except IllegalAction as err:
        st.session_state.play_msg = (err.reason_vi if L == "vi" else err.reason_en, err.rules)
        return
    _after_user_move()


def discard_picked(face: int) -> None:
    from core.chan.actions import discard
    do(discard(YOU, face))


def _after_user_move() -> None:
    if st.session_state.get("play_pace", "readable") == "instant":
        advance_ai(st.session_state.play_match.deals[-1], st.session_state.play_players, None)
    _book_if_over()


def _book_if_over() -> None:
    match = st.session_state.play_match
    if match.deals[-1].ended and not st.session_state.get("play_booked"):
        match.close_deal()
        st.session_state.play_booked = True


def ask_hint() -> None:
    deal = _our_decision()
    if deal is None:
        return
    st.session_state.play_hint = coach(deal, YOU, seed=len(deal.actions))


@st.cache_data(max_entries=20, show_spinner=False)
def reviewed(record: str) -> list:
    """The coach's review of the user's decisions in a finished deal (pure: cached by its record)."""
    return review(loads(record), YOU)


def quit_match() -> None:
    st.session_state.pop("play_match", None)


# ---------------------------------------------------------------- screen
def _keep_pace(widget_key: str) -> None:
    st.session_state.play_pace = st.session_state[widget_key]


with st.sidebar:  # one widget per language, so switching language keeps the choice visible
    pace_key = f"play_pace_{L}"
    st.session_state[pace_key] = st.session_state.get("play_pace", "readable")
    st.radio(tp("pace", L), ["readable", "instant"], key=pace_key, format_func=lambda p: tp("pace_" + p, L),
             on_change=_keep_pace, args=(pace_key,))

match = st.session_state.get("play_match")
if match is not None and match.options.profile != P:
    st.info(tp("profile_changed", L, profile=match.options.profile))

if match is None:
    with st.form("play_setup"):
        st.subheader(tp("setup", L))
        c1, c2, c3 = st.columns(3)
        c1.number_input(tp("seed", L), 0, 10**9, 1, key="play_seed_choice")
        c2.selectbox(tp("ai", L), level_kinds(), index=1, key="play_ai_choice", format_func=lambda k: level_name(k, L))
        if P == "traditional":
            c3.radio(tp("mode", L), ["basic", "advanced"], key="play_mode_choice",
                     format_func=lambda m: tp("mode_" + m, L))
            st.checkbox(tp("four_eleven", L), key="play_4_11")
            st.checkbox(tp("ga_gop", L), key="play_ga_gop")
        else:
            c3.caption(tp("cardavia_mode", L))
        st.form_submit_button(tp("start", L), type="primary", on_click=start_match)
    with st.expander(tp("watch", L)):
        upload = st.file_uploader(tp("upload", L), type=["json"], key="play_upload")
        if upload is not None:
            try:
                watched = loads(upload.getvalue())
                st.session_state.play_watch = json.loads(upload.getvalue())
            except NotationError as err:
                st.error(tp("bad_replay", L, error=err.message(L)))
    watch = st.session_state.get("play_watch")
    if watch:
        total = len(watch["actions"])
        step = st.slider(tp("step", L), 0, total, total, key="play_watch_step")
        view = from_record({k: v for k, v in watch.items() if k != "result"} | {"actions": watch["actions"][:step]})
        for entry in view.log[-8:]:
            st.write("· " + describe(entry, L))
        if view.ended and view.outcome.result:
            st.success(view.outcome.result.sentence(L))
        if view.ended and st.toggle(tp("review", L), key="play_watch_review"):
            with st.spinner(tp("reviewing", L)):
                items = reviewed(dumps(view))
            for item in items[:8]:
                st.write("· " + tp("review_item", L, n=item.decision + 1,
                                   played=action_label(item.played.action, view, L),
                                   best=action_label(item.best.action, view, L), loss=f"{item.loss:.2f}"))
    st.stop()

deal = match.deals[-1]
players = st.session_state.play_players
ai_turn = not deal.ended and deal.to_act != YOU
readable = st.session_state.get("play_pace", "readable") == "readable"


ticking = readable and ai_turn  # the fragment's timer, fixed by this full run


@st.fragment(run_every=PACE_SECONDS if ticking else None)
def table() -> None:
    deal = st.session_state.play_match.deals[-1]
    if readable and not deal.ended and deal.to_act != YOU:
        advance_ai(deal, st.session_state.play_players, 1)
        _book_if_over()
    draw_table(deal)
    # A click inside this fragment reruns only the fragment, with the timer of the last full run.
    # Whenever the timer that is needed now differs from that one (our move handed the turn to the
    # AI, or the AI handed it back), or the deal ended here, redraw the whole page.
    needs_ticking = readable and not deal.ended and deal.to_act != YOU
    if needs_ticking != ticking or (deal.ended and not st.session_state.get("play_end_drawn")):
        st.rerun()


def draw_table(deal) -> None:
    with st.container(horizontal=True):  # one row, also on a phone (columns would stack)
        st.metric(tp("stock", L), deal.stock_left)
        st.metric(tp("dealer", L), seat_name(deal.dealer, L))
        st.metric(tp("deal_no", L), len(match.deals))
        st.metric(tp("turn", L), "—" if deal.ended else seat_name(deal.to_act, L))
    cols = st.columns(3)
    for col, seat in zip(cols, (1, 2, 3)):
        with col:
            status = (" · " + tp("bao", L)) if deal.bao[seat] else (" · " + tp("dead", L)) if deal.dead[seat] else ""
            st.markdown(f"**{seat_name(seat, L)}** — {tp('in_hand', L, n=sum(deal.hands[seat]))}{status}")
            exposed = [f for g in deal.exposed[seat] for f in g]
            if exposed:
                st.markdown(cards_row_html(exposed, width=22, gap=1, lang=L), unsafe_allow_html=True)
            gate = deal.gates[seat][-6:]
            if gate:
                st.caption(tp("gate", L))
                st.markdown(cards_row_html(gate, width=20, gap=1, lang=L), unsafe_allow_html=True)
    if deal.card is not None and not deal.ended:
        source = tp("source_" + deal.card_source, L,
                    who=tp("you_in_sentence", L) if deal.card_from == YOU else seat_name(deal.card_from, L))
        gate = tp("at_your_gate", L) if deal.card_gate == YOU else tp("at_gate", L, who=seat_name(deal.card_gate, L))
        st.markdown(f"**{tp('in_play', L)}** — {gate}, {source}")
        st.markdown(cards_row_html([deal.card], width=56, lang=L), unsafe_allow_html=True)
    st.markdown(f"**{tp('your_hand', L)}**" + (f" · {tp('bao', L)}" if deal.bao[YOU] else ""))
    st.markdown(groups_html(group_view(deal.holding(YOU)), L), unsafe_allow_html=True)
    if not deal.ended and deal.to_act == YOU:
        decision(deal)
    elif not deal.ended:
        st.info(tp("ai_thinking", L, who=seat_name(deal.to_act, L)))
        if not readable:
            st.button(tp("continue", L), on_click=_after_user_move, key="play_continue")
    with st.expander(tp("log", L), expanded=False):
        for entry in reversed(public_log(deal)[-30:]):
            line = describe(entry, L)
            if entry.rules:
                line += f" — {rule_links(entry.rules, L)}"
            st.markdown("· " + line)


def decision(deal) -> None:
    st.subheader(tp("your_move", L))
    msg = st.session_state.get("play_msg")
    if msg:
        st.error(f"{msg[0]} — {rule_links(msg[1], L)}")
    explained = deal.explain()
    legal = set(deal.legal_actions())
    hint = st.session_state.get("play_hint")
    if hint:
        best = hint[0]
        st.info(tp("hint_text", L, action=action_label(best.action, deal, L), reason=best.reason(L),
                   value=f"{best.value:+.2f}"))
        with st.expander(tp("hint_all", L)):
            st.dataframe(pd.DataFrame([{tp("col_option", L): action_label(a.action, deal, L),
                                        tp("col_value", L): round(a.value, 2), tp("col_reason", L): a.reason(L)}
                                       for a in hint]), hide_index=True)
            st.markdown(rule_links([r for a in hint[:3] for r in a.rules], L))
    if deal.phase == "discard":
        counts = [0] * 25
        for action in legal:
            counts[action.card] = deal.hands[YOU][action.card]
        st.caption(tp("pick_discard", L))
        card_picker("play_discard", copies_left=counts, lang=L, width=34, on_pick=discard_picked)
        cols = st.columns(6)
        for i, action in enumerate(sorted(legal, key=lambda a: a.card)):
            cols[i % 6].button(action_label(action, deal, L), key=f"play_d_{action.card}", on_click=do, args=(action,))
    else:
        for action, option in explained:
            if action is not None and action in legal:
                c1, c2 = st.columns([2, 5])
                c1.button(action_label(action, deal, L), key=f"play_a_{action.kind}_{action.card}",
                          on_click=do, args=(action,), type="primary" if action.kind == "win" else "secondary")
                c2.caption(option.verdict.explanation_vi if L == "vi" else option.verdict.explanation_en)
    illegal = [(a, o) for a, o in explained if not o.legal]
    if illegal:
        with st.expander(tp("not_allowed", L, n=len(illegal))):
            for action, option in illegal:
                what = action_label(action, deal, L) if action is not None else option.kind
                text = option.verdict.explanation_vi if L == "vi" else option.verdict.explanation_en
                st.markdown(f"**{what}** — {text} {rule_links(option.verdict.rules, L)}")
                if deal.advanced and action is not None and action in legal:
                    st.button(tp("do_anyway", L), key=f"play_x_{action.kind}_{action.card}", on_click=do, args=(action,))
    st.button(tp("hint", L), on_click=ask_hint, key="play_hint_button")


st.session_state.play_end_drawn = deal.ended  # this full run draws the end of the deal below
table()

deal = match.deals[-1]
if deal.ended:
    out = deal.outcome
    st.divider()
    if out.winner is None:
        st.warning(tp("draw", L))
    else:
        st.success(tp("winner", L, who=seat_name(out.winner, L), card=card_name(out.win_card, L) or "Thiên ù",
                      total=out.result.total))
        st.markdown(groups_html(group_view(deal.holding(out.winner)), L), unsafe_allow_html=True)
        st.dataframe(pd.DataFrame(result_rows(deal, L)), hide_index=True)
        st.write(out.result.sentence(L))
    st.markdown(tp("settlement_rules", L, rules=rule_links(out.rules, L)))
    st.dataframe(pd.DataFrame(settlement_rows(deal, L, match.totals)), hide_index=True)
    c1, c2, c3 = st.columns(3)
    c1.button(tp("next_deal", L), type="primary", on_click=next_deal, key="play_next")
    c2.download_button(tp("download", L), dumps(deal), file_name=f"chan-deal-{match.seed}-{len(match.deals)}.json",
                       mime="application/json", key="play_download")
    c3.button(tp("new_match", L), on_click=quit_match, key="play_quit")
    if st.toggle(tp("review", L), key=f"play_review_{len(match.deals)}"):
        with st.spinner(tp("reviewing", L)):
            items = reviewed(dumps(deal))
        if not items:
            st.info(tp("review_none", L))
        for item in items[:8]:
            pos = item.position
            title = tp("review_item", L, n=item.decision + 1, played=action_label(item.played.action, deal, L),
                       best=action_label(item.best.action, deal, L), loss=f"{item.loss:.2f}")
            with st.expander(title, expanded=item is items[0] and item.loss > 0):
                groups = [(g["kind"], parse_cards(g["cards"]), g["exposed"]) for g in pos["groups"]]
                st.markdown(groups_html(groups, L), unsafe_allow_html=True)
                if pos["card"]:
                    st.markdown(tp("review_card", L, card=card_name(parse_cards(pos["card"])[0], L)))
                st.write(f"{tp('review_played', L)}: {item.played.reason(L)}")
                st.write(f"{tp('review_best', L)}: {item.best.reason(L)}")
    if len(match.history) > 1:
        fig = go.Figure()
        for seat in range(SEATS):
            fig.add_scatter(x=list(range(1, len(match.history) + 1)), y=[h[seat] for h in match.history],
                            mode="lines+markers", name=seat_name(seat, L))
        fig.update_layout(height=280, margin=dict(l=10, r=10, t=30, b=10), title=tp("totals_chart", L),
                          xaxis_title=tp("deal_no", L))
        st.plotly_chart(fig, width="stretch")
st.caption(tp("reading", L, rules=rule_links(["cards.reading", "cards.red"], L)))
