"""The Hand analyser's analysis and its renderers (the page's state is in ui/chan/analyser.py).

* The analysis is a pure function of tuples, cached with ``st.cache_data``; it returns plain
  data (dicts, lists, tuples), never core objects.
* Renderers turn that data into names, pandas tables and plotly charts.

Nothing here keeps module-level mutable state.
"""

from __future__ import annotations

import math

import streamlit as st

from core.chan.analysis import (
    BA_DAU,
    BACH_THU,
    CA,
    CHAN,
    CHANCE_ASSUMPTION,
    KIND_NAMES,
    analyse_discards,
    analyse_waits,
    is_win,
)
from core.chan.cards import CC, CODE, FACE, NotationError
from core.chan.holding import Holding
from core.chan.profiles import PROFILES
from core.chan.scoring import CUOC_NAMES, score
from core.common.text import Text

from ..i18n import t
from ..rules_view import rule_links, rule_title
from .cards import cards_row_html, group_view

KIND_COLOURS = {CHAN: "#b91c1c", CA: "#2563eb", BA_DAU: "#7c3aed", BACH_THU: "#d97706"}

# ---------------------------------------------------------------------------- the pure analysis


def _wait_row(w) -> dict:
    return {
        "face": w.face,
        "card": w.card,
        "kind": w.kind,
        "bach_thu": w.bach_thu,
        "unseen": w.unseen,
        "chance": w.chance,
        "rules": w.rules,
    }


@st.cache_data(max_entries=1024, show_spinner=False)
def analyse(
    concealed: tuple[int, ...], exposed: tuple[tuple[int, ...], ...], seen: tuple[int, ...], stock: int
) -> dict:
    """Everything the analyser shows about a holding, as plain data (cached per session-free key)."""
    holding = Holding(concealed, exposed)
    report = analyse_waits(holding, seen, stock)
    out = {
        "size": holding.size,
        "groups": group_view(holding),
        "chan": report.chan,
        "ca": report.ca,
        "waits": [_wait_row(w) for w in report.waits],
        "bach_thu": report.bach_thu.card if report.bach_thu else None,
        "cho_chi_rong": report.cho_chi_rong,
        "reason": report.reason if holding.size == 19 else Text("", ""),
        "rules": report.rules,
        "chance_any": report.chance_any,
        "unseen_total": report.unseen_total,
        "stock": report.stock,
        "win": holding.size == 20 and is_win(holding),
        "discards": [],
    }
    if holding.size == 20:
        for rank, option in enumerate(analyse_discards(holding, seen, stock), 1):
            r = option.report
            out["discards"].append(
                {
                    "rank": rank,
                    "face": option.face,
                    "card": option.card,
                    "breaks_chan": option.breaks_chan,
                    "waits": [(w.card, w.kind) for w in r.waits],
                    "bach_thu": r.bach_thu is not None,
                    "cho_chi_rong": r.cho_chi_rong,
                    "unseen": sum(w.unseen for w in r.waits),
                    "chance": r.chance_any,
                }
            )
    return out


@st.cache_data(max_entries=1024, show_spinner=False)
def win_score(
    concealed: tuple[int, ...],
    exposed: tuple[tuple[int, ...], ...],
    win: int | None,
    events: tuple[str, ...],
    profile: str,
) -> dict:
    """The score of a 20-card win with `win` as the winning card (None: Thiên ù)."""
    holding = Holding(concealed, exposed)
    try:
        if win is None:
            result = score(holding, None, ("thien_u",) + events, profile)
        else:
            result = score(holding.remove(win), win, events, profile)
    except NotationError as err:
        return {"error": err.text}
    return {
        "win": result.win,
        "total": result.total,
        "main": result.main,
        "items": [(i.id, i.name, i.count, i.points, i.dich, i.main, i.rule) for i in result.items],
        "sentence": result.sentence,
        "rules": result.rules,
        "payments": dict(result.payments),
    }


def _pays(holding: Holding, face: int, profile: str) -> dict:
    """What winning on `face` pays under `profile`: the total and main cước, off a discard or chì."""
    out = {}
    for key, events in (("plain", ()), ("chi", ("chi",))):
        try:
            result = score(holding, face, events, profile)
        except NotationError:
            result = None
        out[key] = (result.total, result.main) if result is not None and result.win else (0, None)
    return {"total": out["plain"][0], "main": out["plain"][1], "chi_total": out["chi"][0], "chi_main": out["chi"][1]}


