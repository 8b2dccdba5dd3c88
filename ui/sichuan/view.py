"""Pieces of the Sichuan analyser and guided-play pages: analysis as plain data, coach-style
explanations of every option, the event log, the settlement table and rule citations, in both
languages.

The functions here take and return plain values (tuples, dicts, strings) or core objects, so they
are testable without a browser; ``rule_chips`` and ``show_rules`` are the only ones that draw
(Sichuan rule ids are not on the Chắn Rules page, so their text is shown inline: a tooltip on
each id and an expander with the full texts).
"""

from __future__ import annotations

import html
from collections.abc import Iterable

from core.sichuan import (
    CHANCE_ASSUMPTION,
    FAN_BY_ID,
    RULEBOOK,
    Action,
    Deal,
    Hand,
    HeuristicBot,
    IllegalAction,
    NotationError,
    RandomBot,
    analyse_discards,
    analyse_waits,
    score,
)
from core.sichuan.actions import ADDED_KONG, CONCEALED_KONG, DECLARE, DISCARD, KONG, PASS, PUNG, WIN
from core.sichuan.analysis import WALL_AFTER_DEAL, improving_tiles, unseen_counts
from core.sichuan.deal import OVER, ROB, TURN, wall_end_rules
from core.sichuan.hand import Meld
from core.sichuan.shapes import shanten
from core.sichuan.tiles import CODE, COPIES, KINDS, SUITS, counts_of

from ..i18n import pick, suit_name, t, t_you
from .tiles import tile_label

YOU = 0
SEATS = 4
SEAT_NAMES = ("You", "AI 1", "AI 2", "AI 3")
SEAT_NAMES_VI = ("Bạn", "Máy 1", "Máy 2", "Máy 3")
PLAYERS = {"heuristic": HeuristicBot, "random": RandomBot}
MAX_AI_STEPS = 3000  # a deal has a few hundred actions at most; a guard against a stuck loop
MAX_TILES = 14


def seat_name(seat: int | None, lang: str) -> str:
    if seat is None:
        return "—"
    return pick(SEAT_NAMES, SEAT_NAMES_VI, lang)[seat]


def codes(kinds: Iterable[int]) -> str:
    return ", ".join(CODE[k] for k in kinds)


# ============================================================================ rules
def rule_title(rule_id: str, lang: str) -> str:
    return RULEBOOK[rule_id].title(lang) if rule_id in RULEBOOK else rule_id


def rule_tooltip(rule_id: str, lang: str) -> str:
    if rule_id not in RULEBOOK:
        return rule_id
    rule = RULEBOOK[rule_id]
    return f"{rule.title(lang)}: {rule.text(lang)} ({', '.join(rule.sources)})"


def rule_chips(rule_ids: Iterable[str], lang: str) -> str:
    """Rules as small chips that read as the rule's title in the language (a learner sees "Ready hand",
    not an id); the hover text (``title``) is the id, the title and the full text."""
    chips = []
    for rule_id in dict.fromkeys(rule_ids):
        name = RULEBOOK[rule_id].title(lang) if rule_id in RULEBOOK else rule_id
        chips.append(f'<span class="sc-rule" data-rule="{html.escape(rule_id)}" '
                     f'title="{html.escape(rule_id + " — " + rule_tooltip(rule_id, lang))}" '
                     'style="display:inline-block;margin:1px 3px 1px 0;padding:0 6px;border-radius:8px;'
                     'background:rgba(21,128,61,.12);color:inherit;font-size:.8em;'
                     f'cursor:help;white-space:nowrap">{html.escape(name)}</span>')
    return "".join(chips)


def rules_markdown(rule_ids: Iterable[str], lang: str) -> str:
    """Every rule as a Markdown bullet: **title** `id` — text (source)."""
    lines = []
    for rule_id in dict.fromkeys(rule_ids):
        if rule_id not in RULEBOOK:
            lines.append(f"- `{rule_id}`")
            continue
        rule = RULEBOOK[rule_id]
        lines.append(f"- **{rule.title(lang)}** `{rule_id}` — {rule.text(lang)} "
                     f"*({', '.join(rule.sources)})*")
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


