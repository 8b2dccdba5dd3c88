"""Shared pieces of the Hand analyser and the Capture checker.

* State changes are plain functions of ``st.session_state``, used as widget callbacks, so they
  run before the script and the page draws the new state at once. A change that would break the
  holding (bad notation, a fifth copy, too many cards) leaves the state as it was and stores a
  message in both languages.
* The analysis is a pure function of tuples, cached with ``st.cache_data``; it returns plain
  data (dicts, lists, tuples), never core objects.
* Renderers turn that data into pandas tables and plotly charts.

Nothing here keeps module-level mutable state: every session has its own ``st.session_state``.
"""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import streamlit as st

from core.chan.analysis import (
    BA_DAU,
    BACH_THU,
    CA,
    CHAN,
    CHANCE_ASSUMPTION,
    KIND_NAMES,
    STOCK_AT_START,
    analyse_discards,
    analyse_waits,
    is_win,
    wait_kinds,
)
from core.chan.cards import (
    CC,
    CODE,
    COPIES,
    DECK_SIZE,
    FACE,
    FACES,
    NotationError,
    check_copies,
    counts_of,
    format_cards,
    parse_card,
    parse_cards,
)
from core.chan.generate import random_holding, random_ready
from core.chan.holding import Holding, check_seen, parse_exposed
from core.chan.legality import pair_kind
from core.chan.profiles import PROFILES
from core.chan.scoring import CUOC_NAMES, score
from core.jsonio import MAX_JSON_BYTES, excerpt

from .cards import group_view
from .chan_inputs import split_pairs
from .i18n import CATALOGUE, pick, t
from .rules_view import rule_title
from .uploads import upload_bytes

ROOT = Path(__file__).resolve().parent.parent
POSITIONS = ROOT / "examples" / "positions"
MAX_HOLDING = 20
MAX_POSITION_BYTES = MAX_JSON_BYTES

# ---------------------------------------------------------------------------- the analyser's state
# committed values (plain keys, survive page switches) and the widgets that edit them
HAND, EXPOSED, SEEN, STOCK, MESSAGE = "an_hand", "an_exposed", "an_seen", "an_stock", "an_message"
W_HAND, W_EXPOSED, W_SEEN, W_STOCK, W_REMOVE = "_an_hand_text", "_an_exposed_text", "_an_seen_text", \
    "_an_stock", "_an_remove"
UNDO, URL_SEEN, STALE = "an_undo_stack", "an_url_seen", "an_stale"
UNDO_DEPTH = 100
URL_KEYS = ("hand", "exposed", "seen", "stock")
MARK = {True: ":green[:material/check_circle:]", False: ":red[:material/block:]"}  # legal / not, in Markdown
KIND_COLOURS = {CHAN: "#b91c1c", CA: "#2563eb", BA_DAU: "#7c3aed", BACH_THU: "#d97706"}


def _ss():
    return st.session_state


def _say(level: str | None, en: str = "", vi: str = "") -> None:
    """Leave a message for the page to show (None clears it)."""
    _ss()[MESSAGE] = (level, en, vi) if level else None


def _bad(err: NotationError) -> None:
    _say("error", t("app.bad_input", "en", error=err.message("en")), t("app.bad_input", "vi", error=err.message("vi")))


def exposed_text(groups) -> str:
    return "; ".join(format_cards(g) for g in groups)


def current_holding() -> Holding:
    ss = _ss()
    return Holding(counts_of(ss[HAND]), ss[EXPOSED])


def copies_left() -> list[int]:
    """Copies of each face neither in the holding nor seen elsewhere (what the pickers offer)."""
    held = current_holding().held
    seen = counts_of(_ss()[SEEN])
    return [max(0, COPIES - held[f] - seen[f]) for f in range(FACES)]


def _sync_widgets() -> None:
    """Make the text fields show the committed state (called after every accepted change)."""
    ss = _ss()
    ss[W_HAND] = format_cards(ss[HAND])
    ss[W_EXPOSED] = exposed_text(ss[EXPOSED])
    ss[W_SEEN] = format_cards(ss[SEEN])
    ss[W_STOCK] = ss[STOCK]


def _url_now() -> tuple[str, ...]:
    return tuple(st.query_params.get(name, "") for name in URL_KEYS)


