"""The pinned CLI: `python -m core.chan waits|score`, its JSON keys and exit codes."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from test_chan_scoring import BACH_THU_CHI, PLAIN, U_RONG

ROOT = Path(__file__).resolve().parent.parent


def cli(*args):
    return subprocess.run(
        [sys.executable, "-m", "core.chan", *args], cwd=ROOT, capture_output=True, text=True, timeout=60
    )


def test_waits_json():
    out = cli("waits", U_RONG, "--json")
    assert out.returncode == 0
    data = json.loads(out.stdout)
    assert [(w["card"], w["kind"], w["bach_thu"]) for w in data["waits"]] == [
        ("3v", "chan", False),
        ("3s", "ca", False),
        ("3n", "ca", False),
    ]
    assert data["waits"][0]["unseen"] == 3 and 0 < data["waits"][0]["chance"] < 1
    assert data["chan"] == 6 and data["ca"] == 3 and data["bach_thu"] == {"waiting": False, "card": None}
    assert "win.u_rong" in data["rules"]


def test_waits_with_exposed_and_profile_readable():
    hand = "2v 2v 3s 3s 4n 4n 6s 6s 8v 8s 9v 9n 2s 2n 3v 3n 7n"
    out = cli("waits", hand, "--exposed", "5v 5v", "--profile", "traditional")
    assert out.returncode == 0
    assert "Bạch thủ: waiting on 7n" in out.stdout and "exposed 5v 5v" in out.stdout


def test_waits_twenty_cards_lists_discards():
    data = json.loads(cli("waits", U_RONG + " cc", "--json").stdout)
    assert data["discards"][0]["card"] == "cc" and len(data["discards"][0]["waits"]) == 3


def test_score_json_worked_example():
    out = cli(
        "score",
        BACH_THU_CHI,
        "--win",
        "cc",
        "--event",
        "chi",
        "--profile",
        "traditional",
        "--ga",
        "tam_do",
        "--ga",
        "bach_thu_chi",
        "--ga",
        "chi_bach_thu",
        "--json",
    )
    assert out.returncode == 0
    data = json.loads(out.stdout)
    assert data["win"] is True and data["total"] == 31 and data["main"] == "tam_do"
    got = {i["id"]: (i["count"], i["points"], i["dich"]) for i in data["items"]}
    assert got["leo"] == (2, 5, 2) and got["ga"] == (3, 5, 0)


def test_score_readable_and_thien_u():
    out = cli("score", PLAIN + " 7v", "--event", "thien_u")
    assert out.returncode == 0 and "Total: 3" in out.stdout


def test_score_not_a_win_exits_1():
    out = cli("score", PLAIN, "--win", "9s", "--json")
    assert out.returncode == 1 and json.loads(out.stdout)["win"] is False


@pytest.mark.parametrize(
    "args, needle",
    [
        (("waits", "2v 2v xx"), "'xx'"),
        (("waits", "2v 2v 3s"), "3 cards"),
        (("waits", U_RONG, "--exposed", "4v 5s"), "exposed pair 1"),
        (("score", PLAIN), "--win"),
        (("score", PLAIN, "--win", "7v", "--event", "thong"), "thong"),
        (("score", PLAIN, "--win", "7v", "--ga", "tam_do"), "traditional"),
        (("score", PLAIN, "--win", "7v 7v"), "exactly one card"),
        (("waits", U_RONG, "--profile", "modern"), "invalid choice"),
        (("bogus",), "invalid choice"),
    ],
)
def test_bad_input_exits_2_with_one_line(args, needle):
    out = cli(*args)
    assert out.returncode == 2
    assert needle in out.stderr and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1
