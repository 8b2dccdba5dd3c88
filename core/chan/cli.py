"""Command line: `python -m core.chan waits|score ...`.

Exit 0 on a result, 1 when `score` finds no win, 2 for bad input (one line on stderr): the
scaffold of `core.common.cli`, shared with Sichuan.
"""

from __future__ import annotations

import argparse

from ..common.cli import BadInput, new_parser, print_json, run
from .analysis import CHANCE_ASSUMPTION, KIND_NAMES, analyse_discards, analyse_waits
from .cards import CODE, NotationError, format_cards, parse_card, parse_cards
from .holding import Holding, check_seen
from .profiles import GA_OPTIONS, PROFILES
from .scoring import score


def _add_common(p: argparse.ArgumentParser) -> None:
    p.add_argument("hand", help="concealed cards in D2 notation, e.g. '2v 3s 7n cc'")
    p.add_argument(
        "--exposed",
        action="append",
        default=[],
        metavar="PAIR",
        help="an exposed pair (chắn or cạ) or chíu; repeat for each",
    )
    p.add_argument("--profile", choices=sorted(PROFILES), default="cardavia")
    p.add_argument("--json", action="store_true", help="print JSON")


def build_parser() -> argparse.ArgumentParser:
    parser, sub = new_parser("python -m core.chan", "Chắn rules engine")
    w = sub.add_parser("waits", help="waits of a 19-card holding (or discards of a 20-card one)")
    _add_common(w)
    w.add_argument(
        "--seen", default="", metavar="CARDS", help="cards seen elsewhere: others' exposed cards and discards"
    )
    w.add_argument("--stock", type=int, default=23, help="cards left in the stock (default 23)")
    s = sub.add_parser("score", help="score a win")
    _add_common(s)
    s.add_argument("--win", metavar="CARD", help="the winning card")
    s.add_argument(
        "--event",
        action="append",
        default=[],
        metavar="ID",
        help="an event the cards cannot show (D10): chi, thien_u, dia_u, thong, chiu_u, u_bon, bon, chiu, thien_khai",
    )
    s.add_argument(
        "--ga",
        action="append",
        default=[],
        metavar="OPTION",
        help="traditional: a cước that earns gà: " + ", ".join(GA_OPTIONS),
    )
    s.add_argument("--four-eleven", action="store_true", help="traditional: play 4-11")
    try:  # the captures command arrives with the deal engine
        from .explain import add_captures_command
    except ImportError:
        pass
    else:
        add_captures_command(sub)
    return parser


def _pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def _grouping_line(holding: Holding) -> str:
    return " | ".join(f"{g.kind} {g}" + (" (exposed)" if g.exposed else "") for g in holding.grouping())


def cmd_waits(args) -> int:
    holding = Holding.parse(args.hand, args.exposed, sizes=(19, 20))
    seen = check_seen(holding, parse_cards(args.seen))
    if args.stock < 0:
        raise BadInput("--stock must be 0 or more")
    if holding.size == 20:
        options = analyse_discards(holding, seen, args.stock)
        if args.json:
            print_json(
                {
                    "hand": holding.notation(),
                    "exposed": holding.exposed_notation(),
                    "discards": [o.to_json() for o in options],
                    "waits": [],
                    "assumption": CHANCE_ASSUMPTION.en,
                }
            )
            return 0
        print(f"Holding (20 cards): {holding.notation()}")
        print(f"Grouping: {_grouping_line(holding)}")
        print("Discards, best first:")
        for o in options:
            waits = ", ".join(f"{w.card}{' (bạch thủ)' if w.bach_thu else ''}" for w in o.report.waits) or "no wait"
            note = "  breaks a chắn" if o.breaks_chan else ""
            print(
                f"  {o.card:3} → {waits}; {sum(w.unseen for w in o.report.waits)} unseen, "
                f"{_pct(o.report.chance_any)}{note}"
            )
        return 0
    report = analyse_waits(holding, seen, args.stock)
    if args.json:
        print_json(report.to_json())
        return 0
    print(f"Holding (19 cards): {holding.notation()}" + "".join(f" | exposed {p}" for p in holding.exposed_notation()))
    print(f"Grouping: {_grouping_line(holding)}")
    print(f"{report.chan} chắn, {report.ca} cạ — {'ready' if report.ready else 'not ready'}")
    if report.waits:
        print(f"Waits ({report.unseen_total} unseen cards, {report.stock} in the stock):")
        for w in report.waits:
            print(f"  {w.card:3} {KIND_NAMES[w.kind].en:18} {w.unseen} unseen {_pct(w.chance)}")
        print(f"Chance of at least one wait from the stock: {_pct(report.chance_any)}")
    else:
        print(f"No wait: {report.reason.en}")
    bach = report.bach_thu
    print(f"Bạch thủ: {'waiting on ' + bach.card if bach else 'no'}")
    if report.cho_chi_rong:
        print("Warning: chờ chi rộng — a lone Chi chi beside six chắn can never win; discard it.")
    print(f"Rules: {', '.join(report.rules)}")
    print(f"Assumes: {CHANCE_ASSUMPTION.en}")
    return 0


def cmd_score(args) -> int:
    events = args.event
    if "thien_u" in events:
        holding = Holding.parse(args.hand, args.exposed, sizes=(20,))
        win = None
        if args.win:
            raise NotationError(
                "Thiên ù is the dealer's opening 20 cards: give no --win",
                "Thiên ù là 20 lá ban đầu của nhà cái: không cần --win",
                args.win,
            )
    else:
        holding = Holding.parse(args.hand, args.exposed, sizes=(19,))
        if not args.win:
            raise BadInput("--win CARD is required (or --event thien_u with the dealer's 20 cards)")
        win = parse_card(args.win)
    result = score(holding, win, events, args.profile, args.ga, args.four_eleven)
    if args.json:
        print_json(result.to_json())
        return 0 if result.win else 1
    cards = holding.notation() + (f" + {CODE[win]}" if win is not None else "")
    print(f"Holding: {cards}" + "".join(f" | exposed {p}" for p in holding.exposed_notation()))
    print(f"Profile: {result.profile.name}")
    if not result.win:
        print(result.sentence.en)
        return 1
    for item in result.items:
        mark = "*" if item.main else " "
        count = f"×{item.count}" if item.count > 1 else "  "
        print(f" {mark} {item.name.en:45} {count} điểm {item.points:2}  dịch {item.dich:2}")
    print(f"Total: {result.total}   (main: {result.main})")
    print(result.sentence.en)
    print(result.sentence.vi)
    p = result.payments
    print(f"Payments: winner {p['winner']:+d}, each loser {p['each_loser']:+d}")
    print(f"Rules: {', '.join(result.rules)}")
    return 0


COMMANDS = {"waits": cmd_waits, "score": cmd_score}  # captures sets `run` (core/chan/explain.py)


def main(argv=None) -> int:
    return run(build_parser, COMMANDS, argv, (NotationError,))


__all__ = ["main", "build_parser", "format_cards", "BadInput", "COMMANDS"]