def _mean_points(waits: list, pays: dict) -> float:
    """The điểm of a win, averaged over the waits weighted by their unseen copies."""
    weight = sum(w.unseen for w in waits)
    if not waits:
        return 0.0
    if not weight:
        return sum(pays[w.face]["total"] for w in waits) / len(waits)
    return sum(w.unseen * pays[w.face]["total"] for w in waits) / weight


@st.cache_data(max_entries=1024, show_spinner=False)
def advice(
    concealed: tuple[int, ...], exposed: tuple[tuple[int, ...], ...], seen: tuple[int, ...], stock: int, profile: str
) -> dict:
    """Score-aware advice under `profile`, as plain data.

    19 cards: ``{"pays": {face: {total, main, chi_total, chi_main}}}``, what each wait pays.
    20 cards: ``{"discards": [...]}``, every discard with ``legal`` (judged by the profile's discard
    rules, with no history), the waits it leaves with what each pays, ``points`` (the điểm of a win
    averaged over the waits, weighted by unseen copies) and ``expected`` (chance × points); the
    allowed discards first, ranked by expected điểm, then chance, then unseen copies.
    """
    from core.chan.legality import PlayerRecord, judge_discard

    holding = Holding(concealed, exposed)
    if holding.size == 19:
        report = analyse_waits(holding, seen, stock)
        return {"pays": {w.face: _pays(holding, w.face, profile) for w in report.waits}}
    if holding.size != 20:
        return {}
    rows = []
    for option in analyse_discards(holding, seen, stock):
        r = option.report
        pays = {w.face: _pays(r.holding, w.face, profile) for w in r.waits}
        verdict = judge_discard(profile, holding, PlayerRecord(), option.face)
        points = _mean_points(list(r.waits), pays)
        rows.append(
            {
                "face": option.face,
                "card": option.card,
                "breaks_chan": option.breaks_chan,
                "legal": verdict.legal,
                "why_not": verdict.explanation,
                "rules": tuple(verdict.violations),
                "waits": [(w.card, w.kind, pays[w.face]["total"]) for w in r.waits],
                "bach_thu": r.bach_thu is not None,
                "cho_chi_rong": r.cho_chi_rong,
                "unseen": sum(w.unseen for w in r.waits),
                "chance": r.chance_any,
                "points": points,
                "expected": r.chance_any * points,
            }
        )
    rows.sort(key=lambda d: (not d["legal"], -round(d["expected"], 9), -d["chance"], -d["unseen"], d["face"]))
    rank = 0
    for d in rows:
        rank += d["legal"]
        d["rank"] = rank if d["legal"] else None
    return {"discards": rows}


# ---------------------------------------------------------------------------- renderers


def percent(chance: float) -> str:
    """A chance as a whole percentage, rounded half up like the tables' progress bars."""
    return f"{math.floor(round(100 * chance, 1) + 0.5)}%"


def kind_name(kind: str, lang: str) -> str:
    return KIND_NAMES[kind][lang]


def face_name(face: int, lang: str) -> str:
    return FACE[face].name[lang]


def for_profile(rule_ids, profile: str) -> tuple[str, ...]:
    """The rule ids that hold under `profile` (an error of the traditional rules is no cardavia rule)."""
    from core.chan.rulebook import RULEBOOK

    tag = PROFILES[profile].rules  # the rulebook's profile whose rules this profile follows
    return tuple(r for r in rule_ids if r not in RULEBOOK or tag in RULEBOOK[r].profiles)


def number(value: float, lang: str, digits: int = 1) -> str:
    """A decimal as the language writes it: 3.9 in English, 3,9 in Vietnamese."""
    text = f"{value:.{digits}f}"
    return text.replace(".", t("app.decimal_point", lang))


def wait_kind_name(kind: str, face: int, lang: str, profile: str = "cardavia") -> str:
    """The kind of a wait; a bạch thủ wait on Chi chi is Bạch thủ chi where the profile has that cước."""
    if kind == BACH_THU and face == CC and PROFILES[profile].has_bach_thu_chi:
        return t("app.kind_bach_thu_chi", lang)
    return kind_name(kind, lang)


