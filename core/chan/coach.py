"""The coach: every option of a decision ranked by the search player's expected settlement, each
with a short reason in English and Vietnamese drawn from the position and the rule ids behind it.

    from core.chan.coach import coach
    for advice in coach(deal, seat=0):
        print(advice.rank, advice.action, f"{advice.value:+.2f}", advice.reason, advice.rules)

`value` is the mean settlement of the seat (points won or paid in this deal) over deals sampled
from what the seat can see and played out by fast heuristic players (`core.chan.ai.estimate`).
The choice is made on one set of sampled deals and every option is priced on fresh ones
(`core.common.verdict.appraise`): the value shown is not inflated by the choice, and a label
(inaccuracy, mistake, blunder) is given only when the loss's 95 % interval lies above its
threshold; "close" when the coach cannot tell the option from the best. With `samples` or
`rollouts` the answer is deterministic for a seed; with `budget_ms` it uses at most that much CPU
time, so its sample count depends on the machine.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..common.text import Text, join
from ..common.verdict import (  # shared with the Sichuan coach; the labels re-exported
    LABEL_NAMES,
    LABELS,
    ORDER,
    HintSetting,
    label_of,
    price_options,
    what_decides,
)
from .actions import Action
from .ai import HeuristicBot, Position, barred, estimate, is_error, part_of, view_of
from .analysis import KIND_NAMES, analyse_waits, loose_ends
from .cards import CODE, COPIES, RANK_OF, RANK_VI
from .deal import SEAT_NAMES, SEATS, Deal
from .holding import Holding
from .legality import after_capture, after_chiu, available_capture, judge_capture, judge_chiu, judge_discard, turn_rule
from .rulebook import RULEBOOK

COACH_SAMPLES = 40  # sampled deals per option when neither samples, rollouts nor a budget is given
MAX_FACTS = 3  # facts joined into the one-line reason
DECIDED = ("inaccuracy", "mistake", "blunder")  # labels whose reason leads with what decided in the playouts
FEED_WARN = 0.5  # chance that the receiver holds a copy above which a discard "feeds" them
# The play page's hint: a fixed 260 rollouts (no time budget, so the same position gives the same
# advice on any machine at any load): 40 % choose by sequential halving, 60 % price every option on
# fresh worlds (core.common.verdict.appraise); p95 under 1 s of CPU (benchmarks/coach_latency.py).
HINT: HintSetting = {"rollouts": 260}


@dataclass(frozen=True)
class Fact:
    """One observation about an option, in both languages, with the rules it rests on."""

    en: str
    vi: str
    rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class Advice:
    """One option of the decision. `rank` 1 is the coach's choice; an illegal option (listed only
    with `include_illegal`) has no rank and no value."""

    action: Action | None
    rank: int | None
    value: float | None  # expected settlement (priced on fresh deals; the best's less `loss` for the others)
    se: float | None  # its standard error (for the others, that of the loss)
    samples: int
    legal: bool
    reason: Text
    rules: tuple[str, ...]
    facts: tuple[Fact, ...] = ()
    loss: float | None = None  # expected points lost against rank 1 (paired over the same fresh deals)
    loss_se: float | None = None  # the standard error of that loss (the sampled deal is the unit)
    label: str | None = None  # best, close, good, inaccuracy, mistake or blunder (ORDER); None when illegal
    fresh: int = 0  # the fresh sampled deals (not those that chose) value, loss and label rest on

    @property
    def label_text(self) -> Text:
        return LABEL_NAMES.get(self.label or "", Text("", ""))

    def to_json(self) -> dict:
        return {
            "action": self.action.to_json() if self.action else None,
            "rank": self.rank,
            "value": None if self.value is None else round(self.value, 3),
            "se": None if self.se is None else round(self.se, 3),
            "samples": self.samples,
            "legal": self.legal,
            "reason": self.reason.en,
            "reason_vi": self.reason.vi,
            "rules": list(self.rules),
            "label": self.label,
            "loss": None if self.loss is None else round(self.loss, 3),
            "loss_se": None if self.loss_se is None else round(self.loss_se, 3),
            "fresh": self.fresh,
        }


def coach(
    deal: Deal,
    seat: int = 0,
    budget_ms: float | None = None,
    *,
    samples: int | None = None,
    rollouts: int | None = None,
    seed: int = 0,
    include_illegal: bool = False,
) -> list[Advice]:
    """Every legal action of `seat` (the player to act), best first, with its expected value, what
    it loses against the best, its label and its reason. `include_illegal` adds the refused options
    of `deal.explain()` at the end.

    The work: `samples` sampled deals for every option (half to choose, half to price); or
    `rollouts` in all (40 % to choose by sequential halving, the worse half of the options dropped
    after each stage; 60 % to price every option on the same fresh deals); and/or at most
    `budget_ms` of CPU time. Without any of them, COACH_SAMPLES per option."""
    if deal.over or deal.to_act != seat:
        raise ValueError(f"it is not {SEAT_NAMES[seat]}'s decision")
    actions = deal.legal_actions()
    if samples is None and budget_ms is None and rollouts is None:
        samples = COACH_SAMPLES
    ranked = HeuristicBot(seed).rank(deal, seat, actions)
    priors = {a: v for v, a in ranked}

    priced = price_options(
        estimate,
        deal,
        seat,
        actions,
        priors=priors,
        keep=ranked[0][1],
        samples=samples,
        rollouts=rollouts,
        budget_ms=budget_ms,
        seed=seed,
    )
    pos = Position(deal, seat, view_of(deal, seat))
    out = []
    for rank, p in enumerate(priced, 1):
        facts = facts_for(deal, seat, p.action, pos)
        if p.label in DECIDED:  # a clear loss: what made the difference in its playouts comes first
            decides = what_decides(p.priced, priced[0].priced)
            if decides is not None:
                facts.insert(0, Fact(*decides, ("score.payment",)))
        out.append(
            replace(
                _advice(p.action, rank, p.value, p.se, p.samples, True, facts, p.loss, p.loss_se, p.label),
                fresh=p.priced.n,
            )
        )
    if include_illegal:
        legal = set(actions)
        for action, option in deal.explain():
            if action is not None and action not in legal:
                out.append(_advice(action, None, None, None, 0, False, [_refusal(option.verdict)]))
    return out


def _advice(action, rank, value, se, n, legal, facts: list[Fact], loss=None, loss_se=None, label=None) -> Advice:
    shown = facts[:MAX_FACTS]
    rules = tuple(dict.fromkeys(r for f in facts for r in f.rules))
    return Advice(
        action,
        rank,
        value,
        se,
        n,
        legal,
        Text("; ".join(f.en for f in shown), "; ".join(f.vi for f in shown)),
        rules,
        tuple(facts),
        loss,
        loss_se,
        label,
    )


def sources(rules) -> str:
    """The document sections behind rule ids, e.g. '000 §3'."""
    return ", ".join(dict.fromkeys(s for r in rules if r in RULEBOOK for s in RULEBOOK[r].sources))


def _refusal(verdict) -> Fact:
    broken = verdict.violations or verdict.rules
    return Fact(
        f"{verdict.explanation.en.rstrip('.')} (illegal under {sources(broken)})",
        f"{verdict.explanation.vi.rstrip('.')} (sai luật theo {sources(broken)})",
        tuple(verdict.rules),
    )


# ---------------------------------------------------------------------------- facts


def _offered(deal: Deal) -> int:
    """The card in play, which every option but a discard (and a Thiên ù) is about."""
    assert deal.card is not None, "no card is in play"
    return deal.card


def _hand_card(action: Action) -> int:
    """The card a discard or a capture names (check_action makes sure it has one)."""
    assert action.card is not None, f"{action.kind} names no card"
    return action.card


def facts_for(deal: Deal, seat: int, action: Action, pos: Position) -> list[Fact]:
    """What the position says about `action`, most telling first."""
    facts = _error_facts(deal, seat, action)
    kind = action.kind
    if kind == "discard":
        facts += _discard_facts(deal, seat, _hand_card(action), pos)
    elif kind == "capture":
        facts += _capture_facts(deal, seat, _hand_card(action), pos)
    elif kind == "chiu":
        facts += _chiu_facts(deal, seat, pos)
    elif kind == "win":
        facts += _win_facts(deal, action)
    else:
        facts += _pass_facts(deal, seat, pos)
    return facts


def _error_facts(deal: Deal, seat: int, action: Action) -> list[Fact]:
    """Advanced mode lists errors as legal actions: say what each would cost."""
    if not deal.advanced or not is_error(deal, seat, action):
        return []
    holding, record = deal.hand_of(seat), deal.records[seat]
    if action.kind == "discard":
        verdict = judge_discard(deal.profile, holding, record, _hand_card(action))
    elif action.kind == "capture":
        verdict = judge_capture(
            deal.profile, holding, record, _offered(deal), _hand_card(action), deal.source, deal.card_gate == seat
        )
    else:
        verdict = judge_chiu(deal.profile, holding, record, _offered(deal), deal.source)
    if verdict.legal:  # legal itself, but no legal discard would follow
        return [
            Fact("no legal discard would follow", "ăn xong không còn cây nào được đánh", ("capture.leave_discard",))
        ]
    errors = verdict.errors or verdict.violations
    names = join(", ", [RULEBOOK[r].title for r in errors if r in RULEBOOK])
    if verdict.bao:  # groups B–D and A6: báo, no more captures or wins
        cost, cost_rules = Text("you would be báo", "sẽ bị báo"), ("bao.bao",)
    elif {"error.A1", "error.A2"} & set(errors):  # treo tranh: a win collects nothing
        cost, cost_rules = Text("a win would collect nothing", "ù cũng không được tiền"), ("bao.no_pay",)
    else:  # A3–A5: a win pays the village instead
        cost, cost_rules = Text("a win would pay the village", "ù thì phải đền làng"), ("call.xuong",)
    return [
        Fact(
            f"an error ({names.en}, {sources(errors)}): {cost.en}",
            f"phạm lỗi ({names.vi}, {sources(errors)}): {cost.vi}",
            tuple(errors) + cost_rules,
        )
    ]


def waits_fact(deal: Deal, seat: int, c, group=None) -> Fact:
    """The waits of the 19-card holding (concealed `c`, exposed groups plus `group`)."""
    exposed = tuple(deal.exposed[seat]) + ((group,) if group else ())
    seen = deal.seen_by(seat)
    report = analyse_waits(Holding(c, exposed), seen, deal.stock_left)
    if not report.waits:
        if report.cho_chi_rong:
            return Fact(report.reason.en, report.reason.vi, ("win.cho_chi_rong",))
        ends = [faces for _, faces in loose_ends(c)[1]]
        loose = " ".join(CODE[f] for faces in ends for f in faces)
        live = sum(COPIES - report.holding.held[f] - seen[f] for faces in ends for f in faces)
        return Fact(
            f"not ready: {report.chan} chắn, loose {loose} with {live} unseen copies to pair them",
            f"chưa chờ: {report.chan} chắn, lẻ {loose}, còn {live} lá chưa thấy để ghép",
            ("win.ten_pairs", "groups.que"),
        )
    unseen = sum(w.unseen for w in report.waits)
    rules = tuple(dict.fromkeys(r for w in report.waits for r in w.rules))
    bach = report.bach_thu
    if bach is not None and len(report.waits) == 1:
        return Fact(
            f"a bạch thủ wait on {bach.card} with {bach.unseen} unseen copies",
            f"chờ bạch thủ {bach.card}, còn {bach.unseen} lá chưa thấy",
            rules,
        )
    cards = " ".join(w.card for w in report.waits)
    kind = KIND_NAMES[report.waits[0].kind]
    return Fact(
        f"ready ({kind.en}) on {cards} with {unseen} unseen copies",
        f"chờ ù ({kind.vi}) {cards}, còn {unseen} lá chưa thấy",
        rules,
    )


def _discard_facts(deal: Deal, seat: int, face: int, pos: Position) -> list[Fact]:
    c = list(deal.hands[seat])
    c[face] -= 1
    f = CODE[face]
    facts = []
    if deal.hands[seat][face] in (2, 4):
        facts.append(Fact(f"breaks your chắn {f} {f}", f"xé chắn {f} {f}", ("groups.chan", "groups.forced")))
    elif deal.hands[seat][face] == 3:
        rules = ("groups.forced",) + (() if deal.profile.error_checks else ("capture.no_break_chan",))
        facts.append(Fact(f"lets the third {f} go and keeps the chắn", f"bỏ cây {f} thứ ba, giữ chắn", rules))
    facts.append(waits_fact(deal, seat, c))
    if pos.unseen[face] == 0 and deal.hands[seat][face] == 1:
        facts.append(
            Fact(
                f"{f} is dead: every other copy is in sight",
                f"{f} là cây chết: các cây còn lại đều đã lộ",
                ("groups.chan", "groups.que"),
            )
        )
    facts += _feed_facts(deal, seat, face, pos, pos.receiver)
    return facts


def _feed_facts(deal: Deal, seat: int, face: int, pos: Position, to: int) -> list[Fact]:
    """Whether the card helps the player it goes to (public facts and unseen copies only)."""
    f = CODE[face]
    who = SEAT_NAMES[to]
    facts = []
    if deal.return_gate is not None and deal.return_gate == to and to != (seat + 1) % SEATS:
        facts.append(Fact(f"goes back to {who.en}'s gate (trả cửa)", f"trả về cửa {who.vi}", ("claim.tra_cua",)))
    if deal.dead[to]:
        return facts + [
            Fact(
                f"safe: {who.en} may no longer capture",
                f"an toàn: {who.vi} không được ăn nữa",
                ("win.dead_hand", "bao.bao"),
            )
        ]
    rule = barred(deal, to, face)
    if rule is not None:
        why = {
            "capture.discarded_face": Text(
                f"{who.en} discarded or paired away {f} earlier",
                f"{who.vi} đã đánh hoặc đem {f} đi ăn cạ",
            ),
            "error.C13": Text(f"{who.en} discarded {f} earlier", f"{who.vi} đã đánh {f} trước đó"),
            "error.D16": Text(
                f"{who.en} captured a cạ of rank {RANK_OF[face]}",
                f"{who.vi} đã ăn cạ hàng {RANK_VI.get(RANK_OF[face], '')}",
            ),
        }[rule]
        return facts + [Fact(f"safe from a chắn capture: {why.en}", f"không sợ bị ăn chắn: {why.vi}", (rule,))]
    chance = pos.hold_chance(to, pos.unseen[face]) if (pos.view is None or pos.view.most[to][face]) else 0.0
    if chance >= FEED_WARN:
        facts.append(
            Fact(
                f"may feed {who.en}: about {round(100 * chance)}% that they hold a {f} to capture it",
                f"có thể nuôi {who.vi}: khoảng {round(100 * chance)}% họ có {f} để ăn",
                ("turn.offered",),
            )
        )
    elif chance < 0.1:
        facts.append(
            Fact(f"little risk: {who.en} can hardly hold a {f}", f"ít rủi ro: {who.vi} khó có {f}", ("turn.offered",))
        )
    return facts


def _capture_facts(deal: Deal, seat: int, with_card: int, pos: Position) -> list[Fact]:
    card = _offered(deal)
    x, w = CODE[card], CODE[with_card]
    turn = turn_rule(deal.card_source, deal.card_from == seat)
    if card == with_card:
        facts = [Fact(f"captures {x} as a chắn", f"ăn chắn {x}", (turn, "groups.chan"))]
        total = deal.hands[seat][card] + sum(g.count(card) for g in deal.exposed[seat]) + 1
        if deal.dealt[seat][card] >= 2 and total == 4:
            facts.append(Fact(f"grows a dealt pair of {x} to four: bòn", f"ăn bòn {x}", ("cuoc.bon",)))
    else:
        facts = [Fact(f"captures {x} as a cạ with your {w}", f"ăn cạ {x} bằng {w}", (turn, "groups.ca"))]
    c = list(deal.hands[seat])
    c[with_card] -= 1
    record = deal.records[seat].copy()
    record.capture(card, with_card)
    group = (card, with_card)
    best = pos.discard_values(c, group, record, after_capture(pos.holding, card, with_card), (part_of(with_card),))
    return facts + _then_discard(deal, seat, c, group, best)


def _then_discard(deal: Deal, seat: int, c, group, best) -> list[Fact]:
    """The discard that would follow (the appraisal's best) and the waits it leaves. A discard that
    would leave chờ chi rộng (a lone Chi chi that can never win) is passed over for one that does
    not, so the reason never names a discard and then tells you to discard another card."""
    if not best:
        return [Fact("no legal discard would follow", "không còn cây nào được đánh", ("capture.leave_discard",))]
    first = None
    for _, face in best:
        after_c = list(c)
        after_c[face] -= 1
        after = waits_fact(deal, seat, after_c, group)
        if "win.cho_chi_rong" not in after.rules:
            return [
                Fact(f"then discarding {CODE[face]}: {after.en}", f"rồi đánh {CODE[face]}: {after.vi}", after.rules)
            ]
        first = first if first is not None else face
    assert first is not None
    f = CODE[first]
    return [
        Fact(
            f"then discarding {f} leaves a lone Chi chi beside six or more chắn: it can never win (chờ chi rộng)",
            f"rồi đánh {f} thì còn lẻ Chi chi bên sáu chắn trở lên: không bao giờ ù được (chờ chi rộng)",
            ("win.cho_chi_rong", "error.A6"),
        )
    ]


def _chiu_facts(deal: Deal, seat: int, pos: Position) -> list[Fact]:
    card = _offered(deal)
    x = CODE[card]
    facts = [
        Fact(
            f"chíu {x}: all four exposed as two chắn, then one discard",
            f"chíu {x}: hạ cả bốn cây thành hai chắn rồi đánh một cây",
            ("claim.chiu", "groups.four", "claim.chiu_discard"),
        )
    ]
    if deal.card_gate != seat:
        who = SEAT_NAMES[deal.card_gate]
        facts.append(
            Fact(f"the discard goes back to {who.en}'s gate", f"cây đánh ra trả về cửa {who.vi}", ("claim.tra_cua",))
        )
    if "chiu" in deal.profile.values:
        facts.append(Fact("có chíu adds a dịch if you win", "có chíu được thêm một dịch khi ù", ("cuoc.chiu",)))
    c = list(deal.hands[seat])
    c[card] -= 3
    record = deal.records[seat].copy()
    record.chiu(card)
    group = (card,) * 4
    best = pos.discard_values(c, group, record, after_chiu(pos.holding, card), (part_of(card),))
    return facts + _then_discard(deal, seat, c, group, best)


def _win_facts(deal: Deal, action: Action) -> list[Fact]:
    after = deal.clone()
    after.act(action)
    out = after.outcome
    assert out is not None and out.result is not None  # the win ended the deal and was scored
    result = out.result
    mine = out.settlement[action.seat]
    base = ("win.thien_u",) if deal.card is None else ("win.stock_only", "win.who")
    facts = [
        Fact(
            f"wins {mine:+d} points: {result.sentence.en}",
            f"ù, được {mine:+d} điểm: {result.sentence.vi}",
            base + tuple(i.rule for i in result.items) + tuple(out.rules),
        )
    ]
    if result.payments.get("four_eleven"):
        facts.append(
            Fact(
                "under four points with 4-11: you pay 11 to each player",
                "dưới bốn điểm khi chơi 4-11: phải đền mỗi nhà 11 điểm",
                ("option.four_eleven",),
            )
        )
    return facts


def _pass_facts(deal: Deal, seat: int, pos: Position) -> list[Fact]:
    hand = list(deal.hands[seat])
    if deal.phase == "claim":
        kind = deal.claims[0][1]
        if kind == "thien_u":
            return [Fact("plays on instead of winning with Thiên ù", "chơi tiếp, không ù Thiên ù", ("win.thien_u",))]
        what = Text("the win", "ù") if kind == "win" else Text("the chíu", "chíu")
        x = CODE[_offered(deal)]
        return [
            Fact(f"declines {what.en} on {x}", f"bỏ {what.vi} {x}", ("claim.priority",)),
            *_kept_open(deal, seat),
            waits_fact(deal, seat, hand),
        ]
    card = _offered(deal)
    x = CODE[card]
    facts = _decline_facts(deal, seat, card)
    if deal.card_source == "stock" and deal.card_from == seat and not deal.passed_by_revealer:
        to = (seat + 1) % SEATS
        who = SEAT_NAMES[to]
        facts.append(Fact(f"passes {x} on to {who.en}", f"để {x} cho {who.vi}", ("turn.pass_on",)))
        facts += _feed_facts(deal, seat, card, pos, to)
    else:
        facts.append(Fact(f"lets {x} go and turns up a stock card", f"bỏ qua {x} rồi lật nọc", ("turn.draw",)))
    facts.append(waits_fact(deal, seat, hand))
    return facts


def _kept_open(deal: Deal, seat: int) -> list[Fact]:
    """What declining a claim keeps open: when the card then comes to the seat to capture (it is the
    next to answer once the claims are passed), the capture it may still make, and whether that
    capture is a bòn (a dealt pair grown to four)."""
    after = deal.clone()
    after.act(Action("pass", seat))
    card = _offered(deal)
    if after.over or after.to_act != seat or after.phase != "respond" or after.card != card:
        return []
    captures = [a for a in after.legal_actions() if a.kind == "capture"]
    if not captures:
        return []
    x = CODE[card]
    if any(a.card == card for a in captures):
        total = deal.hands[seat][card] + sum(g.count(card) for g in deal.exposed[seat]) + 1
        if deal.dealt[seat][card] >= 2 and total == 4:
            return [
                Fact(
                    f"keeps open the capture of {x} as a chắn right after: a bòn (your dealt pair grown to four)",
                    f"vẫn ăn chắn {x} được ngay sau đó: ăn bòn (đôi được chia thành bốn cây)",
                    ("claim.priority", "groups.chan", "cuoc.bon"),
                )
            ]
        return [
            Fact(
                f"keeps open the capture of {x} as a chắn right after",
                f"vẫn ăn chắn {x} được ngay sau đó",
                ("claim.priority", "groups.chan"),
            )
        ]
    return [
        Fact(
            f"keeps open a cạ capture of {x} right after",
            f"vẫn ăn cạ {x} được ngay sau đó",
            ("claim.priority", "groups.ca"),
        )
    ]


def _decline_facts(deal: Deal, seat: int, card: int) -> list[Fact]:
    """What letting the offered card go marks as declined (as the engine records it)."""
    x = CODE[card]
    available = available_capture(deal.profile, deal.hand_of(seat), deal.records[seat], card, deal.source)
    if deal.dead[seat] or available is None:
        return []
    if available == "chan" and not deal.profile.error_checks:
        return [
            Fact(
                f"declines a chắn of {x}: later you may not discard {x} or use it in a cạ",
                f"bỏ chắn {x}: về sau không được đánh {x} hay dùng {x} ăn cạ",
                ("capture.declined_chan",),
            )
        ]
    if available == "chan":
        return [
            Fact(
                f"declines a chắn of {x}: capturing it, using it in a cạ or discarding it later are errors",
                f"bỏ chắn {x}: về sau ăn chắn, ăn cạ bằng {x} hay đánh {x} đều là lỗi",
                ("error.B7", "error.B8", "error.B10"),
            )
        ]
    if deal.profile.error_checks:
        return [
            Fact(
                f"declines a cạ of {x}: later using that card for a cạ is an error (bỏ cạ ăn cạ)",
                f"bỏ cạ {x}: về sau lấy cây đó ăn cạ là lỗi bỏ cạ ăn cạ",
                ("error.B9",),
            )
        ]
    return []


__all__ = [
    "Advice",
    "Fact",
    "coach",
    "facts_for",
    "waits_fact",
    "sources",
    "label_of",
    "COACH_SAMPLES",
    "HINT",
    "LABELS",
    "LABEL_NAMES",
    "ORDER",
]
