"""Pieces both Sichuan pages draw with: seat names, rule chips and the rule texts, pattern names,
action labels, the event log in words, the settlement tables and a replay's position, in both
languages. The explanations of options and the hint come from the engine (core/sichuan/coach.py).

The functions here take and return plain values (tuples, dicts, strings) or core objects, so they
are testable without a browser; ``show_rules`` is the only one that draws (Sichuan rule ids are not
on the Chắn Rules page, so their text is shown inline: a chip with a tooltip on each rule and an
expander with the full texts).
"""

from __future__ import annotations

import html
from collections.abc import Iterable

from core.common.players import advance
from core.sichuan import FAN_BY_ID, RULEBOOK, Action, Deal, HeuristicBot, RandomBot
from core.sichuan.actions import DECLARE, DISCARD, WIN
from core.sichuan.coach import SEAT_NAMES, patterns_text
from core.sichuan.deal import ROB, TURN, LogEntry, WinNote, wall_end_rules
from core.sichuan.tiles import CODE

from ..i18n import suit_name, t, t_you
from .tiles import tile_label

YOU = 0
SEATS = 4
PLAYERS = {"heuristic": HeuristicBot, "random": RandomBot}
MAX_AI_STEPS = 3000  # a deal has a few hundred actions at most; a guard against a stuck loop


def seat_name(seat: int | None, lang: str) -> str:
    if seat is None:
        return "—"
    return SEAT_NAMES[seat][lang]


# ============================================================================ rules
def rule_title(rule_id: str, lang: str) -> str:
    return RULEBOOK[rule_id].title[lang] if rule_id in RULEBOOK else rule_id


def rule_tooltip(rule_id: str, lang: str) -> str:
    if rule_id not in RULEBOOK:
        return rule_id
    rule = RULEBOOK[rule_id]
    return f"{rule.title[lang]}: {rule.text[lang]} ({', '.join(rule.sources)})"


def rule_chips(rule_ids: Iterable[str], lang: str) -> str:
    """Rules as small chips that read as the rule's title in the language (a learner sees "Ready hand",
    not an id); the hover text (``title``) is the id, the title and the full text."""
    chips = []
    for rule_id in dict.fromkeys(rule_ids):
        name = RULEBOOK[rule_id].title[lang] if rule_id in RULEBOOK else rule_id
        chips.append(  # a link to the rule on the Rules page, its full text as the hover text
            f'<a class="sc-rule" data-rule="{html.escape(rule_id)}" target="_self" '
            f'href="/rules?game=sichuan&amp;rule={html.escape(rule_id)}&amp;lang={lang}" '
            f'title="{html.escape(rule_id + " — " + rule_tooltip(rule_id, lang))}" '
            'style="display:inline-block;margin:1px 3px 1px 0;padding:0 6px;border-radius:8px;'
            "background:rgba(21,128,61,.12);color:inherit;font-size:.8em;text-decoration:none;"
            f'white-space:nowrap">{html.escape(name)}</a>'
        )
    return "".join(chips)


def rules_markdown(rule_ids: Iterable[str], lang: str) -> str:
    """Every rule as a Markdown bullet: its title linked to the rules page (the id only in the link
    and its hover text, never raw in the text) — text (source)."""
    lines = []
    for rule_id in dict.fromkeys(rule_ids):
        if rule_id not in RULEBOOK:
            lines.append(f"- `{rule_id}`")
            continue
        rule = RULEBOOK[rule_id]
        link = f'[**{rule.title[lang]}**](/rules?game=sichuan&rule={rule_id}&lang={lang} "{rule_id}")'
        lines.append(f"- {link} — {rule.text[lang]} *({', '.join(rule.sources)})*")
    return "\n".join(lines)


def show_rules(rule_ids: Iterable[str], lang: str, *, key: str | None = None, expanded: bool = False) -> None:
    """Chips with tooltips, then an expander with the full text of each rule."""
    import streamlit as st

    ids = [r for r in dict.fromkeys(rule_ids)]
    if not ids:
        return
    st.markdown(f"{t('sichuan.rules', lang)} {rule_chips(ids, lang)}", unsafe_allow_html=True)
    with st.expander(t("sichuan.rules_text", lang, n=len(ids)), expanded=expanded, icon=":material/menu_book:"):
        st.markdown(rules_markdown(ids, lang))


