"""A clickable grid of the 25 Chắn faces, built on Streamlit custom components v2.

The grid is a ``st.components.v2`` component: inline HTML/CSS/JS, no build step, no iframe.
Each face is a ``<button>`` (keyboard reachable, with an ``aria-label``) holding the card's SVG
and a bubble with the copies left; a face with no copies left is dimmed and disabled. A click
calls ``setTriggerValue("pick", face)`` in the browser, which reruns the script; on that run
``card_picker`` returns the face, and on the next run ``None`` again (a trigger, not a state).

Usage::

    face = card_picker("seen_picker", copies_left=left)
    if face is not None:
        ...

or with a callback, which runs before the script, like any widget callback::

    card_picker("seen_picker", copies_left=left, on_pick=lambda face: seen.append(face))
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from html import escape

import streamlit as st
import streamlit.components.v2 as components_v2

from core.chan.cards import CC, FACE, FACES, face_of

from .cards import card_svg

__all__ = ["card_picker", "picker_grid_html", "PICK_EVENT"]

PICK_EVENT = "pick"  # trigger name: the result's attribute and st.session_state[key][PICK_EVENT]

_HTML = '<div class="chan-picker-wrap"><p class="hint"></p><div class="chan-picker" role="group"></div></div>'

_CSS = """
.chan-picker-wrap { font-family: var(--st-font, sans-serif); color: var(--st-text-color, inherit); }
.hint { margin: 0 0 6px; font-size: 0.85rem; opacity: 0.75; }
.chan-picker {
  display: grid;
  grid-template-columns: repeat(8, minmax(0, var(--card-w, 40px)));
  gap: 6px 4px;
  align-items: start;
}
.chan-picker button {
  all: unset;
  box-sizing: border-box;
  display: block;
  width: 100%;
  border-radius: 8px;
  cursor: pointer;
  transition: transform 0.08s ease-out;
}
.chan-picker button svg { display: block; width: 100%; height: auto; }
.chan-picker button:hover:not(:disabled) { transform: translateY(-3px); }
.chan-picker button:active:not(:disabled) { transform: translateY(0); }
.chan-picker button:focus-visible {
  outline: 3px solid var(--st-primary-color, #2563eb);
  outline-offset: 1px;
}
.chan-picker button:disabled { cursor: not-allowed; }
.chan-picker button.cc { grid-column: 1; }
"""

# Called by Streamlit on every render of the component with that run's data. The grid is
# rebuilt only when its HTML changed, and keyboard focus is put back on the same face.
_JS = """
export default function (component) {
  const { data, parentElement, setTriggerValue } = component;
  const root = parentElement.querySelector(".chan-picker");
  if (!root || !data) return;
  parentElement.querySelector(".hint").textContent = data.hint;
  root.setAttribute("aria-label", data.label);
  root.style.setProperty("--card-w", data.width + "px");
  if (root.__chanHtml !== data.html) {
    const active = parentElement.activeElement || document.activeElement;
    const focused = active && root.contains(active) ? active.dataset.face : null;
    root.innerHTML = data.html;
    root.__chanHtml = data.html;
    if (focused != null) {
      const same = root.querySelector(`button[data-face="${focused}"]:not(:disabled)`);
      (same || root.querySelector("button:not(:disabled)"))?.focus();
    }
  }
  root.onclick = (event) => {
    const button = event.target.closest("button[data-face]");
    if (!button || button.disabled || !root.contains(button)) return;
    setTriggerValue("pick", Number(button.dataset.face));
  };
}
"""

_COMPONENT = components_v2.component("chan_card_picker", html=_HTML, css=_CSS, js=_JS)

# grid order: a row per suit (Vạn, Sách, Văn), ranks 2..9 across, then Chi chi on its own row
_GRID_ORDER = tuple(face_of(rank, suit) for suit in range(3) for rank in range(2, 10)) + (CC,)

_TEXT = {
    "en": {
        "label": "Pick a card",
        "hint": "Tap a card to pick it. The bubble shows how many copies are left.",
        "left": "{n} left",
        "none": "none left",
    },
    "vi": {
        "label": "Chọn một lá",
        "hint": "Chạm vào một lá để chọn. Số trên lá là số lá còn lại.",
        "left": "còn {n} lá",
        "none": "hết lá",
    },
}


def _counts(copies_left: Sequence[int]) -> tuple[int, ...]:
    counts = tuple(copies_left)
    if len(counts) != FACES:
        raise ValueError(f"copies_left needs {FACES} counts, got {len(counts)}")
    for face, n in enumerate(counts):
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(f"copies_left[{face}] must be a non-negative int, got {n!r}")
    return counts


def picker_grid_html(copies_left: Sequence[int], *, lang: str = "en", width: int = 40) -> str:
    """The grid's buttons as HTML (what the component shows; also handy for tests)."""
    counts = _counts(copies_left)
    text = _TEXT.get(lang, _TEXT["en"])
    buttons = []
    for face in _GRID_ORDER:
        n = counts[face]
        name = FACE[face].name[lang]
        label = f"{name} ({FACE[face].code}), " + (text["left"].format(n=n) if n else text["none"])
        svg = card_svg(face, width=width, dim=n == 0, lang=lang, badge=str(n))
        disabled = ' disabled="disabled" aria-disabled="true"' if n == 0 else ""
        buttons.append(
            f'<button type="button" class="{"cc" if face == CC else "face"}" data-face="{face}" '
            f'aria-label="{escape(label)}" title="{escape(label)}"{disabled}>{svg}</button>'
        )
    return "".join(buttons)


def _valid_pick(value: object, counts: Sequence[int]) -> int | None:
    """The picked face if it is a real face with copies left (the browser is not trusted)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if isinstance(value, float) and not (math.isfinite(value) and value.is_integer()):
        return None  # Infinity and NaN from a hand-written message, or 2.5
    face = int(value)
    return face if 0 <= face < FACES and counts[face] > 0 else None


def card_picker(
    key: str,
    *,
    copies_left: Sequence[int],
    lang: str = "en",
    width: int = 40,
    on_pick: Callable[[int], None] | None = None,
) -> int | None:
    """Show the 25 faces and return the face clicked on this run, else None.

    ``copies_left`` holds 25 counts (index = face); faces at 0 are dimmed and cannot be picked.
    ``width`` is the width of one card in pixels (cards shrink on narrow screens).
    ``on_pick(face)``, if given, runs as a widget callback before the script reruns, so counts
    changed there already show in this run's grid (changing them after this call shows only on
    the next run). Inside any callback the raw trigger is also at
    ``st.session_state[key]["pick"]``.
    """
    counts = _counts(copies_left)
    text = _TEXT.get(lang, _TEXT["en"])

    def _on_pick_change() -> None:
        if on_pick is None:
            return
        state = st.session_state.get(key)
        face = _valid_pick(getattr(state, "get", lambda _: None)(PICK_EVENT), counts)
        if face is not None:
            on_pick(face)

    result = _COMPONENT(
        key=key,
        data={
            "html": picker_grid_html(counts, lang=lang, width=width),
            "label": text["label"],
            "hint": text["hint"],
            "width": width,
        },
        on_pick_change=_on_pick_change,
    )
    return _valid_pick(result.get(PICK_EVENT), counts)
