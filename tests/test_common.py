"""core/common: the pieces both games share, and the same names for the same things in both games."""

import json
import re
from dataclasses import FrozenInstanceError, fields
from math import comb
from pathlib import Path

import pytest

import core.chan.bots as chan_bots
import core.chan.cli as chan_cli
import core.sichuan.bots as sc_bots
import core.sichuan.cli as sc_cli
import core.sichuan.deal as sc_deal
from core.chan import replay as chan_replay
from core.chan.actions import Action as ChanAction
from core.chan.analysis import analyse_waits as chan_waits, chance_to_draw
from core.chan.cards import NotationError as ChanNotationError, parse_cards
from core.chan.deal import Deal as ChanDeal
from core.chan.holding import Holding
from core.chan.legality import IllegalAction as ChanIllegal
from core.chan.rulebook import RULEBOOK as CHAN_RULES
from core.chan.scoring import CUOC_BY_ID, CUOCS, Cuoc, ScoreItem
from core.common import cli as common_cli, players, replay_format
from core.common.errors import GameError, NotationError, RefusedAction
from core.common.jsonio import JSONInputError, read_json
from core.common.odds import chance_at_least_one, chance_exact
from core.common.text import Text, join
from core.sichuan import replay as sc_replay
from core.sichuan.actions import Action as ScAction, IllegalAction as ScIllegal
from core.sichuan.analysis import analyse_waits as sc_waits, chance_to_draw
from core.sichuan.hand import Hand
from core.sichuan.rulebook import RULEBOOK as SC_RULES
from core.sichuan.scoring import FAN_BY_ID, FANS, Fan, FanItem
from core.sichuan.tiles import NotationError as ScNotationError, parse_tiles

ROOT = Path(__file__).resolve().parent.parent


# ---------------------------------------------------------------------------- Text


def test_text_picks_a_language_and_reads_as_english():
    t = Text("not your turn", "chưa đến lượt bạn")
    assert t.pick("vi") == "chưa đến lượt bạn"
    assert t.pick("en") == t.pick(None) == t.pick("fr") == str(t) == "not your turn"
    assert f"{t}" == "not your turn"
    with pytest.raises(FrozenInstanceError):
        t.en = "x"
    assert {t: 1}[Text("not your turn", "chưa đến lượt bạn")] == 1


def test_text_is_json_friendly_and_composes():
    t = Text("a", "ă")
    assert json.loads(json.dumps(t.to_json())) == {"en": "a", "vi": "ă"}
    assert Text.from_json(t.to_json()) == t and Text.from_json("x") == Text("x", "x")
    with pytest.raises(ValueError):
        Text.from_json({"en": "a"})
    assert join(", ", [t, "b"]) == Text("a, b", "ă, b")
    assert "(" + t + ")" == Text("(a)", "(ă)")
    assert t.map(str.upper) == Text("A", "Ă")


def test_no_language_branch_left_in_core():
    """Core compares a language code in one place, Text.pick."""
    pattern = re.compile(r"""[!=]=\s*["']vi["']|["']vi["']\s*[!=]=""")
    offenders = [
        f"{p.relative_to(ROOT)}:{n}"
        for p in sorted((ROOT / "core").rglob("*.py"))
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line)
    ]
    assert offenders == []


# ---------------------------------------------------------------------------- errors


def test_chan_notation_error_is_the_common_one_with_token_and_position():
    with pytest.raises(NotationError) as info:
        parse_cards("2v 3s zz")
    err = info.value
    assert isinstance(err, ChanNotationError) and isinstance(err, ValueError) and isinstance(err, GameError)
    assert (err.token, err.position) == ("zz", 3)
    assert str(err).startswith("'zz' (card 3): ")
    assert err.text["vi"].startswith("'zz' (lá thứ 3): ") and err.text.vi == err.text["vi"]
    assert err.to_json()["token"] == "zz" and err.to_json()["position"] == 3


