"""Pieces of the guided-play screen that need no Streamlit: texts for the log, options and
results, in both languages, and the helpers that advance the AI players."""

from __future__ import annotations

from core.chan.actions import Action
from core.chan.ai import LEVELS, make_player
from core.chan.cards import CODE, FACE
from core.chan.deal import SEAT_NAMES, SEAT_NAMES_VI, SEATS, Deal, LogEntry
from core.chan.scoring import CUOC_NAMES

YOU = 0
SEARCH_BUDGET_MS = 100  # per AI decision on the page: quick enough to watch
MAX_AI_STEPS = 400  # a deal has well under 200 actions; a guard against a stuck loop


def seat_name(seat: int | None, lang: str) -> str:
    if seat is None:
        return ""
    return (SEAT_NAMES_VI if lang == "vi" else SEAT_NAMES)[seat]


def card_name(face: int | None, lang: str) -> str:
    if face is None:
        return ""
    f = FACE[face]
    return f"{f.name_vi if lang == 'vi' else f.name_en} ({f.code})"


_LOG = {  # kind → (English, Vietnamese), formatted with who, card, other
    "dead": ("{who} has a dead hand: no legal opening discard — draws only from now on.",
             "{who} bị chết bài: không có cây đánh hợp lệ — từ giờ chỉ bốc."),
    "decline_win": ("{who} lets {card} go instead of winning.", "{who} bỏ ù {card}."),
    "decline_chiu": ("{who} does not chíu {card}.", "{who} không chíu {card}."),
    "chiu": ("{who} chíu {card}: four of a kind exposed.", "{who} chíu {card}: hạ bốn cây."),
    "discard": ("{who} discards {card}.", "{who} đánh {card}."),
    "capture": ("{who} captures {card} with {other}.", "{who} ăn {card} bằng {other}."),
    "pass": ("{who} passes {card}.", "{who} dưới {card}."),
    "reveal": ("{who} turns up {card} from the stock.", "{who} bốc nọc lên {card}."),
    "nhai": ("{who} turns up {card}, the card just passed: nhái.", "{who} bốc lên đúng {card} vừa bỏ: nhái."),
    "ga_gop": ("Gà góp: the chíu of {card} makes the others pay into the pot.",
               "Gà góp: chíu {card}, các nhà phải góp gà."),
    "error": ("{who} breaks a rule ({other}).", "{who} phạm lỗi ({other})."),
    "win": ("{who} wins on {card}!", "{who} ù {card}!"),
    "draw": ("The stock is empty: the deal is a draw.", "Hết nọc: ván hoà."),
}

_LOG_YOU_EN = {  # English verbs agree with "You"
    "dead": "You have a dead hand: no legal opening discard — you only draw from now on.",
    "decline_win": "You let {card} go instead of winning.",
    "decline_chiu": "You do not chíu {card}.",
    "chiu": "You chíu {card}: four of a kind exposed.",
    "discard": "You discard {card}.",
    "capture": "You capture {card} with {other}.",
    "pass": "You pass {card}.",
    "reveal": "You turn up {card} from the stock.",
    "nhai": "You turn up {card}, the card just passed: nhái.",
    "error": "You break a rule ({other}).",
    "win": "You win on {card}!",
}


PRIVATE_KINDS = ("decline_win", "decline_chiu")  # letting a win or chíu go reveals the hand


def public_log(deal: Deal) -> list[LogEntry]:
    """The log as the user may see it: another seat's declined win or chíu would reveal its cards."""
    return [e for e in deal.log if e.kind not in PRIVATE_KINDS or e.seat in (YOU, None) or deal.ended]


def describe(entry: LogEntry, lang: str) -> str:
    en, vi = _LOG[entry.kind]
    other = entry.other
    if entry.kind == "capture":
        other = card_name(other, lang)
    elif entry.kind == "error":
        other = ", ".join(other)
    card = card_name(entry.card, lang) if entry.card is not None else ("Thiên ù" if entry.kind == "win" else "")
    if lang != "vi" and entry.seat == YOU:
        en = _LOG_YOU_EN.get(entry.kind, en)
    line = (vi if lang == "vi" else en).format(who=seat_name(entry.seat, lang), card=card, other=other)
    if entry.kind == "win" and isinstance(entry.other, tuple):  # the call (xướng), traditional
        names = ", ".join(CUOC_NAMES[c][1 if lang == "vi" else 0] for c in entry.other if c in CUOC_NAMES)
        line += (" Xướng: " if lang == "vi" else " Called: ") + (names or "Ù xuông") + "."
    return line


def action_label(action: Action, deal: Deal, lang: str) -> str:
    """A short button label for `action` in `deal` as it stands before the action: "Ăn cạ 5n + 5v",
    "Discard 9s", "Pass it on". (For a past decision, pass the deal replayed to that point.)"""
    vi = lang == "vi"
    card = CODE[deal.card] if deal.card is not None else ""
    if action.kind == "discard":
        return ("Đánh " if vi else "Discard ") + CODE[action.card]
    if action.kind == "capture":
        kind = "chắn" if action.card == deal.card else "cạ"
        return f"Ăn {kind} {card} + {CODE[action.card]}" if vi else f"Take {kind} {card} + {CODE[action.card]}"
    if action.kind == "chiu":
        return f"Chíu {card}"
    if action.kind == "win":
        if deal.card is None:
            return "Ù (Thiên ù)" if vi else "Win (Thiên ù)"
        return f"Ù {card}" if vi else f"Win on {card}"
    if deal.phase == "claim":
        return "Bỏ qua" if vi else "Let it go"
    if deal.card_source == "stock" and deal.card_from == action.seat and not deal.passed_by_revealer:
        return "Dưới (cho nhà sau)" if vi else "Pass it on"
    return "Dưới, bốc nọc" if vi else "Pass, draw"


def make_players(kind: str, seed: int) -> list:
    return [make_player(kind, seed * SEATS + s, budget_ms=SEARCH_BUDGET_MS if kind == "search" else None)
            for s in range(SEATS)]


def level_name(kind: str, lang: str) -> str:
    return next(vi if lang == "vi" else en for k, en, vi in LEVELS if k == kind)


def level_kinds() -> list[str]:
    return [kind for kind, _, _ in LEVELS]


def advance_ai(deal: Deal, players, steps: int | None = 1) -> int:
    """Let the AI seats act until it is the user's turn, the deal ends, or `steps` actions (None:
    no limit). Returns the number of actions taken."""
    done = 0
    while not deal.ended and deal.to_act != YOU and (steps is None or done < steps) and done < MAX_AI_STEPS:
        seat = deal.to_act
        deal.act(players[seat].choose(deal, seat))
        done += 1
    return done


def result_rows(deal: Deal, lang: str) -> list[dict]:
    vi = lang == "vi"
    out = deal.outcome
    rows = []
    for item in out.result.items:
        rows.append({("Cước" if vi else "Cước"): CUOC_NAMES[item.id][1 if vi else 0],
                     ("Số lần" if vi else "Count"): item.count, ("Điểm" if vi else "Điểm"): item.points,
                     ("Dịch" if vi else "Dịch"): item.dich, ("Chính" if vi else "Main"): "★" if item.main else ""})
    return rows


def settlement_rows(deal: Deal, lang: str, totals=None) -> list[dict]:
    vi = lang == "vi"
    rows = []
    for seat in range(SEATS):
        row = {("Người chơi" if vi else "Player"): seat_name(seat, lang),
               ("Ván này" if vi else "This deal"): deal.outcome.settlement[seat]}
        if totals is not None:
            row["Tổng" if vi else "Running total"] = totals[seat]
        rows.append(row)
    return rows
