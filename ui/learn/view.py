"""Pieces of the Learn page: lessons drawn with card pictures, the worked examples, the drills and the
progress figures, in both languages.

Most functions take and return plain values (strings, dicts, DataFrames, figures) so tests can call
them without a browser; the ``draw_*`` functions draw with Streamlit. State lives in
one typed object (``LearnState`` in ui/learn/state.py, ``st.session_state["learn"]``) beside the
widgets' own ``learn_*`` keys, and changes only in the callbacks defined here.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable

import streamlit as st

from core.chan import drills as chan_drills
from core.chan.cards import CODE, FACE, FACES, parse_card, parse_cards
from core.chan.holding import Holding
from core.sichuan import drills as sichuan_drills
from core.sichuan.tiles import CODE as TILE_CODE, SUIT_EN, SUIT_VI, SUITS
from tutorials import lessons as lesson_data

from ..chan.cards import card_label, cards_row_html, group_view, groups_html
from ..i18n import pick, t
from ..rules_view import rule_link, rule_links
from .state import state

# ============================================================================ drills registry

# drill id → (game, kind); the Chắn ones follow the sidebar profile
DRILLS: dict[str, tuple[str, str]] = {
    **{f"chan.{kind}": ("chan", kind) for kind in chan_drills.KINDS},
    **{f"sichuan.{kind}": ("sichuan", kind) for kind in sichuan_drills.KINDS},
}


def drill_title(drill_id: str, lang: str) -> str:
    game, kind = DRILLS[drill_id]
    titles = chan_drills.TITLES if game == "chan" else sichuan_drills.TITLES
    return pick(*titles[kind], lang)


@st.cache_data(max_entries=256, show_spinner=False)
def make_drill(drill_id: str, seed: int, profile: str):
    """The question of a drill (cached: the same arguments always build the same question)."""
    game, kind = DRILLS[drill_id]
    if game == "chan":
        return chan_drills.make(kind, seed, profile)
    return sichuan_drills.make(kind, seed)


def check_drill(drill_id: str, drill, answer):
    game, _ = DRILLS[drill_id]
    return (chan_drills if game == "chan" else sichuan_drills).check(drill, answer)


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
    where HTML is not rendered)."""

    def repl(match: re.Match) -> str:
        if match.group(1) != "rule":
            return match.group(0)
        rule_id = match.group(2)
        if rule_id.startswith("sc."):
            return sichuan_rule_chips([rule_id], lang) if html_ok else f"`{rule_id}`"
        return rule_link(rule_id, lang)

    return lesson_data.MARKER.sub(repl, text)


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
        labels = [pick(FACE[f].name_en, FACE[f].name_vi, lang) for f in value]
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
        "title": ex["title"][lang],
        "profile": ex["profile"],
        "note": ex["note"][lang],
        "groups_html": holding_groups_html(holding, lang, width=30),
        "offered": ex["offered"],
        "source": source,
        "history": history_text(ex["history"], lang),
        "move": move_text(ex["action"], ex["offered"], lang),
        "legal": verdict.legal,
        "explanation": pick(verdict.explanation_en, verdict.explanation_vi, lang),
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
        "title": ex["title"][lang],
        "profile": ex["profile"],
        "note": ex["note"][lang],
        "groups_html": holding_groups_html(holding, lang, width=30),
        "win_html": cards_row_html([win], lang=lang, width=40) if win is not None else "",
        "win": ex["win"],
        "events": chan_drills.events_text(ex["events"], lang) if ex["events"] else "",
        "ga": ", ".join(pick(*GA_OPTIONS[g], lang) for g in ex["ga"]),
        "total": result.total,
        "sentence": result.sentence(lang),
        "rules": result.rules,
    }