# ============================================================================ analyser data
def make_hand(hand: Iterable[int], melds: Iterable[tuple[str, int]], missing: int | None) -> Hand:
    return Hand(counts_of(list(hand)), [Meld(kind, tile) for kind, tile in melds], missing)


def hand_size(hand: Iterable[int], melds: Iterable[tuple[str, int]]) -> int:
    """Tiles, every meld counting three (so 13 is a waiting hand, 14 one to discard from)."""
    return len(list(hand)) + 3 * len(list(melds))


def held_counts(hand: Iterable[int], melds: Iterable[tuple[str, int]], seen: Iterable[int] = ()) -> list[int]:
    counts = counts_of(list(hand) + list(seen))
    for kind, tile in melds:
        counts[tile] += 3 if kind == "pung" else 4
    return counts


def copies_left(hand, melds, seen=()) -> list[int]:
    """Copies of each kind neither in the hand, the melds nor among the seen tiles (the picker)."""
    held = held_counts(hand, melds, seen)
    return [max(0, COPIES - n) for n in held]


def check_parts(hand, melds, missing, seen=()) -> None:
    """NotationError unless the parts make a possible position: at most four copies of a tile, at
    most 14 tiles (kongs counting three), no meld in the missing suit."""
    counts = [0] * KINDS
    for kind, tile in melds:
        counts[tile] += 3 if kind == "pung" else 4
    for k in list(hand) + list(seen):
        counts[k] += 1
    for k in range(KINDS):
        if counts[k] > COPIES:
            raise NotationError(
                f"a fifth copy of {CODE[k]}: the set has only four of each tile (hand, melds and seen tiles)",
                f"quân {CODE[k]} thứ năm: mỗi quân chỉ có bốn bản (trên tay, bộ đã hạ và quân đã thấy)",
                CODE[k], None, ("sc.setup.tiles",))
    size = hand_size(hand, melds)
    if size > MAX_TILES:
        raise NotationError(
            f"{size} tiles: a hand has at most 14, kongs counting as three",
            f"{size} quân: bài có nhiều nhất 14 quân, kong tính là ba", None, None,
            ("sc.setup.deal", "sc.win.standard"))
    if len(list(melds)) > 4:
        raise NotationError("at most four melds (four sets and a pair)", "nhiều nhất bốn bộ (bốn bộ và một đôi)",
                            None, None, ("sc.win.standard",))
    make_hand(hand, melds, missing).check_missing_melds()


def parse_melds(kind: str, text: str) -> list[tuple[str, int]]:
    """``"5p 777s"`` → [(kind, 5p), (kind, 7s)]: each token one meld (one tile or all of them)."""
    from core.sichuan.hand import parse_meld

    tokens = [tok for tok in text.replace(",", " ").replace(";", " ").split() if tok]
    return [(kind, parse_meld(kind, tok, i).tile) for i, tok in enumerate(tokens, 1)]


def _wait_data(w) -> dict:
    return {"tile": w.tile, "code": w.code, "unseen": w.unseen, "chance": w.chance, "fan": w.score.fan,
            "base": w.score.base, "form": w.score.form, "items": [(i.id, i.fan) for i in w.score.items]}


