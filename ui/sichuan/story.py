"""The story of a finished Sichuan deal in plain words (issue 27 item 1, as ui/chan/story.py for
Chắn): each win — who, on which tile, how, with which patterns — and one sentence per seat saying
why it ends where it ends: every payment it made or received, with what it was for."""

from __future__ import annotations

from collections import defaultdict

from core.sichuan.deal import SEATS, Deal

from ..i18n import t
from .tiles import tile_label
from .view import PAYMENT_KINDS, YOU, items_text, seat_name, win_how


def win_lines(deal: Deal, lang: str) -> list[str]:
    """One sentence per win, in the order they came."""
    lines = []
    for w in deal.wins:
        how = win_how(w.self_draw, "robbed_kong" in w.score.events, w.source, lang)
        patterns = items_text([(i.id, i.fan) for i in w.score.items if i.fan], lang)
        lines.append(
            t(
                "story.sc_win" if w.score.fan else "story.sc_win_basic",
                lang,
                n=w.number,
                who=seat_name(w.seat, lang),
                tile=tile_label(w.tile, lang),
                how=how,
                patterns=patterns,
                fan=w.score.fan,
            )
        )
    return lines


def seat_lines(deal: Deal, lang: str) -> list[str]:
    """Per seat (you first): its net result, then each payment it made or received, the payments of
    one kind between the same two seats added up ("paid 8 to AI 2 for: Win on a discard")."""
    net = deal.settlement()
    flows: dict[int, dict[tuple[str, int, str], int]] = {s: defaultdict(int) for s in range(SEATS)}
    for p in deal.payments:
        what = t(PAYMENT_KINDS.get(p.rule, "sichuan.pay_other"), lang)
        flows[p.payer][("paid", p.payee, what)] += p.amount
        flows[p.payee][("received", p.payer, what)] += p.amount
    lines = []
    for seat in [YOU] + [s for s in range(SEATS) if s != YOU]:
        parts = [
            t(f"story.sc_{way}", lang, n=amount, who=_object(other, lang), what=what)
            for (way, other, what), amount in flows[seat].items()
        ]
        lines.append(
            t(
                "story.sc_seat",
                lang,
                who=seat_name(seat, lang),
                net=f"{net[seat]:+d}",
                flows="; ".join(parts) if parts else t("story.sc_nothing", lang),
            )
        )
    return lines


def _object(seat: int, lang: str) -> str:
    """A seat as the object of "paid … to" ("you" in English mid-sentence, not "You")."""
    return t("story.sc_you_object", lang) if seat == YOU else seat_name(seat, lang)


def story_markdown(deal: Deal, lang: str) -> str:
    """The story as Markdown bullets: the wins, then the seats."""
    return "\n".join(f"- {line}" for line in win_lines(deal, lang) + seat_lines(deal, lang))