def sichuan_example(example_id: str, lang: str) -> dict:
    from core.sichuan import Hand, parse_suit, parse_tile, score

    ex = lesson_data.sichuan_fan()[example_id]
    hand = Hand.parse(
        ex["hand"], parse_suit(ex["missing"]), ex["pungs"], ex["kongs"], ex["concealed_kongs"], sizes=(13,)
    )
    result = score(hand, parse_tile(ex["win"]), ex["self_draw"], ex["events"])
    items = " + ".join(f"{i.name(lang)} {i.fan}" for i in result.items) or t("learn.basic_hand", lang)
    suit = SUITS.index(ex["missing"])
    melds = [(m.kind, m.tile) for m in hand.melds]
    return {
        "title": ex["title"][lang],
        "note": ex["note"][lang],
        "tiles_html": tiles_html(hand.tiles(), lang, width=30),
        "melds_html": melds_pictures(melds, lang) if melds else "",
        "win": ex["win"],
        "suit": f"{pick(SUIT_EN, SUIT_VI, lang)[suit]} ({ex['missing']})",
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


# ---------------------------------------------------------------------------- quiz state


def quiz_key(lesson_id: str, question_id: str) -> str:
    return f"learn_q_{lesson_id}_{question_id}"


def quiz_results() -> dict:
    """(lesson id, question id) → whether the latest answer is right."""
    return state().quiz


def on_quiz_answer(lesson_id: str, question_id: str, answer: int) -> None:
    """Callback of a quiz radio: remember whether the answer given is right. The first answer
    counts (as in the drills): the radio locks once answered, and a later change is not scored."""
    chosen = st.session_state.get(quiz_key(lesson_id, question_id))
    s = state()
    if (lesson_id, question_id) in s.quiz or chosen is None:
        return
    s.quiz[(lesson_id, question_id)] = chosen == answer
    s.quiz_chosen[(lesson_id, question_id)] = chosen


def lesson_score(lesson) -> tuple[int, int]:
    results = quiz_results()
    return sum(bool(results.get((lesson.id, q.id))) for q in lesson.quiz), len(lesson.quiz)


def go_to_lesson(lesson_id: str) -> None:
    st.session_state["learn_lesson"] = lesson_id


def draw_question(lesson, question, lang: str) -> None:
    st.markdown(f"**{inline(question.text(lang), lang)}**", unsafe_allow_html=True)
    if question.show is not None:
        draw_segment(question.show, lang)
    key = quiz_key(lesson.id, question.id)
    chosen = state().quiz_chosen.get((lesson.id, question.id))
    options = list(range(len(question.choices)))
    if chosen is None:
        st.radio(
            t("learn.choose", lang),
            options,
            index=None,
            key=key,
            format_func=lambda i: question.choice(i, lang),
            label_visibility="collapsed",
            on_change=on_quiz_answer,
            args=(lesson.id, question.id, question.answer),
        )
        return
    # locked once answered: the first answer is the one scored (a disabled radio of its own key)
    st.radio(
        t("learn.choose", lang),
        options,
        index=chosen,
        key=key + "_locked",
        disabled=True,
        format_func=lambda i: question.choice(i, lang),
        label_visibility="collapsed",
    )
    if chosen is None:
        return
    why = inline(question.explain[lang], lang, html_ok=False)
    cites = rules_text(question.rules, lang, lesson.game)
    if chosen == question.answer:
        st.success(f"{t('learn.quiz_right', lang)} {why}", icon=":material/check_circle:")
    else:
        st.error(
            f"{t('learn.quiz_wrong', lang, answer=question.choice(question.answer, lang))} {why}",
            icon=":material/cancel:",
        )
    if cites:
        st.markdown(t("learn.rules", lang, rules=cites), unsafe_allow_html=True)


# ============================================================================ drill state and callbacks


def seeds() -> dict:
    return state().seeds


def seed_of(drill_id: str) -> int:
    found = seeds().get(drill_id)
    if found is None:
        found = state().seed_base + list(DRILLS).index(drill_id)
    return found


def answer_key(drill_id: str, seed: int, part: str = "main") -> str:
    return f"learn_ans_{drill_id}_{seed}_{part}"


def new_question(drill_id: str) -> None:
    """Callback: a fresh random seed for the drill."""
    seeds()[drill_id] = random.SystemRandom().randrange(1, 10**9)


def stats() -> dict:
    return state().stats


def answer_given(drill_id: str, drill, seed: int):
    """The answer in the drill's widgets, in the form `check` takes; None if nothing was given."""
    game, kind = DRILLS[drill_id]
    state = st.session_state
    main = state.get(answer_key(drill_id, seed))
    if kind in ("waits",):
        return list(main or [])
    if kind == "call":
        called = list(main or [])
        called += ["tom"] * int(state.get(answer_key(drill_id, seed, "tom")) or 0)
        called += ["leo"] * int(state.get(answer_key(drill_id, seed, "leo")) or 0)
        return called
    return main


def on_check(drill_id: str, seed: int, profile: str) -> None:
    """Callback of the Check button: judge the answer with the core and keep the score."""
    drill = make_drill(drill_id, seed, profile)
    answer = answer_given(drill_id, drill, seed)
    if answer is None:
        state().feedback[drill_id] = {"seed": seed, "profile": profile, "missing": True}
        return
    feedback = check_drill(drill_id, drill, answer)
    record_answer(drill_id, seed, profile, feedback.correct)
    state().feedback[drill_id] = {
        "seed": seed,
        "profile": profile,
        "missing": False,
        "correct": feedback.correct,
        "answer_en": feedback.answer_en,
        "answer_vi": feedback.answer_vi,
        "explanation_en": feedback.explanation_en,
        "explanation_vi": feedback.explanation_vi,
        "rules": list(feedback.rules),
    }


def record_answer(drill_id: str, seed: int, profile: str, correct: bool) -> bool:
    """Count the first answer to each question; returns whether this one was counted."""
    s = state()
    key = (drill_id, seed, profile)
    if key in s.scored:
        return False
    s.scored.add(key)
    score = dict(s.stats.get(drill_id, {"attempts": 0, "right": 0, "streak": 0, "best": 0}))
    score["attempts"] += 1
    score["right"] += int(correct)
    score["streak"] = score["streak"] + 1 if correct else 0
    score["best"] = max(score["best"], score["streak"])
    s.stats[drill_id] = score
    s.history.append((drill_id, bool(correct)))
    return True


def reset_progress() -> None:
    state().reset_progress()
    for key in [k for k in st.session_state if str(k).startswith("learn_q_")]:
        del st.session_state[key]


def toggle_wait(drill_id: str, seed: int, face: int) -> None:
    """Card-picker callback of the waits drill: add or remove the face from the multiselect."""
    key = answer_key(drill_id, seed)
    chosen = list(st.session_state.get(key) or [])
    code = CODE[face]
    chosen = [c for c in chosen if c != code] if code in chosen else chosen + [code]
    st.session_state[key] = sorted(chosen, key=lambda c: parse_card(c))


# ============================================================================ drawing drills


def _chan_holding(data: dict) -> Holding:
    return chan_drills.holding_of(data)


def draw_chan_cards(data: dict, lang: str, grouped: bool) -> Holding:
    holding = _chan_holding(data)
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


def draw_drill(drill_id: str, profile: str, lang: str) -> None:
    game, kind = DRILLS[drill_id]
    seed = seed_of(drill_id)
    drill = make_drill(drill_id, seed, profile if game == "chan" else "sichuan")
    st.markdown(f"##### {drill.prompt(lang)}")
    if game == "chan":
        _draw_chan_drill(drill_id, drill, kind, seed, lang)
    else:
        _draw_sichuan_drill(drill_id, drill, kind, seed, lang)
    c1, c2 = st.columns(2)
    c1.button(
        t("learn.check", lang),
        type="primary",
        key=f"learn_check_{drill_id}",
        on_click=on_check,
        args=(drill_id, seed, drill.profile),
        icon=":material/task_alt:",
    )
    c2.button(
        t("learn.new_question", lang),
        key=f"learn_new_{drill_id}",
        on_click=new_question,
        args=(drill_id,),
        icon=":material/refresh:",
    )
    draw_feedback(drill_id, seed, drill.profile, lang, game)


def _draw_chan_drill(drill_id: str, drill, kind: str, seed: int, lang: str) -> None:
    data = drill.data
    key = answer_key(drill_id, seed)
    if kind == "waits":
        holding = draw_chan_cards(data, lang, grouped=False)
        options = list(CODE)
        st.multiselect(
            t("learn.pick_waits", lang),
            options,
            key=key,
            format_func=lambda c: card_option(c, lang),
            placeholder=t("learn.placeholder", lang),
            select_all=False,
        )
        from ..chan.picker import card_picker

        left = [max(0, 4 - holding.held[f]) for f in range(FACES)]
        card_picker(
            f"learn_picker_{drill_id}_{seed}",
            copies_left=left,
            lang=lang,
            width=32,
            on_pick=lambda face: toggle_wait(drill_id, seed, face),
        )
    elif kind == "capture":
        st.markdown(holding_groups_html(_chan_holding(data), lang), unsafe_allow_html=True)
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
        draw_chan_cards(data, lang, grouped=False)
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
        draw_chan_cards(data, lang, grouped=True)
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
                format_func=lambda c: pick(*CUOC_NAMES[c], lang),
                select_all=False,
            )
            c1, c2 = st.columns(2)
            c1.number_input(t("learn.pick_tom", lang), 0, 4, 0, key=answer_key(drill_id, seed, "tom"))
            c2.number_input(t("learn.pick_leo", lang), 0, 4, 0, key=answer_key(drill_id, seed, "leo"))
            st.caption(t("learn.call_xuong", lang))