def _sync_url() -> None:
    """The holding in the query string, so the address bar is a shareable link.

    Each change of the query string is a browser history entry, so it is written only for a whole
    holding (19 or 20 cards) or an empty one, not for every card tapped on the way: back and forward
    then move through hands. (Language and profile ride along: ui.state keeps them in every link.)
    """
    ss = _ss()
    size = len(ss[HAND]) + sum(len(g) for g in ss[EXPOSED])
    if size not in (0, 19, 20):
        return
    wanted = {"hand": format_cards(ss[HAND]), "exposed": exposed_text(ss[EXPOSED]),
              "seen": format_cards(ss[SEEN]),
              "stock": "" if ss[STOCK] == STOCK_AT_START else str(ss[STOCK])}
    changes = {name: value for name, value in wanted.items() if value and st.query_params.get(name) != value}
    gone = [name for name, value in wanted.items() if not value and name in st.query_params]
    if changes or gone:
        params = {k: v for k, v in st.query_params.to_dict().items() if k not in gone} | changes
        st.query_params.from_dict(params)  # one history entry for the whole change
    ss[URL_SEEN] = _url_now()


def follow_url() -> None:
    """Browser back/forward changed the query string under a running session: show that holding.

    (A query string this session did not write; an address without a holding is a visit from
    another page, which init_analyser answers by writing the holding back.)
    """
    ss = _ss()
    now = _url_now()
    if HAND not in ss or URL_SEEN not in ss or now == ss[URL_SEEN] or not any(now[:3]):
        return
    undo_stack = ss.get(UNDO, [])
    before = _snapshot()
    for key in (HAND, EXPOSED, SEEN, STOCK, MESSAGE):
        ss.pop(key, None)
    init_analyser()
    ss[URL_SEEN] = _url_now()
    if _snapshot() != before:
        ss[UNDO] = (undo_stack + [before])[-UNDO_DEPTH:]


def start_analyser() -> None:
    """The analyser page's first call: follow back/forward, set up the session, note the address."""
    follow_url()
    init_analyser()
    ss = _ss()
    ss.setdefault(URL_SEEN, _url_now())


def _snapshot() -> tuple:
    ss = _ss()
    return (tuple(ss[HAND]), tuple(ss[EXPOSED]), tuple(ss[SEEN]), ss[STOCK])


def _commit(hand=None, exposed=None, seen=None, stock=None, remember: bool = True) -> None:
    ss = _ss()
    before = _snapshot()
    ss[STALE] = None
    if hand is not None:
        ss[HAND] = list(hand)
    if exposed is not None:
        ss[EXPOSED] = tuple(tuple(g) for g in exposed)
    if seen is not None:
        ss[SEEN] = list(seen)
    if stock is not None:
        ss[STOCK] = int(stock)
    if remember and _snapshot() != before:
        ss[UNDO] = (ss.get(UNDO, []) + [before])[-UNDO_DEPTH:]
    _sync_widgets()
    _sync_url()


def _checked(hand, exposed, seen) -> Holding:
    """The holding these parts make, or NotationError (fifth copy, more than 20 cards)."""
    check_copies(hand, "hand")
    holding = Holding.from_faces(hand, exposed)
    if holding.size > MAX_HOLDING:
        raise NotationError(
            f"the holding would have {holding.size} cards; a player holds at most 20",
            f"bài sẽ có {holding.size} lá; mỗi người cầm nhiều nhất 20 lá", None, None, ("setup.deal",))
    check_seen(holding, seen)
    return holding


def init_analyser() -> None:
    """First run of a session: start empty, or from a shared link's query string."""
    ss = _ss()
    if HAND in ss:
        for key, value in ((W_HAND, format_cards(ss[HAND])), (W_EXPOSED, exposed_text(ss[EXPOSED])),
                           (W_SEEN, format_cards(ss[SEEN])), (W_STOCK, ss[STOCK])):
            ss.setdefault(key, value)  # widgets forgotten after a page switch
        if not any(k in st.query_params for k in ("hand", "exposed", "seen")) and (ss[HAND] or ss[EXPOSED]):
            _sync_url()  # back from another page: put the holding in the address bar again
        return
    ss[HAND], ss[EXPOSED], ss[SEEN], ss[STOCK], ss[MESSAGE] = [], (), [], STOCK_AT_START, None
    params = st.query_params
    if not any(k in params for k in ("hand", "exposed", "seen", "stock")):
        _sync_widgets()
        return
    parts, errors = _link_parts(params)
    ss[HAND], ss[EXPOSED], ss[SEEN], ss[STOCK] = parts
    _sync_widgets()
    if errors:
        en = "; ".join(err.message("en") for err in errors)
        vi = "; ".join(err.message("vi") for err in errors)
        _say("error", t("app.an_bad_link", "en", error=en), t("app.an_bad_link", "vi", error=vi))


