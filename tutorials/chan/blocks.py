"""Chắn's lesson blocks and quiz checks (tutorials/lessons.py reads them for the lessons in this folder).

    {{cards: 2v 3s 7n cc}}            a row of Chắn cards
    {{named: 7n 9n}}                  the same, with each card's name under it
    {{groups: chan 3v 3v | ca! 4v 4n | ba_dau 5v 5s 5n | que cc}}
                                      groups as the player sorts them (! = exposed)
    {{hand: 2v 2v 3s ... / 5v 5v, 4v 4n}}
                                      a holding grouped by the core (D4); exposed pairs after /
    {{error: error.A1}}               a position from examples/chan_errors.json, judged live
    {{cuoc: tom}}                     a win from examples/chan_cuoc.json, scored live

Quiz checks (``check.kind``): waits, score, call, capture, discard, chan_count, red.
"""

from __future__ import annotations

from functools import lru_cache

from ..lessons import LessonError, catalogue

BLOCKS = ("cards", "named", "groups", "hand", "error", "cuoc")
GROUP_KINDS = ("chan", "ca", "ba_dau", "que")
CHECK_KINDS = ("waits", "score", "call", "capture", "discard", "chan_count", "red")


@lru_cache(maxsize=1)
def errors() -> dict:
    """examples/chan_errors.json by id."""
    return catalogue("chan_errors.json")


@lru_cache(maxsize=1)
def cuoc() -> dict:
    """examples/chan_cuoc.json by id."""
    return catalogue("chan_cuoc.json")


def _chan_cards(text: str, where: str) -> tuple[int, ...]:
    from core.chan.cards import NotationError, parse_cards

    try:
        faces = tuple(parse_cards(text))
    except NotationError as err:
        raise LessonError(f"{where}: {err}") from None
    if not faces:
        raise LessonError(f"{where}: no cards")
    return faces


def parse_block(kind: str, arg: str, where: str) -> object:
    """A block marker's payload, checked (LessonError naming the place otherwise)."""
    if kind in ("cards", "named"):
        return _chan_cards(arg, where)
    if kind == "groups":
        groups = []
        for part in arg.split("|"):
            words = part.split(None, 1)
            if len(words) != 2:
                raise LessonError(f"{where}: a group is 'kind cards', got {part.strip()!r}")
            name, cards = words
            exposed = name.endswith("!")
            name = name.rstrip("!")
            if name not in GROUP_KINDS:
                raise LessonError(f"{where}: unknown group kind {name!r}; use {', '.join(GROUP_KINDS)}")
            groups.append((name, _chan_cards(cards, where), exposed))
        return tuple(groups)
    if kind == "hand":
        from core.chan.cards import NotationError
        from core.chan.holding import Holding

        hand, _, exposed_pairs = arg.partition("/")
        pairs = [p.strip() for p in exposed_pairs.split(",") if p.strip()]
        try:
            holding = Holding.parse(hand, pairs, sizes=())
        except NotationError as err:
            raise LessonError(f"{where}: {err}") from None
        return (holding.notation(), tuple(holding.exposed_notation()))
    examples = errors() if kind == "error" else cuoc()
    if arg not in examples:
        raise LessonError(f"{where}: no example {arg!r} in the {kind} catalogue")
    return arg


def compute(check: dict):
    """The answer the core gives for a quiz question's `check` position."""
    kind = check["kind"]
    if kind in ("waits", "chan_count", "score", "call"):
        from core.chan.analysis import wait_kinds
        from core.chan.cards import CODE, parse_card, parse_cards
        from core.chan.holding import Holding

        exposed = [tuple(parse_cards(p)) for p in check.get("exposed", [])]
        holding = Holding.from_faces(parse_cards(check["hand"]), exposed)
        if kind == "waits":
            return " ".join(sorted(CODE[f] for f, _ in wait_kinds(holding)))
        if kind == "chan_count":
            return holding.chan_count()
        from core.chan.scoring import score

        win = parse_card(check["win"]) if check.get("win") else None
        result = score(holding, win, check.get("events", []), check.get("profile", "cardavia"), check.get("ga", []))
        if kind == "score":
            return result.total
        from core.chan.calling import check_call

        call = check_call(result, check.get("called", []))
        return "right" if call.correct and call.complete else "incomplete" if call.correct else "wrong"
    if kind == "red":
        from core.chan.cards import RED, parse_cards

        return sum(RED[f] for f in parse_cards(check["cards"]))
    if kind in ("capture", "discard"):
        from core.chan.cards import parse_card
        from core.chan.explain import load_position
        from core.chan.legality import judge_capture, judge_discard

        position = {k: check[k] for k in ("profile", "hand", "exposed", "source", "history") if k in check}
        position["offered"] = check.get("offered")
        p = load_position(position)
        if kind == "capture":
            verdict = judge_capture(
                p["profile"], p["holding"], p["record"], p["offered"], parse_card(check["with"]), p["source"]
            )
        else:
            verdict = judge_discard(p["profile"], p["holding"], p["record"], parse_card(check["card"]))
        return "legal" if verdict.legal else set(verdict.violations)
    raise LessonError(f"unknown check kind {kind!r}")