def analyse(hand: tuple, melds: tuple, missing: int | None, seen: tuple = (), wall: int = WALL_AFTER_DEAL) -> dict:
    """Everything the analyser shows, as plain data. ``hand`` kinds, ``melds`` (kind, tile) pairs."""
    h = make_hand(hand, melds, missing)
    seen_counts = counts_of(list(seen)) if seen else None
    size = h.size
    out = {"size": size, "holds_missing": h.holds_missing(), "missing_tiles": h.missing_tiles(),
           "missing": missing}
    rules = ["sc.setup.notation", "sc.missing.declare"]
    if h.holds_missing():
        rules += ["sc.missing.discard_first", "sc.wait.missing", "sc.win.no_missing"]
    if size == 13:
        report = analyse_waits(h, seen_counts, wall)
        best = report.best
        out.update({
            "waits": [_wait_data(w) for w in report.waits], "shanten": report.shanten, "ready": report.ready,
            "value": {"tile": best.tile, "fan": best.score.fan, "base": best.score.base} if best else None,
            "reason": (report.reason("en"), report.reason("vi")), "blocked": list(report.blocked),
            "chance_any": report.chance_any, "unseen_total": report.unseen_total, "draws": report.draws,
            "wall": report.wall,
            "improvers": ([] if report.waits or h.holds_missing()
                          else improving_tiles(h, unseen_counts(h, seen_counts))),
        })
        rules += list(report.rules) + ["sc.end.ready_check"]
    elif size == 14:
        options = analyse_discards(h, seen_counts, wall)
        out["discards"] = [{
            "tile": o.tile, "code": o.code, "shanten": o.shanten, "unseen": o.unseen, "forced": o.forced,
            "waits": [_wait_data(w) for w in o.waits], "improvers": len(o.improvers),
            "best_fan": max((w.score.fan for w in o.waits), default=None)} for o in options]
        out["shanten"] = min((o.shanten for o in options), default=None)
        out["winning_tiles"] = [k for k in range(KINDS) if h.concealed[k] and score(h.remove(k), k).win]
        rules += ["sc.analysis.discards", "sc.analysis.shanten", "sc.turn.draw_discard", "sc.wait.definition"]
        if out["winning_tiles"]:
            rules += ["sc.win.standard", "sc.win.seven_pairs"]
    out["rules"] = list(dict.fromkeys(rules))
    return out


def assumption(lang: str) -> str:
    return pick(*CHANCE_ASSUMPTION, lang)


def win_score(hand: tuple, melds: tuple, missing: int | None, win_tile: int, self_draw: bool,
              events: tuple, opponents: int = 3) -> dict:
    """Score a win as plain data, or {"error": (en, vi, rules)} for impossible input."""
    h = make_hand(hand, melds, missing)
    try:
        if h.size == 14:
            if not h.concealed[win_tile]:
                raise NotationError(f"the winning tile {CODE[win_tile]} is not in the hand",
                                    f"quân ù {CODE[win_tile]} không có trên tay", CODE[win_tile])
            h = h.remove(win_tile)
        result = score(h, win_tile, self_draw, events)
    except NotationError as err:
        return {"error": (err.message("en"), err.message("vi"), tuple(err.rules))}
    out = {"win": result.win, "fan": result.fan, "fan_total": result.fan_total, "base": result.base,
           "form": result.form, "grouping": result.grouping(), "rules": list(result.rules),
           "reason": (result.reason_en, result.reason_vi), "self_draw": self_draw, "events": list(events),
           "items": [{"id": i.id, "count": i.count, "fan": i.fan, "name_en": i.name("en"), "name_vi": i.name("vi"),
                      "chinese": FAN_BY_ID[i.id].chinese, "rule": i.rule} for i in result.items]}
    if result.win:
        pay = result.payments()
        payers = ({"each_opponent_still_playing": max(1, min(3, opponents))}.get(pay["payer"], 1))
        out["payments"] = {"payer": pay["payer"], "each": pay["each"], "payers": payers,
                           "total": pay["each"] * payers}
        out["rules"] = list(dict.fromkeys(out["rules"] + ["sc.fan.cap", "sc.pay.base"]))
    return out


def payer_text(payer: str, lang: str) -> str:
    return t("sichuan.payer_" + payer, lang)


def fan_name(fan_id: str, lang: str) -> str:
    pattern = FAN_BY_ID.get(fan_id)
    if pattern is None:
        return fan_id
    return pick(pattern.name_en, pattern.name_vi, lang)