def test_sichuan_notation_error_is_the_common_one_with_token_position_and_rules():
    with pytest.raises(NotationError) as info:
        parse_tiles("123m 5x")
    err = info.value
    assert isinstance(err, ScNotationError) and isinstance(err, ValueError)
    assert err.token == "5x" and err.position == 4 and err.rules == ("sc.setup.notation",)
    assert str(err).startswith("'5x' (tile 4): ") and err.text["vi"].startswith("'5x' (quân thứ 4): ")
    meld = ScNotationError("bad meld", "bộ sai", "5p5p", 1, (), label="meld")
    assert str(meld) == "'5p5p' (meld 1): bad meld" and meld.text["vi"] == "'5p5p' (bộ thứ 1): bộ sai"


def test_replay_and_json_errors_share_the_base():
    with pytest.raises(NotationError) as info:
        sc_replay.loads(b'{"format": "sichuan-replay", "version": 1, "seed": 1, "actions": [{"seat": 0}]}')
    assert isinstance(info.value, sc_replay.ReplayError) and info.value.index == 0
    with pytest.raises(NotationError):
        chan_replay.loads("not json")
    with pytest.raises(GameError) as jinfo:
        read_json("[1,")
    assert isinstance(jinfo.value, JSONInputError) and isinstance(jinfo.value, ValueError)
    assert jinfo.value.text["vi"] == jinfo.value.reason.vi != str(jinfo.value)


def test_chan_refusal_is_a_refused_action_with_rules_and_both_languages():
    deal = ChanDeal(seed=3)
    seat = deal.to_act
    wrong = ChanAction("pass", (seat + 1) % 4)
    with pytest.raises(RefusedAction) as info:
        deal.act(wrong)
    err = info.value
    assert isinstance(err, ChanIllegal) and isinstance(err, ValueError)
    assert err.rules and all(isinstance(r, str) for r in err.rules)
    assert err.text == err.reason and err.text["vi"] == err.reason.vi != str(err)


def test_sichuan_refusal_is_a_refused_action_with_rules_and_both_languages():
    deal = sc_deal.Deal(seed=3)
    with pytest.raises(RefusedAction) as info:
        deal.act(ScAction("discard", deal.to_act, 0))  # the declare phase: no discard yet
    err = info.value
    assert isinstance(err, ScIllegal) and isinstance(err, ValueError)
    assert err.rules and err.text == err.reason
    assert err.text["vi"] == err.reason.vi and err.text["en"] == str(err) == err.reason.en


# ---------------------------------------------------------------------------- the same names


def test_sichuan_action_kind_and_its_old_name_agree():
    a = ScAction("discard", 1, 4)
    assert a.kind == a.type == "discard"
    assert ScAction(type="discard", seat=1, tile=4) == a and hash(ScAction(type="discard", seat=1, tile=4)) == hash(a)
    assert a.to_json() == {"seat": 1, "type": "discard", "tile": "5m"}  # the pinned replay key
    assert ScAction.from_json(a.to_json()) == a
    with pytest.raises((AttributeError, TypeError)):  # read-only (a frozen slots dataclass: TypeError on 3.11)
        a.type = "pass"
    with pytest.raises(TypeError):
        ScAction("discard", 1, type="pass")
    with pytest.raises(TypeError):
        ScAction(seat=1)
    odd = ScAction(None, None)  # any values are held (fuzzers build such); the deal refuses them
    assert odd.kind is None and not sc_deal.Deal(seed=1).can(odd)
    assert [f.name for f in fields(ScAction)][:2] == [f.name for f in fields(ChanAction)][:2] == ["kind", "seat"]


