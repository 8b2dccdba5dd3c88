"""The Sichuan analyser's state (one typed object in `st.session_state["sichuan_analyser"]`), the
callbacks that change it, and what the analyser shows as plain data (cached: pure work).

The state holds the committed position: the concealed tiles, the declared melds, the missing suit,
the tiles seen elsewhere and the wall. A change that would make an impossible position (a fifth
copy, more than 14 tiles, a meld in the missing suit, bad notation) leaves the state as it was and
keeps a message saying why in both languages, shown once. The widgets (keys ``_sa_*``) show the
committed values; those whose option texts follow the language have a key per language (a radio
or a selectbox whose option texts change under one key loses its selection in the browser).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

import streamlit as st

from core.common.text import Text
from core.sichuan import (
    CHANCE_ASSUMPTION,
    FAN_BY_ID,
    Hand,
    NotationError,
    analyse_discards,
    analyse_waits,
    parse_tiles,
    score,
)
from core.sichuan.analysis import WALL_AFTER_DEAL, improving_tiles, unseen_counts
from core.sichuan.hand import Meld
from core.sichuan.tiles import CODE, COPIES, KINDS, SUIT_OF, SUITS, counts_of, format_tiles

from ..i18n import said

KEY = "sichuan_analyser"
MAX_TILES = 14
W_TEXT, W_PUNGS, W_KONGS, W_CKONGS = "_sa_text", "_sa_pungs", "_sa_kongs", "_sa_ckongs"
W_SEEN, W_WALL, W_REMOVE, W_REMOVE_MELD = "_sa_seen_text", "_sa_wall", "_sa_remove", "_sa_remove_meld"
MELD_KEYS = (("pung", W_PUNGS), ("kong", W_KONGS), ("concealed_kong", W_CKONGS))
TARGETS = ("hand", "pung", "kong", "concealed_kong")  # where a tapped tile goes

# name → (hand, melds, missing suit)
EXAMPLES = {
    "ex_nine_gates": ("1112345678999p", (), 0),
    "ex_seven_pairs": ("115599m223377s4s", (), 1),
    "ex_melds": ("345m99m78p", (("pung", 13), ("pung", 1)), 2),
    "ex_discard": ("123m456m78p2399p5s9s", (), 2),
    "ex_pig": ("12335m45667p99p1s3s", (), 2),
    "ex_win": ("1112345678999p5p", (), 0),
}


def w_missing(lang: str) -> str:
    return f"_sa_missing_{lang}"


def w_target(lang: str) -> str:
    return f"_sa_target_{lang}"


def w_example(lang: str) -> str:
    return f"_sa_example_{lang}"


def w_events(lang: str) -> str:
    return f"_sa_events_{lang}"


@dataclass
class AnalyserState:
    hand: list[int] = field(default_factory=list)  # concealed tile kinds, in the order added
    melds: list[tuple[str, int]] = field(default_factory=list)  # (pung|kong|concealed_kong, tile kind)
    missing: int | None = None  # the declared missing suit
    seen: list[int] = field(default_factory=list)  # tiles seen elsewhere (discards, others' melds)
    wall: int = WALL_AFTER_DEAL
    message: tuple[str, Text] | None = None  # (level, the message in every language): shown once
    last: int | None = None  # the tile added last: the default winning tile
    target: str = "hand"  # where a tapped tile goes
    events: list[str] = field(default_factory=list)  # the win's events (kong replacement, …)

    @property
    def size(self) -> int:
        return hand_size(self.hand, self.melds)

    def melds_text(self, kind: str) -> str:
        return " ".join(CODE[tile] for k, tile in self.melds if k == kind)


def state() -> AnalyserState:
    value = st.session_state.get(KEY)
    if not isinstance(value, AnalyserState):
        value = st.session_state[KEY] = AnalyserState()
    return value


def prepare(lang: str) -> AnalyserState:
    """Every run, before the widgets are drawn: the state, and the widgets showing its values."""
    ss, a = st.session_state, state()
    for key, value in ((W_TEXT, format_tiles(a.hand)), (W_SEEN, format_tiles(a.seen)), (W_WALL, a.wall)):
        ss.setdefault(key, value)  # widgets forgotten after a page switch
    # the language's widgets show the committed values
    ss[w_missing(lang)] = -1 if a.missing is None else a.missing
    ss[w_target(lang)] = a.target
    ss[w_events(lang)] = list(a.events)
    for kind, key in MELD_KEYS:
        ss.setdefault(key, a.melds_text(kind))
    return a


# ---------------------------------------------------------------- callbacks
def _say(a: AnalyserState, key: str, **values) -> None:
    a.message = ("error", said(key, **values))


def _bad(a: AnalyserState, err: NotationError) -> None:
    a.message = ("error", said("sichuan.bad_input", error=err.text))


def _sync_widgets(a: AnalyserState, hand=True, melds=True, seen=True) -> None:
    """Make the fields show the committed state (only the parts that changed, so a half-typed
    form keeps what was typed in its other fields). The missing-suit radio follows on every run."""
    ss = st.session_state
    if hand:
        ss[W_TEXT] = format_tiles(a.hand)
    if melds:
        for kind, key in MELD_KEYS:
            ss[key] = a.melds_text(kind)
    if seen:
        ss[W_SEEN] = format_tiles(a.seen)


def _commit(a: AnalyserState, hand=None, melds=None, missing=..., seen=None) -> bool:
    """Store the new parts if they make a possible position; else keep the old ones and say why."""
    new_hand = list(a.hand if hand is None else hand)
    new_melds = [tuple(m) for m in (a.melds if melds is None else melds)]
    new_missing = a.missing if missing is ... else missing
    new_seen = list(a.seen if seen is None else seen)
    try:
        check_parts(new_hand, new_melds, new_missing, new_seen)
    except NotationError as err:
        _bad(a, err)
        return False
    a.hand, a.melds, a.missing, a.seen = new_hand, new_melds, new_missing, new_seen
    a.message = None
    _sync_widgets(a, hand=hand is not None, melds=melds is not None, seen=seen is not None)
    return True


def add_tile(kind: int) -> None:
    a = state()
    target = a.target
    left = copies_left(a.hand, a.melds, a.seen)
    size = a.size
    need = 1 if target == "hand" else (3 if target == "pung" else 4)
    if left[kind] < need:
        _say(a, "sichuan.an_msg_full", tile=CODE[kind], left=left[kind], need=need)
        return
    if size + (1 if target == "hand" else 3) > MAX_TILES:
        _say(a, "sichuan.an_msg_size", n=size)
        return
    if target == "hand":
        if _commit(a, hand=a.hand + [kind]):
            a.last = kind
        return
    if len(a.melds) >= 4:
        _say(a, "sichuan.an_msg_melds")
        return
    if a.missing is not None and SUIT_OF[kind] == a.missing:
        _say(a, "sichuan.an_msg_meld_missing", suit=SUITS[a.missing])
        return
    _commit(a, melds=a.melds + [(target, kind)])


def undo() -> None:
    a = state()
    if a.hand:
        _commit(a, hand=a.hand[:-1])
        a.last = a.hand[-1] if a.hand else None
    elif a.melds:
        _commit(a, melds=a.melds[:-1])


def clear() -> None:
    a = state()
    _commit(a, hand=[], melds=[], seen=[])
    a.last = None


def remove_tile() -> None:
    a, ss = state(), st.session_state
    kind = ss.get(W_REMOVE)
    ss[W_REMOVE] = None
    if kind is not None and kind in a.hand:
        hand = list(a.hand)
        del hand[len(hand) - 1 - hand[::-1].index(kind)]
        _commit(a, hand=hand)


def remove_meld() -> None:
    a, ss = state(), st.session_state
    index = ss.get(W_REMOVE_MELD)
    ss[W_REMOVE_MELD] = None
    if index is not None and 0 <= index < len(a.melds):
        _commit(a, melds=a.melds[:index] + a.melds[index + 1 :])


def apply_text() -> None:
    a, ss = state(), st.session_state
    if not any(str(ss.get(key) or "").strip() for key in (W_TEXT, *(key for _, key in MELD_KEYS))):
        _say(a, "sichuan.an_empty_text")  # "Analyse" on empty fields: said, and the hand is kept
        _sync_widgets(a)
        return
    try:
        hand = parse_tiles(ss.get(W_TEXT, ""))
        melds = []
        for kind, key in MELD_KEYS:
            melds += parse_melds(kind, ss.get(key, ""))
    except NotationError as err:
        _bad(a, err)  # the fields keep what was typed, the hand stays as it was
        return
    if _commit(a, hand=hand, melds=melds):
        a.last = hand[-1] if hand else None


TABS = ("pick", "type", "examples")  # the building tabs, by a name that is no language's


def keep_tab(widget: str, names: dict[str, str]) -> None:
    """The building tab opened, kept by its language-free name: a message drawn above the tabs, or a
    language switch, does not send the learner back to the first tab (and its text away)."""
    label = st.session_state.get(widget)
    st.session_state["sa_tab"] = next((tab for tab, name in names.items() if name == label), "pick")


def set_missing(lang: str) -> None:
    value = st.session_state.get(w_missing(lang), -1)
    _commit(state(), missing=None if value in (-1, None) else int(value))


def set_target(lang: str) -> None:
    """Keep the target radio's value (it outlives a change of language)."""
    state().target = st.session_state[w_target(lang)]


