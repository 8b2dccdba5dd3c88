"""The pieces of the Sichuan analyser's screen, drawn with Streamlit: the missing-suit choice, the
ways to build a hand (tap pictures, type notation, load an example), the hand itself, the
missing-suit check, the waits of 13 tiles, the ranked discards of 14 and the score of a win.
State and callbacks: ui/sichuan/analyser.py."""

from __future__ import annotations

import plotly.graph_objects as go
import streamlit as st

from core.sichuan import EVENTS
from core.sichuan.analysis import WALL_AFTER_DEAL
from core.sichuan.tiles import CODE, SUIT_OF, format_tiles

from ..glyphs import word_uri
from ..i18n import suit_name, t
from . import analyser as cb
from .analyser import AnalyserState
from .tile_picker import tile_picker
from .tiles import melds_html, tile_label, tiles_row_html
from .view import fan_name, items_text, show_rules

SUIT_COLOURS = ("#c62828", "#1b4fa0", "#178344")  # characters red, dots blue, bamboo green


# ---------------------------------------------------------------- building the hand
def missing_choice(lang: str) -> None:
    st.radio(
        t("sichuan.an_missing", lang),
        [-1, 0, 1, 2],
        key=cb.w_missing(lang),
        horizontal=True,
        on_change=cb.set_missing,
        args=(lang,),
        format_func=lambda s: t("sichuan.missing_none", lang) if s == -1 else suit_name(s, lang),
    )


def message(lang: str) -> None:
    """The last change's message, shown once: the next change of any kind clears it."""
    said = cb.take_message()
    if said:
        level, message = said
        getattr(st, level)(message[lang])


def build_tabs(a: AnalyserState, lang: str) -> None:
    names = {tab: t(f"sichuan.an_tab_{tab}", lang) for tab in cb.TABS}
    pick_tab, type_tab, example_tab = st.tabs(
        list(names.values()),
        key=f"_sa_tabs_{lang}",
        default=names[st.session_state.setdefault("sa_tab", "pick")],
        on_change=cb.keep_tab,
        args=(f"_sa_tabs_{lang}", names),
    )
    with pick_tab:
        st.radio(
            t("sichuan.an_target", lang),
            list(cb.TARGETS),
            key=cb.w_target(lang),
            horizontal=True,
            format_func=lambda k: t("sichuan.an_target_" + k, lang),
            on_change=cb.set_target,
            args=(lang,),
        )
        tile_picker(
            "sa_picker", copies_left=cb.copies_left(a.hand, a.melds, a.seen), lang=lang, width=40, on_pick=cb.add_tile
        )
    with type_tab:
        with st.form("sa_type_form", border=False):
            st.text_area(
                t("sichuan.an_hand_text", lang),
                key=cb.W_TEXT,
                height=80,
                placeholder="1112345678999p",
                help=t("sichuan.an_hand_help", lang),
            )
            c1, c2, c3 = st.columns(3)
            c1.text_input(
                t("sichuan.an_pungs", lang),
                key=cb.W_PUNGS,
                placeholder="5p 777s",
                help=t("sichuan.an_melds_help", lang),
            )
            c2.text_input(
                t("sichuan.an_kongs", lang), key=cb.W_KONGS, placeholder="2222m", help=t("sichuan.an_melds_help", lang)
            )
            c3.text_input(
                t("sichuan.an_concealed_kongs", lang),
                key=cb.W_CKONGS,
                placeholder="9s",
                help=t("sichuan.an_melds_help", lang),
            )
            st.form_submit_button(t("sichuan.an_apply", lang), key="_sa_apply", on_click=cb.apply_text, type="primary")
    with example_tab:
        st.selectbox(
            t("sichuan.an_example", lang),
            list(cb.EXAMPLES),
            key=cb.w_example(lang),
            format_func=lambda k: t("sichuan." + k, lang),
        )
        st.button(
            t("sichuan.an_load_example", lang),
            key="_sa_load_example",
            on_click=cb.load_example,
            args=(lang,),
            icon=":material/playlist_add:",
        )


