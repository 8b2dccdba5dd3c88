"""Capture, chíu, discard and win legality (core/chan/legality.py) and the `captures` CLI.

Cardavia: every restriction of document 000 §3 (capture.*). Traditional: every error of
document 003 §IV (error.A1 … error.D18). Positions are built by hand with known answers;
each test is named after the rule it exercises.
"""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from core.chan.cards import NotationError, parse_card, parse_cards
from core.chan.explain import explain_position
from core.chan.holding import Holding
from core.chan.legality import (
    ERROR_GROUP,
    IllegalAction,
    PlayerRecord,
    available_capture,
    can_capture,
    can_chiu,
    can_discard,
    can_win,
    discard_options,
    judge_capture,
    judge_chiu,
    judge_discard,
    judge_pass,
    judge_win,
    options,
    verify_capture,
    verify_discard,
)
from core.chan.profiles import CARDAVIA, TRADITIONAL
from core.chan.rulebook import RULEBOOK

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "positions"


# ------------------------------------------------------------------ helpers


def H(hand, *exposed, size=19):
    holding = Holding.from_faces(parse_cards(hand), [tuple(parse_cards(e)) for e in exposed])
    assert holding.size == size, holding.size
    return holding


def H20(hand, *exposed):
    return H(hand, *exposed, size=20)


def R(*events):
    """('discard', '3n'), ('decline', '7s', 'chan'), ('capture', '4v', '4n'), ('chiu', '6s')"""
    record = PlayerRecord()
    for name, card, *rest in events:
        args = [parse_card(card)] + [parse_card(a) if name == "capture" else a for a in rest]
        getattr(record, name)(*args)
    return record


def c(code):
    return parse_card(code)


def capture(profile, holding, record, offered, with_card):
    return judge_capture(profile, holding, record, c(offered), c(with_card))


def discard(profile, holding, record, face):
    return judge_discard(profile, holding, record, c(face))


def refused(verdict, rule):
    assert not verdict.legal, verdict
    assert rule in verdict.rules and rule in verdict.violations, verdict
    assert verdict.explanation.en.startswith("Not allowed") and verdict.explanation.vi.startswith("Không được")
    return True


def allowed(verdict):
    assert verdict.legal, verdict
    assert verdict.rules and not verdict.violations
    assert all(r in RULEBOOK for r in verdict.rules)
    return True


# base hands: 19 cards, singles 2s 3n 4v (and others as named)
MUST_CHAN = "5v 5n 2v 2v 3s 3s 4n 4n 6v 6v 7s 7s 8n 8n 9v 9v 2s 3n 4v"
PAIR_6S = "6s 6s 2v 2v 3s 3s 4n 4n 5v 5v 7s 7s 8n 8n 9v 9v 2s 3n 4v"
TRIPLE_6S = "6s 6s 6s 2v 2v 3s 3s 4n 4n 5v 5v 7s 7s 8n 8n 9v 9v 2s 3n"
LONE_7S = "7s 2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 8n 8n 9v 9v 2s 3n 4v 5n"
CA_9V_9N = "9v 9n 2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7s 7s 8n 8n 2s 3n 4v"
LONE_9V = "9v 2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7s 7s 8n 8n 2s 3n 4v 5n"
LONE_9N = "9n 2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7s 7s 8n 8n 2s 3n 4v 5n"
# 5 chắn + 4 cạ + lone 9v: waiting bạch thủ on 9v
BACH_THU_9V = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 2s 2n 3v 3n 4v 4s 7v 7s 9v"
# 20 cards with singles 2s 3n 4v 5n and the named ones
TWENTY = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7s 7s 8n 8n 2s 3n 4v 5n"


# ------------------------------------------------------------------ cardavia: document 000 §3


def test_capture_must_chan():
    h = H(MUST_CHAN)
    assert refused(capture("cardavia", h, R(), "5v", "5n"), "capture.must_chan")
    assert allowed(capture("cardavia", h, R(), "5v", "5v"))


def test_capture_no_break_chan_for_ca():
    assert refused(capture("cardavia", H(PAIR_6S), R(), "6v", "6s"), "capture.no_break_chan")


def test_capture_no_break_chan_triple_may_lose_one():
    verdict = capture("cardavia", H(TRIPLE_6S), R(), "6v", "6s")
    assert allowed(verdict) and "capture.no_break_chan" in verdict.rules and "groups.ca" in verdict.rules


