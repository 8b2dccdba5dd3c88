"""Issue 16's twelve failures, one reproducer each: bad input gets one clear message (one stderr line
on a CLI, a message on a page), never a traceback, a stall or unbounded memory."""

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from core.chan import cards as chan_cards
from core.chan.actions import Action
from core.chan.deal import Deal
from core.chan.explain import MAX_HISTORY, explain_position, read_position
from core.chan.holding import Holding
from core.chan.legality import PlayerRecord, options
from core.chan.replay import dumps, from_record, loads, read_record
from core.chan.scoring import score
from core.common.jsonio import MAX_JSON_BYTES, JSONInputError, excerpt, read_json
from core.sichuan import Deal as SichuanDeal
from core.sichuan.actions import Action as SichuanAction, IllegalAction as SichuanIllegal
from core.sichuan.replay import ReplayError, load_replay
from core.sichuan.tiles import NotationError as SichuanNotationError

ROOT = Path(__file__).resolve().parent.parent
GOOD = json.loads((ROOT / "examples" / "positions" / "cardavia_must_chan.json").read_text(encoding="utf-8"))
NotationError = chan_cards.NotationError
HAND_19 = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v"


def cli(module: str, *args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", module, *args], cwd=ROOT, capture_output=True, timeout=120, input=stdin
    )


def one_error_line(out: subprocess.CompletedProcess) -> str:
    err = out.stderr.decode("utf-8")
    assert out.returncode == 2, (out.returncode, err[-500:])
    assert "Traceback" not in err and len(err.splitlines()) == 1 and err.startswith("error: "), err[-500:]
    return err


# ---------------------------------------------------------------------------- 1. a huge history


def test_1_a_history_of_30000_events_is_refused_at_once_by_the_cli(tmp_path):
    data = dict(GOOD, history=[{"event": "discard", "card": "2v"}] * 30_000)
    path = tmp_path / "long.json"
    path.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    assert path.stat().st_size < MAX_JSON_BYTES
    start = time.perf_counter()
    err = one_error_line(cli("core.chan", "captures", str(path)))
    assert time.perf_counter() - start < 20 and "history" in err and str(MAX_HISTORY) in err


def test_1_a_history_at_the_limit_is_explained():
    events = [{"event": "decline", "card": "7s", "available": "ca"}] * MAX_HISTORY
    assert explain_position(dict(GOOD, history=events))["options"]


def test_1_the_discard_history_check_is_linear():
    record = PlayerRecord()
    for _ in range(20_000):
        record.discard(0)  # 2v again and again: no cạ among the discards, every pair compared before
    holding = Holding.parse(HAND_19)
    start = time.perf_counter()
    assert record.discarded_ca is None
    options("cardavia", holding, record, 1, "discard", False)
    assert time.perf_counter() - start < 1.0


def test_1_the_capture_checker_draws_a_long_history_compactly():
    at = AppTest.from_file(str(ROOT / "pages" / "captures.py"), default_timeout=60)
    at.session_state["lang"] = "en"
    at.run()
    at.session_state["captures"].history = [{"event": "decline", "card": "7s", "available": "ca"}] * 150
    at.run()
    assert not at.exception
    removers = [b for b in at.button if str(b.key).startswith("_cp_rm_")]
    assert 0 < len(removers) <= 12
    assert any("Moves 1–138" in c.value for c in at.caption)


# ---------------------------------------------------------------------------- 2. replays without actions


def test_2_a_chan_record_with_no_actions_is_the_dealt_position():
    for record in ({"seed": 1}, {"seed": 1, "actions": []}):
        deal = loads(json.dumps(record))
        assert deal.actions == [] and deal.phase and not deal.over
    full = json.loads(dumps(Deal(seed=4)))
    assert from_record(full, upto=0).actions == []


def test_2_a_chan_record_can_be_replayed_part_way():
    from core.chan.bots import RandomBot, play_out

    deal = Deal(seed=5)
    play_out(deal, [RandomBot(seed=s) for s in range(4)])
    data = read_record(dumps(deal).encode("utf-8"))
    part = from_record(data, upto=3)  # the stated result is not checked part-way
    assert len(part.actions) == 3 and not part.over
    with pytest.raises(NotationError, match="upto"):
        from_record(data, upto=-1)


def test_2_a_sichuan_replay_with_no_actions_is_the_dealt_position():
    deal = load_replay({"format": "sichuan-replay", "version": 1, "seed": 1})
    assert deal.actions == [] and not deal.over
    assert load_replay(json.dumps({"format": "sichuan-replay", "version": 1, "seed": 1, "actions": []})).actions == []