def your_hand(a: AnalyserState, lang: str) -> None:
    """The hand's size, undo and clear, removing a tile or a meld, and the tiles seen elsewhere."""
    hand, melds, size = a.hand, a.melds, a.size
    st.subheader(t("sichuan.an_your_hand", lang))
    st.markdown(
        t("sichuan.an_size_" + (str(size) if size in (13, 14) else "short"), lang, n=size, more=max(0, 13 - size))
    )
    with st.container(horizontal=True):
        st.button(
            t("sichuan.an_undo", lang),
            key="_sa_undo",
            on_click=cb.undo,
            icon=":material/undo:",
            disabled=not (hand or melds),
        )
        st.button(
            t("sichuan.an_clear", lang),
            key="_sa_clear",
            on_click=cb.clear,
            icon=":material/delete:",
            disabled=not (hand or melds or a.seen),
        )
    if hand:
        counts = [hand.count(k) for k in range(27)]
        st.pills(
            t("sichuan.an_remove", lang),
            sorted(set(hand)),
            key=cb.W_REMOVE,
            on_change=cb.remove_tile,
            format_func=lambda k: CODE[k] + (f" ×{counts[k]}" if counts[k] > 1 else ""),
        )
    if melds:
        st.pills(
            t("sichuan.an_remove_meld", lang),
            list(range(len(melds))),
            key=cb.W_REMOVE_MELD,
            on_change=cb.remove_meld,
            format_func=lambda i: f"{t('sichuan.an_target_' + melds[i][0], lang).split(' (')[0]} {CODE[melds[i][1]]}",
        )
    with st.expander(t("sichuan.an_seen", lang, n=len(a.seen)), icon=":material/visibility:"):
        st.text_input(t("sichuan.an_seen_text", lang), key=cb.W_SEEN, on_change=cb.apply_seen, placeholder="5p 5p 9s")
        st.number_input(
            t("sichuan.an_wall", lang),
            min_value=0,
            max_value=WALL_AFTER_DEAL,
            step=1,
            key=cb.W_WALL,
            on_change=cb.apply_wall,
            help=t("sichuan.an_wall_help", lang),
        )


def hand_row(a: AnalyserState, lang: str) -> None:
    """The hand as tiles, full width: concealed tiles sorted (the missing suit greyed), then the melds."""
    if not (a.hand or a.melds):
        return
    ordered = sorted(a.hand)
    row = tiles_row_html(
        ordered,
        width=46,
        lang=lang,
        labels=[CODE[k] for k in ordered],
        css_class="sc-hand",
        dim=[i for i, k in enumerate(ordered) if a.missing is not None and SUIT_OF[k] == a.missing],
    )
    with st.container(border=True):
        st.markdown(
            '<div style="display:flex;flex-wrap:wrap;gap:18px;align-items:flex-end">'
            f"{row if a.hand else ''}{melds_html(a.melds, lang=lang, width=34) if a.melds else ''}</div>",
            unsafe_allow_html=True,
        )


# ---------------------------------------------------------------- what the hand means
def missing_check(a: AnalyserState, data: dict, lang: str) -> None:
    if a.missing is None:
        st.info(t("sichuan.an_missing_pick", lang), icon=":material/help:")
    elif data["holds_missing"]:
        tiles = data["missing_tiles"]
        st.error(
            t("sichuan.an_missing_bad", lang, n=len(tiles), suit=suit_name(a.missing, lang), tiles=format_tiles(tiles)),
            icon=":material/block:",
        )
    else:
        st.success(t("sichuan.an_missing_ok", lang, suit=suit_name(a.missing, lang)), icon=":material/check_circle:")


def _columns(lang: str) -> dict:
    return {
        t("sichuan.col_chance", lang): st.column_config.ProgressColumn(
            t("sichuan.col_chance", lang),
            format="%.0f%%",
            min_value=0,
            max_value=100,
            help=t("sichuan.an_chance_help", lang),
        ),
        t("sichuan.col_forced", lang): st.column_config.CheckboxColumn(t("sichuan.col_forced", lang)),
        t("sichuan.col_rank", lang): st.column_config.NumberColumn(t("sichuan.col_rank", lang), width=50),
    }


