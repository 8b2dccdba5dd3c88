"""Scoring a win: one small object per cước, then the combination rule (D7–D13)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from ..common.jsonio import excerpt
from ..common.text import Text
from .analysis import BACH_THU, CA, MIN_CHAN, is_win, loose_ends, shape, wait_kinds
from .cards import CC, CODE, FACES, LEO, RED_FACES, TOM, NotationError, face_of
from .holding import Holding
from .profiles import (
    EVENTS,
    FOUR_ELEVEN_MIN,
    FOUR_ELEVEN_PENALTY,
    GA_OPTIONS,
    GA_POINTS,
    XUONG_POINTS,
    Profile,
    get_profile,
)

V2, V5, V8 = face_of(2, 0), face_of(5, 0), face_of(8, 0)


class WinFacts(NamedTuple):
    """Everything the cước read about a winning holding (and nothing more), so equal facts score
    alike: `win_score` is cached on them and a holding's score costs a few look-ups."""

    tom: int  # Tôm sets (3v 3s 7n) among the 20 cards
    leo: int  # Lèo sets (9v 8s cc)
    chi_chi: int  # copies of Chi chi among the 20 cards
    red: int  # red cards among the 20
    chan: int
    win: int | None  # the winning card; None for Thiên ù
    bach_thu: bool
    events: frozenset
    exposed_5v: bool  # an exposed chắn of 5v (D12)
    profile: Profile

    def special_bach_thu(self, face: int) -> bool:
        """Hoa rơi cửa phật / Cá lội sân đình: exposed chắn 5v, chì bạch thủ on `face` (D12)."""
        return (
            self.profile.has_bach_thu_chi
            and self.bach_thu
            and self.win == face
            and "chi" in self.events
            and self.exposed_5v
        )

    @property
    def special(self) -> bool:
        return self.special_bach_thu(V2) or self.special_bach_thu(V8)


@dataclass(frozen=True, slots=True)
class Cuoc:
    """A scoring pattern (cước): `count(facts)` is how often it applies. The same first fields as
    Sichuan's `core.sichuan.scoring.Fan`: `id`, `name` (a Text), then `rule`."""

    id: str
    name: Text
    count: Callable[[WinFacts], int]
    event: bool = False  # counted only when the event is given (D10)

    @property
    def rule(self) -> str:
        return "cuoc." + self.id


def _event(cuoc_id: str, name: Text) -> Cuoc:
    return Cuoc(cuoc_id, name, lambda w: int(cuoc_id in w.events), True)


def _bach_thu(w: WinFacts) -> int:
    if not w.bach_thu or w.special:
        return 0
    return int(not (w.profile.has_bach_thu_chi and w.win == CC))