def _link_parts(params) -> tuple[tuple, list[NotationError]]:
    """(hand, exposed, seen, stock) from a link's query string, and the errors of its bad parts.

    Each parameter is checked alone (a bad one is left out, the others kept); then the hand,
    the hand with the exposed pairs, and with the seen cards (the part that breaks it is left out)."""
    def value(name: str) -> str:
        got = params.get(name, "")
        return got if isinstance(got, str) else ""

    errors: list[NotationError] = []

    def part(name: str, read, default):
        if name not in params:
            return default
        try:
            return read(value(name))
        except NotationError as err:
            errors.append(NotationError(f"{name}: {err}", f"{name}: {err.message('vi')}"))
            return default

    hand = part("hand", parse_cards, [])
    exposed = tuple(part("exposed", lambda text: parse_exposed(split_pairs(text)), ()))
    seen = part("seen", parse_cards, [])
    stock = part("stock", _link_stock, STOCK_AT_START)
    for name in ("hand", "exposed", "seen"):  # each part with the ones before it
        try:
            _checked(hand, exposed if name != "hand" else (), seen if name == "seen" else [])
        except NotationError as err:
            errors.append(NotationError(f"{name}: {err}", f"{name}: {err.message('vi')}"))
            if name == "hand":
                hand = []
            elif name == "exposed":
                exposed = ()
            else:
                seen = []
    return (list(hand), tuple(exposed), list(seen), stock), errors


def _link_stock(text: str) -> int:
    """The stock size of a link: digits 0–9 only (not '²', not 5,000 of them), at most 100."""
    if not (1 <= len(text) <= 3 and all("0" <= ch <= "9" for ch in text)) or int(text) > DECK_SIZE:
        raise NotationError("the stock size must be a whole number from 0 to 100",
                            "số lá nọc phải là số nguyên từ 0 đến 100", text)
    return int(text)


# callbacks -----------------------------------------------------------------------------------

def add_card(face: int) -> None:
    """The hand picker's callback: one more card in the hand."""
    ss = _ss()
    try:
        if copies_left()[face] <= 0:
            check_copies(ss[HAND] + [face] + [f for g in ss[EXPOSED] for f in g] + ss[SEEN], "holding")
        _checked(ss[HAND] + [face], ss[EXPOSED], ss[SEEN])
    except NotationError as err:
        _bad(err)
        return
    _say(None)
    _commit(hand=ss[HAND] + [face])


def add_seen(face: int) -> None:
    """The seen-cards picker's callback."""
    ss = _ss()
    try:
        _checked(ss[HAND], ss[EXPOSED], ss[SEEN] + [face])
    except NotationError as err:
        _bad(err)
        return
    _say(None)
    _commit(seen=ss[SEEN] + [face])


def can_undo() -> bool:
    return bool(_ss().get(UNDO))


def undo() -> None:
    """Go back one change, whatever it was: a card added or taken out, a typed hand, a deal, a clear."""
    ss = _ss()
    stack = list(ss.get(UNDO, []))
    if not stack:
        return
    hand, exposed, seen, stock = stack.pop()
    ss[UNDO] = stack
    _say(None)
    _commit(hand=list(hand), exposed=exposed, seen=list(seen), stock=stock, remember=False)


def remove_card() -> None:
    """The remove pills' callback: take one copy of the chosen face out of the hand."""
    ss = _ss()
    face = ss.get(W_REMOVE)
    ss[W_REMOVE] = None
    if face is None or face not in ss[HAND]:
        return
    hand = list(ss[HAND])
    del hand[len(hand) - 1 - hand[::-1].index(face)]  # the last copy added
    _say(None)
    _commit(hand=hand)


def clear() -> None:
    _say(None)
    _commit(hand=[], exposed=(), seen=[])


def clear_seen() -> None:
    _say(None)
    _commit(seen=[])


def _without_exposed(hand: list[int], exposed) -> list[int]:
    """`hand` less the exposed cards when it holds them and is too big with them (the player typed
    or tapped every card, exposed pairs included); otherwise `hand` as it is."""
    exposed_faces = [f for g in exposed for f in g]
    if not exposed_faces or len(hand) + len(exposed_faces) <= MAX_HOLDING:
        return list(hand)
    rest = list(hand)
    for face in exposed_faces:
        if face not in rest:
            return list(hand)
        rest.remove(face)
    return rest


def apply_hand_text() -> None:
    """The notation form: a whole hand (19 or 20 cards with the exposed pairs, typed with or without
    the exposed cards)."""
    ss = _ss()
    text = ss.get(W_HAND, "")
    try:
        hand = _without_exposed(parse_cards(text), ss[EXPOSED])
        holding = Holding.parse(format_cards(hand), [format_cards(g) for g in ss[EXPOSED]])
        check_seen(holding, ss[SEEN])
    except NotationError as err:
        _bad(err)
        ss[STALE] = text
        return
    _say(None)
    _commit(hand=hand)