def waits_frame(waits: list[dict], lang: str) -> list[dict]:
    return [
        {
            t("sichuan.col_tile", lang): f"{w['code']} · {tile_label(w['tile'], lang).rsplit(' (', 1)[0]}",
            t("sichuan.col_unseen", lang): w["unseen"],
            t("sichuan.col_chance", lang): round(100 * w["chance"], 1),
            t("sichuan.col_fan", lang): w["fan"],
            t("sichuan.col_base", lang): w["base"],
            t("sichuan.col_patterns", lang): items_text(w["items"], lang),
        }
        for w in waits
    ]


def waits_chart(waits: list[dict], lang: str):
    fig = go.Figure(
        go.Bar(
            x=[w["code"] for w in waits],
            y=[round(100 * w["chance"], 1) for w in waits],
            marker_color=[SUIT_COLOURS[SUIT_OF[w["tile"]]] for w in waits],
            text=[f"{100 * w['chance']:.0f}%" for w in waits],
            textposition="outside",
            cliponaxis=False,
            customdata=[[w["unseen"], w["fan"]] for w in waits],
            hovertemplate="%{x}: %{y:.1f}%<br>"
            + t("sichuan.col_unseen", lang)
            + ": %{customdata[0]}<br>"
            + t("sichuan.col_fan", lang)
            + ": %{customdata[1]}<extra></extra>",
        )
    )
    fig.update_layout(
        height=260,
        margin=dict(l=10, r=10, t=30, b=10),
        showlegend=False,
        bargap=0.4,
        title=dict(text=t("sichuan.chart_title", lang), font=dict(size=14)),
        yaxis=dict(range=[0, 110], ticksuffix="%", title=None),
        xaxis=dict(title=None, type="category"),
    )
    return fig


def waits(data: dict, lang: str) -> None:
    """13 tiles: the waits with their chances and value, or why the hand is not ready."""
    found = data["waits"]
    st.subheader(t("sichuan.an_waits_title", lang))
    with st.container(horizontal=True):  # one row, also on a phone
        st.metric(t("sichuan.an_shanten", lang), data["shanten"], help=t("sichuan.an_shanten_help", lang))
        st.metric(t("sichuan.an_n_waits", lang), len(found))
        st.metric(t("sichuan.an_unseen", lang), sum(w["unseen"] for w in found))
        st.metric(
            t("sichuan.an_chance_any", lang), f"{100 * data['chance_any']:.0f}%", help=t("sichuan.an_chance_help", lang)
        )
        value = data["value"]
        st.metric(
            t("sichuan.an_ready_value", lang),
            value["base"] if value else 0,
            help=t("sichuan.an_ready_value_help", lang),
        )
    if found:
        st.success(t("sichuan.an_ready", lang, n=len(found), tiles=", ".join(w["code"] for w in found)))
        st.markdown(
            tiles_row_html(
                [w["tile"] for w in found],
                width=50,
                lang=lang,
                css_class="sc-waits",
                labels=[f"{w['fan']} {t('sichuan.col_fan', lang).lower()}\n{100 * w['chance']:.0f}%" for w in found],
            ),
            unsafe_allow_html=True,
        )
        table, chart = st.columns([3, 2], gap="medium")
        table.dataframe(waits_frame(found, lang), hide_index=True, width="stretch", column_config=_columns(lang))
        chart.plotly_chart(waits_chart(found, lang), config={"displayModeBar": False})
        st.info(
            t("sichuan.an_ready_check", lang, tile=CODE[value["tile"]], fan=value["fan"], base=value["base"]),
            icon=":material/fact_check:",
        )
    else:
        reason = data["reason"][lang]  # "not ready: …" / "no waits: …" from the core
        st.warning(
            t("sichuan.an_not_ready", lang, reason=reason[:1].upper() + reason[1:]), icon=":material/hourglass_empty:"
        )
        if data["blocked"]:
            st.info(t("sichuan.an_blocked", lang, tiles=", ".join(CODE[k] for k in data["blocked"])))
        if data["improvers"]:
            st.markdown(t("sichuan.an_improvers", lang, n=sum(n for _, n in data["improvers"])))
            st.markdown(
                tiles_row_html(
                    [k for k, _ in data["improvers"]],
                    width=34,
                    lang=lang,
                    badges=[str(n) for _, n in data["improvers"]],
                ),
                unsafe_allow_html=True,
            )
    st.caption(
        t("sichuan.an_assumption", lang, wall=data["wall"], unseen=data["unseen_total"], text=cb.assumption(lang))
    )


