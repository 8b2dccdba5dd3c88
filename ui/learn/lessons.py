"""The Learn page's lessons: loaded once, their Markdown with rule markers, picture segments
(cards, groups, hands, tiles, melds) and the worked examples (an error, a cước, a Sichuan win)
drawn with card pictures, in both languages. Most functions return plain values so tests can call
them without a browser; the ``draw_*`` functions draw with Streamlit."""

from __future__ import annotations

import re
from collections.abc import Iterable

import streamlit as st

from core.chan import drills as chan_drills
from core.chan.cards import FACE, parse_card, parse_cards
from core.chan.holding import Holding
from core.common.text import Text
from core.sichuan.tiles import SUIT_EN, SUIT_VI, SUITS
from tutorials import lessons as lesson_data

from ..chan.cards import cards_row_html, group_view, groups_html
from ..glyphs import with_glyph_images
from ..i18n import t
from ..rules_view import rule_link, rule_links

# ============================================================================ lessons


@st.cache_resource(show_spinner=False)
def all_lessons() -> tuple:
    """Every lesson, parsed and validated once per server (lessons are immutable)."""
    return lesson_data.load_lessons()


def lesson_label(lesson, lang: str, done: bool = False) -> str:
    game = t("learn.game_" + lesson.game, lang)
    label = t("learn.lesson_label", lang, game=game, n=lesson.number, title=lesson.title[lang])
    return label + (" " + t("learn.lesson_done", lang) if done else "")


def sichuan_rule_chips(rule_ids: Iterable[str], lang: str) -> str:
    from ..sichuan.view import rule_chips

    return rule_chips(rule_ids, lang)


def rules_text(rule_ids: Iterable[str], lang: str, game: str = "chan") -> str:
    """Rule citations for Markdown: links to the Rules page (Chắn) or chips with the text on hover (Sichuan)."""
    ids = list(dict.fromkeys(rule_ids))
    chan_ids = [r for r in ids if not r.startswith("sc.")]
    sc_ids = [r for r in ids if r.startswith("sc.")]
    parts = []
    if chan_ids:
        parts.append(rule_links(chan_ids, lang))
    if sc_ids:
        parts.append(sichuan_rule_chips(sc_ids, lang))
    return " ".join(parts)


def inline(text: str, lang: str, html_ok: bool = True) -> str:
    """Replace the inline {{rule: id}} markers of lesson Markdown (Sichuan ids as chips, or as code
    where HTML is not rendered), and draw each Chinese character as its picture."""

    def repl(match: re.Match) -> str:
        if match.group(1) != "rule":
            return match.group(0)
        rule_id = match.group(2)
        if rule_id.startswith("sc."):
            return sichuan_rule_chips([rule_id], lang) if html_ok else f"`{rule_id}`"
        return rule_link(rule_id, lang)

    return with_glyph_images(lesson_data.MARKER.sub(repl, text))  # 九, 文 … draw without a CJK font


def tiles_html(tiles, lang: str, width: int = 34) -> str:
    """Sichuan tiles as pictures."""
    from ..sichuan.tiles import tiles_row_html

    return tiles_row_html(list(tiles), width=width, lang=lang)


def melds_pictures(melds, lang: str, width: int = 28) -> str:
    from ..sichuan.tiles import melds_html

    return melds_html(list(melds), lang=lang, width=width)


def holding_groups_html(holding: Holding, lang: str, width: int = 34) -> str:
    return groups_html(group_view(holding), lang, width=width)


def segment_html(segment, lang: str) -> str | None:
    """HTML for a picture segment (cards, groups, hands, tiles, melds); None for other kinds."""
    kind, value = segment.kind, segment.value
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
    if kind == "tiles":
        return tiles_html(value, lang)
    if kind == "melds":
        return melds_pictures(value, lang)
    return None


# ---------------------------------------------------------------------------- worked examples


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
    ex = lesson_data.chan_errors()[example_id]
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

    ex = lesson_data.chan_cuoc()[example_id]
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


def sichuan_example(example_id: str, lang: str) -> dict:
    from core.sichuan import Hand, parse_suit, parse_tile, score

    ex = lesson_data.sichuan_fan()[example_id]
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


def draw_segment(segment, lang: str) -> None:
    if segment.kind == "md":
        st.markdown(inline(segment.value, lang), unsafe_allow_html=True)
        return
    picture = segment_html(segment, lang)
    if picture is not None:
        st.markdown(picture, unsafe_allow_html=True)
        return
    with st.container(border=True):
        if segment.kind == "error":
            draw_error_example(error_example(segment.value, lang), lang)
        elif segment.kind == "cuoc":
            draw_cuoc_example(cuoc_example(segment.value, lang), lang)
        else:
            draw_sichuan_example(sichuan_example(segment.value, lang), lang)


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
    st.markdown(f"{icon} {move}: {ex['explanation']} {rules_text(ex['rules'], lang)}")
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
    st.markdown(rules_text(ex["rules"], lang))


def draw_sichuan_example(ex: dict, lang: str) -> None:
    st.markdown(f"**{ex['title']}**")
    st.markdown(ex["tiles_html"], unsafe_allow_html=True)
    if ex["melds_html"]:
        st.markdown(ex["melds_html"], unsafe_allow_html=True)
    how = t("learn.ex_self_draw", lang) if ex["self_draw"] else ""
    st.markdown(t("learn.ex_sichuan_win", lang, suit=ex["suit"], tile=ex["win"], how=how))
    st.markdown(t("learn.ex_fan", lang, fan=ex["fan"], base=ex["base"], items=ex["items"]))
    if ex["note"]:
        st.caption(ex["note"])
    st.markdown(rules_text(ex["rules"], lang), unsafe_allow_html=True)
