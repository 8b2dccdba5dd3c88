"""Property tests over every public entry point of the Sichuan engine: any input either works or
raises the documented error type (NotationError / ReplayError for input, IllegalAction for a refused
action), a replay round-trips, a finished deal's replay reloads to the same final state and
settlement, and the CLI never prints a traceback or more than one stderr line."""

import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from core.sichuan import (
    Action,
    Deal,
    Hand,
    IllegalAction,
    NotationError,
    RandomBot,
    analyse_discards,
    analyse_waits,
    load_replay,
    parse_tile,
    parse_tiles,
    play,
    record_of,
    score,
)
from core.sichuan.actions import ACTION_KINDS
from core.sichuan.cli import main
from core.sichuan.replay import read_record
from core.sichuan.scoring import EVENTS
from core.sichuan.tiles import CODE, full_wall
from fuzz_helpers import JSON, SICHUAN_WORDS, check_cli_result, examples, hostile_text, run_main

TEXT = hostile_text(SICHUAN_WORDS)
INTS = st.integers(min_value=-3, max_value=30) | st.integers() | st.none() | st.booleans() | st.floats()
MISSING = st.sampled_from([0, 1, 2, None])


def finished_deal(seed: int) -> Deal:
    return play(Deal(seed=seed, dealer=seed % 4), [RandomBot(seed * 4 + s) for s in range(4)])


def random_hand(seed: int, size: int) -> Hand:
    rng = random.Random(seed)
    tiles = rng.sample(full_wall(), size)
    counts = [0] * 27
    for t in tiles:
        counts[t >> 2] += 1
    return Hand(counts, (), rng.choice([0, 1, 2]))


# ---------------------------------------------------------------------------- notation and hands


@settings(max_examples=examples(100))
@given(TEXT)
def test_parse_tiles_works_or_refuses(text):
    try:
        kinds = parse_tiles(text)
    except NotationError as err:
        assert len(str(err)) <= 600 and "\n" not in str(err) and "\n" not in err.text["vi"]
        return
    assert all(0 <= k < 27 for k in kinds)
    assert parse_tiles(" ".join(CODE[k] for k in kinds)) == kinds


@settings(max_examples=examples(100))
@given(TEXT)
def test_parse_tile_works_or_refuses(text):
    try:
        assert 0 <= parse_tile(text) < 27
    except NotationError:
        pass


@settings(max_examples=examples(100))
@given(TEXT, MISSING, st.lists(TEXT, max_size=2), st.lists(TEXT, max_size=2), st.lists(TEXT, max_size=2))
def test_hand_parse_works_or_refuses(text, missing, pungs, kongs, concealed):
    try:
        Hand.parse(text, missing, pungs, kongs, concealed)
    except NotationError:
        pass


@settings(max_examples=examples(60))
@given(
    st.integers(0, 10**6), st.sampled_from([13, 14]), st.lists(st.integers(0, 26), max_size=10), st.integers(-5, 120)
)
def test_waits_and_discards_work_or_refuse(seed, size, seen, wall):
    hand = random_hand(seed, size)
    counts = [0] * 27
    for k in seen:
        counts[k] += 1
    try:
        report = analyse_waits(hand, counts, wall) if size == 13 else analyse_discards(hand, counts, wall)
    except NotationError:
        return
    if size == 13:
        assert all(0.0 <= w.chance <= 1.0 for w in report.waits)


@settings(max_examples=examples(100))
@given(
    st.integers(0, 10**6),
    st.integers(0, 26) | INTS,
    st.booleans(),
    st.lists(st.sampled_from(sorted(EVENTS)) | TEXT | INTS, max_size=3),
)
def test_score_works_or_refuses(seed, win, self_draw, events):
    hand = random_hand(seed, 13)
    try:
        result = score(hand, win, self_draw, events)
    except NotationError as err:
        assert len(str(err)) <= 600
        return
    assert 0 <= result.fan <= 5


# ---------------------------------------------------------------------------- the deal


@st.composite
def actions(draw):
    kind = draw(st.sampled_from(ACTION_KINDS) | st.sampled_from(["chow", "dance"]) | st.text(max_size=4) | st.none())
    return Action(kind, draw(INTS | st.integers(0, 3)), draw(INTS | st.integers(0, 26)), draw(INTS | st.integers(0, 2)))


