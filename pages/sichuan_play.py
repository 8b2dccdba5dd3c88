"""Sichuan guided play: a whole "blood battle" deal against three AI players. You declare a missing
suit, then discard (tap a tile to select it — the table says what discarding it leaves — then tap it
again or press Discard; a setting makes one tap discard; or pick from the ranked options), pung, kong
and win. Every legal option comes with a one-line reason and its rules (the rule text in a tooltip and
an expander), the refused ones with the reason they are refused; a hint gives the heuristic AI's
choice. The AI plays at a readable pace (or instantly). The table: every seat's discards and melds,
the seat to act framed, the last action in the middle and ringed among the discards, heights that
stay put while the AI plays. At the end: every payment of the settlement (wins, kongs, flower pigs,
kong refunds, the ready-hand check), a replay to download, and replays to upload and watch.

The deal is saved after every action in the match store (``ui.store``) under the key in the URL
(``?match=…``), so a reload continues it; it is loaded back through the replay validator. A click
that arrives after the table moved on (a double click, a stale button) is ignored.

State lives in st.session_state (keys ``sp_*``) and changes only in callbacks.
"""

import html
import json
import sqlite3

import streamlit as st

from core.sichuan import Action, Deal, IllegalAction, NotationError, load_replay, to_replay
from core.sichuan.actions import DECLARE, DISCARD
from core.sichuan.deal import CLAIM, ROB, TURN
from core.sichuan.replay import ReplayError, read_record
from core.sichuan.tiles import CODE, SUIT_OF
from ui.sichuan import view
from ui.i18n import pick, suit_name, t
from ui.sichuan.view import YOU, seat_name
from ui.state import lang
from ui.store import match_store, new_key, valid_key
from ui.sichuan.tile_picker import hand_picker
from ui.sichuan.tiles import melds_html, tile_back_svg, tiles_row_html
from ui.uploads import MAX_UPLOAD_MB, upload_bytes

L = lang()
ss = st.session_state
PACE_SECONDS = 0.8
DEAL, PLAYERS, AI, SEED, MSG, HINT, WATCH, WATCH_ERROR = "sp_deal", "sp_players", "sp_ai", "sp_seed", "sp_msg", \
    "sp_hint", "sp_watch", "sp_watch_error"
PACE = "sp_pace"
KEY, SAVED, SEL, ONE_TAP, ASK_NEW, LOAD_ERROR = "sp_key", "sp_saved", "sp_sel", "sp_one_tap", "sp_ask_new", \
    "sp_load_error"
GAME = "sichuan"  # the store's game tag for a Sichuan deal

st.title(t("sichuan.pl_title", L))
st.caption(t("sichuan.pl_intro", L))


# ---------------------------------------------------------------- state changes (callbacks)
def _start(seed: int, ai: str, dealer: int) -> None:
    ss[DEAL] = Deal(seed=seed, dealer=dealer)
    ss[PLAYERS] = view.make_players(ai, seed)
    ss[SEED], ss[AI], ss[MSG], ss[HINT], ss[SEL], ss[ASK_NEW] = seed, ai, None, None, None, False
    _after_user_move()


def start_deal() -> None:
    _start(int(ss.get("_sp_seed", 1)), ss.get(f"_sp_ai_{L}", "heuristic"), int(ss.get(f"_sp_dealer_{L}", 0)))


def next_deal() -> None:
    deal = ss.get(DEAL)
    if deal is None or not deal.over:  # a stale click: the deal is gone or a new one is under way
        return
    _start(ss[SEED] + 1, ss[AI], (deal.dealer + 1) % view.SEATS)


def ask_new_deal() -> None:
    ss[ASK_NEW] = True


def keep_playing() -> None:
    ss[ASK_NEW] = False


def quit_deal() -> None:
    """Back to the setup form; the saved deal is thrown away (the key stays: the next deal reuses it)."""
    ss.pop(DEAL, None)
    ss[ASK_NEW], ss[SEL], ss[SAVED] = False, None, None
    if valid_key(ss.get(KEY)):
        try:
            match_store().delete(ss[KEY])
        except (OSError, sqlite3.Error):
            pass