CUOCS = (
    Cuoc("chi", Text("Ù chì (won at own gate)", "Chì"), lambda w: int("chi" in w.events and not w.special), True),
    _event("thien_u", Text("Thiên ù (dealer's opening win)", "Thiên ù")),
    _event("dia_u", Text("Địa ù (win before the second stock card)", "Địa ù")),
    _event("thong", Text("Thông (won the previous deal too)", "Thông")),
    Cuoc("tom", Text("Tôm (3v 3s 7n)", "Tôm"), lambda w: w.tom),
    Cuoc("leo", Text("Lèo (9v 8s cc)", "Lèo"), lambda w: w.leo),
    Cuoc("bach_thu", Text("Bạch thủ", "Bạch thủ"), _bach_thu),
    Cuoc(
        "bach_thu_chi",
        Text("Bạch thủ chi (bạch thủ on Chi chi)", "Bạch thủ chi"),
        lambda w: int(w.bach_thu and w.win == CC and w.profile.has_bach_thu_chi),
    ),
    _event("thien_khai", Text("Thiên khai (four identical cards dealt)", "Thiên khai")),
    _event("chiu_u", Text("Chíu ù (win by chíu)", "Chíu ù")),
    _event("bon", Text("Bòn (a pair grown to four by captures)", "Bòn")),
    _event("u_bon", Text("Ù bòn (win by a bòn capture)", "Ù bòn")),
    _event("chiu", Text("Có chíu (an earlier chíu)", "Có chíu")),
    Cuoc("bach_dinh", Text("Bạch định (no red card)", "Bạch định"), lambda w: int(w.red == 0)),
    Cuoc("tam_do", Text("Tám đỏ (exactly eight red cards)", "Tám đỏ"), lambda w: int(w.red == 8)),
    Cuoc(
        "kinh_tu_chi",
        Text("Kính tứ chi (four Chi chi, all else black)", "Kính tứ chi"),
        lambda w: int(w.chi_chi == 4 and w.red == 4),
    ),
    Cuoc("thap_thanh", Text("Thập thành (ten chắn)", "Thập thành"), lambda w: int(w.chan == 10)),
    Cuoc(
        "hoa_roi_cua_phat",
        Text("Hoa rơi cửa phật (chì bạch thủ 2v, exposed chắn 5v)", "Hoa rơi cửa phật"),
        lambda w: int(w.special_bach_thu(V2)),
    ),
    Cuoc(
        "ca_loi_san_dinh",
        Text("Cá lội sân đình (chì bạch thủ 8v, exposed chắn 5v)", "Cá lội sân đình"),
        lambda w: int(w.special_bach_thu(V8)),
    ),
)
CUOC_BY_ID = {c.id: c for c in CUOCS}
CUOC_NAMES = {c.id: c.name for c in CUOCS}  # every cước's name, the plain win and gà too
CUOC_NAMES["xuong"] = Text("Ù xuông (plain win)", "Ù xuông")
CUOC_NAMES["ga"] = Text("Gà", "Gà")
ORDER = {c.id: i for i, c in enumerate(CUOCS)}


class ScoreItem(NamedTuple):
    id: str
    count: int  # type: ignore[assignment]  # the field's pinned name shadows tuple.count
    points: int
    dich: int
    main: bool = False

    @property
    def rule(self) -> str:
        return {"xuong": "score.xuong", "ga": "score.ga"}.get(self.id, "cuoc." + self.id)

    @property
    def name(self) -> Text:
        """The cước's name in every language (as Sichuan's `FanItem.name`)."""
        return CUOC_NAMES[self.id]

    def to_json(self) -> dict:
        return {
            "id": self.id,
            "count": self.count,
            "points": self.points,
            "dich": self.dich,
            "main": self.main,
            "name_en": self.name.en,
            "name_vi": self.name.vi,
            "rules": [self.rule],
        }