def apply_exposed_text() -> None:
    ss = _ss()
    try:
        exposed = parse_exposed(split_pairs(ss.get(W_EXPOSED, "")))
        # the hand may already hold the exposed cards (typed first, exposed after): take them out
        current = [f for g in ss[EXPOSED] for f in g]
        hand = _without_exposed(ss[HAND] + current, exposed) if exposed else ss[HAND] + current
        if hand == ss[HAND] + current:
            hand = ss[HAND]
        _checked(hand, exposed, ss[SEEN])
    except NotationError as err:
        _bad(err)
        ss[W_EXPOSED] = exposed_text(ss[EXPOSED])
        return
    _say(None)
    _commit(hand=hand, exposed=exposed)


def apply_seen_text() -> None:
    ss = _ss()
    try:
        seen = parse_cards(ss.get(W_SEEN, ""))
        _checked(ss[HAND], ss[EXPOSED], seen)
    except NotationError as err:
        _bad(err)
        ss[W_SEEN] = format_cards(ss[SEEN])
        return
    _say(None)
    _commit(seen=seen)


def apply_stock() -> None:
    stock = _ss().get(W_STOCK, STOCK_AT_START)
    if isinstance(stock, bool) or not isinstance(stock, (int, float)) or not 0 <= stock <= DECK_SIZE \
            or stock != int(stock):  # the widget's bounds are the browser's; NaN fails every test
        _ss()[W_STOCK] = _ss()[STOCK]
        return
    _commit(stock=int(stock))


def deal(kind: str) -> None:
    """A random holding: "19" cards, "20" cards (a dealer) or a "ready" 19-card hand."""
    rng = random.Random()
    if kind == "ready":
        # random_ready removes one card from a random win, which is not always a ready hand (a lone
        # Chi chi beside six chắn never wins, D5): deal again until it is
        for _ in range(100):
            holding, _ = random_ready(rng)
            if wait_kinds(holding):
                break
    else:
        holding = random_holding(rng, int(kind))
    faces = holding.concealed_faces
    rng.shuffle(faces)
    _say(None)
    _commit(hand=faces, exposed=(), seen=[])


# ---------------------------------------------------------------------------- the pure analysis

def _wait_row(w) -> dict:
    return {"face": w.face, "card": w.card, "kind": w.kind, "bach_thu": w.bach_thu, "unseen": w.unseen,
            "chance": w.chance, "rules": w.rules}


@st.cache_data(max_entries=1024, show_spinner=False)
def analyse(concealed: tuple[int, ...], exposed: tuple[tuple[int, ...], ...], seen: tuple[int, ...],
            stock: int) -> dict:
    """Everything the analyser shows about a holding, as plain data (cached per session-free key)."""
    holding = Holding(concealed, exposed)
    report = analyse_waits(holding, seen, stock)
    out = {
        "size": holding.size,
        "groups": group_view(holding),
        "chan": report.chan, "ca": report.ca,
        "waits": [_wait_row(w) for w in report.waits],
        "bach_thu": report.bach_thu.card if report.bach_thu else None,
        "cho_chi_rong": report.cho_chi_rong,
        "reason": (report.reason_en, report.reason_vi) if holding.size == 19 else ("", ""),
        "rules": report.rules,
        "chance_any": report.chance_any, "unseen_total": report.unseen_total, "stock": report.stock,
        "win": holding.size == 20 and is_win(holding),
        "discards": [],
    }
    if holding.size == 20:
        for rank, option in enumerate(analyse_discards(holding, seen, stock), 1):
            r = option.report
            out["discards"].append({
                "rank": rank, "face": option.face, "card": option.card, "breaks_chan": option.breaks_chan,
                "waits": [(w.card, w.kind) for w in r.waits], "bach_thu": r.bach_thu is not None,
                "cho_chi_rong": r.cho_chi_rong,
                "unseen": sum(w.unseen for w in r.waits), "chance": r.chance_any})
    return out


@st.cache_data(max_entries=1024, show_spinner=False)
def win_score(concealed: tuple[int, ...], exposed: tuple[tuple[int, ...], ...], win: int | None,
              events: tuple[str, ...], profile: str) -> dict:
    """The score of a 20-card win with `win` as the winning card (None: Thiên ù)."""
    holding = Holding(concealed, exposed)
    try:
        if win is None:
            result = score(holding, None, ("thien_u",) + events, profile)
        else:
            result = score(holding.remove(win), win, events, profile)
    except NotationError as err:
        return {"error": (err.message("en"), err.message("vi"))}
    return {"win": result.win, "total": result.total, "main": result.main,
            "items": [(i.id, i.name_en, i.name_vi, i.count, i.points, i.dich, i.main, i.rule) for i in result.items],
            "sentence": (result.sentence_en, result.sentence_vi), "rules": result.rules,
            "payments": dict(result.payments)}


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
def advice(concealed: tuple[int, ...], exposed: tuple[tuple[int, ...], ...], seen: tuple[int, ...],
           stock: int, profile: str) -> dict:
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
        rows.append({
            "face": option.face, "card": option.card, "breaks_chan": option.breaks_chan,
            "legal": verdict.legal, "why_not": (verdict.explanation_en, verdict.explanation_vi),
            "rules": tuple(verdict.violations),
            "waits": [(w.card, w.kind, pays[w.face]["total"]) for w in r.waits],
            "bach_thu": r.bach_thu is not None, "cho_chi_rong": r.cho_chi_rong,
            "unseen": sum(w.unseen for w in r.waits), "chance": r.chance_any,
            "points": points, "expected": r.chance_any * points})
    rows.sort(key=lambda d: (not d["legal"], -round(d["expected"], 9), -d["chance"], -d["unseen"], d["face"]))
    rank = 0
    for d in rows:
        rank += d["legal"]
        d["rank"] = rank if d["legal"] else None
    return {"discards": rows}