def test_capture_no_break_chan_on_discard():
    assert refused(discard("cardavia", H20(PAIR_6S + " 5n"), R(), "6s"), "capture.no_break_chan")
    assert refused(
        discard("cardavia", H20("6s 6s 6s 6s 2v 2v 3s 3s 4n 4n 5v 5v 7s 7s 8n 8n 2s 3n 4v 5n"), R(), "6s"),
        "capture.no_break_chan",
    )
    assert allowed(discard("cardavia", H20(TRIPLE_6S + " 4v"), R(), "6s"))
    assert allowed(discard("cardavia", H20(PAIR_6S + " 5n"), R(), "2s"))


def test_capture_declined_chan_bars_discard_and_ca():
    record = R(("decline", "7s", "chan"))
    assert refused(discard("cardavia", H20(LONE_7S + " cc"), record, "7s"), "capture.declined_chan")
    assert refused(capture("cardavia", H(LONE_7S), record, "7v", "7s"), "capture.declined_chan")


def test_capture_declined_chan_still_allows_chan_capture_d16():
    # 000 forbids only discarding the face or using it in a cạ (D16: cardavia allows the rest)
    assert allowed(capture("cardavia", H(LONE_7S), R(("decline", "7s", "chan")), "7s", "7s"))
    assert refused(capture("traditional", H(LONE_7S), R(("decline", "7s", "chan")), "7s", "7s"), "error.B7")


def test_capture_declined_ca_restricts_nothing_in_cardavia():
    assert allowed(capture("cardavia", H(LONE_9N), R(("decline", "9v", "ca")), "9s", "9n"))


def test_capture_discarded_face():
    hand = "3n 3n 2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7s 7s 8n 8n 9v 2s 4v"
    assert refused(capture("cardavia", H(hand), R(("discard", "3n")), "3n", "3n"), "capture.discarded_face")
    assert allowed(capture("cardavia", H(hand), R(("discard", "2n")), "3n", "3n"))


def test_capture_discarded_face_played_into_ca():
    h = H("4s 2v 2v 3s 3s 5v 5v 6s 6s 7s 7s 8n 8n 9v 9v 2s 3n", "4v 4n")
    record = R(("capture", "4v", "4n"))  # 4n came from the hand into a cạ
    assert refused(capture("cardavia", h, record, "4n", "4s"), "capture.discarded_face")
    # the captured card itself (4v) is not barred by this rule
    assert "capture.discarded_face" not in capture("cardavia", h, record, "4v", "4s").rules


def test_capture_ca_rank_has_ca():
    assert refused(capture("cardavia", H(CA_9V_9N), R(), "9s", "9v"), "capture.ca_rank_has_ca")
    assert refused(capture("cardavia", H(CA_9V_9N), R(), "9s", "9n"), "capture.ca_rank_has_ca")


def test_capture_ca_last_single():
    h = H("3v 3v 4s 4s 5n 5n 6v 6v 7s 7s 8n 8v 9v 9s cc cc 2s", "6s 6s")
    assert refused(capture("cardavia", h, R(), "2v", "2s"), "capture.ca_last_single")
    more = H("3v 3v 4s 4s 5n 5n 6v 6v 7s 7s 8n 8v 9v 9s cc 3n 2s", "6s 6s")
    assert allowed(capture("cardavia", more, R(), "2v", "2s"))


def test_capture_ca_after_discarding_ca():
    record = R(("discard", "3n"), ("discard", "3s"))
    assert refused(capture("cardavia", H(LONE_7S), record, "7v", "7s"), "capture.ca_after_discarding_ca")
    assert allowed(capture("cardavia", H(LONE_7S), record, "2v", "2v"))  # chắn captures stay allowed
    assert allowed(capture("cardavia", H(LONE_7S), R(("discard", "3n"), ("discard", "3n")), "7v", "7s"))


AFTER_CA = ("3s 2v 2v 4n 4n 5v 5v 6s 6s 8n 8n 9v 9v 2s 4v 5n cc 8v", "7v 7s")


