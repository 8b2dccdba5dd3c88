"""Sichuan guided play: a whole "blood battle" deal against three AI players. You declare a missing
suit, then discard (tap a tile or pick from the ranked options), pung, kong and win; every legal
option comes with a one-line reason and its rules (the rule text in a tooltip and an expander), the
refused ones with the reason they are refused; a hint gives the heuristic AI's choice. The AI plays
at a readable pace (or instantly). At the end: every payment of the settlement (wins, kongs, flower
pigs, kong refunds, the ready-hand check), a replay to download, and replays to upload and watch.

State lives in st.session_state (keys ``sp_*``) and changes only in callbacks.
"""

import html
import json

import streamlit as st

from core.sichuan import Action, Deal, IllegalAction, NotationError, load_replay, to_replay
from core.sichuan.actions import DECLARE, DISCARD
from core.sichuan.deal import CLAIM, ROB, TURN
from core.sichuan.replay import ReplayError, read_record
from core.sichuan.tiles import CODE, SUIT_OF
from ui import sichuan_view as view
from ui.i18n_sichuan import suit_name, ts
from ui.sichuan_view import YOU, seat_name
from ui.state import lang
from ui.tile_picker import hand_picker
from ui.tiles import melds_html, tile_back_svg, tiles_row_html
from ui.uploads import MAX_UPLOAD_MB, upload_bytes

L = lang()
ss = st.session_state
PACE_SECONDS = 0.8
DEAL, PLAYERS, AI, SEED, MSG, HINT, WATCH, WATCH_ERROR = "sp_deal", "sp_players", "sp_ai", "sp_seed", "sp_msg", \
    "sp_hint", "sp_watch", "sp_watch_error"
PACE = "sp_pace"

st.title(ts("pl_title", L))
st.caption(ts("pl_intro", L))


# ---------------------------------------------------------------- state changes (callbacks)
def _start(seed: int, ai: str, dealer: int) -> None:
    ss[DEAL] = Deal(seed=seed, dealer=dealer)
    ss[PLAYERS] = view.make_players(ai, seed)
    ss[SEED], ss[AI], ss[MSG], ss[HINT] = seed, ai, None, None
    _after_user_move()


def start_deal() -> None:
    _start(int(ss.get("_sp_seed", 1)), ss.get(f"_sp_ai_{L}", "heuristic"), int(ss.get(f"_sp_dealer_{L}", 0)))


def next_deal() -> None:
    _start(ss[SEED] + 1, ss[AI], (ss[DEAL].dealer + 1) % view.SEATS)


def quit_deal() -> None:
    ss.pop(DEAL, None)


def do(action: Action) -> None:
    deal = ss[DEAL]
    ss[HINT] = None
    try:
        deal.act(action)
    except IllegalAction as err:
        ss[MSG] = (err.reason_en, err.reason_vi, err.rules)
        return
    ss[MSG] = None
    _after_user_move()


def discard_picked(kind: int) -> None:
    do(Action(DISCARD, YOU, kind))


def _after_user_move() -> None:
    if ss.get(PACE, "readable") == "instant":
        view.advance_ai(ss[DEAL], ss[PLAYERS], None)


def continue_ai() -> None:
    view.advance_ai(ss[DEAL], ss[PLAYERS], None)


def ask_hint() -> None:
    deal = ss[DEAL]
    action, _, _ = view.hint(deal, "en")
    ss[HINT] = (len(deal.actions), action)


def read_upload() -> None:
    upload = ss.get("_sp_upload")
    ss[WATCH], ss[WATCH_ERROR] = None, None
    if upload is None:
        return
    raw, error = upload_bytes(upload)  # the size on the bytes first, nothing decoded yet
    try:
        if error:
            raise ReplayError(*error)
        data = read_record(raw)
        load_replay(data)
        ss[WATCH] = data
    except NotationError as err:
        ss[WATCH_ERROR] = (err.message("en"), err.message("vi"))
    ss["_sp_watch_step"] = len(ss[WATCH].get("actions", [])) if ss[WATCH] else 0


def close_watch() -> None:
    ss[WATCH], ss[WATCH_ERROR] = None, None


# ---------------------------------------------------------------- pieces of the screen
def rule_line(text: str, rules) -> None:
    st.markdown(f"{text} {view.rule_chips(rules, L)}", unsafe_allow_html=True)


