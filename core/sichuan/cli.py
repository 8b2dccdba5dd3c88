"""Command line: `python -m core.sichuan waits|score|deal|replay ...`.

Exit 0 on a result, 1 when `score` finds no win, 2 for bad input (one line on stderr): the
scaffold of `core.common.cli`, shared with Chắn.
"""

from __future__ import annotations

import argparse
import sys

from ..common.cli import BadInput, new_parser, print_json, run
from .analysis import CHANCE_ASSUMPTION, analyse_discards, analyse_waits
from .deal import PASS, Deal, LogEntry, WinNote, play
from .hand import Hand, check_win_tile
from .replay import MAX_REPLAY_CHARS, load_replay, record_of
from .scoring import EVENTS, score
from .tiles import CODE, KINDS, SUITS, NotationError, counts_of, parse_suit, parse_tile, parse_tiles


def describe(entry: LogEntry) -> str:
    """A log entry in plain English (the `deal` command's lines)."""
    kind, seat, other = entry.kind, entry.seat, entry.other
    tile = CODE[entry.tile] if entry.tile is not None else ""
    if kind == "deal":
        return f"deal: dealer seat {seat} gets 14 tiles, the others 13"
    if kind == "declare":
        assert isinstance(other, int)  # the declared suit
        return f"seat {seat} declares missing suit {SUITS[other]}"
    if kind == "win":
        assert isinstance(other, WinNote)
        how = "self-draw" if other.self_draw else f"from seat {other.source}"
        return f"seat {seat} WINS on {tile} ({how}): fan {other.fan}, base {other.base}"
    if kind == "claim":
        if other == PASS:
            return f"seat {seat} passes on {tile}"
        return f"seat {seat} claims {tile}: {other}"
    if kind == "end":
        return f"end: {str(other).replace('_', ' ')}"
    return f"seat {seat} {kind.replace('_', ' ')} {tile}".rstrip()


def _add_hand(p: argparse.ArgumentParser) -> None:
    p.add_argument("hand", help="concealed tiles in S1 notation, e.g. '123m456p789s' or '1m 2m 3m'")
    p.add_argument("--missing", required=True, choices=list(SUITS), help="the declared missing suit")
    p.add_argument("--pung", action="append", default=[], metavar="T", help="a declared pung, e.g. 5p")
    p.add_argument("--kong", action="append", default=[], metavar="T", help="an exposed or added kong")
    p.add_argument("--concealed-kong", action="append", default=[], metavar="T", help="a concealed kong")
    p.add_argument("--json", action="store_true", help="print JSON")


def build_parser() -> argparse.ArgumentParser:
    parser, sub = new_parser("python -m core.sichuan", "Sichuan (blood battle) mahjong engine")
    w = sub.add_parser("waits", help="waits of a 13-tile hand (or the discards of a 14-tile one)")
    _add_hand(w)
    w.add_argument("--seen", default="", metavar="TILES", help="tiles seen elsewhere: discards, others' melds")
    w.add_argument("--wall", type=int, default=55, help="tiles left in the wall (default 55)")
    s = sub.add_parser("score", help="score a win (HAND excludes the winning tile)")
    _add_hand(s)
    s.add_argument("--win", required=True, metavar="T", help="the winning tile")
    s.add_argument("--self-draw", action="store_true", help="won on one's own draw")
    s.add_argument(
        "--event",
        action="append",
        default=[],
        choices=list(EVENTS),
        metavar="ID",
        help="kong_replacement, robbed_kong or last_tile",
    )
    d = sub.add_parser("deal", help="play a seeded deal with bots")
    d.add_argument("--seed", type=int, default=1)
    d.add_argument("--dealer", type=int, default=0, choices=range(4))
    d.add_argument(
        "--bots",
        default="heuristic",
        metavar="B[,B,B,B]",
        help="heuristic or random, one for all seats or four separated by commas",
    )
    d.add_argument("--json", action="store_true", help="print the JSON replay with the result")
    r = sub.add_parser("replay", help="check a JSON replay file and show its result")
    r.add_argument("file", help="replay file, or - for standard input")
    r.add_argument("--json", action="store_true")
    return parser


def _hand(args, sizes) -> Hand:
    return Hand.parse(args.hand, parse_suit(args.missing), args.pung, args.kong, args.concealed_kong, sizes)


def _pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def _missing(hand: Hand) -> str:
    assert hand.missing is not None  # _hand() always reads --missing
    return SUITS[hand.missing]


def _header(hand: Hand) -> str:
    melds = "".join(f" [{m}]" for m in hand.melds)
    return f"Hand: {hand.notation()}{melds}  (missing {_missing(hand)})"


def _seen(args, hand: Hand) -> list[int]:
    seen = counts_of(parse_tiles(args.seen))
    for k in range(KINDS):
        if seen[k] + hand.held[k] > 4:
            raise NotationError(
                f"--seen: a fifth copy of {CODE[k]} with the hand's tiles",
                f"--seen: quân {CODE[k]} thứ năm khi tính cả bài trên tay",
                CODE[k],
                None,
                ("sc.setup.tiles",),
            )
    if args.wall < 0:
        raise BadInput("--wall must be 0 or more")
    return seen