def holding_key() -> tuple:
    """The analysis key of the current state: (concealed counts, exposed, seen counts, stock)."""
    ss = _ss()
    return tuple(counts_of(ss[HAND])), tuple(ss[EXPOSED]), tuple(counts_of(ss[SEEN])), int(ss[STOCK])


# ---------------------------------------------------------------------------- renderers

def percent(chance: float) -> str:
    """A chance as a whole percentage, rounded half up like the tables' progress bars."""
    return f"{math.floor(round(100 * chance, 1) + 0.5)}%"


def kind_name(kind: str, lang: str) -> str:
    return pick(*KIND_NAMES[kind], lang)


def face_name(face: int, lang: str) -> str:
    return pick(FACE[face].name_en, FACE[face].name_vi, lang)


def for_profile(rule_ids, profile: str) -> tuple[str, ...]:
    """The rule ids that hold under `profile` (an error of the traditional rules is no cardavia rule)."""
    from core.chan.rulebook import RULEBOOK

    return tuple(r for r in rule_ids if r not in RULEBOOK or profile in RULEBOOK[r].profiles)


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

    return pd.DataFrame([{
        t("app.an_col_card", lang): w["card"],
        t("app.an_col_kind", lang): wait_kind_name(w["kind"], w["face"], lang, profile),
        t("app.col_diem", lang): pays[w["face"]]["total"] if w["face"] in pays else None,
        t("app.an_col_chance", lang): round(100 * w["chance"], 1),
    } for w in waits])


def compact_columns(lang: str) -> dict:
    """Column widths of the compact waits table: about 340 px in all, a phone's width."""
    return {t("app.an_col_card", lang): st.column_config.TextColumn(t("app.an_col_card", lang), width=46),
            t("app.an_col_kind", lang): st.column_config.TextColumn(t("app.an_col_kind", lang), width=124),
            t("app.col_diem", lang): st.column_config.NumberColumn(t("app.col_diem", lang), width=64,
                                                               help=t("app.an_pays_help", lang)),
            t("app.an_col_chance", lang): st.column_config.ProgressColumn(
                t("app.an_col_chance", lang), format="%.0f%%", min_value=0, max_value=100, width=96,
                help=t("app.an_chance_help", lang))}


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
    return {t("app.an_col_chance", lang): st.column_config.ProgressColumn(
                t("app.an_col_chance", lang), format="%.0f%%", min_value=0, max_value=100,
                help=t("app.an_chance_help", lang)),
            t("app.an_col_bach_thu", lang): st.column_config.CheckboxColumn(t("app.an_col_bach_thu", lang)),
            t("app.an_col_breaks", lang): st.column_config.CheckboxColumn(t("app.an_col_breaks", lang),
                                                                      help=t("app.an_breaks_note", lang)),
            t("app.an_col_waits_left", lang): st.column_config.TextColumn(t("app.an_col_waits_left", lang),
                                                                          width="medium"),
            t("app.an_col_pays", lang): st.column_config.NumberColumn(t("app.an_col_pays", lang),
                                                                      help=t("app.an_pays_help", lang)),
            t("app.an_col_pays_chi", lang): st.column_config.NumberColumn(t("app.an_col_pays_chi", lang),
                                                                      help=t("app.an_pays_help", lang)),
            t("app.an_col_expected", lang): st.column_config.TextColumn(t("app.an_col_expected", lang),
                                                                    help=t("app.an_expected_help", lang)),
            t("app.an_col_allowed", lang): st.column_config.TextColumn(t("app.an_col_allowed", lang), width="medium"),
            "#": st.column_config.TextColumn("#", width=40)}


