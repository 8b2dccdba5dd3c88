"""Replays as JSON: round trips, and every kind of bad replay refused with where and why."""

import json
from pathlib import Path

import pytest

from core.sichuan.bots import make_bots
from core.sichuan.deal import Deal, play
from core.sichuan.replay import (
    FORMAT,
    MAX_ACTIONS,
    MAX_REPLAY_CHARS,
    ReplayError,
    dumps,
    is_replay,
    load_replay,
    record_of,
)


def played(seed=3, bots=("heuristic",)):
    return play(Deal(seed=seed, dealer=seed % 4), make_bots(list(bots), seed))


def test_seeded_round_trip():
    deal = played()
    text = json.dumps(record_of(deal, ["heuristic"] * 4))
    again = load_replay(text)
    assert again.over and again.settlement() == deal.settlement() and again.log == deal.log
    assert [a.to_json() for a in again.actions] == [a.to_json() for a in deal.actions]


def test_wall_round_trip_and_partial_replays():
    deal = played(seed=8, bots=("random",))
    data = record_of(deal)
    data.pop("seed")
    data["wall"] = " ".join(f"{(t >> 2) % 9 + 1}{'mps'[(t >> 2) // 9]}" for t in deal.wall)
    assert load_replay(data).settlement() == deal.settlement()
    data.pop("result")
    data["actions"] = data["actions"][:10]
    partial = load_replay(data)
    assert not partial.over and len(partial.actions) == 10


def base():
    return record_of(played(), ["heuristic"] * 4)


def bad(data_or_text):
    with pytest.raises(ReplayError) as err:
        load_replay(data_or_text)
    return err.value


def test_unknown_fields_are_named():
    data = base()
    data["cheat"] = True
    assert "'cheat'" in str(bad(data))
    data = base()
    data["actions"][5]["note"] = "x"
    err = bad(data)
    assert err.index == 5 and "actions[5]" in str(err) and "'note'" in str(err)


def test_illegal_action_is_named_by_index_with_rules():
    data = base()
    first_discard = next(i for i, a in enumerate(data["actions"]) if a["type"] == "discard")
    data["actions"][first_discard]["seat"] = (data["actions"][first_discard]["seat"] + 1) % 4
    err = bad(data)
    assert err.index == first_discard and "illegal" in str(err) and err.rules


def test_impossible_tiles_and_types():
    data = base()
    data["actions"][4] = {"seat": 0, "type": "discard", "tile": "0z"}
    assert bad(data).index == 4
    data["actions"][4] = {"seat": 0, "type": "chow", "tile": "1m"}
    err = bad(data)
    assert err.index == 4 and "sc.claim.no_chow" in err.rules
    data["actions"][4] = {"seat": 7, "type": "pass"}
    assert "seat" in str(bad(data))
    data["actions"][4] = ["seat", 0]
    assert "object" in str(bad(data))


def test_code_is_never_executed():
    data = base()
    data["actions"][4] = {"seat": 0, "type": "discard", "tile": "__import__('os').system('false')"}
    assert bad(data).index == 4
    assert "not valid JSON" in str(bad("{'format': __import__('os')}"))


@pytest.mark.parametrize(
    "change, needle",
    [
        (lambda d: d.update(format="other"), "format"),
        (lambda d: d.update(version=2), "version"),
        (lambda d: d.update(wall="1m" * 108), "exactly one of seed and wall"),
        (lambda d: d.update(dealer=4), "dealer"),
        (lambda d: d.update(seed="7"), "seed"),
        (lambda d: d.update(actions="none"), "list"),
        (lambda d: d.update(players=[1, 2]), "players"),
        (lambda d: d["result"].update(settlement=[1, -1, 0, 0]), "does not match"),
        (lambda d: d.update(actions=d["actions"][:8]), "do not finish"),
    ],
)
def test_bad_top_level(change, needle):
    data = base()
    change(data)
    assert needle in str(bad(data))


def test_bad_walls():
    data = base()
    data.pop("seed")
    data["wall"] = "1m" * 108
    assert "fifth copy" in str(bad(data))
    data["wall"] = "123m"
    assert "3 tiles" in str(bad(data))


def test_size_limits():
    assert "too large" in str(bad(" " * (MAX_REPLAY_CHARS + 1)))
    data = base()
    data["actions"] = [{"seat": 0, "type": "pass"}] * (MAX_ACTIONS + 1)
    assert "more than" in str(bad(data))
    assert "object" in str(bad("[1, 2]"))


# ----------------------------------------------------------------------------- the header
OLD_FILE = Path(__file__).resolve().parent / "fixtures" / "sichuan_replay_old_header.json"


def test_the_header_is_one_versioned_format_key():
    data = base()
    assert list(data)[:2] == ["format", "dealer"] and data["format"] == FORMAT == "sichuan-deal/1"
    assert "version" not in data and is_replay(data)
    assert dumps(played()).startswith('{"format": "sichuan-deal/1", "dealer": ')


def test_a_file_with_the_old_two_key_header_still_loads():
    text = OLD_FILE.read_bytes()  # written by `python -m core.sichuan deal --seed 7 --json` before the change
    data = json.loads(text)
    assert (data["format"], data["version"]) == ("sichuan-replay", 1) and is_replay(data)
    deal = load_replay(text)
    assert deal.over and deal.settlement() == data["result"]["settlement"]
    assert [a.to_json() for a in deal.actions] == data["actions"]
    again = json.loads(dumps(deal, data["players"]))  # saved again: the new header, the rest unchanged
    assert again["format"] == "sichuan-deal/1" and "version" not in again
    assert {k: v for k, v in again.items() if k != "format"} == {
        k: v for k, v in data.items() if k not in ("format", "version")
    }


@pytest.mark.parametrize(
    "head",
    [
        {"format": "sichuan-deal/1", "version": 1},  # the new header has no version key
        {"format": "sichuan-replay"},  # the old one needs its version
        {"format": "sichuan-replay", "version": 2},
        {"format": "sichuan-replay", "version": True},
        {"format": "sichuan-deal/2"},
        {"format": "chan-deal/1"},
        {"version": 1},
        {},
    ],
)
def test_any_other_header_is_refused_in_both_languages(head):
    data = {k: v for k, v in base().items() if k not in ("format", "version")}
    data = {**head, **data}
    assert not is_replay(data)
    err = bad(data)
    assert str(err).startswith("format: expected 'sichuan-deal/1', found ")
    assert err.text["vi"].startswith("format: cần 'sichuan-deal/1', nhận được ")
    assert ("none" in str(err)) == (head == {})
    if "version" in head:
        assert f"version {str(head['version'])}" in str(err)
