"""Analyse a hand with `core` as a library: grouping, waits and their chances, bạch thủ, discards.

    python -m examples.analyse_hand                                   # a built-in example
    python -m examples.analyse_hand "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v"
    python -m examples.analyse_hand "HAND" --exposed "5v 5v" --lang vi
    python -m examples.analyse_hand --sichuan 1112345678999p --missing m

19 cards (exposed pairs included) are analysed for waits; 20 cards for the discard that leaves the
best waits. With --sichuan, a 13-tile (or 14-tile) Sichuan hand and its declared missing suit.
"""

from __future__ import annotations

import argparse
import sys

from core.chan import Holding, analyse_waits
from core.chan.analysis import KIND_NAMES, analyse_discards
from core.chan.cards import NotationError

EXAMPLE = "2v 2v 4s 4s 4n 4n 5v 5v 6s 6s 7v 7n 8v 8s 9v 9n 3s 3n 2n"  # five chắn, four cạ, a lone 2n
GROUP = {"chan": ("chắn", "chắn"), "ca": ("cạ", "cạ"), "ba_dau": ("ba đầu", "ba đầu"), "que": ("què", "què")}
TEXT = {
    "grouping": ("Grouping", "Xếp bài"),
    "exposed": ("exposed", "đã hạ"),
    "waits": ("Waits", "Cây chờ"),
    "none": ("no wait", "không chờ cây nào"),
    "unseen": ("unseen", "chưa thấy"),
    "chance": ("chance it still comes from the stock", "khả năng còn ra từ nọc"),
    "bach_thu": ("Waiting for bạch thủ on", "Đang chờ bạch thủ"),
    "discards": ("Best discards", "Nên đánh cây nào"),
    "breaks": ("breaks a chắn", "xé chắn"),
    "cho_chi": (
        "Warning: a lone Chi chi beside six chắn can never win (chờ chi rộng)",
        "Cảnh báo: Chi chi lẻ khi đã có sáu chắn thì không bao giờ ù (chờ chi rộng)",
    ),
}


def tr(key: str, lang: str) -> str:
    return TEXT[key][lang == "vi"]


def chan_report(hand: str, exposed: list[str], lang: str) -> str:
    holding = Holding.parse(hand, exposed)
    lines = [f"{tr('grouping', lang)}:"]
    for group in holding.grouping():
        tag = f" ({tr('exposed', lang)})" if group.exposed else ""
        lines.append(f"  {GROUP[group.kind][lang == 'vi']:7} {group}{tag}")
    if holding.size == 20:
        lines.append(f"{tr('discards', lang)}:")
        for option in analyse_discards(holding)[:5]:
            waits = ", ".join(f"{w.card} ({KIND_NAMES[w.kind][lang]})" for w in option.report.waits)
            note = f"  [{tr('breaks', lang)}]" if option.breaks_chan else ""
            lines.append(f"  {option.card}: {waits or tr('none', lang)}{note}")
        return "\n".join(lines)
    report = analyse_waits(holding)
    lines.append(f"{tr('waits', lang)}:")
    for w in report.waits:
        lines.append(
            f"  {w.card:3} {KIND_NAMES[w.kind][lang]:18} {tr('unseen', lang)} {w.unseen}, "
            f"{tr('chance', lang)} {w.chance:.0%}"
        )
    if not report.waits:
        lines.append(f"  {tr('none', lang)}: {report.reason[lang]}")
    if report.bach_thu:
        lines.append(f"{tr('bach_thu', lang)} {report.bach_thu.card}")
    if report.cho_chi_rong:
        lines.append(tr("cho_chi", lang))
    lines.append("Rules: " + ", ".join(report.rules))
    return "\n".join(lines)


def sichuan_report(hand: str, missing: str, lang: str) -> str:
    from core.sichuan import Hand, analyse_discards as sc_discards, analyse_waits as sc_waits, parse_suit
    from core.sichuan.tiles import CODE

    parsed = Hand.parse(hand, parse_suit(missing))
    if parsed.size == 14:
        lines = [tr("discards", lang) + ":"]
        for option in sc_discards(parsed)[:5]:
            waits = " ".join(w.code for w in option.waits)
            lines.append(
                f"  {option.code}: shanten {option.shanten}"
                + (f", {tr('waits', lang).lower()} {waits}" if waits else "")
            )
        return "\n".join(lines)
    report = sc_waits(parsed)
    lines = [f"shanten {report.shanten}", f"{tr('waits', lang)}:"]
    for w in report.waits:
        items = " + ".join(f"{i.name[lang]} {i.fan}" for i in w.score.items) or "0"
        lines.append(f"  {w.code}: {w.score.fan} fan ({items}), {tr('unseen', lang)} {w.unseen}, {w.chance:.0%}")
    if not report.waits:
        lines.append("  " + report.reason[lang])
    best = report.best
    if best:
        lines.append(f"ready-hand value: {CODE[best.tile]} {best.score.fan} fan = {best.score.base}")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Analyse a Chắn holding or a Sichuan hand.")
    parser.add_argument("hand", nargs="?", default=None, help="cards in D2 notation (or tiles with --sichuan)")
    parser.add_argument("--exposed", action="append", default=[], metavar="PAIR")
    parser.add_argument("--lang", choices=("en", "vi"), default="en")
    parser.add_argument("--sichuan", action="store_true", help="analyse a Sichuan mahjong hand")
    parser.add_argument("--missing", default="s", help="Sichuan: the declared missing suit (m, p or s)")
    args = parser.parse_args(argv)
    try:
        if args.sichuan:
            print(sichuan_report(args.hand or "1112345678999p", args.missing, args.lang))
        else:
            print(chan_report(args.hand or EXAMPLE, args.exposed, args.lang))
    except (NotationError, ValueError) as err:
        message = err.text[args.lang] if hasattr(err, "text") else str(err)
        print(f"bad input: {message}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