@pytest.mark.parametrize("game", ["chan", "sichuan"])
def test_over_and_ended_agree_and_act_returns_the_logged_record(game):
    deal = ChanDeal(seed=5) if game == "chan" else sc_deal.Deal(seed=5)
    bots = [players.RandomBot(10 + s) for s in range(4)]
    steps = 0
    while not deal.over:
        assert deal.over is False
        seat = deal.to_act
        action = bots[seat].choose(deal, seat)
        returned = deal.act(action)
        assert returned is action and deal.actions[-1] is action
        steps += 1
        assert steps < 5000
    assert deal.over is True
    settlement = deal.settlement()
    assert isinstance(settlement, list) and len(settlement) == 4 and sum(settlement) == 0
    if game == "chan":
        assert settlement == deal.outcome.settlement and settlement is not deal.outcome.settlement


def test_chan_settlement_is_zero_before_the_end():
    assert ChanDeal(seed=1).settlement() == [0, 0, 0, 0]


def test_scoring_pattern_records_have_the_same_field_names():
    assert [f.name for f in fields(Cuoc)][:2] == [f.name for f in fields(Fan)][:2] == ["id", "name"]
    tom = next(c for c in CUOCS if c.id == "tom")
    assert tom.name.en.startswith("Tôm (") and tom.name.vi == "Tôm"  # not swapped by the reordering
    for pattern in (*CUOCS, *FANS):
        assert isinstance(pattern.name, Text) and pattern.name["vi"] == pattern.name.vi
    for item in (ScoreItem("tom", 1, 1, 1), FanItem("root", 1, 1)):
        assert item.name == (CUOC_BY_ID if isinstance(item, ScoreItem) else FAN_BY_ID)[item.id].name


def test_wait_reports_give_the_reason_the_same_way():
    chan_report = chan_waits(Holding.parse("2v 3s 4n 5v 6s 7n 8v 9s 2n 3v 4s 5n 6v 7s 8n 9v 2s 3n 4v"))
    sc_report = sc_waits(Hand.parse("1m 4m 7m 2p 5p 8p 3s 6s 9s 1p 1p 9m 9m", missing=2))
    for report in (chan_report, sc_report):
        assert not report.waits and report.reason.en
        assert isinstance(report.reason, Text) and report.reason["vi"] == report.reason.vi != report.reason["en"]


def test_replays_dumps_and_loads_in_both_games():
    sc = players.play_out(sc_deal.Deal(seed=2), sc_bots.make_bots(["heuristic"], 2))
    text = sc_replay.dumps(sc, ["heuristic"] * 4)
    assert json.loads(text) == sc_replay.record_of(sc, ["heuristic"] * 4)
    assert json.loads(text)["format"] == "sichuan-deal/1" and "version" not in json.loads(text)
    again = sc_replay.loads(text)
    assert again.settlement() == sc.settlement() and again.actions == sc.actions
    assert sc_replay.from_record(sc_replay.record_of(sc)).actions == sc.actions

    ch = players.play_out(ChanDeal(seed=2), [chan_bots.RuleBot(s) for s in range(4)])
    assert chan_replay.record_of(ch)["format"] == "chan-deal/1"
    for source in (chan_replay.dumps(ch), chan_replay.record_of(ch)):
        assert chan_replay.load_replay(source).settlement() == ch.settlement()


@pytest.mark.parametrize("game", ["chan", "sichuan"])
def test_both_logs_are_typed_records_of_one_shape(game):
    deal = ChanDeal(seed=3) if game == "chan" else sc_deal.Deal(seed=3)
    players.play_out(deal, [players.RandomBot(20 + s) for s in range(4)])
    piece = "card" if game == "chan" else "tile"
    assert deal.log and all(type(e)._fields == ("kind", "seat", piece, "other", "rules") for e in deal.log)
    assert all(isinstance(e.kind, str) and isinstance(e.rules, tuple) for e in deal.log)
    assert all(r in (CHAN_RULES if game == "chan" else SC_RULES) for e in deal.log for r in e.rules)


