"""The story of a finished deal as facts: who won, on which card, with which cước and whose call;
each error (báo) with its seat, rules and moment; each seat's settlement; the learner's own errors
and what followed from them. The wording is the app's (ui/chan/story.py); this module only finds
the facts, from the deal's public log and outcome."""

from __future__ import annotations

from dataclasses import dataclass

from .deal import SEATS, Deal

__all__ = ["Error", "Story", "deal_story"]


@dataclass(frozen=True)
class Error:
    """A broken rule: the seat, the rule ids, and the moment (the 1-based move of the deal; the
    card of that move, if any)."""

    seat: int
    rules: tuple[str, ...]
    move: int
    card: int | None


@dataclass(frozen=True)
class Story:
    winner: int | None  # None: a draw
    win_card: int | None  # None for Thiên ù or a draw
    cuoc: tuple[str, ...]  # the winning hand's cước ids, main first
    total: int  # the hand's điểm
    call: tuple[str, ...] | None  # the winner's call (traditional), None in cardavia
    called_by_player: bool  # the winner picked the call; False when the engine made it
    call_right: bool | None
    errors: tuple[Error, ...]
    bao: tuple[int, ...]  # seats báo at the end
    settlement: tuple[int, ...]
    rules: tuple[str, ...]  # why the settlement is what it is
    you: int
    your_errors: tuple[Error, ...]
    your_consequences: tuple[str, ...]  # "bao", "no_pay", "pays_village": what your errors brought

    @property
    def your_result(self) -> int:
        return self.settlement[self.you]


def deal_story(deal: Deal, you: int = 0) -> Story:
    """The facts of `deal`'s end, seen by the learner at seat `you`. Raises ValueError before the end."""
    if not deal.over or deal.outcome is None:
        raise ValueError("the deal has not ended")
    out = deal.outcome
    errors: list[Error] = []
    move = 0
    for entry in deal.log:
        if entry.kind != "reveal":
            move += 1
        if entry.kind == "error" and entry.seat is not None:
            rules = tuple(entry.other) if isinstance(entry.other, (tuple, list)) else tuple(entry.rules)
            errors.append(Error(entry.seat, rules, move, entry.card))
    result = out.result
    cuoc: tuple[str, ...] = ()
    if result is not None:
        items = sorted(result.items, key=lambda i: not i.main)
        cuoc = tuple(i.id for i in items)
    consequences = tuple(
        name
        for name, on in (
            ("bao", deal.bao[you]),
            ("no_pay", deal.no_pay[you]),
            ("pays_village", deal.pays_village[you]),
        )
        if on
    )
    mine = tuple(e for e in errors if e.seat == you)
    return Story(
        winner=out.winner,
        win_card=out.win_card,
        cuoc=cuoc,
        total=result.total if result is not None else 0,
        call=out.call,
        called_by_player=out.call is not None and not out.auto_call,
        call_right=None if out.call_check is None else out.call_check.correct,
        errors=tuple(errors),
        bao=tuple(s for s in range(SEATS) if deal.bao[s]),
        settlement=tuple(out.settlement),
        rules=tuple(out.rules),
        you=you,
        your_errors=mine,
        your_consequences=consequences if mine else (),
    )
