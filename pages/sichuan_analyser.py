"""Sichuan hand analyser: build a hand (tap tile pictures, paste notation or load an example), its
declared melds and missing suit → the missing-suit check, the waits with unseen copies, chance and
fan, the ready-hand value and the distance to ready; for 14 tiles every discard ranked; and the
score of a win (fan breakdown, base points, payments).

State lives in st.session_state (keys ``sa_*``) and changes only in callbacks; a change that would
make an impossible hand (a fifth copy, more than 14 tiles, a meld in the missing suit, bad
notation) leaves the state as it was and shows why in the current language.
"""

import plotly.graph_objects as go
import streamlit as st

from core.sichuan import EVENTS, NotationError, parse_tiles
from core.sichuan.analysis import WALL_AFTER_DEAL
from core.sichuan.tiles import CODE, SUIT_OF, SUITS, format_tiles
from ui.sichuan import view
from ui.i18n import pick, suit_name, t
from ui.state import lang
from ui.sichuan.tile_picker import tile_picker
from ui.sichuan.tiles import melds_html, tile_label, tiles_row_html

L = lang()
ss = st.session_state
HAND, MELDS, MISSING, SEEN, WALL, MSG, LAST = "sa_hand", "sa_melds", "sa_missing", "sa_seen", "sa_wall", \
    "sa_msg", "sa_last"
W_TEXT, W_PUNGS, W_KONGS, W_CKONGS = "_sa_text", "_sa_pungs", "_sa_kongs", "_sa_ckongs"
TARGET, EVENTS_CHOSEN = "sa_target", "sa_events"
# widgets whose option texts follow the language get a key per language (a radio or a selectbox
# whose option texts change under the same key loses its selection in the browser)
W_MISSING, W_TARGET, W_EXAMPLE, W_EVENTS = f"_sa_missing_{L}", f"_sa_target_{L}", f"_sa_example_{L}", \
    f"_sa_events_{L}"
W_SEEN, W_WALL, W_REMOVE, W_REMOVE_MELD = "_sa_seen_text", "_sa_wall", "_sa_remove", "_sa_remove_meld"
MELD_KEYS = (("pung", W_PUNGS), ("kong", W_KONGS), ("concealed_kong", W_CKONGS))
SUIT_COLOURS = ("#c62828", "#1b4fa0", "#178344")  # characters red, dots blue, bamboo green

# name → (hand, melds, missing suit)
EXAMPLES = {
    "ex_nine_gates": ("1112345678999p", (), 0),
    "ex_seven_pairs": ("115599m223377s4s", (), 1),
    "ex_melds": ("345m99m78p", (("pung", 13), ("pung", 1)), 2),
    "ex_discard": ("123m456m78p2399p5s9s", (), 2),
    "ex_pig": ("12335m45667p99p1s3s", (), 2),
    "ex_win": ("1112345678999p5p", (), 0),
}


# ---------------------------------------------------------------- state changes (callbacks)
def _say(key: str | None, **values) -> None:
    ss[MSG] = ("error", t(key, "en", **values), t(key, "vi", **values)) if key else None


def _bad(err: NotationError) -> None:
    ss[MSG] = ("error", t("sichuan.bad_input", "en", error=err.message("en")),
               t("sichuan.bad_input", "vi", error=err.message("vi")))


def _melds_text(kind: str) -> str:
    return " ".join(CODE[tile] for k, tile in ss[MELDS] if k == kind)


def _sync_widgets(hand=True, melds=True, seen=True) -> None:
    """Make the fields show the committed state (only the parts that changed, so a half-typed
    form keeps what was typed in its other fields). The missing-suit radio follows on every run."""
    if hand:
        ss[W_TEXT] = format_tiles(ss[HAND])
    if melds:
        for kind, key in MELD_KEYS:
            ss[key] = _melds_text(kind)
    if seen:
        ss[W_SEEN] = format_tiles(ss[SEEN])


def _commit(hand=None, melds=None, missing=..., seen=None) -> bool:
    """Store the new parts if they make a possible position; else keep the old ones and say why."""
    new_hand = list(ss[HAND] if hand is None else hand)
    new_melds = [tuple(m) for m in (ss[MELDS] if melds is None else melds)]
    new_missing = ss[MISSING] if missing is ... else missing
    new_seen = list(ss[SEEN] if seen is None else seen)
    try:
        view.check_parts(new_hand, new_melds, new_missing, new_seen)
    except NotationError as err:
        _bad(err)
        return False
    ss[HAND], ss[MELDS], ss[MISSING], ss[SEEN] = new_hand, new_melds, new_missing, new_seen
    ss[MSG] = None
    _sync_widgets(hand=hand is not None, melds=melds is not None, seen=seen is not None)
    return True