def discards(data: dict, lang: str) -> None:
    """14 tiles: a win if there is one, then every discard ranked."""
    ranked = data["discards"]
    if data["winning_tiles"]:
        st.success(
            t("sichuan.an_is_win", lang, tiles=", ".join(CODE[k] for k in data["winning_tiles"])),
            icon=":material/celebration:",
        )
    st.subheader(t("sichuan.an_discards_title", lang))
    if ranked and ranked[0]["forced"]:
        st.warning(t("sichuan.an_forced", lang))
    best = ranked[0] if ranked else None
    if best and best["waits"]:
        st.success(
            t(
                "sichuan.an_best_discard",
                lang,
                tile=best["code"],
                unseen=best["unseen"],
                waits=", ".join(w["code"] for w in best["waits"]),
            )
        )
    elif best:
        st.info(
            t(
                "sichuan.an_best_discard_shanten",
                lang,
                tile=best["code"],
                shanten=best["shanten"],
                unseen=best["unseen"],
            )
        )
    st.markdown(
        tiles_row_html(
            [d["tile"] for d in ranked],
            width=40,
            gap=10,
            lang=lang,
            css_class="sc-discards",
            labels=[
                f"#{i}\n"
                + (
                    t("sichuan.an_label_waits", lang, n=len(d["waits"]))
                    if d["waits"]
                    else t("sichuan.an_label_shanten", lang, n=d["shanten"])
                )
                for i, d in enumerate(ranked, 1)
            ],
            selected=[0] if ranked else [],
        ),
        unsafe_allow_html=True,
    )
    st.dataframe(
        [
            {
                t("sichuan.col_rank", lang): i,
                t("sichuan.col_discard", lang): f"{d['code']} · {tile_label(d['tile'], lang).rsplit(' (', 1)[0]}",
                t("sichuan.col_shanten", lang): d["shanten"],
                t("sichuan.col_waits", lang): ", ".join(f"{w['code']} ({w['unseen']})" for w in d["waits"]) or "—",
                t("sichuan.col_unseen", lang): d["unseen"],
                t("sichuan.col_best_fan", lang): d["best_fan"] if d["best_fan"] is not None else "—",
                t("sichuan.col_forced", lang): d["forced"],
            }
            for i, d in enumerate(ranked, 1)
        ],
        hide_index=True,
        width="stretch",
        column_config=_columns(lang),
    )


# ---------------------------------------------------------------- score a win
def _win_choices(a: AnalyserState, data: dict) -> list[int]:
    if a.size == 14:
        return sorted(set(a.hand))
    if a.size == 13:
        return [w["tile"] for w in data["waits"]]
    return []