class Score:
    """The result of scoring. The explaining sentences are formed on demand."""

    __slots__ = (
        "win",
        "profile",
        "total",
        "main",
        "items",
        "ga",
        "payments",
        "_rules",
        "win_card",
        "_counts",
        "_sentences",
        "_reason",
        "four_eleven",
    )

    def __init__(
        self,
        win,
        profile,
        total,
        main,
        items,
        ga,
        payments,
        rules,
        win_card,
        counts=None,
        reason=None,
        four_eleven=False,
    ):
        self.win = win
        self.profile = profile  # the Profile object
        self.total = total
        self.main = main
        self.items = items
        self.ga = ga
        self.payments = payments
        self._rules = rules
        self.four_eleven = four_eleven
        self.win_card = win_card
        self._counts = counts
        self._reason = reason  # (en, vi) when not a win
        self._sentences = None

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule ids this result rests on."""
        if self._rules is None:
            counts = self._counts
            rules = ["win.ten_pairs", "score.total"]
            rules += [i.rule for i in self.items]
            rules.append("score.payment")
            if len(counts) > 1:
                rules.append("score.main_tie")
            if "tom" in counts or "leo" in counts:
                rules.append("score.sets")
            if counts.keys() & {"bach_dinh", "tam_do", "kinh_tu_chi"}:
                rules.append("cards.red")
            if self.profile.thap_thanh_sum and "thap_thanh" in counts:
                rules.append("score.thap_thanh_sum")
            if self.four_eleven:
                rules.append("option.four_eleven")
            self._rules = tuple(rules)
        return self._rules

    def _both(self) -> tuple[str, str]:
        if self._sentences is None:
            if not self.win:
                self._sentences = self._reason
            else:
                self._sentences = _sentences(self)
        return self._sentences

    @property
    def sentence(self) -> Text:
        """The score in one sentence, in every language."""
        return Text(*self._both())

    def item(self, cuoc_id: str) -> ScoreItem | None:
        return next((i for i in self.items if i.id == cuoc_id), None)

    def to_json(self) -> dict:
        return {
            "win": self.win,
            "profile": self.profile.name,
            "total": self.total,
            "main": self.main,
            "items": [i.to_json() for i in self.items],
            "ga": self.ga,
            "payments": self.payments,
            "sentence_en": self.sentence.en,
            "sentence_vi": self.sentence.vi,
            "rules": list(self.rules),
            "win_card": CODE[self.win_card] if self.win_card is not None else None,
        }


def check_events(events: Iterable[str], profile: Profile) -> frozenset:
    seen = set()
    for position, event in enumerate(events, 1):
        if event not in EVENTS:
            raise NotationError(
                f"unknown event; the events are {', '.join(EVENTS)}",
                f"không có sự kiện này; các sự kiện là {', '.join(EVENTS)}",
                event,
                position,
                ("score.total",),
            )
        if event not in profile.events:
            raise NotationError(
                f"the {profile.name} profile has no such event; it knows {', '.join(sorted(profile.events))}",
                f"bộ luật {profile.name} không có sự kiện này; chỉ có {', '.join(sorted(profile.events))}",
                event,
                position,
                ("cuoc." + event,),
            )
        if event in seen:
            raise NotationError("event given twice", "sự kiện được nhập hai lần", event, position)
        seen.add(event)
    return frozenset(seen)


def check_ga(ga: Iterable[str], profile: Profile) -> frozenset:
    options = frozenset(ga)
    if options and not profile.has_ga:
        raise NotationError(
            "gà is an option of the traditional profile only",
            "gà chỉ có trong bộ luật truyền thống (traditional)",
            sorted(options)[0],
            None,
            ("score.ga",),
        )
    for option in sorted(options):
        if option not in GA_OPTIONS:
            raise NotationError(
                f"unknown gà option; the options are {', '.join(GA_OPTIONS)}",
                f"không có tuỳ chọn gà này; các tuỳ chọn là {', '.join(GA_OPTIONS)}",
                option,
                None,
                ("score.ga",),
            )
    if {"chi_bach_thu", "chi_bach_thu_2"} <= options:
        raise NotationError(
            "choose one of chi_bach_thu (1 gà) and chi_bach_thu_2 (2 gà)",
            "chỉ chọn một trong chi_bach_thu (1 gà) và chi_bach_thu_2 (2 gà)",
            "chi_bach_thu_2",
            None,
            ("score.ga",),
        )
    return options


def count_ga(counts: dict, options: frozenset) -> int:
    """Number of gà earned under the chosen options (document 003 §V, D13)."""
    has = counts.get
    bach_thu = has("bach_thu", 0) or has("bach_thu_chi", 0)
    ga = 0
    ga += "u_bon_bach_thu" in options and bool(has("u_bon") and bach_thu)
    ga += "thap_thanh" in options and bool(has("thap_thanh"))
    ga += "kinh_tu_chi" in options and bool(has("kinh_tu_chi"))
    ga += bool(has("bach_dinh")) and ("bach_dinh" in options or ("bach_dinh_tom" in options and bool(has("tom"))))
    ga += bool(has("tam_do")) and ("tam_do" in options or ("tam_do_leo" in options and bool(has("leo"))))
    ga += "bach_thu_chi" in options and bool(has("bach_thu_chi"))
    if has("chi") and bach_thu:
        ga += 2 if "chi_bach_thu_2" in options else int("chi_bach_thu" in options)
    return int(ga)


def combine(counts: dict, profile: Profile) -> tuple[int, str, list[ScoreItem]]:
    """D9: the main cước's điểm plus the dịch of every other instance (cardavia Thập thành: sum of điểm)."""
    if not counts:
        return XUONG_POINTS, "xuong", [ScoreItem("xuong", 1, XUONG_POINTS, 0, True)]
    values = profile.values
    main = max(counts, key=lambda cid: (values[cid][0], values[cid][1], -ORDER[cid]))
    if profile.thap_thanh_sum and "thap_thanh" in counts:
        total = sum(values[cid][0] * n for cid, n in counts.items())
    else:
        total = (
            values[main][0]
            + (counts[main] - 1) * values[main][1]
            + sum(values[cid][1] * n for cid, n in counts.items() if cid != main)
        )
    items = [
        ScoreItem(cid, n, values[cid][0], values[cid][1], cid == main)
        for cid, n in sorted(counts.items(), key=lambda kv: ORDER[kv[0]])
    ]
    return total, main, items


