"""Property tests over every public entry point of the Chắn engine: any input either works or raises
the documented error type (NotationError for input, IllegalAction for a refused action), a replay
round-trips, a finished deal's replay reloads to the same final state, and the CLI never prints a
traceback or more than one stderr line."""

import json

import pytest
from hypothesis import given, settings, strategies as st

from core.chan import analyse_discards, analyse_waits, parse_card, parse_cards, score
from core.chan.actions import ACTION_KINDS, Action
from core.chan.bots import RandomBot, play_out
from core.chan.cards import NotationError
from core.chan.cli import main
from core.chan.deal import Deal, DealOptions
from core.chan.explain import explain_position, load_position
from core.chan.generate import random_holding
from core.chan.holding import Holding, check_seen, parse_exposed
from core.chan.legality import IllegalAction
from core.chan.profiles import GA_OPTIONS
from core.chan.replay import dumps, from_record, loads, read_record
from fuzz_helpers import CHAN_WORDS, JSON, check_cli_result, examples, hostile_text, run_main

TEXT = hostile_text(CHAN_WORDS)
INTS = st.integers(min_value=-3, max_value=30) | st.integers() | st.none() | st.booleans() | st.floats()
PROFILE = st.sampled_from(["cardavia", "traditional"]) | st.text(max_size=5)
OPTIONS = [
    DealOptions(),
    DealOptions(profile="traditional"),
    DealOptions(profile="traditional", mode="advanced"),
    DealOptions(profile="traditional", four_eleven=True, ga=("tam_do", "bach_thu_chi"), ga_gop=True),
]


def finished_deal(seed: int, options: DealOptions) -> Deal:
    import random

    deal = Deal(options, seed=seed)
    play_out(deal, [RandomBot(seed=random.Random(seed).randrange(10**6) + s) for s in range(4)])
    return deal


# ---------------------------------------------------------------------------- notation and holdings


@settings(max_examples=examples(100))
@given(TEXT)
def test_parse_cards_works_or_refuses(text):
    try:
        faces = parse_cards(text)
    except NotationError as err:
        assert len(str(err)) <= 600 and "\n" not in str(err) and "\n" not in err.text["vi"]
        return
    assert all(0 <= f < 25 for f in faces)
    assert (
        parse_cards(" ".join(["2v"] * 0 + [__import__("core.chan.cards", fromlist=["CODE"]).CODE[f] for f in faces]))
        == faces
    )


@settings(max_examples=examples(100))
@given(TEXT)
def test_parse_card_works_or_refuses(text):
    try:
        assert 0 <= parse_card(text) < 25
    except NotationError:
        pass


@settings(max_examples=examples(100))
@given(TEXT, st.lists(TEXT, max_size=3), st.sampled_from([(19,), (20,), (19, 20), None]))
def test_holding_parse_works_or_refuses(hand, exposed, sizes):
    try:
        holding = Holding.parse(hand, exposed, sizes=sizes) if sizes else Holding.parse(hand, exposed)
    except NotationError:
        return
    assert holding.size == sum(holding.held)


@settings(max_examples=examples(100))
@given(st.lists(TEXT, max_size=4))
def test_parse_exposed_works_or_refuses(texts):
    try:
        parse_exposed(texts)
    except NotationError:
        pass


# ---------------------------------------------------------------------------- waits and score


@settings(max_examples=examples(100))
@given(
    st.integers(0, 10**6), st.sampled_from([19, 20]), st.lists(st.integers(0, 24), max_size=12), st.integers(-5, 120)
)
def test_waits_and_discards_work_or_refuse(seed, size, seen, stock):
    import random

    holding = random_holding(random.Random(seed), size)
    try:
        seen = check_seen(holding, seen)
        report = analyse_waits(holding, seen, stock) if size == 19 else analyse_discards(holding, seen, stock)
    except NotationError:
        return
    if size == 19:
        assert all(0.0 <= w.chance <= 1.0 for w in report.waits)


@settings(max_examples=examples(100))
@given(
    st.integers(0, 10**6),
    INTS | st.integers(0, 24),
    st.lists(
        st.sampled_from(["chi", "thien_u", "dia_u", "thong", "chiu_u", "u_bon", "bon", "chiu", "thien_khai"])
        | TEXT
        | INTS,
        max_size=3,
    ),
    PROFILE | st.none(),
    st.lists(st.sampled_from(sorted(GA_OPTIONS)) | TEXT | INTS | st.lists(st.text(max_size=3), max_size=2), max_size=3),
    st.booleans(),
)
def test_score_works_or_refuses(seed, win, events, profile, ga, four_eleven):
    import random

    holding = random_holding(random.Random(seed), 20 if "thien_u" in events else 19)
    try:
        result = score(holding, win, events, profile or "cardavia", ga, four_eleven)
    except NotationError as err:
        assert len(str(err)) <= 600
        return
    assert result.total >= 0 or not result.win


# ---------------------------------------------------------------------------- the deal


@st.composite
def actions(draw):
    kind = draw(st.sampled_from(ACTION_KINDS) | st.text(max_size=4) | st.none())
    return Action(kind, draw(INTS | st.integers(0, 3)), draw(INTS | st.integers(0, 24)))


