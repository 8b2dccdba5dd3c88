"""Score a Chắn win with `core` as a library, and check a xướng (the cước you call).

    python -m examples.score_hand                      # document 003's example: 9 điểm
    python -m examples.score_hand "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v" --win 3n \
        --event chi                                    # document 000's example: Tôm + Chì = 5
    python -m examples.score_hand HAND --win CARD --profile traditional --call tom --call chi --lang vi

HAND is the 19 cards before the winning card (concealed; add exposed pairs with --exposed).
"""

from __future__ import annotations

import argparse
import sys

from core.chan import Holding, parse_card, score
from core.chan.calling import check_call
from core.chan.cards import NotationError

EXAMPLE = "3v 3v 3s 3s 7n 7n cc cc 5v 5v 5v 9v 9n 8s 8n 4v 4s 6v 6n"  # chíu ù bạch thủ, 2 Tôm, Lèo


def report(hand: str, win: str | None, exposed, events, profile: str, ga, called, lang: str) -> str:
    holding = Holding.parse(hand, exposed, sizes=(19, 20))
    result = score(holding, parse_card(win) if win else None, events, profile, ga)
    vi = lang == "vi"
    if not result.win:
        return result.sentence[lang]
    lines = []
    for item in result.items:
        name = item.name[lang]
        star = " *" if item.main else ""
        lines.append(f"  {name:45} ×{item.count}  {item.points:>2} điểm / {item.dich} dịch{star}")
    lines.append(("Tổng" if vi else "Total") + f": {result.total}")
    lines.append(result.sentence[lang])
    pay = result.payments
    lines.append(
        ("Người ù" if vi else "Winner")
        + f" {pay['winner']:+d}, "
        + ("mỗi nhà thua" if vi else "each loser")
        + f" {pay['each_loser']:+d}"
    )
    if called is not None:
        check = check_call(result, called)
        verdict = (
            ("đúng" if vi else "right")
            if check.correct and check.complete
            else (("thiếu" if vi else "incomplete") if check.correct else ("sai" if vi else "wrong"))
        )
        lines.append(("Xướng" if vi else "Call") + f" {' '.join(called) or 'xuong'}: {verdict}")
        for _, en, vi_text in check.wrong:
            lines.append("  " + (vi_text if vi else en))
    lines.append("Rules: " + ", ".join(result.rules))
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Score a Chắn win.")
    parser.add_argument("hand", nargs="?", default=None)
    parser.add_argument("--win", default=None, help="the winning card (none for thiên ù)")
    parser.add_argument("--exposed", action="append", default=[], metavar="PAIR")
    parser.add_argument("--event", action="append", default=None, metavar="ID")
    parser.add_argument("--profile", choices=("cardavia", "traditional"), default=None)
    parser.add_argument("--ga", action="append", default=[], metavar="OPTION")
    parser.add_argument("--call", action="append", default=None, metavar="CUOC", help="a cước you call")
    parser.add_argument("--lang", choices=("en", "vi"), default="en")
    args = parser.parse_args(argv)
    if args.hand is None:  # document 003 §V: Chíu ù, Bạch thủ, 2 Tôm, Lèo = 9
        hand, win, events, profile = EXAMPLE, "5v", ["chiu_u"], args.profile or "traditional"
    else:
        hand, win, events, profile = args.hand, args.win, args.event or [], args.profile or "cardavia"
    try:
        print(report(hand, win, args.exposed, events, profile, args.ga, args.call, args.lang))
    except NotationError as err:
        print(f"bad input: {err.text[args.lang]}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