def test_capture_no_discard_ca_after_ca():
    h = H20(*AFTER_CA)
    record = R(("discard", "3n"), ("capture", "7v", "7s"))
    assert refused(discard("cardavia", h, record, "3s"), "capture.no_discard_ca_after_ca")
    assert allowed(discard("cardavia", h, R(("discard", "3n"), ("capture", "7v", "7v")), "3s"))
    assert allowed(discard("cardavia", h, R(("discard", "3n")), "3s"))


def test_capture_leave_discard():
    hand = "5v 2v 2v 3v 3v 4s 4s 5n 5n 6v 6v 7s 7s 8n 8n 9v 9v cc cc"
    stuck = R(("decline", "5v", "chan"), ("decline", "2v", "chan"))
    assert refused(capture("cardavia", H(hand), stuck, "2v", "2v"), "capture.leave_discard")
    fine = R(("decline", "2v", "chan"))
    assert allowed(capture("cardavia", H(hand), fine, "2v", "2v"))
    chan = next(o for o in options("cardavia", H(hand), fine, c("2v")) if o.kind == "chan")
    assert [d.card for d in chan.then_discards] == [c("5v")]


def test_option_prevented_cardavia_has_no_error_groups():
    verdict = capture("cardavia", H(MUST_CHAN), R(), "5v", "5n")
    assert verdict.groups == () and verdict.errors == () and not verdict.bao


def test_cardavia_allows_what_only_003_forbids():
    # 000 is silent on discarding a captured face, a face discarded before, or a rank of a captured cạ
    h = H20("2n 2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7s 7s 8n 8n 3n 4v 5n", "2n 2n")
    assert allowed(discard("cardavia", h, R(("capture", "2n", "2n")), "2n"))
    assert allowed(discard("cardavia", H20(LONE_9V + " 6v"), R(("discard", "9v")), "9v"))
    assert allowed(capture("cardavia", H(LONE_9N), R(("discard", "9v")), "9s", "9n"))


# ------------------------------------------------------------------ traditional: document 003 §IV


def test_error_A1_an_treo_tranh():
    verdict = capture("traditional", H(MUST_CHAN), R(), "5v", "5n")
    assert refused(verdict, "error.A1") and verdict.groups == ("A",) and not verdict.bao
    assert allowed(capture("traditional", H(MUST_CHAN), R(), "5v", "5v"))


TRIPLE_9V = "9v 9v 9v 2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7s 7s 8n 8n 2s 3n"


def test_error_A2_chiu_duoc_ma_an_thuong():
    assert refused(capture("traditional", H(TRIPLE_9V), R(), "9v", "9v"), "error.A2")
    assert allowed(judge_chiu("traditional", H(TRIPLE_9V), R(), c("9v")))
    assert allowed(capture("cardavia", H(TRIPLE_9V), R(), "9v", "9v"))  # 000: chíu is optional


def test_error_A3_an_chon_ca():
    assert refused(capture("traditional", H(CA_9V_9N), R(), "9s", "9v"), "error.A3")
    # one 9v beside two 9n is no cạ: the 9n are a chắn, the 9v a lone card
    assert allowed(
        capture("traditional", H("9v 9n 9n 2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7s 7s 8n 8n 2s 3n"), R(), "9s", "9v")
    )


def test_error_A4_an_ca_chuyen_cho():
    assert refused(capture("traditional", H(BACH_THU_9V), R(), "9n", "9v"), "error.A4")
    # four chắn: the hand is not waiting yet, so the lone 9v may take a cạ
    assert allowed(
        capture("traditional", H("2v 2v 3s 3s 4n 4n 5v 5v 6s 8n 2s 2n 3v 3n 4v 4s 7v 7s 9v"), R(), "9n", "9v")
    )
    # cardavia calls the same move capture.ca_last_single
    assert refused(capture("cardavia", H(BACH_THU_9V), R(), "9n", "9v"), "capture.ca_last_single")


def test_error_A4_on_a_ba_dau_wait_is_treo_tranh():
    # 003's note: taking 9n with 9v while waiting on the ba đầu 9v 9s 9n is ăn treo tranh (A1)
    verdict = capture("traditional", H("2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 2s 2n 3v 3n 4v 4s 9v 9s 9n"), R(), "9n", "9v")
    assert refused(verdict, "error.A1") and "error.A4" not in verdict.rules


def test_error_A5_co_chan_cau_ca():
    assert refused(capture("traditional", H(PAIR_6S), R(), "6v", "6s"), "error.A5")
    assert allowed(capture("traditional", H(TRIPLE_6S), R(), "6v", "6s"))