def items_text(items, lang: str) -> str:
    """[(id, fan)] → "Full flush 2 + Root 1" (or the basic hand)."""
    if not items:
        return t("sichuan.basic_hand", lang)
    return " + ".join(f"{fan_name(i, lang)} {f}" for i, f in items)


# ============================================================================ guided play: players
def make_players(kind: str, seed: int) -> list:
    return [PLAYERS[kind](seed * SEATS + s) for s in range(SEATS)]


def advance_ai(deal: Deal, players, steps: int | None = 1) -> int:
    """Let the AI seats act until it is your turn, the deal ends, or `steps` actions (None: no
    limit). Returns the number of actions taken."""
    done = 0
    while not deal.over and deal.to_act != YOU and (steps is None or done < steps) and done < MAX_AI_STEPS:
        seat = deal.to_act
        deal.act(players[seat].choose(deal, seat))
        done += 1
    return done


def drawn_tile(deal: Deal, seat: int = YOU) -> int | None:
    """The kind the seat just drew (or drew as a kong replacement), if it is its turn after a draw."""
    if deal.phase != TURN or deal.to_act != seat or deal.after_claim:
        return None
    for entry in reversed(deal.log):
        if entry.get("seat") == seat and entry["event"] in ("draw", "replacement"):
            p = deal.seats[seat]
            return p.hand[-1] >> 2 if p.hand else None
        if entry["event"] in ("discard", "claim", "declare"):
            break
    return None


# ============================================================================ guided play: explanations
def _hand_of(deal: Deal, seat: int = YOU) -> Hand:
    return deal.hand_of(seat)


def _distance(hand: Hand) -> int:
    return shanten(hand.concealed, len(hand.melds), hand.missing, hand.held)


def discard_analysis(deal: Deal, seat: int = YOU) -> dict[int, object]:
    """analyse_discards of the seat's 14 tiles with what it can see, by kind (empty if not 14)."""
    hand = _hand_of(deal, seat)
    if hand.size != 14:
        return {}
    seen = deal.visible_counts(seat)
    own = hand.held
    others = [max(0, seen[k] - own[k]) for k in range(KINDS)]
    return {o.tile: o for o in analyse_discards(hand, others, deal.wall_left)}


def _win_preview(deal: Deal, action: Action) -> tuple[object, list[str]]:
    seat = action.seat
    hand = _hand_of(deal, seat)
    if deal.phase == TURN:
        tile = deal.seats[seat].hand[-1] >> 2
        events = (["kong_replacement"] if deal.after_kong else []) + (["last_tile"] if deal.drew_last else [])
        return score(hand.remove(tile), tile, True, events), events
    tile = deal.claim_tile >> 2
    events = ["robbed_kong"] if deal.phase == ROB else (["last_tile"] if deal.claim_last else [])
    return score(hand, tile, False, events), events


