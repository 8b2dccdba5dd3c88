"""The Capture checker's state (one typed object in `st.session_state["captures"]`) and the callbacks
that change it.

The position itself is what the text fields hold (hand, exposed pairs, the card on offer, where it
came from): widgets whose values persist across page switches, filled by an example or a position
file and edited by hand or by tapping cards (ui/chan/tap_entry.py). ``CapturesState`` holds the rest:
the player's own history in this deal, the message for the page, and the note of a profile switch
an example made. The explanation is ``core.chan.explain`` of that position, cached on its JSON.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html import escape
from pathlib import Path

import streamlit as st

from core.chan.cards import CODE, NotationError, counts_of, parse_card, parse_cards
from core.chan.holding import Holding, parse_exposed
from core.chan.legality import pair_kind
from core.chan.profiles import DEFAULT_PROFILE, PROFILES
from core.common.jsonio import excerpt
from core.common.text import Text

from ..i18n import has, said, t
from ..rules_view import rule_links
from ..uploads import MAX_UPLOAD_MB, upload_bytes
from .cards import card_svg, cards_row_html, group_view
from .inputs import split_pairs
from .profile_names import profile_name, profile_short_name
from .tap_entry import tap_into

KEY = "captures"
POSITIONS = Path(__file__).resolve().parents[2] / "examples" / "positions"
# the position's fields: widgets whose values persist across page switches
C_HAND, C_EXPOSED, C_OFFERED, C_SOURCE, C_OWN_GATE = "cp_hand", "cp_exposed", "cp_offered", "cp_source", "cp_own_gate"
# the new history row's fields, the position file's, the tap target
C_NEW_EVENT, C_NEW_CARD, C_NEW_AVAILABLE, C_NEW_WITH = (
    "_cp_new_event",
    "_cp_new_card",
    "_cp_new_available",
    "_cp_new_with",
)
C_PASTE, C_UPLOAD, C_TAP_TARGET = "_cp_paste", "_cp_upload", "_cp_tap_target"
HISTORY_EVENTS = ("decline", "discard", "capture", "chiu")
HISTORY_ROWS = 12  # history rows drawn with a remove button each; earlier ones are summarised
DEFAULT_EXAMPLE = "cardavia_must_chan"
MARK = {True: ":green[:material/check_circle:]", False: ":red[:material/block:]"}  # legal / not, in Markdown
# where a tapped card goes: (the field, how it is written in); "history" fills the new row and adds it
TAP_TARGETS = {
    "hand": (C_HAND, "cards"),
    "exposed": (C_EXPOSED, "pairs"),
    "offered": (C_OFFERED, "one"),
    "history": (None, "history"),
}


@dataclass
class CapturesState:
    history: list[dict] = field(default_factory=list)  # the player's own events this deal, as in a position file
    message: tuple[str, Text] | None = None  # (st level, the message in every language) for the page to show
    profile_note: tuple[str, str] | None = None  # (profile before, profile now): an example switched it

    def say(self, level: str | None, text: Text | None = None) -> None:
        self.message = (level, text) if level and text is not None else None

    def bad_file(self, error: Text) -> None:
        self.say("error", said("app.cp_bad_file", error=error))


def state() -> CapturesState:
    """The session's Capture checker state (start() has set it up)."""
    return st.session_state[KEY]


def start() -> CapturesState:
    """The page's first call: a new session starts on the default example."""
    ss = st.session_state
    if not isinstance(ss.get(KEY), CapturesState):
        ss[KEY] = CapturesState()
        _fill_position(
            example_positions().get(DEFAULT_EXAMPLE) or {"hand": "", "exposed": [], "offered": None, "history": []}
        )
    ss.setdefault(C_NEW_EVENT, "decline")
    ss.setdefault(C_NEW_AVAILABLE, "chan")
    return ss[KEY]


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
    (the one JSON reader, core.common.jsonio.read_json, through core.chan.explain)."""
    from core.chan.explain import read_position_bytes

    return read_position_bytes(excerpt(name, 80), raw)


def _fill_position(data: dict) -> None:
    s, ss = state(), st.session_state
    ss[C_HAND] = data.get("hand") or ""
    ss[C_EXPOSED] = "; ".join(data.get("exposed") or [])
    ss[C_OFFERED] = data.get("offered") or ""
    ss[C_SOURCE] = data.get("source") or "discard"
    ss[C_OWN_GATE] = bool(data.get("own_gate", False))
    s.history = [dict(e) for e in data.get("history") or []]
    wanted = data.get("profile")
    if wanted in PROFILES and wanted != ss.get("profile", DEFAULT_PROFILE):
        before = ss.get("profile", DEFAULT_PROFILE)
        ss["profile"] = wanted
        s.profile_note = (before, wanted)  # shown on the page: the switch is never silent
    else:
        s.profile_note = None


def undo_profile_switch() -> None:
    """The profile note's button: back to the profile the player had before the example."""
    s = state()
    if s.profile_note:
        st.session_state["profile"] = s.profile_note[0]
    s.profile_note = None