CHO_CHI_RONG_20 = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n cc 8v 8s 9v 9n 2s 3v 4s"


def test_error_A6_cho_chi_rong_on_discard():
    h = H20(CHO_CHI_RONG_20)
    verdict = discard("traditional", h, R(), "4s")
    assert refused(verdict, "error.A6") and verdict.groups == ("A",) and verdict.bao
    assert allowed(discard("traditional", h, R(), "cc"))
    # breaking a chắn to wait bạch thủ chi on the lone cc is the same error (003 §IV.A6, D20)
    assert refused(discard("traditional", h, R(), "2v"), "error.A6")
    # no chance to discard the cc (it would be error C14), so keeping it is no error
    assert allowed(discard("traditional", h, R(("discard", "cc")), "4s"))
    assert allowed(discard("cardavia", h, R(), "4s"))


def test_error_A6_cho_chi_rong_on_win():
    h = H("2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n cc 8v 8s 9v 9n 2s 2n")
    verdict = judge_win("traditional", h, R(), c("cc"), "stock")
    assert refused(verdict, "error.A6") and "win.cho_chi_rong" in verdict.rules
    assert refused(judge_win("cardavia", h, R(), c("cc"), "stock"), "win.cho_chi_rong")


def test_error_B7_bo_chan_an_chan():
    verdict = capture("traditional", H(LONE_9V), R(("decline", "9v", "chan")), "9v", "9v")
    assert refused(verdict, "error.B7") and verdict.groups == ("B",) and verdict.bao


def test_error_B8_bo_chan_an_ca():
    assert refused(capture("traditional", H(LONE_9V), R(("decline", "9v", "chan")), "9n", "9v"), "error.B8")


def test_error_B9_bo_ca_an_ca():
    record = R(("decline", "9v", "ca"))
    assert refused(capture("traditional", H(LONE_9N), record, "9s", "9n"), "error.B9")
    # bỏ cạ ăn chắn is allowed
    assert allowed(capture("traditional", H(LONE_9N), record, "9n", "9n"))


def test_error_B10_bo_chan_danh_chan():
    assert refused(discard("traditional", H20(LONE_9V + " 6v"), R(("decline", "9v", "chan")), "9v"), "error.B10")
    assert allowed(discard("traditional", H20(LONE_9V + " 6v"), R(("decline", "9s", "ca")), "9v"))


def test_error_C11_danh_ca_an_ca():
    verdict = capture("traditional", H(LONE_7S), R(("discard", "9s"), ("discard", "9n")), "7v", "7s")
    assert refused(verdict, "error.C11") and verdict.groups == ("C",)


def test_error_C12_xe_ca_an_ca():
    assert refused(capture("traditional", H(LONE_9N), R(("discard", "9v")), "9s", "9n"), "error.C12")
    assert allowed(capture("traditional", H(LONE_7S), R(("discard", "9v")), "7v", "7s"))


def test_error_C13_danh_roi_an():
    assert refused(capture("traditional", H(MUST_CHAN), R(("discard", "4n")), "4n", "4n"), "error.C13")
    assert refused(judge_chiu("traditional", H(TRIPLE_9V), R(("discard", "9v")), c("9v")), "error.C13")


def test_error_C14_danh_doi_chan():
    assert refused(discard("traditional", H20(LONE_9V + " 6v"), R(("discard", "9v")), "9v"), "error.C14")
    # traditional does not forbid discarding one card of a pair once
    assert allowed(discard("traditional", H20(LONE_9V + " 6v"), R(), "2v"))


def test_error_D15_an_roi_danh():
    h = H20("2n 2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7s 7s 8n 8n 3n 4v 5n", "2n 2n")
    verdict = discard("traditional", h, R(("capture", "2n", "2n")), "2n")
    assert refused(verdict, "error.D15") and verdict.groups == ("D",)


def test_error_D16_an_ca_roi_an_chan_cung_hang():
    h = H("9n 9n 2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7s 7s 8n 8n 2s", "9v 9s")
    assert refused(capture("traditional", h, R(("capture", "9v", "9s")), "9n", "9n"), "error.D16")
    assert allowed(capture("traditional", h, R(("capture", "9v", "9s")), "2v", "2v"))