def capture_choice(choice: str, lang: str) -> str:
    if choice == chan_drills.LEGAL:
        return t("learn.legal_choice", lang)
    from core.chan.rulebook import RULEBOOK

    title = RULEBOOK[choice].title(lang) if choice in RULEBOOK else choice
    return t("learn.rule_choice", lang, rule=choice, title=title)


def _draw_sichuan_drill(drill_id: str, drill, kind: str, seed: int, lang: str) -> None:
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


def draw_feedback(drill_id: str, seed: int, profile: str, lang: str, game: str) -> None:
    fb = state().feedback.get(drill_id)
    s = stats().get(drill_id)
    if s:
        st.caption(t("learn.score_line", lang, **s))
    if not fb or fb["seed"] != seed or fb["profile"] != profile:
        return
    if fb["missing"]:
        st.warning(t("learn.no_answer", lang))
        return
    explanation = pick(fb["explanation_en"], fb["explanation_vi"], lang)
    answer = pick(fb["answer_en"], fb["answer_vi"], lang)
    if fb["correct"]:
        st.success(f"{t('learn.answer_right', lang)} {explanation}", icon=":material/check_circle:")
    else:
        st.error(
            f"{t('learn.answer_wrong', lang)} {t('learn.right_answer', lang, answer=answer)}. {explanation}",
            icon=":material/cancel:",
        )
    st.markdown(t("learn.rules", lang, rules=rules_text(fb["rules"], lang, game)), unsafe_allow_html=True)
    st.caption(t("learn.counted_once", lang))