def set_events(lang: str) -> None:
    state().events = list(st.session_state[w_events(lang)])


def apply_seen() -> None:
    a = state()
    try:
        seen = parse_tiles(st.session_state.get(W_SEEN, ""))
    except NotationError as err:
        _bad(a, err)
        return
    _commit(a, seen=seen)


def apply_wall() -> None:
    state().wall = int(st.session_state.get(W_WALL, WALL_AFTER_DEAL))


def load_example(lang: str) -> None:
    name = st.session_state.get(w_example(lang))
    if name not in EXAMPLES:
        return
    a = state()
    text, melds, missing = EXAMPLES[name]
    hand = parse_tiles(text)
    if _commit(a, hand=hand, melds=list(melds), missing=missing, seen=[]):
        a.last = hand[-1]


def take_message() -> tuple[str, Text] | None:
    """The message of the last change, once: the next run shows none."""
    a = state()
    message, a.message = a.message, None
    return message


# ---------------------------------------------------------------- what the analyser shows (plain data)
def make_hand(hand: Iterable[int], melds: Iterable[tuple[str, int]], missing: int | None) -> Hand:
    return Hand(counts_of(list(hand)), [Meld(kind, tile) for kind, tile in melds], missing)


def hand_size(hand: Iterable[int], melds: Iterable[tuple[str, int]]) -> int:
    """Tiles, every meld counting three (so 13 is a waiting hand, 14 one to discard from)."""
    return len(list(hand)) + 3 * len(list(melds))