def test_the_replay_header_helper():
    assert replay_format.header("sichuan-deal", 1) == {"format": "sichuan-deal/1"}
    assert replay_format.format_name("chan-match", 1) == "chan-match/1"
    old = ({"format": "sichuan-replay", "version": 1},)
    ok = replay_format.matches_header
    assert ok({"format": "x/1", "seed": 1}, "x/1") and ok({"format": "sichuan-replay", "version": 1}, "x/1", old)
    assert not ok({"format": "x/1", "version": 1}, "x/1", old)  # a version key only with the old header
    assert not ok({"format": "sichuan-replay", "version": 1.0}, "x/1", old)  # types count: 1.0 and True are not 1
    assert not ok({}, "x/1") and ok({"seed": 1}, "x/1", optional=True) and not ok({"format": "y"}, "x/1", optional=True)
    replay_format.check_header({"format": "x/1"}, "x/1", error=ValueError)  # no error
    with pytest.raises(ScNotationError) as err:
        replay_format.check_header({"format": "\n" + "y" * 100}, "x/1", error=ScNotationError)
    assert str(err.value).startswith("format: expected 'x/1', found '\\ny") and len(str(err.value)) < 80
    assert err.value.text["vi"].startswith("format: cần 'x/1', nhận được ")


def test_both_games_read_and_write_their_headers_with_the_helper():
    ch = players.play_out(ChanDeal(seed=4), [chan_bots.RuleBot(s) for s in range(4)])
    record = chan_replay.record_of(ch)
    assert record["format"] == chan_replay.FORMAT == "chan-deal/1"
    del record["format"]
    assert chan_replay.from_record(record).settlement() == ch.settlement()  # a record without a header is a deal
    with pytest.raises(ChanNotationError) as err:
        chan_replay.from_record({**record, "format": "chan-match/1"})
    assert str(err.value).startswith("format: expected 'chan-deal/1', found 'chan-match/1'")
    assert err.value.text["vi"].startswith("format: cần 'chan-deal/1', nhận được 'chan-match/1'")
    match = chan_replay.Match(seed=4)
    match.new_deal()
    text = chan_replay.dumps_match(match)
    assert json.loads(text)["format"] == chan_replay.MATCH_FORMAT == "chan-match/1"
    assert len(chan_replay.loads_match(text).deals) == 1
    with pytest.raises(ChanNotationError, match="expected 'chan-match/1', found 'chan-deal/1'"):
        chan_replay.loads_match(text.replace("chan-match/1", "chan-deal/1", 1))
    with pytest.raises(ChanNotationError, match="found none"):
        chan_replay.loads_match(json.dumps({k: v for k, v in json.loads(text).items() if k != "format"}))
    sc = players.play_out(sc_deal.Deal(seed=4), sc_bots.make_bots(["random"], 4))
    assert sc_replay.record_of(sc)["format"] == sc_replay.FORMAT == "sichuan-deal/1"


# ---------------------------------------------------------------------------- players and the loop


def test_each_game_plays_with_the_common_players_and_loop():
    assert chan_bots.play_out is sc_bots.play_out is players.play_out
    assert chan_bots.RandomBot is sc_bots.RandomBot is players.RandomBot
    assert chan_bots.Player is sc_bots.Player is players.Player
    assert sc_deal.play_out is players.play_out  # Sichuan's deal.play is the common loop with a guard


def test_play_out_stops_a_stuck_loop_and_advance_stops_at_the_seat():
    class Endless:
        over, to_act, actions = False, 0, []

        def legal_actions(self):
            return ["x"]

        def act(self, action):
            self.actions.append(action)

    with pytest.raises(RuntimeError):
        players.play_out(Endless(), [players.RandomBot(0)] * 4, max_actions=10)
    with pytest.raises(RuntimeError):
        sc_deal.play(sc_deal.Deal(seed=1), [players.RandomBot(s) for s in range(4)], max_actions=3)
    deal = sc_deal.Deal(seed=4, dealer=1)
    bots = [players.RandomBot(s) for s in range(4)]
    taken = players.advance(deal, bots, stop_at=0, steps=None)
    assert taken >= 3 and (deal.to_act == 0 or deal.over)
    assert players.advance(deal, bots, stop_at=0) == 0  # already the seat's turn
    chan = ChanDeal(seed=4)
    players.advance(chan, [players.RandomBot(s) for s in range(4)], stop_at=0, steps=None)
    assert chan.to_act == 0 or chan.over


