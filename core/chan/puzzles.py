"""Chắn puzzles: positions from seeded self-play where the coach's choice is clearly best, and the
learner's reviewed mistakes as puzzles of the same type (`core.common.puzzles.Puzzle`).

    python -m core.chan.puzzles build --count 100 [--profile cardavia] [--seed 1] [--out FILE]

writes core/chan/puzzles.json (shipped with the app; `core.common.puzzles.load_set("chan")` reads
it). The four seats are the heuristic players (`core.chan.ai.HeuristicBot`); every decision of
seat 0 with a choice is looked at quickly by the coach (`core.chan.coach.coach`, a few rollouts),
and where every other option already looks worse, priced again on many sampled worlds per option;
it is a puzzle when the best beats every other option by the margin with the loss's interval clear
of zero (`core.common.puzzles.is_clear`). The traditional profile's deals alternate between basic
and advanced mode (errors are legal moves there, and avoiding them is a theme).

The hooks `core.common.puzzles` calls: `position`, `parse_action`, `action_key`, `new_deal`,
`players`, `record_of`, `price`, `kind_of`, `themes_of`; for the mistakes bank,
`from_review_item` (a `core.chan.review.ReviewItem`) and `options_of` (the coach's `Advice` list).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from ..common import puzzles as common
from ..common.puzzles import Option, Puzzle
from .actions import Action
from .ai import HeuristicBot, is_error
from .analysis import analyse_waits
from .cards import NotationError
from .coach import Advice, coach
from .deal import Deal, DealOptions
from .profiles import get_profile
from .replay import from_record, record_of as _record_of
from .review import ReviewItem, kind_of as _kind_of

GAME = "chan"
PROFILES = ("cardavia", "traditional")
KIND_THEME = {"capture": "capture", "discard": "discard", "chiu": "chiu", "claim": "claim"}


def position(record: dict, step: int) -> Deal:
    """The deal after the record's first `step` actions (NotationError names a bad field or action)."""
    return from_record(record, upto=step)


def parse_action(data: dict) -> Action:
    """An action in the replay's JSON form (NotationError naming the field, if malformed)."""
    try:
        return Action.from_json(data, 0)
    except NotationError as err:  # from_json names a replay's "actions[0]"; here it is the one action
        en, vi = (text.replace("actions[0]", "action", 1) for text in (err.reason.en, err.reason.vi))
        raise NotationError(en, vi, err.token, None, err.rules) from None


def action_key(action: Action) -> Action:
    """What two actions are compared by: a win's call (D23) is not part of the answer."""
    return action.bare


def new_deal(profile: str, seed: int) -> Deal:
    """A fresh deal; the traditional profile's are in advanced mode for every other seed (the build
    gives consecutive deals' seeds to the profiles in turn, so a profile's seeds step by two)."""
    mode = "advanced" if get_profile(profile).has_advanced and (seed // 2) % 2 else "basic"
    return Deal(DealOptions(profile, mode=mode), seed=seed)


def players(seed: int) -> list[HeuristicBot]:
    return [HeuristicBot(seed * 4 + seat) for seat in range(4)]


def record_of(deal: Deal) -> dict:
    """The position as a replay record (the actions so far; no result)."""
    record = _record_of(deal)
    record.pop("result", None)
    return record


def options_of(advice: Sequence[Advice]) -> list[Option]:
    """The coach's priced legal options as puzzle options, best first."""
    return [
        Option(
            a.action.to_json(),
            a.loss or 0.0,
            a.loss_se or 0.0,
            a.label or "close",
            a.reason,
            tuple(a.rules),
        )
        for a in advice
        if a.legal and a.action is not None
    ]


def price(
    deal: Deal, seat: int, *, samples: int | None = None, rollouts: int | None = None, seed: int = 0
) -> list[Option]:
    """Every legal option of `seat`, priced by the coach, best first."""
    return options_of(coach(deal, seat, samples=samples, rollouts=rollouts, seed=seed))


def kind_of(deal: Deal) -> str:
    """capture (capture or pass), discard, chiu or claim (core.chan.review.kind_of)."""
    return _kind_of(deal, deal.legal_actions())


def _ready_after(deal: Deal, seat: int, action: Action) -> bool:
    """Whether the seat's hand waits on something once `action` is played (a discard or a pass)."""
    after = deal.clone()
    after.act(action)
    holding = after.hand_of(seat)
    if holding.size != 19:
        return False
    return bool(analyse_waits(holding, after.seen_by(seat), after.stock_left).waits)


def themes_of(deal: Deal, seat: int, options: Sequence[Option], kind: str) -> tuple[str, ...]:
    """The decision's kind, then "waits" when the best option keeps or makes the hand ready, and
    "error" when some other option breaks a rule (advanced mode) and the best does not."""
    themes = [KIND_THEME.get(kind, kind)]
    best = parse_action(options[0].action)
    if best.kind in ("discard", "pass") and _ready_after(deal, seat, best):
        themes.append("waits")
    elif best.kind == "win":
        themes.append("waits")
    if deal.advanced and not is_error(deal, seat, best):
        if any(is_error(deal, seat, parse_action(o.action)) for o in options[1:]):
            themes.append("error")
    return tuple(themes)


def from_review_item(item: ReviewItem, *, samples: int = 0) -> Puzzle | None:
    """A mistakes-bank puzzle from one decision of a Chắn review (None unless the learner's action
    was labelled a mistake or a blunder). The item carries the position's record and every option."""
    record = item.position["record"]
    seat = item.position["seat"]
    deal = position(record, item.index)
    options = options_of(item.advice)
    kind = item.kind
    return common.mistake_puzzle(
        GAME,
        str(record.get("profile", "cardavia")),
        record,
        item.index,
        seat,
        options,
        item.played.action.to_json() if item.played.action else {},
        kind=kind,
        themes=themes_of(deal, seat, options, kind) if options else (),
        samples=samples or max((a.samples for a in item.advice), default=0),
    )


def main(argv: Sequence[str] | None = None) -> int:
    return common.main(GAME, argv)


__all__ = [
    "GAME",
    "PROFILES",
    "position",
    "parse_action",
    "action_key",
    "price",
    "options_of",
    "kind_of",
    "themes_of",
    "from_review_item",
    "main",
]

if __name__ == "__main__":
    sys.exit(main())
