"""The pieces of the Sichuan guided-play screen, drawn with Streamlit: the sidebar's settings, the
set-up, the table (three AI seats, the middle, your seat), your decision with the coach's reasons,
the log, the settlement and the replay viewer. State and callbacks: ui/sichuan/play.py; the
reasons and the hint: core/sichuan/coach.py.

The table keeps its heights while the AI plays: the seats side by side have a minimum height, the
middle always shows one tile (in play, or the last action's), the line under your hand keeps its
place between turns.
"""

from __future__ import annotations

import html
import json

import streamlit as st

from core.sichuan import Action, Deal, NotationError, record_of
from core.sichuan.actions import DECLARE, DISCARD
from core.sichuan.coach import Advice, coach, refusals
from core.sichuan.deal import CLAIM, ROB, TURN, LogEntry
from core.sichuan.tiles import CODE, SUIT_OF

from ..common.keyboard import HINT_KEY, NEXT_KEY, move_key
from ..i18n import suit_name, t
from ..uploads import MAX_UPLOAD_MB
from ..verdict import badge, close_note, points
from . import play as cb
from .play import PlayState
from .tile_picker import hand_picker
from .tiles import melds_html, tile_back_svg, tiles_row_html
from .view import (
    PLAYERS,
    SEATS,
    YOU,
    action_label,
    describe,
    drawn_tile,
    net_rows,
    payment_rows,
    replay_view,
    rule_chips,
    rules_markdown,
    seat_name,
    settlement_rules,
    show_rules,
    win_rows,
)

TABLE_CSS = """<style>
@media (min-width: 640px) {  /* side by side: equal, steady heights (on a phone the seats stack) */
  .st-key-sp_seat_1, .st-key-sp_seat_2, .st-key-sp_seat_3 { min-height: 24rem; } }
.st-key-sp_centre { min-height: 6.8rem; }
.st-key-sp_select { min-height: 4.6rem; }
.st-key-sp_seat_TOACT { border: 2px solid #2563eb !important; background: rgba(37, 99, 235, .06);
  box-shadow: 0 0 0 3px rgba(37, 99, 235, .18); }
.sc-last svg { outline: 3px solid #f59e0b; outline-offset: 1px; border-radius: 4px; }
.sc-seat-head { display: flex; flex-wrap: wrap; align-items: center; gap: .4rem; font-weight: 600; }
.sc-seat-head .sc-badge { font-size: .78rem; font-weight: 600; padding: 0 .45rem; border-radius: .6rem; }
.sc-badge.dealer { background: rgba(234, 88, 12, .15); color: #9a3412; }  /* 6:1 on its tint */
.sc-badge.turn { background: #2563eb; color: #fff; }
.sc-badge.won { background: rgba(21, 128, 61, .15); color: #166534; }
.sc-caption { font-size: .85rem; opacity: .75; margin: .1rem 0 .2rem; min-height: 1.3em; }
.sc-caption.won { color: #15803d; opacity: 1; font-weight: 600; font-size: .95rem; }
.sc-phone { display: none; }
.sc-phone summary { cursor: pointer; list-style-position: outside; margin-left: 1rem; }
.sc-phone summary .sc-caption { display: block; opacity: .85; }
@media (max-width: 639px) {  /* a phone: the AI seats are one line each (a tap opens one), so the
  tile in play, your hand and your moves fit on one screen */
  .sc-desk { display: none; }
  .sc-phone { display: block; }
  .st-key-sp_seat_1, .st-key-sp_seat_2, .st-key-sp_seat_3 { padding: .35rem .6rem !important; }
  /* Streamlit pulls a Markdown block's bottom up by 1rem: a summary on two lines (Vietnamese) then
     ran out of its seat's box */
  :is(.st-key-sp_seat_1, .st-key-sp_seat_2, .st-key-sp_seat_3) [data-testid="stMarkdownContainer"] {
    margin-bottom: 0 !important; }
  [data-testid="stMetric"] { padding: 0 !important; }
  [data-testid="stMetricValue"] { font-size: 1.1rem !important; }
}
</style>"""
DISCARD_W, MELD_W, BACK_W, HAND_W, CENTRE_W = 30, 28, 18, 46, 56
SHOWN_EVENTS = ("declare", "discard", "claim", "concealed_kong", "added_kong", "win")