def test_error_D17_danh_ca_khi_da_an_ca():
    h = H20(AFTER_CA[0].replace("cc", "6v"), AFTER_CA[1])  # no lone Chi chi: keep A6 out of it
    record = R(("capture", "7v", "7s"), ("discard", "3n"))
    assert refused(discard("traditional", h, record, "3s"), "error.D17")
    assert allowed(discard("traditional", h, R(("discard", "3n")), "3s"))


def test_error_D18_an_ca_danh_con_cung_hang():
    h = H20("9s 9s 2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7s 7s 8n 8n 2s 3n", "9n 9v")
    assert refused(discard("traditional", h, R(("capture", "9n", "9v")), "9s"), "error.D18")
    assert allowed(discard("traditional", h, R(("capture", "9n", "9n")), "9s"))


def test_traditional_chiu_b7_and_cardavia_chiu_discarded_face():
    assert refused(judge_chiu("traditional", H(TRIPLE_9V), R(("decline", "9v", "chan")), c("9v")), "error.B7")
    assert refused(judge_chiu("cardavia", H(TRIPLE_9V), R(("discard", "9v")), c("9v")), "capture.discarded_face")
    assert refused(judge_chiu("cardavia", H(MUST_CHAN), R(), c("5v")), "claim.chiu")


def test_every_traditional_error_has_its_group():
    assert sorted(ERROR_GROUP) == sorted(r.id for r in RULEBOOK if r.id.startswith("error."))


# ------------------------------------------------------------------ winning (D5, D15)

CHIU_U = ("9v 9v 9v 2v 2v 3s 3s 4n 4n 2s 2n 3v 3n 4v 4s 7v 7s", "5v 5v")


@pytest.mark.parametrize("profile", ["cardavia", "traditional"])
def test_win_stock_only(profile):
    h = H(BACH_THU_9V)
    assert allowed(judge_win(profile, h, R(), c("9v"), "stock"))
    assert refused(judge_win(profile, h, R(), c("9v"), "discard"), "win.stock_only")
    assert refused(judge_win(profile, h, R(), c("9n"), "stock"), "win.ten_pairs")
    assert "ù chì" in judge_win(profile, h, R(), c("9v"), "stock", own_gate=True).explanation.vi


@pytest.mark.parametrize("profile", ["cardavia", "traditional"])
def test_win_chiu_u_on_a_discard(profile):
    verdict = judge_win(profile, H(*CHIU_U), R(), c("9v"), "discard")
    assert allowed(verdict) and "cuoc.chiu_u" in verdict.rules and "claim.chiu" in verdict.rules


def test_win_chi_chi_needs_exactly_six_chan():
    bach_thu_chi = H("2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 2s 2n 3v 3n 4v 4s 7v 7s cc")
    assert allowed(judge_win("traditional", bach_thu_chi, R(), c("cc"), "stock"))
    four_chan = H("2v 2v 3s 3s 4n 4n 5v 5v 2s 2n 3v 3n 4v 4s 7v 7s cc", "6n 6v")
    assert refused(judge_win("cardavia", four_chan, R(), c("cc"), "stock"), "win.chi_chi")


# ------------------------------------------------------------------ options, record, API


def test_options_list_every_conceivable_answer():
    opts = options("cardavia", H(MUST_CHAN), R(), c("5v"))
    assert [(o.kind, o.with_card) for o in opts] == [
        ("chan", c("5v")),
        ("ca", c("5n")),
        ("win", c("5v")),
        ("pass", None),
    ]
    assert [o.legal for o in opts] == [True, False, False, True]
    assert opts[0].then_discards and all(d.legal for d in opts[0].then_discards)
    chiu = options("traditional", H(*CHIU_U), R(), c("9v"))
    assert [(o.kind, o.legal) for o in chiu] == [("chan", False), ("chiu", True), ("win", True), ("pass", True)]