def waits_chart(waits: list[dict], lang: str):
    import plotly.graph_objects as go

    labels = [f"{w['card']}<br><sub>{kind_name(w['kind'], lang)}</sub>" for w in waits]
    values = [round(100 * w["chance"], 1) for w in waits]
    fig = go.Figure(go.Bar(
        x=labels, y=values, marker_color=[KIND_COLOURS[w["kind"]] for w in waits],
        text=[percent(w["chance"]) for w in waits], textposition="outside", cliponaxis=False,
        customdata=[[w["unseen"], face_name(w["face"], lang)] for w in waits],
        hovertemplate=("%{customdata[1]}: %{y:.1f}%<br>" + t("app.an_col_unseen", lang)
                       + ": %{customdata[0]}<extra></extra>")))
    fig.update_layout(height=260, margin=dict(l=10, r=10, t=30, b=10), showlegend=False, bargap=0.45,
                      title=dict(text=t("app.an_chart_title", lang), font=dict(size=14)),
                      yaxis=dict(range=[0, 110], ticksuffix="%", title=None), xaxis=dict(title=None))
    return fig


def discards_frame(discards: list[dict], lang: str):
    """The discards of ``advice()``: allowed ones ranked (#), then those the profile forbids."""
    import pandas as pd

    def waits_text(d):
        if not d["waits"]:
            return "—"
        return ", ".join(f"{card} ({t('app.kind_' + kind, lang)}, {pts})" for card, kind, pts in d["waits"])

    mark = {True: "✓", False: "✗"}
    return pd.DataFrame([{
        "#": str(d["rank"]) if d["rank"] is not None else "—",
        t("app.an_col_discard", lang): f"{d['card']} · {face_name(d['face'], lang)}",
        t("app.an_col_allowed", lang): mark[d["legal"]] + ("" if d["legal"] else " " + pick(*d["why_not"], lang)),
        t("app.an_col_waits_left", lang): waits_text(d),
        t("app.an_col_chance", lang): round(100 * d["chance"], 1),
        t("app.an_col_points", lang): number(d["points"], lang) if d["waits"] else "—",
        t("app.an_col_expected", lang): number(d["expected"], lang) if d["waits"] else "—",
        t("app.an_col_unseen", lang): d["unseen"],
        t("app.an_col_bach_thu", lang): d["bach_thu"],
    } for d in discards])


def score_frame(items, lang: str):
    import pandas as pd

    return pd.DataFrame([{
        t("app.col_cuoc", lang): pick(name_en, name_vi, lang), t("app.col_count", lang): count,
        t("app.col_diem", lang): points, t("app.col_dich", lang): dich, t("app.col_main", lang): "★" if main else "",
        t("app.col_rule", lang): rule_title(rule, lang)} for _, name_en, name_vi, count, points, dich, main,
        rule in items])


def cuoc_name(cuoc_id: str | None, lang: str) -> str:
    return pick(*CUOC_NAMES[cuoc_id], lang) if cuoc_id else "—"


def assumption(lang: str) -> str:
    return pick(*CHANCE_ASSUMPTION, lang)


# ---------------------------------------------------------------------------- capture checker

# position fields as widgets (persist across page switches)
C_HAND, C_EXPOSED, C_OFFERED, C_SOURCE, C_OWN_GATE = "cp_hand", "cp_exposed", "cp_offered", "cp_source", "cp_own_gate"
C_HISTORY, C_MESSAGE = "cp_history", "cp_message"
C_NEW_EVENT, C_NEW_CARD, C_NEW_AVAILABLE, C_NEW_WITH = "_cp_new_event", "_cp_new_card", "_cp_new_available", \
    "_cp_new_with"
C_PASTE, C_UPLOAD = "_cp_paste", "_cp_upload"
C_PROFILE_NOTE = "cp_profile_note"
HISTORY_EVENTS = ("decline", "discard", "capture", "chiu")
DEFAULT_EXAMPLE = "cardavia_must_chan"


def _say_cp(level: str | None, en: str = "", vi: str = "") -> None:
    _ss()[C_MESSAGE] = (level, en, vi) if level else None


@st.cache_data(show_spinner=False)
def example_positions() -> dict[str, dict]:
    """The example position files: file stem → parsed JSON."""
    out = {}
    for path in sorted(POSITIONS.glob("*.json")):
        try:
            out[path.stem] = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
    return out


def position_from_bytes(name: str, raw: bytes | str) -> dict:
    """A position file's JSON; NotationError naming the file for a huge, deep or non-JSON file
    (the one JSON reader, core.jsonio.read_json, through core.chan.explain)."""
    from core.chan.explain import read_position_bytes

    return read_position_bytes(excerpt(name, 80), raw)