def _ours(at: int | None):
    """The deal when it is ours to act at decision number ``at`` (the number of actions when the
    button was drawn), else None: a click that arrives after the table moved on (a double click, a
    click on a button the redraw is replacing) is ignored."""
    deal = ss.get(DEAL)
    if deal is None or deal.over or deal.to_act != YOU or (at is not None and len(deal.actions) != at):
        return None
    return deal


def do(action: Action, at: int | None = None) -> None:
    deal = _ours(at)
    if deal is None:
        return
    ss[HINT], ss[SEL] = None, None
    try:
        deal.act(action)
    except IllegalAction as err:
        ss[MSG] = (err.reason_en, err.reason_vi, err.rules)
        return
    ss[MSG] = None
    _after_user_move()


def tile_tapped(kind: int) -> None:
    """A tap on a tile of the hand: the first selects it (the table shows what discarding it
    leaves), a second tap on it discards it; with one-tap discards on, the first tap discards."""
    deal = _ours(None)
    if deal is None or deal.phase != TURN:
        return
    at = len(deal.actions)
    if ss.get(ONE_TAP, False) or ss.get(SEL) == (at, kind):
        do(Action(DISCARD, YOU, kind), at)
    else:
        ss[SEL] = (at, kind)


def _after_user_move() -> None:
    if ss.get(PACE, "readable") == "instant":
        view.advance_ai(ss[DEAL], ss[PLAYERS], None)


def continue_ai() -> None:
    deal = ss.get(DEAL)
    if deal is not None and not deal.over and deal.to_act != YOU:
        view.advance_ai(deal, ss[PLAYERS], None)


def ask_hint(at: int | None = None) -> None:
    deal = _ours(at)
    if deal is None:
        return
    action, _, _ = view.hint(deal, "en")
    ss[HINT] = (len(deal.actions), action)


# ---------------------------------------------------------------- the deal kept across reloads
def _save(deal: Deal) -> None:
    """Keep the deal (its replay) in the match store under the key in the URL, once per new action."""
    key = ss.get(KEY)
    if not valid_key(key):
        key = ss[KEY] = new_key()
    if st.query_params.get("match") != key:
        st.query_params["match"] = key  # the link that finds this deal again
    if ss.get(SAVED) == (key, id(deal), len(deal.actions)):
        return
    players = ["you"] + [ss[AI]] * 3
    try:
        match_store().save(key, GAME, json.dumps(to_replay(deal, players), ensure_ascii=False))
    except (OSError, sqlite3.Error, ValueError):  # the game goes on; only a reload would lose it
        return
    ss[SAVED] = (key, id(deal), len(deal.actions))