def explain(deal: Deal, action: Action, lang: str, analysis: dict | None = None) -> tuple[str, tuple[str, ...]]:
    """One line (in ``lang``) saying what a legal action does and why one might take it, with rule ids."""
    seat = action.seat
    p = deal.seats[seat]
    if action.type == DECLARE:
        counts = p.counts()
        base = 9 * action.suit
        n = sum(counts[base:base + 9])
        pairs = sum(1 for c in counts[base:base + 9] if c >= 2)
        return (t("sichuan.why_declare", lang, suit=suit_name(action.suit, lang), n=n, pairs=pairs),
                ("sc.missing.declare", "sc.missing.discard_first", "sc.missing.no_claim"))
    if action.type == DISCARD:
        option = (analysis or {}).get(action.tile)
        if option is None:
            return t("sichuan.why_discard_plain", lang, tile=CODE[action.tile]), ("sc.turn.draw_discard",)
        return discard_reason(option, lang, p.counts()[action.tile])
    if action.type == WIN:
        result, events = _win_preview(deal, action)
        items = items_text([(i.id, i.fan) for i in result.items], lang)
        if deal.phase == TURN:
            active = sum(1 for s in range(SEATS) if s != seat and deal.active(s))
            text = t("sichuan.why_win_self", lang, tile=CODE[result.win_tile], fan=result.fan, items=items,
                      base=result.base, each=result.base + 1, n=active)
        elif deal.phase == ROB:
            text = t("sichuan.why_win_rob", lang, tile=CODE[result.win_tile], fan=result.fan, items=items,
                     base=result.base, who=seat_name(deal.claim_from, lang))
        else:
            text = t("sichuan.why_win_discard", lang, tile=CODE[result.win_tile], fan=result.fan, items=items,
                      base=result.base, who=seat_name(deal.claim_from, lang))
        rules = [r for r in result.rules if r.startswith(("sc.win.", "sc.fan.", "sc.pay."))]
        return text, tuple(dict.fromkeys(["sc.claim.priority"] + rules)) if deal.phase != TURN else tuple(rules)
    hand = _hand_of(deal, seat)
    if action.type in (PUNG, KONG):
        tile = deal.claim_tile >> 2
        before = _distance(hand)
        counts = list(hand.concealed)
        counts[tile] -= 2 if action.type == PUNG else 3
        after = shanten(counts, len(hand.melds) + 1, hand.missing)
        if action.type == PUNG:
            return (t("sichuan.why_pung", lang, tile=CODE[tile], who=seat_name(deal.claim_from, lang), before=before,
                       after=after),
                    ("sc.claim.pung", "sc.claim.discard_after_pung", "sc.claim.no_chow", "sc.analysis.shanten"))
        return (t("sichuan.why_kong", lang, tile=CODE[tile], who=seat_name(deal.claim_from, lang), before=before,
                   after=after),
                ("sc.kong.exposed", "sc.pay.kong_exposed", "sc.kong.replacement", "sc.fan.root"))
    if action.type == CONCEALED_KONG:
        active = sum(1 for s in range(SEATS) if s != seat and deal.active(s))
        return (t("sichuan.why_concealed_kong", lang, tile=CODE[action.tile], n=active, total=2 * active),
                ("sc.kong.concealed", "sc.pay.kong_concealed", "sc.kong.no_rob_concealed", "sc.kong.replacement"))
    if action.type == ADDED_KONG:
        active = sum(1 for s in range(SEATS) if s != seat and deal.active(s))
        return (t("sichuan.why_added_kong", lang, tile=CODE[action.tile], n=active),
                ("sc.kong.added", "sc.pay.kong_added", "sc.kong.rob_added", "sc.kong.replacement"))
    if action.type == PASS:
        can_win = any(a.type == WIN for a in deal.legal_actions())
        return (t("sichuan.why_pass_win" if can_win else "sichuan.why_pass", lang, tile=CODE[deal.claim_tile >> 2]),
                ("sc.decision.optional_claims",))
    return str(action), ()


def discard_reason(option, lang: str, held: int | None = None) -> tuple[str, tuple[str, ...]]:
    """Why a discard (an analyse_discards option) is good or not, in one line; ``held`` is how many
    copies of the tile the hand holds (to tell a lone missing-suit tile from part of a pair)."""
    rules = ["sc.analysis.discards"]
    prefix = ""
    if option.forced:
        key = ("sichuan.why_forced" if held is None
               else "sichuan.why_forced_lone" if held == 1 else "sichuan.why_forced_group")
        prefix = t(key, lang, n=held) + " "
        rules.insert(0, "sc.missing.discard_first")
    else:
        rules.insert(0, "sc.turn.draw_discard")
    if option.waits:
        best = max(w.score.fan for w in option.waits)
        text = t("sichuan.why_discard_ready", lang, tile=option.code, waits=codes(w.tile for w in option.waits),
                  unseen=option.unseen, fan=best)
        rules += ["sc.wait.definition", "sc.end.ready_check"]
    else:
        text = t("sichuan.why_discard_shanten", lang, tile=option.code, shanten=option.shanten, unseen=option.unseen)
        rules.append("sc.analysis.shanten")
    return prefix + text, tuple(rules)