def waits_compact_frame(waits: list[dict], lang: str, pays: dict, profile: str = "cardavia"):
    """The waits in four narrow columns (card, kind, điểm, chance), so the table fits a phone."""
    import pandas as pd

    return pd.DataFrame(
        [
            {
                t("app.an_col_card", lang): w["card"],
                t("app.an_col_kind", lang): wait_kind_name(w["kind"], w["face"], lang, profile),
                t("app.col_diem", lang): pays[w["face"]]["total"] if w["face"] in pays else None,
                t("app.an_col_chance", lang): round(100 * w["chance"], 1),
            }
            for w in waits
        ]
    )


def compact_columns(lang: str) -> dict:
    """Column widths of the compact waits table: about 340 px in all, a phone's width."""
    return {
        t("app.an_col_card", lang): st.column_config.TextColumn(t("app.an_col_card", lang), width=46),
        t("app.an_col_kind", lang): st.column_config.TextColumn(t("app.an_col_kind", lang), width=124),
        t("app.col_diem", lang): st.column_config.NumberColumn(
            t("app.col_diem", lang), width=64, help=t("app.an_pays_help", lang)
        ),
        t("app.an_col_chance", lang): st.column_config.ProgressColumn(
            t("app.an_col_chance", lang),
            format="%.0f%%",
            min_value=0,
            max_value=100,
            width=96,
            help=t("app.an_chance_help", lang),
        ),
    }


def waits_frame(waits: list[dict], lang: str, pays: dict | None = None, profile: str = "cardavia"):
    import pandas as pd

    rows = []
    for w in waits:
        row = {
            t("app.an_col_card", lang): f"{w['card']} · {face_name(w['face'], lang)}",
            t("app.an_col_kind", lang): wait_kind_name(w["kind"], w["face"], lang, profile),
            t("app.an_col_bach_thu", lang): w["bach_thu"],
            t("app.an_col_unseen", lang): w["unseen"],
        }
        if pays is not None and w["face"] in pays:
            pay = pays[w["face"]]
            row[t("app.an_col_pays", lang)] = pay["total"]
            row[t("app.an_col_pays_chi", lang)] = pay["chi_total"]
            row[t("app.an_col_main", lang)] = cuoc_name(pay["main"], lang)
        row[t("app.an_col_chance", lang)] = round(100 * w["chance"], 1)
        rows.append(row)
    return pd.DataFrame(rows)


def table_columns(lang: str) -> dict:
    """Column settings of the waits and discards tables: chance as a bar, yes/no as ticks."""
    return {
        t("app.an_col_chance", lang): st.column_config.ProgressColumn(
            t("app.an_col_chance", lang),
            format="%.0f%%",
            min_value=0,
            max_value=100,
            help=t("app.an_chance_help", lang),
        ),
        t("app.an_col_bach_thu", lang): st.column_config.CheckboxColumn(t("app.an_col_bach_thu", lang)),
        t("app.an_col_breaks", lang): st.column_config.CheckboxColumn(
            t("app.an_col_breaks", lang), help=t("app.an_breaks_note", lang)
        ),
        t("app.an_col_waits_left", lang): st.column_config.TextColumn(t("app.an_col_waits_left", lang), width="medium"),
        t("app.an_col_pays", lang): st.column_config.NumberColumn(
            t("app.an_col_pays", lang), help=t("app.an_pays_help", lang)
        ),
        t("app.an_col_pays_chi", lang): st.column_config.NumberColumn(
            t("app.an_col_pays_chi", lang), help=t("app.an_pays_help", lang)
        ),
        t("app.an_col_expected", lang): st.column_config.TextColumn(
            t("app.an_col_expected", lang), help=t("app.an_expected_help", lang)
        ),
        t("app.an_col_allowed", lang): st.column_config.TextColumn(t("app.an_col_allowed", lang), width="medium"),
        "#": st.column_config.TextColumn("#", width=40),
    }