def _restore() -> None:
    """A fresh session opened on ``?match=<key>``: load the saved deal through the replay validator.
    A key that names no deal, or another game's match, starts afresh (under a new key if the key is
    another game's, so that match is never overwritten)."""
    key = st.query_params.get("match")
    if not valid_key(key):
        return
    try:
        text = match_store().load(key)
    except (OSError, sqlite3.Error):
        text = None
    if text is None:
        ss[KEY] = key
        return
    try:
        data = read_record(text)  # the shared JSON reader: size, depth, an object
    except NotationError:
        data = None
    if not isinstance(data, dict) or data.get("format") != "sichuan-replay":
        return  # not ours: a new key is made at the first save
    try:
        deal = load_replay(data)
    except NotationError as err:
        ss[LOAD_ERROR] = (err.message("en"), err.message("vi"))
        return
    players = data.get("players") or []
    ai = players[1] if len(players) > 1 and players[1] in view.PLAYERS else "heuristic"
    ss[DEAL], ss[PLAYERS], ss[SEED], ss[AI], ss[KEY] = deal, view.make_players(ai, deal.seed or 0), \
        deal.seed or 0, ai, key
    ss[SAVED] = (key, id(deal), len(deal.actions))


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
.sc-badge.dealer { background: rgba(234, 88, 12, .15); color: #c2410c; }
.sc-badge.turn { background: #2563eb; color: #fff; }
.sc-badge.won { background: rgba(21, 128, 61, .15); color: #15803d; }
.sc-caption { font-size: .85rem; opacity: .75; margin: .1rem 0 .2rem; min-height: 1.3em; }
.sc-caption.won { color: #15803d; opacity: 1; font-weight: 600; font-size: .95rem; }
</style>"""
DISCARD_W, MELD_W, BACK_W, HAND_W, CENTRE_W = 30, 28, 18, 46, 56
SHOWN_EVENTS = ("declare", "discard", "claim", "concealed_kong", "added_kong", "win")


def rule_line(text: str, rules) -> None:
    st.markdown(f"{text} {view.rule_chips(rules, L)}", unsafe_allow_html=True)


def last_event(deal: Deal) -> dict | None:
    """The last thing that happened at the table worth showing (draws and passes are not)."""
    for entry in reversed(deal.log):
        if entry["event"] in SHOWN_EVENTS and not (entry["event"] == "claim" and entry.get("type") == "pass"):
            return entry
    return None


def _kind(code: str) -> int | None:
    return CODE.index(code) if code in CODE else None


def seat_head(deal: Deal, seat: int, title: str) -> str:
    """The seat's name, missing suit and badges (dealer, to act, won) as one line of HTML."""
    p = deal.seats[seat]
    missing = t("sichuan.pl_missing", L, suit=suit_name(p.missing, L)) if p.missing is not None \
        else t("sichuan.pl_missing_unknown", L)
    badges = ""
    if seat == deal.dealer:
        badges += f'<span class="sc-badge dealer">{html.escape(t("sichuan.pl_dealer_short", L))}</span>'
    if not deal.over and deal.to_act == seat:
        badges += f'<span class="sc-badge turn">{html.escape(t("sichuan.pl_turn_badge", L))}</span>'
    if p.won is not None:
        won = t("sichuan.pl_won", L, tile=CODE[p.won.tile], fan=p.won.score.fan)
        badges += f'<span class="sc-badge won">{html.escape(won)}</span>'

    return (f'<div class="sc-seat-head" data-seat="{seat}"><span>{html.escape(title)}</span>'
            f'<span style="font-weight:400;opacity:.8">· {html.escape(missing)}</span>{badges}</div>')


def discards_html(deal: Deal, seat: int, last: dict | None) -> str:
    """The seat's discards, the latest one ringed when it is the table's last action."""
    p = deal.seats[seat]
    kinds = [t >> 2 for t in p.discards]
    ring = []
    if last and last["event"] == "discard" and last.get("seat") == seat and kinds and CODE[kinds[-1]] == last["tile"]:
        ring = [len(kinds) - 1]
    label = f'<div class="sc-caption">{html.escape(t("sichuan.pl_discards_n", L, n=len(kinds)))}</div>'
    row = tiles_row_html(kinds, width=DISCARD_W, gap=2, lang=L, selected=ring,
                         css_class=f"sc-discards seat-{seat}") if kinds else ""
    return label + row


def opponent(deal: Deal, seat: int, reveal: bool, last: dict | None) -> None:
    p = deal.seats[seat]
    st.markdown(seat_head(deal, seat, seat_name(seat, L)), unsafe_allow_html=True)
    show = reveal or deal.over or p.won is not None
    parts = []
    if show:
        kinds = sorted(t >> 2 for t in p.hand)
        won = [p.won.tile] if p.won is not None else []  # the winning tile, ringed
        parts.append(tiles_row_html(kinds + won, width=22, gap=1, lang=L, selected=[len(kinds)] if won else []))
    else:
        parts.append(f'<div class="sc-caption">{html.escape(t("sichuan.pl_in_hand", L, n=len(p.hand)))}</div>'
                     '<div style="display:flex;gap:1px;flex-wrap:wrap;margin-bottom:.4rem">'
                     + "".join(tile_back_svg(width=BACK_W, lang=L) for _ in p.hand) + "</div>")
    if p.melds:
        parts.append(melds_html([(m.kind, m.tile) for m in p.melds], lang=L, width=MELD_W, hidden=not show))
    parts.append(discards_html(deal, seat, last))
    st.markdown("".join(parts), unsafe_allow_html=True)


def centre(deal: Deal, last: dict | None, box: str = "sp") -> None:
    """The middle of the table, always the same height: the tile in play (a discard that may be
    claimed, a kong that may be robbed), else the last action, its tile large and ringed."""
    with st.container(border=True, key=f"{box}_centre", horizontal=True, vertical_alignment="center"):
        if deal.phase in (CLAIM, ROB) and deal.claim_tile is not None:
            what = t("sichuan.pl_in_play_rob" if deal.phase == ROB else "sichuan.pl_in_play_discard", L,
                      who=seat_name(deal.claim_from, L))
            tile, text = deal.claim_tile >> 2, t("sichuan.pl_in_play", L, what=what)
        elif last is not None:
            tile, text = _kind(last.get("tile", "")), t("sichuan.pl_last", L, what=view.describe(last, L))
        else:
            tile, text = None, t("sichuan.pl_no_action_yet", L)
        if tile is not None:
            st.markdown(tiles_row_html([tile], width=CENTRE_W, lang=L, selected=[0], css_class="sc-in-play"),
                        unsafe_allow_html=True, width="content")
        st.markdown(f'<div class="sc-centre-text" style="font-size:1.05rem"><b>{html.escape(text)}</b></div>',
                    unsafe_allow_html=True)


def option_row(deal: Deal, action: Action, analysis: dict, index: int) -> tuple[str, ...]:
    reason, rules = view.explain(deal, action, L, analysis)
    left, right = st.columns([2, 7], vertical_alignment="center")
    tile = action.tile if action.tile is not None else (action.suit if action.suit is not None else "")
    left.button(view.action_label(action, deal, L), key=f"sp_act_{action.type}_{tile}", on_click=do,
                args=(action, len(deal.actions)),
                type="primary" if action.type == "win" or index == 0 else "secondary", width="stretch")
    with right:
        rule_line(reason, rules)
    return rules
def decision(deal: Deal) -> None:
    st.subheader(t("sichuan.pl_your_move", L))
    msg = ss.get(MSG)
    if msg:
        st.error(t("sichuan.pl_refused", L, reason=pick(msg[0], msg[1], L)))
        st.markdown(view.rule_chips(msg[2], L), unsafe_allow_html=True)
    legal = deal.legal_actions()
    analysis = view.discard_analysis(deal) if deal.phase == TURN else {}
    hint = ss.get(HINT)
    if hint and hint[0] == len(deal.actions):
        action, text, rules = view.hint(deal, L, analysis=analysis)
        st.info(t("sichuan.pl_hint_text", L, action=view.action_label(action, deal, L), reason=text),
                icon=":material/lightbulb:")
    if deal.phase == "declare":
        st.caption(t("sichuan.pl_declare_intro", L))
    elif deal.phase == CLAIM:
        st.markdown(t("sichuan.pl_claim_intro", L, who=seat_name(deal.claim_from, L), tile=CODE[deal.claim_tile >> 2]))
    elif deal.phase == ROB:
        st.markdown(t("sichuan.pl_rob_intro", L, who=seat_name(deal.claim_from, L), tile=CODE[deal.claim_tile >> 2]))
    cited: list[str] = []
    others = [a for a in legal if a.type != DISCARD]
    for i, action in enumerate(others):
        cited += option_row(deal, action, analysis, i if action.type != DECLARE else 1)
    discards = [a for a in legal if a.type == DISCARD]
    if discards:
        order = list(analysis)  # analyse_discards order: best first
        discards.sort(key=lambda a: order.index(a.tile) if a.tile in order else 99)
        st.markdown(f"**{t('sichuan.pl_discards_ranked', L)}**")
        for i, action in enumerate(discards):
            cited += option_row(deal, action, analysis, i if not others else 1)
    refused = view.refused(deal, L)
    if refused:
        with st.expander(t("sichuan.pl_not_allowed", L, n=len(refused)), icon=":material/block:"):
            for label, reason, rules in refused:
                rule_line(f"**{label}** — {reason}", rules)
                cited += rules
    with st.expander(t("sichuan.rules_text", L, n=len(set(cited))), icon=":material/menu_book:"):
        st.markdown(view.rules_markdown(cited, L))
    st.button(t("sichuan.pl_hint", L), key="sp_hint_button", on_click=ask_hint, args=(len(deal.actions),),
              icon=":material/lightbulb:")


def your_area(deal: Deal, interactive: bool, last: dict | None) -> None:
    """Your seat: your discards (towards the middle of the table), melds, then your hand. On your
    turn a tap on a tile selects it and the line under the hand says what discarding it leaves; a
    second tap (or the Discard button) plays it. Every line keeps its place between turns."""
    p = deal.seats[YOU]
    st.markdown(seat_head(deal, YOU, t("sichuan.pl_your_hand", L)) + discards_html(deal, YOU, last),
                unsafe_allow_html=True)
    if p.melds:
        st.markdown(melds_html([(m.kind, m.tile) for m in p.melds], lang=L, width=32), unsafe_allow_html=True)
    kinds = sorted(t >> 2 for t in p.hand)
    my_turn = interactive and not deal.over and deal.to_act == YOU
    discarding = my_turn and deal.phase == TURN
    drawn = view.drawn_tile(deal) if discarding else None
    if drawn is not None:
        kinds.remove(drawn)
    dim = [k for k in kinds if p.missing is not None and SUIT_OF[k] == p.missing]
    if discarding:
        caption = t("sichuan.pl_drew", L, tile=CODE[drawn]) + " " if drawn is not None else ""
        caption += t("sichuan.pl_tap_discard" if ss.get(ONE_TAP, False) else "sichuan.pl_tap_select", L)
    elif my_turn:
        caption = t("sichuan.pl_your_decision", L)
    elif interactive and not deal.over:
        caption = t("sichuan.pl_ai_thinking", L, who=seat_name(deal.to_act, L))
    else:
        caption = ""
    won_class = ""
    if p.won is not None:
        w = p.won
        caption, won_class = t("sichuan.pl_you_won", L, tile=CODE[w.tile], fan=w.score.fan, base=w.score.base), " won"
    st.markdown(f'<div class="sc-caption sc-hand-caption{won_class}">{html.escape(caption)}</div>',
                unsafe_allow_html=True)
    if not interactive:  # a replay: the plain row
        won = [p.won.tile] if p.won is not None else []  # the winning tile, ringed
        st.markdown(tiles_row_html(kinds + won, width=HAND_W, lang=L, labels=[CODE[k] for k in kinds + won],
                                   dim=[i for i, k in enumerate(kinds) if k in dim],
                                   selected=[len(kinds)] if won else []), unsafe_allow_html=True)
        return
    at = len(deal.actions)
    playable = {a.tile for a in deal.legal_actions() if a.type == DISCARD} if discarding else set()
    hint = ss.get(HINT)
    highlight = hint[1].tile if discarding and hint and hint[0] == at and hint[1].type == DISCARD else None
    sel = ss.get(SEL)
    selected = sel[1] if discarding and sel and sel[0] == at and sel[1] in playable else None
    won = p.won.tile if p.won is not None else None
    hand_picker("sp_hand", tiles=kinds, playable=playable, drawn=drawn if won is None else won, lang=L,
                width=HAND_W, highlight=highlight if won is None else won, selected=selected, idle=not discarding,
                dim=dim, on_pick=tile_tapped)
    if discarding and not ss.get(ONE_TAP, False):
        with st.container(key="sp_select", horizontal=True, vertical_alignment="center"):
            if selected is None:
                st.button(t("sichuan.pl_discard_button", L), key="sp_confirm_none", disabled=True,
                          icon=":material/check:")
                st.caption(t("sichuan.pl_select_first", L))
            else:
                st.button(t("sichuan.act_discard", L, tile=CODE[selected]), key="sp_confirm", type="primary",
                          on_click=do, args=(Action(DISCARD, YOU, selected), at), icon=":material/check:")
                option = view.discard_analysis(deal).get(selected)
                if option is not None:
                    reason, rules = view.discard_reason(option, L, p.counts()[selected])
                    st.markdown(f'<span class="sc-select-leaves">{html.escape(reason)}</span> '
                                f'{view.rule_chips(rules, L)}', unsafe_allow_html=True)


def log_block(deal: Deal, reveal: bool) -> None:
    with st.expander(t("sichuan.pl_log", L), icon=":material/list:"):
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
    st.subheader(t("sichuan.pl_over", L))
    st.info(t("sichuan.pl_end_" + deal.end_reason, L), icon=":material/flag:")
    if deal.wins:
        st.markdown(f"**{t('sichuan.pl_wins', L)}**")
        st.dataframe(view.win_rows(deal, L), hide_index=True, width="stretch")
    st.markdown(f"**{t('sichuan.pl_payments', L)}**")
    rows = view.payment_rows(deal, L)
    if rows:
        st.dataframe(rows, hide_index=True, width="stretch")
    else:
        st.caption(t("sichuan.pl_no_payments", L))
    st.markdown(f"**{t('sichuan.pl_net', L)}**")
    st.dataframe(view.net_rows(deal, L), hide_index=True, width="stretch")
    view.show_rules(view.settlement_rules(deal), L)


def draw_table(deal: Deal, *, interactive: bool = True, reveal: bool = False, box: str = "sp") -> None:
    """The table: the status row, the three AI seats, the middle (tile in play or last action),
    your seat; then your options (or the AI at work), the log and, at the end, the settlement. The
    seat to act is framed; ``box`` prefixes the seats' keys (the live table and a replay differ)."""
    last = last_event(deal)
    to_act = "none" if deal.over else str(deal.to_act)
    css = TABLE_CSS.replace("sp_seat_TOACT", f"{box}_seat_{to_act}")
    if box != "sp":
        css = css.replace(".st-key-sp_", f".st-key-{box}_")
    with st.container(horizontal=True):  # one row, also on a phone (columns would stack)
        st.metric(t("sichuan.pl_wall", L), deal.wall_left)
        st.metric(t("sichuan.pl_dealer_short", L), seat_name(deal.dealer, L))
        st.metric(t("sichuan.pl_to_act", L), "—" if deal.over else seat_name(deal.to_act, L))
        st.metric(t("sichuan.pl_your_score", L), f"{deal.settlement()[YOU]:+d}")
    st.markdown(css, unsafe_allow_html=True)
    for col, seat in zip(st.columns(3, gap="medium"), (1, 2, 3), strict=True):
        with col.container(border=True, key=f"{box}_seat_{seat}"):
            opponent(deal, seat, reveal, last)
    centre(deal, last, box)
    with st.container(border=True, key=f"{box}_seat_{YOU}"):
        your_area(deal, interactive, last)
    if interactive and not deal.over:
        if deal.to_act == YOU:
            decision(deal)
        else:
            with st.container(horizontal=True):
                if ss.get(PACE, "readable") == "instant":
                    st.button(t("sichuan.pl_continue", L), key="sp_continue", on_click=continue_ai, type="primary")
                st.button(t("sichuan.pl_finish", L), key="sp_finish", on_click=continue_ai,
                          icon=":material/fast_forward:")
        new_deal_ask()
    log_block(deal, reveal or deal.over)
    if deal.over:
        settlement(deal)


def new_deal_ask() -> None:
    """"New deal" during a deal asks first: the deal in progress would be thrown away."""
    if not ss.get(ASK_NEW):
        st.button(t("sichuan.pl_new_deal_ask", L), key="sp_new_ask", on_click=ask_new_deal, type="tertiary",
                  icon=":material/restart_alt:")
        return
    st.warning(t("sichuan.pl_new_deal_confirm", L), icon=":material/warning:")
    with st.container(horizontal=True):
        st.button(t("sichuan.pl_new_deal_yes", L), key="sp_new_yes", on_click=quit_deal)
        st.button(t("sichuan.pl_new_deal_no", L), key="sp_new_no", on_click=keep_playing, type="primary")


def watch_section() -> None:
    with st.expander(t("sichuan.pl_watch", L), icon=":material/movie:", expanded=bool(ss.get(WATCH))):
        st.file_uploader(t("sichuan.pl_upload", L), type=["json"], key="_sp_upload", on_change=read_upload,
                         max_upload_size=MAX_UPLOAD_MB)
        error = ss.get(WATCH_ERROR)
        if error:
            st.error(t("sichuan.pl_bad_replay", L, error=pick(*error, L)))
    data = ss.get(WATCH)
    if not data:
        return
    total = len(data.get("actions", []))
    st.markdown(t("sichuan.pl_watching", L, n=total, players=", ".join(data.get("players", [])) or "—"))
    if total:
        ss.setdefault("_sp_watch_step", total)
        step = st.slider(t("sichuan.pl_step", L), 0, total, key="_sp_watch_step")
    else:  # a slider from 0 to 0 is refused by Streamlit
        st.info(t("sichuan.pl_no_actions", L))
        step = 0
    try:
        shown = view.replay_view(data, step)
    except NotationError as err:  # a replay that loaded whole always loads in part; kept as a guard
        st.error(t("sichuan.pl_bad_replay", L, error=err.message(L)))
        return
    draw_table(shown, interactive=False, reveal=True, box="spw")
    st.button(t("sichuan.pl_watch_close", L), key="sp_watch_close", on_click=close_watch, icon=":material/close:")


# ---------------------------------------------------------------- screen
with st.sidebar:
    # a key per language: a widget whose texts change under one key loses its value
    ss[f"_sp_pace_{L}"] = ss.setdefault(PACE, "readable")
    st.radio(t("sichuan.pl_pace", L), ["readable", "instant"], key=f"_sp_pace_{L}",
             format_func=lambda p: t("sichuan.pl_pace_" + p, L), on_change=lambda: ss.__setitem__(PACE,
                                                                                                  ss[f"_sp_pace_{L}"]))
    ss[f"_sp_one_tap_{L}"] = ss.setdefault(ONE_TAP, False)
    st.toggle(t("sichuan.pl_one_tap", L), key=f"_sp_one_tap_{L}", help=t("sichuan.pl_one_tap_help", L),
              on_change=lambda: ss.__setitem__(ONE_TAP, ss[f"_sp_one_tap_{L}"]))

if DEAL not in ss and KEY not in ss:
    _restore()  # a fresh session: a reload, or a link to a deal in progress
if ss.get(LOAD_ERROR):
    st.warning(t("sichuan.pl_load_error", L, error=pick(*ss[LOAD_ERROR], L)), icon=":material/warning:")
if valid_key(ss.get(KEY)) and st.query_params.get("match") != ss[KEY]:
    st.query_params["match"] = ss[KEY]

deal = ss.get(DEAL)
if deal is None:
    with st.form("sp_setup"):
        st.subheader(t("sichuan.pl_setup", L))
        c1, c2, c3 = st.columns(3)
        c1.number_input(t("sichuan.pl_seed", L), 0, 10**9, 1, key="_sp_seed")
        c2.selectbox(t("sichuan.pl_ai", L), list(view.PLAYERS), key=f"_sp_ai_{L}",
                     format_func=lambda k: t("sichuan.pl_ai_" + k, L))
        c3.selectbox(t("sichuan.pl_dealer", L), list(range(view.SEATS)), key=f"_sp_dealer_{L}",
                     format_func=lambda s: seat_name(s, L))
        st.form_submit_button(t("sichuan.pl_start", L), type="primary", on_click=start_deal, key="sp_start")
    watch_section()
    st.stop()

readable = ss.get(PACE, "readable") == "readable"
at_run = (id(deal), not deal.over and deal.to_act != YOU, deal.over)  # what this full run drew


def _state(deal: Deal | None) -> tuple:
    return (id(deal), deal is not None and not deal.over and deal.to_act != YOU, deal is not None and deal.over)


@st.fragment(run_every=PACE_SECONDS if (readable and at_run[1]) else None)
def table() -> None:
    """The table, redrawn on its own (a click on a move, the AI's timer). Its timer is the one the
    last full run set: whenever the timer needed now differs (our move handed the turn to the AI,
    or the AI handed it back), the deal ended, or the deal itself changed, redraw the whole page."""
    deal = ss.get(DEAL)
    if deal is not None and readable and not deal.over and deal.to_act != YOU:
        view.advance_ai(deal, ss[PLAYERS], 1)
    if deal is not None:
        _save(deal)
    if _state(deal) != at_run:
        st.rerun()
    draw_table(deal)
    if deal.over:
        c1, c2, c3 = st.columns(3)
        players = ["you"] + [ss[AI]] * 3
        c1.download_button(t("sichuan.pl_download", L), json.dumps(to_replay(deal, players), ensure_ascii=False),
                           file_name=f"sichuan-deal-{ss[SEED]}.json", mime="application/json",
                           key="sp_download", icon=":material/download:")
        c2.button(t("sichuan.pl_next_seed", L, seed=ss[SEED] + 1), key="sp_next", on_click=next_deal, type="primary")
        c3.button(t("sichuan.pl_new_deal", L), key="sp_new", on_click=quit_deal)


table()
if deal.over:
    watch_section()