def conceivable(deal: Deal, seat: int = YOU) -> list[Action]:
    """Actions a learner might try now (legal or not), to explain the refused ones."""
    if deal.phase == OVER:
        return []
    p = deal.seats[seat]
    counts = p.counts()
    out: list[Action] = []
    if deal.phase == "declare":
        some = next((k for k in range(KINDS) if counts[k]), 0)
        return [Action(DISCARD, seat, some), Action(WIN, seat)]
    if deal.phase == TURN:
        out.append(Action(WIN, seat))
        out += [Action(CONCEALED_KONG, seat, k) for k in range(KINDS) if counts[k] >= 3]
        out += [Action(ADDED_KONG, seat, m.tile) for m in p.melds if m.kind == "pung"]
        out += [Action(DISCARD, seat, k) for k in range(KINDS) if counts[k]]
        out.append(Action(PUNG, seat))
        return out
    out += [Action(WIN, seat), Action(PUNG, seat), Action(KONG, seat), Action("chow", seat), Action(PASS, seat)]
    return out


def refused(deal: Deal, lang: str, seat: int = YOU) -> list[tuple[str, str, tuple[str, ...]]]:
    """The conceivable actions that are not legal now: (label, reason, rule ids), equal reasons merged."""
    groups: dict[tuple[str, tuple], list[str]] = {}
    for action in conceivable(deal, seat):
        try:
            deal.verify(action)
        except IllegalAction as err:
            key = (err.message(lang), tuple(err.rules))
            groups.setdefault(key, []).append(action_label(action, deal, lang))
    return [(", ".join(labels), reason, rules) for (reason, rules), labels in groups.items()]


def action_label(action: Action, deal: Deal, lang: str) -> str:
    tile = CODE[action.tile] if action.tile is not None else (
        CODE[deal.claim_tile >> 2] if deal.claim_tile is not None else "")
    if action.type == DECLARE:
        return t("sichuan.act_declare", lang, suit=suit_name(action.suit, lang))
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


def hint(deal: Deal, lang: str, seat: int = YOU, analysis: dict | None = None) -> tuple[Action, str, tuple]:
    """The heuristic AI's choice for the seat, with its reason."""
    action = HeuristicBot(len(deal.actions)).choose(deal, seat)
    reason, rules = explain(deal, action, lang, analysis)
    if action.type == DECLARE:
        why = t("sichuan.hint_declare", lang)
    elif action.type == DISCARD:
        why = t("sichuan.hint_discard", lang)
    elif action.type == WIN:
        why = t("sichuan.hint_win", lang)
    elif action.type == PASS:
        why = t("sichuan.hint_pass", lang)
    else:
        why = t("sichuan.hint_meld", lang)
    return action, f"{why} {reason}", rules


# ============================================================================ guided play: log and results
def describe(entry: dict, lang: str, reveal: bool = False, viewer: int = YOU) -> str:
    """One log entry in words. Other players' draws and concealed kongs stay hidden unless ``reveal``."""
    kind = entry["event"]
    seat = entry.get("seat")
    who = seat_name(seat, lang)
    tile = entry.get("tile", "")
    see = reveal or seat == viewer
    you = seat == YOU

    def say(key: str, **values) -> str:
        return t_you(key, lang, you, who=who, tile=tile, **values)

    if kind == "deal":
        return t_you("sichuan.log_deal", lang, entry["dealer"] == YOU, who=seat_name(entry["dealer"], lang))
    if kind == "declare":
        return say("sichuan.log_declare", suit=suit_name(SUITS.index(entry["suit"]), lang))
    if kind in ("draw", "replacement"):
        return say("sichuan.log_" + kind + ("" if see else "_hidden"))
    if kind == "discard":
        forced = "sc.missing.discard_first" in entry.get("rules", ())
        return say("sichuan.log_discard_forced" if forced else "sichuan.log_discard")
    if kind == "claim":
        return say("sichuan.log_claim_" + entry["type"])
    if kind == "concealed_kong":
        return say("sichuan.log_concealed_kong" if see else "sichuan.log_concealed_kong_hidden")
    if kind == "added_kong":
        return say("sichuan.log_added_kong")
    if kind == "win":
        return say("sichuan.log_win", how=win_how(entry["self_draw"], "robbed_kong" in entry.get("events", ()),
                                          entry.get("from"), lang), fan=entry["fan"], base=entry["base"])
    if kind == "end":
        return t("sichuan.log_end_" + entry["reason"], lang)
    return f"{who} {kind} {tile}".strip()