def waits_chart(waits: list[dict], lang: str):
    import plotly.graph_objects as go

    labels = [f"{w['card']}<br><sub>{kind_name(w['kind'], lang)}</sub>" for w in waits]
    values = [round(100 * w["chance"], 1) for w in waits]
    fig = go.Figure(
        go.Bar(
            x=labels,
            y=values,
            marker_color=[KIND_COLOURS[w["kind"]] for w in waits],
            text=[percent(w["chance"]) for w in waits],
            textposition="outside",
            cliponaxis=False,
            customdata=[[w["unseen"], face_name(w["face"], lang)] for w in waits],
            hovertemplate=(
                "%{customdata[1]}: %{y:.1f}%<br>" + t("app.an_col_unseen", lang) + ": %{customdata[0]}<extra></extra>"
            ),
        )
    )
    fig.update_layout(
        height=260,
        margin=dict(l=10, r=10, t=30, b=10),
        showlegend=False,
        bargap=0.45,
        title=dict(text=t("app.an_chart_title", lang), font=dict(size=14)),
        yaxis=dict(range=[0, 110], ticksuffix="%", title=None),
        xaxis=dict(title=None),
    )
    return fig


def discards_frame(discards: list[dict], lang: str):
    """The discards of ``advice()``: allowed ones ranked (#), then those the profile forbids."""
    import pandas as pd

    def waits_text(d):
        if not d["waits"]:
            return "—"
        return ", ".join(f"{card} ({t('app.kind_' + kind, lang)}, {pts})" for card, kind, pts in d["waits"])

    mark = {True: "✓", False: "✗"}
    return pd.DataFrame(
        [
            {
                "#": str(d["rank"]) if d["rank"] is not None else "—",
                t("app.an_col_discard", lang): f"{d['card']} · {face_name(d['face'], lang)}",
                t("app.an_col_allowed", lang): mark[d["legal"]] + ("" if d["legal"] else " " + d["why_not"][lang]),
                t("app.an_col_waits_left", lang): waits_text(d),
                t("app.an_col_chance", lang): round(100 * d["chance"], 1),
                t("app.an_col_points", lang): number(d["points"], lang) if d["waits"] else "—",
                t("app.an_col_expected", lang): number(d["expected"], lang) if d["waits"] else "—",
                t("app.an_col_unseen", lang): d["unseen"],
                t("app.an_col_bach_thu", lang): d["bach_thu"],
            }
            for d in discards
        ]
    )


def score_frame(items, lang: str):
    import pandas as pd

    return pd.DataFrame(
        [
            {
                t("app.col_cuoc", lang): name[lang],
                t("app.col_count", lang): count,
                t("app.col_diem", lang): points,
                t("app.col_dich", lang): dich,
                t("app.col_main", lang): "★" if main else "",
                t("app.col_rule", lang): rule_title(rule, lang),
            }
            for _, name, count, points, dich, main, rule in items
        ]
    )


def cuoc_name(cuoc_id: str | None, lang: str) -> str:
    return CUOC_NAMES[cuoc_id][lang] if cuoc_id else "—"


def assumption(lang: str) -> str:
    return CHANCE_ASSUMPTION[lang]


# ---------------------------------------------------------------------------- the page's result sections


