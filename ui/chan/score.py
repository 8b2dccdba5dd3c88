"""The Score calculator's inputs (one typed object, ``ScoreInputs``), its callbacks and what it draws.

The page's whole state is its widgets: the holding, the winning card and the exposed pairs as
notation text (keys ``sc_hand``, ``sc_win``, ``sc_exposed``, filled by typing or by tapping cards,
ui/chan/tap_entry.py), the events and gà options, and the xướng practice's counts. Their values
persist by key, so nothing else is kept in ``st.session_state``; each run reads them into one
``ScoreInputs`` and scores that.
"""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

from core.chan.calling import check_call
from core.chan.cards import CODE, NotationError
from core.chan.holding import Holding
from core.chan.profiles import GA_OPTIONS, PROFILES
from core.chan.scoring import CUOC_NAMES, Score

from ..i18n import t
from ..rules_view import rule_links, rule_title
from .cards import group_view, groups_html
from .inputs import parse_win_inputs
from .tap_entry import tap_into

EXAMPLE = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v"
HAND, WIN, EXPOSED, TAP_TARGET = "sc_hand", "sc_win", "sc_exposed", "_sc_tap_target"
TAP_TARGETS = {"hand": (HAND, "cards"), "win": (WIN, "one"), "exposed": (EXPOSED, "pairs")}
GA_SINGLE = ["u_bon_bach_thu", "thap_thanh", "kinh_tu_chi", "bach_thu_chi"]
GA_EXCLUSIVE = {
    "bach_dinh": ["bach_dinh", "bach_dinh_tom"],
    "tam_do": ["tam_do", "tam_do_leo"],
    "chi_bach_thu": ["chi_bach_thu", "chi_bach_thu_2"],
}


@dataclass(frozen=True)
class ScoreInputs:
    """What is to be scored: the typed holding, winning card and exposed pairs, the events, the gà
    options and 4-11, under a profile."""

    profile: str
    hand: str = ""
    win: str = ""
    exposed: str = ""
    events: tuple[str, ...] = ()
    ga: tuple[str, ...] = ()
    four_eleven: bool = False

    def score(self) -> tuple[Holding, int | None, Score]:
        """(the holding, the winning card or None for Thiên ù, the score); NotationError if the input is bad."""
        return parse_win_inputs(
            self.hand, self.win, self.exposed, list(self.events), self.profile, list(self.ga), self.four_eleven
        )


KEPT = "sc_kept"  # a plain key: what was typed outlives the page's widgets (another page, then back)
LINKED = {HAND: "hand", WIN: "win", EXPOSED: "exposed"}  # the fields kept in the page's link too
MAX_LINKED = 400  # characters of a linked field read (a holding is about 60)


def _widget_keys() -> list[str]:
    """Every input of the page: the cards, the events of each profile, the gà options, 4-11."""
    return [*LINKED, *(f"sc_events_{p}" for p in PROFILES), "sc_ga", *(f"sc_ga_{n}" for n in GA_EXCLUSIVE), "sc_4_11"]


def start() -> None:
    """The page's first call. The inputs come back as they were left in this session (Streamlit
    forgets a widget's value on a page without it), else from the link (?hand=&win=&exposed=), else
    a new session starts on an example hand."""
    ss = st.session_state
    saved = ss.get(KEPT)
    kept: dict = saved if isinstance(saved, dict) else {}
    try:
        linked = {key: st.query_params.get(name) for key, name in LINKED.items()}
    except Exception:  # no script run context
        linked = {}
    for key in _widget_keys():
        if key in ss:
            continue
        if key in kept:
            ss[key] = kept[key]
        elif isinstance(value := linked.get(key), str):
            ss[key] = value[:MAX_LINKED]
    ss.setdefault(HAND, EXAMPLE)
    ss.setdefault(WIN, "3n")


def keep() -> None:
    """After the inputs are drawn: keep them for this session and put the cards in the link."""
    ss = st.session_state
    ss[KEPT] = {key: ss[key] for key in _widget_keys() if key in ss}
    for key, name in LINKED.items():
        value = str(ss.get(key) or "")
        try:
            if value and st.query_params.get(name) != value:
                st.query_params[name] = value
            elif not value and name in st.query_params:
                del st.query_params[name]
        except Exception:  # no script run context
            return


def choice_error(err: NotationError, lang: str) -> str:
    """The error in words: an event or gà option is named, never shown by its id."""
    token = err.token
    names = {
        **{e: CUOC_NAMES[e][lang] for e in CUOC_NAMES},
        **{g: n[lang] for g, n in GA_OPTIONS.items()},
    }
    if token in names:
        return f"{names[token]}: {err.reason[lang]}"
    return err.text[lang]


# ---------------------------------------------------------------------------- callbacks


def tap(face: int) -> None:
    """The picker's callback: the tapped card goes to the chosen field."""
    field_key, mode = TAP_TARGETS[st.session_state.get(TAP_TARGET) or "hand"]
    tap_into(field_key, face, mode)


def clear_hand() -> None:
    for key in (HAND, WIN, EXPOSED):
        st.session_state[key] = ""


# ---------------------------------------------------------------------------- the page's sections