# ---------------------------------------------------------------- settings and set-up
def settings_sidebar(lang: str) -> None:
    """Pace and one-tap discards; a widget key per language (a widget whose texts change under one key
    loses its value), each copied into its setting."""
    ss = st.session_state
    with st.sidebar:
        ss[f"_sp_pace_{lang}"] = cb.pace()
        st.radio(
            t("sichuan.pl_pace", lang),
            list(cb.PACES),
            key=f"_sp_pace_{lang}",
            format_func=lambda p: t("sichuan.pl_pace_" + p, lang),
            on_change=cb.keep_setting,
            args=(cb.PACE, f"_sp_pace_{lang}"),
        )
        ss[f"_sp_one_tap_{lang}"] = cb.one_tap()
        st.toggle(
            t("sichuan.pl_one_tap", lang),
            key=f"_sp_one_tap_{lang}",
            help=t("sichuan.pl_one_tap_help", lang),
            on_change=cb.keep_setting,
            args=(cb.ONE_TAP, f"_sp_one_tap_{lang}"),
        )


def setup_form(lang: str) -> None:
    from ..common.seeds import MAX_SEED, fresh_seed

    st.session_state.setdefault(cb.W_SEED, fresh_seed())  # new tiles for every new deal
    with st.form("sp_setup"):
        st.subheader(t("sichuan.pl_setup", lang))
        c1, c2, c3 = st.columns(3)
        c1.number_input(t("sichuan.pl_seed", lang), 0, MAX_SEED, key=cb.W_SEED)
        c2.selectbox(
            t("sichuan.pl_ai", lang),
            list(PLAYERS),
            key=cb.w_ai(lang),
            format_func=lambda k: t("sichuan.pl_ai_" + k, lang),
        )
        c3.selectbox(
            t("sichuan.pl_dealer", lang),
            list(range(SEATS)),
            key=cb.w_dealer(lang),
            format_func=lambda s: seat_name(s, lang),
        )
        st.form_submit_button(
            t("sichuan.pl_start", lang), type="primary", on_click=cb.start_deal, args=(lang,), key="sp_start"
        )


# ---------------------------------------------------------------- the seats and the middle
def rule_line(text: str, rules, lang: str) -> None:
    st.markdown(f"{text} {rule_chips(rules, lang)}", unsafe_allow_html=True)


def last_event(deal: Deal) -> LogEntry | None:
    """The last thing that happened at the table worth showing (draws and passes are not)."""
    for entry in reversed(deal.log):
        if entry.kind in SHOWN_EVENTS and not (entry.kind == "claim" and entry.other == "pass"):
            return entry
    return None


def seat_head(deal: Deal, seat: int, title: str, lang: str) -> str:
    """The seat's name, missing suit and badges (dealer, to act, won) as one line of HTML."""
    p = deal.seats[seat]
    missing = (
        t("sichuan.pl_missing", lang, suit=suit_name(p.missing, lang))
        if p.missing is not None
        else t("sichuan.pl_missing_unknown", lang)
    )
    badges = ""
    if seat == deal.dealer:
        badges += f'<span class="sc-badge dealer">{html.escape(t("sichuan.pl_dealer_short", lang))}</span>'
    if not deal.over and deal.to_act == seat:
        badges += f'<span class="sc-badge turn">{html.escape(t("sichuan.pl_turn_badge", lang))}</span>'
    if p.won is not None:
        won = t("sichuan.pl_won", lang, tile=CODE[p.won.tile], fan=p.won.score.fan)
        badges += f'<span class="sc-badge won">{html.escape(won)}</span>'

    return (
        f'<div class="sc-seat-head" data-seat="{seat}"><span>{html.escape(title)}</span>'
        f'<span style="font-weight:400;opacity:.8">· {html.escape(missing)}</span>{badges}</div>'
    )


def discards_html(deal: Deal, seat: int, last: LogEntry | None, lang: str) -> str:
    """The seat's discards, the latest one ringed when it is the table's last action."""
    p = deal.seats[seat]
    kinds = [t >> 2 for t in p.discards]
    ring = []
    if last and last.kind == "discard" and last.seat == seat and kinds and kinds[-1] == last.tile:
        ring = [len(kinds) - 1]
    label = f'<div class="sc-caption">{html.escape(t("sichuan.pl_discards_n", lang, n=len(kinds)))}</div>'
    row = (
        tiles_row_html(kinds, width=DISCARD_W, gap=2, lang=lang, selected=ring, css_class=f"sc-discards seat-{seat}")
        if kinds
        else ""
    )
    return label + row