# ============================================================================ progress


def progress_rows(lang: str) -> list[dict]:
    rows = []
    for drill_id in DRILLS:
        s = stats().get(drill_id)
        if not s:
            continue
        rows.append(
            {
                t("learn.col_drill", lang): drill_title(drill_id, lang),
                t("learn.col_attempts", lang): s["attempts"],
                t("learn.col_right", lang): s["right"],
                t("learn.col_accuracy", lang): f"{s['right'] / s['attempts']:.0%}",
                t("learn.col_streak", lang): s["streak"],
                t("learn.col_best", lang): s["best"],
            }
        )
    return rows


def quiz_rows(lessons, lang: str) -> list[dict]:
    rows = []
    for lesson in lessons:
        right, total = lesson_score(lesson)
        rows.append(
            {t("learn.col_lesson", lang): lesson_label(lesson, lang), t("learn.col_quiz", lang): f"{right} / {total}"}
        )
    return rows


def progress_figures(lang: str):
    """(bar chart of right/wrong per drill, line of running accuracy), or None without answers."""
    import plotly.graph_objects as go

    history = state().history
    if not history:
        return None
    names = [drill_title(d, lang) for d in DRILLS if d in stats()]
    right = [stats()[d]["right"] for d in DRILLS if d in stats()]
    wrong = [stats()[d]["attempts"] - stats()[d]["right"] for d in DRILLS if d in stats()]
    bars = go.Figure()
    bars.add_bar(name=t("learn.series_right", lang), x=names, y=right, marker_color="#2e7d32")
    bars.add_bar(name=t("learn.series_wrong", lang), x=names, y=wrong, marker_color="#c62828")
    bars.update_layout(
        barmode="stack", height=300, margin=dict(l=10, r=10, t=40, b=10), title=t("learn.chart_drills", lang)
    )
    running, total = [], 0
    for i, (_, ok) in enumerate(history, 1):
        total += ok
        running.append(total / i)
    line = go.Figure()
    line.add_scatter(
        x=list(range(1, len(history) + 1)),
        y=running,
        mode="lines+markers",
        name=t("learn.axis_accuracy", lang),
        line_color="#1565c0",
    )
    line.update_layout(
        height=260,
        margin=dict(l=10, r=10, t=40, b=10),
        title=t("learn.chart_trend", lang),
        xaxis=dict(title=t("learn.axis_answers", lang), tickformat="d", dtick=max(1, len(history) // 10)),
        yaxis=dict(title=t("learn.axis_accuracy", lang), tickformat=".0%", range=[0, 1.05]),
    )
    return bars, line


__all__ = [
    "DRILLS",
    "all_lessons",
    "lesson_label",
    "draw_segment",
    "draw_question",
    "draw_drill",
    "drill_title",
    "make_drill",
    "check_drill",
    "on_check",
    "new_question",
    "seed_of",
    "answer_key",
    "record_answer",
    "progress_rows",
    "quiz_rows",
    "progress_figures",
    "reset_progress",
    "go_to_lesson",
    "lesson_score",
    "error_example",
    "cuoc_example",
    "sichuan_example",
    "segment_html",
    "inline",
    "rules_text",
    "history_text",
    "capture_choice",
]
