"""Legality of captures, chíu, discards and wins for one player, judged from the player's own history.

Profiles (D14, D16) say which checks apply (`Profile.checks`, asked through `error_checks`):
  * "000" (cardavia) enforces the capture and discard rules of document 000 §3 (ids `capture.*`);
    where 000 is silent the action is allowed.
  * "003" (traditional) enforces the 18 errors of document 003 §IV (ids `error.A1` … `error.D18`). In
    basic mode the engine refuses them; in advanced mode it lets them happen and the player is
    báo. `Verdict.groups` says which error group (A/B/C/D) a refusal belongs to.

Every verdict cites rule ids of RULE_IDS.md, legal ones the rule that allows the action, and
explains itself in one sentence in English and in Vietnamese.

The deal engine keeps one `PlayerRecord` per player and, as the deal goes, calls its
`decline`, `capture`, `discard` and `chiu` methods. A concealed hand never gains cards (a stock
card never enters it), so every card a player holds now was already held at each earlier event.

API in the style of pokerkit: `judge_*` return a `Verdict`; `verify_*` raise `IllegalAction`;
`can_*` return a bool.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ..common.errors import RefusedAction
from ..common.text import Text
from .analysis import MIN_CHAN, cho_chi_rong, is_win, loose_ends, shape
from .cards import CA_PARTNERS, CC, CODE, FACES, RANK_OF, RANK_VI
from .holding import HALF, Holding
from .profiles import Profile, get_profile

CHAN, CA, CHIU, WIN, PASS, DISCARD = "chan", "ca", "chiu", "win", "pass", "discard"
SOURCES = ("discard", "stock")
AVAILABLE = (CHAN, CA)

# error id → its group in document 003 §IV
ERROR_GROUP = {
    f"error.{group}{n}": group
    for group, numbers in (("A", range(1, 7)), ("B", range(7, 11)), ("C", range(11, 15)), ("D", range(15, 19)))
    for n in numbers
}


class IllegalAction(RefusedAction, ValueError):
    """An action the rules refuse: `.rules` (rule ids), `.reason` and `.text` (Texts); the
    `Verdict` behind it when there is one. A `core.common.errors.RefusedAction` and a ValueError."""

    def __init__(self, reason: str, vi: str = "", rules: tuple[str, ...] = (), verdict: Verdict | None = None):
        super().__init__(reason, vi, rules)
        self.verdict = verdict

    @classmethod
    def from_verdict(cls, verdict: Verdict) -> IllegalAction:
        return cls(verdict.explanation.en, verdict.explanation.vi, verdict.rules, verdict)


class Verdict(NamedTuple):
    legal: bool
    rules: tuple[str, ...]
    explanation: Text
    violations: tuple[str, ...] = ()  # the rule ids broken (empty when legal)

    @property
    def errors(self) -> tuple[str, ...]:
        """The traditional errors (error.A1 … error.D18) among the violations."""
        return tuple(r for r in self.violations if r in ERROR_GROUP)

    @property
    def groups(self) -> tuple[str, ...]:
        """Error groups of 003 §IV ('A'…'D') this verdict falls in, in order."""
        return tuple(sorted({ERROR_GROUP[r] for r in self.errors}))

    @property
    def bao(self) -> bool:
        """Whether advanced mode would make the player báo (groups B, C, D, and A6)."""
        return any(g in "BCD" for g in self.groups) or "error.A6" in self.errors

    def to_json(self) -> dict:
        return {
            "legal": self.legal,
            "rules": list(self.rules),
            "explanation": self.explanation.en,
            "explanation_vi": self.explanation.vi,
            "errors": list(self.errors),
            "groups": list(self.groups),
        }


# ---------------------------------------------------------------------------- the record


class PlayerRecord:
    """One player's own history, as far as the capture rules need it.

    The four events (`decline`, `capture`, `discard`, `chiu`) also keep the views the judges read
    up to date (declined chắn, captured faces, cạ captures and their ranks, a discarded cạ), so a
    judge reads a set instead of going through the history; `copy()` copies them along."""

    __slots__ = (
        "declined",
        "discarded",
        "captures",
        "chius",
        "declined_chan",
        "captured_faces",
        "ca_captures",
        "ca_hand_faces",
        "ca_ranks",
        "_discarded_ca",
        "discard_bans",
        "discard_partners",
    )

    def __init__(
        self,
        declined: dict[int, str] | None = None,
        discarded: list[int] | None = None,
        captures: list[tuple[int, int]] | None = None,
        chius: list[int] | None = None,
    ):
        self.declined: dict[int, str] = {}  # face → "chan" or "ca" (what was available)
        self.discarded: list[int] = []  # faces, in order
        self.captures: list[tuple[int, int]] = []  # (captured card, hand card used)
        self.chius: list[int] = []
        self.declined_chan: set[int] = set()
        self.captured_faces: set[int] = set()
        self.ca_captures: list[tuple[int, int]] = []
        self.ca_hand_faces: set[int] = set()  # faces played from the hand into a cạ
        self.ca_ranks: set[int] = set()
        self._discarded_ca: tuple[int, int] | None = None
        # for legal_discard_faces: faces 003 bars from discard after these events (B10 declined, C14
        # discarded, D15 captured, D18 a rank of a captured cạ), and the cạ partners of discards (D17)
        self.discard_bans: set[int] = set()
        self.discard_partners: set[int] = set()
        for card, kind in (declined or {}).items():
            self.decline(card, kind)
        for card in discarded or ():
            self.discard(card)
        for card, with_card in captures or ():
            self.capture(card, with_card)
        for card in chius or ():
            self.chiu(card)

    # events -------------------------------------------------------------------
    def decline(self, card: int, available: str | None) -> None:
        """The player let `card` go when a capture was available as "chan" or "ca".

        Call it only for a card offered to the player (the upper gate's discard, a stock card
        passed on, the player's own stock card). `available=None`: nothing to remember.
        """
        if available not in (CHAN, CA, None):
            raise ValueError(f"available must be 'chan', 'ca' or None, not {available!r}")
        if available and self.declined.get(card) != CHAN:
            self.declined[card] = available
            self.discard_bans.add(card)
            if available == CHAN:
                self.declined_chan.add(card)

    def capture(self, card: int, with_card: int) -> None:
        if pair_kind(card, with_card) is None:
            raise ValueError(f"{CODE[with_card]} does not pair with {CODE[card]}")
        self.captures.append((card, with_card))
        self.captured_faces.add(card)
        self.discard_bans.add(card)
        if card != with_card:
            self.ca_captures.append((card, with_card))
            self.ca_hand_faces.add(with_card)
            self.ca_ranks.add(RANK_OF[card])
            self.discard_bans.update(_rank_faces(RANK_OF[card]))

    def discard(self, card: int) -> None:
        if self._discarded_ca is None:
            partner = _ca_partner(card, self.discarded)
            if partner is not None:
                self._discarded_ca = (partner, card)
        self.discarded.append(card)
        self.discard_bans.add(card)
        if card != CC:
            self.discard_partners.update(f for f in _rank_faces(RANK_OF[card]) if f != card)

    def chiu(self, card: int) -> None:
        self.chius.append(card)

    def copy(self) -> PlayerRecord:
        new = PlayerRecord.__new__(PlayerRecord)
        new.declined, new.discarded = dict(self.declined), list(self.discarded)
        new.captures, new.chius = list(self.captures), list(self.chius)
        new.declined_chan, new.captured_faces = set(self.declined_chan), set(self.captured_faces)
        new.ca_captures, new.ca_hand_faces = list(self.ca_captures), set(self.ca_hand_faces)
        new.ca_ranks, new._discarded_ca = set(self.ca_ranks), self._discarded_ca
        new.discard_bans, new.discard_partners = set(self.discard_bans), set(self.discard_partners)
        return new

    def __eq__(self, other) -> bool:
        return isinstance(other, PlayerRecord) and (self.declined, self.discarded, self.captures, self.chius) == (
            other.declined,
            other.discarded,
            other.captures,
            other.chius,
        )

    def __repr__(self) -> str:
        return (
            f"PlayerRecord(declined={self.declined!r}, discarded={self.discarded!r}, "
            f"captures={self.captures!r}, chius={self.chius!r})"
        )

    # views --------------------------------------------------------------------
    @property
    def captured_ca(self) -> bool:
        return bool(self.ca_captures)

    @property
    def discarded_ca(self) -> tuple[int, int] | None:
        """Two discards that make a cạ (same rank, different suits), if any: the first discard
        that had a cạ partner among the earlier ones, after that partner."""
        return self._discarded_ca

    def discard_partner(self, face: int) -> int | None:
        """An earlier discard that makes a cạ with `face`."""
        return _ca_partner(face, self.discarded)

    def declined_partner(self, face: int) -> int | None:
        """A declined card that `face` could have taken as a cạ."""
        return _ca_partner(face, self.declined)


def _ca_partner(face: int, faces) -> int | None:
    """The first of `faces` that makes a cạ with `face`."""
    partners = CA_PARTNERS[face]
    for f in faces:
        if f in partners:
            return f
    return None


# ---------------------------------------------------------------------------- helpers


def pair_kind(card: int, hand_card: int) -> str | None:
    """'chan' for identical cards, 'ca' for same rank and different suits, else None."""
    if card == hand_card:
        return CHAN
    if CC not in (card, hand_card) and RANK_OF[card] == RANK_OF[hand_card]:
        return CA
    return None


def capture_partners(holding: Holding, offered: int) -> list[int]:
    """Hand faces that could pair with the offered card: the identical face first."""
    faces = [offered] if holding.concealed[offered] else []
    return faces + [f for f in range(FACES) if f != offered and holding.concealed[f] and pair_kind(offered, f) == CA]


def after_capture(holding: Holding, offered: int, with_card: int) -> Holding:
    counts = list(holding.concealed)
    counts[with_card] -= 1
    return Holding(counts, holding.exposed + ((offered, with_card),))


def after_chiu(holding: Holding, offered: int) -> Holding:
    counts = list(holding.concealed)
    counts[offered] -= 3
    return Holding(counts, holding.exposed + ((offered,) * 4,))


def _rank_faces(rank: int) -> tuple[int, int, int]:
    base = 3 * (rank - 2)
    return base, base + 1, base + 2


def hand_ca(holding: Holding, rank: int) -> tuple[int, int] | None:
    """The cạ the concealed hand holds in `rank` under the forced grouping (D4), if any."""
    if rank == 0:
        return None
    c = holding.concealed
    base = 3 * (rank - 2)
    if (c[base] & 1) + (c[base + 1] & 1) + (c[base + 2] & 1) != 2:
        return None
    first, second = (f for f in (base, base + 1, base + 2) if c[f] & 1)
    return first, second


def unpaired(holding: Holding) -> list[int]:
    """Concealed cards in neither a chắn nor a cạ (què and ba đầu cards)."""
    return [f for _, faces in shape(holding)[1] for f in faces]


def waiting_card(holding: Holding) -> int | None:
    """The lone waiting card of error A4: ≥5 chắn and one què as the only loose card."""
    chan, ends = shape(holding)
    if chan >= MIN_CHAN - 1 and len(ends) == 1 and len(ends[0][1]) == 1:
        return ends[0][1][0]
    return None


def _rank(face: int) -> Text:
    rank = RANK_OF[face]
    return Text(f"rank {rank}", f"hàng {RANK_VI[rank]}")


# ---------------------------------------------------------------------------- reasons


class Breach(NamedTuple):
    rule: str
    en: str
    vi: str
    also: tuple[str, ...] = ()  # further ids the same breach falls under


def _breach(rule: str, en: str, vi: str, also: tuple[str, ...] = ()) -> Breach:
    return Breach(rule, en, vi, also)


def _allow(rules, en: str, vi: str) -> Verdict:
    return Verdict(True, tuple(dict.fromkeys(rules)), Text(f"Allowed: {en}.", f"Được phép: {vi}."))


def _refuse(breaches: list[Breach]) -> Verdict:
    rules = tuple(dict.fromkeys(r for b in breaches for r in (b.rule, *b.also)))
    return Verdict(
        False,
        rules,
        Text(
            "Not allowed: " + "; ".join(b.en for b in breaches) + ".",
            "Không được phép: " + "; ".join(b.vi for b in breaches) + ".",
        ),
        rules,
    )


def turn_rule(source: str, own_gate: bool) -> str:
    """The rule that offers the card: a discard (or a card returned after a chíu), a stock card
    turned up at one's own gate, or one the previous player turned up and passed on."""
    if source != "stock":
        return "turn.offered"
    return "turn.draw" if own_gate else "turn.pass_on"


def _check_source(source: str) -> None:
    if source not in SOURCES:
        raise ValueError(f"source must be 'discard' or 'stock', not {source!r}")


# ---------------------------------------------------------------------------- captures


def judge_capture(
    profile,
    holding: Holding,
    record: PlayerRecord,
    offered: int,
    with_card: int,
    source: str = "discard",
    own_gate: bool = False,
) -> Verdict:
    """An ordinary capture of `offered` with the hand card `with_card` (a chắn or a cạ)."""
    _check_source(source)
    o, w = CODE[offered], CODE[with_card]
    kind = pair_kind(offered, with_card)
    if kind is None:
        return _refuse(
            [
                _breach(
                    "turn.offered",
                    f"{w} and {o} make neither a chắn nor a cạ",
                    f"{w} và {o} không thành chắn cũng không thành cạ",
                )
            ]
        )
    if not holding.concealed[with_card]:
        return _refuse([_breach("turn.offered", f"you hold no {w}", f"trên tay không có {w}")])
    profile = get_profile(profile)
    errors = profile.error_checks
    judge = _traditional_capture if errors else _cardavia_capture
    breaches = judge(holding, record, offered, with_card, kind)
    if not errors and not breaches and not _leaves_discard(profile, holding, record, offered, with_card):
        breaches.append(
            _breach(
                "capture.leave_discard",
                "after this capture no card in your hand could be discarded legally",
                "ăn xong thì trên tay không còn cây nào được phép đánh",
            )
        )
    if breaches:
        return _refuse(breaches)
    rules = [turn_rule(source, own_gate), "groups." + kind]
    if kind == CHAN:
        return _allow(rules, f"capture {o} as a chắn with your {o}", f"ăn chắn {o} bằng {o} trên tay")
    en, vi = f"capture {o} as a cạ with your {w}", f"ăn cạ {o} bằng {w} trên tay"
    if holding.concealed[with_card] == 3:
        rules.append("groups.forced" if errors else "capture.no_break_chan")
        en += f", your other two {w} stay a chắn"
        vi += f", hai cây {w} còn lại vẫn là chắn"
    return _allow(rules, en, vi)


def _cardavia_capture(holding, record, offered, with_card, kind) -> list[Breach]:
    """Document 000 §3: the face rule for every capture, then the cạ rules."""
    out = _dead_face(record, offered)
    return out + _cardavia_ca(holding, record, offered, with_card) if kind == CA else out


def _dead_face(record, offered) -> list[Breach]:
    """capture.discarded_face: a face discarded, or played from hand into a cạ."""
    o = CODE[offered]
    if offered in record.discarded:
        return [
            _breach(
                "capture.discarded_face",
                f"you discarded {o} earlier, so you may not capture it",
                f"bạn đã đánh {o} trước đó nên không được ăn {o}",
            )
        ]
    if offered in record.ca_hand_faces:
        return [
            _breach(
                "capture.discarded_face",
                f"you played {o} from your hand into a cạ earlier, so you may not capture it",
                f"bạn đã lấy {o} trên tay đi ăn cạ nên không được ăn {o} nữa",
            )
        ]
    return []


def _cardavia_ca(holding, record, offered, with_card) -> list[Breach]:
    c, o, w = holding.concealed, CODE[offered], CODE[with_card]
    out = []
    if c[offered]:
        out.append(
            _breach(
                "capture.must_chan",
                f"you hold {o}, so {o} must be captured as a chắn",
                f"trên tay có {o} nên phải ăn {o} thành chắn",
            )
        )
    if c[with_card] in (2, 4):
        out.append(
            _breach(
                "capture.no_break_chan",
                f"your {w} {w} is a chắn and may not be split to make a cạ",
                f"{w} {w} là chắn trên tay, không được xé ra để ăn cạ",
            )
        )
    if with_card in record.declined_chan:
        out.append(
            _breach(
                "capture.declined_chan",
                f"you declined a chắn of {w} earlier, so {w} may not be used in a cạ",
                f"bạn đã bỏ không ăn chắn {w} nên không được dùng {w} để ăn cạ",
            )
        )
    ca = hand_ca(holding, RANK_OF[offered])
    if ca:
        pair, rank = f"{CODE[ca[0]]} {CODE[ca[1]]}", _rank(offered)
        out.append(
            _breach(
                "capture.ca_rank_has_ca",
                f"your hand already holds the cạ {pair} in {rank.en}, so no cạ capture in that rank",
                f"trên tay đã có cạ {pair} ở {rank.vi} nên không được ăn cạ hàng này",
            )
        )
    if unpaired(holding) == [with_card]:
        out.append(
            _breach(
                "capture.ca_last_single",
                f"{w} is the only unpaired card left in your hand and may not capture a cạ",
                f"{w} là cây lẻ duy nhất còn lại trên tay, không được dùng để ăn cạ",
            )
        )
    pair = record.discarded_ca
    if pair:
        a, b = CODE[pair[0]], CODE[pair[1]]
        out.append(
            _breach(
                "capture.ca_after_discarding_ca",
                f"you discarded both cards of a cạ ({a} and {b}), so you may capture no more cạ",
                f"bạn đã đánh cả hai cây của một cạ ({a} và {b}) nên không được ăn cạ nữa",
            )
        )
    return out


def _traditional_capture(holding, record, offered, with_card, kind) -> list[Breach]:
    """Document 003 §IV: the errors a capture can commit, group by group."""
    return (
        _hand_errors(holding, offered, with_card, kind)
        + _declined_errors(record, offered, with_card, kind)
        + _discarded_errors(record, offered, with_card, kind)
        + _captured_errors(record, offered, kind)
    )


def _hand_errors(holding, offered, with_card, kind) -> list[Breach]:
    """Group A: what the hand holds."""
    c, o, w = holding.concealed, CODE[offered], CODE[with_card]
    is_ca = kind == CA
    out = []
    if is_ca and c[offered]:
        out.append(
            _breach(
                "error.A1",
                f"ăn treo tranh: you hold {o}, so capture it as a chắn, not as a cạ",
                f"ăn treo tranh: trên tay có {o} thì phải ăn chắn, không được ăn cạ",
            )
        )
    if c[offered] == 3:
        out.append(
            _breach(
                "error.A2",
                f"you hold three {o}: take the fourth by chíu, not by an ordinary capture",
                f"có ba cây {o} thì phải chíu, không được ăn thường",
            )
        )
    if not is_ca:
        return out
    ca = hand_ca(holding, RANK_OF[offered])
    if ca and with_card in ca:
        pair = f"{CODE[ca[0]]} {CODE[ca[1]]}"
        out.append(
            _breach(
                "error.A3",
                f"ăn chọn cạ: {w} belongs to the cạ {pair} already in your hand",
                f"ăn chọn cạ: {w} nằm trong cạ {pair} có sẵn trên tay",
            )
        )
    if waiting_card(holding) == with_card:
        out.append(
            _breach(
                "error.A4",
                f"ăn cạ chuyển chờ: {w} is the lone card your hand waits with; do not use it to capture a cạ",
                f"ăn cạ chuyển chờ: {w} là cây què đang chờ ù, không được lấy nó ăn cạ",
            )
        )
    if c[with_card] in (2, 4):
        out.append(
            _breach(
                "error.A5",
                f"có chắn cấu cạ: do not split your chắn {w} {w} to capture a cạ",
                f"có chắn cấu cạ: không được tách chắn {w} {w} ra để ăn cạ",
            )
        )
    return out


def _declined_errors(record, offered, with_card, kind) -> list[Breach]:
    """Group B (capture side): cards let go earlier. B10 is judged on discard."""
    o, w = CODE[offered], CODE[with_card]
    if kind == CHAN:
        if offered in record.declined_chan:
            return [
                _breach(
                    "error.B7",
                    f"bỏ chắn ăn chắn: you declined a chắn of {o} earlier",
                    f"bỏ chắn ăn chắn: trước đó đã bỏ không ăn chắn {o}",
                )
            ]
        return []
    out = []
    if with_card in record.declined_chan:
        out.append(
            _breach(
                "error.B8",
                f"bỏ chắn ăn cạ: you declined a chắn of {w} earlier, so {w} may not capture a cạ",
                f"bỏ chắn ăn cạ: trước đó đã bỏ không ăn chắn {w} nên không được lấy {w} ăn cạ",
            )
        )
    declined = record.declined_partner(with_card)
    if declined is not None:
        d = CODE[declined]
        out.append(
            _breach(
                "error.B9",
                f"bỏ cạ ăn cạ: you declined {d}, which your {w} could have taken as a cạ, "
                f"so {w} may not capture a cạ now",
                f"bỏ cạ ăn cạ: trước đó đã bỏ không ăn {d} (ghép cạ được với {w}) nên nay không được lấy {w} ăn cạ",
            )
        )
    return out


def _discarded_errors(record, offered, with_card, kind) -> list[Breach]:
    """Group C (capture side): cards discarded earlier. C14 is judged on discard."""
    o, w = CODE[offered], CODE[with_card]
    out = []
    pair = record.discarded_ca if kind == CA else None
    if pair:
        d = f"{CODE[pair[0]]} {CODE[pair[1]]}"
        out.append(
            _breach(
                "error.C11",
                f"đánh cạ ăn cạ: you discarded the cạ {d}, so you may capture no more cạ",
                f"đánh cạ ăn cạ: đã đánh cả cạ {d} thì không được ăn cạ nữa",
            )
        )
    torn = record.discard_partner(with_card) if kind == CA else None
    if torn is not None:
        d = CODE[torn]
        out.append(
            _breach(
                "error.C12",
                f"xé cạ ăn cạ: you discarded {d}, the cạ partner of {w}, so {w} may not capture a cạ",
                f"xé cạ ăn cạ: đã đánh {d} trong cạ với {w} nên không được lấy {w} ăn cạ",
            )
        )
    if offered in record.discarded:
        out.append(
            _breach(
                "error.C13",
                f"you discarded {o} earlier and may not capture it now",
                f"đã đánh {o} rồi thì không được ăn lại {o}",
            )
        )
    return out


def _captured_errors(record, offered, kind) -> list[Breach]:
    """Group D (capture side): D16. D15, D17 and D18 are judged on discard."""
    if kind == CHAN and offered != CC and RANK_OF[offered] in record.ca_ranks:
        rank = _rank(offered)
        return [
            _breach(
                "error.D16",
                f"you captured a cạ in {rank.en}, so you may not capture a chắn of that rank",
                f"đã ăn cạ {rank.vi} thì không được ăn chắn cùng hàng",
            )
        ]
    return []


def _leaves_discard(profile, holding, record, offered, with_card) -> bool:
    """capture.leave_discard: some card may legally be discarded after the capture."""
    return bool(legal_discard_faces(profile, holding, record, (offered, with_card)))


def legal_capture_faces(  # noqa: C901 - the fast path: every judge's test in one pass, as its docstring lists
    profile,
    holding: Holding,
    record: PlayerRecord,
    offered: int,
    leave_discard: bool = True,
    discards: dict[int, list[int]] | None = None,
) -> list[int]:
    """The hand faces `judge_capture` allows to capture `offered` with, the identical face first
    (the deal engine's fast path: no verdict or sentence is built; a property test checks it
    against `judge_capture`). `leave_discard`: the traditional profile too keeps only captures
    after which a legal discard exists (capture.leave_discard; cardavia's judge always does).
    `discards`, a dict: receives, for each face returned, `legal_discard_faces` after that capture
    (where it was computed to check leave_discard).

    How: each breach the judges name is one test on the counts or on a set the record keeps. Held,
    the identical card is the only candidate (capture.must_chan, error.A1); the face tests
    (discarded, played into a cạ, declined chắn, a cạ rank) come before any cạ test."""
    c = holding.concealed
    profile = get_profile(profile)
    by_000 = not profile.error_checks  # the checks of 000 §3, else the errors of 003 §IV
    if by_000:
        if offered in record.discarded or offered in record.ca_hand_faces:  # capture.discarded_face
            return []
    elif offered in record.discarded:  # C13
        return []
    check_discard = by_000 or leave_discard
    if c[offered]:  # a chắn capture, the only one (capture.must_chan, A1)
        if not by_000 and (
            c[offered] == 3
            or offered in record.declined_chan  # A2, B7
            or (offered != CC and RANK_OF[offered] in record.ca_ranks)
        ):  # D16
            return []
        if check_discard:
            after = legal_discard_faces(profile, holding, record, (offered, offered))
            if not after:
                return []
            if discards is not None:
                discards[offered] = after
        return [offered]
    partners = [f for f in CA_PARTNERS[offered] if c[f] & 1]  # held, and no chắn split (no_break_chan, A5)
    if not partners or record.discarded_ca is not None:  # ca_after_discarding_ca, C11
        return []
    ca = hand_ca(holding, RANK_OF[offered])
    if by_000 and ca:  # capture.ca_rank_has_ca
        return []
    out = []
    for f in partners:
        if f in record.declined_chan:  # capture.declined_chan, B8
            continue
        if by_000:
            if unpaired(holding) == [f]:  # capture.ca_last_single
                continue
        elif (
            (ca and f in ca)
            or waiting_card(holding) == f  # A3, A4
            or _ca_partner(f, record.declined) is not None  # B9
            or _ca_partner(f, record.discarded) is not None
        ):  # C12
            continue
        if check_discard:
            after = legal_discard_faces(profile, holding, record, (offered, f))
            if not after:
                continue
            if discards is not None:
                discards[f] = after
        out.append(f)
    return out


# ---------------------------------------------------------------------------- chíu


def judge_chiu(profile, holding: Holding, record: PlayerRecord, offered: int, source: str = "discard") -> Verdict:
    """Chíu: three identical cards in hand take the public fourth (claim.chiu)."""
    _check_source(source)
    o = CODE[offered]
    if holding.concealed[offered] != 3:
        return _refuse(
            [_breach("claim.chiu", f"chíu needs three {o} in your hand", f"muốn chíu phải có ba cây {o} trên tay")]
        )
    breaches = _chiu_breaches(get_profile(profile), record, offered)
    if breaches:
        return _refuse(breaches)
    return _allow(
        ("claim.chiu", "groups.four", "claim.chiu_discard"),
        f"chíu {o}: expose all four {o} as two chắn, then discard once",
        f"chíu {o}: hạ cả bốn cây {o} thành hai chắn rồi đánh một cây",
    )


def _chiu_breaches(profile: Profile, record: PlayerRecord, offered: int) -> list[Breach]:
    """A chíu is a capture of that face: the face rules of either set of checks apply to it."""
    o = CODE[offered]
    if not profile.error_checks:
        return _dead_face(record, offered)
    out = []
    if offered in record.declined_chan:
        out.append(
            _breach(
                "error.B7",
                f"bỏ chắn ăn chắn: you declined a chắn of {o} earlier",
                f"bỏ chắn ăn chắn: trước đó đã bỏ không ăn chắn {o}",
            )
        )
    if offered in record.discarded:
        out.append(
            _breach(
                "error.C13",
                f"you discarded {o} earlier and may not capture it now",
                f"đã đánh {o} rồi thì không được ăn lại {o}",
            )
        )
    if offered != CC and RANK_OF[offered] in record.ca_ranks:  # a chíu is a chắn capture (D16 too)
        rank = _rank(offered)
        out.append(
            _breach(
                "error.D16",
                f"you captured a cạ in {rank.en}, so you may not chíu a card of that rank",
                f"đã ăn cạ {rank.vi} thì không được chíu cây cùng hàng",
            )
        )
    return out


# ---------------------------------------------------------------------------- discards


def judge_discard(profile, holding: Holding, record: PlayerRecord, face: int) -> Verdict:
    """Discarding `face` from a 20-card holding (after a capture, a chíu, or as the dealer)."""
    f = CODE[face]
    if not holding.concealed[face]:
        return _refuse([_breach("turn.offered", f"you hold no {f}", f"trên tay không có {f}")])
    profile = get_profile(profile)
    errors = profile.error_checks
    judge = _traditional_discard if errors else _cardavia_discard
    breaches = judge(profile, holding, record, face)
    if breaches:
        return _refuse(breaches)
    rules = ["turn.offered"]
    if not errors and holding.concealed[face] == 3:
        rules.append("capture.no_break_chan")
    return _allow(rules, f"discard {f}", f"đánh {f}")


def _cardavia_discard(profile, holding, record, face) -> list[Breach]:
    f = CODE[face]
    out = []
    if holding.concealed[face] in (2, 4):
        out.append(
            _breach(
                "capture.no_break_chan", f"discarding {f} would break your chắn {f} {f}", f"đánh {f} là xé chắn {f} {f}"
            )
        )
    if face in record.declined_chan:
        out.append(
            _breach(
                "capture.declined_chan",
                f"you declined a chắn of {f} earlier, so you may not discard it",
                f"bạn đã bỏ không ăn chắn {f} nên không được đánh {f}",
            )
        )
    partner = record.discard_partner(face) if record.captured_ca else None
    if partner is not None:
        d = CODE[partner]
        out.append(
            _breach(
                "capture.no_discard_ca_after_ca",
                f"you have captured a cạ, so you may not discard {f} after {d}: both cards of a cạ",
                f"bạn đã ăn cạ nên không được đánh {f} sau {d} (đánh cả cạ)",
            )
        )
    return out


def _traditional_discard(profile, holding, record, face) -> list[Breach]:
    f = CODE[face]
    out = []
    if _keeps_lone_chi_chi(profile, holding, record, face):
        out.append(
            _breach(
                "error.A6",
                f"chờ chi rộng: with six or more chắn, discard your lone Chi chi instead of {f}",
                f"chờ chi rộng: đã có từ sáu chắn mà lẻ Chi chi thì phải đánh Chi chi, không đánh {f}",
            )
        )
    if face in record.declined:
        out.append(
            _breach(
                "error.B10",
                f"bỏ chắn đánh chắn: you declined {f} earlier and may not discard it",
                f"bỏ chắn đánh chắn: trước đó đã bỏ không ăn {f} thì không được đánh {f}",
            )
        )
    if face in record.discarded:
        out.append(
            _breach(
                "error.C14",
                f"đánh đôi chắn: you discarded {f} before and may not discard it again",
                f"đánh đôi chắn: đã đánh {f} rồi thì không được đánh thêm {f}",
            )
        )
    if face in record.captured_faces:
        out.append(
            _breach(
                "error.D15",
                f"you captured {f} earlier and may not discard it",
                f"đã ăn {f} rồi thì không được đánh {f}",
            )
        )
    partner = record.discard_partner(face) if record.captured_ca else None
    if partner is not None:
        d = CODE[partner]
        out.append(
            _breach(
                "error.D17",
                f"đánh cạ khi đã ăn cạ: after capturing a cạ, {f} after {d} discards a whole cạ",
                f"đánh cạ khi đã ăn cạ: đã ăn cạ thì không được đánh {f} sau {d} (đánh cả cạ)",
            )
        )
    if face != CC and RANK_OF[face] in record.ca_ranks:
        rank = _rank(face)
        out.append(
            _breach(
                "error.D18",
                f"ăn cạ đánh con cùng hàng: you captured a cạ in {rank.en} and may not discard {f}",
                f"ăn cạ đánh con cùng hàng: đã ăn cạ {rank.vi} thì không được đánh {f}",
            )
        )
    return out


def legal_discard_faces(
    profile, holding: Holding, record: PlayerRecord, capture: tuple[int, int] | None = None
) -> list[int]:
    """The faces `judge_discard` allows, read off the sets the record keeps (the deal engine's
    fast path; a property test checks it against `judge_discard`).

    `capture=(offered, with_card)`: the faces allowed right after that capture
    (capture.leave_discard), read off this holding and record without building either anew."""
    c: tuple[int, ...] | list[int] = holding.concealed
    captured_ca = bool(record.ca_captures)
    by_000 = not get_profile(profile).error_checks  # the checks of 000 §3, else the errors of 003 §IV
    bad = record.declined_chan if by_000 else record.discard_bans
    exposed_chan = holding.exposed_chan
    also: tuple[int, ...] = ()  # faces the capture itself bars (traditional: D15 the captured face, D18 a cạ's rank)
    if capture is not None:
        offered, with_card = capture
        c = list(c)
        c[with_card] -= 1
        if offered == with_card:
            exposed_chan += 1
            if not by_000:
                also = (offered,)
        else:
            captured_ca = True
            if not by_000:
                also = _rank_faces(RANK_OF[offered])
    # no second card of a cạ already half discarded (D17 / no_discard_ca_after_ca)
    partners = record.discard_partners if captured_ca else ()
    if by_000:  # an odd count: the card breaks no chắn (no_break_chan)
        return [f for f in range(FACES) if c[f] & 1 and f not in bad and f not in partners]
    allowed = [f for f in range(FACES) if c[f] and f not in bad and f not in partners and f not in also]
    # A6: a lone Chi chi beside six chắn (cho_chi_rong): only it may go
    if CC in allowed and c[CC] & 1 and exposed_chan + sum(map(HALF.__getitem__, c)) >= MIN_CHAN:
        allowed = [CC]
    return allowed


def _keeps_lone_chi_chi(profile, holding, record, face) -> bool:
    """Error A6 (D20): the holding has six or more chắn and a lone Chi chi, the Chi chi could be
    discarded, and another card is discarded instead — breaking a chắn to wait on Chi chi
    included (003 §IV.A6 "phải đánh bỏ Chi Chi đi nếu có cơ hội đánh được")."""
    if face == CC or not cho_chi_rong(holding):
        return False
    return judge_discard(profile, holding, record, CC).legal


# ---------------------------------------------------------------------------- wins


def judge_win(
    profile, holding: Holding, record: PlayerRecord, offered: int, source: str = "stock", own_gate: bool = False
) -> Verdict:
    """A win on `offered`: on a revealed stock card, or on a discard only by chíu ù (D15)."""
    _check_source(source)
    o = CODE[offered]
    if not is_win(holding, offered):
        return _refuse([_no_win_reason(get_profile(profile), holding, offered)])
    by_chiu = holding.concealed[offered] == 3
    if source == "discard":
        if not by_chiu:
            return _refuse(
                [
                    _breach(
                        "win.stock_only",
                        f"{o} completes your hand, but a discard can be won only through chíu ù",
                        f"{o} làm tròn bài nhưng cây đánh ra chỉ ù được bằng chíu ù",
                    )
                ]
            )
        # a win is not a capture (win.not_capture, D24): no capture error applies to the winning card
        return _allow(
            ("win.stock_only", "win.ten_pairs", "claim.chiu", "cuoc.chiu_u", "win.not_capture"),
            f"chíu {o} completes ten pairs: chíu ù",
            f"chíu {o} thì tròn bài: chíu ù",
        )
    rules = ["win.stock_only", "win.ten_pairs"] + (["win.chi_chi"] if offered == CC else [])
    en, vi = "", ""
    if own_gate:
        rules.append("cuoc.chi")
        en, vi = " at your own gate (ù chì)", " ở cửa mình (ù chì)"
    if by_chiu:  # 003 §III.15: a chíu that wins is chíu ù, whether the card was discarded or drawn
        rules.append("cuoc.chiu_u")
        en, vi = en + ", by chíu (chíu ù)", vi + ", bằng chíu (chíu ù)"
    if offered in record.declined or offered in record.discarded:
        rules.append("win.not_capture")  # D24: declining or discarding a face never bars winning on it
        en += f"; you let {o} go earlier, but a win is not a capture"
        vi += f"; trước đó bạn đã bỏ hoặc đánh {o}, nhưng ù không phải là ăn"
    return _allow(
        rules,
        f"the stock card {o} completes ten pairs with at least six chắn{en}",
        f"cây nọc {o} làm tròn mười đôi với ít nhất sáu chắn{vi}",
    )


def may_win(holding: Holding, offered: int, source: str = "stock") -> bool:
    """`judge_win(...).legal` without the verdict (the deal engine's fast path; a property test
    checks it against `judge_win`): the card completes the hand, and a discard only by chíu ù."""
    return is_win(holding, offered) and (source != "discard" or holding.concealed[offered] == 3)


def _no_win_reason(profile: Profile, holding: Holding, offered: int) -> Breach:
    o = CODE[offered]
    if holding.size == 19 and cho_chi_rong(holding):
        also = ("error.A6",) if profile.error_checks else ()
        return _breach(
            "win.cho_chi_rong",
            "a lone Chi chi beside six or more chắn can never win (chờ chi rộng)",
            "lẻ Chi chi khi đã có từ sáu chắn thì không bao giờ ù được (chờ chi rộng)",
            also,
        )
    if offered == CC and holding.size == 19 and _pairs_up(holding, offered):
        return _breach(
            "win.chi_chi",
            "a win on Chi chi needs exactly six chắn and four cạ",
            "ù lá Chi chi phải có đúng sáu chắn và bốn cạ",
        )
    return _breach(
        "win.ten_pairs",
        f"{o} does not complete ten pairs with at least six chắn",
        f"{o} không làm tròn mười đôi với ít nhất sáu chắn",
    )


def _pairs_up(holding: Holding, offered: int) -> bool:
    """Whether the 20 cards pair up completely (ignoring how many chắn)."""
    counts = list(holding.concealed)
    counts[offered] += 1
    return not loose_ends(counts)[1]


# ---------------------------------------------------------------------------- options


@dataclass(frozen=True)
class Option:
    kind: str  # chan, ca, chiu, win, pass, discard
    card: int  # the offered card, or the discarded card
    with_card: int | None  # the hand card used; the offered card for chiu and win; None for pass
    verdict: Verdict
    then_discards: tuple[Option, ...] = ()  # legal discards after a legal capture or chíu

    @property
    def legal(self) -> bool:
        return self.verdict.legal

    def to_json(self) -> dict:
        if self.kind == DISCARD:
            return {"card": CODE[self.card], **self.verdict.to_json()}
        out = {
            "kind": self.kind,
            "with": None if self.with_card is None else CODE[self.with_card],
            **self.verdict.to_json(),
        }
        if self.legal and self.kind in (CHAN, CA, CHIU):
            out["then_discards"] = [d.to_json() for d in self.then_discards]
        return out


def options(
    profile, holding: Holding, record: PlayerRecord, offered: int, source: str = "discard", own_gate: bool = False
) -> list[Option]:
    """Every conceivable answer to an offered card, legal or not: captures, chíu, win, pass."""
    _check_source(source)
    out = []
    for hand_card in capture_partners(holding, offered):
        verdict = judge_capture(profile, holding, record, offered, hand_card, source, own_gate)
        kind = pair_kind(offered, hand_card)
        assert kind is not None  # capture partners pair with the offered card
        then: tuple = ()
        if verdict.legal:
            later = record.copy()
            later.capture(offered, hand_card)
            then = legal_discards(profile, after_capture(holding, offered, hand_card), later)
        out.append(Option(kind, offered, hand_card, verdict, then))
    if holding.concealed[offered] == 3:
        verdict = judge_chiu(profile, holding, record, offered, source)
        then = ()
        if verdict.legal:
            later = record.copy()
            later.chiu(offered)
            then = legal_discards(profile, after_chiu(holding, offered), later)
        out.append(Option(CHIU, offered, offered, verdict, then))
    out.append(Option(WIN, offered, offered, judge_win(profile, holding, record, offered, source, own_gate)))
    out.append(Option(PASS, offered, None, judge_pass(profile, holding, record, offered, source, own_gate)))
    return out


def judge_pass(
    profile, holding: Holding, record: PlayerRecord, offered: int, source: str = "discard", own_gate: bool = False
) -> Verdict:
    """Letting the offered card go is always allowed; say what it marks as declined."""
    o = CODE[offered]
    if source == "discard" or not own_gate:  # a discard, or a stock card the previous player passed on
        rules, en, vi = ["turn.draw"], f"let {o} go and reveal a stock card", f"bỏ qua {o} rồi lật một cây nọc"
    else:
        rules, en, vi = (
            ["turn.pass_on"],
            f"let {o} go; the next player may capture it",
            f"bỏ qua {o}; nhà dưới có thể ăn cây này",
        )
    profile = get_profile(profile)
    available = available_capture(profile, holding, record, offered, source)
    errors = profile.error_checks
    if available == CHAN and not errors:
        rules.append("capture.declined_chan")
        en += f", but you decline a chắn, so later you may not discard {o} or use it in a cạ"
        vi += f", nhưng như vậy là bỏ chắn nên về sau không được đánh {o} hay dùng {o} ăn cạ"
    elif available == CHAN:
        rules += ["error.B7", "error.B8", "error.B10"]
        en += (
            f", but you decline a chắn, so later capturing {o} as a chắn, using it in a cạ or discarding it are errors"
        )
        vi += f", nhưng như vậy là bỏ chắn nên về sau ăn chắn {o}, lấy {o} ăn cạ hay đánh {o} đều là lỗi"
    if available and errors and any(f != offered for f in capture_partners(holding, offered)):
        rules.append("error.B9")
        en += f"; using another card of {_rank(offered).en} to capture a cạ becomes an error (bỏ cạ ăn cạ)"
        vi += f"; lấy cây khác {_rank(offered).vi} để ăn cạ sẽ là lỗi bỏ cạ ăn cạ"
    return _allow(rules, en, vi)


def available_capture(
    profile, holding: Holding, record: PlayerRecord, offered: int, source: str = "discard"
) -> str | None:
    """What passing `offered` declines: "chan" when a chắn capture or chíu is legal, else "ca"
    when a cạ capture is legal, else None. Pass the result to `PlayerRecord.decline`."""
    _check_source(source)
    if holding.concealed[offered] == 3 and not _chiu_breaches(get_profile(profile), record, offered):
        return CHAN
    faces = legal_capture_faces(profile, holding, record, offered, leave_discard=False)
    if not faces:
        return None
    return CHAN if faces[0] == offered else CA


def discard_options(profile, holding: Holding, record: PlayerRecord) -> list[Option]:
    """Every distinct concealed face of a 20-card holding as a discard, legal or not."""
    return [
        Option(DISCARD, f, None, judge_discard(profile, holding, record, f))
        for f in range(FACES)
        if holding.concealed[f]
    ]


def legal_discards(profile, holding: Holding, record: PlayerRecord) -> tuple[Option, ...]:
    return tuple(o for o in discard_options(profile, holding, record) if o.legal)


# ---------------------------------------------------------------------------- verify / can


def _verified(verdict: Verdict) -> Verdict:
    if not verdict.legal:
        raise IllegalAction.from_verdict(verdict)
    return verdict


def verify_capture(profile, holding, record, offered, with_card, source="discard", own_gate=False) -> Verdict:
    return _verified(judge_capture(profile, holding, record, offered, with_card, source, own_gate))


def can_capture(profile, holding, record, offered, with_card, source="discard", own_gate=False) -> bool:
    return judge_capture(profile, holding, record, offered, with_card, source, own_gate).legal


def verify_chiu(profile, holding, record, offered, source="discard") -> Verdict:
    return _verified(judge_chiu(profile, holding, record, offered, source))


def can_chiu(profile, holding, record, offered, source="discard") -> bool:
    return judge_chiu(profile, holding, record, offered, source).legal


def verify_discard(profile, holding, record, face) -> Verdict:
    return _verified(judge_discard(profile, holding, record, face))


def can_discard(profile, holding, record, face) -> bool:
    return judge_discard(profile, holding, record, face).legal


def verify_win(profile, holding, record, offered, source="stock", own_gate=False) -> Verdict:
    return _verified(judge_win(profile, holding, record, offered, source, own_gate))


def can_win(profile, holding, record, offered, source="stock", own_gate=False) -> bool:
    return judge_win(profile, holding, record, offered, source, own_gate).legal


__all__ = [
    "IllegalAction",
    "Verdict",
    "PlayerRecord",
    "Option",
    "Breach",
    "ERROR_GROUP",
    "judge_capture",
    "judge_chiu",
    "judge_discard",
    "judge_win",
    "judge_pass",
    "turn_rule",
    "verify_capture",
    "verify_chiu",
    "verify_discard",
    "verify_win",
    "can_capture",
    "can_chiu",
    "can_discard",
    "can_win",
    "may_win",
    "options",
    "discard_options",
    "legal_discards",
    "available_capture",
    "pair_kind",
    "capture_partners",
    "after_capture",
    "after_chiu",
    "hand_ca",
    "unpaired",
    "waiting_card",
]