def fan_name(fan_id: str, lang: str) -> str:
    pattern = FAN_BY_ID.get(fan_id)
    if pattern is None:
        return fan_id
    return pattern.name[lang]


def items_text(items, lang: str) -> str:
    """[(id, fan)] → "Full flush 2 + Root 1" (or the basic hand): the coach's wording."""
    return patterns_text(items)[lang]


# ============================================================================ guided play: players
def make_players(kind: str, seed: int) -> list:
    return [PLAYERS[kind](seed * SEATS + s) for s in range(SEATS)]


def advance_ai(deal: Deal, players, steps: int | None = 1) -> int:
    """Let the AI seats act until it is your turn, the deal ends, or `steps` actions (None: no
    limit). Returns the number of actions taken (core.common.players.advance)."""
    return advance(deal, players, stop_at=YOU, steps=steps, max_steps=MAX_AI_STEPS)


def drawn_tile(deal: Deal, seat: int = YOU) -> int | None:
    """The kind the seat just drew (or drew as a kong replacement), if it is its turn after a draw."""
    if deal.phase != TURN or deal.to_act != seat or deal.after_claim:
        return None
    for entry in reversed(deal.log):
        if entry.seat == seat and entry.kind in ("draw", "replacement"):
            p = deal.seats[seat]
            return p.hand[-1] >> 2 if p.hand else None
        if entry.kind in ("discard", "claim", "declare"):
            break
    return None


def action_label(action: Action, deal: Deal, lang: str) -> str:
    tile = (
        CODE[action.tile]
        if action.tile is not None
        else (CODE[deal.claim_tile >> 2] if deal.claim_tile is not None else "")
    )
    if action.type == DECLARE:
        return t("sichuan.act_declare", lang, suit=suit_name(action.suit or 0, lang))
    if action.type == DISCARD:
        return t("sichuan.act_discard", lang, tile=tile)
    if action.type == WIN:
        if deal.phase == TURN:
            return t("sichuan.act_win_self", lang)
        if deal.phase == ROB:
            return t("sichuan.act_win_rob", lang, tile=tile)
        return t("sichuan.act_win", lang, tile=tile)
    if action.type == "chow":
        return t("sichuan.act_chow", lang)
    return t("sichuan.act_" + action.type, lang, tile=tile)


# ============================================================================ guided play: log and results
def describe(entry: LogEntry, lang: str, reveal: bool = False, viewer: int = YOU) -> str:
    """One log entry in words. Other players' draws and concealed kongs stay hidden unless ``reveal``."""
    kind, seat, other = entry.kind, entry.seat, entry.other
    who = seat_name(seat, lang)
    tile = CODE[entry.tile] if entry.tile is not None else ""
    see = reveal or seat == viewer
    you = seat == YOU

    def say(key: str, **values) -> str:
        return t_you(key, lang, you, who=who, tile=tile, **values)

    if kind == "deal":
        return t_you("sichuan.log_deal", lang, seat == YOU, who=who)
    if kind == "declare":
        return say("sichuan.log_declare", suit=suit_name(other if isinstance(other, int) else 0, lang))
    if kind in ("draw", "replacement"):
        return say("sichuan.log_" + kind + ("" if see else "_hidden"))
    if kind == "discard":
        forced = "sc.missing.discard_first" in entry.rules
        return say("sichuan.log_discard_forced" if forced else "sichuan.log_discard")
    if kind == "claim":
        return say("sichuan.log_claim_" + str(other))
    if kind == "concealed_kong":
        return say("sichuan.log_concealed_kong" if see else "sichuan.log_concealed_kong_hidden")
    if kind == "added_kong":
        return say("sichuan.log_added_kong")
    if kind == "win" and isinstance(other, WinNote):
        how = win_how(other.self_draw, "robbed_kong" in other.events, other.source, lang)
        return say("sichuan.log_win", how=how, fan=other.fan, base=other.base)
    if kind == "end":
        return t("sichuan.log_end_" + str(other), lang)
    return f"{who} {kind} {tile}".strip()


def win_how(self_draw: bool, robbed: bool, source: int | None, lang: str) -> str:
    """ "self-draw", "AI 2's discard", "robbing AI 1's kong" ("your discard" when it was yours)."""
    if self_draw:
        return t("sichuan.how_self", lang)
    key = "sichuan.how_rob" if robbed else "sichuan.how_discard"
    return t_you(key, lang, source == YOU, who=seat_name(source, lang))