def init() -> None:
    if HAND not in ss:
        ss[HAND], ss[MELDS], ss[MISSING], ss[SEEN], ss[WALL], ss[MSG], ss[LAST] = [], [], None, [], \
            WALL_AFTER_DEAL, None, None
    ss.setdefault(TARGET, "hand")
    ss.setdefault(EVENTS_CHOSEN, [])
    for key, value in ((W_TEXT, format_tiles(ss[HAND])), (W_SEEN, format_tiles(ss[SEEN])), (W_WALL, ss[WALL])):
        ss.setdefault(key, value)  # widgets forgotten after a page switch
    # the language's widgets show the committed values (set before the widgets are drawn)
    ss[W_MISSING] = -1 if ss[MISSING] is None else ss[MISSING]
    ss[W_TARGET] = ss[TARGET]
    ss[W_EVENTS] = list(ss[EVENTS_CHOSEN])
    for kind, key in MELD_KEYS:
        ss.setdefault(key, _melds_text(kind))


def add_tile(kind: int) -> None:
    target = ss.get(TARGET, "hand")
    left = view.copies_left(ss[HAND], ss[MELDS], ss[SEEN])
    size = view.hand_size(ss[HAND], ss[MELDS])
    need = 1 if target == "hand" else (3 if target == "pung" else 4)
    if left[kind] < need:
        _say("sichuan.an_msg_full", tile=CODE[kind], left=left[kind], need=need)
        return
    if size + (1 if target == "hand" else 3) > view.MAX_TILES:
        _say("sichuan.an_msg_size", n=size)
        return
    if target == "hand":
        if _commit(hand=ss[HAND] + [kind]):
            ss[LAST] = kind
        return
    if len(ss[MELDS]) >= 4:
        _say("sichuan.an_msg_melds")
        return
    if ss[MISSING] is not None and SUIT_OF[kind] == ss[MISSING]:
        _say("sichuan.an_msg_meld_missing", suit=SUITS[ss[MISSING]])
        return
    _commit(melds=ss[MELDS] + [(target, kind)])


def undo() -> None:
    if ss[HAND]:
        _commit(hand=ss[HAND][:-1])
        ss[LAST] = ss[HAND][-1] if ss[HAND] else None
    elif ss[MELDS]:
        _commit(melds=ss[MELDS][:-1])


def clear() -> None:
    _commit(hand=[], melds=[], seen=[])
    ss[LAST] = None


def remove_tile() -> None:
    kind = ss.get(W_REMOVE)
    ss[W_REMOVE] = None
    if kind is not None and kind in ss[HAND]:
        hand = list(ss[HAND])
        del hand[len(hand) - 1 - hand[::-1].index(kind)]
        _commit(hand=hand)


def remove_meld() -> None:
    index = ss.get(W_REMOVE_MELD)
    ss[W_REMOVE_MELD] = None
    if index is not None and 0 <= index < len(ss[MELDS]):
        _commit(melds=ss[MELDS][:index] + ss[MELDS][index + 1:])


def apply_text() -> None:
    try:
        hand = parse_tiles(ss.get(W_TEXT, ""))
        melds = []
        for kind, key in MELD_KEYS:
            melds += view.parse_melds(kind, ss.get(key, ""))
    except NotationError as err:
        _bad(err)  # the fields keep what was typed, the hand stays as it was
        return
    if _commit(hand=hand, melds=melds):
        ss[LAST] = hand[-1] if hand else None


def set_missing() -> None:
    value = ss.get(W_MISSING, -1)
    _commit(missing=None if value in (-1, None) else int(value))


def keep(name: str, key: str) -> None:
    """Copy a widget's value into its committed key (which outlives a change of language)."""
    ss[name] = ss[key]


def apply_seen() -> None:
    try:
        seen = parse_tiles(ss.get(W_SEEN, ""))
    except NotationError as err:
        _bad(err)
        return
    _commit(seen=seen)


