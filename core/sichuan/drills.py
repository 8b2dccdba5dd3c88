"""Sichuan drills for the Learn page: random ready hands, checked by the core.

``make(kind, seed)`` builds the same question for the same seed; ``check(drill, answer)`` recomputes
the right answer with the rules engine and explains it in English and Vietnamese.

Kinds (``DRILL_KINDS``):

- ``waits``: a 13-tile hand with its declared missing suit; which tiles complete it?
  Answer: a collection of tile kinds or codes (``analysis.waits``).
- ``fan``: a winning hand and how it was won; how many fan is it worth (after the cap)?
  Answer: an int (``scoring.score``); the feedback adds base points and who pays.

Standard library only.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from ..common.drills import Drill, Feedback
from ..common.text import Text, join
from .analysis import blocked_tiles, waits
from .hand import CONCEALED_KONG, KONG, PUNG, Hand, Meld
from .scoring import FAN_CAP, score
from .tiles import (
    CODE,
    COPIES,
    KINDS as TILE_KINDS,
    SUIT_EN,
    SUIT_OF,
    SUIT_VI,
    SUITS,
    counts_of,
    format_counts,
    parse_tile,
    parse_tiles,
)

DRILL_KINDS = ("waits", "fan")
FLAVOURS = ("mixed", "flush", "pungs", "seven_pairs", "melds", "outside")
TITLES: dict[str, Text] = {  # each drill kind's title
    "waits": Text("Sichuan: which tiles complete this hand?", "Mạt chược Tứ Xuyên: quân nào làm ù?"),
    "fan": Text("Sichuan: what is this win worth?", "Mạt chược Tứ Xuyên: ván ù này được bao nhiêu?"),
}


# ============================================================================ building hands


def _sets(rng: random.Random, suits, pungs_only: bool, left: list[int], outside: bool = False):
    """One set (kind, lowest tile) drawn from `suits`, or None when none fits the tiles left."""
    options = []
    for suit in suits:
        for rank in range(1, 10):
            k = suit * 9 + rank - 1
            if left[k] >= 3 and (not outside or rank in (1, 9)):
                options.append(("pung", k))
            if not pungs_only and rank <= 7 and all(left[k + i] for i in range(3)) and (not outside or rank in (1, 7)):
                options.append(("chow", k))
    if not options:
        return None
    pungs = [o for o in options if o[0] == "pung"]
    if pungs and not pungs_only and rng.random() < 0.3:
        return rng.choice(pungs)
    return rng.choice(options)


def winning_hand(rng: random.Random, flavour: str | None = None) -> dict:
    """A random 14-tile winning hand: {'counts', 'melds', 'missing', 'flavour'} (counts exclude melds)."""
    flavour = flavour or rng.choice(FLAVOURS)
    for _ in range(200):
        missing = rng.randrange(3)
        suits = [s for s in range(3) if s != missing]
        if flavour == "flush":
            suits = [rng.choice(suits)]
        left = [COPIES] * TILE_KINDS
        counts = [0] * TILE_KINDS
        melds: list[tuple[str, int]] = []  # (meld kind, tile)
        if flavour == "seven_pairs":
            if _seven_pairs(rng, suits, left, counts):
                return {"counts": counts, "melds": [], "missing": missing, "flavour": flavour}
            continue
        if not _four_sets(rng, suits, flavour, left, counts, melds):
            continue
        pairs = [
            s * 9 + r for s in suits for r in range(9) if left[s * 9 + r] >= 2 and (flavour != "outside" or r in (0, 8))
        ]
        if not pairs:
            continue
        k = rng.choice(pairs)
        counts[k] += 2
        if flavour == "melds" and not melds:
            continue
        return {"counts": counts, "melds": melds, "missing": missing, "flavour": flavour}
    raise RuntimeError("no winning hand found")  # pragma: no cover


def _seven_pairs(rng: random.Random, suits: list[int], left: list[int], counts: list[int]) -> bool:
    """Add seven pairs of `suits` to `counts` (False: the tiles ran out)."""
    pool = [s * 9 + r for s in suits for r in range(9)]
    for _ in range(7):
        choices = [k for k in pool if left[k] >= 2]
        if not choices:
            return False
        k = rng.choice(choices)
        left[k] -= 2
        counts[k] += 2
    return True


def _four_sets(rng: random.Random, suits: list[int], flavour: str, left: list[int], counts: list[int], melds) -> bool:
    """Add four sets of the flavour: to `counts`, or (flavour "melds") some pungs and kongs to `melds`
    (False: no set fits the tiles left)."""
    for _ in range(4):
        found = _sets(rng, suits, flavour == "pungs", left, flavour == "outside")
        if found is None:
            return False
        kind, k = found
        tiles = [k] * 3 if kind == "pung" else [k, k + 1, k + 2]
        for t in tiles:
            left[t] -= 1
        if kind == "pung" and flavour == "melds" and len(melds) < 2 and rng.random() < 0.8:
            meld_kind = PUNG
            if left[k] >= 1 and rng.random() < 0.35:
                meld_kind = rng.choice((KONG, CONCEALED_KONG))
                left[k] -= 1
            melds.append((meld_kind, k))
        else:
            for t in tiles:
                counts[t] += 1
    return True


def _hand(data: dict) -> Hand:
    melds = [Meld(kind, parse_tile(code)) for kind, code in data.get("melds", [])]
    return Hand(counts_of(parse_tiles(data["hand"])), melds, SUITS.index(data["missing"]))


def _data(counts, melds, missing) -> dict:
    return {"hand": format_counts(counts), "melds": [[kind, CODE[k]] for kind, k in melds], "missing": SUITS[missing]}


def _ready(rng: random.Random, flavour: str | None = None) -> tuple[dict, int]:
    """A 13-tile ready hand (data) and the tile that was taken out of a win."""
    for _ in range(100):
        win = winning_hand(rng, flavour)
        counts = win["counts"]
        taken = rng.choice([k for k in range(TILE_KINDS) for _ in range(counts[k])])
        counts = list(counts)
        counts[taken] -= 1
        data = _data(counts, win["melds"], win["missing"])
        data["flavour"] = win["flavour"]
        if waits(_hand(data)):
            return data, taken
    raise RuntimeError("no ready hand found")  # pragma: no cover


_MELD_NAMES = {
    PUNG: Text("pung", "phỗng"),
    KONG: Text("kong", "khàn"),
    CONCEALED_KONG: Text("concealed kong", "khàn kín"),
}


def _melds(data: dict) -> Text:
    if not data.get("melds"):
        return Text("", "")
    parts = [_MELD_NAMES[kind] + f" {code}" for kind, code in data["melds"]]
    return Text(" Declared: ", " Đã hạ: ") + join(", ", parts) + "."


# ============================================================================ waits


def waits_drill(rng: random.Random, profile: str = "sichuan") -> Drill:
    data, _ = _ready(rng)
    hand = _hand(data)
    suit = SUITS.index(data["missing"])
    right = [CODE[k] for k in waits(hand)]
    return Drill(
        "waits",
        profile,
        Text(
            f"Your missing suit is {SUIT_EN[suit]} ({data['missing']}).{_melds(data).en} Which tiles "
            "would complete this hand? Pick every one.",
            f"Chất khuyết của bạn là {SUIT_VI[suit]} ({data['missing']}).{_melds(data).vi} Những quân "
            "nào làm bài ù? Chọn hết.",
        ),
        data,
        right,
        ("sc.wait.definition", "sc.win.standard", "sc.win.seven_pairs"),
    )


def _tiles(values) -> set[int]:
    if isinstance(values, str):
        return set(parse_tiles(values))
    out = set()
    for v in values:
        if isinstance(v, str):
            out.add(parse_tile(v))
        elif isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < TILE_KINDS:
            raise ValueError(f"not a tile: {v!r}")
        else:
            out.add(v)
    return out


def _fans(result) -> Text:
    """The fan sum of a win, in both languages: "Full flush 2 + Root 1 = 3 fan"."""
    if not result.items:
        return Text("0 fan (basic hand)", "0 phiên (bình hồ)")
    parts = join(" + ", [i.name + f" {i.fan}" for i in result.items])
    text = parts + f" = {result.fan_total} " + Text("fan", "phiên")
    if result.fan_total > FAN_CAP:
        text += f" → {FAN_CAP} (" + Text("cap", "tối đa") + ")"
    return text


def _check_waits(drill: Drill, answer) -> Feedback:
    hand = _hand(drill.data)
    right = waits(hand)
    given = _tiles(answer)
    missed, extra = sorted(set(right) - given), sorted(given - set(right))
    codes = " ".join(CODE[k] for k in right)
    en = [f"The waits are {codes}."]
    vi = [f"Các quân chờ là {codes}."]
    rules = ["sc.wait.definition"]
    for k in right:
        result = score(hand, k)
        en.append(f"{CODE[k]}: {_fans(result).en}.")
        vi.append(f"{CODE[k]}: {_fans(result).vi}.")
        rules.append("sc.win.seven_pairs" if result.form == "seven_pairs" else "sc.win.standard")
    if missed:
        en.append("You missed " + " ".join(CODE[k] for k in missed) + ".")
        vi.append("Bạn bỏ sót " + " ".join(CODE[k] for k in missed) + ".")
    if extra:
        en.append(" ".join(CODE[k] for k in extra) + " would not complete it.")
        vi.append(" ".join(CODE[k] for k in extra) + " không làm bài ù.")
        if any(SUIT_OF[k] == hand.missing for k in extra):
            en.append("A tile of the missing suit can never win.")
            vi.append("Quân thuộc chất khuyết không bao giờ ù được.")
            rules.append("sc.win.no_missing")
    if blocked_tiles(hand):
        rules.append("sc.wait.four_copies")
    return Feedback(
        not missed and not extra, Text(codes, codes), Text(" ".join(en), " ".join(vi)), tuple(dict.fromkeys(rules))
    )


# ============================================================================ fan


def fan_drill(rng: random.Random, profile: str = "sichuan") -> Drill:
    flavour = rng.choice(FLAVOURS)
    data, taken = _ready(rng, flavour)
    data["win"] = CODE[taken]
    data["self_draw"] = rng.random() < 0.4
    drill = Drill("fan", profile, Text("", ""), data, None, ("sc.fan.cap", "sc.pay.base"))
    result = fan_score(drill)
    suit = SUITS.index(data["missing"])
    how = (
        Text("drawing it yourself (self-draw)", "tự bốc (tự mò)")
        if data["self_draw"]
        else Text("a discard", "quân người khác đánh ra")
    )
    return replace(
        drill,
        answer=result.fan,
        prompt=Text(
            f"Missing suit {SUIT_EN[suit]} ({data['missing']}).{_melds(data).en} You win on "
            f"{data['win']} from {how.en}. How many fan is the win worth (after the cap of five)?",
            f"Chất khuyết {SUIT_VI[suit]} ({data['missing']}).{_melds(data).vi} Bạn ù quân "
            f"{data['win']}, {how.vi}. Ván ù được bao nhiêu phiên (tối đa năm)?",
        ),
    )


def fan_score(drill: Drill):
    data = drill.data
    return score(_hand(data), parse_tile(data["win"]), bool(data.get("self_draw")))


def _check_fan(drill: Drill, answer) -> Feedback:
    result = fan_score(drill)
    try:
        given = int(answer)
    except (TypeError, ValueError):
        given = None
    if drill.data.get("self_draw"):
        pay = Text(
            f"each opponent still playing pays {result.base} + 1 = {result.base + 1}",
            f"mỗi đối thủ còn chơi trả {result.base} + 1 = {result.base + 1}",
        )
    else:
        pay = Text(f"the discarder pays {result.base}", f"người đánh quân đó trả {result.base}")
    en = f"{_fans(result).en}. Base points 2^{result.fan} = {result.base}; {pay.en}. Self-draw adds no fan."
    vi = f"{_fans(result).vi}. Điểm cơ bản 2^{result.fan} = {result.base}; {pay.vi}. Tự mò không cộng phiên."
    points = "point" if result.base == 1 else "points"
    return Feedback(
        given == result.fan,
        Text(f"{result.fan} fan ({result.base} {points})", f"{result.fan} phiên ({result.base} điểm)"),
        Text(en, vi),
        result.rules,
    )


GENERATORS: dict[str, Callable[[random.Random, str], Drill]] = {"waits": waits_drill, "fan": fan_drill}
CHECKERS: dict[str, Callable[[Drill, object], Feedback]] = {"waits": _check_waits, "fan": _check_fan}


def make(kind: str, seed: int, profile: str = "sichuan") -> Drill:
    if kind not in GENERATORS:
        raise ValueError(f"unknown drill {kind!r}; use one of {', '.join(DRILL_KINDS)}")
    drill = GENERATORS[kind](random.Random(f"sichuan:{kind}:{seed}"), profile)
    return replace(drill, seed=seed)


def check(drill: Drill, answer) -> Feedback:
    return CHECKERS[drill.kind](drill, answer)


def hand_of(drill: Drill) -> Hand:
    return _hand(drill.data)


__all__ = [
    "Drill",
    "Feedback",
    "DRILL_KINDS",
    "TITLES",
    "make",
    "check",
    "winning_hand",
    "waits_drill",
    "fan_drill",
    "fan_score",
    "hand_of",
    "FLAVOURS",
]
