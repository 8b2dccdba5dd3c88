"""The Sichuan coach: every option of a decision with why one might take it, the options that are
refused with why, and a hint (the heuristic player's choice with its reason).

    from core.sichuan.coach import coach, hint, refusals
    for advice in coach(deal, seat=0):
        print(advice.action, advice.reason, advice.rules)

Every record carries its text in English and Vietnamese (`en`, `vi`) and the rule ids it rests on;
the language is chosen where the text is shown. The texts speak to the seat being coached ("you")
and name the other seats as guided play does (`SEAT_NAMES`, core.common.players). Chắn's coach is
core/chan/coach.py. `coach` explains without sampling: the discards are ranked by
`analyse_discards` (distance to ready, then unseen useful copies), the claims by distance to ready.
`price` (the play page's hint) values every option by search (core/sichuan/search.py): the expected
settlement of the deal for the seat over worlds sampled from what it can see, each option played on
the same worlds, the paired loss against the best and its label (core.common.verdict, as in Chắn).

    from core.sichuan.coach import HINT, price
    for advice in price(deal, seat=0, seed=1, **HINT):
        print(advice.rank, advice.action, f"{advice.value:+.2f} ± {advice.se:.2f}", advice.label, advice.reason)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from ..common.players import SEAT_NAMES
from ..common.text import Text, join
from ..common.verdict import LABEL_NAMES, HintSetting, price_options, what_decides
from .actions import ADDED_KONG, CONCEALED_KONG, DECLARE, DISCARD, KONG, PASS, PUNG, WIN, Action, IllegalAction
from .analysis import DiscardOption, analyse_discards
from .bots import HeuristicBot
from .deal import OVER, ROB, SEATS, TURN, Deal
from .hand import Hand
from .scoring import FAN_BY_ID, Score, score
from .search import HORIZON, estimate
from .shapes import shanten
from .tiles import CODE, KINDS, SUIT_EN, SUIT_VI, SUITS

SUIT_NAMES = tuple(Text(f"{SUIT_EN[s]} ({SUITS[s]})", f"{SUIT_VI[s]} ({SUITS[s]})") for s in range(3))
BASIC_HAND = Text("basic hand 0", "bình hồ 0")
UNANALYSED = 99  # where a discard analyse_discards did not rank goes: last
PRICE_SAMPLES = 24  # sampled worlds per option when neither samples, rollouts nor a budget is given
# The play page's hint: a fixed 280 playouts (no time budget: the same position gives the same advice
# on any machine), 40 % choosing by sequential halving, 60 % pricing every option on fresh worlds
# (core.common.verdict.appraise); p95 about 0.8 s of CPU (benchmarks/sichuan_hint_latency.py).
HINT: HintSetting = {"rollouts": 280}
DECIDED = ("inaccuracy", "mistake", "blunder")  # labels whose reason leads with what decided in the playouts
RISK_SHOWN = 0.1  # a flower-pig or not-ready risk is named in the reason from this share of playouts

TEXTS: dict[str, tuple[str, str]] = {  # key → (English, Vietnamese), filled in with str.format
    "declare": (
        "Give up {suit}: {n} tile(s) to throw away first ({pairs} pair(s) lost).",
        "Bỏ {suit}: phải đánh {n} quân trước (mất {pairs} đôi).",
    ),
    "discard_plain": ("Discard {tile}.", "Đánh {tile}."),
    "forced": ("Missing suit: it must go first.", "Chất khuyết: phải đánh trước."),
    "forced_lone": (
        "Missing suit, a lone tile: it must go first, and no pair is broken.",
        "Chất khuyết, quân lẻ: phải đánh trước, và không phá đôi nào.",
    ),
    "forced_group": (
        "Missing suit ({n} of them in hand): it must go first; a lone one would break nothing.",
        "Chất khuyết (có {n} quân này trên tay): phải đánh trước; đánh quân lẻ thì không phá gì.",
    ),
    "discard_ready": (
        "Leaves you ready on {waits}: {unseen} unseen copies, best {fan} fan.",
        "Bài sẽ chờ {waits}: {unseen} bản chưa thấy, cao nhất {fan} phiên.",
    ),
    "discard_shanten": (
        "Leaves you {shanten} step(s) from ready; {unseen} unseen copies of tiles would bring you closer.",
        "Bài còn cách chờ {shanten} bước; {unseen} bản chưa thấy của các quân giúp bài gần chờ hơn.",
    ),
    "win_self": (
        "Self-draw on {tile}: {fan} fan ({items}), base {base}; each of the {n} player(s) still playing pays {each}.",
        "Tự mò {tile}: {fan} phiên ({items}), {base} điểm; mỗi người trong {n} người còn chơi trả {each}.",
    ),
    "win_discard": (
        "Win on {who}'s {tile}: {fan} fan ({items}), base {base}, paid by {who}.",
        "Ù quân {tile} của {who}: {fan} phiên ({items}), {base} điểm, {who} trả.",
    ),
    "win_rob": (
        "Rob {who}'s kong and win on {tile}: {fan} fan ({items}), base {base}, paid by {who}; the kong earns nothing.",
        "Cướp khàn của {who} và ù {tile}: {fan} phiên ({items}), {base} điểm, {who} trả; khàn đó không được tiền.",
    ),
    "pung": (
        "Pung {who}'s {tile}, then discard one tile (no draw). Distance to ready: {before} → {after}.",
        "Phỗng quân {tile} của {who}, rồi đánh một quân (không bốc). Khoảng cách tới chờ: {before} → {after}.",
    ),
    "kong": (
        "Kong {who}'s {tile}: {who} pays you 2, you draw a replacement from the end of the wall. "
        "Distance to ready before the replacement: {before} → {after}.",
        "Khàn quân {tile} của {who}: {who} trả bạn 2, bạn bốc bù từ cuối tường bài. Khoảng cách tới chờ "
        "trước khi bốc bù: {before} → {after}.",
    ),
    "concealed_kong": (
        "Concealed kong of {tile}: each of the {n} player(s) still playing pays you 2 ({total} in "
        "all); it cannot be robbed; draw a replacement.",
        "Khàn kín {tile}: mỗi người trong {n} người còn chơi trả bạn 2 (tổng {total}); không bị cướp; bốc bù.",
    ),
    "added_kong": (
        "Add {tile} to your pung: each of the {n} player(s) still playing pays you 1, unless someone "
        "robs it to win; draw a replacement.",
        "Thêm {tile} vào bộ phỗng: mỗi người trong {n} người còn chơi trả bạn 1, trừ khi có người "
        "cướp khàn để ù; bốc bù.",
    ),
    "pass": ("Let {tile} go; play goes on.", "Bỏ qua {tile}; ván tiếp tục."),
    "pass_win": (
        "Let {tile} go — you could win on it; claims are optional.",
        "Bỏ qua {tile} — bạn có thể ù quân này; không bắt buộc phải lấy.",
    ),
    # why the heuristic player (the hint) takes its choice
    "hint_declare": (
        "The suit that is cheapest to give up (fewest tiles, pairs and neighbours).",
        "Chất rẻ nhất để bỏ (ít quân, ít đôi, ít quân liền nhau nhất).",
    ),
    "hint_discard": (
        "It keeps you closest to ready, with the most unseen useful tiles.",
        "Giữ bài gần chờ nhất, với nhiều quân có ích chưa thấy nhất.",
    ),
    "hint_win": ("A win is always worth taking.", "Ù được thì nên ù."),
    "hint_pass": ("Claiming would not bring you closer to ready.", "Lấy quân này không giúp bài gần chờ hơn."),
    "hint_meld": (
        "It brings you closer to ready (or keeps the distance and earns kong money).",
        "Giúp bài gần chờ hơn (hoặc giữ nguyên và được tiền khàn).",
    ),
    # the risks the priced options count (the end-of-wall settlement, S7)
    "risk_pig": (
        "Flower pig when the wall runs out in {p}% of the playouts (pays 32 to every other player).",
        "Thành hoa trư khi hết tường bài trong {p}% số ván thử (trả 32 cho mỗi người khác).",
    ),
    "risk_unready": (
        "Not ready when the wall runs out in {p}% of the playouts (pays every ready hand its value).",
        "Chưa chờ khi hết tường bài trong {p}% số ván thử (trả mỗi nhà đang chờ giá trị bài của họ).",
    ),
}
HINT_WHY = {DECLARE: "hint_declare", DISCARD: "hint_discard", WIN: "hint_win", PASS: "hint_pass"}  # else hint_meld
DECLARE_RULES = ("sc.missing.declare", "sc.missing.discard_first", "sc.missing.no_claim")
PUNG_RULES = ("sc.claim.pung", "sc.claim.discard_after_pung", "sc.claim.no_chow", "sc.analysis.shanten")
KONG_RULES = ("sc.kong.exposed", "sc.pay.kong_exposed", "sc.kong.replacement", "sc.fan.root")
CONCEALED_KONG_RULES = ("sc.kong.concealed", "sc.pay.kong_concealed", "sc.kong.no_rob_concealed", "sc.kong.replacement")
ADDED_KONG_RULES = ("sc.kong.added", "sc.pay.kong_added", "sc.kong.rob_added", "sc.kong.replacement")


@dataclass(frozen=True)
class Advice:
    """One option of a decision: the action, what it does and why one might take it (English and
    Vietnamese), and the rule ids behind that. A priced option (`price`) also has its rank (1: the
    coach's choice), its expected settlement `value` ± `se` in points over `samples` sampled worlds,
    the points it loses against rank 1 (`loss` ± `loss_se`, paired over the same fresh worlds) and its
    `label` (best, close, good, inaccuracy, mistake, blunder: core.common.verdict.ORDER, given only
    with confidence)."""

    action: Action
    reason: Text
    rules: tuple[str, ...]
    rank: int | None = None
    value: float | None = None  # the best's mean on fresh worlds; for the others the best's less `loss`
    se: float | None = None  # its standard error (for the others, that of the loss)
    samples: int = 0
    loss: float | None = None
    loss_se: float | None = None
    label: str | None = None
    fresh: int = 0  # the fresh sampled worlds (not those that chose) value, loss and label rest on

    @property
    def label_text(self) -> Text:
        return LABEL_NAMES.get(self.label or "", Text("", ""))

    def to_json(self) -> dict:
        out: dict = {
            "action": self.action.to_json(),
            "reason": self.reason.en,
            "reason_vi": self.reason.vi,
            "rules": list(self.rules),
        }
        if self.value is not None:  # a priced option
            out.update(
                rank=self.rank,
                value=round(self.value, 3),
                se=None if self.se is None else round(self.se, 3),
                samples=self.samples,
                loss=None if self.loss is None else round(self.loss, 3),
                loss_se=None if self.loss_se is None else round(self.loss_se, 3),
                label=self.label,
                fresh=self.fresh,
            )
        return out


@dataclass(frozen=True)
class Refusal:
    """Actions the seat might try now that are not legal, all refused for the same reason."""

    actions: tuple[Action, ...]
    reason: Text
    rules: tuple[str, ...]


def _say(key: str, **values) -> Text:
    en, vi = TEXTS[key]
    return Text(en.format(**values), vi.format(**values))


def _names(seat: int | None) -> Text:
    return Text("—", "—") if seat is None else SEAT_NAMES[seat]


def distance_words(n: int) -> tuple[str, str]:
    """A distance to ready in words a learner reads: -1 a complete hand, 0 ready, else the steps."""
    if n < 0:
        return "complete (a win)", "đủ bài (ù được)"
    if n == 0:
        return "ready", "đang chờ"
    return f"{n} step(s)", f"{n} bước"


def patterns_text(items: Iterable[tuple[str, int]]) -> Text:
    """[(fan id, fan)] → ("Full flush 2 + Root 1", "Thanh nhất sắc 2 + …"); no pattern: the basic hand."""
    items = list(items)
    if not items:
        return BASIC_HAND
    return join(" + ", [(FAN_BY_ID[i].name if i in FAN_BY_ID else Text(i, i)) + f" {f}" for i, f in items])


# ---------------------------------------------------------------------------- the position
def discard_analysis(deal: Deal, seat: int) -> dict[int, DiscardOption]:
    """`analyse_discards` of the seat's 14 tiles with what the seat can see, best first, by tile kind
    (empty unless the seat holds 14)."""
    hand = deal.hand_of(seat)
    if hand.size != 14:
        return {}
    seen = deal.visible_counts(seat)
    own = hand.held
    others = [max(0, seen[k] - own[k]) for k in range(KINDS)]
    return {o.tile: o for o in analyse_discards(hand, others, deal.wall_left)}


def _distance(hand: Hand) -> int:
    return shanten(hand.concealed, len(hand.melds), hand.missing, hand.held)


def _win_preview(deal: Deal, seat: int) -> Score:
    """The score of the win the seat could call now (on its drawn tile, or on the tile in play)."""
    hand = deal.hand_of(seat)
    if deal.phase == TURN:
        tile = deal.seats[seat].hand[-1] >> 2
        events = (["kong_replacement"] if deal.after_kong else []) + (["last_tile"] if deal.drew_last else [])
        return score(hand.remove(tile), tile, True, events)
    assert deal.claim_tile is not None  # a claim or a rob has a tile in play
    tile = deal.claim_tile >> 2
    events = ["robbed_kong"] if deal.phase == ROB else (["last_tile"] if deal.claim_last else [])
    return score(hand, tile, False, events)


def _opponents(deal: Deal, seat: int) -> int:
    """The other seats still playing (who pay a self-draw or a kong)."""
    return sum(1 for s in range(SEATS) if s != seat and deal.active(s))


# ---------------------------------------------------------------------------- one option
def discard_reason(option: DiscardOption, held: int | None = None) -> tuple[str, str, tuple[str, ...]]:
    """Why a discard (an `analyse_discards` option) is good or not, in one line in each language, with
    its rules; `held` is how many copies of the tile the hand holds (to tell a lone missing-suit tile
    from part of a pair)."""
    rules = ["sc.analysis.discards"]
    prefix = ("", "")
    if option.forced:
        key = "forced" if held is None else "forced_lone" if held == 1 else "forced_group"
        said = _say(key, n=held)
        prefix = (said.en + " ", said.vi + " ")
        rules.insert(0, "sc.missing.discard_first")
    else:
        rules.insert(0, "sc.turn.draw_discard")
    if option.waits:
        best = max(w.score.fan for w in option.waits)
        said = _say(
            "discard_ready", waits=", ".join(CODE[w.tile] for w in option.waits), unseen=option.unseen, fan=best
        )
        rules += ["sc.wait.definition", "sc.end.ready_check"]
    else:
        said = _say("discard_shanten", shanten=option.shanten, unseen=option.unseen)
        rules.append("sc.analysis.shanten")
    return prefix[0] + said.en, prefix[1] + said.vi, tuple(rules)


def explain_action(deal: Deal, action: Action, analysis: dict[int, DiscardOption] | None = None) -> Advice:
    """What a legal action of the seat to act does and why one might take it. `analysis` is
    `discard_analysis(deal, seat)` (computed here for a discard when not given)."""
    seat = action.seat
    p = deal.seats[seat]
    kind = action.type
    if kind == DECLARE:
        assert action.suit is not None  # a declaration names its suit
        counts = p.counts()
        suit = counts[9 * action.suit : 9 * action.suit + 9]
        name = SUIT_NAMES[action.suit]
        n, pairs = sum(suit), sum(1 for c in suit if c >= 2)
        en, vi = TEXTS["declare"]
        return Advice(
            action,
            Text(en.format(suit=name.en, n=n, pairs=pairs), vi.format(suit=name.vi, n=n, pairs=pairs)),
            DECLARE_RULES,
        )
    if kind == DISCARD:
        assert action.tile is not None  # a discard names its tile
        if analysis is None:
            analysis = discard_analysis(deal, seat)
        option = analysis.get(action.tile)
        if option is None:
            return Advice(action, _say("discard_plain", tile=CODE[action.tile]), ("sc.turn.draw_discard",))
        en, vi, rules = discard_reason(option, p.counts()[action.tile])
        return Advice(action, Text(en, vi), rules)
    if kind == WIN:
        return _explain_win(deal, action)
    if kind in (PUNG, KONG):
        assert deal.claim_tile is not None  # a claim has a tile in play
        tile = deal.claim_tile >> 2
        hand = deal.hand_of(seat)
        counts = list(hand.concealed)
        counts[tile] -= 2 if kind == PUNG else 3
        before = distance_words(_distance(hand))
        after = distance_words(shanten(counts, len(hand.melds) + 1, hand.missing))
        en, vi = TEXTS["pung" if kind == PUNG else "kong"]
        who = _names(deal.claim_from)
        return Advice(
            action,
            Text(
                en.format(who=who.en, tile=CODE[tile], before=before[0], after=after[0]),
                vi.format(who=who.vi, tile=CODE[tile], before=before[1], after=after[1]),
            ),
            PUNG_RULES if kind == PUNG else KONG_RULES,
        )
    if kind in (CONCEALED_KONG, ADDED_KONG):
        assert action.tile is not None  # a kong from the hand names its tile
        active = _opponents(deal, seat)
        if kind == CONCEALED_KONG:
            return Advice(
                action,
                _say("concealed_kong", tile=CODE[action.tile], n=active, total=2 * active),
                CONCEALED_KONG_RULES,
            )
        return Advice(action, _say("added_kong", tile=CODE[action.tile], n=active), ADDED_KONG_RULES)
    if kind == PASS:
        assert deal.claim_tile is not None  # a pass lets the tile in play go
        can_win = any(a.type == WIN for a in deal.legal_actions())
        return Advice(
            action,
            _say("pass_win" if can_win else "pass", tile=CODE[deal.claim_tile >> 2]),
            ("sc.decision.optional_claims",),
        )
    return Advice(action, Text(str(action), str(action)), ())


def _explain_win(deal: Deal, action: Action) -> Advice:
    result = _win_preview(deal, action.seat)
    items = patterns_text((i.id, i.fan) for i in result.items)
    values = {"tile": CODE[result.win_tile], "fan": result.fan, "base": result.base}
    rules = tuple(r for r in result.rules if r.startswith(("sc.win.", "sc.fan.", "sc.pay.")))
    if deal.phase == TURN:
        en, vi = TEXTS["win_self"]
        active = _opponents(deal, action.seat)
        more = {"each": result.base + 1, "n": active}
        return Advice(
            action,
            Text(en.format(items=items.en, **values, **more), vi.format(items=items.vi, **values, **more)),
            rules,
        )
    en, vi = TEXTS["win_rob" if deal.phase == ROB else "win_discard"]
    who = _names(deal.claim_from)
    return Advice(
        action,
        Text(en.format(items=items.en, who=who.en, **values), vi.format(items=items.vi, who=who.vi, **values)),
        tuple(dict.fromkeys(("sc.claim.priority", *rules))),
    )


# ---------------------------------------------------------------------------- the decision
def _check_turn(deal: Deal, seat: int) -> None:
    if deal.over or deal.to_act != seat:
        raise ValueError(f"it is not {SEAT_NAMES[seat]}'s decision")


def coach(deal: Deal, seat: int) -> list[Advice]:
    """Every legal action of `seat` (the seat to act), each with why: the declarations, wins, kongs,
    claims and passes in the engine's order, then the discards best first (`analyse_discards`)."""
    _check_turn(deal, seat)
    analysis = discard_analysis(deal, seat) if deal.phase == TURN else {}
    legal = deal.legal_actions()
    order = list(analysis)
    discards = sorted(
        (a for a in legal if a.type == DISCARD), key=lambda a: order.index(a.tile) if a.tile in order else UNANALYSED
    )
    return [explain_action(deal, a, analysis) for a in [a for a in legal if a.type != DISCARD] + discards]


def conceivable(deal: Deal, seat: int) -> list[Action]:
    """Actions a learner might try now (legal or not), to explain the refused ones."""
    if deal.phase == OVER:
        return []
    p = deal.seats[seat]
    counts = p.counts()
    if deal.phase == "declare":
        some = next((k for k in range(KINDS) if counts[k]), 0)
        return [Action(DISCARD, seat, some), Action(WIN, seat)]
    if deal.phase == TURN:
        return [
            Action(WIN, seat),
            *(Action(CONCEALED_KONG, seat, k) for k in range(KINDS) if counts[k] >= 3),
            *(Action(ADDED_KONG, seat, m.tile) for m in p.melds if m.kind == "pung"),
            *(Action(DISCARD, seat, k) for k in range(KINDS) if counts[k]),
            Action(PUNG, seat),
        ]
    return [Action(WIN, seat), Action(PUNG, seat), Action(KONG, seat), Action("chow", seat), Action(PASS, seat)]


def refusals(deal: Deal, seat: int) -> list[Refusal]:
    """The conceivable actions that are not legal now, with the engine's reason and rules; the
    actions refused for the same reason come as one record, in the order they were tried."""
    groups: dict[tuple[str, str, tuple[str, ...]], list[Action]] = {}
    for action in conceivable(deal, seat):
        try:
            deal.verify(action)
        except IllegalAction as err:
            groups.setdefault((err.reason.en, err.reason.vi, tuple(err.rules)), []).append(action)
    return [Refusal(tuple(actions), Text(en, vi), rules) for (en, vi, rules), actions in groups.items()]


def hint(deal: Deal, seat: int, advice: Iterable[Advice] = ()) -> Advice:
    """The heuristic player's choice for `seat`, its reason led by why that player takes it. `advice`
    (what `coach` returned for this decision) saves explaining the choice again."""
    _check_turn(deal, seat)
    action = HeuristicBot(len(deal.actions)).choose(deal, seat)
    chosen = next((a for a in advice if a.action == action), None) or explain_action(deal, action)
    why = Text(*TEXTS[HINT_WHY.get(action.type, "hint_meld")])
    return Advice(action, why + " " + chosen.reason, chosen.rules)


# ---------------------------------------------------------------------------- priced options
def price(
    deal: Deal,
    seat: int,
    rollouts: int | None = None,
    budget_ms: float | None = None,
    *,
    samples: int | None = None,
    seed: int = 0,
) -> list[Advice]:
    """Every legal option of `seat` (the seat to act), best first, each with its expected settlement
    (± its standard error), the points it loses against the best (paired over the same sampled
    worlds), its label and its reason (`explain_action`, then the flower-pig and not-ready risks the
    playouts met).

    The work: `samples` sampled worlds for every option (half to choose, half to price); or
    `rollouts` playouts in all (40 % to choose by sequential halving, 60 % to price every option on
    the same fresh worlds, core.common.verdict.appraise); and/or at most `budget_ms` milliseconds of
    CPU time. Without any, PRICE_SAMPLES per option. Deterministic for a seed unless the time budget
    cuts the work short. Labels as in Chắn: only with confidence, "close" when the coach cannot tell
    an option from the best."""
    _check_turn(deal, seat)
    explained = coach(deal, seat)  # the engine's order, the discards best first by analyse_discards
    actions = [a.action for a in explained]
    if samples is None and budget_ms is None and rollouts is None:
        samples = PRICE_SAMPLES
    keep = HeuristicBot(len(deal.actions)).choose(deal, seat)
    priors = {a: (a == keep) - i / len(actions) for i, a in enumerate(actions)}

    priced = price_options(
        estimate,
        deal,
        seat,
        actions,
        priors=priors,
        keep=keep,
        samples=samples,
        rollouts=rollouts,
        budget_ms=budget_ms,
        seed=seed,
    )
    reasons = {a.action: a for a in explained}
    out = []
    for rank, p in enumerate(priced, 1):
        reason = reasons[p.action]
        # the risks are named when the playouts reach the wall's end still improving (search.HORIZON),
        # counted on the fresh worlds the option was priced on
        said = _with_risks(reason, p.priced) if deal.wall_left <= HORIZON else reason.reason
        en, vi = said.en, said.vi
        rules = reason.rules
        decides = what_decides(p.priced, priced[0].priced) if p.label in DECIDED else None
        if decides is not None:  # a clear loss: what made the difference in its playouts comes first
            en, vi = f"{decides[0][0].upper()}{decides[0][1:]}. {en}", f"{decides[1][0].upper()}{decides[1][1:]}. {vi}"
            rules = ("sc.objective.settle", *rules)
        out.append(
            replace(
                reason,
                reason=Text(en, vi),
                rules=rules,
                rank=rank,
                value=p.value,
                se=p.se,
                samples=p.samples,
                loss=p.loss,
                loss_se=p.loss_se,
                label=p.label,
                fresh=p.priced.n,
            )
        )
    return out


def _with_risks(advice: Advice, e) -> Text:
    """The reason, then the flower-pig and not-ready risks met in the option's playouts (`e`: a
    core.sichuan.search.Estimate)."""
    en, vi = advice.reason.en, advice.reason.vi
    for key, count in (("risk_pig", getattr(e, "pigs", 0)), ("risk_unready", getattr(e, "unready", 0))):
        if e.n and count / e.n >= RISK_SHOWN:
            more = _say(key, p=round(100 * count / e.n))
            en, vi = f"{en} {more.en}", f"{vi} {more.vi}"
    return Text(en, vi)


__all__ = [
    "Advice",
    "price",
    "HINT",
    "PRICE_SAMPLES",
    "Refusal",
    "coach",
    "hint",
    "refusals",
    "explain_action",
    "discard_reason",
    "discard_analysis",
    "conceivable",
    "patterns_text",
    "SEAT_NAMES",
    "SUIT_NAMES",
    "TEXTS",
]