def apply_wall() -> None:
    ss[WALL] = int(ss.get(W_WALL, WALL_AFTER_DEAL))


def load_example() -> None:
    name = ss.get(W_EXAMPLE)
    if name not in EXAMPLES:
        return
    text, melds, missing = EXAMPLES[name]
    hand = parse_tiles(text)
    if _commit(hand=hand, melds=list(melds), missing=missing, seen=[]):
        ss[LAST] = hand[-1]


@st.cache_data(max_entries=512, show_spinner=False)
def analysed(hand: tuple, melds: tuple, missing, seen: tuple, wall: int) -> dict:
    return view.analyse(hand, melds, missing, seen, wall)


@st.cache_data(max_entries=512, show_spinner=False)
def scored(hand: tuple, melds: tuple, missing, win: int, self_draw: bool, events: tuple, opponents: int) -> dict:
    return view.win_score(hand, melds, missing, win, self_draw, events, opponents)


# ---------------------------------------------------------------- screen
init()
st.title(t("sichuan.an_title", L))
st.caption(t("sichuan.an_intro", L))

st.radio(t("sichuan.an_missing", L), [-1, 0, 1, 2], key=W_MISSING, horizontal=True, on_change=set_missing,
         format_func=lambda s: t("sichuan.missing_none", L) if s == -1 else suit_name(s, L))
if ss[MSG]:  # shown once: the next change of any kind clears it
    level, en, vi = ss[MSG]
    getattr(st, level)(pick(en, vi, L))
    ss[MSG] = None

hand, melds, missing = tuple(ss[HAND]), tuple(ss[MELDS]), ss[MISSING]
size = view.hand_size(hand, melds)
build, shown = st.columns([5, 6], gap="large")
with build:
    pick_tab, type_tab, example_tab = st.tabs([t("sichuan.an_tab_pick", L), t("sichuan.an_tab_type", L),
                                               t("sichuan.an_tab_examples", L)])
    with pick_tab:
        st.radio(t("sichuan.an_target", L), ["hand", "pung", "kong", "concealed_kong"], key=W_TARGET, horizontal=True,
                 format_func=lambda k: t("sichuan.an_target_" + k, L), on_change=keep, args=(TARGET, W_TARGET))
        tile_picker("sa_picker", copies_left=view.copies_left(hand, melds, ss[SEEN]), lang=L, width=40,
                    on_pick=add_tile)
    with type_tab:
        with st.form("sa_type_form", border=False):
            st.text_area(t("sichuan.an_hand_text", L), key=W_TEXT, height=80, placeholder="1112345678999p",
                         help=t("sichuan.an_hand_help", L))
            c1, c2, c3 = st.columns(3)
            c1.text_input(t("sichuan.an_pungs", L), key=W_PUNGS, placeholder="5p 777s",
                          help=t("sichuan.an_melds_help", L))
            c2.text_input(t("sichuan.an_kongs", L), key=W_KONGS, placeholder="2222m",
                          help=t("sichuan.an_melds_help", L))
            c3.text_input(t("sichuan.an_concealed_kongs", L), key=W_CKONGS, placeholder="9s",
                          help=t("sichuan.an_melds_help", L))
            st.form_submit_button(t("sichuan.an_apply", L), key="_sa_apply", on_click=apply_text, type="primary")
    with example_tab:
        st.selectbox(t("sichuan.an_example", L), list(EXAMPLES), key=W_EXAMPLE,
                     format_func=lambda k: t("sichuan." + k, L))
        st.button(t("sichuan.an_load_example", L), key="_sa_load_example", on_click=load_example,
                  icon=":material/playlist_add:")