def held_counts(hand: Iterable[int], melds: Iterable[tuple[str, int]], seen: Iterable[int] = ()) -> list[int]:
    counts = counts_of(list(hand) + list(seen))
    for kind, tile in melds:
        counts[tile] += 3 if kind == "pung" else 4
    return counts


def copies_left(hand, melds, seen=()) -> list[int]:
    """Copies of each kind neither in the hand, the melds nor among the seen tiles (the picker)."""
    held = held_counts(hand, melds, seen)
    return [max(0, COPIES - n) for n in held]


def check_parts(hand, melds, missing, seen=()) -> None:
    """NotationError unless the parts make a possible position: at most four copies of a tile, at
    most 14 tiles (kongs counting three), no meld in the missing suit."""
    counts = [0] * KINDS
    for kind, tile in melds:
        counts[tile] += 3 if kind == "pung" else 4
    for k in list(hand) + list(seen):
        counts[k] += 1
    for k in range(KINDS):
        if counts[k] > COPIES:
            raise NotationError(
                f"a fifth copy of {CODE[k]}: the set has only four of each tile (hand, melds and seen tiles)",
                f"quân {CODE[k]} thứ năm: mỗi quân chỉ có bốn bản (trên tay, bộ đã hạ và quân đã thấy)",
                CODE[k],
                None,
                ("sc.setup.tiles",),
            )
    size = hand_size(hand, melds)
    if size > MAX_TILES:
        raise NotationError(
            f"{size} tiles: a hand has at most 14, kongs counting as three",
            f"{size} quân: bài có nhiều nhất 14 quân, kong tính là ba",
            None,
            None,
            ("sc.setup.deal", "sc.win.standard"),
        )
    if len(list(melds)) > 4:
        raise NotationError(
            "at most four melds (four sets and a pair)",
            "nhiều nhất bốn bộ (bốn bộ và một đôi)",
            None,
            None,
            ("sc.win.standard",),
        )
    make_hand(hand, melds, missing).check_missing_melds()


def parse_melds(kind: str, text: str) -> list[tuple[str, int]]:
    """``"5p 777s"`` → [(kind, 5p), (kind, 7s)]: each token one meld (one tile or all of them)."""
    from core.sichuan.hand import parse_meld

    tokens = [tok for tok in text.replace(",", " ").replace(";", " ").split() if tok]
    return [(kind, parse_meld(kind, tok, i).tile) for i, tok in enumerate(tokens, 1)]


def _wait_data(w) -> dict:
    return {
        "tile": w.tile,
        "code": w.code,
        "unseen": w.unseen,
        "chance": w.chance,
        "fan": w.score.fan,
        "base": w.score.base,
        "form": w.score.form,
        "items": [(i.id, i.fan) for i in w.score.items],
    }