def test_turn_rules_cited_by_source():
    h = H(MUST_CHAN)
    assert "turn.offered" in capture("cardavia", h, R(), "5v", "5v").rules
    # a stock card turned up at your own gate (turn.draw), or one the previous player passed on (turn.pass_on)
    assert "turn.draw" in judge_capture("cardavia", h, R(), c("5v"), c("5v"), "stock", own_gate=True).rules
    assert "turn.pass_on" in judge_capture("cardavia", h, R(), c("5v"), c("5v"), "stock", own_gate=False).rules
    # letting a card go: after a discard or a passed-on stock card you turn up your own (turn.draw);
    # after your own stock card the next player may capture it (turn.pass_on)
    assert "turn.draw" in judge_pass("cardavia", h, R(), c("5v"), "discard").rules
    assert "turn.draw" in judge_pass("cardavia", h, R(), c("5v"), "stock", own_gate=False).rules
    assert "turn.pass_on" in judge_pass("cardavia", h, R(), c("5v"), "stock", own_gate=True).rules
    by_kind = {o.kind: o.verdict.rules for o in options("cardavia", h, R(), c("5v"), "stock", own_gate=True)}
    assert "turn.draw" in by_kind["chan"] and "turn.pass_on" in by_kind["pass"]


def test_pass_tells_what_it_declines():
    assert "capture.declined_chan" in judge_pass("cardavia", H(MUST_CHAN), R(), c("5v")).rules
    traditional = judge_pass("traditional", H(MUST_CHAN), R(), c("5v"))
    assert traditional.legal and {"error.B7", "error.B9", "error.B10"} <= set(traditional.rules)
    assert traditional.errors == ()


def test_available_capture_feeds_record_decline():
    record = R()
    assert available_capture("cardavia", H(MUST_CHAN), record, c("5v")) == "chan"
    assert available_capture("cardavia", H(LONE_9N), record, c("9v")) == "ca"
    assert available_capture("cardavia", H(PAIR_6S), record, c("6v")) is None  # only by breaking a chắn
    record.decline(c("5v"), "chan")
    record.decline(c("5v"), "ca")  # a chắn decline is not weakened later
    assert record.declined == {c("5v"): "chan"}
    record.decline(c("2n"), None)
    assert c("2n") not in record.declined


def test_record_views_and_copy():
    record = R(("discard", "3n"), ("capture", "7v", "7s"), ("capture", "4v", "4v"), ("discard", "3s"), ("chiu", "6s"))
    assert record.captured_ca and record.ca_hand_faces == {c("7s")} and record.ca_ranks == {7}
    assert record.captured_faces == {c("7v"), c("4v")} and record.discarded_ca == (c("3n"), c("3s"))
    assert record.chius == [c("6s")]
    copy = record.copy()
    copy.discard(c("2v"))
    copy.decline(c("9v"), "chan")
    assert c("2v") not in record.discarded and not record.declined
    with pytest.raises(ValueError):
        record.capture(c("7v"), c("8v"))
    with pytest.raises(ValueError):
        record.decline(c("7v"), "maybe")


def test_verify_raises_illegal_action_with_rules():
    with pytest.raises(IllegalAction) as info:
        verify_capture("cardavia", H(MUST_CHAN), R(), c("5v"), c("5n"))
    assert info.value.rules == ("capture.must_chan", "capture.ca_rank_has_ca")
    assert "5v" in info.value.reason.en and "chắn" in info.value.reason.vi
    assert isinstance(info.value, ValueError)
    assert verify_discard(TRADITIONAL, H20(LONE_9V + " 6v"), R(), c("6v")).legal
    assert not can_capture(CARDAVIA, H(MUST_CHAN), R(), c("5v"), c("5n"))
    assert can_chiu("traditional", H(TRIPLE_9V), R(), c("9v"))
    assert not can_discard("cardavia", H20(PAIR_6S + " 5n"), R(), c("6s"))
    assert can_win("cardavia", H(BACH_THU_9V), R(), c("9v"))


def test_impossible_actions_are_refused_with_rules():
    assert refused(capture("cardavia", H(MUST_CHAN), R(), "5v", "6v"), "turn.offered")
    assert refused(capture("cardavia", H(MUST_CHAN), R(), "5s", "5s"), "turn.offered")
    assert refused(discard("traditional", H20(LONE_9V + " 6v"), R(), "9s"), "turn.offered")


def test_discard_options_cover_every_face():
    h = H20(TWENTY + " cc 9v")
    opts = discard_options("cardavia", h, R())
    assert [o.card for o in opts] == [f for f in range(25) if h.concealed[f]]