def choices(lang: str, profile: str) -> ScoreInputs:
    """The events and (where the profile has them) the gà options and 4-11, drawn; the inputs they make.

    Pills: no "Select all", no English placeholder; the gà variants that exclude each other
    (Bạch định or only with Tôm, Tám đỏ or only with Lèo, Chì bạch thủ 1 or 2 gà) are one choice each."""
    L, rules = lang, PROFILES[profile]
    events = (
        st.pills(
            t("app.score_events", L),
            sorted(rules.events),
            key=f"sc_events_{profile}",
            selection_mode="multi",
            format_func=lambda e: CUOC_NAMES[e][L],
        )
        or []
    )
    ga, four_eleven = [], False
    if rules.has_ga:
        ga = list(
            st.pills(
                t("app.score_ga", L),
                GA_SINGLE,
                key="sc_ga",
                selection_mode="multi",
                format_func=lambda g: GA_OPTIONS[g][L],
            )
            or []
        )
        for name, options in GA_EXCLUSIVE.items():
            picked = st.segmented_control(
                t("app.score_ga_" + name, L),
                options,
                key="sc_ga_" + name,
                format_func=lambda g: GA_OPTIONS[g][L],
            )
            if picked:
                ga.append(picked)
        four_eleven = st.checkbox(t("app.score_four_eleven", L), key="sc_4_11", help=t("app.score_four_eleven_help", L))
    ss = st.session_state
    return ScoreInputs(
        profile, ss.get(HAND, ""), ss.get(WIN, ""), ss.get(EXPOSED, ""), tuple(events), tuple(ga), bool(four_eleven)
    )


def score_tab(holding: Holding, win: int | None, result: Score, lang: str) -> None:
    """The twenty cards grouped, the breakdown, the total and the payments."""
    L = lang
    if win is not None:
        st.markdown(t("app.score_won_on" if result.win else "app.score_with_card", L, card=CODE[win]))
    # the 20 cards as the forced grouping shows them (exposed pairs tagged), and the winning card
    st.markdown(
        groups_html(group_view(holding.add(win) if win is not None else holding), L, width=34), unsafe_allow_html=True
    )
    if not result.win:
        st.warning(result.sentence[L])
        st.markdown(t("app.rules_cited", L, rules=rule_links(result.rules, L)))
        return
    rows = [
        {
            t("app.col_cuoc", L): i.name[L],
            t("app.col_count", L): i.count,
            t("app.col_diem", L): i.points,
            t("app.col_dich", L): i.dich,
            t("app.col_main", L): "★" if i.main else "",
            t("app.col_rule", L): rule_title(i.rule, L),
        }
        for i in result.items
    ]
    st.dataframe(rows, hide_index=True, width="stretch")
    c1, c2, c3 = st.columns(3)
    c1.metric(t("app.score_total", L), result.total)
    c2.metric(t("app.score_main", L), CUOC_NAMES[result.main][L] if result.main else "—")
    pay = result.payments
    if pay["four_eleven"]:  # 4-11: the winner pays each player instead of collecting
        c3.metric(t("app.score_winner_pays_each", L), pay["each_loser"])
    else:
        c3.metric(t("app.score_each_pays", L), -pay["each_loser"])
    st.success(result.sentence[L])
    if pay["four_eleven"]:
        st.markdown(t("app.score_payments_4_11", L, each=pay["each_loser"], total=-pay["winner"]))
    else:
        st.markdown(t("app.score_payments", L, winner=f"{pay['winner']:+d}", loser=f"{pay['each_loser']:+d}"))
    st.markdown(t("app.rules_cited", L, rules=rule_links(result.rules, L)))


def xuong_tab(result: Score, lang: str, profile: str) -> None:
    """Xướng practice: call the cước, then check; the answer is only in the other tab."""
    L, rules = lang, PROFILES[profile]
    st.caption(t("app.xuong_intro_calling" if rules.has_calling else "app.xuong_intro_self_scoring", L))
    st.caption(t("app.xuong_hidden", L))
    if not result.win:
        st.info(result.sentence[L])
        return
    callable_ids = [c for c in CUOC_NAMES if c in rules.values]
    called = []
    cols = st.columns(3)  # three columns: the long cước names fit their labels
    for n, cid in enumerate(callable_ids):
        with cols[n % 3]:
            k = st.number_input(CUOC_NAMES[cid][L], 0, 4, 0, key=f"xuong_{profile}_{cid}")
            called += [cid] * int(k)
    if not st.button(t("app.xuong_check", L), key="xuong_check", type="primary"):
        return
    check = check_call(result, called)

    def names(ids) -> str:
        return ", ".join(CUOC_NAMES[m][L] for m in ids)

    if check.correct and check.complete:
        st.success(t("app.xuong_right", L, total=result.total))
    elif check.correct:
        st.info(
            t(
                "app.xuong_incomplete",
                L,
                missing=names(check.missing),
                paid=check.payments["winner"] // 3,
                total=result.total,
            )
        )
    else:
        for _cid, why in check.wrong:
            st.error(why[L])
        if rules.has_bao:
            st.error(t("app.xuong_cost", L, each=check.payments["each_other"], total=-check.payments["winner"]))
        else:
            st.info(t("app.xuong_no_cost", L))
        if check.missing:
            st.info(t("app.xuong_missing", L, missing=names(check.missing)))
    st.markdown(t("app.rules_cited", L, rules=rule_links(check.rules, L)))