def example_label(name: str, lang: str) -> str:
    """The example's title in the language; its file name when the texts do not know it."""
    return t("app.cp_ex_" + name, lang) if has("app.cp_ex_" + name) else name.replace("_", " ")


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
        state().say(None)
        _fill_position(data)


def _load_checked(data, name: str) -> None:
    from core.chan.explain import load_position

    try:
        load_position(data)
    except NotationError as err:
        state().bad_file(err.text)
        return
    state().say("success", said("app.cp_loaded_file", name=name))
    _fill_position(data)


def load_upload() -> None:
    upload = st.session_state.get(C_UPLOAD)
    if upload is None:
        return
    raw, error = upload_bytes(upload)  # the size first, before the bytes are copied or decoded
    if error:
        state().bad_file(error)
        return
    assert raw is not None  # upload_bytes gives the bytes or an error
    try:
        data = position_from_bytes(str(getattr(upload, "name", "file")), raw)
    except NotationError as err:
        state().bad_file(err.text)
        return
    _load_checked(data, upload.name)


def load_pasted() -> None:
    text = st.session_state.get(C_PASTE, "") or ""
    try:
        data = position_from_bytes("JSON", text.encode("utf-8"))
    except NotationError as err:
        state().bad_file(err.text)
        return
    _load_checked(data, "JSON")


def add_history() -> None:
    from core.chan.explain import MAX_HISTORY

    s, ss = state(), st.session_state
    event = ss.get(C_NEW_EVENT, "decline")
    try:
        if len(s.history) >= MAX_HISTORY:
            raise NotationError(
                f"a player's history in one deal holds at most {MAX_HISTORY} events",
                f"lịch sử của một người trong một ván có nhiều nhất {MAX_HISTORY} sự kiện",
            )
        if event not in HISTORY_EVENTS:
            event = "decline"
        card = CODE[parse_card(ss.get(C_NEW_CARD, "") or "")]
        row = {"event": event, "card": card}
        if event == "decline":
            row["available"] = ss.get(C_NEW_AVAILABLE) if ss.get(C_NEW_AVAILABLE) in ("chan", "ca") else "chan"
        elif event == "capture":
            row["with"] = CODE[parse_card(ss.get(C_NEW_WITH, "") or "")]
            if pair_kind(parse_card(card), parse_card(row["with"])) is None:
                raise NotationError(
                    f"{row['with']} makes neither a chắn nor a cạ with {card}",
                    f"{row['with']} không thành chắn hay cạ với {card}",
                    row["with"],
                )
    except NotationError as err:
        s.say("error", said("app.bad_input", error=err.text))
        return
    s.say(None)
    s.history = s.history + [row]
    ss[C_NEW_CARD] = ""
    ss[C_NEW_WITH] = ""


def remove_history(index: int) -> None:
    s = state()
    s.history = [e for i, e in enumerate(s.history) if i != index]


def clear_history() -> None:
    state().history = []


def tap(face: int) -> None:
    """The picker's callback: the tapped card goes to the chosen field; for the history it fills the
    new row's card (and, for a capture, then the hand card it pairs with) and adds the row."""
    ss = st.session_state
    field_key, mode = TAP_TARGETS[str(ss.get(C_TAP_TARGET) or "hand")]
    if field_key is not None:  # a text field (the history is a list of rows)
        tap_into(field_key, face, mode)
        return
    event = ss.get(C_NEW_EVENT, "decline")
    if event == "capture" and not (ss.get(C_NEW_CARD) or "").strip():
        tap_into(C_NEW_CARD, face, "one")  # the captured card first, then the hand card
        return
    tap_into(C_NEW_WITH if event == "capture" else C_NEW_CARD, face, "one")
    add_history()


def position_data(profile: str) -> dict:
    """The current position in the format of examples/positions/*.json."""
    ss = st.session_state
    offered = (ss.get(C_OFFERED) or "").strip()
    data = {
        "profile": profile,
        "hand": ss.get(C_HAND, ""),
        "exposed": split_pairs(ss.get(C_EXPOSED, "")),
        "offered": offered or None,
    }
    if offered:
        data["source"] = ss.get(C_SOURCE, "discard")
        data["own_gate"] = bool(ss.get(C_OWN_GATE, False))
    data["history"] = [dict(e) for e in state().history]
    return data


