"""The Learn page's drills: the registry (drill id → game and kind; the Chắn ones follow the
sidebar profile), their questions (seeds), the callbacks that check an answer with the core and
keep the score in ``LearnState`` (ui/learn/state.py), and the drawing of each kind of drill."""

from __future__ import annotations

import random

import streamlit as st

from core.chan import drills as chan_drills
from core.chan.cards import CODE, FACES, parse_card
from core.chan.holding import Holding
from core.common.text import Text
from core.sichuan import drills as sichuan_drills
from core.sichuan.tiles import CODE as TILE_CODE

from .. import learner
from ..chan.cards import card_label, cards_row_html, groups_html
from ..i18n import t
from .lessons import history_text, holding_groups_html, melds_pictures, rules_text, tiles_html
from .state import state

# ============================================================================ drills registry

# drill id → (game, kind); the Chắn ones follow the sidebar profile
DRILLS: dict[str, tuple[str, str]] = {
    **{f"chan.{kind}": ("chan", kind) for kind in chan_drills.DRILL_KINDS},
    **{f"sichuan.{kind}": ("sichuan", kind) for kind in sichuan_drills.DRILL_KINDS},
}


def drill_title(drill_id: str, lang: str) -> str:
    game, kind = DRILLS[drill_id]
    titles = chan_drills.TITLES if game == "chan" else sichuan_drills.TITLES
    return Text(*titles[kind])[lang]


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
        "answer": feedback.answer,
        "explanation": feedback.explanation,
        "rules": cited(drill_id, feedback.rules),
    }


NOBODY_BAO = {"bao.wrong_call"}  # a rule for a wrong call when someone is báo: never the case in practice


def cited(drill_id: str, rules) -> list[str]:
    """The rules a feedback cites. Xướng practice has no báo player, so a wrong call is the đền làng
    of call.xuong, not "wrong call with a báo" (which core.chan.calling adds for any wrong call)."""
    return [r for r in rules if not (DRILLS[drill_id] == ("chan", "call") and r in NOBODY_BAO)]


def record_answer(drill_id: str, seed: int, profile: str, correct: bool) -> bool:
    """Count the first answer to each question, in the session and in the learner's record;
    returns whether this one was counted."""
    counted = state().count_drill(drill_id, seed, profile, correct)
    if counted:
        game = DRILLS[drill_id][0]
        learner.record("drill", {"drill": drill_id, "game": game, "seed": seed, "profile": profile, "correct": correct})
    return counted


def reset_progress() -> None:
    """Start the Learn page's tables again (the record keeps every answer: the progress page shows them)."""
    state().reset_progress()
    learner.record("learn_reset", {})
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
    st.markdown(f"##### {drill.prompt.pick(lang)}")
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
                format_func=lambda c: CUOC_NAMES[c][lang],
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

    title = RULEBOOK[choice].title[lang] if choice in RULEBOOK else choice
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
    explanation = fb["explanation"].pick(lang)
    answer = fb["answer"].pick(lang)
    if fb["correct"]:
        st.success(f"{t('learn.answer_right', lang)} {explanation}", icon=":material/check_circle:")
    else:
        st.error(
            f"{t('learn.answer_wrong', lang)} {t('learn.right_answer', lang, answer=answer)}. {explanation}",
            icon=":material/cancel:",
        )
    st.markdown(t("learn.rules", lang, rules=rules_text(fb["rules"], lang, game)), unsafe_allow_html=True)
    st.caption(t("learn.counted_once", lang))