def test_2_the_sichuan_page_shows_a_zero_action_replay():
    at = AppTest.from_file(str(ROOT / "pages" / "sichuan_play.py"), default_timeout=60)
    at.session_state["lang"] = "en"
    from ui.sichuan.play import PlayState

    at.session_state["sichuan_play"] = PlayState(
        watch={"format": "sichuan-replay", "version": 1, "seed": 1, "actions": []}
    )
    at.run()
    assert not at.exception
    assert any("no actions" in i.value for i in at.info)


# ---------------------------------------------------------------------------- 3. deep JSON, huge numbers

DEEP = "[" * 5000 + "]" * 5000
HUGE = '{"seed": 1' + "0" * 5000 + "}"


@pytest.mark.parametrize(
    "text", [DEEP, HUGE, '{"a": ' * 30 + "1" + "}" * 30, '{"seed": NaN}'], ids=["deep", "huge", "nested-30", "nan"]
)
def test_3_every_loader_refuses_deep_json_and_huge_numbers(text):
    with pytest.raises(NotationError, match="^file: "):
        loads(text)
    with pytest.raises(ReplayError):
        load_replay(text)
    from ui.chan.captures import position_from_bytes

    with pytest.raises(NotationError, match="^up.json: "):
        position_from_bytes("up.json", text.encode("utf-8"))


@pytest.mark.parametrize("text", [DEEP, HUGE], ids=["deep", "huge"])
def test_3_the_cli_refuses_deep_json_and_huge_numbers(tmp_path, text):
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    assert "bad.json" in one_error_line(cli("core.chan", "captures", str(path)))
    assert one_error_line(cli("core.sichuan", "replay", str(path)))
    with pytest.raises(NotationError):
        read_position(str(path))


@pytest.mark.parametrize("options_", [{"ga": [[1]]}, {"ga": [{"a": 1}]}, {"ga": "tam_do"}, {"ga": [None]}])
def test_3_bad_option_types_in_a_record(options_):
    with pytest.raises(NotationError, match="options.ga"):
        loads(json.dumps({"seed": 1, "profile": "traditional", "options": options_}))


