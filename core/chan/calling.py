"""Xướng: checking the cước a winner calls against the true score (document 003 §III, §V, §VI).

Project reading (003 leaves it implicit): calling a cước the hand does not
have, or more of it than the hand has, is a wrong call — the winner collects
nothing and pays each other player the value of what was called (đền làng).
Leaving a cước out is no error; the winner is simply paid only what was called.
Cardavia scores automatically, so a call there is practice only and costs nothing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from ..common.text import Text
from .holding import Holding
from .profiles import GA_POINTS, Profile, get_profile
from .scoring import CUOC_NAMES, Score, check_ga, combine, count_ga, score

# a wrong call that players commonly make, and the rule that names it
_CONFUSIONS = (
    ("bach_thu", "bach_thu_chi", "call.bach_thu_chi"),
    ("chi", "hoa_roi_cua_phat", "call.hrcp_cl"),
    ("bach_thu", "hoa_roi_cua_phat", "call.hrcp_cl"),
    ("chi", "ca_loi_san_dinh", "call.hrcp_cl"),
    ("bach_thu", "ca_loi_san_dinh", "call.hrcp_cl"),
    ("chiu", "chiu_u", "call.chiu_u"),
    ("bon", "u_bon", "call.u_bon"),
)


@dataclass(frozen=True)
class CallCheck:
    correct: bool  # nothing called that the hand lacks
    complete: bool  # every cước of the hand was called
    wrong: tuple[tuple[str, Text], ...]  # (called id, why it is wrong)
    missing: tuple[str, ...]  # cước of the hand left out
    called_total: int  # what the call is worth
    true_total: int
    payments: dict  # winner and each other player, as settled for this call
    rules: tuple[str, ...]

    def to_json(self) -> dict:
        return {
            "correct": self.correct,
            "complete": self.complete,
            "wrong": [{"id": i, "why_en": why.en, "why_vi": why.vi} for i, why in self.wrong],
            "missing": list(self.missing),
            "called_total": self.called_total,
            "true_total": self.true_total,
            "payments": self.payments,
            "rules": list(self.rules),
        }


def check_call(result: Score, called: Iterable[str]) -> CallCheck:
    """Compare the called cước ids (repeat an id for each set, e.g. two 'tom') with `result`."""
    profile = get_profile(result.profile)
    called = Counter(c for c in called if c != "xuong")
    true = Counter({i.id: i.count for i in result.items if i.id not in ("xuong", "ga")})
    rules = ["call.xuong"]
    wrong: list[tuple[str, Text]] = []
    for cid, n in sorted(called.items()):
        if cid not in CUOC_NAMES or cid not in profile.values:
            wrong.append(
                (
                    cid,
                    Text(
                        f"{cid} is no cước of the {profile.name} profile",
                        f"{cid} không phải cước của bộ luật {profile.name}",
                    ),
                )
            )
            continue
        have = true.get(cid, 0)
        if n <= have:
            continue
        name = CUOC_NAMES[cid].vi
        reason = next((r for c, real, r in _CONFUSIONS if c == cid and real in true), None)
        if reason:
            rules.append(reason)
            real = CUOC_NAMES[next(real for c, real, _ in _CONFUSIONS if c == cid and real in true)].vi
            en, vi = f"called {name}, but the hand has {real} instead", f"xướng {name} nhưng bài là {real}"
        elif have:
            en, vi = f"called {n} × {name}, the hand has {have}", f"xướng {n} {name}, bài chỉ có {have}"
        else:
            en, vi = f"the hand has no {name}", f"bài không có {name}"
            if cid == "thong":
                rules.append("call.thong")
        wrong.append((cid, Text(en, vi)))
    missing = tuple(sorted(cid for cid, n in true.items() if called.get(cid, 0) < n))
    valid_called = {cid: n for cid, n in called.items() if cid in profile.values}
    called_total = combine(valid_called, profile)[0] if valid_called else 2
    if not wrong:
        paid = result.total if not missing else called_total
        payments = {"winner": 3 * paid, "each_other": -paid}
    elif profile.has_bao:  # đền làng: pay each player what was called
        payments = {"winner": -3 * called_total, "each_other": called_total}
        rules.append("bao.wrong_call")
    else:
        payments = {"winner": 3 * result.total, "each_other": -result.total}
    return CallCheck(
        not wrong, not missing, tuple(wrong), missing, called_total, result.total, payments, tuple(dict.fromkeys(rules))
    )


class ScoredWin(NamedTuple):
    """A win as the engine scores it when it calls for the winner (see `scored_win`)."""

    result: Score  # the true score
    call: tuple[str, ...] | None  # the right, complete call (traditional); None where nothing is called
    check: CallCheck | None  # that call checked
    value: int  # what the call is worth: what the settlement pays by


@lru_cache(maxsize=1 << 14)
def scored_win(
    holding: Holding, card: int | None, events: tuple[str, ...], profile: Profile, ga: tuple, four_eleven: bool
) -> ScoredWin:
    """The score of a win and the engine's call for it. Cached: everything it reads is in the key
    (a holding is equal to another with the same cards), so a search settles each win it meets
    again at the cost of a look-up."""
    result = score(holding, card, events, profile, ga, four_eleven)
    if not profile.has_calling:
        return ScoredWin(result, None, None, result.total)
    called = correct_call(result)
    return ScoredWin(result, called, check_call(result, called), called_value(called, profile, ga))


def called_value(called, profile: Profile, ga: tuple) -> int:
    """What a call is worth: the combination rule (D9) over the called cước, plus their gà."""
    counts = Counter(c for c in called if c in profile.values)
    total = combine(dict(counts), profile)[0]
    if ga and counts:
        total += GA_POINTS * count_ga(counts, check_ga(ga, profile))
    return total


def correct_call(result: Score) -> tuple[str, ...]:
    """The right, complete call of a scored win: each cước id once per instance, gà left out
    (it follows from the cước); () for Ù xuông."""
    return tuple(i.id for i in result.items if i.id not in ("xuong", "ga") for _ in range(i.count))


__all__ = ["check_call", "CallCheck", "ScoredWin", "scored_win", "called_value", "correct_call"]