def _sentences(result: Score) -> tuple[str, str]:
    total, main, items, ga = result.total, result.main, result.items, result.ga
    profile, counts = result.profile, result._counts
    ga_points = GA_POINTS * ga
    base = total - ga_points
    if main == "xuong":
        en = f"No cước: Ù xuông scores {XUONG_POINTS}."
        vi = f"Không có cước: Ù xuông được {XUONG_POINTS} điểm."
    elif profile.thap_thanh_sum and "thap_thanh" in counts:
        summed = " + ".join(
            f"{i.name.vi} {i.points}" + (f"×{i.count}" if i.count > 1 else "") for i in items if i.id != "ga"
        )
        en = f"Thập thành (cardavia): the điểm of every cước are added: {summed} = {base}."
        vi = f"Thập thành (cardavia): cộng điểm của mọi cước: {summed} = {base}."
    else:
        m = next(i for i in items if i.main)
        extra = [
            (
                ("another " if i.main else "") + i.name.vi,
                ("thêm " if i.main else "") + i.name.vi,
                i.dich,
                i.count - (1 if i.main else 0),
            )
            for i in items
            if i.id != "ga"
        ]
        extra = [(in_english, in_vietnamese, d, n) for in_english, in_vietnamese, d, n in extra if n > 0]
        if extra:
            parts = Text(
                " + ".join(f"{e} {d}" + (f"×{n}" if n > 1 else "") for e, _, d, n in extra),
                " + ".join(f"{v} {d}" + (f"×{n}" if n > 1 else "") for _, v, d, n in extra),
            )
            en = f"Main cước {m.name.vi}: {m.points} điểm, plus the dịch of every other cước ({parts.en}) = {base}."
            vi = f"Cước chính {m.name.vi} {m.points} điểm, cộng dịch của các cước còn lại ({parts.vi}) = {base} điểm."
        else:
            en = f"One cước, {m.name.vi}: {m.points} điểm."
            vi = f"Một cước {m.name.vi}: {m.points} điểm."
    if ga:
        en += f" Plus {ga} gà × {GA_POINTS} = {ga_points}: total {total}."
        vi += f" Cộng {ga} gà × {GA_POINTS} = {ga_points}: tổng {total} điểm."
    if result.payments["four_eleven"]:
        en += f" Under 4-11 a win below {FOUR_ELEVEN_MIN} costs the winner {FOUR_ELEVEN_PENALTY} to each player."
        vi += f" Chơi 4-11: ù dưới {FOUR_ELEVEN_MIN} điểm phải đền mỗi nhà {FOUR_ELEVEN_PENALTY} điểm."
    return en, vi


def payments_for(total: int, profile: Profile, four_eleven: bool) -> dict:
    if four_eleven and total < FOUR_ELEVEN_MIN:
        return {"winner": -3 * FOUR_ELEVEN_PENALTY, "each_loser": FOUR_ELEVEN_PENALTY, "four_eleven": True}
    return {"winner": 3 * total, "each_loser": -total, "four_eleven": False}


(V3, S3, N7), (V9, S8, _) = TOM, LEO
R8V, R8S, R9V, R9S, RCC = RED_FACES  # D1: 8v 8s 9v 9s cc


