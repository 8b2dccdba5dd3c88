"""A monkey on every page: random widgets get random and hostile values (garbage and huge text,
extreme and non-finite numbers, any option), with a fixed seed; no step may raise, and the page must
still render its title afterwards.

    MONKEY_STEPS=2000 python -m pytest tests/test_app_monkey.py   # a longer run for release checks
    MONKEY_SEED=7 ...                                              # another sequence

Option widgets (radio, selectbox, multiselect, pills) are sent any of their option strings, as a
browser would; number inputs also get values outside their bounds and NaN/Infinity, as a
hand-written websocket message could.
"""

import math
import os
import random
import time
from pathlib import Path

import pytest
from streamlit.proto.WidgetStates_pb2 import WidgetState
from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parent.parent
PAGES = sorted(p.name for p in (ROOT / "pages").glob("*.py"))
STEPS = int(os.environ.get("MONKEY_STEPS", "0") or 0)  # 0: each page's default below
SEED = int(os.environ.get("MONKEY_SEED", "16") or 16)
# steps per page by default: a few hundred where a rerun is quick, fewer where one plays AI moves
DEFAULT_STEPS = {
    "play.py": 80,
    "sichuan_play.py": 120,
    "statistics.py": 8,
    "sichuan_analyser.py": 100,
    "analyser.py": 150,
    "captures.py": 150,
}  # a rerun there simulates deals
PER_PAGE = 200

TEXTS = [
    "",
    " ",
    "xx",
    "2v 2v 3s",
    "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v",
    "1112345678999p",
    "123m456p789s1p1p",
    "5v",
    "cc",
    "nhị vạn, chi chi",
    "0z",
    "2v\n3v",
    "\x00",
    "²",
    "١٢٣",
    "🀄" * 10,
    "'; DROP TABLE",
    "<script>alert(1)</script>",
    '{"profile": "cardavia"}',
    "[" * 500,
    "9" * 5000,
    "2v " * 2000,
    "x" * 200_000,
    "-1",
    "1e999",
    "NaN",
    "Infinity",
]
NUMBERS = [0, 1, -1, 23, 100, 101, 10**30, -(10**30), 1e308, -1e308, 0.5, math.nan, math.inf, -math.inf]


def _strings(widget) -> list[str]:
    out = []
    for option in getattr(widget, "options", None) or []:
        out.append(option if isinstance(option, str) else getattr(option, "content", str(option)))
    return out


def _send(widget, strings: list[str], array: bool) -> None:
    """Make the widget report these option strings, as the browser would send them."""
    base = type(widget)

    class Raw(base):
        @property
        def _widget_state(self):
            ws = WidgetState()
            ws.id = self.id
            if array:
                ws.string_array_value.data[:] = strings
            else:
                ws.string_value = strings[0]
            return ws

    Raw.__name__ = base.__name__
    widget.__class__ = Raw


def _number(rng: random.Random, widget):
    proto = widget.proto
    if rng.random() < 0.6 and proto.has_min and proto.has_max:
        low, high = proto.min, proto.max
        value = rng.uniform(low, high)
    else:
        value = rng.choice(NUMBERS)
    if proto.data_type == proto.INT:
        # Streamlit's own int deserializer fails on NaN/Infinity before any app code runs (its bug,
        # not the app's), so int inputs get finite values, in and out of their bounds
        value = (
            int(value)
            if isinstance(value, float) and math.isfinite(value)
            else (value if isinstance(value, int) else rng.choice([-1, 0, 10**6]))
        )
    return value


def poke(rng: random.Random, at: AppTest) -> str:
    """One random action on one random widget; returns what it did (for the failure message)."""
    candidates = []
    for kind in (
        "button",
        "text_input",
        "text_area",
        "number_input",
        "checkbox",
        "toggle",
        "radio",
        "selectbox",
        "multiselect",
        "slider",
        "button_group",
    ):
        try:
            candidates += [(kind, w) for w in getattr(at, kind) if not getattr(w, "disabled", False)]
        except (AttributeError, KeyError):
            continue
    if not candidates:
        at.run()
        return "rerun"
    kind, w = rng.choice(candidates)
    key = getattr(w, "key", None) or getattr(w, "label", "")
    if kind == "button":
        w.click()
        return f"click {key}"
    if kind in ("text_input", "text_area"):
        text = rng.choice(TEXTS)
        w.input(text) if kind == "text_input" and rng.random() < 0.5 else w.set_value(text)
        return f"{kind} {key} = {text[:30]!r}"
    if kind == "number_input":
        value = _number(rng, w)
        w.set_value(value)
        return f"number {key} = {value!r}"
    if kind in ("checkbox", "toggle"):
        w.set_value(not w.value)
        return f"{kind} {key}"
    if kind == "slider":
        proto = w.proto
        value = rng.choice([proto.min, proto.max, rng.uniform(proto.min, proto.max)])
        if proto.data_type == proto.INT:
            value = int(value)
        w.set_value(value)
        return f"slider {key} = {value!r}"
    strings = _strings(w)
    if not strings:
        at.run()
        return f"{kind} {key} (no options)"
    if kind in ("radio", "selectbox"):
        choice = [rng.choice(strings)]
        _send(w, choice, array=False)
    else:
        choice = rng.sample(strings, rng.randint(0, min(3, len(strings))))
        _send(w, choice, array=True)
    return f"{kind} {key} = {choice!r}"


def title_of(at: AppTest) -> str:
    return " ".join(t.value for t in at.title)


@pytest.mark.parametrize("page", PAGES)
def test_monkey(page):
    rng = random.Random(f"{SEED}:{page}")
    steps = STEPS or DEFAULT_STEPS.get(page, PER_PAGE)
    at = AppTest.from_file(str(ROOT / "pages" / page), default_timeout=120)
    at.session_state["lang"] = rng.choice(["en", "vi"])
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    title = title_of(at)
    assert title
    done, start = [], time.perf_counter()
    for _ in range(steps):
        try:
            what = poke(rng, at)
        except (ValueError, TypeError, KeyError, IndexError, AssertionError) as err:
            # AppTest itself refused to build that input (not the app): note it and go on
            done.append(f"(AppTest refused: {type(err).__name__})")
            at.run()
            continue
        done.append(what)
        at.run()
        assert not at.exception, (page, done[-8:], [e.value for e in at.exception][:1])
        assert title_of(at), (page, done[-8:])
    at.run()
    assert not at.exception and title_of(at) == title or title_of(at), (page, done[-8:])
    print(f"{page}: {steps} steps in {time.perf_counter() - start:.1f} s")