PAYMENT_KINDS = {  # rule id → text key of the payment's kind
    "sc.pay.discard": "sichuan.pay_win_discard",
    "sc.pay.self_draw": "sichuan.pay_win_self",
    "sc.pay.robbed_kong": "sichuan.pay_win_rob",
    "sc.pay.kong_exposed": "sichuan.pay_kong_exposed",
    "sc.pay.kong_added": "sichuan.pay_kong_added",
    "sc.pay.kong_concealed": "sichuan.pay_kong_concealed",
    "sc.end.flower_pig": "sichuan.pay_flower_pig",
    "sc.end.kong_refund": "sichuan.pay_kong_refund",
    "sc.end.not_ready_pays": "sichuan.pay_ready_check",
}


def payment_rows(deal: Deal, lang: str) -> list[dict]:
    """Every payment of the deal, in order: what it is for, who pays whom, how much, the rule."""
    rows = []
    for n, p in enumerate(deal.payments, 1):
        rows.append(
            {
                t("sichuan.col_no", lang): n,
                t("sichuan.col_what", lang): t(PAYMENT_KINDS.get(p.rule, "sichuan.pay_other"), lang),
                t("sichuan.col_payer", lang): seat_name(p.payer, lang),
                t("sichuan.col_payee", lang): seat_name(p.payee, lang),
                t("sichuan.col_amount", lang): p.amount,
                t("sichuan.col_rule", lang): rule_title(p.rule, lang),  # the rule's name, never its id
            }
        )
    return rows


def net_rows(deal: Deal, lang: str) -> list[dict]:
    net = deal.settlement()
    rows = []
    for seat in range(SEATS):
        won = deal.seats[seat].won
        status = (
            t("sichuan.status_won", lang, tile=CODE[won.tile], fan=won.score.fan, n=won.number)
            if won
            else _end_status(deal, seat, lang)
        )
        received = sum(p.amount for p in deal.payments if p.payee == seat)
        paid = sum(p.amount for p in deal.payments if p.payer == seat)
        rows.append(
            {
                t("sichuan.col_player", lang): seat_name(seat, lang),
                t("sichuan.col_status", lang): status,
                t("sichuan.col_received", lang): received,
                t("sichuan.col_paid", lang): paid,
                t("sichuan.col_net", lang): net[seat],
            }
        )
    return rows


def _end_status(deal: Deal, seat: int, lang: str) -> str:
    if not deal.over or deal.end_reason != "wall_empty":
        return t("sichuan.status_playing", lang)
    if deal.seats[seat].holds_missing():
        return t("sichuan.status_pig", lang)
    value = deal.ready_values.get(seat)
    if value is None:
        return t("sichuan.status_not_ready", lang)
    return t("sichuan.status_ready", lang, tile=CODE[value.tile], fan=value.fan, base=value.base)


def win_rows(deal: Deal, lang: str) -> list[dict]:
    rows = []
    for w in deal.wins:
        how = win_how(w.self_draw, "robbed_kong" in w.score.events, w.source, lang)
        rows.append(
            {
                t("sichuan.col_no", lang): w.number,
                t("sichuan.col_player", lang): seat_name(w.seat, lang),
                t("sichuan.col_tile", lang): tile_label(w.tile, lang),
                t("sichuan.col_how", lang): how,
                t("sichuan.col_patterns", lang): items_text([(i.id, i.fan) for i in w.score.items], lang),
                t("sichuan.col_fan", lang): w.score.fan,
                t("sichuan.col_base", lang): w.score.base,
            }
        )
    return rows


def settlement_rules(deal: Deal) -> list[str]:
    rules = ["sc.objective.settle"] + [p.rule for p in deal.payments]
    if deal.end_reason == "wall_empty":  # flower pigs and refunds only when they happened
        rules += wall_end_rules(deal.payments)
    return list(dict.fromkeys(rules))


def replay_view(data: dict, step: int) -> Deal:
    """The replay's deal after its first ``step`` actions (the stated result is checked only at the end)."""
    from core.sichuan import load_replay

    partial = {k: v for k, v in data.items() if k != "result"}
    partial["actions"] = list(data.get("actions", []))[:step]
    return load_replay(partial)


__all__ = [name for name in dir() if not name.startswith("_")]