def opponent(deal: Deal, seat: int, reveal: bool, last: LogEntry | None, lang: str) -> None:
    """An AI seat: its head, hand (backs, or its tiles once shown), melds and discards. On a phone
    (PHONE_CSS) the seat is one line saying what it holds and what it did last, the rest a tap away."""
    p = deal.seats[seat]
    head = seat_head(deal, seat, seat_name(seat, lang), lang)
    summary = t(
        "sichuan.pl_seat_summary",
        lang,
        hand=len(p.hand),
        melds=len(p.melds),
        discards=len(p.discards),
    )
    body = _opponent_body(deal, seat, reveal, last, lang)
    st.markdown(
        f'<div class="sc-desk">{head}{body}</div>'
        f'<details class="sc-phone"><summary>{head}<span class="sc-caption">{html.escape(summary)}</span>'
        f"</summary>{body}</details>",
        unsafe_allow_html=True,
    )


def _opponent_body(deal: Deal, seat: int, reveal: bool, last: LogEntry | None, lang: str) -> str:
    p = deal.seats[seat]
    show = reveal or deal.over or p.won is not None
    parts = []
    if show:
        kinds = sorted(t >> 2 for t in p.hand)
        won = [p.won.tile] if p.won is not None else []  # the winning tile, ringed
        parts.append(tiles_row_html(kinds + won, width=22, gap=1, lang=lang, selected=[len(kinds)] if won else []))
    else:
        parts.append(
            f'<div class="sc-caption">{html.escape(t("sichuan.pl_in_hand", lang, n=len(p.hand)))}</div>'
            '<div style="display:flex;gap:1px;flex-wrap:wrap;margin-bottom:.4rem">'
            + "".join(tile_back_svg(width=BACK_W, lang=lang) for _ in p.hand)
            + "</div>"
        )
    if p.melds:
        parts.append(melds_html([(m.kind, m.tile) for m in p.melds], lang=lang, width=MELD_W, hidden=not show))
    parts.append(discards_html(deal, seat, last, lang))
    return "".join(parts)


def centre(deal: Deal, last: LogEntry | None, box: str, lang: str) -> None:
    """The middle of the table, always the same height: the tile in play (a discard that may be
    claimed, a kong that may be robbed), else the last action, its tile large and ringed."""
    with st.container(border=True, key=f"{box}_centre", horizontal=True, vertical_alignment="center"):
        tile: int | None
        if deal.phase in (CLAIM, ROB) and deal.claim_tile is not None:
            what = t(
                "sichuan.pl_in_play_rob" if deal.phase == ROB else "sichuan.pl_in_play_discard",
                lang,
                who=seat_name(deal.claim_from, lang),
            )
            tile, text = deal.claim_tile >> 2, t("sichuan.pl_in_play", lang, what=what)
        elif last is not None:
            tile, text = last.tile, t("sichuan.pl_last", lang, what=describe(last, lang))
        else:
            tile, text = None, t("sichuan.pl_no_action_yet", lang)
        if tile is not None:
            st.markdown(
                tiles_row_html([tile], width=CENTRE_W, lang=lang, selected=[0], css_class="sc-in-play"),
                unsafe_allow_html=True,
                width="content",
            )
        st.markdown(
            f'<div class="sc-centre-text" style="font-size:1.05rem"><b>{html.escape(text)}</b></div>',
            unsafe_allow_html=True,
        )


# ---------------------------------------------------------------- your decision
def option_row(deal: Deal, advice: Advice, index: int, lang: str, shortcut: str | None = None) -> tuple[str, ...]:
    action = advice.action
    left, right = st.columns([2, 7], vertical_alignment="center")
    tile = action.tile if action.tile is not None else (action.suit if action.suit is not None else "")
    left.button(
        action_label(action, deal, lang),
        key=f"sp_act_{action.type}_{tile}",
        on_click=cb.do,
        args=(action, len(deal.actions)),
        type="primary" if action.type == "win" or index == 0 else "secondary",
        width="stretch",
        shortcut=shortcut,
    )
    with right:
        rule_line(advice.reason[lang], advice.rules, lang)
    return advice.rules