def waits_section(data: dict, advice: dict, lang: str, profile: str) -> None:
    """19 cards: the counts, the waits (pictures with what each pays and its chance, a table that
    fits a phone with the rest one tap away, a chart), or why the hand is not ready."""
    L, waits = lang, data["waits"]
    st.subheader(t("app.an_waits_title", L))
    with st.container(horizontal=True):  # one row, also on a phone
        st.metric(t("app.an_chan", L), data["chan"])
        st.metric(t("app.an_ca", L), data["ca"])
        st.metric(t("app.an_n_waits", L), len(waits))
        st.metric(t("app.an_unseen_copies", L), sum(w["unseen"] for w in waits))
        st.metric(t("app.an_chance_any", L), percent(data["chance_any"]), help=t("app.an_chance_any_help", L))
    if not waits:
        st.warning(t("app.an_not_ready", L, reason=data["reason"][L]))
        return
    st.success(
        t(
            "app.an_ready_one" if len(waits) == 1 else "app.an_ready",
            L,
            n=len(waits),
            cards=", ".join(w["card"] for w in waits),
        )
    )
    pays = advice["pays"]
    st.markdown(
        cards_row_html(
            [w["face"] for w in waits],
            width=54,
            lang=L,
            labels=[
                f"{wait_kind_name(w['kind'], w['face'], L, profile)} · {percent(w['chance'])} · "
                f"{pays[w['face']]['total']} {t('app.col_diem', L).lower()}"
                for w in waits
            ],
        ),
        unsafe_allow_html=True,
    )
    table, chart = st.columns([3, 2], gap="medium")
    with table:  # four narrow columns that fit a phone; the rest one tap away
        st.dataframe(
            waits_compact_frame(waits, L, pays, profile),
            hide_index=True,
            width="stretch",
            column_config=compact_columns(L),
        )
        with st.expander(t("app.an_wait_details", L), icon=":material/table_view:"):
            st.dataframe(
                waits_frame(waits, L, pays, profile), hide_index=True, width="stretch", column_config=table_columns(L)
            )
    chart.plotly_chart(waits_chart(waits, L), config={"displayModeBar": False})


def win_section(key: tuple, hand: list[int], lang: str, profile: str) -> None:
    """20 cards that win: choose the winning card (the last one added; none for Thiên ù) and the
    events, and see the score."""
    L = lang
    st.subheader(t("app.an_win_title", L))
    choices = sorted(set(hand)) + [None]
    card_col, events_col = st.columns(2)
    win_card = card_col.selectbox(
        t("app.an_win_card", L),
        choices,
        index=choices.index(hand[-1]) if hand else 0,
        key="_an_win_" + "".join(map(str, key[0])) + str(key[1]),
        help=t("app.an_win_card_help", L),
        format_func=lambda f: t("app.an_thien_u", L) if f is None else f"{CODE[f]} · {face_name(f, L)}",
    )
    events = (
        events_col.pills(
            t("app.score_events", L),
            sorted(PROFILES[profile].events - {"thien_u"}),
            key=f"_an_events_{profile}",
            selection_mode="multi",
            format_func=lambda e: cuoc_name(e, L),
        )
        or []
    )
    result = win_score(key[0], key[1], win_card, tuple(events), profile)
    if "error" in result:
        st.error(t("app.bad_input", L, error=result["error"][L]))
    elif not result["win"]:
        st.warning(result["sentence"][L])
    else:
        c1, c2, c3 = st.columns(3)
        c1.metric(t("app.score_total", L), result["total"])
        c2.metric(t("app.score_main", L), cuoc_name(result["main"], L))
        c3.metric(t("app.score_each_pays", L), -result["payments"]["each_loser"])
        st.success(result["sentence"][L], icon=":material/celebration:")
        st.dataframe(score_frame(result["items"], L), hide_index=True, width="stretch")
    if "rules" in result:
        st.markdown(t("app.rules_cited", L, rules=rule_links(result["rules"], L)))
    st.divider()


def discards_section(discards: list[dict], lang: str) -> None:
    """20 cards: every discard ranked by the waits it leaves, the forbidden ones marked."""
    L = lang
    st.subheader(t("app.an_discards_title", L))
    best = discards[0]
    if best["legal"] and best["waits"]:
        st.success(
            t(
                "app.an_best_discard_pts",
                L,
                card=best["card"],
                chance=percent(best["chance"]),
                waits=", ".join(card for card, _, _ in best["waits"]),
                points=number(best["points"], L),
            )
        )
    else:
        st.warning(t("app.an_no_ready_discard", L))
    st.caption(t("app.an_expected_help", L))
    st.dataframe(
        discards_frame(discards, L),
        hide_index=True,
        width="stretch",
        height=38 + 35 * len(discards),
        column_config=table_columns(L),
    )
    forbidden = [d["card"] for d in discards if not d["legal"]]
    if forbidden:
        st.info(t("app.an_not_allowed", L, cards=", ".join(forbidden)), icon=":material/block:")
    lone_chi_chi = [d["card"] for d in discards if d["cho_chi_rong"]]
    if lone_chi_chi:
        st.warning(t("app.an_cho_chi_rong_discards", L, cards=", ".join(lone_chi_chi)), icon=":material/warning:")
