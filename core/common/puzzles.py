"""Puzzles for both games: a position from a real deal where the coach's choice is clearly best.

A `Puzzle` is the game's replay record up to the decision (``replay``, ``step`` actions), the seat
to act, the accepted answers (the coach's best, and any option the coach cannot tell from it) in
the game's action JSON (the replay's own action notation), every legal option as the coach priced
it (`Option`: its loss against the best, label, reason and rules), themes, a Glicko-2 rating, the
coach's reason for the best as a `Text` and the rule ids behind it. The table is drawn from
`position(puzzle)`, a fresh `Deal` at the decision.

Two sources, one type: ``source="generated"`` (`python -m core.chan.puzzles build`, `python -m
core.sichuan.puzzles build`, shipped as core/chan/puzzles.json and core/sichuan/puzzles.json, read
by `load_set(game)`) and ``source="mistake"`` (`mistake_puzzle`: a learner's reviewed decision the
coach labelled a mistake or a blunder; the label already needs the loss's 95 % interval above the
threshold, core.common.verdict).

Answers are checked by the engine (`check_answer`): the position is replayed, the action verified
by the deal (an illegal one is refused with the engine's reason and rule ids), then compared with
the accepted answers::

    verdict = check_answer(puzzle, {"seat": 0, "action": "discard", "card": "7v"})
    verdict.right, verdict.legal, verdict.reason["vi"], verdict.rules, verdict.loss

API for the app: `Puzzle` (``to_json`` / ``Puzzle.from_json``), `Option`, `Verdict`,
`check_answer`, `position`, `choose` (the next puzzle near a learner's rating), `load_set`,
`read_set`, `write_set`, `mistake_puzzle`, `initial_rating`, `puzzle_id`, ``THEMES`` (theme id →
`Text` name), ``GAMES``. With core.common.rating: after a try, ``attempt(learner, puzzle.rating,
verdict.right)`` gives both new ratings; with core.common.srs: a bank puzzle's attempts fold
into its Leitner state.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import GameError
from .games import GAMES, find_game
from .rating import Rating
from .text import Text

FORMAT = "puzzles/1"  # the data file's header
SOURCES = ("generated", "mistake")
WRONG_LABELS = ("inaccuracy", "mistake", "blunder")  # a legal answer with these labels is wrong
BANK_LABELS = ("mistake", "blunder")  # a learner's decision with these labels goes to the bank
PUZZLE_DEVIATION = 250.0  # a new puzzle's rating deviation: its rating is a guess the results correct
PUZZLE_VOLATILITY = 0.09

THEMES: dict[str, Text] = {
    "capture": Text("capture or pass", "ăn hay bỏ"),
    "discard": Text("which discard", "đánh cây nào"),
    "chiu": Text("chíu", "chíu"),
    "claim": Text("claim", "ù hay không"),
    "waits": Text("reading the waits", "đọc cây chờ"),
    "error": Text("avoiding an error", "tránh phạm lỗi"),
    "declare": Text("the missing suit", "chọn chất khuyết"),
    "pung": Text("pung or pass", "phỗng hay bỏ"),
    "kong": Text("kong", "khàn"),
    "win": Text("take the win", "ù hay chơi tiếp"),
    "wall_end": Text("the wall's end", "cuối tường bài"),
}


@dataclass(frozen=True)
class Option:
    """One legal option as the coach priced it: its action (JSON), loss against the best ± its
    standard error (points per deal), label, reason and rules."""

    action: dict
    loss: float
    loss_se: float
    label: str
    reason: Text
    rules: tuple[str, ...] = ()

    def to_json(self) -> dict:
        return {
            "action": self.action,
            "loss": round(self.loss, 3),
            "loss_se": round(self.loss_se, 3),
            "label": self.label,
            "reason": self.reason.to_json(),
            "rules": list(self.rules),
        }

    @classmethod
    def from_json(cls, data: Any) -> Option:
        _need(data, dict, "option")
        return cls(
            _need(data.get("action"), dict, "option[action]"),
            _number(data.get("loss"), "option[loss]"),
            _number(data.get("loss_se"), "option[loss_se]"),
            _need(data.get("label"), str, "option[label]"),
            Text.from_json(data.get("reason")),
            _strings(data.get("rules", []), "option[rules]"),
        )


@dataclass(frozen=True)
class Puzzle:
    """A decision to find (see the module). ``answers`` are accepted action JSONs, best first;
    ``options`` every legal option priced (best first); ``margin`` the smallest loss of a wrong
    option (the coach's best beats each of them by at least this much, on ``samples`` worlds)."""

    id: str
    game: str
    profile: str
    replay: dict  # the game's replay record; its first `step` actions lead to the decision
    step: int
    seat: int
    answers: tuple[dict, ...]
    themes: tuple[str, ...]
    rating: Rating
    reason: Text  # the coach's reason for the best answer
    rules: tuple[str, ...]
    kind: str = ""  # the decision's kind in the game's terms (capture, discard, chiu, claim, declare, …)
    options: tuple[Option, ...] = ()
    margin: float = 0.0
    samples: int = 0  # sampled worlds per option behind the prices
    source: str = "generated"
    played: dict | None = None  # a mistake's action, as the learner played it
    extra: dict = field(default_factory=dict)  # anything else worth keeping (the build's figures)

    def to_json(self) -> dict:
        out: dict[str, Any] = {
            "id": self.id,
            "game": self.game,
            "profile": self.profile,
            "replay": self.replay,
            "step": self.step,
            "seat": self.seat,
            "answers": list(self.answers),
            "themes": list(self.themes),
            "rating": {k: round(v, 4) for k, v in self.rating.to_json().items()},
            "reason": self.reason.to_json(),
            "rules": list(self.rules),
            "kind": self.kind,
            "options": [o.to_json() for o in self.options],
            "margin": round(self.margin, 3),
            "samples": self.samples,
            "source": self.source,
        }
        if self.played is not None:
            out["played"] = self.played
        if self.extra:
            out["extra"] = self.extra
        return out

    @classmethod
    def from_json(cls, data: Any) -> Puzzle:
        """A puzzle from its JSON form; a missing or mistyped field raises ValueError naming it (the
        position itself is checked when replayed: `position`)."""
        _need(data, dict, "puzzle")
        game = data.get("game")
        if game not in GAMES:
            raise ValueError(f"puzzle.game: one of {', '.join(GAMES)}, not {game!r}")
        source = data.get("source", "generated")
        if source not in SOURCES:
            raise ValueError(f"puzzle.source: one of {', '.join(SOURCES)}, not {source!r}")
        step = data.get("step")
        if isinstance(step, bool) or not isinstance(step, int) or step < 0:
            raise ValueError(f"puzzle.step: a whole number 0 or more, not {step!r}")
        seat = data.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
            raise ValueError(f"puzzle.seat: 0, 1, 2 or 3, not {seat!r}")
        answers = _need(data.get("answers"), list, "puzzle.answers")
        if not answers or not all(isinstance(a, dict) for a in answers):
            raise ValueError("puzzle.answers: a non-empty list of actions")
        played = data.get("played")
        if played is not None:
            _need(played, dict, "puzzle.played")
        return cls(
            id=_need(data.get("id"), str, "puzzle.id"),
            game=game,
            profile=_need(data.get("profile"), str, "puzzle.profile"),
            replay=_need(data.get("replay"), dict, "puzzle.replay"),
            step=step,
            seat=seat,
            answers=tuple(answers),
            themes=_strings(data.get("themes", []), "puzzle.themes"),
            rating=Rating.from_json(data.get("rating")),
            reason=Text.from_json(data.get("reason")),
            rules=_strings(data.get("rules", []), "puzzle.rules"),
            kind=_need(data.get("kind", ""), str, "puzzle.kind"),
            options=tuple(Option.from_json(o) for o in _need(data.get("options", []), list, "puzzle.options")),
            margin=_number(data.get("margin", 0.0), "puzzle.margin"),
            samples=_need(data.get("samples", 0), int, "puzzle.samples"),
            source=source,
            played=played,
            extra=_need(data.get("extra", {}), dict, "puzzle.extra"),
        )


@dataclass(frozen=True)
class Verdict:
    """The engine's answer to one try: ``right`` (one of the accepted answers), ``legal`` (False:
    refused by the rules, ``reason`` and ``rules`` say why), for a legal wrong try its ``loss`` and
    ``label`` as the coach priced it; ``best`` the coach's answer, ``explanation`` its reason."""

    right: bool
    legal: bool
    action: dict | None
    best: dict
    reason: Text  # right: the coach's reason; legal and wrong: that option's; illegal: the refusal
    rules: tuple[str, ...]
    explanation: Text  # the coach's reason for the best answer (what to show after a wrong try)
    loss: float | None = None
    label: str | None = None


def _need(value: Any, kind: type | tuple[type, ...], name: str) -> Any:
    if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
        raise ValueError(f"{name}: expected {getattr(kind, '__name__', kind)}, not {type(value).__name__}")
    return value


def _number(value: Any, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ValueError(f"{name}: a finite number, not {value!r}")
    return float(value)


def _strings(value: Any, name: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValueError(f"{name}: a list of strings")
    return tuple(value)


def game_module(game: str) -> Any:
    """The game's puzzle module (its registry part "puzzles": core.chan.puzzles, …), imported when asked."""
    return find_game(game).part("puzzles")


def position(puzzle: Puzzle) -> Any:
    """A fresh `Deal` of the puzzle's game at its decision (the first ``step`` actions replayed).
    A position that does not replay, or whose seat is not to act, raises the game's NotationError
    (a `GameError`) or ValueError."""
    deal = game_module(puzzle.game).position(puzzle.replay, puzzle.step)
    if getattr(deal, "over", False) or deal.to_act != puzzle.seat:
        raise ValueError(f"puzzle {puzzle.id}: seat {puzzle.seat} is not to act at step {puzzle.step}")
    return deal


def check_answer(puzzle: Puzzle, action: Any, deal: Any = None) -> Verdict:
    """The engine's verdict on `action` (the game's `Action` or its JSON form) in `puzzle`.

    `deal` may be the position already replayed (`position(puzzle)`, not changed here) to save the
    replay. A malformed action or one the rules refuse is ``legal=False`` with the reason and the
    rule ids; a legal one is right when it is one of the accepted answers."""
    module = game_module(puzzle.game)
    if deal is None:
        deal = position(puzzle)
    best = _option(puzzle, puzzle.answers[0])
    explanation = best.reason if best else puzzle.reason
    try:
        parsed = module.parse_action(action) if isinstance(action, dict) else action
        deal.verify(parsed)
    except GameError as err:
        return Verdict(False, False, action if isinstance(action, dict) else None, puzzle.answers[0],
                       err.text, tuple(err.rules), explanation)  # fmt: skip
    as_json = parsed.to_json()
    key = module.action_key(parsed)
    right = any(module.action_key(module.parse_action(a)) == key for a in puzzle.answers)
    chosen = next((o for o in puzzle.options if module.action_key(module.parse_action(o.action)) == key), None)
    if right:
        return Verdict(True, True, as_json, puzzle.answers[0], explanation, puzzle.rules, explanation,
                       chosen.loss if chosen else 0.0, chosen.label if chosen else "best")  # fmt: skip
    return Verdict(
        False,
        True,
        as_json,
        puzzle.answers[0],
        chosen.reason if chosen else Text("not the coach's choice", "không phải nước máy chọn"),
        chosen.rules if chosen else (),
        explanation,
        chosen.loss if chosen else None,
        chosen.label if chosen else None,
    )


def _option(puzzle: Puzzle, action: dict) -> Option | None:
    return next((o for o in puzzle.options if o.action == action), None)


def choose(
    puzzles: Sequence[Puzzle],
    learner: Rating,
    *,
    exclude: Iterable[str] = (),
    theme: str | None = None,
    rng: Any = None,
    nearest: int = 8,
) -> Puzzle | None:
    """The next puzzle for a learner, as lichess serves them: one of the `nearest` puzzles whose
    rating is closest to the learner's, not in `exclude` (ids already done), of `theme` if given;
    `rng` (a random.Random) picks among them (the closest without one). None when none is left.

    >>> ps = [Puzzle(str(r), "chan", "cardavia", {}, 0, 0, ({},), (), Rating(r), Text("", ""), ())
    ...       for r in (800, 1200, 1500, 1900)]
    >>> choose(ps, Rating(1450)).id, choose(ps, Rating(1450), exclude=["1500"]).id
    ('1500', '1200')
    """
    done = set(exclude)
    left = [p for p in puzzles if p.id not in done and (theme is None or theme in p.themes)]
    if not left:
        return None
    left.sort(key=lambda p: (abs(p.rating.rating - learner.rating), p.id))
    return left[0] if rng is None else rng.choice(left[: max(1, nearest)])


# ---------------------------------------------------------------------------- making puzzles
def puzzle_id(game: str, replay: dict, step: int, seat: int) -> str:
    """A stable id for a decision: the game's initial and a hash of the deal and the step (the same
    decision reviewed twice is the same puzzle).

    >>> puzzle_id("chan", {"seed": 1, "actions": []}, 0, 0)
    'c-...'
    """
    core = {k: v for k, v in replay.items() if k not in ("result", "players")}
    core["actions"] = list(replay.get("actions", []))[:step]
    digest = hashlib.sha1(json.dumps([game, core, step, seat], sort_keys=True).encode()).hexdigest()
    return f"{find_game(game).initial}-{digest[:12]}"


def initial_rating(margin: float, options: int, kind: str = "") -> Rating:
    """A first guess at a puzzle's difficulty: harder with more options to choose from, easier the
    more the best beats the rest (`margin`, points); a win to take is easy. The results correct it.

    >>> [round(initial_rating(m, n).rating) for m, n in ((0.5, 2), (3.0, 2), (0.5, 12), (10.0, 2))]
    [1583, 1300, 2229, 1008]
    """
    value = 1500.0 + 250.0 * math.log2(max(2, options) / 2) - 200.0 * math.log2((1.0 + max(0.0, margin)) / 2)
    if kind == "win":
        value -= 300.0
    return Rating(min(2600.0, max(600.0, value)), PUZZLE_DEVIATION, PUZZLE_VOLATILITY)


def accepted(options: Sequence[Option], margin: float = 0.3) -> tuple[dict, ...]:
    """The right answers among priced options (best first): the best, every option the coach cannot
    tell from it ("close") and every option losing less than `margin` points (default: less than
    an inaccuracy, core.common.verdict.LABELS)."""
    return tuple(o.action for i, o in enumerate(options) if i == 0 or o.label == "close" or o.loss < margin)


def mistake_puzzle(
    game: str,
    profile: str,
    replay: dict,
    step: int,
    seat: int,
    options: Sequence[Option],
    played: dict,
    *,
    kind: str = "",
    themes: Iterable[str] = (),
    samples: int = 0,
) -> Puzzle | None:
    """A mistakes-bank puzzle from a learner's reviewed decision: the replay (its first `step`
    actions lead to the decision), the seat, every legal option as the coach priced it (best
    first) and the action the learner played. None unless the played option is labelled a mistake
    or a blunder (`BANK_LABELS`; the label already demands a confident margin). The games' own
    helpers (`core.chan.puzzles.from_review_item`, `core.sichuan.puzzles.from_decision`) build the
    options from their coach's output."""
    if not options:
        return None
    chosen = next((o for o in options if o.action == played), None)
    if chosen is None or chosen.label not in BANK_LABELS:
        return None
    record = {k: v for k, v in replay.items() if k not in ("result", "players")}
    record["actions"] = list(replay.get("actions", []))[:step]
    best = options[0]
    wrong = [o.loss for o in options if o.label in WRONG_LABELS]
    return Puzzle(
        id=puzzle_id(game, record, step, seat),
        game=game,
        profile=profile,
        replay=record,
        step=step,
        seat=seat,
        answers=accepted(options),
        themes=tuple(dict.fromkeys(themes)),
        rating=initial_rating(min(wrong) if wrong else chosen.loss, len(options), kind),
        reason=best.reason,
        rules=best.rules,
        kind=kind,
        options=tuple(options),
        margin=min(wrong) if wrong else chosen.loss,
        samples=samples,
        source="mistake",
        played=played,
    )


# ---------------------------------------------------------------------------- the data files
def write_set(path: str | Path, game: str, puzzles: Sequence[Puzzle], built: dict | None = None) -> None:
    """Write a puzzle set (one JSON object: header, the build's figures, the puzzles)."""
    data = {"format": FORMAT, "game": game, "built": built or {}, "puzzles": [p.to_json() for p in puzzles]}
    Path(path).write_text(json.dumps(data, ensure_ascii=False, indent=None, separators=(",", ":")) + "\n", "utf-8")


def read_set(text: str | bytes) -> tuple[list[Puzzle], dict]:
    """The puzzles of a set file and its build figures; a bad file raises ValueError."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"a puzzle set starts with format {FORMAT!r}")
    puzzles = [Puzzle.from_json(p) for p in _need(data.get("puzzles"), list, "puzzles")]
    if any(p.game != data.get("game") for p in puzzles):
        raise ValueError("a puzzle set holds one game's puzzles")
    return puzzles, _need(data.get("built", {}), dict, "built")


def set_path(game: str) -> Path:
    """Where the set shipped for `game` lives: puzzles.json beside its puzzle module."""
    return Path(game_module(game).__file__).with_name("puzzles.json")


def load_set(game: str) -> list[Puzzle]:
    """The set shipped with the app for `game` (core/<game>/puzzles.json); empty if none is shipped."""
    path = set_path(game)
    if not path.is_file():
        return []
    return read_set(path.read_text("utf-8"))[0]


# ---------------------------------------------------------------------------- generating a set
SCREEN_ROLLOUTS = 160  # the quick look at every decision (the coach's rollouts, shared by halving)
CONFIRM_SAMPLES = 300  # sampled worlds per option for a candidate (half choose the best, half price)
MARGIN = 0.5  # points per deal the best must beat every other option by (and its interval clear of 0)
MAX_PER_DEAL = 2  # puzzles taken from one deal at most
WIN_SHARE = 0.1  # at most this share of a set is "take the win" (easy: a win is worth its points)


def is_clear(options: Sequence[Option], margin: float = MARGIN) -> bool:
    """Whether the best (first) option beats every other by at least `margin` points with the
    loss's 95 % interval clear of zero (no other option labelled "close")."""
    return len(options) > 1 and all(o.label != "close" and o.loss >= margin for o in options[1:])


def generate(
    game: str,
    count: int,
    *,
    profiles: Sequence[str],
    seed: int = 1,
    seat: int = 0,
    screen_rollouts: int = SCREEN_ROLLOUTS,
    confirm_samples: int = CONFIRM_SAMPLES,
    margin: float = MARGIN,
    max_per_deal: int = MAX_PER_DEAL,
    time_limit: float | None = None,
    progress: Any = None,
) -> tuple[list[Puzzle], dict]:
    """Puzzles from seeded self-play of the game's heuristic players: at each decision of `seat`
    with a choice, a quick look (`screen_rollouts`); where every other option already looks worse,
    the coach again with `confirm_samples` worlds per option; kept when `is_clear`. Deals cycle
    through `profiles`; deal ``i`` is seeded from `seed` and ``i``, so a build is reproducible
    (without `time_limit`, which stops early, in seconds of CPU time). Returns the puzzles and the
    build's figures."""
    import time

    module = game_module(game)
    started = time.process_time()
    puzzles: list[Puzzle] = []
    seen: set[str] = set()
    figures: dict[str, float] = {"deals": 0, "decisions": 0, "screened_in": 0, "confirmed": 0}
    wins = 0
    index = 0
    while len(puzzles) < count:
        if time_limit is not None and time.process_time() - started > time_limit:
            break
        profile = profiles[index % len(profiles)]
        deal = module.new_deal(profile, seed * 1_000_003 + index)
        players = module.players(seed * 1_000_003 + index)
        taken = 0
        figures["deals"] += 1
        while not deal.over and taken < max_per_deal and len(puzzles) < count:
            to_act = deal.to_act
            if to_act == seat and len(deal.legal_actions()) > 1:
                figures["decisions"] += 1
                where = seed * 1_000_003 + index * 1_000 + len(deal.actions)
                quick = module.price(deal, seat, rollouts=screen_rollouts, seed=where)
                if is_clear(quick, margin / 2):
                    figures["screened_in"] += 1
                    priced = module.price(deal, seat, samples=confirm_samples, seed=where + 1)
                    puzzle = _candidate(module, game, profile, deal, seat, priced, margin, confirm_samples)
                    is_win = (
                        puzzle is not None and puzzle.answers[0].get("action", puzzle.answers[0].get("type")) == "win"
                    )
                    if puzzle is not None and puzzle.id not in seen and not (is_win and wins >= WIN_SHARE * count):
                        figures["confirmed"] += 1
                        wins += is_win
                        seen.add(puzzle.id)
                        puzzles.append(puzzle)
                        taken += 1
                        if progress is not None:
                            progress(len(puzzles), count, time.process_time() - started)
            deal.act(players[to_act].choose(deal, to_act))
        index += 1
    figures["cpu_seconds"] = round(time.process_time() - started, 1)
    built = {
        "count": len(puzzles),
        "asked": count,
        "profiles": list(profiles),
        "seed": seed,
        "seat": seat,
        "screen_rollouts": screen_rollouts,
        "confirm_samples": confirm_samples,
        "margin": margin,
        **figures,
    }
    return puzzles, built


def _candidate(module: Any, game: str, profile: str, deal: Any, seat: int, priced: list[Option],
               margin: float, samples: int) -> Puzzle | None:  # fmt: skip
    if not is_clear(priced, margin):
        return None
    record = module.record_of(deal)
    step = len(record["actions"])
    kind = module.kind_of(deal)
    best = priced[0]
    return Puzzle(
        id=puzzle_id(game, record, step, seat),
        game=game,
        profile=profile,
        replay=record,
        step=step,
        seat=seat,
        answers=accepted(priced, margin),
        themes=module.themes_of(deal, seat, priced, kind),
        rating=initial_rating(priced[1].loss, len(priced), "win" if _is_win(best.action) else kind),
        reason=best.reason,
        rules=best.rules,
        kind=kind,
        options=tuple(priced),
        margin=min(o.loss for o in priced[1:]),
        samples=samples,
    )


def _is_win(action: dict) -> bool:
    return action.get("action", action.get("type")) == "win"


def main(game: str, argv: Sequence[str] | None = None) -> int:
    """The command ``python -m core.<game>.puzzles build --count N [--profile P] [--seed S] [--out FILE]``."""
    import argparse
    import sys
    import time

    module = game_module(game)
    parser = argparse.ArgumentParser(prog=f"python -m {module.__name__}", description=f"{game} puzzles")
    sub = parser.add_subparsers(dest="command", required=True)
    build = sub.add_parser("build", help="generate puzzles from seeded self-play into a data file")
    build.add_argument("--count", type=int, required=True, help="puzzles wanted")
    build.add_argument("--profile", choices=module.PROFILES, help="one rule profile (default: every profile in turn)")
    build.add_argument("--seed", type=int, default=1)
    build.add_argument("--out", default=None, help=f"the data file (default: the shipped {module.__name__}.json)")
    build.add_argument("--confirm-samples", type=int, default=CONFIRM_SAMPLES, help="worlds per option to confirm")
    build.add_argument("--screen-rollouts", type=int, default=SCREEN_ROLLOUTS)
    build.add_argument("--margin", type=float, default=MARGIN, help="points the best must win by")
    build.add_argument("--minutes", type=float, default=None, help="stop after this much CPU time")
    args = parser.parse_args(argv)
    if args.count < 1:
        parser.error("--count must be 1 or more")
    out = Path(args.out) if args.out else set_path(game)
    started = time.time()

    def report(done: int, total: int, cpu: float) -> None:
        print(f"{done}/{total} puzzles, {cpu:.0f} s CPU", file=sys.stderr, flush=True)

    puzzles, built = generate(
        game,
        args.count,
        profiles=[args.profile] if args.profile else list(module.PROFILES),
        seed=args.seed,
        screen_rollouts=args.screen_rollouts,
        confirm_samples=args.confirm_samples,
        margin=args.margin,
        time_limit=None if args.minutes is None else args.minutes * 60.0,
        progress=report,
    )
    built["wall_seconds"] = round(time.time() - started, 1)
    write_set(out, game, puzzles, built)
    print(json.dumps({"out": str(out), **built}))
    return 0


__all__ = [
    "Puzzle",
    "Option",
    "Verdict",
    "THEMES",
    "SOURCES",
    "BANK_LABELS",
    "WRONG_LABELS",
    "check_answer",
    "choose",
    "position",
    "game_module",
    "puzzle_id",
    "initial_rating",
    "accepted",
    "mistake_puzzle",
    "write_set",
    "read_set",
    "load_set",
    "set_path",
    "is_clear",
    "generate",
    "main",
]