@pytest.mark.parametrize("profile", ["cardavia", "traditional"])
def test_every_verdict_cites_known_rules(profile):
    holdings = [H(MUST_CHAN), H(PAIR_6S), H(CA_9V_9N), H(BACH_THU_9V), H(*CHIU_U), H(TRIPLE_9V)]
    records = [R(), R(("decline", "9v", "chan"), ("discard", "3n"), ("capture", "7v", "7s"))]
    for h in holdings:
        for record in records:
            for offered in ("5v", "6v", "9s", "9v", "9n", "2v"):
                if h.held[c(offered)] < 4:
                    for o in options(profile, h, record, c(offered)):
                        assert o.verdict.rules and all(r in RULEBOOK for r in o.verdict.rules)
                        assert o.verdict.explanation.en and o.verdict.explanation.vi


# ------------------------------------------------------------------ examples and the CLI


def cli(*args):
    return subprocess.run(
        [sys.executable, "-m", "core.chan", *args], cwd=ROOT, capture_output=True, text=True, timeout=60
    )


def readme_rows():
    rows = []
    for line in (EXAMPLES / "README.md").read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 5 and cells[0].endswith(".json"):
            rows.append(cells)
    return rows


def option_key(option: dict) -> str:
    if "kind" not in option:
        return "discard " + option["card"]
    return option["kind"] + (" " + option["with"] if option["kind"] in ("chan", "ca") else "")


def test_examples_readme_covers_every_file():
    files = sorted(p.name for p in EXAMPLES.glob("*.json"))
    assert 4 <= len(files) <= 6
    assert sorted(row[0] for row in readme_rows()) == files
    data = [json.loads((EXAMPLES / f).read_text(encoding="utf-8")) for f in files]
    assert {d["profile"] for d in data} == {"cardavia", "traditional"}
    assert any(d["offered"] is None for d in data)


@pytest.mark.parametrize("row", readme_rows(), ids=lambda row: row[0])
def test_example_position_matches_readme(row):
    name, profile, _, legal_cell, illegal_cell = row
    data = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    assert data["profile"] == profile
    result = explain_position(data)
    got = {option_key(o): o for o in result["options"] + result["discards"]}
    legal = set(re.findall(r"`([^`]+)`", legal_cell))
    illegal = re.findall(r"`([^`]+)`\s+([\w.]+)", illegal_cell)
    assert {k for k, o in got.items() if o["legal"]} == legal
    assert {k for k, o in got.items() if not o["legal"]} == {k for k, _ in illegal}
    for key, rule in illegal:
        assert rule in got[key]["rules"], (key, got[key])


