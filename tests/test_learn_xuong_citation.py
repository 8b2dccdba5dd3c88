"""Xướng practice cites the đền làng of a wrong call (call.xuong), not "Wrong call with a báo":
nobody is báo in practice."""

from core.chan import drills
from core.chan.rulebook import RULEBOOK
from ui.learn.drills import cited


def test_a_wrong_call_in_practice_cites_the_call_rule_not_the_bao_one():
    for seed in range(1, 60):
        drill = drills.make("call", seed, "traditional")
        have = {i.id for i in drills.score_of(drill).items}
        wrong = next(c for c in ("chi", "thien_u", "dia_u", "ca_dau", "bach_thu") if c not in have)
        feedback = drills.check(drill, [wrong])
        if not feedback.correct:
            break
    assert "bao.wrong_call" in feedback.rules  # what the core cites for any wrong call
    shown = cited("chan.call", feedback.rules)
    assert "bao.wrong_call" not in shown and "call.xuong" in shown
    assert all(r in RULEBOOK for r in shown)
    assert cited("chan.score", ["bao.wrong_call"]) == ["bao.wrong_call"]  # only xướng practice drops it