@settings(max_examples=examples(60))
@given(
    st.integers(0, 10**6), st.sampled_from(range(len(OPTIONS))), st.lists(actions(), max_size=12), st.integers(0, 40)
)
def test_deal_verify_can_act_never_raise_another_type(seed, option, tries, legal_steps):
    import random

    rng = random.Random(seed)
    deal = Deal(OPTIONS[option], seed=seed)
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
        else:
            legal = deal.legal_actions()
            assert all(deal.can(a) for a in legal)
            deal.act(rng.choice(legal))


# ---------------------------------------------------------------------------- replays


@settings(max_examples=examples(40))
@given(st.integers(0, 10**6), st.sampled_from(range(len(OPTIONS))))
def test_a_finished_deal_reloads_to_the_same_state_and_settlement(seed, option):
    deal = finished_deal(seed, OPTIONS[option])
    text = dumps(deal)
    again = loads(text)
    assert dumps(again) == text  # dumps(loads(x)) == x
    assert again.over and again.outcome.settlement == deal.outcome.settlement
    assert again.outcome.winner == deal.outcome.winner and again.actions == deal.actions
    assert again.hands == deal.hands and again.exposed == deal.exposed and again.phase == deal.phase
    assert loads(text.encode("utf-8")).outcome.settlement == deal.outcome.settlement
    cut = len(deal.actions) // 2
    assert from_record(read_record(text), upto=cut).actions == deal.actions[:cut]


@st.composite
def mutated_records(draw):
    deal = finished_deal(draw(st.integers(0, 500)), OPTIONS[draw(st.sampled_from(range(len(OPTIONS))))])
    record = json.loads(dumps(deal))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(["top", "action", "options", "drop"]))
        if where == "top":
            record[draw(st.sampled_from(sorted(record) + ["extra"]))] = draw(JSON)
        elif where == "action" and isinstance(record.get("actions"), list) and record["actions"]:
            i = draw(st.integers(0, len(record["actions"]) - 1))
            if isinstance(record["actions"][i], dict) and draw(st.booleans()):
                record["actions"][i][draw(st.sampled_from(["seat", "action", "card", "with", "x"]))] = draw(JSON)
            else:
                record["actions"][i] = draw(JSON)
        elif where == "options":
            record["options"] = {draw(st.sampled_from(["ga", "four_eleven", "ga_gop", "x"])): draw(JSON)}
        elif record:
            record.pop(draw(st.sampled_from(sorted(record))))
    return record


@settings(max_examples=examples(150))
@given(mutated_records())
def test_a_mutated_replay_loads_or_names_its_fault(record):
    text = json.dumps(record)
    try:
        deal = loads(text)
    except NotationError as err:
        assert len(str(err)) <= 600 and "\n" not in str(err)
        return
    assert dumps(loads(dumps(deal))) == dumps(deal)


@settings(max_examples=examples(100))
@given(JSON | st.binary(max_size=64) | st.text(max_size=64))
def test_loads_of_anything_works_or_refuses(value):
    raw = value if isinstance(value, (bytes, str)) else json.dumps(value)
    try:
        loads(raw)
    except NotationError:
        pass


# ---------------------------------------------------------------------------- positions

POSITION = {
    "profile": "cardavia",
    "hand": "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n",
    "exposed": [],
    "offered": "3v",
    "source": "discard",
    "own_gate": False,
    "history": [],
}


@settings(max_examples=examples(100))
@given(
    st.dictionaries(st.sampled_from(list(POSITION) + ["x"]), JSON | TEXT, max_size=4),
    st.lists(
        st.dictionaries(
            st.sampled_from(["event", "card", "available", "with", "x"]),
            st.sampled_from(["discard", "decline", "capture", "chiu", "chan", "ca", "2v", "3n"]) | JSON,
            max_size=4,
        ),
        max_size=4,
    ),
)
def test_positions_explain_or_refuse(changes, history):
    data = dict(POSITION, **changes)
    if "history" not in changes:
        data["history"] = history
    try:
        load_position(data)
        explain_position(data)
    except NotationError as err:
        assert len(str(err)) <= 600 and "\n" not in str(err)


# ---------------------------------------------------------------------------- the command line

ARGS = (
    st.sampled_from(
        [
            "waits",
            "score",
            "captures",
            "--json",
            "--exposed",
            "--seen",
            "--stock",
            "--profile",
            "--win",
            "--event",
            "--ga",
            "--four-eleven",
            "cardavia",
            "traditional",
            "3v",
            "chi",
            "tam_do",
            "-1",
            "23",
            "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v",
            "examples/positions/cardavia_must_chan.json",
            "README.md",
            "/nonexistent",
        ]
    )
    | TEXT
)


@settings(max_examples=examples(150))
@given(st.lists(ARGS, max_size=7))
def test_cli_never_tracebacks_and_prints_one_error_line(argv):
    code, _, stderr = run_main(main, argv)
    check_cli_result(code, stderr)


@pytest.mark.parametrize(
    "argv",
    [["waits", "2v\n3v"], ["score", "x", "--win", "\n\n"], ["captures", "\n"], ["waits", "2v", "--stock", "9" * 5000]],
)
def test_cli_known_hostile_arguments(argv):
    code, _, stderr = run_main(main, argv)
    check_cli_result(code, stderr, allowed=(2,))