with shown:
    st.subheader(t("sichuan.an_your_hand", L))
    st.markdown(t("sichuan.an_size_" + (str(size) if size in (13, 14) else "short"), L, n=size, more=max(0, 13 - size)))
    with st.container(horizontal=True):
        st.button(t("sichuan.an_undo", L), key="_sa_undo", on_click=undo, icon=":material/undo:",
                  disabled=not (hand or melds))
        st.button(t("sichuan.an_clear", L), key="_sa_clear", on_click=clear, icon=":material/delete:",
                  disabled=not (hand or melds or ss[SEEN]))
    if hand:
        counts = [hand.count(k) for k in range(27)]
        st.pills(t("sichuan.an_remove", L), sorted(set(hand)), key=W_REMOVE, on_change=remove_tile,
                 format_func=lambda k: CODE[k] + (f" ×{counts[k]}" if counts[k] > 1 else ""))
    if melds:
        st.pills(t("sichuan.an_remove_meld", L), list(range(len(melds))), key=W_REMOVE_MELD, on_change=remove_meld,
                 format_func=lambda i: f"{t('sichuan.an_target_' + melds[i][0], L).split(' (')[0]} {CODE[melds[i][1]]}")
    with st.expander(t("sichuan.an_seen", L, n=len(ss[SEEN])), icon=":material/visibility:"):
        st.text_input(t("sichuan.an_seen_text", L), key=W_SEEN, on_change=apply_seen, placeholder="5p 5p 9s")
        st.number_input(t("sichuan.an_wall", L), min_value=0, max_value=WALL_AFTER_DEAL, step=1, key=W_WALL,
                        on_change=apply_wall, help=t("sichuan.an_wall_help", L))

if hand or melds:  # the hand as tiles, full width: concealed tiles sorted (missing suit greyed), then the melds
    ordered = sorted(hand)
    row = tiles_row_html(ordered, width=46, lang=L, labels=[CODE[k] for k in ordered], css_class="sc-hand",
                         dim=[i for i, k in enumerate(ordered) if missing is not None and SUIT_OF[k] == missing])
    with st.container(border=True):
        st.markdown('<div style="display:flex;flex-wrap:wrap;gap:18px;align-items:flex-end">'
                    f'{row if hand else ""}{melds_html(melds, lang=L, width=34) if melds else ""}</div>',
                    unsafe_allow_html=True)

# ---------------------------------------------------------------- what the hand means
st.divider()
data = analysed(hand, melds, missing, tuple(ss[SEEN]), int(ss[WALL]))

if missing is None:
    st.info(t("sichuan.an_missing_pick", L), icon=":material/help:")
elif data["holds_missing"]:
    tiles = data["missing_tiles"]
    st.error(t("sichuan.an_missing_bad", L, n=len(tiles), suit=suit_name(missing, L), tiles=format_tiles(tiles)),
             icon=":material/block:")
else:
    st.success(t("sichuan.an_missing_ok", L, suit=suit_name(missing, L)), icon=":material/check_circle:")


def waits_frame(waits: list[dict]) -> list[dict]:
    return [{
        t("sichuan.col_tile", L): f"{w['code']} · {tile_label(w['tile'], L).rsplit(' (', 1)[0]}",
        t("sichuan.col_unseen", L): w["unseen"], t("sichuan.col_chance", L): round(100 * w["chance"], 1),
        t("sichuan.col_fan", L): w["fan"], t("sichuan.col_base", L): w["base"],
        t("sichuan.col_patterns", L): view.items_text(w["items"], L)} for w in waits]


def waits_chart(waits: list[dict]):
    fig = go.Figure(go.Bar(
        x=[w["code"] for w in waits], y=[round(100 * w["chance"], 1) for w in waits],
        marker_color=[SUIT_COLOURS[SUIT_OF[w["tile"]]] for w in waits],
        text=[f"{100 * w['chance']:.0f}%" for w in waits], textposition="outside", cliponaxis=False,
        customdata=[[w["unseen"], w["fan"]] for w in waits],
        hovertemplate="%{x}: %{y:.1f}%<br>" + t("sichuan.col_unseen", L) + ": %{customdata[0]}<br>"
                      + t("sichuan.col_fan", L) + ": %{customdata[1]}<extra></extra>"))
    fig.update_layout(height=260, margin=dict(l=10, r=10, t=30, b=10), showlegend=False, bargap=0.4,
                      title=dict(text=t("sichuan.chart_title", L), font=dict(size=14)),
                      yaxis=dict(range=[0, 110], ticksuffix="%", title=None), xaxis=dict(title=None, type="category"))
    return fig


COLUMNS = {t("sichuan.col_chance", L): st.column_config.ProgressColumn(t("sichuan.col_chance", L), format="%.0f%%",
                                                                       min_value=0,
                                                                max_value=100, help=t("sichuan.an_chance_help", L)),
           t("sichuan.col_forced", L): st.column_config.CheckboxColumn(t("sichuan.col_forced", L)),
           t("sichuan.col_rank", L): st.column_config.NumberColumn(t("sichuan.col_rank", L), width=50)}