def win_facts(holding: Holding, win: int | None, events: frozenset, profile: Profile) -> WinFacts | None:
    """The facts of a win, or None when the cards are no win (D5, D6)."""
    if win is None:
        if not is_win(holding):
            return None
        t: tuple[int, ...] | list[int]
        t, chan, bach_thu = holding.held, shape(holding)[0], False
    else:
        kind = next((k for face, k in wait_kinds(holding) if face == win), None)
        if kind is None:
            return None
        t = list(holding.held)
        t[win] += 1
        chan, bach_thu = shape(holding)[0] + (kind != CA), kind == BACH_THU
    return WinFacts(
        min(t[V3], t[S3], t[N7]),
        min(t[V9], t[S8], t[CC]),
        t[CC],
        t[R8V] + t[R8S] + t[R9V] + t[R9S] + t[RCC],
        chan,
        win,
        bach_thu,
        events,
        V5 in holding.exposed_chan_faces,
        profile,
    )


# (profile, with events) → the cước that profile can score; filled once per key
_PATTERNS: dict[tuple[Profile, bool], tuple] = {}


def _patterns(profile: Profile, with_events: bool) -> tuple[Cuoc, ...]:
    key = (profile, with_events)
    found = _PATTERNS.get(key)
    if found is None:
        found = _PATTERNS[key] = tuple(c for c in CUOCS if c.id in profile.values and (with_events or not c.event))
    return found


def cuoc_counts(facts: WinFacts) -> dict:
    counts = {}
    for cuoc in _patterns(facts.profile, bool(facts.events)):
        n = cuoc.count(facts)
        if n:
            counts[cuoc.id] = n
    return counts


@lru_cache(maxsize=1 << 14)
def win_score(facts: WinFacts, ga_options: frozenset = frozenset(), four_eleven: bool = False) -> Score:
    """The score of a win with these facts: the cước, combined (D9), gà and payments.

    Cached: the facts are all the cước read, so equal facts give the same (immutable) Score."""
    counts = cuoc_counts(facts)
    total, main, items = combine(counts, facts.profile)
    ga_count = count_ga(counts, ga_options) if ga_options else 0
    if ga_count:
        items.append(ScoreItem("ga", ga_count, GA_POINTS, 0))
        total += GA_POINTS * ga_count
    payments = payments_for(total, facts.profile, four_eleven)
    return Score(
        True,
        facts.profile,
        total,
        main,
        tuple(items),
        ga_count,
        payments,
        None,
        facts.win,
        counts,
        four_eleven=four_eleven,
    )


def _not_win(holding: Holding, win: int | None, profile: Profile) -> Score:
    after = holding.add(win) if win is not None else holding
    chan, ends = loose_ends(after.concealed)
    chan += holding.exposed_chan
    if after.size != 20:
        en = f"not a win: a win has 20 cards, this has {after.size}"
        vi = f"chưa ù: bài ù có 20 lá, bài này có {after.size}"
    elif ends:
        loose = ", ".join(" ".join(CODE[f] for f in faces) for _, faces in ends)
        en = f"not a win: loose cards that pair with nothing ({loose})"
        vi = f"chưa ù: còn lá lẻ không thành đôi ({loose})"
    elif win == CC and chan != MIN_CHAN:
        en = f"not a win: winning on Chi chi needs exactly six chắn and four cạ; this makes {chan} chắn"
        vi = f"chưa ù: ù Chi chi cần đúng sáu chắn và bốn cạ; bài này thành {chan} chắn"
    else:
        en = f"not a win: {chan} chắn; a win needs at least six"
        vi = f"chưa ù: {chan} chắn; ù cần ít nhất sáu"
    rules = ("win.ten_pairs", "win.chi_chi") if win == CC else ("win.ten_pairs",)
    return Score(
        False,
        profile,
        0,
        None,
        (),
        0,
        {"winner": 0, "each_loser": 0, "four_eleven": False},
        rules,
        win,
        reason=(en, vi),
    )


NO_EVENTS: frozenset[str] = frozenset()