def score_a_win(a: AnalyserState, data: dict, lang: str) -> None:
    """The winning tile, self-draw and events → the fan breakdown, base points and payments."""
    choices = _win_choices(a, data)
    if not choices:
        return
    hand, melds, missing, size = tuple(a.hand), tuple(a.melds), a.missing, a.size
    st.divider()
    st.subheader(t("sichuan.an_score_title", lang))
    signature = format_tiles(hand) + "|" + ",".join(f"{k}{tile}" for k, tile in melds) + f"|{missing}"
    preferred = [k for k in (data.get("winning_tiles") or []) if k in choices]
    last = a.last if a.last in choices else None  # the tile chosen last time, if it still can win
    default: int = last if last is not None and last in preferred else (preferred or [last or choices[0]])[0]
    c1, c2, c3 = st.columns([2, 2, 3])
    win = c1.selectbox(
        t("sichuan.an_win_tile", lang),
        choices,
        index=choices.index(default),
        key=f"_sa_win_{lang}_{signature}",
        format_func=lambda k: tile_label(k, lang),
        help=t("sichuan.an_win_tile_help_14" if size == 14 else "sichuan.an_win_tile_help_13", lang),
    )
    self_draw = c2.toggle(t("sichuan.an_self_draw", lang), key="_sa_self", help=t("sichuan.an_self_draw_help", lang))
    opponents = c2.number_input(
        t("sichuan.an_opponents", lang), min_value=1, max_value=3, value=3, key="_sa_opp", disabled=not self_draw
    )
    events = c3.multiselect(
        t("sichuan.an_events", lang),
        list(EVENTS),
        key=cb.w_events(lang),
        format_func=lambda e: fan_name(e, lang),
        on_change=cb.set_events,
        args=(lang,),
        select_all=False,
        placeholder=t("sichuan.an_events_placeholder", lang),
    )
    win_tile = default if win is None else int(win)
    result = cb.scored(hand, melds, missing, win_tile, bool(self_draw), tuple(events), int(opponents))
    if "error" in result:
        error, rules = result["error"]
        st.error(t("sichuan.bad_input", lang, error=error[lang]))
        show_rules(rules, lang)
    elif not result["win"]:
        st.warning(t("sichuan.an_no_win", lang, reason=result["reason"][lang]))
        show_rules(result["rules"], lang)
    else:
        win_breakdown(result, lang)


def win_breakdown(result: dict, lang: str) -> None:
    m1, m2, m3 = st.columns(3)
    m1.metric(t("sichuan.an_fan", lang), result["fan"])
    m2.metric(t("sichuan.an_base", lang), result["base"])
    m3.metric(t("sichuan.an_form", lang), t("sichuan.form_" + result["form"], lang))
    if result["fan_total"] > result["fan"]:
        st.caption(t("sichuan.an_capped", lang, total=result["fan_total"]))
    st.dataframe(
        [
            {
                t("sichuan.col_pattern", lang): item["name"][lang],
                t("sichuan.col_chinese", lang): word_uri(item["chinese"]),
                t("sichuan.col_count", lang): item["count"],
                t("sichuan.col_fan", lang): item["fan"],
                t("sichuan.col_rule", lang): f"/rules?game=sichuan&rule={item['rule']}&lang={lang}",
            }
            for item in result["items"]
        ]
        or [
            {
                t("sichuan.col_pattern", lang): t("sichuan.basic_hand", lang)[:-2],
                t("sichuan.col_chinese", lang): word_uri("平胡"),
                t("sichuan.col_count", lang): 1,
                t("sichuan.col_fan", lang): 0,
                t("sichuan.col_rule", lang): f"/rules?game=sichuan&rule=sc.fan.basic&lang={lang}",
            }
        ],
        hide_index=True,
        width="stretch",
        # the names drawn as pictures: they read the same with or without a CJK font
        column_config={
            t("sichuan.col_chinese", lang): st.column_config.ImageColumn(),
            # the rule as a link to its page (its id only in the link, never raw in the cell)
            t("sichuan.col_rule", lang): st.column_config.LinkColumn(display_text=t("sichuan.open_rule", lang)),
        },
    )
    st.markdown(t("sichuan.an_grouping", lang, groups=" · ".join(f"`{g}`" for g in result["grouping"])))
    pay = result["payments"]
    st.markdown(f"**{t('sichuan.an_payments', lang)}**")
    payer = (
        t("sichuan.payer_" + pay["payer"], lang, n=pay["payers"])
        if pay["payer"] == "each_opponent_still_playing"
        else t("sichuan.payer_" + pay["payer"], lang)
    )
    st.markdown(
        "- "
        + t("sichuan.an_pay_line", lang, payer=payer, each=pay["each"])
        + "\n- "
        + t("sichuan.an_pay_total", lang, total=pay["total"])
    )
    show_rules(result["rules"], lang)