def init_captures() -> None:
    ss = _ss()
    if C_HISTORY not in ss:
        ss[C_HISTORY] = []
        ss[C_MESSAGE] = None
        _fill_position(example_positions().get(DEFAULT_EXAMPLE) or
                       {"hand": "", "exposed": [], "offered": None, "history": []})
    ss.setdefault(C_NEW_EVENT, "decline")
    ss.setdefault(C_NEW_AVAILABLE, "chan")


def _fill_position(data: dict) -> None:
    ss = _ss()
    ss[C_HAND] = data.get("hand") or ""
    ss[C_EXPOSED] = "; ".join(data.get("exposed") or [])
    ss[C_OFFERED] = data.get("offered") or ""
    ss[C_SOURCE] = data.get("source") or "discard"
    ss[C_OWN_GATE] = bool(data.get("own_gate", False))
    ss[C_HISTORY] = [dict(e) for e in data.get("history") or []]
    wanted = data.get("profile")
    if wanted in ("cardavia", "traditional") and wanted != ss.get("profile", "cardavia"):
        before = ss.get("profile", "cardavia")
        ss["profile"] = wanted
        ss[C_PROFILE_NOTE] = (before, wanted)  # shown on the page: the switch is never silent
    else:
        ss[C_PROFILE_NOTE] = None


def undo_profile_switch() -> None:
    """The profile note's button: back to the profile the player had before the example."""
    ss = _ss()
    note = ss.get(C_PROFILE_NOTE)
    if note:
        ss["profile"] = note[0]
    ss[C_PROFILE_NOTE] = None


def example_label(name: str, lang: str) -> str:
    """The example's title in the language; its file name when the texts do not know it."""
    return t("app.cp_ex_" + name, lang) if "app.cp_ex_" + name in CATALOGUE else name.replace("_", " ")


def current_example() -> str | None:
    """The example whose position the fields hold now (the profile aside), if any."""
    here = {k: v for k, v in position_data("cardavia").items() if k != "profile"}
    for name, data in example_positions().items():
        offered = data.get("offered") or None
        example = {"hand": data.get("hand", ""), "exposed": list(data.get("exposed") or []), "offered": offered}
        if offered:
            example["source"] = data.get("source", "discard")
            example["own_gate"] = bool(data.get("own_gate", False))
        example["history"] = [dict(e) for e in data.get("history") or []]
        if example == here:
            return name
    return None


def load_example(name: str) -> None:
    data = example_positions().get(name)
    if data is not None:
        _say_cp(None)
        _fill_position(data)


def _load_checked(data, name: str) -> None:
    from core.chan.explain import load_position

    try:
        load_position(data)
    except NotationError as err:
        _say_cp("error", t("app.cp_bad_file", "en", error=err.message("en")),
                t("app.cp_bad_file", "vi", error=err.message("vi")))
        return
    _say_cp("success", t("app.cp_loaded_file", "en", name=name), t("app.cp_loaded_file", "vi", name=name))
    _fill_position(data)


def load_upload() -> None:
    upload = _ss().get(C_UPLOAD)
    if upload is None:
        return
    raw, error = upload_bytes(upload)  # the size first, before the bytes are copied or decoded
    if error:
        _say_cp("error", t("app.cp_bad_file", "en", error=error[0]), t("app.cp_bad_file", "vi", error=error[1]))
        return
    try:
        data = position_from_bytes(str(getattr(upload, "name", "file")), raw)
    except NotationError as err:
        _say_cp("error", t("app.cp_bad_file", "en", error=err.message("en")),
                t("app.cp_bad_file", "vi", error=err.message("vi")))
        return
    _load_checked(data, upload.name)


def load_pasted() -> None:
    text = _ss().get(C_PASTE, "") or ""
    try:
        data = position_from_bytes("JSON", text.encode("utf-8"))
    except NotationError as err:
        _say_cp("error", t("app.cp_bad_file", "en", error=err.message("en")),
                t("app.cp_bad_file", "vi", error=err.message("vi")))
        return
    _load_checked(data, "JSON")


def add_history() -> None:
    from core.chan.explain import MAX_HISTORY

    ss = _ss()
    event = ss.get(C_NEW_EVENT, "decline")
    try:
        if len(ss[C_HISTORY]) >= MAX_HISTORY:
            raise NotationError(f"a player's history in one deal holds at most {MAX_HISTORY} events",
                                f"lịch sử của một người trong một ván có nhiều nhất {MAX_HISTORY} sự kiện")
        if event not in HISTORY_EVENTS:
            event = "decline"
        card = CODE[parse_card(ss.get(C_NEW_CARD, "") or "")]
        row = {"event": event, "card": card}
        if event == "decline":
            row["available"] = ss.get(C_NEW_AVAILABLE) if ss.get(C_NEW_AVAILABLE) in ("chan", "ca") else "chan"
        elif event == "capture":
            row["with"] = CODE[parse_card(ss.get(C_NEW_WITH, "") or "")]
            if pair_kind(parse_card(card), parse_card(row["with"])) is None:
                raise NotationError(f"{row['with']} makes neither a chắn nor a cạ with {card}",
                                    f"{row['with']} không thành chắn hay cạ với {card}", row["with"])
    except NotationError as err:
        _say_cp("error", t("app.bad_input", "en", error=err.message("en")), t("app.bad_input", "vi",
                                                                              error=err.message("vi")))
        return
    _say_cp(None)
    ss[C_HISTORY] = ss[C_HISTORY] + [row]
    ss[C_NEW_CARD] = ""
    ss[C_NEW_WITH] = ""