def opponent(deal: Deal, seat: int, reveal: bool) -> None:
    p = deal.seats[seat]
    missing = ts("pl_missing", L, suit=suit_name(p.missing, L)) if p.missing is not None \
        else ts("pl_missing_unknown", L)
    dealer = f" :orange-badge[{ts('pl_dealer_short', L)}]" if seat == deal.dealer else ""
    turn = f" :blue-badge[{ts('pl_turn_badge', L)}]" if deal.to_act == seat else ""
    st.markdown(f"**{seat_name(seat, L)}**{dealer}{turn} · {missing}")
    if p.won is not None:
        st.success(ts("pl_won", L, tile=CODE[p.won.tile], fan=p.won.score.fan), icon=":material/emoji_events:")
    show = reveal or deal.over or p.won is not None
    if show:
        kinds = sorted(t >> 2 for t in p.hand)
        won = [p.won.tile] if p.won is not None else []  # the winning tile, ringed
        st.markdown(tiles_row_html(kinds + won, width=20, gap=1, lang=L,
                                   selected=[len(kinds)] if won else []), unsafe_allow_html=True)
    else:
        st.caption(ts("pl_in_hand", L, n=len(p.hand)))
        st.markdown('<div style="display:flex;gap:1px;flex-wrap:wrap;margin-bottom:.4rem">'
                    + "".join(tile_back_svg(width=16, lang=L) for _ in p.hand) + "</div>", unsafe_allow_html=True)
    if p.melds:
        st.markdown(melds_html([(m.kind, m.tile) for m in p.melds], lang=L, width=18, hidden=not show),
                    unsafe_allow_html=True)
    if p.discards:
        st.caption(ts("pl_discards", L))
        st.markdown(tiles_row_html([t >> 2 for t in p.discards], width=20, gap=1, lang=L), unsafe_allow_html=True)


def option_row(deal: Deal, action: Action, analysis: dict, index: int) -> tuple[str, ...]:
    reason, rules = view.explain(deal, action, L, analysis)
    left, right = st.columns([2, 7], vertical_alignment="center")
    tile = action.tile if action.tile is not None else (action.suit if action.suit is not None else "")
    left.button(view.action_label(action, deal, L), key=f"sp_act_{action.type}_{tile}", on_click=do, args=(action,),
                type="primary" if action.type == "win" or index == 0 else "secondary", width="stretch")
    with right:
        rule_line(reason, rules)
    return rules


def decision(deal: Deal) -> None:
    st.subheader(ts("pl_your_move", L))
    msg = ss.get(MSG)
    if msg:
        st.error(ts("pl_refused", L, reason=msg[1] if L == "vi" else msg[0]))
        st.markdown(view.rule_chips(msg[2], L), unsafe_allow_html=True)
    legal = deal.legal_actions()
    analysis = view.discard_analysis(deal) if deal.phase == TURN else {}
    hint = ss.get(HINT)
    if hint and hint[0] == len(deal.actions):
        action, text, rules = view.hint(deal, L, analysis=analysis)
        st.info(ts("pl_hint_text", L, action=view.action_label(action, deal, L), reason=text),
                icon=":material/lightbulb:")
    if deal.phase == "declare":
        st.caption(ts("pl_declare_intro", L))
    elif deal.phase == CLAIM:
        st.markdown(ts("pl_claim_intro", L, who=seat_name(deal.claim_from, L), tile=CODE[deal.claim_tile >> 2]))
    elif deal.phase == ROB:
        st.markdown(ts("pl_rob_intro", L, who=seat_name(deal.claim_from, L), tile=CODE[deal.claim_tile >> 2]))
    cited: list[str] = []
    others = [a for a in legal if a.type != DISCARD]
    for i, action in enumerate(others):
        cited += option_row(deal, action, analysis, i if action.type != DECLARE else 1)
    discards = [a for a in legal if a.type == DISCARD]
    if discards:
        order = list(analysis)  # analyse_discards order: best first
        discards.sort(key=lambda a: order.index(a.tile) if a.tile in order else 99)
        st.markdown(f"**{ts('pl_discards_ranked', L)}**")
        for i, action in enumerate(discards):
            cited += option_row(deal, action, analysis, i if not others else 1)
    refused = view.refused(deal, L)
    if refused:
        with st.expander(ts("pl_not_allowed", L, n=len(refused)), icon=":material/block:"):
            for label, reason, rules in refused:
                rule_line(f"**{label}** — {reason}", rules)
                cited += rules
    with st.expander(ts("rules_text", L, n=len(set(cited))), icon=":material/menu_book:"):
        st.markdown(view.rules_markdown(cited, L))
    st.button(ts("pl_hint", L), key="sp_hint_button", on_click=ask_hint, icon=":material/lightbulb:")