@settings(max_examples=examples(60))
@given(st.integers(0, 10**6), st.lists(actions(), max_size=12), st.integers(0, 60))
def test_deal_verify_can_act_never_raise_another_type(seed, tries, legal_steps):
    rng = random.Random(seed)
    deal = Deal(seed=seed)
    for step in range(legal_steps + len(tries)):
        if deal.over:
            break
        if step < len(tries):
            action = tries[step]
            ok = deal.can(action)
            assert ok is True or ok is False
            try:
                deal.verify(action)
            except IllegalAction:
                assert not ok
            else:
                assert ok
                deal.act(action)
                json.dumps(record_of(deal))  # what was accepted can be written down
        else:
            legal = deal.legal_actions()
            assert all(deal.can(a) for a in legal)
            deal.act(rng.choice(legal))
    again = load_replay(json.dumps(record_of(deal)))  # and the deal's own replay loads again
    assert again.actions == deal.actions


# ---------------------------------------------------------------------------- replays


@settings(max_examples=examples(30))
@given(st.integers(0, 10**5))
def test_a_finished_deal_reloads_to_the_same_state_and_settlement(seed):
    deal = finished_deal(seed)
    text = json.dumps(record_of(deal), ensure_ascii=False)
    again = load_replay(text)
    assert json.dumps(record_of(again), ensure_ascii=False) == text  # dumps(loads(x)) == x
    assert again.over and again.settlement() == deal.settlement() and again.result() == deal.result()
    assert again.actions == deal.actions and again.end_reason == deal.end_reason
    assert load_replay(text.encode("utf-8")).settlement() == deal.settlement()
    assert load_replay(read_record(text)).settlement() == deal.settlement()


@st.composite
def mutated_replays(draw):
    data = record_of(finished_deal(draw(st.integers(0, 300))))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(["top", "action", "drop"]))
        if where == "top":
            data[draw(st.sampled_from(sorted(data) + ["extra"]))] = draw(JSON)
        elif where == "action" and isinstance(data.get("actions"), list) and data["actions"]:
            i = draw(st.integers(0, len(data["actions"]) - 1))
            if isinstance(data["actions"][i], dict) and draw(st.booleans()):
                data["actions"][i][draw(st.sampled_from(["seat", "type", "tile", "suit", "x"]))] = draw(JSON)
            else:
                data["actions"][i] = draw(JSON)
        elif data:
            data.pop(draw(st.sampled_from(sorted(data))))
    return data


@settings(max_examples=examples(150))
@given(mutated_replays())
def test_a_mutated_replay_loads_or_names_its_fault(data):
    try:
        deal = load_replay(json.dumps(data))
    except NotationError as err:
        assert len(str(err)) <= 600 and "\n" not in str(err)
        return
    assert json.dumps(record_of(load_replay(record_of(deal)))) == json.dumps(record_of(deal))


@settings(max_examples=examples(100))
@given(JSON | st.binary(max_size=64) | st.text(max_size=64))
def test_load_replay_of_anything_works_or_refuses(value):
    try:
        load_replay(value if isinstance(value, (bytes, str)) else json.dumps(value))
        load_replay(value) if isinstance(value, dict) else None
    except NotationError:
        pass


# ---------------------------------------------------------------------------- the command line

ARGS = (
    st.sampled_from(
        [
            "waits",
            "score",
            "deal",
            "replay",
            "--json",
            "--missing",
            "m",
            "p",
            "s",
            "--pung",
            "--kong",
            "--concealed-kong",
            "--win",
            "--self-draw",
            "--event",
            "last_tile",
            "--seen",
            "--wall",
            "--seed",
            "--dealer",
            "--bots",
            "random",
            "heuristic",
            "-",
            "1112345678999p",
            "123m456p789s1p1p",
            "5p",
            "-1",
            "3",
            "README.md",
            "/nonexistent",
        ]
    )
    | TEXT
)


@settings(max_examples=examples(150))
@given(st.lists(ARGS, max_size=7))
def test_cli_never_tracebacks_and_prints_one_error_line(argv):
    if "deal" in argv or "-" in argv:  # a whole deal is slow; stdin is not a file here
        argv = [a for a in argv if a not in ("deal", "-")]
    code, _, stderr = run_main(main, argv)
    check_cli_result(code, stderr)


@pytest.mark.parametrize(
    "argv",
    [
        ["waits", "1m\n2m", "--missing", "s"],
        ["score", "\n", "--missing", "s", "--win", "x"],
        ["replay", "\n"],
        ["waits", "123m", "--missing", "s", "--wall", "9" * 5000],
        ["deal", "--bots", "x\ny"],
        ["deal", "--seed", "9" * 5000],
    ],
)
def test_cli_known_hostile_arguments(argv):
    code, _, stderr = run_main(main, argv)
    check_cli_result(code, stderr, allowed=(2,))
