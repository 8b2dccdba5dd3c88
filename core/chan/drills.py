"""Drills for the Learn page: questions generated from random deals and holdings, checked by the core.

Every drill is pure and deterministic: ``make(kind, seed, profile)`` always builds the same question,
and ``check(drill, answer)`` recomputes the right answer from the question's cards with the rules
engine (it never trusts a stored answer), returning a ``Feedback`` with the verdict, the right
answer, an explanation in English and Vietnamese and the rule ids it rests on.

Kinds (``DRILL_KINDS``):

- ``waits``: a 19-card holding; which cards complete it? (``analysis.wait_kinds``)
- ``capture``: a position reached by playing a random deal a few dozen actions, so the player's
  own history matters; is this capture legal, and if not, which rule forbids it?
  (``legality.judge_capture``)
- ``bach_thu``: 20 cards after a capture; which discard leaves a bạch thủ wait, legally?
  (``analysis.wait_kinds`` and ``legality.judge_discard``)
- ``score``: a winning holding with its events; what is the total? (``scoring.score``)
- ``call``: the same; which cước do you call? (``calling.check_call``)

Answers: ``waits`` a collection of faces or codes; ``capture`` the string ``"legal"`` or a rule
id; ``bach_thu`` a face or code; ``score`` an int; ``call`` a collection of cước ids (repeat an
id for each Tôm or Lèo set) or a mapping id → count.

Standard library only.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..common.drills import Drill, Feedback
from ..common.text import Text, join
from .analysis import BA_DAU, BACH_THU, CA, CHAN, KIND_NAMES, WAIT_RULES, analyse_waits, wait_kinds
from .bots import RandomBot, RuleBot
from .calling import check_call
from .cards import CC, CODE, COPIES, FACES, LEO, RANK_OF, RED, TOM, face_of, parse_card, parse_cards
from .deal import Deal, DealOptions
from .holding import Holding
from .legality import PlayerRecord, capture_partners, judge_capture, judge_discard, pair_kind
from .profiles import PROFILES as ALL_PROFILES, get_profile
from .scoring import CUOC_NAMES, score

DRILL_KINDS = ("waits", "capture", "bach_thu", "score", "call")
PROFILES = tuple(ALL_PROFILES)

# the capture rules each profile can cite in a capture question (the pool of choices)
CAPTURE_RULES = {name: p.capture_rules for name, p in ALL_PROFILES.items()}
# rules that depend on the player's history rather than on the hand alone
HISTORY_RULES = frozenset(
    {
        "capture.declined_chan",
        "capture.discarded_face",
        "capture.ca_after_discarding_ca",
        "error.B7",
        "error.B8",
        "error.B9",
        "error.C11",
        "error.C12",
        "error.C13",
        "error.D16",
    }
)
LEGAL = "legal"


# ============================================================================ helpers


def _codes(faces) -> str:
    return " ".join(CODE[f] for f in faces)


def _face(value) -> int:
    if isinstance(value, str):
        return parse_card(value)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < FACES:
        raise ValueError(f"not a card: {value!r}")
    return value


def _faces(values) -> set[int]:
    if isinstance(values, str):
        return set(parse_cards(values))
    return {_face(v) for v in values}


def holding_of(data: dict) -> Holding:
    """The holding a question shows: concealed `hand` plus `exposed` pairs (D2 notation)."""
    return Holding.from_faces(parse_cards(data["hand"]), [tuple(parse_cards(p)) for p in data.get("exposed", [])])


def record_of(history) -> PlayerRecord:
    """A PlayerRecord from history events in the position format of core/chan/explain.py."""
    record = PlayerRecord()
    for event in history:
        card = parse_card(event["card"])
        if event["event"] == "discard":
            record.discard(card)
        elif event["event"] == "decline":
            record.decline(card, event["available"])
        elif event["event"] == "capture":
            record.capture(card, parse_card(event["with"]))
        elif event["event"] == "chiu":
            record.chiu(card)
        else:
            raise ValueError(f"unknown history event {event['event']!r}")
    return record


def history_of(record: PlayerRecord) -> list[dict]:
    """History events (explain.py's position format) that rebuild `record`."""
    events = [{"event": "capture", "card": CODE[c], "with": CODE[w]} for c, w in record.captures]
    events += [{"event": "chiu", "card": CODE[c]} for c in record.chius]
    events += [{"event": "decline", "card": CODE[c], "available": k} for c, k in record.declined.items()]
    events += [{"event": "discard", "card": CODE[c]} for c in record.discarded]
    return events


def _waits(waits) -> Text:
    if not waits:
        return Text("no card", "không có cây nào")
    return join(", ", [f"{CODE[f]} (" + KIND_NAMES[k] + ")" for f, k in waits])


# ============================================================================ building ready holdings

SHAPES = ("rong", "ba_dau", "bach_thu", "chi", "not_ready")


def _weights(prefer=(), no_red: bool = False) -> list[float]:
    w = [1.0] * FACES
    for f in prefer:
        w[f] = 8.0
    if no_red:
        for f in range(FACES):
            if RED[f]:
                w[f] = 0.0
    return w


def _pick(rng: random.Random, faces, weights) -> int | None:
    faces = [f for f in faces if weights[f] > 0]
    if not faces:
        return None
    return rng.choices(faces, [weights[f] for f in faces])[0]


def _pick_any(rng: random.Random, faces, weights) -> int:
    """`_pick` among faces of which some always has a weight (only red faces are ever weighed 0)."""
    face = _pick(rng, faces, weights)
    assert face is not None
    return face


def _build(rng: random.Random, chan: int, ca: int, tail: list[int], weights) -> list[int] | None:
    """Faces of `chan` chắn, `ca` cạ (one per rank) and the `tail` cards, or None if stuck."""
    left = [COPIES] * FACES
    counts = [0] * FACES
    for f in tail:
        left[f] -= 1
        counts[f] += 1
    tail_ranks = {RANK_OF[f] for f in tail if f != CC}
    for _ in range(chan):
        face = _pick(rng, [f for f in range(FACES) if left[f] >= 2], weights)
        if face is None:
            return None
        left[face] -= 2
        counts[face] += 2
    used_ranks = set(tail_ranks)

    def usable(r: int) -> list[int]:
        return [s for s in range(3) if left[face_of(r, s)] > 0 and weights[face_of(r, s)] > 0]

    for _ in range(ca):
        ranks = [r for r in range(2, 10) if r not in used_ranks and len(usable(r)) >= 2]
        if not ranks:
            return None
        r = rng.choice(ranks)
        pair = [face_of(r, s) for s in rng.sample(usable(r), 2)]
        for f in pair:
            left[f] -= 1
            counts[f] += 1
        used_ranks.add(r)
    faces = [f for f in range(FACES) for _ in range(counts[f])]
    return faces if len(faces) == 2 * chan + 2 * ca + len(tail) else None


def ready_holding(
    rng: random.Random, shape: str = "rong", prefer=(), no_red: bool = False, tail: list[int] | None = None
) -> Holding:
    """A concealed 19-card holding of the given shape (checked with the core):

    ``rong`` six or more chắn, cạ and one lone card (ù rộng: wins by chắn or cạ); ``ba_dau`` at least
    five chắn, cạ and a ba đầu; ``bach_thu`` five chắn, four cạ and one lone card; ``chi`` the same
    with a lone Chi chi; ``not_ready`` a near miss (two loose ends, too few chắn, or chờ chi rộng).
    """
    weights = _weights(prefer, no_red)
    for _ in range(200):
        if shape == "rong":
            chan = rng.randint(6, 9)
            lone = tail or [_pick_any(rng, [f for f in range(FACES) if f != CC], weights)]
            faces = _build(rng, chan, 9 - chan, lone, weights)
            want = {CHAN, CA} if chan >= 6 else None
        elif shape == "ba_dau":
            chan = rng.randint(5, 8)
            r = rng.randint(2, 9)
            faces = _build(rng, chan, 8 - chan, [face_of(r, s) for s in range(3)], weights)
            want = {BA_DAU}
        elif shape == "bach_thu":
            lone = tail or [_pick_any(rng, [f for f in range(FACES) if f != CC], weights)]
            faces = _build(rng, 5, 4, lone, weights)
            want = {BACH_THU}
        elif shape == "chi":
            faces = _build(rng, 5, 4, [CC], weights)
            want = {BACH_THU}
        elif shape == "not_ready":
            variant = rng.randrange(3)
            if variant == 0:  # chờ chi rộng: six chắn, three cạ and a lone Chi chi
                faces = _build(rng, 6, 3, [CC], weights)
            elif variant == 1:  # only four chắn
                faces = _build(rng, 4, 5, [_pick_any(rng, range(CC), weights)], weights)
            else:  # two loose ends
                a, b = rng.sample(range(2, 10), 2)
                faces = _build(rng, 6, 2, [face_of(a, rng.randrange(3)), face_of(b, rng.randrange(3)), CC], weights)
            want = set()
        else:
            raise ValueError(f"unknown shape {shape!r}; use one of {', '.join(SHAPES)}")
        if faces is None or len(faces) != 19:
            continue
        holding = Holding.from_faces(faces)
        kinds = {k for _, k in wait_kinds(holding)}
        if kinds == want or (shape == "rong" and kinds and kinds <= {CHAN, CA}):
            return holding
    raise RuntimeError(f"could not build a {shape} holding")  # pragma: no cover


def expose_some(rng: random.Random, holding: Holding, most: int = 4, keep_faces=()) -> Holding:
    """Move up to `most` of the concealed chắn and cạ to the exposed pairs (as captures would)."""
    groups = [
        g for g in holding.grouping() if g.kind in (CHAN, CA) and not g.exposed and not set(g.faces) & set(keep_faces)
    ]
    rng.shuffle(groups)
    counts = list(holding.concealed)
    exposed = list(holding.exposed)
    for g in groups[: rng.randint(0, min(most, len(groups)))]:
        for f in g.faces:
            counts[f] -= 1
        exposed.append(tuple(g.faces))
    return Holding(counts, exposed)


def _record_for_exposed(holding: Holding, rng: random.Random) -> PlayerRecord:
    """A history in which every exposed pair was captured (one card taken, the other from the hand)."""
    record = PlayerRecord()
    for pair in holding.exposed:
        if len(pair) == 2:
            taken = rng.randrange(2)
            record.capture(pair[taken], pair[1 - taken])
    return record


def _holding_data(holding: Holding) -> dict:
    return {"hand": holding.notation(), "exposed": holding.exposed_notation()}


# ============================================================================ waits


def waits_drill(rng: random.Random, profile: str = "cardavia") -> Drill:
    shape = rng.choices(SHAPES, (4, 2, 2, 1, 1))[0]
    holding = expose_some(rng, ready_holding(rng, shape), 3)
    waits = wait_kinds(holding)
    data = _holding_data(holding)
    return Drill(
        "waits",
        get_profile(profile).name,
        Text(
            "These 19 cards are yours (exposed pairs included). Which cards would complete the hand? "
            "Pick every one, or none if it cannot win.",
            "Đây là 19 cây của bạn (tính cả các đôi đã hạ). Những cây nào làm tròn bài? Chọn hết, hoặc "
            "không chọn cây nào nếu bài không thể ù.",
        ),
        data,
        [CODE[f] for f, _ in waits],
        ("win.ten_pairs", "groups.forced"),
    )


def _check_waits(drill: Drill, answer) -> Feedback:
    holding = holding_of(drill.data)
    waits = wait_kinds(holding)
    right = {f for f, _ in waits}
    given = _faces(answer)
    rules = ["win.ten_pairs", "groups.forced"]
    for f, k in waits:
        rules += [r for r in _wait_rules(f, k) if r not in rules]
    missed, extra = sorted(right - given), sorted(given - right)
    en, vi = [], []
    if waits:
        en.append(f"The waits are {_waits(waits).en}.")
        vi.append(f"Các cây chờ là {_waits(waits).vi}.")
    else:
        report = analyse_waits(holding)
        en.append(f"No card completes this hand: {report.reason.en}.")
        vi.append(f"Không cây nào làm tròn bài này: {report.reason.vi}.")
        rules += [r for r in report.rules if r not in rules]
    if missed:
        en.append(f"You missed {_codes(missed)}.")
        vi.append(f"Bạn bỏ sót {_codes(missed)}.")
    if extra:
        en.append(f"{_codes(extra)} would not complete it.")
        vi.append(f"{_codes(extra)} không làm tròn bài.")
    en.append(_shape(holding).en)
    vi.append(_shape(holding).vi)
    return Feedback(
        not missed and not extra,
        Text(_codes(sorted(right)) or "—", _codes(sorted(right)) or "—"),
        Text(" ".join(en), " ".join(vi)),
        tuple(rules),
    )


def _wait_rules(face: int, kind: str) -> tuple[str, ...]:
    return WAIT_RULES[kind] + (("win.chi_chi",) if face == CC else ())


def _shape(holding: Holding) -> Text:
    n = Counter(g.kind for g in holding.grouping())
    counts = f"{n[CHAN]} chắn, {n[CA]} cạ, {n['ba_dau']} ba đầu, {n['que']} què."
    return Text("Grouping: " + counts, "Xếp bài: " + counts)


# ============================================================================ capture


def capture_drill(rng: random.Random, profile: str = "cardavia", tries: int = 400) -> Drill:
    """A capture met in a random deal; about half legal, and illegal ones often for a history reason."""
    profile = get_profile(profile).name
    want = rng.choices(("legal", "hand", "history"), (4, 3, 3))[0]
    fallback = None
    for _ in range(tries):
        found = _capture_position(rng, profile)
        if found is None:
            continue
        options = found["options"]
        matching = [o for o in options if _category(o[1]) == want]
        if matching:
            return _capture_question(rng, profile, found, rng.choice(matching))
        fallback = fallback or (found, rng.choice(options))
    if fallback is None:  # pragma: no cover - every profile meets captures within a few deals
        raise RuntimeError("no capture position found")
    return _capture_question(rng, profile, *fallback)


def _category(verdict) -> str:
    if verdict.legal:
        return "legal"
    return "history" if set(verdict.violations) & HISTORY_RULES else "hand"


def _capture_position(rng: random.Random, profile: str) -> dict | None:
    seed = rng.randrange(10**9)
    deal = Deal(DealOptions(profile=profile), seed=seed)
    players = [RuleBot(seed + s) if rng.random() < 0.6 else RandomBot(seed + s) for s in range(4)]
    stop_after = rng.randint(8, 110)
    steps = 0
    while not deal.over and steps < 400:
        if steps >= stop_after and deal.phase == "respond" and not deal.dead[deal.to_act]:
            seat, offered = deal.to_act, deal.card
            assert offered is not None  # a card is offered while the players respond
            holding, record = deal.hand_of(seat), deal.records[seat]
            partners = capture_partners(holding, offered)
            if partners:
                options = [(f, judge_capture(profile, holding, record, offered, f, deal.source)) for f in partners]
                return {
                    "holding": holding,
                    "record": record.copy(),
                    "offered": offered,
                    "source": deal.source,
                    "own_gate": deal.card_gate == seat,
                    "options": options,
                    "seed": seed,
                    "steps": steps,
                }
        seat = deal.to_act
        deal.act(players[seat].choose(deal, seat))
        steps += 1
    return None


def _capture_question(rng: random.Random, profile: str, found: dict, option) -> Drill:
    with_card, verdict = option
    offered = found["offered"]
    pool = [r for r in get_profile(profile).capture_rules if r not in verdict.violations]
    rng.shuffle(pool)
    true = list(dict.fromkeys(r for r in verdict.violations if r in get_profile(profile).capture_rules))[:2]
    rules = true + pool[: 4 - len(true)]
    rng.shuffle(rules)
    data = {
        **_holding_data(found["holding"]),
        "offered": CODE[offered],
        "with": CODE[with_card],
        "source": found["source"],
        "own_gate": found["own_gate"],
        "history": history_of(found["record"]),
        "choices": [LEGAL] + rules,
        "deal_seed": found["seed"],
        "deal_steps": found["steps"],
    }
    group = pair_kind(offered, with_card)
    assert group is not None  # `with_card` is a capture partner of `offered`
    kind = "chắn" if group == CHAN else "cạ"
    if found["source"] == "discard":
        where = Text("discarded by the player before you", "do nhà trên đánh ra")
    elif found["own_gate"]:
        where = Text("you turned it up from the stock", "bạn vừa lật từ nọc")
    else:
        where = Text("turned up from the stock and passed on to you", "nhà trên lật từ nọc rồi bỏ qua")
    answer = LEGAL if verdict.legal else (true[0] if true else verdict.violations[0])
    return Drill(
        "capture",
        profile,
        Text(
            f"{CODE[offered]} is offered ({where.en}). May you capture it as a {kind} "
            f"with your {CODE[with_card]}? If not, which rule forbids it?",
            f"Cây {CODE[offered]} đang được xét ({where.vi}). Bạn có được lấy "
            f"{CODE[with_card]} trên tay ăn thành {kind} không? Nếu không, luật nào cấm?",
        ),
        data,
        answer,
        ("turn.offered", "groups." + group),
    )


def capture_verdict(drill: Drill):
    data = drill.data
    return judge_capture(
        drill.profile,
        holding_of(data),
        record_of(data.get("history", [])),
        parse_card(data["offered"]),
        parse_card(data["with"]),
        data.get("source", "discard"),
    )


def _check_capture(drill: Drill, answer) -> Feedback:
    verdict = capture_verdict(drill)
    answer = str(answer)
    if verdict.legal:
        correct = answer == LEGAL
        right = Text("legal", "được phép")
    else:
        correct = answer in verdict.violations
        shown = [r for r in verdict.violations if r in drill.data.get("choices", ())] or list(verdict.violations)
        right = Text("not allowed: ", "không được phép: ") + ", ".join(shown)
    en, vi = verdict.explanation.en, verdict.explanation.vi
    if not correct and answer != LEGAL and not verdict.legal:
        en += f" ({answer} does not apply here.)"
        vi += f" ({answer} không áp dụng ở đây.)"
    rules = tuple(dict.fromkeys(verdict.rules + ((answer,) if answer != LEGAL and not correct else ())))
    return Feedback(correct, right, Text(en, vi), rules)


# ============================================================================ bạch thủ discard


def bach_thu_drill(rng: random.Random, profile: str = "cardavia") -> Drill:
    profile = get_profile(profile).name
    for _ in range(300):
        ready = ready_holding(rng, "bach_thu")
        lone = next(f for f, k in wait_kinds(ready) if k == BACH_THU)
        counts = list(ready.concealed)
        extra = rng.choice([f for f in range(FACES) if ready.held[f] < COPIES])
        counts[extra] += 1
        holding = expose_some(rng, Holding(counts), rng.randint(1, 4), keep_faces=(lone,))
        if not holding.exposed:
            continue
        record = _record_for_exposed(holding, rng)
        right = bach_thu_discards(profile, holding, record)
        faces = [f for f in range(FACES) if holding.concealed[f]]
        if right and len(right) < len(faces):
            data = {**_holding_data(holding), "history": history_of(record), "choices": [CODE[f] for f in faces]}
            return Drill(
                "bach_thu",
                profile,
                Text(
                    "You have just captured and now hold 20 cards. Which discard leaves you waiting for "
                    "bạch thủ, without breaking a rule?",
                    "Bạn vừa ăn và đang có 20 cây. Đánh cây nào để chờ bạch thủ mà không phạm luật?",
                ),
                data,
                [CODE[f] for f in right],
                ("win.bach_thu", "cuoc.bach_thu"),
            )
    raise RuntimeError("no bạch thủ position found")  # pragma: no cover


def bach_thu_discards(profile: str, holding: Holding, record: PlayerRecord) -> list[int]:
    """Faces whose discard is legal and leaves a bạch thủ wait."""
    out = []
    for f in range(FACES):
        if holding.concealed[f] and judge_discard(profile, holding, record, f).legal:
            if any(k == BACH_THU for _, k in wait_kinds(holding.remove(f))):
                out.append(f)
    return out


def _check_bach_thu(drill: Drill, answer) -> Feedback:
    holding = holding_of(drill.data)
    record = record_of(drill.data.get("history", []))
    right = bach_thu_discards(drill.profile, holding, record)
    face = _face(answer)
    rules = ["win.bach_thu", "cuoc.bach_thu"]
    if not holding.concealed[face]:
        return Feedback(
            False,
            Text(_codes(right), _codes(right)),
            Text(f"You hold no {CODE[face]}.", f"Trên tay không có {CODE[face]}."),
            tuple(rules),
        )
    verdict = judge_discard(drill.profile, holding, record, face)
    after = holding.remove(face)
    waits = wait_kinds(after)
    if not verdict.legal:
        en, vi = verdict.explanation.en, verdict.explanation.vi
        rules += list(verdict.rules)
    else:
        bach = next((f for f, k in waits if k == BACH_THU), None)
        if bach is not None:
            en = f"Discarding {CODE[face]} leaves five chắn, four cạ and a lone {CODE[bach]}: bạch thủ on {CODE[bach]}."
            vi = f"Đánh {CODE[face]} thì còn năm chắn, bốn cạ và một cây {CODE[bach]} lẻ: chờ bạch thủ {CODE[bach]}."
        elif waits:
            en = f"Discarding {CODE[face]} leaves the waits {_waits(waits).en}; that is no bạch thủ."
            vi = f"Đánh {CODE[face]} thì chờ {_waits(waits).vi}; như vậy không phải bạch thủ."
        else:
            en = f"After discarding {CODE[face]} no card completes the hand, so there is no bạch thủ wait."
            vi = f"Đánh {CODE[face]} thì không còn cây nào làm tròn bài, nên không chờ bạch thủ được."
            rules += [r for f, k in waits for r in _wait_rules(f, k)]
    others = [f for f in right if f != face]
    if others:
        en += f" Right answer{'s' if len(right) > 1 else ''}: {_codes(right)}."
        vi += f" Đáp án đúng: {_codes(right)}."
    return Feedback(face in right, Text(_codes(right), _codes(right)), Text(en, vi), tuple(dict.fromkeys(rules)))


# ============================================================================ score and call

THEMES = ("plain", "tom", "leo", "bach_thu", "black", "red", "thap_thanh", "chi_chi", "special")


def winning_position(rng: random.Random, profile: str = "cardavia") -> dict:
    """A 19-card holding, its winning card and events: varied, often with a cước or two."""
    profile = get_profile(profile).name
    weights = (3, 2, 2, 3, 1, 1, 1, 1, 1 if get_profile(profile).has_special else 0)
    theme = rng.choices(THEMES, weights)[0]
    for _ in range(300):
        themed = _themed_holding(rng, theme)
        if themed is None:
            continue
        holding, events, keep = themed
        waits = wait_kinds(holding)
        if not waits:
            continue
        if theme == "thap_thanh":
            waits = [(f, k) for f, k in waits if k != CA] or waits
        win, kind = rng.choice(waits)
        holding = expose_some(rng, holding, 4, keep_faces=keep + (win,))  # the winning face stays concealed
        _add_events(rng, holding, win, events, get_profile(profile).events)
        try:
            result = score(holding, win, events, profile)
        except ValueError:
            continue
        if result.win:
            return {**_holding_data(holding), "win": CODE[win], "events": sorted(events), "theme": theme}
    raise RuntimeError("no winning position found")  # pragma: no cover


_READY_THEMES: dict[str, tuple[tuple[str, ...], dict[str, Any]]] = {  # theme → (kinds to choose from, settings)
    "tom": (("rong", "bach_thu"), {"prefer": TOM}),
    "leo": (("rong", "bach_thu"), {"prefer": LEO[:2]}),
    "bach_thu": (("bach_thu",), {}),
    "black": (("rong", "ba_dau"), {"no_red": True}),
    "red": (("rong",), {"prefer": (face_of(8, 0), face_of(9, 0), face_of(8, 1), face_of(9, 1))}),
    "chi_chi": (("chi",), {}),
    "plain": (("rong", "rong", "ba_dau", "bach_thu"), {}),
}


def _themed_holding(rng: random.Random, theme: str) -> tuple[Holding, list[str], tuple[int, ...]] | None:
    """A ready holding of `theme`, the events it comes with and the faces to keep concealed (None: try again)."""
    if theme in _READY_THEMES:
        kinds, settings = _READY_THEMES[theme]
        kind = kinds[0] if len(kinds) == 1 else rng.choice(kinds)  # one kind: no draw, as seeded drills expect
        return ready_holding(rng, kind, **settings), [], ()
    if theme == "thap_thanh":
        faces = _build(rng, 9, 0, [rng.choice(range(CC))], _weights())
        return None if faces is None else (Holding.from_faces(faces), [], ())
    # "special": four chắn and four cạ with a lone 2 or 8 Vạn, a chắn of 5 Vạn exposed, and chì
    v5 = face_of(5, 0)
    lone = rng.choice((face_of(2, 0), face_of(8, 0)))
    faces = _build(rng, 4, 4, [lone, v5, v5], _weights(no_red=False))
    counts = None if faces is None else list(Holding.from_faces(faces).concealed)
    if counts is None or counts[v5] != 2:
        return None
    counts[v5] -= 2
    return Holding(counts, [(v5, v5)]), ["chi"], (lone,)


def _add_events(rng: random.Random, holding: Holding, win: int, events: list[str], known) -> None:
    """Add, by chance, the events the profile `known`s that this holding and win allow."""
    if "chi" not in events and rng.random() < 0.45:
        events.append("chi")
    if "thong" in known and rng.random() < 0.12:
        events.append("thong")
    if "chiu_u" in known and holding.concealed[win] == 3 and rng.random() < 0.7:
        events.append("chiu_u")
    if "thien_khai" in known and 4 in holding.concealed and rng.random() < 0.5:
        events.append("thien_khai")


def score_of(drill: Drill):
    data = drill.data
    return score(holding_of(data), parse_card(data["win"]), data.get("events", ()), drill.profile)


_EVENT_TEXT = {
    "chi": Text("won at your own gate (chì)", "ù ở cửa mình (chì)"),
    "thong": Text("you also won the previous deal (thông)", "ván trước bạn cũng ù (thông)"),
    "chiu_u": Text("won by chíu (chíu ù)", "ù bằng chíu (chíu ù)"),
    "thien_khai": Text(
        "four identical cards were dealt to you (thiên khai)", "được chia sẵn bốn cây giống nhau (thiên khai)"
    ),
}


def _event_text(event: str) -> Text:
    return _EVENT_TEXT.get(event) or Text(event, event)


PROFILE_VI = {name: p.display.vi for name, p in ALL_PROFILES.items()}


def _events(events) -> Text:
    """The events of a win as a sentence for a prompt; says so when the card was not at your gate."""
    parts = [_event_text(e) for e in events]
    if "chi" not in events:
        parts.insert(0, Text("the card lay at another player's gate", "cây ù nằm ở cửa người khác"))
    return join("; ", parts).map(lambda text: text[0].upper() + text[1:] + ".")


def events_texts(events) -> Text:
    """The events of a win, in both languages ("no special events" when there are none)."""
    if not events:
        return Text("no special events", "không có sự kiện đặc biệt")
    return join("; ", [_event_text(e) for e in events])


def score_drill(rng: random.Random, profile: str = "cardavia") -> Drill:
    profile = get_profile(profile).name
    data = winning_position(rng, profile)
    drill = Drill("score", profile, Text("", ""), data, None, ("score.total", "score.main_tie"))
    total = score_of(drill).total
    return replace(
        drill,
        answer=total,
        prompt=Text(
            f"You win on {data['win']}. {_events(data['events']).en} How many điểm is "
            f"the win worth under the {profile} rules?",
            f"Bạn ù cây {data['win']}. {_events(data['events']).vi} Theo luật "
            f"{PROFILE_VI[profile]}, ván ù này được bao nhiêu điểm?",
        ),
    )


def _score_lines(result) -> Text:
    parts = []
    for item in result.items:
        count = f" ×{item.count}" if item.count > 1 else ""
        parts.append(item.name + f"{count} {item.points}/{item.dich}" + (" ★" if item.main else ""))
    return Text("Cước (điểm/dịch)", "Cước") + ": " + join(", ", parts) + "."


def _check_score(drill: Drill, answer) -> Feedback:
    result = score_of(drill)
    try:
        given = int(answer)
    except (TypeError, ValueError):
        given = None
    en = f"{_score_lines(result).en} {result.sentence.en}"
    vi = f"{_score_lines(result).vi} {result.sentence.vi}"
    return Feedback(given == result.total, Text(str(result.total), f"{result.total} điểm"), Text(en, vi), result.rules)


def call_drill(rng: random.Random, profile: str = "cardavia") -> Drill:
    profile = get_profile(profile).name
    data = winning_position(rng, profile)
    drill = Drill("call", profile, Text("", ""), data, None, ("call.xuong",))
    result = score_of(drill)
    called = sorted(i.id for i in result.items if i.id not in ("xuong", "ga") for _ in range(i.count))
    data["choices"] = [c for c in CUOC_NAMES if c in get_profile(profile).values]
    return replace(
        drill,
        answer=called or ["xuong"],
        prompt=Text(
            f"You win on {data['win']}. {_events(data['events']).en} Call your cước "
            "(xướng): pick every cước the hand has, with the number of Tôm and Lèo sets.",
            f"Bạn ù cây {data['win']}. {_events(data['events']).vi} Hãy xướng: chọn "
            "mọi cước bài có, kèm số bộ Tôm và Lèo.",
        ),
    )


def _called(answer) -> list[str]:
    if isinstance(answer, dict):
        return [cid for cid, n in answer.items() for _ in range(int(n))]
    if isinstance(answer, str):
        return [answer]
    return list(answer)


def _check_call(drill: Drill, answer) -> Feedback:
    result = score_of(drill)
    check = check_call(result, _called(answer))
    called = join(
        ", ", [CUOC_NAMES[i.id] + (f" ×{i.count}" if i.count > 1 else "") for i in result.items if i.id != "ga"]
    )
    en, vi = [], []
    for _, why in check.wrong:
        en.append(why.en[0].upper() + why.en[1:] + ".")
        vi.append(why.vi[0].upper() + why.vi[1:] + ".")
    if check.missing:
        names = [CUOC_NAMES[m] for m in check.missing]
        en.append("You left out " + ", ".join(n.en for n in names) + "; a cước not called is not paid.")
        vi.append("Bạn bỏ sót " + ", ".join(n.vi for n in names) + "; cước không xướng thì không được tính.")
    if not check.correct and get_profile(drill.profile).has_bao:
        en.append(f"A wrong call pays the village: you would pay {check.payments['each_other']} to each player.")
        vi.append(f"Xướng sai phải đền làng: bạn trả mỗi nhà {check.payments['each_other']} điểm.")
    elif not check.correct:
        en.append("Cardavia scores automatically, so here a wrong call costs nothing, but it is still wrong.")
        vi.append("Cardavia tự tính điểm nên xướng sai không mất tiền, nhưng vẫn là xướng sai.")
    en.append(result.sentence.en)
    vi.append(result.sentence.vi)
    return Feedback(
        check.correct and check.complete,
        called,
        Text(" ".join(en), " ".join(vi)),
        tuple(dict.fromkeys(check.rules + result.rules)),
    )


# ============================================================================ registry

GENERATORS: dict[str, Callable[[random.Random, str], Drill]] = {
    "waits": waits_drill,
    "capture": capture_drill,
    "bach_thu": bach_thu_drill,
    "score": score_drill,
    "call": call_drill,
}
CHECKERS: dict[str, Callable[[Drill, object], Feedback]] = {
    "waits": _check_waits,
    "capture": _check_capture,
    "bach_thu": _check_bach_thu,
    "score": _check_score,
    "call": _check_call,
}
TITLES: dict[str, Text] = {  # each drill kind's title
    "waits": Text("Find the waits", "Tìm cây chờ"),
    "capture": Text("Is this capture legal?", "Ăn thế này có được không?"),
    "bach_thu": Text("Which discard keeps bạch thủ?", "Đánh cây nào để chờ bạch thủ?"),
    "score": Text("Score this hand", "Tính điểm ván ù"),
    "call": Text("Call the cước", "Xướng cước"),
}


def make(kind: str, seed: int, profile: str = "cardavia") -> Drill:
    """The question of `kind` for `seed` under `profile`; the same arguments give the same question."""
    if kind not in GENERATORS:
        raise ValueError(f"unknown drill {kind!r}; use one of {', '.join(DRILL_KINDS)}")
    drill = GENERATORS[kind](random.Random(f"{kind}:{profile}:{seed}"), profile)
    return replace(drill, seed=seed)


def check(drill: Drill, answer) -> Feedback:
    """Judge `answer` with the rules engine; the feedback explains the right answer."""
    return CHECKERS[drill.kind](drill, answer)


__all__ = [
    "Drill",
    "Feedback",
    "DRILL_KINDS",
    "TITLES",
    "LEGAL",
    "CAPTURE_RULES",
    "make",
    "check",
    "waits_drill",
    "capture_drill",
    "bach_thu_drill",
    "score_drill",
    "call_drill",
    "ready_holding",
    "expose_some",
    "winning_position",
    "holding_of",
    "record_of",
    "history_of",
    "bach_thu_discards",
    "capture_verdict",
    "score_of",
]