def your_area(deal: Deal, interactive: bool) -> None:
    p = deal.seats[YOU]
    missing = ts("pl_missing", L, suit=suit_name(p.missing, L)) if p.missing is not None \
        else ts("pl_missing_unknown", L)
    dealer = f" :orange-badge[{ts('pl_dealer_short', L)}]" if deal.dealer == YOU else ""
    turn = f" :blue-badge[{ts('pl_turn_badge', L)}]" if deal.to_act == YOU else ""
    st.markdown(f"#### {ts('pl_your_hand', L)} · {missing}{dealer}{turn}")
    if p.won is not None:
        w = p.won
        st.success(ts("pl_you_won", L, tile=CODE[w.tile], fan=w.score.fan, base=w.score.base),
                   icon=":material/emoji_events:")
    if p.melds:
        st.markdown(melds_html([(m.kind, m.tile) for m in p.melds], lang=L, width=32), unsafe_allow_html=True)
    kinds = sorted(t >> 2 for t in p.hand)
    my_turn = interactive and not deal.over and deal.to_act == YOU
    if my_turn and deal.phase == TURN:
        drawn = view.drawn_tile(deal)
        if drawn is not None:
            kinds.remove(drawn)
            st.caption(ts("pl_drew", L, tile=CODE[drawn]))
        playable = {a.tile for a in deal.legal_actions() if a.type == DISCARD}
        hint = ss.get(HINT)
        highlight = hint[1].tile if hint and hint[0] == len(deal.actions) and hint[1].type == DISCARD else None
        hand_picker("sp_hand", tiles=kinds, playable=playable, drawn=drawn, lang=L, width=46, highlight=highlight,
                    on_pick=discard_picked, hint=ts("pl_tap_discard", L))
    else:
        dim = [i for i, k in enumerate(kinds) if p.missing is not None and SUIT_OF[k] == p.missing]
        won = [p.won.tile] if p.won is not None else []  # the winning tile, ringed
        st.markdown(tiles_row_html(kinds + won, width=46, lang=L, labels=[CODE[k] for k in kinds + won], dim=dim,
                                   selected=[len(kinds)] if won else []), unsafe_allow_html=True)


def log_block(deal: Deal, reveal: bool) -> None:
    with st.expander(ts("pl_log", L), icon=":material/list:"):
        lines = []
        for entry in reversed(deal.log[-80:]):
            text = view.describe(entry, L, reveal=reveal)
            bold = entry["event"] in ("win", "end")
            lines.append(f'<div class="sc-log-line" style="margin:2px 0">{"<b>" if bold else ""}'
                         f'{html.escape(text)}{"</b>" if bold else ""} '
                         f'{view.rule_chips(entry.get("rules", ()), L)}</div>')
        st.markdown("".join(lines), unsafe_allow_html=True)


def settlement(deal: Deal) -> None:
    st.divider()
    st.subheader(ts("pl_over", L))
    st.info(ts("pl_end_" + deal.end_reason, L), icon=":material/flag:")
    if deal.wins:
        st.markdown(f"**{ts('pl_wins', L)}**")
        st.dataframe(view.win_rows(deal, L), hide_index=True, width="stretch")
    st.markdown(f"**{ts('pl_payments', L)}**")
    rows = view.payment_rows(deal, L)
    if rows:
        st.dataframe(rows, hide_index=True, width="stretch")
    else:
        st.caption(ts("pl_no_payments", L))
    st.markdown(f"**{ts('pl_net', L)}**")
    st.dataframe(view.net_rows(deal, L), hide_index=True, width="stretch")
    view.show_rules(view.settlement_rules(deal), L)


def draw_table(deal: Deal, *, interactive: bool = True, reveal: bool = False) -> None:
    info = st.columns(4)
    info[0].metric(ts("pl_wall", L), deal.wall_left)
    info[1].metric(ts("pl_dealer_short", L), seat_name(deal.dealer, L))
    info[2].metric(ts("pl_to_act", L), "—" if deal.over else seat_name(deal.to_act, L))
    info[3].metric(ts("pl_your_score", L), f"{deal.settlement()[YOU]:+d}")
    for col, seat in zip(st.columns(3, gap="medium"), (1, 2, 3), strict=True):
        with col.container(border=True):
            opponent(deal, seat, reveal)
    if deal.phase in (CLAIM, ROB) and deal.claim_tile is not None:
        what = ts("pl_in_play_rob" if deal.phase == ROB else "pl_in_play_discard", L,
                  who=seat_name(deal.claim_from, L))
        st.markdown(f"**{ts('pl_in_play', L, what=what)}**")
        st.markdown(tiles_row_html([deal.claim_tile >> 2], width=56, lang=L, selected=[0], css_class="sc-in-play"),
                    unsafe_allow_html=True)
    with st.container(border=True):
        your_area(deal, interactive)
        if deal.seats[YOU].discards:
            st.caption(ts("pl_discards", L))
            st.markdown(tiles_row_html([t >> 2 for t in deal.seats[YOU].discards], width=22, gap=1, lang=L),
                        unsafe_allow_html=True)
    if interactive and not deal.over:
        if deal.to_act == YOU:
            decision(deal)
        else:
            st.info(ts("pl_ai_thinking", L, who=seat_name(deal.to_act, L)), icon=":material/hourglass_top:")
            with st.container(horizontal=True):
                if ss.get(PACE, "readable") == "instant":
                    st.button(ts("pl_continue", L), key="sp_continue", on_click=continue_ai, type="primary")
                st.button(ts("pl_finish", L), key="sp_finish", on_click=continue_ai,
                          icon=":material/fast_forward:")
    log_block(deal, reveal or deal.over)
    if deal.over:
        settlement(deal)


