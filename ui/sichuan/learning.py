"""Sichuan's drawing for the learning pages (ui.common.learning.LearningViews): the drills' hands and
answer widgets, the lessons' tile pictures and scored wins, a puzzle's table, and rules cited as
chips linked to the Rules page."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import streamlit as st

from core.common.text import Text
from core.sichuan import drills as sichuan_drills
from core.sichuan.rulebook import RULEBOOK
from core.sichuan.tiles import CODE as TILE_CODE, SUIT_EN, SUIT_VI, SUITS
from tutorials.sichuan import blocks as sichuan_lessons

from ..i18n import t
from ..learn.drills import answer_key
from .tiles import melds_html, tiles_row_html
from .view import action_label as action_label, rule_chips  # action_label: a learning view


def rule_links(rule_ids: Iterable[str], lang: str, html: bool = True) -> str:
    """Chips with the rule's text on hover; where HTML is not drawn, Markdown links to the Rules page."""
    if html:
        return rule_chips(rule_ids, lang)
    return ", ".join(_rule_link(r, lang) for r in dict.fromkeys(rule_ids))


def _rule_link(rule_id: str, lang: str) -> str:
    if rule_id not in RULEBOOK:
        return f"`{rule_id}`"
    title = RULEBOOK[rule_id].title[lang].replace("[", "(").replace("]", ")")
    return f'[{title}](/rules?game=sichuan&rule={rule_id}&lang={lang} "{rule_id}")'


def tiles_html(tiles, lang: str, width: int = 34) -> str:
    return tiles_row_html(list(tiles), width=width, lang=lang)


def melds_pictures(melds, lang: str, width: int = 28) -> str:
    return melds_html(list(melds), lang=lang, width=width)


# ============================================================================ lessons
def draw_block(kind: str, value: Any, lang: str) -> None:
    if kind == "tiles":
        st.markdown(tiles_html(value, lang), unsafe_allow_html=True)
    elif kind == "melds":
        st.markdown(melds_pictures(value, lang), unsafe_allow_html=True)
    else:
        with st.container(border=True):
            draw_example(example(value, lang), lang)


def example(example_id: str, lang: str) -> dict:
    """A win of examples/sichuan_fan.json, scored live, as display strings."""
    from core.sichuan import Hand, parse_suit, parse_tile, score

    ex = sichuan_lessons.wins()[example_id]
    hand = Hand.parse(
        ex["hand"], parse_suit(ex["missing"]), ex["pungs"], ex["kongs"], ex["concealed_kongs"], sizes=(13,)
    )
    result = score(hand, parse_tile(ex["win"]), ex["self_draw"], ex["events"])
    items = " + ".join(f"{i.name[lang]} {i.fan}" for i in result.items) or t("learn.basic_hand", lang)
    suit = SUITS.index(ex["missing"])
    melds = [(m.kind, m.tile) for m in hand.melds]
    return {
        "title": Text.from_json(ex["title"])[lang],
        "note": Text.from_json(ex["note"])[lang],
        "tiles_html": tiles_html(hand.tiles(), lang, width=30),
        "melds_html": melds_pictures(melds, lang) if melds else "",
        "win": ex["win"],
        "suit": f"{Text(SUIT_EN[suit], SUIT_VI[suit])[lang]} ({ex['missing']})",
        "self_draw": ex["self_draw"],
        "fan": result.fan,
        "base": result.base,
        "items": items,
        "rules": result.rules,
    }


def draw_example(ex: dict, lang: str) -> None:
    st.markdown(f"**{ex['title']}**")
    st.markdown(ex["tiles_html"], unsafe_allow_html=True)
    if ex["melds_html"]:
        st.markdown(ex["melds_html"], unsafe_allow_html=True)
    how = t("learn.ex_self_draw", lang) if ex["self_draw"] else ""
    st.markdown(t("learn.ex_sichuan_win", lang, suit=ex["suit"], tile=ex["win"], how=how))
    st.markdown(t("learn.ex_fan", lang, fan=ex["fan"], base=ex["base"], items=ex["items"]))
    if ex["note"]:
        st.caption(ex["note"])
    st.markdown(rule_links(ex["rules"], lang), unsafe_allow_html=True)


# ============================================================================ drills
def drill_answer(drill_id: str, kind: str, seed: int) -> Any:
    main = st.session_state.get(answer_key(drill_id, seed))
    return list(main or []) if kind == "waits" else main


def cited(kind: str, rules: Iterable[str]) -> list[str]:
    return list(rules)


def draw_drill(drill_id: str, drill: Any, kind: str, seed: int, lang: str) -> None:
    data = drill.data
    hand = sichuan_drills.hand_of(drill)
    st.caption(t("learn.hand_tiles", lang))
    st.markdown(tiles_html(hand.tiles(), lang, width=38), unsafe_allow_html=True)
    if hand.melds:
        st.caption(t("learn.melds", lang))
        st.markdown(melds_pictures([(m.kind, m.tile) for m in hand.melds], lang), unsafe_allow_html=True)
    key = answer_key(drill_id, seed)
    if kind == "waits":
        st.multiselect(
            t("learn.pick_tiles", lang),
            list(TILE_CODE),
            key=key,
            placeholder=t("learn.placeholder", lang),
            select_all=False,
        )
    else:
        st.markdown(f"**{t('learn.win_tile', lang)}**: {data['win']}")
        st.markdown(tiles_html([TILE_CODE.index(data["win"])], lang, width=44), unsafe_allow_html=True)
        st.number_input(t("learn.pick_fan", lang), min_value=0, max_value=5, value=None, step=1, key=key)


# ============================================================================ puzzles
def draw_puzzle_position(deal: Any, seat: int, lang: str) -> None:
    from . import play as cb
    from .screen import draw_table

    draw_table(cb.state(), deal, lang, interactive=False, box="spz")
