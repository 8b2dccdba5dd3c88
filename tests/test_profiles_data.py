"""Chắn's rule profiles are data (core/chan/profiles.toml), checked when read; a third profile is a
file named by CHAN_PROFILE_FILES, and the engine and the app play it with no code changed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from core.chan.profiles import PROFILES, PROFILES_FILE, ProfileError, load_profiles

ROOT = Path(__file__).resolve().parent.parent
REGIONAL = ROOT / "tests" / "fixtures" / "profiles" / "regional.toml"


def test_the_shipped_profiles_are_read_from_the_data_file():
    assert list(load_profiles(PROFILES_FILE)) == ["cardavia", "traditional"] == list(PROFILES)
    assert PROFILES["cardavia"].value("bon") == (5, 2) and PROFILES["traditional"].value("bon") == (3, 1)
    assert PROFILES["traditional"].display.vi == "truyền thống" and PROFILES["cardavia"].rules == "cardavia"


@pytest.mark.parametrize(
    "change, message",
    [
        (("tom = [4, 1]", "tom = [4]"), r"profile 1 \(cardavia\): values.tom must be \[điểm, dịch\]"),
        (("tom = [4, 1]", "tomm = [4, 1]"), r"profile 1 \(cardavia\): unknown cước id 'tomm'"),
        (('checks = "000"', 'checks = "999"'), r"profile 1 \(cardavia\): checks must be one of 000, 003"),
        (("has_ga = false", 'has_ga = "no"'), r"profile 1 \(cardavia\): has_ga must be true or false"),
        (('name = "traditional"', 'name = "cardavia"'), r"profile 2: the name 'cardavia' is taken"),
        (("has_calling = false\n", ""), r"profile 1: missing field 'has_calling'"),
    ],
)
def test_a_broken_profiles_file_is_refused_naming_the_profile_and_field(tmp_path, change, message):
    old, new = change
    text = PROFILES_FILE.read_text(encoding="utf-8")
    assert old in text
    broken = tmp_path / "profiles.toml"
    broken.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ProfileError, match=message):
        load_profiles(broken)


THIRD_PROFILE_SCRIPT = """
from core.chan.holding import Holding
from core.chan.cards import parse_card
from core.chan.profiles import PROFILES
from core.chan.scoring import score
from tests.test_app_play import play_to_end, shown, start

assert list(PROFILES) == ["cardavia", "traditional", "regional"]
hand = Holding.parse("2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v")
print("score", score(hand, parse_card("3n"), ["chi"], "traditional").total,
      score(hand, parse_card("3n"), ["chi"], "regional").total)
at = start(profile="regional", seed=5)
assert at.session_state["profile"] == "regional"
print("moves", play_to_end(at))
assert not at.exception
print("ended", "Settlement" in shown(at) or "settlement" in shown(at))

from streamlit.testing.v1 import AppTest
from ui.learn.drills import drill_profile
OTHER_PAGES = ("captures", "rules", "learn", "score", "analyser", "statistics", "home")
for path in (f"pages/{name}.py" for name in OTHER_PAGES):
    other = AppTest.from_file(path, default_timeout=60)
    other.session_state["profile"] = "regional"
    other.run()
    assert not other.exception, (path, other.exception)
print("pages", "ok")
print("drill", drill_profile("chan.score", "regional"))
"""


def test_a_third_profile_from_a_data_file_is_played_through_the_app(tmp_path):
    env = {**os.environ, "CHAN_PROFILE_FILES": str(REGIONAL), "CHAN_MATCH_DB": str(tmp_path / "m.sqlite3")}
    env.pop("CHAN_DATABASE_URL", None)
    run = subprocess.run(
        [sys.executable, "-c", THIRD_PROFILE_SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600
    )
    assert run.returncode == 0, run.stderr[-3000:]
    lines = dict(line.split(" ", 1) for line in run.stdout.splitlines() if " " in line)
    assert lines["score"] == "5 6"  # Tôm 4 (traditional) or 5 (regional) + Chì's dịch 1
    assert int(lines["moves"]) > 0
    assert lines["ended"] == "True"
    assert lines["pages"] == "ok"  # the captures page named profiles by catalogue keys only: a KeyError
    assert lines["drill"] == "regional"  # the drills once fell back to cardavia for a profile not in the rulebook
