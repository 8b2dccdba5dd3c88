"""Every example under examples/ (except examples/positions/, checked by test_chan_legality.py) states a
result; load each one with the core and check it. The scripts run from the repository root as
`python -m examples.<script>`."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from core.chan.cards import parse_card, parse_cards
from core.chan.explain import load_position
from core.chan.holding import Holding
from core.chan.legality import judge_capture, judge_chiu, judge_discard, judge_win
from core.chan.profiles import get_profile
from core.chan.replay import loads
from core.chan.rulebook import RULEBOOK
from core.chan.scoring import CUOC_NAMES, score
from core.sichuan import Hand, load_replay, parse_suit, parse_tile, score as sichuan_score
from core.sichuan.scoring import FANS

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


def catalogue(name: str, key: str = "examples") -> list[dict]:
    data = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    assert data["about"]["en"] and data["about"]["vi"]
    return data[key]


CUOC = catalogue("chan_cuoc.json")
ERRORS = catalogue("chan_errors.json")
FAN = catalogue("sichuan_fan.json")
REPLAYS = catalogue("chan_replays.json", "replays")


def both(text: dict) -> bool:
    return bool(text["en"].strip() and text["vi"].strip())


# ----------------------------------------------------------------------------- cước


def test_every_cuoc_has_an_example():
    ids = {e["id"].split("/")[0] for e in CUOC}
    assert set(CUOC_NAMES) <= ids  # the 20 cước of D11, Ù xuông and gà


@pytest.mark.parametrize("example", CUOC, ids=lambda e: e["id"])
def test_cuoc_example_scores_as_stated(example):
    holding = Holding.from_faces(parse_cards(example["hand"]), [tuple(parse_cards(p)) for p in example["exposed"]])
    win = parse_card(example["win"]) if example["win"] else None
    result = score(holding, win, example["events"], example["profile"], example["ga"])
    expect = example["expect"]
    assert result.win == expect["win"] is True
    assert result.total == expect["total"]
    assert result.main == expect["main"]
    assert {i.id: i.count for i in result.items} == expect["items"]
    name = example["id"].split("/")[0]
    assert name in expect["items"], f"the example for {name} does not have it"
    assert both(example["title"]) and both(example["note"])
    assert name in get_profile(example["profile"]).values or name in ("xuong", "ga")


def test_documented_totals():
    by_id = {e["id"]: e for e in CUOC}
    assert by_id["tom/chi"]["expect"]["total"] == 5  # document 000 §4
    assert by_id["chiu_u/003"]["expect"]["total"] == 9  # document 003 §V
    assert by_id["ga"]["expect"]["total"] == 31  # document 003 §V, with gà
    assert by_id["thap_thanh/cardavia"]["expect"]["total"] == 15  # D9: cardavia adds every điểm
    assert by_id["thap_thanh"]["expect"]["total"] == 13


# ----------------------------------------------------------------------------- errors


def test_every_error_and_restriction_has_an_example():
    ids = {e["id"].split("/")[0] for e in ERRORS}
    errors = {r.id for r in RULEBOOK if r.id.startswith("error.")}
    restrictions = {r.id for r in RULEBOOK if r.id.startswith("capture.")}
    assert len(errors) == 18 and errors <= ids
    assert restrictions <= ids


def judge(example: dict, move: dict):
    p = load_position({k: example[k] for k in ("profile", "hand", "exposed", "offered", "source", "history")})
    args = (p["profile"], p["holding"], p["record"])
    kind = move["kind"]
    if kind == "capture":
        return judge_capture(*args, p["offered"], parse_card(move["with"]), p["source"])
    if kind == "discard":
        return judge_discard(*args, parse_card(move["card"]))
    if kind == "chiu":
        return judge_chiu(*args, p["offered"], p["source"])
    if kind == "win":
        return judge_win(*args, p["offered"], p["source"])
    assert kind == "pass"
    return None


@pytest.mark.parametrize("example", ERRORS, ids=lambda e: e["id"])
def test_error_example_breaks_exactly_its_rule(example):
    verdict = judge(example, example["action"])
    assert verdict.legal is example["expect"]["legal"] is False
    assert set(verdict.violations) == set(example["expect"]["rules"])
    assert example["id"].split("/")[0] in verdict.violations
    expected_profile = "traditional" if example["id"].startswith("error.") else "cardavia"
    assert example["profile"] == expected_profile
    right = example.get("right")
    assert right, "every example says what to do instead"
    verdict = judge(example, right)
    assert verdict is None or verdict.legal, verdict
    assert both(example["title"]) and both(example["note"])


# ----------------------------------------------------------------------------- Sichuan fan


def test_every_fan_pattern_has_an_example():
    shown = {fan_id for e in FAN for fan_id in e["expect"]["items"]}
    assert {f.id for f in FANS} <= shown
    assert any(e["expect"]["fan_total"] > e["expect"]["fan"] for e in FAN)  # the cap


@pytest.mark.parametrize("example", FAN, ids=lambda e: e["id"])
def test_sichuan_example_scores_as_stated(example):
    hand = Hand.parse(
        example["hand"],
        parse_suit(example["missing"]),
        example["pungs"],
        example["kongs"],
        example["concealed_kongs"],
        sizes=(13,),
    )
    result = sichuan_score(hand, parse_tile(example["win"]), example["self_draw"], example["events"])
    expect = example["expect"]
    assert result.win is expect["win"] is True
    assert (result.fan, result.fan_total, result.base) == (expect["fan"], expect["fan_total"], expect["base"])
    assert {i.id: i.fan for i in result.items} == expect["items"]
    assert both(example["title"]) and both(example["note"])


# ----------------------------------------------------------------------------- replays


@pytest.mark.parametrize("replay", REPLAYS, ids=lambda r: r["file"])
def test_replay_loads_and_ends_as_stated(replay):
    deal = loads((EXAMPLES / replay["file"]).read_bytes())
    expect = replay["expect"]
    out = deal.outcome
    assert deal.options.profile == expect["profile"]
    assert out.winner == expect["winner"]
    assert out.result.total == expect["total"]
    assert {i.id: i.count for i in out.result.items} == expect["items"]
    assert list(out.events) == expect["events"]
    assert out.settlement == expect["settlement"] and sum(out.settlement) == 0
    assert [s for s in range(4) if deal.bao[s]] == expect["bao"]
    assert sorted({e for seat in deal.errors for _, e in seat}) == expect["errors"]
    assert all(r in RULEBOOK for r in replay["rules"])
    assert both(replay["title"]) and both(replay["lesson"])


def test_replays_are_up_to_date_with_their_builder():
    run = subprocess.run(
        [sys.executable, "-m", "examples.build_replays", "--check"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "up to date" in run.stdout


SICHUAN_REPLAY = EXAMPLES / "replays" / "sichuan_robbed_kong.json"


def test_sichuan_replay_example_has_the_shared_header_and_a_robbed_kong():
    data = json.loads(SICHUAN_REPLAY.read_text(encoding="utf-8"))
    assert data["format"] == "sichuan-deal/1" and "version" not in data  # core.common.replay_format
    deal = load_replay(SICHUAN_REPLAY.read_bytes())  # replays every action, checks the stated settlement
    assert deal.over and deal.settlement() == data["result"]["settlement"] == [0, 6, -8, 2]
    robbed = [e for e in deal.log if e.kind == "win" and "robbed_kong" in e.other.events]
    assert [(e.seat, e.other.source) for e in robbed] == [(0, 2)]
    assert any(e.kind == "added_kong" and e.seat == 2 and e.tile == robbed[0].tile for e in deal.log)
    assert [p.rule for p in deal.payments].count("sc.pay.robbed_kong") == 1


# ----------------------------------------------------------------------------- scripts


def script(*args: str) -> str:
    run = subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    return run.stdout


def test_analyse_hand_script():
    out = script("examples.analyse_hand")
    assert "Waiting for bạch thủ on 2n" in out and "win.bach_thu" in out
    out = script("examples.analyse_hand", "2v 2v 4s 4s 4n 4n 5v 5v 6s 6s 7v 7n 8v 8s 9v 9n 3s 3n 2n 9s", "--lang", "vi")
    assert "Nên đánh cây nào" in out and "9s: 2n (bạch thủ)" in out
    out = script("examples.analyse_hand", "--sichuan", "1112345678999p", "--missing", "m")
    assert "shanten 0" in out and "9p: 3 fan" in out


def test_score_hand_script():
    out = script("examples.score_hand")
    assert "Total: 9" in out
    out = script(
        "examples.score_hand",
        "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v",
        "--win",
        "3n",
        "--event",
        "chi",
        "--call",
        "tom",
        "--call",
        "chi",
    )
    assert "Total: 5" in out and "Call tom chi: right" in out


def test_scripts_refuse_bad_input():
    run = subprocess.run(
        [sys.executable, "-m", "examples.score_hand", "2v 2x"], capture_output=True, text=True, timeout=60, cwd=ROOT
    )
    assert run.returncode == 2 and "unknown card" in run.stderr


def test_simulate_deals_script():
    out = script("examples.simulate_deals", "--deals", "20", "--profile", "traditional")
    assert "20 Chắn deals, profile traditional" in out and "(sum 0)" in out
    out = script("examples.simulate_deals", "--game", "sichuan", "--deals", "3")
    assert "3 Sichuan deals" in out and "(sum 0)" in out
