"""Sichuan puzzles: positions from seeded self-play where the coach's choice is clearly best, and the
learner's priced decisions as mistakes-bank puzzles of the same type (`core.common.puzzles.Puzzle`).

    python -m core.sichuan.puzzles build --count 100 [--seed 1] [--out FILE]

writes core/sichuan/puzzles.json (shipped with the app; `core.common.puzzles.load_set("sichuan")`
reads it). The four seats are the heuristic bots (`core.sichuan.bots.HeuristicBot`); every decision
of seat 0 with a choice is priced quickly by the coach (`core.sichuan.coach.price`, a few rollouts)
and, where every other option already looks worse, again on many sampled worlds per option; it is
a puzzle when the best beats every other option by the margin with the loss's interval clear of
zero (`core.common.puzzles.is_clear`).

The hooks `core.common.puzzles` calls: `position`, `parse_action`, `action_key`, `new_deal`,
`players`, `record_of`, `price`, `kind_of`, `themes_of`; for the mistakes bank,
`from_decision` (a replay, a step and the coach's priced options) and `options_of`.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from ..common import puzzles as common
from ..common.puzzles import Option, Puzzle
from .actions import ADDED_KONG, CONCEALED_KONG, DECLARE, DISCARD, KONG, PUNG, WIN, Action
from .bots import HeuristicBot
from .coach import Advice, price as _price
from .deal import DECLARE_PHASE, TURN, Deal
from .hand import Hand
from .replay import load_replay, record_of as _record_of
from .search import HORIZON
from .shapes import shanten

GAME = "sichuan"
PROFILES = ("sichuan",)


def position(record: dict, step: int) -> Deal:
    """The deal after the record's first `step` actions (ReplayError names a bad field or action)."""
    if not isinstance(record, dict):
        raise ValueError("a Sichuan position is a replay record (a JSON object)")
    cut = {k: v for k, v in record.items() if k != "result"}
    actions = record.get("actions", [])
    if not isinstance(actions, list) or step > len(actions):
        raise ValueError(f"the replay has fewer than {step} actions")
    cut["actions"] = actions[:step]
    return load_replay(cut)


def parse_action(data: dict) -> Action:
    """An action in the replay's JSON form (NotationError if malformed)."""
    return Action.from_json(data)


def action_key(action: Action) -> Action:
    return action


def new_deal(profile: str, seed: int) -> Deal:
    return Deal(seed=seed)


def players(seed: int) -> list[HeuristicBot]:
    return [HeuristicBot(seed * 4 + seat) for seat in range(4)]


def record_of(deal: Deal) -> dict:
    """The position as a replay record (the actions so far; no result)."""
    record = _record_of(deal)
    record.pop("result", None)
    return record


def options_of(advice: Sequence[Advice]) -> list[Option]:
    """The coach's priced options (`core.sichuan.coach.price`) as puzzle options, best first."""
    return [
        Option(a.action.to_json(), a.loss or 0.0, a.loss_se or 0.0, a.label or "close", a.reason, a.rules)
        for a in advice
    ]


def price(
    deal: Deal, seat: int, *, samples: int | None = None, rollouts: int | None = None, seed: int = 0
) -> list[Option]:
    """Every legal option of `seat`, priced by the coach, best first."""
    return options_of(_price(deal, seat, rollouts=rollouts, samples=samples, seed=seed))


def kind_of(deal: Deal) -> str:
    """declare (the missing suit), kong (a turn with a kong to declare), discard (a turn), claim
    (a discard or a robbable kong in play)."""
    if deal.phase == DECLARE_PHASE:
        return "declare"
    if deal.phase == TURN:
        kinds = {a.kind for a in deal.legal_actions()}
        return "kong" if kinds & {CONCEALED_KONG, ADDED_KONG} else "discard"
    return "claim"


def _ready_after_discard(deal: Deal, seat: int, tile: int) -> bool:
    hand = deal.hand_of(seat)
    counts = list(hand.concealed)
    counts[tile] -= 1
    after = Hand(counts, hand.melds, hand.missing)
    return shanten(after.concealed, len(after.melds), after.missing, after.held) == 0


def themes_of(deal: Deal, seat: int, options: Sequence[Option], kind: str) -> tuple[str, ...]:
    """The decision's kind (declare, discard, kong, pung, win or claim), "waits" when the best
    discard leaves the hand ready, "wall_end" when the wall is near its end (the end-of-wall
    settlement weighs in)."""
    best = parse_action(options[0].action)
    kinds = {parse_action(o.action).kind for o in options}
    themes = [kind]
    if WIN in kinds:
        themes.append("win")
    if PUNG in kinds:
        themes.append("pung")
    if kinds & {KONG, CONCEALED_KONG, ADDED_KONG} and "kong" not in themes:
        themes.append("kong")
    if best.kind == DISCARD and best.tile is not None and _ready_after_discard(deal, seat, best.tile):
        themes.append("waits")
    if kind != DECLARE and deal.wall_left <= HORIZON:
        themes.append("wall_end")
    return tuple(dict.fromkeys(themes))


def from_decision(
    record: dict, step: int, seat: int, advice: Sequence[Advice], played: Action, *, samples: int = 0
) -> Puzzle | None:
    """A mistakes-bank puzzle from one priced decision of a learner (the replay, the number of
    actions before the decision, the seat, `core.sichuan.coach.price`'s options, the action
    played); None unless the played option was labelled a mistake or a blunder."""
    deal = position(record, step)
    options = options_of(advice)
    kind = kind_of(deal)
    return common.mistake_puzzle(
        GAME,
        "sichuan",
        record,
        step,
        seat,
        options,
        played.to_json(),
        kind=kind,
        themes=themes_of(deal, seat, options, kind) if options else (),
        samples=samples or max((a.samples for a in advice), default=0),
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
    "from_decision",
    "main",
]

if __name__ == "__main__":
    sys.exit(main())
