"""Strategies shared by the fuzz tests (tests/test_fuzz_*.py): hostile text, JSON values, argv lists."""

from __future__ import annotations

import contextlib
import io
import os

from hypothesis import strategies as st

FUZZ_SCALE = max(1, int(os.environ.get("FUZZ_SCALE", "1") or 1))  # FUZZ_SCALE=20: twenty times the examples


def examples(n: int) -> int:
    """A test's number of examples: `n` in CI, `n × FUZZ_SCALE` for a longer hunt."""
    return n * FUZZ_SCALE


CHAN_WORDS = ["2v", "3s", "7n", "cc", "9v", "8s", "nhị", "vạn", "chi", "sách", "văn", "xx", "10v", "2V", "CC"]
SICHUAN_WORDS = ["1m", "5p", "9s", "123m", "456p", "789s", "0m", "1z", "m", "p", "s", "11", "1112345678999p"]
JUNK = [
    "",
    " ",
    ",",
    ";",
    "\n",
    "\t",
    "\x00",
    "\u200b",
    "²",
    "١",
    "—",
    "'",
    '"',
    "{",
    "}",
    "[",
    "]",
    "\\",
    "-",
    "--",
    "-h",
    "=",
    "∞",
    "NaN",
    "Infinity",
    "1e999",
    "9" * 60,
    "🀄",
    "é",
    "\ud7ff",
]


def words(vocabulary: list[str]) -> st.SearchStrategy[str]:
    """Text made of the notation's own words and hostile junk, joined by spaces or nothing."""
    token = st.sampled_from(vocabulary + JUNK) | st.text(max_size=6)
    return st.lists(token, max_size=24).flatmap(
        lambda parts: st.sampled_from([" ", "", ","]).map(lambda sep: sep.join(parts))
    )


def hostile_text(vocabulary: list[str]) -> st.SearchStrategy[str]:
    return words(vocabulary) | st.text(max_size=40) | st.sampled_from(["x" * 20_000, "2v " * 3000, "\n" * 50])


SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=-5, max_value=30)
    | st.floats(allow_nan=False)
    | st.text(max_size=12)
    | st.sampled_from(["2v", "cc", "1m", "discard", "pass"])
)
JSON = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=20,
)


def run_main(main, argv: list[str]) -> tuple[int, str, str]:
    """Call a CLI's main in this process: (exit code, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exit_:  # argparse's --help
            code = exit_.code if isinstance(exit_.code, int) else 2
    return code, out.getvalue(), err.getvalue()


def check_cli_result(code: int, stderr: str, allowed=(0, 1, 2)) -> None:
    assert code in allowed, (code, stderr[-300:])
    assert "Traceback" not in stderr
    assert len(stderr.splitlines()) <= 1, stderr[-300:]
    if code == 2 and stderr:
        assert stderr.startswith("error: ") or stderr.startswith("usage: ")
