"""Pieces of the guided-play screen that need no Streamlit: texts for the log, options and
results, in both languages, and the helpers that advance the AI players."""

from __future__ import annotations

from core.chan.actions import Action
from core.chan.ai import LEVELS, make_player
from core.chan.cards import CODE, FACE
from core.chan.deal import SEAT_NAMES, SEATS, Deal, LogEntry
from core.chan.rulebook import RULEBOOK
from core.chan.scoring import CUOC_NAMES
from core.common.players import advance

from ..i18n import t, t_you

YOU = 0
SEARCH_BUDGET_MS = 100  # per AI decision on the page: quick enough to watch
MAX_AI_STEPS = 400  # a deal has well under 200 actions; a guard against a stuck loop


def seat_name(seat: int | None, lang: str) -> str:
    if seat is None:
        return ""
    return SEAT_NAMES[seat][lang]


def card_name(face: int | None, lang: str) -> str:
    if face is None:
        return ""
    f = FACE[face]
    return f"{f.name[lang]} ({f.code})"


PRIVATE_KINDS = ("decline_win", "decline_chiu")  # letting a win or chíu go reveals the hand


def public_log(deal: Deal) -> list[LogEntry]:
    """The log as the user may see it: another seat's declined win or chíu would reveal its cards."""
    return [e for e in deal.log if e.kind not in PRIVATE_KINDS or e.seat in (YOU, None) or deal.over]


def rule_name(rule_id: str, lang: str) -> str:
    """A rule's name in the language, as a player reads it (its id only when the rulebook lacks it)."""
    return RULEBOOK[rule_id].title[lang] if rule_id in RULEBOOK else rule_id


def describe(entry: LogEntry, lang: str) -> str:
    other = entry.other
    if entry.kind == "capture" and isinstance(other, int):
        other = card_name(other, lang)
    elif entry.kind == "error" and isinstance(other, tuple):  # the rules by name: their ids link beside
        other = ", ".join(rule_name(r, lang) for r in other)
    card = card_name(entry.card, lang) if entry.card is not None else ("Thiên ù" if entry.kind == "win" else "")
    line = t_you(
        f"play.log_{entry.kind}", lang, entry.seat == YOU, who=seat_name(entry.seat, lang), card=card, other=other
    )
    if entry.kind == "win" and isinstance(entry.other, tuple):  # the call (xướng), traditional
        names = ", ".join(CUOC_NAMES[c][lang] for c in entry.other if c in CUOC_NAMES)
        line += f" {t('play.log_called', lang)}: {names or 'Ù xuông'}."
    return line


def action_label(action: Action, deal: Deal, lang: str) -> str:
    """A short button label for `action` in `deal` as it stands before the action: "Ăn cạ 5n + 5v",
    "Discard 9s", "Pass it on". (For a past decision, pass the deal replayed to that point.)"""
    card = CODE[deal.card] if deal.card is not None else ""
    own = CODE[action.card] if action.card is not None else ""  # a discard's face, a capture's hand card
    if action.kind == "discard":
        return t("play.act_discard", lang, card=own)
    if action.kind == "capture":
        kind = "chắn" if action.card == deal.card else "cạ"
        return t("play.act_capture", lang, kind=kind, card=card, other=own)
    if action.kind == "chiu":
        return f"Chíu {card}"
    if action.kind == "win":
        if deal.card is None:
            return t("play.act_win_heaven", lang)
        return t("play.act_win", lang, card=card)
    if deal.phase == "claim":
        return t("play.act_let_go", lang)
    if deal.card_source == "stock" and deal.card_from == action.seat and not deal.passed_by_revealer:
        return t("play.act_pass_on", lang)
    return t("play.act_pass_draw", lang)


def make_players(kind: str, seed: int) -> list:
    return [
        make_player(kind, seed * SEATS + s, budget_ms=SEARCH_BUDGET_MS if kind == "search" else None)
        for s in range(SEATS)
    ]


def level_name(kind: str, lang: str) -> str:
    return next(name[lang] for k, name in LEVELS if k == kind)


def level_kinds() -> list[str]:
    return [kind for kind, _ in LEVELS]


def advance_ai(deal: Deal, players, steps: int | None = 1) -> int:
    """Let the AI seats act until it is the user's turn, the deal ends, or `steps` actions (None:
    no limit). Returns the number of actions taken (core.common.players.advance)."""
    return advance(deal, players, stop_at=YOU, steps=steps, max_steps=MAX_AI_STEPS)


def result_rows(deal: Deal, lang: str) -> list[dict]:
    out = deal.outcome
    assert out is not None and out.result is not None  # a won deal
    rows = []
    for item in out.result.items:
        rows.append(
            {
                t("app.col_cuoc", lang): CUOC_NAMES[item.id][lang],
                t("app.col_count", lang): item.count,
                t("app.col_diem", lang): item.points,
                t("app.col_dich", lang): item.dich,
                t("app.col_main", lang): "★" if item.main else "",
            }
        )
    return rows