@pytest.mark.parametrize("name", sorted(p.name for p in EXAMPLES.glob("*.json")))
def test_cli_captures_json_on_examples(name):
    out = cli("captures", str(EXAMPLES / name), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    items = data["options"] or data["discards"]
    assert items and all({"legal", "rules", "explanation", "explanation_vi"} <= set(i) for i in items)
    for option in data["options"]:
        assert set(option) >= {"kind", "with"}
        assert ("then_discards" in option) == (option["legal"] and option["kind"] in ("chan", "ca", "chiu"))


def test_cli_captures_readable():
    out = cli("captures", str(EXAMPLES / "cardavia_must_chan.json"))
    assert out.returncode == 0
    assert "capture.must_chan" in out.stdout and "then discard: 2s, 3n, 4v, 5n" in out.stdout


GOOD = {
    "profile": "cardavia",
    "hand": MUST_CHAN,
    "exposed": [],
    "offered": "5v",
    "source": "discard",
    "own_gate": False,
    "history": [{"event": "discard", "card": "3n"}],
}


def with_changes(**changes):
    data = dict(GOOD)
    for key, value in changes.items():
        if value is KeyError:
            data.pop(key)
        else:
            data[key] = value
    return data


BAD = {
    "unknown_field": (with_changes(colour="red"), "colour: unknown field"),
    "missing_field": (with_changes(hand=KeyError), "hand: missing field"),
    "bad_card": (
        with_changes(
            history=[
                {"event": "discard", "card": "3n"},
                {"event": "chiu", "card": "6s"},
                {"event": "discard", "card": "xx"},
            ]
        ),
        "history[2].card: unknown card 'xx'",
    ),
    "bad_hand_card": (with_changes(hand=MUST_CHAN.replace("4v", "1v")), "hand: unknown card '1v'"),
    "wrong_type": (with_changes(own_gate="yes"), "own_gate: must be true or false"),
    "wrong_type_hand": (with_changes(hand=["5v"]), "hand: must be a string"),
    "wrong_count": (with_changes(hand=MUST_CHAN[3:]), "hand: hand and exposed pairs hold 18 cards"),
    "wrong_count_no_offer": (with_changes(offered=None), "with no offered card they must hold 20"),
    "unknown_event": (with_changes(history=[{"event": "draw", "card": "3n"}]), "history[0].event: unknown event"),
    "event_field": (with_changes(history=[{"event": "capture", "card": "4v"}]), "history[0].with: missing field"),
    "event_pair": (with_changes(history=[{"event": "capture", "card": "4v", "with": "5v"}]), "history[0].with:"),
    "available": (
        with_changes(history=[{"event": "decline", "card": "4v", "available": "both"}]),
        "history[0].available",
    ),
    "bad_exposed": (with_changes(hand=MUST_CHAN[3:-3], exposed=["7v 8v"]), "exposed[0]:"),
    "fifth_copy": (with_changes(hand=MUST_CHAN.replace("2s 3n 4v", "5v 5v 5v")), "offered: a fifth copy"),
    "profile": (with_changes(profile="tienlen"), "profile: unknown rule profile 'tienlen'"),
    "source": (with_changes(source="gate"), 'source: must be "discard" or "stock"'),
    "source_missing": (with_changes(source=KeyError), "source: missing field"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_explain_position_bad_input_names_the_field(case):
    data, message = BAD[case]
    with pytest.raises(NotationError) as info:
        explain_position(data)
    assert message in str(info.value)
    assert info.value.text["vi"]


@pytest.mark.parametrize(
    "case", ["unknown_field", "missing_field", "bad_card", "wrong_type", "wrong_count", "unknown_event"]
)
def test_cli_bad_file_exit_2(case, tmp_path):
    data, message = BAD[case]
    path = tmp_path / "position.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = cli("captures", str(path), "--json")
    assert out.returncode == 2 and out.stdout == ""
    assert message in out.stderr and len(out.stderr.strip().splitlines()) == 1


def test_cli_not_json_exit_2(tmp_path):
    path = tmp_path / "position.json"
    path.write_text('{"profile": "cardavia",', encoding="utf-8")
    out = cli("captures", str(path))
    assert out.returncode == 2 and "position.json: not valid JSON" in out.stderr


def test_cli_file_over_1_mb_exit_2(tmp_path):
    path = tmp_path / "big.json"
    path.write_text(json.dumps(GOOD) + " " * (1024 * 1024), encoding="utf-8")
    out = cli("captures", str(path), "--json")
    assert out.returncode == 2 and "big.json" in out.stderr and "1 MB" in out.stderr


def test_cli_missing_file_exit_2(tmp_path):
    out = cli("captures", str(tmp_path / "nowhere.json"))
    assert out.returncode == 2 and "nowhere.json" in out.stderr


def test_top_level_must_be_an_object():
    with pytest.raises(NotationError, match="position: must be a JSON object"):
        explain_position([GOOD])


def test_win_dead_hand_note_when_no_discard_is_legal():
    data = {
        "profile": "cardavia",
        "hand": "2v 2v 3v 3v 4s 4s 5n 5n 6v 6v 7s 7s 8n 8n 9v 9v cc cc 2n 3n",
        "offered": None,
        "history": [
            {"event": "decline", "card": "2n", "available": "chan"},
            {"event": "decline", "card": "3n", "available": "chan"},
        ],
    }
    result = explain_position(data)
    assert not any(d["legal"] for d in result["discards"]) and result["note"]["rules"] == ["win.dead_hand"]
    assert "note" not in explain_position(dict(data, profile="traditional"))
    thien_u = dict(data, hand=data["hand"].replace("2n 3n", "2n 2n"), history=[])
    assert explain_position(thien_u)["note"]["rules"] == ["win.thien_u"]


def test_win_stock_with_triple_is_chiu_u_and_own_gate_is_chi():
    verdict = judge_win("traditional", H(*CHIU_U), R(), c("9v"), "stock", own_gate=True)
    assert allowed(verdict) and {"cuoc.chiu_u", "cuoc.chi"} <= set(verdict.rules)
