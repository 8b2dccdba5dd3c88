"""Xướng practice: a call is checked against the true score (003 §III, §V, §VI)."""

from core.chan.calling import check_call
from core.chan.cards import parse_card
from core.chan.holding import Holding
from core.chan.scoring import score
from test_chan_scoring import BACH_THU_CHI, CHIU_BACH_THU, HOA_ROI, U_RONG


def result(hand, win, profile="traditional", events=(), exposed=()):
    return score(Holding.parse(hand, exposed), parse_card(win), events, profile)


def test_right_call_collects_the_total():
    r = result(CHIU_BACH_THU, "5n", events=["chiu_u"])
    check = check_call(r, ["chiu_u", "bach_thu", "tom", "tom", "leo"])
    assert check.correct and check.complete and check.payments == {"winner": 27, "each_other": -9}


def test_left_out_cuoc_is_paid_as_called():
    r = result(CHIU_BACH_THU, "5n", events=["chiu_u"])
    check = check_call(r, ["leo", "tom"])
    assert check.correct and not check.complete
    assert check.missing == ("bach_thu", "chiu_u", "tom")
    assert check.called_total == 5 + 1 and check.payments["winner"] == 18


def test_bach_thu_for_bach_thu_chi_is_wrong_and_pays_the_village():
    r = result(BACH_THU_CHI, "cc", events=["chi"])
    check = check_call(r, ["chi", "bach_thu", "tam_do", "leo", "leo"])
    assert not check.correct and "call.bach_thu_chi" in check.rules
    # đền làng by the cước called: Tám đỏ 8 + chì 1 + bạch thủ 1 + 2 Lèo 4 = 14 to each player
    assert check.called_total == 14 and check.payments == {"winner": -42, "each_other": 14}


def test_chi_bach_thu_called_with_hoa_roi_cua_phat_is_wrong():
    hand, exposed = HOA_ROI
    r = result(hand, "2v", events=["chi"], exposed=exposed)
    check = check_call(r, ["hoa_roi_cua_phat", "chi"])
    assert not check.correct and "call.hrcp_cl" in check.rules


def test_thong_without_winning_before_is_wrong():
    check = check_call(result(U_RONG, "3n"), ["tom", "thong"])
    assert not check.correct and "call.thong" in check.rules


def test_chiu_and_bon_confusions():
    r = result(CHIU_BACH_THU, "5n", events=["chiu_u"])
    assert "call.chiu_u" in check_call(r, ["chiu", "bach_thu", "tom", "tom", "leo"]).rules
    r = result(U_RONG, "3n", events=["u_bon"])
    assert "call.u_bon" in check_call(r, ["tom", "bon"]).rules


def test_cardavia_call_is_practice_only():
    r = result(U_RONG, "3n", "cardavia", ["chi"])
    check = check_call(r, ["tom", "leo"])
    assert not check.correct and check.payments == {"winner": 15, "each_other": -5}
