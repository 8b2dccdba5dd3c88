"""The pinned CLI: `python -m core.sichuan waits|score|deal|replay`, JSON keys and exit codes."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def cli(*args, stdin=None):
    return subprocess.run(
        [sys.executable, "-m", "core.sichuan", *args],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_waits_json():
    out = cli("waits", "1112345678999p", "--missing", "m", "--json")
    assert out.returncode == 0
    data = json.loads(out.stdout)
    assert [w["tile"] for w in data["waits"]] == [f"{r}p" for r in range(1, 10)]
    first = data["waits"][0]
    assert first["unseen"] == 1 and 0 < first["chance"] < 1 and first["fan"] == 3
    assert {"id": "root", "fan": 1} in first["items"] and "sc.fan.full_flush" in first["rules"]
    assert data["ready_value"] == {"tile": "1p", "fan": 3, "base": 8} and data["shanten"] == 0
    assert data["assumption"]


def test_waits_with_melds_readable():
    out = cli("waits", "23m456p789p11p", "--missing", "s", "--kong", "1m")
    assert out.returncode == 0 and "[1111m]" in out.stdout and "4m" in out.stdout


def test_waits_fourteen_tiles_ranks_discards():
    data = json.loads(cli("waits", "11122345678999p", "--missing", "m", "--json").stdout)
    assert data["waits"] == [] and data["discards"][0]["tile"] == "2p"
    assert len(data["discards"][0]["waits"]) == 9


def test_score_json():
    out = cli(
        "score",
        "2255888m",
        "--pung",
        "2p",
        "--kong",
        "5p",
        "--missing",
        "s",
        "--win",
        "5m",
        "--self-draw",
        "--event",
        "kong_replacement",
        "--json",
    )
    assert out.returncode == 0
    data = json.loads(out.stdout)
    assert data["win"] is True and data["fan"] == 5 and data["base"] == 32
    assert data["items"] == [
        {"id": "all_258_pungs", "fan": 3},
        {"id": "root", "fan": 1},
        {"id": "kong_replacement", "fan": 1},
    ]
    assert data["breakdown"][0]["name_vi"] and data["breakdown"][1]["count"] == 1
    assert "sc.fan.kong_replacement" in data["rules"] and data["payments"] == {
        "payer": "each_opponent_still_playing",
        "each": 33,
    }


def test_score_root_fan_is_number_of_roots():
    data = json.loads(
        cli(
            "score",
            "5m",
            "--pung",
            "2p",
            "--kong",
            "3p",
            "--kong",
            "7p",
            "--concealed-kong",
            "9p",
            "--missing",
            "s",
            "--win",
            "5m",
            "--json",
        ).stdout
    )
    root = next(i for i in data["items"] if i["id"] == "root")
    assert root["fan"] == 3 and data["fan"] == 5 and data["fan_total"] == 5


def test_score_readable():
    out = cli("score", "1112345678999p", "--win", "9p", "--missing", "m")
    assert out.returncode == 0 and "Fan: 3" in out.stdout and "Base: 8" in out.stdout


def test_score_not_a_win_exits_1():
    out = cli("score", "123m456m789m23p55p", "--win", "9p", "--missing", "s", "--json")
    assert out.returncode == 1 and json.loads(out.stdout)["win"] is False
    out = cli("score", "123m456m789m23p55p", "--win", "1p", "--missing", "m")
    assert out.returncode == 1 and "missing suit" in out.stdout


def test_deal_prints_a_log_and_settlement():
    out = cli("deal", "--seed", "3", "--bots", "heuristic,random,heuristic,random")
    assert out.returncode == 0 and "declares missing suit" in out.stdout and "settlement:" in out.stdout


def test_deal_json_replays_through_the_replay_command():
    out = cli("deal", "--seed", "5", "--json")
    replay = json.loads(out.stdout)
    assert replay["format"] == "sichuan-deal/1" and "version" not in replay and sum(replay["result"]["settlement"]) == 0
    again = cli("replay", "-", "--json", stdin=out.stdout)
    assert again.returncode == 0 and json.loads(again.stdout)["settlement"] == replay["result"]["settlement"]
    readable = cli("replay", "-", stdin=out.stdout)
    assert readable.returncode == 0 and "valid replay" in readable.stdout


def test_bad_replay_exits_2_naming_the_action():
    replay = json.loads(cli("deal", "--seed", "5", "--json").stdout)
    replay["actions"][6]["tile"] = "9z"
    out = cli("replay", "-", stdin=json.dumps(replay))
    assert out.returncode == 2 and "actions[6]" in out.stderr and len(out.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "args, needle",
    [
        (("deal", "--bots", "clever"), "--bots"),
        (("replay", "/nonexistent/replay.json"), "cannot read"),
        (("waits", "123m456x", "--missing", "s"), "'4x' (tile 4)"),
        (("waits", "123m456p", "--missing", "s"), "wrong tile count"),
        (("waits", "11111m23456789p", "--missing", "s"), "fifth copy"),
        (("waits", "1112345678999p", "--missing", "z"), "invalid choice"),
        (("waits", "1112345678999p"), "--missing"),
        (("waits", "23456789p11s", "--missing", "m", "--pung", "567p"), "identical"),
        (("waits", "23456789p11s", "--missing", "m", "--pung", "1m"), "missing suit"),
        (("score", "123m456m789m23p55p", "--missing", "s"), "--win"),
        (("score", "123m456m789m23p55p", "--missing", "s", "--win", "1p1p"), "exactly one"),
        (("score", "123m456m789m23p55p", "--missing", "s", "--win", "1p", "--event", "nope"), "invalid choice"),
        (("score", "123m456m789m23p55p", "--missing", "s", "--win", "1p", "--event", "kong_replacement"), "self-draw"),
        (("score", "1111m23456m789p5p", "--missing", "s", "--win", "1m"), "fifth copy"),
        (("bogus",), "invalid choice"),
    ],
)
def test_bad_input_exits_2_with_one_line(args, needle):
    out = cli(*args)
    assert out.returncode == 2, out
    assert needle in out.stderr and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1


def test_score_refuses_an_impossible_robbed_kong():
    out = cli("score", "123m456m789m1123p", "--win", "1p", "--missing", "s", "--event", "robbed_kong")
    assert out.returncode == 2 and "robber cannot hold" in out.stderr + out.stdout
    out = cli("score", "123m456m789m23p55p", "--win", "1p", "--missing", "s", "--event", "robbed_kong")
    assert out.returncode == 0


def test_waits_ready_hand_line_says_flower_pigs_do_not_pay_it():
    out = cli("waits", "1112345678999p", "--missing", "m")
    line = next(x for x in out.stdout.splitlines() if x.startswith("Ready-hand value"))
    assert "flower pig" in line
