"""Chắn's drawing for the learning pages (ui.common.learning.LearningViews): the drills' positions
and answer widgets, the lessons' card pictures and worked examples (an error judged by the core, a
cước scored live), a puzzle's table, and rules cited as links to the Rules page."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import streamlit as st

from core.chan import drills as chan_drills
from core.chan.cards import CODE, FACE, FACES, parse_card, parse_cards
from core.chan.holding import Holding
from core.common.text import Text
from tutorials.chan import blocks as chan_lessons

from ..i18n import t
from ..learn.drills import answer_key
from ..rules_view import rule_links as _rule_links
from .cards import card_label, cards_row_html, group_view, groups_html
from .play_view import action_label as action_label  # one of the learning views

NOBODY_BAO = {"bao.wrong_call"}  # a rule for a wrong call when someone is báo: never the case in practice


def rule_links(rule_ids: Iterable[str], lang: str, html: bool = True) -> str:
    """Markdown links to the Rules page, the rule's title as the text (HTML or not)."""
    return _rule_links(rule_ids, lang)


def holding_groups_html(holding: Holding, lang: str, width: int = 34) -> str:
    return groups_html(group_view(holding), lang, width=width)


# ============================================================================ lessons
def block_html(kind: str, value: Any, lang: str) -> str | None:
    """HTML for a picture block (cards, named cards, groups, a hand); None for a worked example."""
    if kind == "cards":
        return cards_row_html(value, lang=lang)
    if kind == "named":
        labels = [FACE[f].name[lang] for f in value]
        return cards_row_html(value, lang=lang, labels=labels, width=48)
    if kind == "groups":
        return groups_html(value, lang)
    if kind == "hand":
        hand, exposed = value
        return holding_groups_html(Holding.parse(hand, exposed, sizes=()), lang)
    return None


def draw_block(kind: str, value: Any, lang: str) -> None:
    picture = block_html(kind, value, lang)
    if picture is not None:
        st.markdown(picture, unsafe_allow_html=True)
        return
    with st.container(border=True):
        if kind == "error":
            draw_error_example(error_example(value, lang), lang)
        else:
            draw_cuoc_example(cuoc_example(value, lang), lang)


def history_text(history: list[dict], lang: str) -> str:
    if not history:
        return t("learn.no_history", lang)
    parts = []
    for event in history:
        name = event["event"]
        if name == "decline":
            parts.append(t("learn.ev_decline_" + event["available"], lang, card=event["card"]))
        elif name == "capture":
            parts.append(t("learn.ev_capture", lang, card=event["card"], with_card=event["with"]))
        else:
            parts.append(t("learn.ev_" + name, lang, card=event["card"]))
    return "; ".join(parts)


def move_text(move: dict, offered: str | None, lang: str) -> str:
    kind = move["kind"]
    if kind == "capture":
        return t("learn.mv_capture", lang, card=offered, with_card=move["with"])
    if kind == "discard":
        return t("learn.mv_discard", lang, card=move["card"])
    if kind in ("chiu", "win"):
        return t("learn.mv_" + kind, lang, card=offered)
    return t("learn.mv_pass", lang)


def judge_move(example: dict, move: dict):
    """The core's verdict on a move of an error example (None for passing, which is always allowed)."""
    from core.chan.explain import load_position
    from core.chan.legality import judge_capture, judge_chiu, judge_discard, judge_win

    p = load_position({k: example[k] for k in ("profile", "hand", "exposed", "offered", "source", "history")})
    prof, holding, record, offered, source = p["profile"], p["holding"], p["record"], p["offered"], p["source"]
    kind = move["kind"]
    if kind == "capture":
        return judge_capture(prof, holding, record, offered, parse_card(move["with"]), source)
    if kind == "discard":
        return judge_discard(prof, holding, record, parse_card(move["card"]))
    if kind == "chiu":
        return judge_chiu(prof, holding, record, offered, source)
    if kind == "win":
        return judge_win(prof, holding, record, offered, source)
    return None


def error_example(example_id: str, lang: str) -> dict:
    """An example of examples/chan_errors.json with the core's verdicts, as display strings."""
    ex = chan_lessons.errors()[example_id]
    holding = Holding.from_faces(parse_cards(ex["hand"]), [tuple(parse_cards(p)) for p in ex["exposed"]])
    verdict = judge_move(ex, ex["action"])
    right = ex.get("right")
    right_verdict = judge_move(ex, right) if right else None
    source = None
    if ex["offered"]:
        source = t("learn.source_" + ex["source"], lang)
    return {
        "title": Text.from_json(ex["title"])[lang],
        "profile": ex["profile"],
        "note": Text.from_json(ex["note"])[lang],
        "groups_html": holding_groups_html(holding, lang, width=30),
        "offered": ex["offered"],
        "source": source,
        "history": history_text(ex["history"], lang),
        "move": move_text(ex["action"], ex["offered"], lang),
        "legal": verdict.legal,
        "explanation": verdict.explanation[lang],
        "rules": verdict.rules,
        "instead": move_text(right, ex["offered"], lang) if right else None,
        "instead_legal": right_verdict is None or right_verdict.legal,
        "instead_rules": right_verdict.rules if right_verdict is not None else (),
    }