@st.cache_data(max_entries=256, show_spinner=False)
def _explain_json(text: str) -> dict:
    """Only successes are cached (an error raises, and st.cache_data keeps no exception): an
    explanation is of 19 or 20 cards and at most 200 history events, so 256 entries stay small."""
    from core.chan.explain import explain_position

    return explain_position(json.loads(text))


def explain(data: dict) -> dict:
    """{"ok": explain_position(data)} or {"error": a Text}; successes cached on the JSON text."""
    from core.chan.explain import load_position

    try:
        load_position(data)  # cheap, and refuses what should not reach the cache
        return {"ok": _explain_json(json.dumps(data, ensure_ascii=False, sort_keys=True))}
    except NotationError as err:
        return {"error": err.text}


def grouping(hand: str, exposed: list[str]) -> list[tuple]:
    """The forced grouping of a checked position's cards, as groups_html wants it."""
    holding = Holding(counts_of(parse_cards(hand)), parse_exposed(exposed))
    return group_view(holding)


def history_summary(events: list[dict], lang: str, limit: int = 40) -> str:
    """Earlier history events in short ("discard 3n, decline 7s, …"), at most `limit` of them."""
    names = {
        "discard": t("app.cp_ev_discard", lang),
        "decline": t("app.cp_ev_decline", lang),
        "capture": t("app.cp_ev_capture", lang),
        "chiu": t("app.cp_ev_chiu", lang),
    }
    words = [f"{names.get(str(e.get('event')), '?')} {e.get('card', '')}".strip() for e in events[:limit]]
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
    cells = []
    for face, caption, allowed in items:
        colour = "#15803d" if allowed else "#b91c1c"
        cells.append(
            '<span style="display:inline-flex;flex-direction:column;align-items:center;gap:2px">'
            f"{card_svg(face, width=width, dim=not allowed, lang=lang)}"
            f'<span style="font-size:12px;font-weight:600;color:{colour}">{escape(caption)}</span></span>'
        )
    return (
        '<div class="chan-cards-row" style="display:flex;flex-wrap:wrap;gap:6px;align-items:flex-start;'
        f'margin:0.25rem 0 0.75rem">{"".join(cells)}</div>'
    )


# ---------------------------------------------------------------------------- the page's sections


def examples_row(lang: str) -> None:
    """One button per example position, named with its profile; the one shown now is highlighted."""
    L, showing = lang, current_example()
    with st.container(horizontal=True):
        for name, example in example_positions().items():
            profile = example.get("profile", "cardavia")
            st.button(
                f"{example_label(name, L)} · {profile_short_name(profile, L)}",
                key=f"_cp_ex_{name}",
                on_click=load_example,
                args=(name,),
                type="primary" if showing == name else "secondary",
                help=t("app.cp_ex_profile", L, profile=profile_name(profile, L)),
            )


def notes(s: CapturesState, lang: str) -> None:
    """The last message, and the profile an example switched to (with the way back)."""
    L = lang
    if s.message:
        level, message = s.message
        getattr(st, level)(message[L])
    if s.profile_note:
        before, now = (profile_name(p, L) for p in s.profile_note)
        with st.container(border=True):
            st.info(t("app.cp_profile_switched", L, now=now, before=before), icon=":material/swap_horiz:")
            st.button(
                t("app.cp_profile_switch_back", L, before=before), key="_cp_profile_back", on_click=undo_profile_switch
            )


def history_panel(s: CapturesState, lang: str) -> None:
    """The player's own moves this deal: a row each (the earlier ones of a long history in one line),
    each with a remove button, and a form for the next row."""
    L, events = lang, s.history
    if not events:
        st.markdown(f"*{t('app.cp_history_empty', L)}*")
    shown = max(0, len(events) - HISTORY_ROWS)
    if shown:
        st.caption(t("app.cp_history_earlier", L, n=shown, moves=history_summary(events[:shown], L)))
    for i, event in enumerate(events[shown:], start=shown):
        row, remove = st.columns([6, 1], vertical_alignment="center")
        row.markdown(f"{i + 1}. {history_label(event, L)}")
        remove.button(
            "",
            icon=":material/close:",
            key=f"_cp_rm_{i}",
            on_click=remove_history,
            args=(i,),
            help=t("app.cp_remove_row", L),
        )
    with st.container(border=True):
        kind_col, card_col, other_col = st.columns(3)
        kind = kind_col.selectbox(
            t("app.cp_event", L), HISTORY_EVENTS, key=C_NEW_EVENT, format_func=lambda e: t("app.cp_ev_" + e, L)
        )
        card_col.text_input(t("app.cp_event_card", L), key=C_NEW_CARD, placeholder="7s")
        if kind == "decline":
            other_col.selectbox(
                t("app.cp_available", L),
                ("chan", "ca"),
                key=C_NEW_AVAILABLE,
                format_func=lambda k: t("app.kind_" + k, L),
            )
        elif kind == "capture":
            other_col.text_input(t("app.cp_with", L), key=C_NEW_WITH, placeholder="7v")
        with st.container(horizontal=True):
            st.button(
                t("app.cp_add_row", L), key="_cp_add", on_click=add_history, icon=":material/add:", type="primary"
            )
            st.button(
                t("app.cp_clear_history", L),
                key="_cp_clear_history",
                on_click=clear_history,
                icon=":material/delete:",
                disabled=not events,
            )