def remove_history(index: int) -> None:
    ss = _ss()
    ss[C_HISTORY] = [e for i, e in enumerate(ss[C_HISTORY]) if i != index]


def clear_history() -> None:
    _ss()[C_HISTORY] = []


def position_data(profile: str) -> dict:
    """The current position in the format of examples/positions/*.json."""
    ss = _ss()
    offered = (ss.get(C_OFFERED) or "").strip()
    data = {"profile": profile, "hand": ss.get(C_HAND, ""), "exposed": split_pairs(ss.get(C_EXPOSED, "")),
            "offered": offered or None}
    if offered:
        data["source"] = ss.get(C_SOURCE, "discard")
        data["own_gate"] = bool(ss.get(C_OWN_GATE, False))
    data["history"] = [dict(e) for e in ss.get(C_HISTORY, [])]
    return data


@st.cache_data(max_entries=256, show_spinner=False)
def _explain_json(text: str) -> dict:
    """Only successes are cached (an error raises, and st.cache_data keeps no exception): an
    explanation is of 19 or 20 cards and at most 200 history events, so 256 entries stay small."""
    from core.chan.explain import explain_position

    return explain_position(json.loads(text))


def explain(data: dict) -> dict:
    """{"ok": explain_position(data)} or {"error": (en, vi)}; successes cached on the JSON text."""
    from core.chan.explain import load_position

    try:
        load_position(data)  # cheap, and refuses what should not reach the cache
        return {"ok": _explain_json(json.dumps(data, ensure_ascii=False, sort_keys=True))}
    except NotationError as err:
        return {"error": (err.message("en"), err.message("vi"))}


def grouping(hand: str, exposed: list[str]) -> list[tuple]:
    """The forced grouping of a checked position's cards, as groups_html wants it."""
    holding = Holding(counts_of(parse_cards(hand)), parse_exposed(exposed))
    return group_view(holding)


HISTORY_ROWS = 12  # history rows drawn with a remove button each; earlier ones are summarised


def history_summary(events: list[dict], lang: str, limit: int = 40) -> str:
    """Earlier history events in short ("discard 3n, decline 7s, …"), at most `limit` of them."""
    names = {"discard": t("app.cp_ev_discard", lang), "decline": t("app.cp_ev_decline", lang),
             "capture": t("app.cp_ev_capture", lang), "chiu": t("app.cp_ev_chiu", lang)}
    words = [f"{names.get(e.get('event'), '?')} {e.get('card', '')}".strip() for e in events[:limit]]
    return ", ".join(words) + (", …" if len(events) > limit else "")


def history_label(event: dict, lang: str) -> str:
    kind = event.get("event")
    if kind == "decline":
        return t("app.cp_ev_decline_row", lang, card=event["card"], available=t("app.kind_" + event["available"], lang))
    if kind == "capture":
        return t("app.cp_ev_capture_row", lang, card=event["card"], other=event["with"])
    return t(f"app.cp_ev_{kind}_row", lang, card=event["card"])


def option_title(option: dict, offered: str, lang: str) -> str:
    kind = option["kind"]
    if kind in ("chan", "ca"):
        return t("app.cp_opt_" + kind, lang, card=offered, other=option["with"])
    return t("app.cp_opt_" + kind, lang, card=offered)


def cards_strip_html(items, lang: str, width: int = 40) -> str:
    """Cards with a caption each, dimmed when not allowed: items are (face, caption, allowed)."""
    from html import escape

    from .cards import card_svg

    cells = []
    for face, caption, allowed in items:
        colour = "#15803d" if allowed else "#b91c1c"
        cells.append('<span style="display:inline-flex;flex-direction:column;align-items:center;gap:2px">'
                     f'{card_svg(face, width=width, dim=not allowed, lang=lang)}'
                     f'<span style="font-size:12px;font-weight:600;color:{colour}">{escape(caption)}</span></span>')
    return ('<div class="chan-cards-row" style="display:flex;flex-wrap:wrap;gap:6px;align-items:flex-start;'
            f'margin:0.25rem 0 0.75rem">{"".join(cells)}</div>')