def cuoc_example(example_id: str, lang: str) -> dict:
    from core.chan.profiles import GA_OPTIONS
    from core.chan.scoring import score

    ex = chan_lessons.cuoc()[example_id]
    holding = Holding.from_faces(parse_cards(ex["hand"]), [tuple(parse_cards(p)) for p in ex["exposed"]])
    win = parse_card(ex["win"]) if ex["win"] else None
    result = score(holding, win, ex["events"], ex["profile"], ex["ga"])
    return {
        "title": Text.from_json(ex["title"])[lang],
        "profile": ex["profile"],
        "note": Text.from_json(ex["note"])[lang],
        "groups_html": holding_groups_html(holding, lang, width=30),
        "win_html": cards_row_html([win], lang=lang, width=40) if win is not None else "",
        "win": ex["win"],
        "events": chan_drills.events_texts(ex["events"])[lang] if ex["events"] else "",
        "ga": ", ".join(GA_OPTIONS[g][lang] for g in ex["ga"]),
        "total": result.total,
        "sentence": result.sentence[lang],
        "rules": result.rules,
    }


def draw_error_example(ex: dict, lang: str) -> None:
    st.markdown(
        f"**{ex['title']}** · <small>{t('learn.ex_profile', lang, profile=ex['profile'])}</small>",
        unsafe_allow_html=True,
    )
    st.markdown(ex["groups_html"], unsafe_allow_html=True)
    st.caption(t("learn.ex_history", lang, events=ex["history"]))
    if ex["offered"]:
        st.markdown(t("learn.ex_offered", lang, card=ex["offered"], source=ex["source"]))
        st.markdown(cards_row_html([parse_card(ex["offered"])], lang=lang, width=36), unsafe_allow_html=True)
    icon = ":green[:material/check_circle:]" if ex["legal"] else ":red[:material/block:]"
    move = t("learn.ex_move", lang, move=ex["move"])
    st.markdown(f"{icon} {move}: {ex['explanation']} {rule_links(ex['rules'], lang)}")
    st.markdown(ex["note"])
    if ex["instead"]:
        ok = ":green[:material/check_circle:]" if ex["instead_legal"] else ":red[:material/block:]"
        st.markdown(f"{ok} {t('learn.ex_instead', lang, move=ex['instead'])}")


def draw_cuoc_example(ex: dict, lang: str) -> None:
    st.markdown(
        f"**{ex['title']}** · <small>{t('learn.ex_profile', lang, profile=ex['profile'])}</small>",
        unsafe_allow_html=True,
    )
    st.markdown(ex["groups_html"], unsafe_allow_html=True)
    if ex["win"]:
        st.markdown(
            t("learn.ex_win", lang, card=ex["win"])
            + (f" · {t('learn.ex_events', lang, events=ex['events'])}" if ex["events"] else "")
        )
        st.markdown(ex["win_html"], unsafe_allow_html=True)
    else:
        st.markdown(t("learn.ex_thien_u", lang))
    if ex["ga"]:
        st.caption(t("learn.ex_ga", lang, options=ex["ga"]))
    st.markdown(t("learn.ex_total", lang, total=ex["total"], sentence=ex["sentence"]))
    st.caption(ex["note"])
    st.markdown(rule_links(ex["rules"], lang))


# ============================================================================ drills
def drill_answer(drill_id: str, kind: str, seed: int) -> Any:
    """The answer in the drill's widgets: a call also counts its Tôm and Lèo boxes."""
    state = st.session_state
    main = state.get(answer_key(drill_id, seed))
    if kind == "waits":
        return list(main or [])
    if kind == "call":
        called = list(main or [])
        called += ["tom"] * int(state.get(answer_key(drill_id, seed, "tom")) or 0)
        called += ["leo"] * int(state.get(answer_key(drill_id, seed, "leo")) or 0)
        return called
    return main


def cited(kind: str, rules: Iterable[str]) -> list[str]:
    """The rules a feedback cites. Xướng practice has no báo player, so a wrong call is the đền làng
    of call.xuong, not "wrong call with a báo" (which core.chan.calling adds for any wrong call)."""
    return [r for r in rules if not (kind == "call" and r in NOBODY_BAO)]


def toggle_wait(drill_id: str, seed: int, face: int) -> None:
    """Card-picker callback of the waits drill: add or remove the face from the multiselect."""
    key = answer_key(drill_id, seed)
    chosen = list(st.session_state.get(key) or [])
    code = CODE[face]
    chosen = [c for c in chosen if c != code] if code in chosen else chosen + [code]
    st.session_state[key] = sorted(chosen, key=lambda c: parse_card(c))


