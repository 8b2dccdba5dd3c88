"""Sichuan tiles: three suits × nine ranks × four copies = 108 (002 §2), notation S1.

A tile kind is a small int 0..26, suit-major: kind = suit * 9 + rank - 1, with
suit 0 = m (characters, vạn), 1 = p (dots, đồng), 2 = s (bamboo, điều).
A physical tile (the deal keeps copies apart, 002 §3) is kind * 4 + copy.
Hands are 27-count lists; notation is `123m456p789s` or `1m 2m 3m`.
"""

from __future__ import annotations

import re

from ..common.errors import NotationError as CommonNotationError

KINDS = 27
COPIES = 4
WALL_SIZE = KINDS * COPIES  # 108
SUITS = "mps"
SUIT_EN = ("characters", "dots", "bamboo")
SUIT_VI = ("vạn", "đồng", "điều")
SUIT_ZH = ("万", "筒", "条")

CODE = tuple(f"{rank}{SUITS[suit]}" for suit in range(3) for rank in range(1, 10))
SUIT_OF = tuple(kind // 9 for kind in range(KINDS))
RANK_OF = tuple(kind % 9 + 1 for kind in range(KINDS))


def kind_of(rank: int, suit: int) -> int:
    return suit * 9 + rank - 1


class NotationError(CommonNotationError):
    """Bad tile input. Names the token, its 1-based position ("tile 3", "quân thứ 3"; `label`
    "meld" for a meld) and why.

    `reason` (a Text) carries the message in English and Vietnamese; `rules` the rule ids the
    refusal rests on. A ValueError and a `core.common.errors.NotationError` (see there).
    """

    label = "tile"
    LABELS_VI = {"tile": "quân thứ", "meld": "bộ thứ"}


_CODE_TO_KIND = {code: kind for kind, code in enumerate(CODE)}
_CHUNK = re.compile(r"[^\s,;]+")
_GROUP = re.compile(r"(\d+)([a-z])?")
NOTATION_RULES = ("sc.setup.notation",)


def _group_error(token: str, position: int) -> NotationError:
    return NotationError(
        "unknown tile; write ranks 1-9 followed by m (characters), p (dots) or s (bamboo), e.g. 123m 5p",
        "không có quân này; hãy viết số 1-9 rồi đến m (vạn), p (đồng) hoặc s (điều), ví dụ 123m 5p",
        token,
        position,
        NOTATION_RULES,
    )


def parse_tiles(text: str) -> list[int]:
    """Parse S1 notation into tile kinds, in order: `123m456p`, `1m 2m`, commas allowed."""
    if not isinstance(text, str):
        raise NotationError("tiles must be given as text", "quân bài phải được nhập dưới dạng chữ")
    kinds: list[int] = []
    for chunk in _CHUNK.findall(text.lower()):
        pos = 0
        while pos < len(chunk):
            match = _GROUP.match(chunk, pos)
            if match is None:  # a letter with no digits before it, or a stray sign
                stray = re.match(r"\D+", chunk[pos:])  # _GROUP matches any digit, so a non-digit is here
                assert stray is not None
                raise _group_error(stray.group(0), len(kinds) + 1)
            digits, suit = match.groups()
            if suit is None:
                raise NotationError(
                    "ranks need a suit letter after them: m, p or s",
                    "sau các số phải có chữ chỉ chất: m, p hoặc s",
                    digits,
                    len(kinds) + 1,
                    NOTATION_RULES,
                )
            if suit not in SUITS:
                raise _group_error(digits[0] + suit, len(kinds) + 1)
            for digit in digits:
                code = digit + suit
                if code not in _CODE_TO_KIND:
                    raise _group_error(code, len(kinds) + 1)
                kinds.append(_CODE_TO_KIND[code])
            pos = match.end()
    return kinds


def parse_tile(text: str) -> int:
    kinds = parse_tiles(text)
    if len(kinds) != 1:
        raise NotationError(
            f"expected exactly one tile, got {len(kinds)}",
            f"cần đúng một quân, nhận được {len(kinds)}",
            text.strip() or "''",
            None,
            NOTATION_RULES,
        )
    return kinds[0]


def format_tiles(kinds) -> str:
    """Canonical grouped form, sorted: `123m456p789s` (kinds in any order)."""
    out = []
    for suit in range(3):
        ranks = sorted(RANK_OF[k] for k in kinds if SUIT_OF[k] == suit)
        if ranks:
            out.append("".join(map(str, ranks)) + SUITS[suit])
    return "".join(out)


def format_counts(counts) -> str:
    return format_tiles(kinds_of(counts))


def counts_of(kinds) -> list[int]:
    counts = [0] * KINDS
    for k in kinds:
        counts[k] += 1
    return counts


def kinds_of(counts) -> list[int]:
    return [k for k in range(KINDS) for _ in range(counts[k])]


def check_copies(kinds, already=None, label: str = "tile", positions=None) -> list[int]:
    """Counts of `kinds` (plus `already`); NotationError at the first fifth copy."""
    seen = list(already) if already is not None else [0] * KINDS
    for index, k in enumerate(kinds):
        seen[k] += 1
        if seen[k] > COPIES:
            position = positions[index] if positions else index + 1
            raise NotationError(
                f"a fifth copy of {CODE[k]}: the set has only four of each tile",
                f"quân {CODE[k]} thứ năm: mỗi quân chỉ có bốn bản",
                CODE[k],
                position,
                ("sc.setup.tiles",),
                label,
            )
    return seen


def parse_suit(text: str) -> int:
    """`m`, `p` or `s` (the declared missing suit) to 0, 1, 2."""
    if not isinstance(text, str) or text.strip().lower() not in ("m", "p", "s"):
        raise NotationError(
            "the missing suit is m (characters), p (dots) or s (bamboo)",
            "chất khuyết (chất phải bỏ) là m (vạn), p (đồng) hoặc s (điều)",
            str(text),
            None,
            ("sc.missing.declare",),
        )
    return SUITS.index(text.strip().lower())


def full_wall() -> list[int]:
    """All 108 physical tiles (kind * 4 + copy), in order."""
    return list(range(WALL_SIZE))


__all__ = [
    "KINDS",
    "COPIES",
    "WALL_SIZE",
    "SUITS",
    "SUIT_EN",
    "SUIT_VI",
    "CODE",
    "SUIT_OF",
    "RANK_OF",
    "NotationError",
    "parse_tiles",
    "parse_tile",
    "format_tiles",
    "format_counts",
    "counts_of",
    "kinds_of",
    "check_copies",
    "parse_suit",
    "full_wall",
    "kind_of",
]