def analyse(hand: tuple, melds: tuple, missing: int | None, seen: tuple = (), wall: int = WALL_AFTER_DEAL) -> dict:
    """Everything the analyser shows, as plain data. ``hand`` kinds, ``melds`` (kind, tile) pairs."""
    h = make_hand(hand, melds, missing)
    seen_counts = counts_of(list(seen)) if seen else None
    size = h.size
    out = {"size": size, "holds_missing": h.holds_missing(), "missing_tiles": h.missing_tiles(), "missing": missing}
    rules = ["sc.setup.notation", "sc.missing.declare"]
    if h.holds_missing():
        rules += ["sc.missing.discard_first", "sc.wait.missing", "sc.win.no_missing"]
    if size == 13:
        report = analyse_waits(h, seen_counts, wall)
        best = report.best
        out.update(
            {
                "waits": [_wait_data(w) for w in report.waits],
                "shanten": report.shanten,
                "ready": report.ready,
                "value": {"tile": best.tile, "fan": best.score.fan, "base": best.score.base} if best else None,
                "reason": report.reason,
                "blocked": list(report.blocked),
                "chance_any": report.chance_any,
                "unseen_total": report.unseen_total,
                "draws": report.draws,
                "wall": report.wall,
                "improvers": (
                    [] if report.waits or h.holds_missing() else improving_tiles(h, unseen_counts(h, seen_counts))
                ),
            }
        )
        rules += list(report.rules) + ["sc.end.ready_check"]
    elif size == 14:
        options = analyse_discards(h, seen_counts, wall)
        out["discards"] = [
            {
                "tile": o.tile,
                "code": o.code,
                "shanten": o.shanten,
                "unseen": o.unseen,
                "forced": o.forced,
                "waits": [_wait_data(w) for w in o.waits],
                "improvers": len(o.improvers),
                "best_fan": max((w.score.fan for w in o.waits), default=None),
            }
            for o in options
        ]
        out["shanten"] = min((o.shanten for o in options), default=None)
        out["winning_tiles"] = [k for k in range(KINDS) if h.concealed[k] and score(h.remove(k), k).win]
        rules += ["sc.analysis.discards", "sc.analysis.shanten", "sc.turn.draw_discard", "sc.wait.definition"]
        if out["winning_tiles"]:
            rules += ["sc.win.standard", "sc.win.seven_pairs"]
    out["rules"] = list(dict.fromkeys(rules))
    return out


def win_score(
    hand: tuple, melds: tuple, missing: int | None, win_tile: int, self_draw: bool, events: tuple, opponents: int = 3
) -> dict:
    """Score a win as plain data, or {"error": (text, rules)} for impossible input."""
    h = make_hand(hand, melds, missing)
    try:
        if h.size == 14:
            if not h.concealed[win_tile]:
                raise NotationError(
                    f"the winning tile {CODE[win_tile]} is not in the hand",
                    f"quân ù {CODE[win_tile]} không có trên tay",
                    CODE[win_tile],
                )
            h = h.remove(win_tile)
        result = score(h, win_tile, self_draw, events)
    except NotationError as err:
        return {"error": (err.text, tuple(err.rules))}
    out = {
        "win": result.win,
        "fan": result.fan,
        "fan_total": result.fan_total,
        "base": result.base,
        "form": result.form,
        "grouping": result.grouping(),
        "rules": list(result.rules),
        "reason": result.reason,
        "self_draw": self_draw,
        "events": list(events),
        "items": [
            {
                "id": i.id,
                "count": i.count,
                "fan": i.fan,
                "name": i.name,
                "chinese": FAN_BY_ID[i.id].chinese,
                "rule": i.rule,
            }
            for i in result.items
        ],
    }
    if result.win:
        pay = result.payments()
        payers = {"each_opponent_still_playing": max(1, min(3, opponents))}.get(pay["payer"], 1)
        out["payments"] = {"payer": pay["payer"], "each": pay["each"], "payers": payers, "total": pay["each"] * payers}
        out["rules"] = list(dict.fromkeys(out["rules"] + ["sc.fan.cap", "sc.pay.base"]))
    return out


def assumption(lang: str) -> str:
    return CHANCE_ASSUMPTION[lang]


@st.cache_data(max_entries=512, show_spinner=False)
def analysed(hand: tuple, melds: tuple, missing, seen: tuple, wall: int) -> dict:
    return analyse(hand, melds, missing, seen, wall)


@st.cache_data(max_entries=512, show_spinner=False)
def scored(hand: tuple, melds: tuple, missing, win: int, self_draw: bool, events: tuple, opponents: int) -> dict:
    return win_score(hand, melds, missing, win, self_draw, events, opponents)