def decision(play: PlayState, deal: Deal, options: list[Advice], lang: str) -> None:
    """Your options, each with the coach's reason and rules (the discards ranked), the refused ones
    with why, the full text of every rule cited, and the hint on request."""
    st.subheader(t("sichuan.pl_your_move", lang))
    if play.message:
        why, rules = play.message
        st.error(t("sichuan.pl_refused", lang, reason=why[lang]))
        st.markdown(rule_chips(rules, lang), unsafe_allow_html=True)
    if deal.phase == "declare":
        st.caption(t("sichuan.pl_declare_intro", lang))
    elif deal.phase in (CLAIM, ROB):
        assert deal.claim_tile is not None  # a claim or a rob has a tile in play
        st.markdown(
            t(
                "sichuan.pl_claim_intro" if deal.phase == CLAIM else "sichuan.pl_rob_intro",
                lang,
                who=seat_name(deal.claim_from, lang),
                tile=CODE[deal.claim_tile >> 2],
            )
        )
    cited: list[str] = []
    others = [a for a in options if a.action.type != DISCARD]
    for i, advice in enumerate(others):
        cited += option_row(deal, advice, i if advice.action.type != DECLARE else 1, lang, move_key(i))
    discards = [a for a in options if a.action.type == DISCARD]  # the coach's order: best first
    if discards:
        st.markdown(f"**{t('sichuan.pl_discards_ranked', lang)}**")
        for i, advice in enumerate(discards):
            cited += option_row(deal, advice, i if not others else 1, lang, move_key(len(others) + i))
    st.caption(t("keys.help", lang))
    refused = refusals(deal, YOU)
    if refused:
        with st.expander(t("sichuan.pl_not_allowed", lang, n=len(refused)), icon=":material/block:"):
            for r in refused:
                labels = ", ".join(action_label(a, deal, lang) for a in r.actions)
                rule_line(f"**{labels}** — {r.reason[lang]}", r.rules, lang)
                cited += r.rules
    with st.expander(t("sichuan.rules_text", lang, n=len(set(cited))), icon=":material/menu_book:"):
        st.markdown(rules_markdown(cited, lang))
    st.button(
        t("sichuan.pl_hint", lang),
        key="sp_hint_button",
        on_click=cb.ask_hint,
        args=(len(deal.actions),),
        icon=":material/lightbulb:",
        shortcut=HINT_KEY,
    )
    if play.hint_pending is not None:
        with st.spinner(t("sichuan.pl_thinking", lang)):
            cb.think_hint(play)
    priced = play.hint_now()
    if priced:
        hint_box(priced, deal, lang)


def hint_box(priced: list[Advice], deal: Deal, lang: str) -> None:
    """The coach's choice, then every option with its expected points (± standard error), its label
    badge and its reason, best first (as Chắn's play page shows them, ui/chan/screen.py)."""
    best = priced[0]
    st.info(
        t(
            "sichuan.pl_hint_text",
            lang,
            action=action_label(best.action, deal, lang),
            reason=best.reason[lang],
            value=points(best.value or 0.0, best.se),
        ),
        icon=":material/lightbulb:",
    )
    note = close_note(priced, lambda action: action_label(action, deal, lang), lang)
    if note:  # the coach cannot tell these from its choice: say so, naming them all
        st.info(note, icon=":material/balance:")
    if len(priced) < 2:
        return
    with st.container(key="sp_hint_table"):
        st.markdown(f"**{t('sichuan.pl_hint_all', lang)}**")
        rows = [
            f"| {t('sichuan.pl_col_option', lang)} | {t('sichuan.pl_col_value', lang)} | "
            f"{t('sichuan.pl_col_label', lang)} | {t('sichuan.pl_col_reason', lang)} |",
            "|---|---|---|---|",
        ]
        for a in priced:
            lost = f" ({t('sichuan.pl_lost', lang, loss=f'{a.loss:.2f}')})" if a.loss else ""
            rows.append(
                f"| {'★ ' if a.rank == 1 else ''}{action_label(a.action, deal, lang)} | "
                f"{points(a.value or 0.0, a.se)} | {badge(a, lang)}{lost} | "
                f"{a.reason[lang].replace('|', '/')} |"
            )
        st.markdown("\n".join(rows))
        st.caption(t("sichuan.pl_labels_note", lang))


