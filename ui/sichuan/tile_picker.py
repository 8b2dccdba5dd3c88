"""Clickable Sichuan tiles, built on Streamlit custom components v2 (like ``ui.picker``).

Two layouts of one component (inline HTML/CSS/JS, no build step, no iframe):

* ``tile_picker``: the 27 tile kinds in a grid, a row per suit (characters, dots, bamboo), each
  with a bubble showing the copies left; a kind with no copies left is dimmed and disabled, so a
  fifth copy can never be picked.
* ``hand_picker``: a player's concealed tiles in a row (the tile just drawn set apart); only the
  tiles that may be played now are enabled (say, the missing suit first).

Each tile is a ``<button>`` (keyboard reachable, with an ``aria-label``) holding the tile's SVG.
A click calls ``setTriggerValue("pick", kind)`` in the browser, which reruns the script; on that
run the picker returns the kind, and on the next run ``None`` again (a trigger, not a state).
The value from the browser is not trusted: it must be a kind that can be picked now.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from html import escape

import streamlit as st
import streamlit.components.v2 as components_v2

from core.sichuan.tiles import CODE, KINDS

from .tiles import tile_label, tile_svg

__all__ = ["tile_picker", "hand_picker", "picker_grid_html", "hand_row_html", "PICK_EVENT"]

PICK_EVENT = "pick"

_HTML = '<div class="sc-picker-wrap"><p class="hint"></p><div class="sc-picker" role="group"></div></div>'

_CSS = """
.sc-picker-wrap { font-family: var(--st-font, sans-serif); color: var(--st-text-color, inherit); }
.hint { margin: 0 0 6px; font-size: 0.85rem; opacity: 0.75; }
.hint:empty { display: none; }
.sc-picker.grid {
  display: grid;
  grid-template-columns: repeat(9, minmax(0, var(--tile-w, 40px)));
  gap: 6px 4px;
  align-items: start;
}
.sc-picker.row { display: flex; flex-wrap: wrap; gap: 3px; align-items: flex-end; }
.sc-picker .drawn { margin-left: 14px; }
.sc-picker button {
  all: unset;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  width: var(--tile-w, 40px);
  border-radius: 8px;
  cursor: pointer;
  transition: transform 0.08s ease-out;
}
.sc-picker.grid button { width: 100%; }
.sc-picker button svg { display: block; width: 100%; height: auto; }
.sc-picker button .code { font-size: 11px; line-height: 1.1; opacity: 0.8; margin-top: 1px; }
.sc-picker button:hover:not(:disabled) { transform: translateY(-4px); }
.sc-picker button:active:not(:disabled) { transform: translateY(0); }
.sc-picker button:focus-visible { outline: 3px solid var(--st-primary-color, #2563eb); outline-offset: 1px; }
.sc-picker button:disabled { cursor: not-allowed; }
.sc-picker button:disabled .code { opacity: 0.4; }
.sc-picker.idle button:disabled { cursor: default; }
.sc-picker.idle button:disabled .code { opacity: 0.8; }
.sc-picker.row { padding-top: 12px; }
.sc-picker button.picked { transform: translateY(-12px); }
.sc-picker button.picked:hover:not(:disabled) { transform: translateY(-12px); }
.sc-picker button.picked .code { font-weight: 700; opacity: 1; }
"""

# Called on every render with that run's data. The tiles are rebuilt only when their HTML
# changed, and keyboard focus is put back on the same tile.
_JS = """
export default function (component) {
  const { data, parentElement, setTriggerValue } = component;
  const root = parentElement.querySelector(".sc-picker");
  if (!root || !data) return;
  parentElement.querySelector(".hint").textContent = data.hint || "";
  root.setAttribute("aria-label", data.label);
  root.className = "sc-picker " + data.layout;
  root.style.setProperty("--tile-w", data.width + "px");
  if (root.__scHtml !== data.html) {
    const active = parentElement.activeElement || document.activeElement;
    const focused = active && root.contains(active) ? active.dataset.tile : null;
    root.innerHTML = data.html;
    root.__scHtml = data.html;
    if (focused != null) {
      const same = root.querySelector(`button[data-tile="${focused}"]:not(:disabled)`);
      (same || root.querySelector("button:not(:disabled)"))?.focus();
    }
  }
  root.onclick = (event) => {
    const button = event.target.closest("button[data-tile]");
    if (!button || button.disabled || !root.contains(button)) return;
    setTriggerValue("pick", Number(button.dataset.tile));
  };
}
"""

_COMPONENT = components_v2.component("sichuan_tile_picker", html=_HTML, css=_CSS, js=_JS)

_TEXT = {
    "en": {
        "label": "Pick a tile",
        "hint": "Tap a tile to add it. The bubble shows how many copies are left.",
        "left": "{n} left",
        "none": "none left",
        "hand": "Your tiles",
        "play": "tap to discard",
        "locked": "cannot be discarded now",
        "drawn": "just drawn",
    },
    "vi": {
        "label": "Chọn một quân",
        "hint": "Chạm vào một quân để thêm. Số trên quân là số bản còn lại.",
        "left": "còn {n}",
        "none": "hết quân",
        "hand": "Bài của bạn",
        "play": "chạm để đánh",
        "locked": "lúc này không đánh được",
        "drawn": "vừa bốc",
    },
}


def _text(lang: str) -> dict:
    return _TEXT.get(lang, _TEXT["en"])


def _counts(copies_left: Sequence[int]) -> tuple[int, ...]:
    counts = tuple(copies_left)
    if len(counts) != KINDS:
        raise ValueError(f"copies_left needs {KINDS} counts, got {len(counts)}")
    for kind, n in enumerate(counts):
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 4:
            raise ValueError(f"copies_left[{kind}] must be an int 0..4, got {n!r}")
    return counts


def _button(kind: int, svg: str, label: str, enabled: bool, extra_class: str = "") -> str:
    disabled = "" if enabled else ' disabled="disabled" aria-disabled="true"'
    cls = f"tile {extra_class}".strip()
    return (
        f'<button type="button" class="{cls}" data-tile="{kind}" data-code="{CODE[kind]}" '
        f'aria-label="{escape(label)}" title="{escape(label)}"{disabled}>{svg}'
        f'<span class="code">{CODE[kind]}</span></button>'
    )


def picker_grid_html(copies_left: Sequence[int], *, lang: str = "en", width: int = 40) -> str:
    """The grid's buttons as HTML (what the component shows; also handy for tests)."""
    counts = _counts(copies_left)
    text = _text(lang)
    buttons = []
    for kind in range(KINDS):
        n = counts[kind]
        label = f"{tile_label(kind, lang)}, " + (text["left"].format(n=n) if n else text["none"])
        svg = tile_svg(kind, width=width, dim=n == 0, lang=lang, badge=str(n))
        buttons.append(_button(kind, svg, label, n > 0))
    return "".join(buttons)


def hand_row_html(
    tiles: Iterable[int],
    playable: Iterable[int],
    *,
    lang: str = "en",
    width: int = 44,
    drawn: int | None = None,
    highlight: int | None = None,
    selected: int | None = None,
    idle: bool = False,
    dim: Iterable[int] = (),
) -> str:
    """A hand's tiles as buttons: ``tiles`` in order, then the ``drawn`` one set apart. Tiles whose
    kind is not in ``playable`` are dimmed and disabled; ``highlight`` rings one kind (a hint);
    ``selected`` raises and rings one kind (a discard waiting for its confirmation; the drawn tile
    when it is that kind). ``idle``: nothing may be played now (not our turn): every tile is disabled
    but shown plainly, except the kinds in ``dim``."""
    text = _text(lang)
    playable = set() if idle else set(playable)
    dim = set(dim)
    rows = [(k, "") for k in tiles] + ([(drawn, "drawn")] if drawn is not None else [])
    buttons = []
    ring_at = next((i for i, (k, _) in enumerate(rows) if k == highlight), None)
    pick_at = next((i for i, (k, _) in reversed(list(enumerate(rows))) if k == selected), None)
    for i, (kind, cls) in enumerate(rows):
        ok = kind in playable
        note = text["drawn"] + ", " if cls else ""
        state = text["play"] if ok else ("" if idle else text["locked"])
        label = f"{tile_label(kind, lang)}" + (f", {note}{state}" if note or state else "")
        label = label.rstrip(", ")
        faded = kind in dim if idle else not ok
        svg = tile_svg(kind, width=width, lang=lang, dim=faded, selected=i in (ring_at, pick_at))
        buttons.append(_button(kind, svg, label, ok, f"{cls} picked".strip() if i == pick_at else cls))
    return "".join(buttons)


def _valid_pick(value: object, allowed: Callable[[int], bool]) -> int | None:
    """The picked kind if it is a real kind that may be picked now (the browser is not trusted)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if isinstance(value, float) and not (math.isfinite(value) and value.is_integer()):
        return None  # Infinity and NaN from a hand-written message, or 2.5
    kind = int(value)
    return kind if 0 <= kind < KINDS and allowed(kind) else None


def _mount(
    key: str, html: str, layout: str, label: str, hint: str, width: int, allowed, on_pick: Callable[[int], None] | None
) -> int | None:
    def _on_pick_change() -> None:
        if on_pick is None:
            return
        state = st.session_state.get(key)
        kind = _valid_pick(getattr(state, "get", lambda _: None)(PICK_EVENT), allowed)
        if kind is not None:
            on_pick(kind)

    result = _COMPONENT(
        key=key,
        data={"html": html, "layout": layout, "label": label, "hint": hint, "width": width},
        on_pick_change=_on_pick_change,
    )
    return _valid_pick(result.get(PICK_EVENT), allowed)


def tile_picker(
    key: str,
    *,
    copies_left: Sequence[int],
    lang: str = "en",
    width: int = 40,
    on_pick: Callable[[int], None] | None = None,
    hint: str | None = None,
) -> int | None:
    """Show the 27 tile kinds and return the kind clicked on this run, else None.

    ``copies_left`` holds 27 counts (index = kind, 0..4); kinds at 0 are dimmed and cannot be
    picked. ``on_pick(kind)``, if given, runs as a widget callback before the script reruns.
    """
    counts = _counts(copies_left)
    text = _text(lang)
    return _mount(
        key,
        picker_grid_html(counts, lang=lang, width=width),
        "grid",
        text["label"],
        text["hint"] if hint is None else hint,
        width,
        lambda k: counts[k] > 0,
        on_pick,
    )


def hand_picker(
    key: str,
    *,
    tiles: Sequence[int],
    playable: Iterable[int],
    lang: str = "en",
    width: int = 44,
    drawn: int | None = None,
    highlight: int | None = None,
    selected: int | None = None,
    idle: bool = False,
    dim: Iterable[int] = (),
    on_pick: Callable[[int], None] | None = None,
    hint: str = "",
) -> int | None:
    """Show a hand as clickable tiles and return the kind clicked on this run, else None. (With
    ``idle`` the same row, all disabled: the hand keeps its place and height between turns.)"""
    allowed_kinds = set() if idle else set(playable)
    text = _text(lang)
    html = hand_row_html(
        tiles,
        allowed_kinds,
        lang=lang,
        width=width,
        drawn=drawn,
        highlight=highlight,
        selected=selected,
        idle=idle,
        dim=dim,
    )
    return _mount(
        key, html, "row idle" if idle else "row", text["hand"], hint, width, allowed_kinds.__contains__, on_pick
    )