def win_how(self_draw: bool, robbed: bool, source: int | None, lang: str) -> str:
    """"self-draw", "AI 2's discard", "robbing AI 1's kong" ("your discard" when it was yours)."""
    if self_draw:
        return t("sichuan.how_self", lang)
    key = "sichuan.how_rob" if robbed else "sichuan.how_discard"
    return t_you(key, lang, source == YOU, who=seat_name(source, lang))


PAYMENT_KINDS = {  # rule id → text key of the payment's kind
    "sc.pay.discard": "sichuan.pay_win_discard", "sc.pay.self_draw": "sichuan.pay_win_self",
    "sc.pay.robbed_kong": "sichuan.pay_win_rob",
    "sc.pay.kong_exposed": "sichuan.pay_kong_exposed", "sc.pay.kong_added": "sichuan.pay_kong_added",
    "sc.pay.kong_concealed": "sichuan.pay_kong_concealed", "sc.end.flower_pig": "sichuan.pay_flower_pig",
    "sc.end.kong_refund": "sichuan.pay_kong_refund", "sc.end.not_ready_pays": "sichuan.pay_ready_check",
}


def payment_rows(deal: Deal, lang: str) -> list[dict]:
    """Every payment of the deal, in order: what it is for, who pays whom, how much, the rule."""
    rows = []
    for n, p in enumerate(deal.payments, 1):
        rows.append({t("sichuan.col_no", lang): n,
                     t("sichuan.col_what", lang): t(PAYMENT_KINDS.get(p.rule, "sichuan.pay_other"), lang),
                     t("sichuan.col_payer", lang): seat_name(p.payer, lang),
                     t("sichuan.col_payee", lang): seat_name(p.payee, lang),
                     t("sichuan.col_amount", lang): p.amount, t("sichuan.col_rule", lang): p.rule,
                     t("sichuan.col_rule_title", lang): rule_title(p.rule, lang)})
    return rows


def net_rows(deal: Deal, lang: str) -> list[dict]:
    net = deal.settlement()
    rows = []
    for seat in range(SEATS):
        won = deal.seats[seat].won
        status = (t("sichuan.status_won", lang, tile=CODE[won.tile], fan=won.score.fan, n=won.number) if won
                  else _end_status(deal, seat, lang))
        received = sum(p.amount for p in deal.payments if p.payee == seat)
        paid = sum(p.amount for p in deal.payments if p.payer == seat)
        rows.append({t("sichuan.col_player", lang): seat_name(seat, lang), t("sichuan.col_status", lang): status,
                     t("sichuan.col_received", lang): received, t("sichuan.col_paid", lang): paid,
                     t("sichuan.col_net", lang): net[seat]})
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
        rows.append({t("sichuan.col_no", lang): w.number, t("sichuan.col_player", lang): seat_name(w.seat, lang),
                     t("sichuan.col_tile", lang): tile_label(w.tile, lang), t("sichuan.col_how", lang): how,
                     t("sichuan.col_patterns", lang): items_text([(i.id, i.fan) for i in w.score.items], lang),
                     t("sichuan.col_fan", lang): w.score.fan, t("sichuan.col_base", lang): w.score.base})
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