def your_area(
    play: PlayState, deal: Deal, interactive: bool, last: LogEntry | None, options: list[Advice], lang: str
) -> None:
    """Your seat: your discards (towards the middle of the table), melds, then your hand. On your
    turn a tap on a tile selects it and the line under the hand says what discarding it leaves; a
    second tap (or the Discard button) plays it. Every line keeps its place between turns."""
    p = deal.seats[YOU]
    st.markdown(
        seat_head(deal, YOU, t("sichuan.pl_your_hand", lang), lang) + discards_html(deal, YOU, last, lang),
        unsafe_allow_html=True,
    )
    if p.melds:
        st.markdown(melds_html([(m.kind, m.tile) for m in p.melds], lang=lang, width=32), unsafe_allow_html=True)
    kinds = sorted(t >> 2 for t in p.hand)
    my_turn = interactive and not deal.over and deal.to_act == YOU
    discarding = my_turn and deal.phase == TURN
    drawn = drawn_tile(deal) if discarding else None
    if drawn is not None:
        kinds.remove(drawn)
    dim = [k for k in kinds if p.missing is not None and SUIT_OF[k] == p.missing]
    won = p.won.tile if p.won is not None else None
    st.markdown(_hand_caption(deal, interactive, my_turn, discarding, drawn, lang), unsafe_allow_html=True)
    if not interactive:  # a replay: the plain row
        shown = kinds + ([won] if won is not None else [])  # the winning tile, ringed
        st.markdown(
            tiles_row_html(
                shown,
                width=HAND_W,
                lang=lang,
                labels=[CODE[k] for k in shown],
                dim=[i for i, k in enumerate(kinds) if k in dim],
                selected=[len(kinds)] if won is not None else [],
            ),
            unsafe_allow_html=True,
        )
        return
    discards = {a.action.tile: a for a in options if a.action.type == DISCARD and a.action.tile is not None}
    if not discarding:
        discards = {}
    tip = play.hint_best()
    highlight = tip.action.tile if discarding and tip is not None and tip.action.type == DISCARD else None
    selected = play.selected_now() if discarding and play.selected_now() in discards else None
    hand_picker(
        "sp_hand",
        tiles=kinds,
        playable=set(discards),
        drawn=drawn if won is None else won,
        lang=lang,
        width=HAND_W,
        highlight=highlight if won is None else won,
        selected=selected,
        idle=not discarding,
        dim=dim,
        on_pick=cb.tile_tapped,
    )
    if discarding and not cb.one_tap():
        confirm_discard(selected, discards.get(selected) if selected is not None else None, len(deal.actions), lang)


def _hand_caption(deal: Deal, interactive: bool, my_turn: bool, discarding: bool, drawn: int | None, lang: str) -> str:
    p = deal.seats[YOU]
    if p.won is not None:
        w = p.won
        caption, won_class = (
            t("sichuan.pl_you_won", lang, tile=CODE[w.tile], fan=w.score.fan, base=w.score.base),
            " won",
        )
    else:
        won_class = ""
        if discarding:
            caption = t("sichuan.pl_drew", lang, tile=CODE[drawn]) + " " if drawn is not None else ""
            caption += t("sichuan.pl_tap_discard" if cb.one_tap() else "sichuan.pl_tap_select", lang)
        elif my_turn:
            caption = t("sichuan.pl_your_decision", lang)
        elif interactive and not deal.over:
            caption = t("sichuan.pl_ai_thinking", lang, who=seat_name(deal.to_act, lang))
        else:
            caption = ""
    return f'<div class="sc-caption sc-hand-caption{won_class}">{html.escape(caption)}</div>'


def confirm_discard(selected: int | None, advice: Advice | None, at: int, lang: str) -> None:
    """The Discard button under the hand, and what discarding the selected tile leaves."""
    with st.container(key="sp_select", horizontal=True, vertical_alignment="center"):
        if selected is None:
            st.button(
                t("sichuan.pl_discard_button", lang), key="sp_confirm_none", disabled=True, icon=":material/check:"
            )
            st.caption(t("sichuan.pl_select_first", lang))
            return
        st.button(
            t("sichuan.act_discard", lang, tile=CODE[selected]),
            key="sp_confirm",
            type="primary",
            on_click=cb.do,
            args=(Action(DISCARD, YOU, selected), at),
            icon=":material/check:",
        )
        if advice is not None:
            st.markdown(
                f'<span class="sc-select-leaves">{html.escape(advice.reason[lang])}</span> '
                f"{rule_chips(advice.rules, lang)}",
                unsafe_allow_html=True,
            )