if size < 13:
    st.info(t("sichuan.an_need_more", L, more=13 - size))
elif size == 13:
    waits = data["waits"]
    st.subheader(t("sichuan.an_waits_title", L))
    with st.container(horizontal=True):  # one row, also on a phone
        st.metric(t("sichuan.an_shanten", L), data["shanten"], help=t("sichuan.an_shanten_help", L))
        st.metric(t("sichuan.an_n_waits", L), len(waits))
        st.metric(t("sichuan.an_unseen", L), sum(w["unseen"] for w in waits))
        st.metric(t("sichuan.an_chance_any", L), f"{100 * data['chance_any']:.0f}%",
                  help=t("sichuan.an_chance_help", L))
        value = data["value"]
        st.metric(t("sichuan.an_ready_value", L), value["base"] if value else 0,
                  help=t("sichuan.an_ready_value_help", L))
    if waits:
        st.success(t("sichuan.an_ready", L, n=len(waits), tiles=", ".join(w["code"] for w in waits)))
        st.markdown(tiles_row_html([w["tile"] for w in waits], width=50, lang=L, css_class="sc-waits",
                                   labels=[f"{w['fan']} {t('sichuan.col_fan', L).lower()}\n{100 * w['chance']:.0f}%"
                                           for w in waits]), unsafe_allow_html=True)
        table, chart = st.columns([3, 2], gap="medium")
        table.dataframe(waits_frame(waits), hide_index=True, width="stretch", column_config=COLUMNS)
        chart.plotly_chart(waits_chart(waits), config={"displayModeBar": False})
        st.info(t("sichuan.an_ready_check", L, tile=CODE[value["tile"]], fan=value["fan"], base=value["base"]),
                icon=":material/fact_check:")
    else:
        reason_en, reason_vi = data["reason"]
        reason = pick(reason_en, reason_vi, L)  # "not ready: …" / "no waits: …" from the core
        st.warning(t("sichuan.an_not_ready", L, reason=reason[:1].upper() + reason[1:]),
                   icon=":material/hourglass_empty:")
        if data["blocked"]:
            st.info(t("sichuan.an_blocked", L, tiles=", ".join(CODE[k] for k in data["blocked"])))
        if data["improvers"]:
            st.markdown(t("sichuan.an_improvers", L, n=sum(n for _, n in data["improvers"])))
            st.markdown(tiles_row_html([k for k, _ in data["improvers"]], width=34, lang=L,
                                       badges=[str(n) for _, n in data["improvers"]]), unsafe_allow_html=True)
    st.caption(t("sichuan.an_assumption", L, wall=data["wall"], unseen=data["unseen_total"], text=view.assumption(L)))
else:
    discards = data["discards"]
    if data["winning_tiles"]:
        st.success(t("sichuan.an_is_win", L, tiles=", ".join(CODE[k] for k in data["winning_tiles"])),
                   icon=":material/celebration:")
    st.subheader(t("sichuan.an_discards_title", L))
    if discards and discards[0]["forced"]:
        st.warning(t("sichuan.an_forced", L))
    best = discards[0] if discards else None
    if best and best["waits"]:
        st.success(t("sichuan.an_best_discard", L, tile=best["code"], unseen=best["unseen"],
                      waits=", ".join(w["code"] for w in best["waits"])))
    elif best:
        st.info(t("sichuan.an_best_discard_shanten", L, tile=best["code"], shanten=best["shanten"],
                  unseen=best["unseen"]))
    st.markdown(tiles_row_html([d["tile"] for d in discards], width=40, gap=10, lang=L, css_class="sc-discards",
                               labels=[f"#{i}\n" + (t("sichuan.an_label_waits", L, n=len(d["waits"])) if d["waits"]
                                                      else t("sichuan.an_label_shanten", L, n=d["shanten"]))
                                       for i, d in enumerate(discards, 1)],
                               selected=[0] if discards else []), unsafe_allow_html=True)
    st.dataframe([{
        t("sichuan.col_rank", L): i,
        t("sichuan.col_discard", L): f"{d['code']} · {tile_label(d['tile'], L).rsplit(' (', 1)[0]}",
        t("sichuan.col_shanten", L): d["shanten"],
        t("sichuan.col_waits", L): ", ".join(f"{w['code']} ({w['unseen']})" for w in d["waits"]) or "—",
        t("sichuan.col_unseen", L): d["unseen"],
        t("sichuan.col_best_fan", L): d["best_fan"] if d["best_fan"] is not None else "—",
        t("sichuan.col_forced", L): d["forced"]} for i, d in enumerate(discards, 1)],
        hide_index=True, width="stretch", column_config=COLUMNS)