def watch_section() -> None:
    with st.expander(ts("pl_watch", L), icon=":material/movie:", expanded=bool(ss.get(WATCH))):
        st.file_uploader(ts("pl_upload", L), type=["json"], key="_sp_upload", on_change=read_upload,
                         max_upload_size=MAX_UPLOAD_MB)
        error = ss.get(WATCH_ERROR)
        if error:
            st.error(ts("pl_bad_replay", L, error=error[L == "vi"]))
    data = ss.get(WATCH)
    if not data:
        return
    total = len(data.get("actions", []))
    st.markdown(ts("pl_watching", L, n=total, players=", ".join(data.get("players", [])) or "—"))
    if total:
        ss.setdefault("_sp_watch_step", total)
        step = st.slider(ts("pl_step", L), 0, total, key="_sp_watch_step")
    else:  # a slider from 0 to 0 is refused by Streamlit
        st.info(ts("pl_no_actions", L))
        step = 0
    try:
        shown = view.replay_view(data, step)
    except NotationError as err:  # a replay that loaded whole always loads in part; kept as a guard
        st.error(ts("pl_bad_replay", L, error=err.message(L)))
        return
    draw_table(shown, interactive=False, reveal=True)
    st.button(ts("pl_watch_close", L), key="sp_watch_close", on_click=close_watch, icon=":material/close:")


# ---------------------------------------------------------------- screen
with st.sidebar:
    # a key per language: a radio whose option texts change under one key loses its selection
    ss[f"_sp_pace_{L}"] = ss.setdefault(PACE, "readable")
    st.radio(ts("pl_pace", L), ["readable", "instant"], key=f"_sp_pace_{L}",
             format_func=lambda p: ts("pl_pace_" + p, L), on_change=lambda: ss.__setitem__(PACE, ss[f"_sp_pace_{L}"]))

deal = ss.get(DEAL)
if deal is None:
    with st.form("sp_setup"):
        st.subheader(ts("pl_setup", L))
        c1, c2, c3 = st.columns(3)
        c1.number_input(ts("pl_seed", L), 0, 10**9, 1, key="_sp_seed")
        c2.selectbox(ts("pl_ai", L), list(view.PLAYERS), key=f"_sp_ai_{L}", format_func=lambda k: ts("pl_ai_" + k, L))
        c3.selectbox(ts("pl_dealer", L), list(range(view.SEATS)), key=f"_sp_dealer_{L}",
                     format_func=lambda s: seat_name(s, L))
        st.form_submit_button(ts("pl_start", L), type="primary", on_click=start_deal, key="sp_start")
    watch_section()
    st.stop()

readable = ss.get(PACE, "readable") == "readable"
at_run = (not deal.over and deal.to_act != YOU, deal.over)


@st.fragment(run_every=PACE_SECONDS if (readable and at_run[0]) else None)
def table() -> None:
    deal = ss[DEAL]
    if readable and not deal.over and deal.to_act != YOU:
        view.advance_ai(deal, ss[PLAYERS], 1)
    if (not deal.over and deal.to_act != YOU, deal.over) != at_run:
        st.rerun()  # the AI's turn began or ended, or the deal ended: redraw the page (and its timer)
    draw_table(deal)
    if deal.over:
        c1, c2, c3 = st.columns(3)
        players = ["you"] + [ss[AI]] * 3
        c1.download_button(ts("pl_download", L), json.dumps(to_replay(deal, players), ensure_ascii=False),
                           file_name=f"sichuan-deal-{ss[SEED]}.json", mime="application/json",
                           key="sp_download", icon=":material/download:")
        c2.button(ts("pl_next_seed", L, seed=ss[SEED] + 1), key="sp_next", on_click=next_deal, type="primary")
        c3.button(ts("pl_new_deal", L), key="sp_new", on_click=quit_deal)


table()
if deal.over:
    watch_section()