def test_random_bot_is_repeatable():
    def run(seed):
        deal = players.play_out(sc_deal.Deal(seed=9), [players.RandomBot(seed + s) for s in range(4)])
        return deal.actions

    assert run(1) == run(1)


# ---------------------------------------------------------------------------- odds


@pytest.mark.parametrize(
    "copies,unseen,draws", [(0, 50, 10), (1, 50, 10), (3, 80, 23), (4, 40, 40), (2, 10, 0), (4, 30, 45), (7, 60, 15)]
)
def test_both_games_quote_the_common_hypergeometric_chance(copies, unseen, draws):
    if copies == 0 or draws == 0:
        exact = 0.0
    elif draws >= unseen:
        exact = 1.0
    else:
        exact = 1 - comb(unseen - copies, draws) / comb(unseen, draws)
    assert chance_at_least_one(copies, unseen, draws) == pytest.approx(exact, abs=1e-12)
    assert (
        chance_to_draw(copies, unseen, draws)
        == chance_to_draw(copies, unseen, draws)
        == chance_at_least_one(copies, unseen, draws)
    )


def test_exact_chances_sum_to_one_and_match_at_least_one():
    copies, unseen, draws = 4, 60, 12
    probs = [chance_exact(copies, unseen, draws, k) for k in range(copies + 1)]
    assert sum(probs) == pytest.approx(1.0)
    assert 1 - probs[0] == pytest.approx(chance_at_least_one(copies, unseen, draws))
    assert chance_exact(copies, unseen, draws, 5) == 0.0


# ---------------------------------------------------------------------------- the CLI scaffold


def test_both_clis_stand_on_the_common_scaffold(capsys):
    assert chan_cli.BadInput is sc_cli.BadInput is common_cli.BadInput
    for main in (chan_cli.main, sc_cli.main):
        assert main(["waits", "--nonsense"]) == common_cli.EXIT_BAD_INPUT == 2
        err = capsys.readouterr().err
        assert err.startswith("error: ") and err.count("\n") == 1
    assert chan_cli.main(["waits", "2v zz"]) == 2
    assert capsys.readouterr().err == "error: 'zz' (card 2): " + str(_chan_error("2v zz")).split(": ", 1)[1] + "\n"


def _chan_error(text):
    try:
        parse_cards(text)
    except ChanNotationError as err:
        return err
    raise AssertionError("no error")


def test_run_maps_errors_and_a_closed_pipe(capsys):
    def parser():
        p, sub = common_cli.new_parser("prog", "test")
        sub.add_parser("go")
        sub.add_parser("bad")
        sub.add_parser("pipe")
        return p

    def bad(args):
        raise NotationError("wrong\nthing", "sai", "tok", 2)

    def pipe(args):
        raise BrokenPipeError

    commands = {"go": lambda args: 0, "bad": bad, "pipe": pipe}
    assert common_cli.run(parser, commands, ["go"]) == common_cli.EXIT_OK
    assert common_cli.run(parser, commands, ["pipe"]) == 0
    assert common_cli.run(parser, commands, ["bad"], (NotationError,)) == 2
    assert capsys.readouterr().err == "error: 'tok' (item 2): wrong\\nthing\n"
    with pytest.raises(NotationError):  # not one of the game's errors: a bug, it propagates
        common_cli.run(parser, commands, ["bad"])
    common_cli.print_json({"a": "ă"})
    assert capsys.readouterr().out == '{"a": "ă"}\n'