view.show_rules(data["rules"], L)

# ---------------------------------------------------------------- score a win
choices: list[int] = []
if size == 14:
    choices = sorted(set(hand))
elif size == 13:
    choices = [w["tile"] for w in data["waits"]]
if choices:
    st.divider()
    st.subheader(t("sichuan.an_score_title", L))
    signature = format_tiles(hand) + "|" + ",".join(f"{k}{t}" for k, t in melds) + f"|{missing}"
    preferred = [k for k in (data.get("winning_tiles") or []) if k in choices]
    last = ss.get(LAST)
    default = last if last in preferred else (preferred[0] if preferred else (last if last in choices else choices[0]))
    c1, c2, c3 = st.columns([2, 2, 3])
    win = c1.selectbox(t("sichuan.an_win_tile", L), choices, index=choices.index(default),
                       key=f"_sa_win_{L}_{signature}",
                       format_func=lambda k: tile_label(k, L),
                       help=t("sichuan.an_win_tile_help_14" if size == 14 else "sichuan.an_win_tile_help_13", L))
    self_draw = c2.toggle(t("sichuan.an_self_draw", L), key="_sa_self", help=t("sichuan.an_self_draw_help", L))
    opponents = c2.number_input(t("sichuan.an_opponents", L), min_value=1, max_value=3, value=3, key="_sa_opp",
                                disabled=not self_draw)
    events = c3.multiselect(t("sichuan.an_events", L), list(EVENTS), key=W_EVENTS,
                            format_func=lambda e: view.fan_name(e, L),
                            on_change=keep, args=(EVENTS_CHOSEN, W_EVENTS), select_all=False,
                            placeholder=t("sichuan.an_events_placeholder", L))
    result = scored(hand, melds, missing, int(win), bool(self_draw), tuple(events), int(opponents))
    if "error" in result:
        en, vi, rules = result["error"]
        st.error(t("sichuan.bad_input", L, error=pick(en, vi, L)))
        view.show_rules(rules, L)
    elif not result["win"]:
        st.warning(t("sichuan.an_no_win", L, reason=pick(*result["reason"], L)))
        view.show_rules(result["rules"], L)
    else:
        m1, m2, m3 = st.columns(3)
        m1.metric(t("sichuan.an_fan", L), result["fan"])
        m2.metric(t("sichuan.an_base", L), result["base"])
        m3.metric(t("sichuan.an_form", L), t("sichuan.form_" + result["form"], L))
        if result["fan_total"] > result["fan"]:
            st.caption(t("sichuan.an_capped", L, total=result["fan_total"]))
        st.dataframe([{
            t("sichuan.col_pattern", L): pick(item["name_en"], item["name_vi"], L),
            t("sichuan.col_chinese", L): item["chinese"], t("sichuan.col_count", L): item["count"],
            t("sichuan.col_fan", L): item["fan"],
            t("sichuan.col_rule", L): item["rule"]} for item in result["items"]] or [{
                t("sichuan.col_pattern", L): t("sichuan.basic_hand", L)[:-2], t("sichuan.col_chinese", L): "平胡",
                t("sichuan.col_count", L): 1,
                t("sichuan.col_fan", L): 0, t("sichuan.col_rule", L): "sc.fan.basic"}], hide_index=True,
                width="stretch")
        st.markdown(t("sichuan.an_grouping", L, groups=" · ".join(f"`{g}`" for g in result["grouping"])))
        pay = result["payments"]
        st.markdown(f"**{t('sichuan.an_payments', L)}**")
        payer = (t("sichuan.payer_" + pay["payer"], L, n=pay["payers"])
                 if pay["payer"] == "each_opponent_still_playing" else t("sichuan.payer_" + pay["payer"], L))
        st.markdown("- " + t("sichuan.an_pay_line", L, payer=payer, each=pay["each"]) + "\n- "
                    + t("sichuan.an_pay_total", L, total=pay["total"]))
        view.show_rules(result["rules"], L)