def test_3_read_json_checks_the_size_on_the_bytes_first():
    with pytest.raises(JSONInputError, match="too large"):
        read_json(b"\xff" * (MAX_JSON_BYTES + 1))  # refused for its size, before decoding
    with pytest.raises(JSONInputError, match="too large"):
        read_json("ạ" * (MAX_JSON_BYTES // 2))  # 500,000 characters, 1.5 MB of UTF-8
    with pytest.raises(JSONInputError, match="UTF-8"):
        read_json(b'{"a": "\xff"}')
    assert read_json('\ufeff{"a": [1, 2.5, "x"]}'.encode("utf-8")) == {"a": [1, 2.5, "x"]}


# ---------------------------------------------------------------------------- 4. memory


def test_4_a_bad_token_is_quoted_as_a_short_excerpt():
    with pytest.raises(NotationError) as err:
        chan_cards.parse_cards("x" * 5_000_000)
    assert len(str(err.value)) < 300 and len(err.value.text["vi"]) < 300 and len(err.value.token) <= 24
    with pytest.raises(SichuanNotationError) as err:
        from core.sichuan.tiles import parse_tiles

        parse_tiles("1m " + "z" * 5_000_000)
    assert len(str(err.value)) < 300
    with pytest.raises(NotationError) as err:
        explain_position(dict(GOOD, hand="2v " + "y" * 1_000_000))
    assert len(str(err.value)) < 300


def test_4_the_capture_checker_caches_only_explanations(monkeypatch):
    import ui.chan.captures as view

    calls = []
    monkeypatch.setattr(view, "_explain_json", lambda text: calls.append(text) or {"ok": True})
    answer = view.explain(dict(GOOD, hand="q" * 100_000))
    assert "error" in answer and len(answer["error"].en) < 300 and calls == []
    view.explain(GOOD)
    assert len(calls) == 1


# ---------------------------------------------------------------------------- 5. uploads


class FakeUpload:
    def __init__(self, data: bytes, size: int | None = None):
        self.data, self.size, self.name = data, len(data) if size is None else size, "big.json"
        self.read = False

    def getvalue(self) -> bytes:
        self.read = True
        return self.data


def test_5_upload_bytes_checks_the_size_before_reading():
    from ui.uploads import MAX_UPLOAD_MB, upload_bytes

    assert MAX_UPLOAD_MB == 1
    big = FakeUpload(b"", size=200 * 1024 * 1024)
    data, error = upload_bytes(big)
    assert data is None and "too large" in error["en"] and "quá lớn" in error["vi"] and not big.read
    assert upload_bytes(FakeUpload(b'{"seed": 1}')) == (b'{"seed": 1}', None)
    assert upload_bytes(FakeUpload(b"x" * 10, size=3), limit=5)[0] is None  # a size that lied
    assert upload_bytes(None)[0] is None


def test_5_every_uploader_has_the_size_limit():
    import re

    config = (ROOT / ".streamlit" / "config.toml").read_text(encoding="utf-8")
    assert re.search(r"^maxUploadSize = 1\b", config, re.M)
    for page in sorted((ROOT / "pages").glob("*.py")) + sorted((ROOT / "ui" / "chan").glob("*.py")):
        text = page.read_text(encoding="utf-8")
        for call in re.finditer(r"file_uploader\((.*?)\)\n", text, re.S):
            assert "max_upload_size=MAX_UPLOAD_MB" in call.group(1), page.name


# ---------------------------------------------------------------------------- 6. analyser links


def analyser(**params) -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages" / "analyser.py"), default_timeout=60)
    at.session_state["lang"] = "en"
    for name, value in params.items():
        at.query_params[name] = value
    return at.run()


@pytest.mark.parametrize(
    "stock",
    ["²", "9" * 5000, "-1", "101", "1.5", ""],
    ids=["superscript", "5000-digits", "negative", "101", "decimal", "empty"],
)
def test_6_a_bad_stock_in_a_link_keeps_the_hand(stock):
    at = analyser(hand=HAND_19, stock=stock)
    assert not at.exception
    assert any("shared link" in e.value and "stock" in e.value for e in at.error)
    assert len(at.session_state["analyser"].hand) == 19 and at.session_state["analyser"].stock == 23
    at.run()  # the next rerun keeps the hand too
    assert not at.exception and len(at.session_state["analyser"].hand) == 19


def test_6_a_bad_seen_in_a_link_keeps_the_hand_and_stock():
    at = analyser(hand=HAND_19, seen="2v 2v 2v", stock="12")
    assert not at.exception and any("seen" in e.value and "fifth copy" in e.value for e in at.error)
    assert len(at.session_state["analyser"].hand) == 19 and at.session_state["analyser"].seen == []
    assert at.session_state["analyser"].stock == 12


# ---------------------------------------------------------------------------- 7. non-UTF-8 replay


def test_7_sichuan_replay_of_a_non_utf8_file(tmp_path):
    path = tmp_path / "bad.json"
    path.write_bytes(b'{"format": "sichuan-replay", "version": 1, "seed": "\xff"}')
    assert "UTF-8" in one_error_line(cli("core.sichuan", "replay", str(path)))
    assert "UTF-8" in one_error_line(cli("core.sichuan", "replay", "-", stdin=b"\xfe\xff"))


# ---------------------------------------------------------------------------- 8. Sichuan unknown actions


def sichuan_free_turn() -> SichuanDeal:
    """A deal on a player's own turn, with no missing-suit tile in hand, just after a draw: the
    state where every kind of turn action is open (so nothing else refuses a bad one first)."""
    import random

    for seed in range(50):
        deal, rng = SichuanDeal(seed=seed), random.Random(seed)
        while not deal.over:
            seat = deal.to_act
            player = deal.seats[seat]
            if deal.phase == "turn" and not player.holds_missing() and not deal.after_claim and deal.wall_left:
                return deal
            legal = deal.legal_actions()
            passes = [a for a in legal if a.type in ("pass", "discard")]
            deal.act(rng.choice(passes or legal))
    raise AssertionError("no free turn found")


@pytest.mark.parametrize(
    "action",
    [
        lambda s: SichuanAction("dance", s),
        lambda s: SichuanAction("pung ", s),
        lambda s: SichuanAction("discard", True, 0),
        lambda s: SichuanAction("concealed_kong", s, True),
        lambda s: SichuanAction("win", s, None, 1),
    ],
    ids=["dance", "typo", "bool-seat", "bool-tile", "win-with-suit"],
)
def test_8_sichuan_deal_refuses_an_unknown_or_malformed_action(action):
    deal = sichuan_free_turn()
    bad = action(deal.to_act)
    done = len(deal.actions)
    assert not deal.can(bad)
    with pytest.raises(SichuanIllegal):
        deal.act(bad)
    assert len(deal.actions) == done


# ---------------------------------------------------------------------------- 9. Chắn bad seats and cards


@pytest.mark.parametrize(
    "make",
    [
        lambda d: Action("discard", 7, 1),
        lambda d: Action("discard", -1, 1),
        lambda d: Action("discard", d.to_act, 25),
        lambda d: Action("discard", d.to_act, None),
        lambda d: Action("discard", d.to_act, -3),
        lambda d: Action("capture", d.to_act, 99),
        lambda d: Action("discard", True, 1),
        lambda d: Action("fold", d.to_act),
        lambda d: Action("win", d.to_act, 3),
        lambda d: "discard 2v",
        lambda d: None,
    ],
)
def test_9_chan_deal_refuses_bad_seats_and_cards(make):
    from core.chan.legality import IllegalAction

    deal = Deal(seed=2)
    action = make(deal)
    assert deal.can(action) is False
    with pytest.raises(IllegalAction):
        deal.verify(action)
    with pytest.raises(IllegalAction):
        deal.act(action)
    assert deal.actions == []


# ---------------------------------------------------------------------------- 10. Chắn score arguments


@pytest.mark.parametrize(
    "kwargs, named",
    [({"ga": [1]}, "'1'"), ({"ga": [["tam_do"]]}, "tam_do"), ({"events": [None]}, "None"), ({"profile": ["x"]}, "x")],
)
def test_10_score_refuses_bad_option_types_naming_the_value(kwargs, named):
    holding = Holding.parse(HAND_19)
    kwargs.setdefault("profile", "traditional")
    with pytest.raises(NotationError, match=named):
        score(holding, 2, **kwargs)


@pytest.mark.parametrize("win", [25, -1, 10**30, "3v", 2.0, True], ids=["25", "-1", "big", "text", "float", "bool"])
def test_10_score_refuses_a_winning_face_out_of_range(win):
    with pytest.raises(NotationError, match="winning card"):
        score(Holding.parse(HAND_19), win)


# ---------------------------------------------------------------------------- 11. one stderr line


@pytest.mark.parametrize(
    "module, args",
    [
        ("core.chan", ["waits", "2v\n3v\n4v"]),
        ("core.chan", ["waits", "2v\nxx\nyy"]),
        ("core.chan", ["score", HAND_19, "--win", "3\nv"]),
        ("core.chan", ["waits", HAND_19, "--profile", "a\nb"]),
        ("core.sichuan", ["waits", "1m\n2x", "--missing", "s"]),
        ("core.sichuan", ["score", "123m", "--missing", "s", "--win", "1\nm"]),
        ("core.sichuan", ["deal", "--bots", "a\nb"]),
    ],
)
def test_11_clis_print_one_stderr_line(module, args):
    one_error_line(cli(module, *args))


# ---------------------------------------------------------------------------- 12. picker values


@pytest.mark.parametrize(
    "value",
    [float("inf"), float("-inf"), float("nan"), 2.5, 10**400, True, "3", None, -1],
    ids=["inf", "-inf", "nan", "2.5", "big", "bool", "text", "none", "-1"],
)
def test_12_pickers_ignore_values_that_are_not_indexes(value):
    from ui.chan.picker import _valid_pick as card_pick
    from ui.sichuan.tile_picker import _valid_pick as tile_pick

    assert card_pick(value, [4] * 25) is None
    assert tile_pick(value, lambda kind: True) is None
    assert card_pick(3.0, [4] * 25) == 3 and tile_pick(3, lambda kind: True) == 3


def test_excerpt_is_short_one_line_and_idempotent():
    for text in ["abc", "a\nb\tc", "x" * 100, "nhị vạn", 10**5000 if sys.get_int_max_str_digits() == 0 else 7]:
        short = excerpt(text)
        assert excerpt(short) == short and "\n" not in short and len(short) <= 24


@pytest.mark.parametrize(
    "action",
    [SichuanAction("declare", 0, None, 1.0), SichuanAction("declare", 0, 3, 1), SichuanAction("declare", 0, None, "m")],
    ids=["float-suit", "tile", "text-suit"],
)
def test_8_sichuan_declare_refuses_what_its_replay_could_not_hold(action):
    deal = SichuanDeal(seed=3)
    assert deal.phase == "declare" and deal.to_act == 0
    assert not deal.can(action)
    with pytest.raises(SichuanIllegal):
        deal.act(action)