def score(
    holding: Holding,
    win: int | None = None,
    events: Iterable[str] = (),
    profile: str | Profile = "cardavia",
    ga: Iterable[str] = (),
    four_eleven: bool = False,
) -> Score:
    """Score a win: `holding` is the 19 cards before the winning card `win`, or the dealer's
    20 cards with the event `thien_u` and no `win`."""
    events, ga = _checked_args(holding, win, events, ga)
    profile = get_profile(profile)
    events = check_events(events, profile) if events else NO_EVENTS
    ga_options = check_ga(ga, profile) if ga else NO_EVENTS
    if four_eleven and not profile.has_four_eleven:
        raise NotationError(
            "4-11 is an option of the traditional profile only",
            "4-11 chỉ có trong bộ luật truyền thống (traditional)",
            "4-11",
            None,
            ("option.four_eleven",),
        )
    if win is None and "thien_u" not in events:
        raise NotationError(
            "give the winning card, or the dealer's 20 cards with the event thien_u",
            "hãy cho lá ù, hoặc 20 lá của nhà cái với sự kiện thien_u",
            "--win",
            None,
            ("win.thien_u",),
        )
    if events:
        _check_event_facts(holding, win, events)
    if win is not None and holding.held[win] >= 4:
        raise NotationError(
            f"all four copies of {CODE[win]} are already in the holding",
            f"cả bốn lá {CODE[win]} đã ở trong bài",
            CODE[win],
            None,
            ("cards.deck",),
        )
    facts = win_facts(holding, win, events, profile)
    if facts is None:
        return _not_win(holding, win, profile)
    return win_score(facts, ga_options, bool(four_eleven))


def _checked_args(holding, win, events, ga) -> tuple[tuple, tuple]:
    """score()'s arguments of the wrong type or range, refused as NotationError naming the value."""
    if not isinstance(holding, Holding):
        raise NotationError("score needs a Holding", "cần một Holding để tính điểm", excerpt(type(holding).__name__))
    if win is not None and (isinstance(win, bool) or not isinstance(win, int) or not 0 <= win < FACES):
        raise NotationError(
            "the winning card must be a face 0–24 (or None)", "lá ù phải là một lá 0–24 (hoặc None)", excerpt(win)
        )
    if not events and not ga and not isinstance(events, str) and not isinstance(ga, str):
        return (), ()  # the common case (nothing given), without building tuples
    out = []
    for values, what in ((events, Text("an event", "một sự kiện")), (ga, Text("a gà option", "một tuỳ chọn gà"))):
        values = (values,) if isinstance(values, str) else tuple(values or ())
        for value in values:
            if not isinstance(value, str):
                raise NotationError(f"{what.en} must be text", f"{what.vi} phải là chữ", excerpt(value))
        out.append(values)
    return out[0], out[1]


def _check_event_facts(holding: Holding, win: int | None, events: frozenset) -> None:
    if win is not None and "thien_u" in events:
        raise NotationError(
            "Thiên ù is the dealer's opening 20 cards: give no winning card",
            "Thiên ù là 20 lá ban đầu của nhà cái: không cần lá ù",
            "thien_u",
            None,
            ("win.thien_u",),
        )
    if "thien_u" in events and "chi" in events:
        raise NotationError(
            "Thiên ù has no winning card, so it cannot be won at one's gate (chì)",
            "Thiên ù không có lá ù nên không thể là ù chì",
            "chi",
            None,
            ("cuoc.chi",),
        )
    if "chiu_u" in events and (win is None or holding.concealed[win] != 3):
        raise NotationError(
            "chíu ù needs three identical cards in hand and the fourth as the winning card",
            "chíu ù cần ba lá giống hệt trên tay và lá thứ tư là lá ù",
            "chiu_u",
            None,
            ("cuoc.chiu_u", "claim.chiu"),
        )


__all__ = [
    "score",
    "Score",
    "ScoreItem",
    "CUOCS",
    "CUOC_BY_ID",
    "CUOC_NAMES",
    "combine",
    "cuoc_counts",
    "win_facts",
    "win_score",
    "count_ga",
    "check_events",
    "check_ga",
    "payments_for",
    "WinFacts",
]