def cmd_waits(args) -> int:
    hand = _hand(args, (13, 14))
    seen = _seen(args, hand)
    if hand.size == 14:
        return _print_discards(args, hand, seen)
    report = analyse_waits(hand, seen, args.wall)
    if args.json:
        print_json(report.to_json())
        return 0
    print(_header(hand))
    print(f"Shanten: {report.shanten}  ({'ready' if report.ready else 'not ready'})")
    if report.waits:
        print(f"Waits ({report.unseen_total} unseen tiles, {report.wall} in the wall, ~{report.draws} draws):")
        for w in report.waits:
            items = ", ".join(f"{i.id} {i.fan}" for i in w.score.items) or "basic 0"
            print(f"  {w.code:3} {w.unseen} unseen {_pct(w.chance)}  fan {w.score.fan} (base {w.score.base}): {items}")
        print(f"Chance to draw any wait: {_pct(report.chance_any)}")
        best = report.best
        assert best is not None  # there are waits
        print(
            f"Ready-hand value: {best.score.base} (fan {best.score.fan} on {best.code}); if the wall runs out, "
            "each unready player still playing pays it, except flower pigs (they pay their 32 penalty instead)"
        )
    else:
        print(report.reason.en)
    print(f"Rules: {', '.join(report.rules)}")
    print(f"Assumes: {CHANCE_ASSUMPTION.en}")
    return 0


def _print_discards(args, hand: Hand, seen) -> int:
    options = analyse_discards(hand, seen, args.wall)
    if args.json:
        print_json(
            {
                "hand": hand.notation(),
                "melds": [m.to_json() for m in hand.melds],
                "missing": _missing(hand),
                "waits": [],
                "discards": [o.to_json() for o in options],
                "assumption": CHANCE_ASSUMPTION.en,
                "rules": ["sc.analysis.discards", "sc.analysis.shanten"],
            }
        )
        return 0
    print(_header(hand))
    print("Discards, best first:")
    for o in options:
        if o.waits:
            detail = "ready on " + ", ".join(f"{w.code} (fan {w.score.fan})" for w in o.waits)
        else:
            detail = f"shanten {o.shanten}; improved by " + (" ".join(CODE[k] for k, _ in o.improvers) or "-")
        print(f"  {CODE[o.tile]:3} → {detail}; {o.unseen} unseen")
    return 0


def cmd_score(args) -> int:
    hand = _hand(args, (13,))
    win = parse_tile(args.win)
    check_win_tile(hand, win, args.win)
    result = score(hand, win, args.self_draw, args.event)
    if args.json:
        print_json(result.to_json())
        return 0 if result.win else 1
    print(_header(hand) + f" + {CODE[win]}" + (" (self-draw)" if args.self_draw else ""))
    if not result.win:
        print(result.reason.en)
        return 1
    print(f"Form: {result.form}; grouping: {' '.join(result.grouping())}")
    for item in result.items:
        count = f"×{item.count}" if item.count > 1 else "  "
        print(f"  {item.name.en:32} {count} fan {item.fan}")
    if not result.items:
        print("  Basic hand                         fan 0")
    capped = f" (capped from {result.fan_total})" if result.fan_total > result.fan else ""
    print(f"Fan: {result.fan}{capped}   Base: {result.base}")
    pay = result.payments()
    print(f"Payment: {pay['payer'].replace('_', ' ')} pays {pay['each']}")
    print(f"Rules: {', '.join(result.rules)}")
    return 0


def cmd_deal(args) -> int:
    """`python -m core.sichuan deal`: a seeded deal played by bots."""
    from .bots import make_bots

    names = [n.strip() for n in args.bots.split(",")]
    players = make_bots(names, args.seed)
    deal = play(Deal(seed=args.seed, dealer=args.dealer), players)
    if args.json:
        print_json(record_of(deal, [p.name for p in players]))
        return 0
    for entry in deal.log:
        if entry.kind != "draw":
            print(describe(entry))
    _print_result(deal)
    return 0


def _print_result(deal: Deal) -> None:
    for p in deal.payments:
        print(f"  pay: seat {p.payer} → seat {p.payee}: {p.amount:3}  ({p.rule})")
    print("settlement: " + "  ".join(f"seat {s}: {n:+d}" for s, n in enumerate(deal.settlement())))


def cmd_replay(args) -> int:
    """`python -m core.sichuan replay FILE`: check a replay, show its result."""
    raw = sys.stdin.buffer.read(_replay_limit() + 1) if args.file == "-" else _read(args.file)
    deal = load_replay(raw)  # bytes: size, UTF-8 and JSON are checked by core.common.jsonio.read_json
    if args.json:
        print_json(deal.result())
        return 0
    print(f"valid replay: {len(deal.actions)} actions, {'over' if deal.over else 'in progress'}")
    if deal.over:
        _print_result(deal)
    return 0


def _replay_limit() -> int:
    return MAX_REPLAY_CHARS


def _read(path: str) -> bytes:
    """At most one byte more than the limit, so a huge file is refused without reading it all."""
    try:
        with open(path, "rb") as f:
            return f.read(_replay_limit() + 1)
    except OSError as err:
        raise NotationError(
            f"cannot read the replay: {err.strerror}", f"không đọc được bản ghi: {err.strerror}", path
        ) from None


COMMANDS = {"waits": cmd_waits, "score": cmd_score, "deal": cmd_deal, "replay": cmd_replay}


def main(argv=None) -> int:
    return run(build_parser, COMMANDS, argv, (NotationError,))


__all__ = ["main", "build_parser", "BadInput", "COMMANDS"]