def file_panel(data: dict, lang: str) -> None:
    """Load a position file (upload or paste), or download the position shown as one."""
    L = lang
    st.caption(t("app.cp_file_intro", L))
    upload_col, paste_col = st.columns(2)
    upload_col.file_uploader(
        t("app.cp_upload", L), type=["json"], key=C_UPLOAD, on_change=load_upload, max_upload_size=MAX_UPLOAD_MB
    )
    paste_col.text_area(t("app.cp_paste", L), key=C_PASTE, height=120, placeholder='{"profile": "cardavia", …}')
    paste_col.button(t("app.cp_load_pasted", L), key="_cp_load_pasted", on_click=load_pasted, icon=":material/upload:")
    st.download_button(
        t("app.cp_download", L),
        json.dumps(data, ensure_ascii=False, indent=2),
        file_name="position.json",
        mime="application/json",
        icon=":material/download:",
        on_click="ignore",
    )


def _errors_caption(item: dict, lang: str) -> None:
    if item["errors"]:
        st.caption(
            t(
                "app.cp_errors",
                lang,
                errors=", ".join(e.removeprefix("error.") for e in item["errors"]),
                groups=", ".join(item["groups"]),
            )
        )


def options_answer(result: dict, lang: str) -> None:
    """A card on offer: every option (capture, chíu, win, pass), legal or not, with why and the rules."""
    L = lang
    legal = [o for o in result["options"] if o["legal"]]
    st.markdown(t("app.cp_summary_options", L, card=result["offered"], n=len(legal), total=len(result["options"])))
    columns = st.columns(2, gap="medium")
    for i, option in enumerate(result["options"]):
        with columns[i % 2].container(border=True):
            st.markdown(f"##### {MARK[option['legal']]} {option_title(option, result['offered'], L)}")
            st.markdown(Text(option["explanation"], option["explanation_vi"])[L])
            _errors_caption(option, L)
            st.markdown(t("app.rules_cited", L, rules=rule_links(option["rules"], L)))
            then = option.get("then_discards")
            if then:
                st.markdown(t("app.cp_then_discard", L))
                st.markdown(
                    cards_row_html([parse_card(d["card"]) for d in then], width=30, lang=L), unsafe_allow_html=True
                )
            elif then is not None:
                st.markdown(t("app.cp_then_none", L))


def discards_answer(result: dict, lang: str) -> None:
    """No card on offer: every discard, the allowed ones beside the refused ones, with why and the rules."""
    L, discards = lang, result["discards"]
    legal = [d for d in discards if d["legal"]]
    st.markdown(t("app.cp_summary_discards", L, n=len(legal), total=len(discards)))
    st.markdown(
        cards_strip_html(
            [(parse_card(d["card"]), ("✓ " if d["legal"] else "✗ ") + d["card"], d["legal"]) for d in discards], L
        ),
        unsafe_allow_html=True,
    )
    if "note" in result:
        st.info(
            Text(result["note"]["explanation"], result["note"]["explanation_vi"])[L]
            + "  \n"
            + t("app.rules_cited", L, rules=rule_links(result["note"]["rules"], L))
        )
    allowed, refused = st.columns(2, gap="medium")
    for column, group, title in (
        (allowed, legal, "app.cp_allowed"),
        (refused, [d for d in discards if not d["legal"]], "app.cp_refused"),
    ):
        with column:
            st.markdown(f"**{t(title, L)}**")
            for d in group:
                with st.container(border=True):
                    why = Text(d["explanation"], d["explanation_vi"])[L]
                    st.markdown(f"{MARK[d['legal']]} **{d['card']}** — {why}")
                    _errors_caption(d, L)
                    st.markdown(t("app.rules_cited", L, rules=rule_links(d["rules"], L)))
            if not group:
                st.caption("—")