# ---------------------------------------------------------------- log, settlement, the whole table
def log_block(deal: Deal, reveal: bool, lang: str) -> None:
    with st.expander(t("sichuan.pl_log", lang), icon=":material/list:"):
        lines = []
        for entry in reversed(deal.log[-80:]):
            text = describe(entry, lang, reveal=reveal)
            bold = entry.kind in ("win", "end")
            lines.append(
                f'<div class="sc-log-line" style="margin:2px 0">{"<b>" if bold else ""}'
                f"{html.escape(text)}{'</b>' if bold else ''} "
                f"{rule_chips(entry.rules, lang)}</div>"
            )
        st.markdown("".join(lines), unsafe_allow_html=True)


def settlement(deal: Deal, lang: str) -> None:
    st.divider()
    st.subheader(t("sichuan.pl_over", lang))
    assert deal.end_reason is not None  # the deal is over
    st.info(t("sichuan.pl_end_" + deal.end_reason, lang), icon=":material/flag:")
    from .story import story_markdown  # the deal in words: each win, why each seat ends where it does

    st.markdown(story_markdown(deal, lang))
    if deal.wins:
        st.markdown(f"**{t('sichuan.pl_wins', lang)}**")
        st.dataframe(win_rows(deal, lang), hide_index=True, width="stretch")
    st.markdown(f"**{t('sichuan.pl_payments', lang)}**")
    rows = payment_rows(deal, lang)
    if rows:
        st.dataframe(rows, hide_index=True, width="stretch")
    else:
        st.caption(t("sichuan.pl_no_payments", lang))
    st.markdown(f"**{t('sichuan.pl_net', lang)}**")
    st.dataframe(net_rows(deal, lang), hide_index=True, width="stretch")
    show_rules(settlement_rules(deal), lang)


def draw_table(
    play: PlayState, deal: Deal, lang: str, *, interactive: bool = True, reveal: bool = False, box: str = "sp"
) -> None:
    """The table: the status row, the three AI seats, the middle (tile in play or last action),
    your seat; then your options (or the AI at work), the log and, at the end, the settlement. The
    seat to act is framed; ``box`` prefixes the seats' keys (the live table and a replay differ)."""
    last = last_event(deal)
    to_act = "none" if deal.over else str(deal.to_act)
    css = TABLE_CSS.replace("sp_seat_TOACT", f"{box}_seat_{to_act}")
    if box != "sp":
        css = css.replace(".st-key-sp_", f".st-key-{box}_")
    deciding = interactive and not deal.over and deal.to_act == YOU
    options = coach(deal, YOU) if deciding else []  # once per drawing: the hand and the decision share it
    with st.container(horizontal=True):  # one row, also on a phone (columns would stack)
        st.metric(t("sichuan.pl_wall", lang), deal.wall_left)
        st.metric(t("sichuan.pl_dealer_short", lang), seat_name(deal.dealer, lang))
        st.metric(t("sichuan.pl_to_act", lang), "—" if deal.over else seat_name(deal.to_act, lang))
        st.metric(t("sichuan.pl_your_score", lang), f"{deal.settlement()[YOU]:+d}")
    st.markdown(css, unsafe_allow_html=True)
    for col, seat in zip(st.columns(3, gap="medium"), (1, 2, 3), strict=True):
        with col.container(border=True, key=f"{box}_seat_{seat}"):
            opponent(deal, seat, reveal, last, lang)
    centre(deal, last, box, lang)
    with st.container(border=True, key=f"{box}_seat_{YOU}"):
        your_area(play, deal, interactive, last, options, lang)
    if interactive and not deal.over:
        if deciding:
            decision(play, deal, options, lang)
        else:
            with st.container(horizontal=True):
                if cb.pace() == "instant":
                    st.button(
                        t("sichuan.pl_continue", lang), key="sp_continue", on_click=cb.continue_ai, type="primary"
                    )
                st.button(
                    t("sichuan.pl_finish", lang),
                    key="sp_finish",
                    on_click=cb.continue_ai,
                    icon=":material/fast_forward:",
                )
        new_deal_ask(play, lang)
    log_block(deal, reveal or deal.over, lang)
    if deal.over:
        settlement(deal, lang)