def draw_cards(data: dict, lang: str, grouped: bool) -> Holding:
    holding = chan_drills.holding_of(data)
    if grouped:
        st.markdown(holding_groups_html(holding, lang), unsafe_allow_html=True)
        return holding
    st.caption(t("learn.your_cards", lang))
    st.markdown(cards_row_html(holding.concealed_faces, lang=lang, width=40), unsafe_allow_html=True)
    if holding.exposed:
        st.caption(t("learn.exposed", lang))
        st.markdown(
            groups_html([("chan" if g[0] == g[1] else "ca", g, True) for g in holding.exposed], lang, width=32),
            unsafe_allow_html=True,
        )
    with st.expander(t("learn.hint_grouping", lang)):
        st.markdown(holding_groups_html(holding, lang, width=30), unsafe_allow_html=True)
    return holding


def card_option(code: str, lang: str) -> str:
    return card_label(parse_card(code), lang)


def capture_choice(choice: str, lang: str) -> str:
    if choice == chan_drills.LEGAL:
        return t("learn.legal_choice", lang)
    from core.chan.rulebook import RULEBOOK

    title = RULEBOOK[choice].title[lang] if choice in RULEBOOK else choice
    return t("learn.rule_choice", lang, rule=choice, title=title)


def draw_drill(drill_id: str, drill: Any, kind: str, seed: int, lang: str) -> None:
    data = drill.data
    key = answer_key(drill_id, seed)
    if kind == "waits":
        holding = draw_cards(data, lang, grouped=False)
        options = list(CODE)
        st.multiselect(
            t("learn.pick_waits", lang),
            options,
            key=key,
            format_func=lambda c: card_option(c, lang),
            placeholder=t("learn.placeholder", lang),
            select_all=False,
        )
        from .picker import card_picker

        left = [max(0, 4 - holding.held[f]) for f in range(FACES)]
        card_picker(
            f"learn_picker_{drill_id}_{seed}",
            copies_left=left,
            lang=lang,
            width=32,
            on_pick=lambda face: toggle_wait(drill_id, seed, face),
        )
    elif kind == "capture":
        st.markdown(holding_groups_html(chan_drills.holding_of(data), lang), unsafe_allow_html=True)
        own = data["source"] == "stock" and data.get("own_gate")
        source = "learn.source_stock_own" if own else "learn.source_" + data["source"]
        st.markdown(f"**{t('learn.offered', lang)}**: {data['offered']} · {t(source, lang)}")
        st.markdown(cards_row_html([parse_card(data["offered"])], lang=lang, width=52), unsafe_allow_html=True)
        st.caption(f"{t('learn.history', lang)}: {history_text(data['history'], lang)}")
        st.radio(
            t("learn.pick_capture", lang),
            data["choices"],
            index=None,
            key=key,
            format_func=lambda c: capture_choice(c, lang),
        )
    elif kind == "bach_thu":
        draw_cards(data, lang, grouped=False)
        st.caption(f"{t('learn.history', lang)}: {history_text(data['history'], lang)}")
        st.radio(
            t("learn.pick_discard", lang),
            data["choices"],
            index=None,
            key=key,
            horizontal=True,
            format_func=lambda c: card_option(c, lang),
        )
    else:  # score, call
        draw_cards(data, lang, grouped=True)
        st.markdown(f"**{t('learn.win_card', lang)}**: {data['win']}")
        st.markdown(cards_row_html([parse_card(data["win"])], lang=lang, width=52), unsafe_allow_html=True)
        if kind == "score":
            st.number_input(t("learn.pick_total", lang), min_value=0, max_value=500, value=None, step=1, key=key)
        else:
            from core.chan.scoring import CUOC_NAMES

            plain = [c for c in data["choices"] if c not in ("tom", "leo")]
            st.multiselect(
                t("learn.pick_call", lang),
                plain,
                key=key,
                placeholder=t("learn.placeholder", lang),
                format_func=lambda c: CUOC_NAMES[c][lang],
                select_all=False,
            )
            c1, c2 = st.columns(2)
            c1.number_input(t("learn.pick_tom", lang), 0, 4, 0, key=answer_key(drill_id, seed, "tom"))
            c2.number_input(t("learn.pick_leo", lang), 0, 4, 0, key=answer_key(drill_id, seed, "leo"))
            st.caption(t("learn.call_xuong", lang))


# ============================================================================ puzzles
def draw_puzzle_position(deal: Any, seat: int, lang: str) -> None:
    from .table import table_html

    st.markdown(table_html(deal, lang), unsafe_allow_html=True)
    st.markdown(f"**{t('play.your_hand', lang)}**")
    st.markdown(groups_html(group_view(deal.hand_of(seat)), lang), unsafe_allow_html=True)