def new_deal_ask(play: PlayState, lang: str) -> None:
    """ "New deal" during a deal asks first: the deal in progress would be thrown away."""
    if not play.confirm_new:
        st.button(
            t("sichuan.pl_new_deal_ask", lang),
            key="sp_new_ask",
            on_click=cb.ask_new_deal,
            type="tertiary",
            icon=":material/restart_alt:",
        )
        return
    st.warning(t("sichuan.pl_new_deal_confirm", lang), icon=":material/warning:")
    with st.container(horizontal=True):
        st.button(t("sichuan.pl_new_deal_yes", lang), key="sp_new_yes", on_click=cb.quit_deal)
        st.button(
            t("sichuan.pl_new_deal_no", lang), key="sp_new_no", on_click=cb.ask_new_deal, args=(False,), type="primary"
        )


def end_of_deal(play: PlayState, deal: Deal, lang: str) -> None:
    """Under a finished deal: its replay to download, the next deal, or back to the set-up."""
    c1, c2, c3 = st.columns(3)
    c1.download_button(
        t("sichuan.pl_download", lang),
        json.dumps(record_of(deal, play.replay_players()), ensure_ascii=False),
        file_name=f"sichuan-deal-{play.seed}.json",
        mime="application/json",
        key="sp_download",
        icon=":material/download:",
    )
    c2.button(
        t("sichuan.pl_next_seed", lang, seed=play.seed + 1),
        key="sp_next",
        on_click=cb.next_deal,
        type="primary",
        shortcut=NEXT_KEY,
    )
    c3.button(t("sichuan.pl_new_deal", lang), key="sp_new", on_click=cb.quit_deal)
    from .review import end_buttons  # the review on the table, "replay this deal"

    end_buttons(play, deal, lang)


def _drawn(play: PlayState) -> tuple:
    """What a full run drew: the deal, whether the AI is to act (the timer), whether it is over."""
    deal = play.deal
    return id(deal), play.ai_to_act(), deal is not None and deal.over


def live_table(play: PlayState, lang: str) -> None:
    """The table, redrawn by a fragment (a click on a move, the AI's timer at the readable pace). Its
    timer is the one this full run sets: whenever the timer needed now differs (our move handed the
    turn to the AI, or the AI handed it back), the deal ended, or the deal itself changed, the
    fragment redraws the whole page."""
    readable = cb.pace() == "readable"
    at_run = _drawn(play)

    @st.fragment(run_every=cb.PACE_SECONDS if (readable and at_run[1]) else None)
    def table() -> None:
        play = cb.state()
        if readable:
            cb.ai_step(play)
        cb.save(play)
        play = cb.state()  # another tab moved first: the save took the stored deal
        if _drawn(play) != at_run:
            st.rerun()
        deal = play.deal
        assert deal is not None  # the deal this run drew is still there
        if play.save_error:
            st.warning(t("sichuan.pl_not_saved", lang, error=play.save_error[lang]), icon=":material/cloud_off:")
        draw_table(play, deal, lang)
        if deal.over:
            end_of_deal(play, deal, lang)

    table()


def watch_section(play: PlayState, lang: str) -> None:
    """Upload a replay and step through it on the table, every hand face up."""
    with st.expander(t("sichuan.pl_watch", lang), icon=":material/movie:", expanded=bool(play.watch)):
        st.file_uploader(
            t("sichuan.pl_upload", lang),
            type=["json"],
            key=cb.W_UPLOAD,
            on_change=cb.read_upload,
            max_upload_size=MAX_UPLOAD_MB,
        )
        if play.watch_error:
            st.error(t("sichuan.pl_bad_replay", lang, error=play.watch_error[lang]))
    data = play.watch
    if not data:
        return
    total = len(data.get("actions", []))
    st.markdown(t("sichuan.pl_watching", lang, n=total, players=", ".join(data.get("players", [])) or "—"))
    if total:
        st.session_state.setdefault(cb.W_WATCH_STEP, total)
        step = st.slider(t("sichuan.pl_step", lang), 0, total, key=cb.W_WATCH_STEP)
    else:  # a slider from 0 to 0 is refused by Streamlit
        st.info(t("sichuan.pl_no_actions", lang))
        step = 0
    try:
        shown = replay_view(data, step)
    except NotationError as err:  # a replay that loaded whole always loads in part; kept as a guard
        st.error(t("sichuan.pl_bad_replay", lang, error=err.text[lang]))
        return
    draw_table(play, shown, lang, interactive=False, reveal=True, box="spw")
    from .review import replay_buttons  # the review on the table at this step, play from here

    replay_buttons(data, step, lang)
    st.button(t("sichuan.pl_watch_close", lang), key="sp_watch_close", on_click=cb.close_watch, icon=":material/close:")
