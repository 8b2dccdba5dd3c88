"""Chắn cards: 25 faces, four copies each (D1), and the notation of D2.

A face is a small int 0..24, rank-major so the three suits of a rank sit
together: face = (rank - 2) * 3 + suit, suit 0 = Vạn, 1 = Sách, 2 = Văn;
Chi chi is 24. A holding is a tuple of 25 counts.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from ..common.errors import NotationError as CommonNotationError
from ..common.jsonio import excerpt
from ..common.text import Text

FACES = 25
CC = 24
COPIES = 4
DECK_SIZE = FACES * COPIES  # 100

SUIT_CODES = ("v", "s", "n")
SUIT_VI = ("vạn", "sách", "văn")
SUIT_EN = ("Myriads", "Strings", "Coins")
SUIT_ZH = ("萬", "索", "文")
RANK_VI = {2: "nhị", 3: "tam", 4: "tứ", 5: "ngũ", 6: "lục", 7: "thất", 8: "bát", 9: "cửu"}
RANK_EN = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"}
RANK_ZH = {2: "二", 3: "三", 4: "四", 5: "五", 6: "六", 7: "七", 8: "八", 9: "九"}


@dataclass(frozen=True, slots=True)
class Face:
    index: int
    code: str
    rank: int  # 2..9; 0 for Chi chi
    suit: int  # 0..2; -1 for Chi chi
    name: Text  # "Three of Myriads" / "tam vạn"
    chinese: str
    red: bool

    def __str__(self) -> str:
        return self.code


def face_of(rank: int, suit: int) -> int:
    return (rank - 2) * 3 + suit


def _build_faces() -> tuple[Face, ...]:
    faces = []
    for rank in range(2, 10):
        for suit in range(3):
            index = face_of(rank, suit)
            faces.append(
                Face(
                    index=index,
                    code=f"{rank}{SUIT_CODES[suit]}",
                    rank=rank,
                    suit=suit,
                    name=Text(f"{RANK_EN[rank]} of {SUIT_EN[suit]}", f"{RANK_VI[rank]} {SUIT_VI[suit]}"),
                    chinese=RANK_ZH[rank] + SUIT_ZH[suit],
                    red=rank in (8, 9) and suit in (0, 1),  # D1
                )
            )
    faces.append(Face(CC, "cc", 0, -1, Text("Chi chi", "chi chi"), "支支", True))
    return tuple(faces)


FACE = _build_faces()
CODE = tuple(face.code for face in FACE)
RED = tuple(face.red for face in FACE)
RED_FACES = tuple(face.index for face in FACE if face.red)
RANK_OF = tuple(face.rank for face in FACE)
SUIT_OF = tuple(face.suit for face in FACE)
# the other faces a face can make a cạ with (none for Chi chi)
CA_PARTNERS = tuple(tuple(face_of(f.rank, s) for s in range(3) if s != f.suit) if f.index != CC else () for f in FACE)

TOM = (face_of(3, 0), face_of(3, 1), face_of(7, 2))  # 3v 3s 7n (D3)
LEO = (face_of(9, 0), face_of(8, 1), CC)  # 9v 8s cc (D3)


class NotationError(CommonNotationError):
    """Bad card input. Names the token, its 1-based position ("card 3", "lá thứ 3") and why.

    `reason` (a Text) carries the message in English and Vietnamese. A message quotes at most a
    short excerpt of the token and is at most 500 characters, whatever the input. A ValueError
    and a `core.common.errors.NotationError` (see there).
    """

    field: str | None = None  # the record field at fault, where a reader of records knows it (explain.py)
    label = "card"
    LABELS_VI = {"card": "lá thứ"}


def _fold(text: str) -> str:
    return unicodedata.normalize("NFC", text).lower()


def _plain(text: str) -> str:
    """Without diacritics: "nhị" → "nhi", "đ" → "d"."""
    text = unicodedata.normalize("NFD", text.replace("đ", "d").replace("Đ", "D"))
    return "".join(c for c in text if not unicodedata.combining(c))


_CODE_TO_FACE = {code: i for i, code in enumerate(CODE)}
_RANK_WORD = {_fold(word): rank for rank, word in RANK_VI.items()}
_RANK_WORD |= {_plain(word): rank for word, rank in list(_RANK_WORD.items())}  # "nhi", "cuu": unambiguous
_SUIT_WORD = {_fold(word): suit for suit, word in enumerate(SUIT_VI)}
_SUIT_WORD["sach"] = 1  # "van" is vạn or văn: it needs its accent
_SEPARATORS = re.compile(r"[\s,;]+")


def parse_cards(text: str) -> list[int]:
    """Parse D2 notation into faces, in order.

    Accepts `2v 3s 7n cc` (any case, spaces or commas) and full Vietnamese
    names (`nhị vạn, chi chi`), also without diacritics where that is unambiguous (`nhi sach`,
    `cuu văn`; a plain `van` could be vạn or văn and is refused with a message saying so).
    """
    if not isinstance(text, str):
        raise NotationError("cards must be given as text", "bài phải được nhập dưới dạng chữ")
    words = [w for w in _SEPARATORS.split(_fold(text).strip()) if w]
    faces: list[int] = []
    i = 0
    while i < len(words):
        word = words[i]
        position = len(faces) + 1
        if word in _CODE_TO_FACE:
            faces.append(_CODE_TO_FACE[word])
            i += 1
        elif word == "chi" and i + 1 < len(words) and words[i + 1] == "chi":
            faces.append(CC)
            i += 2
        elif word in _RANK_WORD and i + 1 < len(words) and words[i + 1] in _SUIT_WORD:
            faces.append(face_of(_RANK_WORD[word], _SUIT_WORD[words[i + 1]]))
            i += 2
        elif word in _RANK_WORD and i + 1 < len(words) and words[i + 1] == "van":
            rank = _RANK_WORD[word]
            raise NotationError(
                f"'van' without its accent is vạn ({rank}v) or văn ({rank}n): write vạn or văn, or the code",
                f"'van' không dấu có thể là vạn ({rank}v) hoặc văn ({rank}n): hãy viết có dấu, hoặc viết mã lá",
                words[i + 1],
                position,
                ("cards.names",),
            )
        elif word in _RANK_WORD:
            follow = excerpt(words[i + 1]) if i + 1 < len(words) else None
            raise NotationError(
                f"'{word}' must be followed by vạn, sách or văn" + (f", not '{follow}'" if follow else ""),
                f"sau '{word}' phải là vạn, sách hoặc văn" + (f", không phải '{follow}'" if follow else ""),
                word,
                position,
            )
        else:
            raise NotationError(
                "unknown card; write 2v…9v (Vạn), 2s…9s (Sách), 2n…9n (Văn) or cc (Chi chi), or the full "
                "names (nhị vạn, tam sách, chi chi)",
                "không có lá này; hãy viết 2v…9v (Vạn), 2s…9s (Sách), 2n…9n (Văn) hoặc cc (Chi chi), hoặc tên đầy "
                "đủ (nhị vạn, tam sách, chi chi)",
                word,
                position,
                ("cards.names",),
            )
    return faces


def parse_card(text: str) -> int:
    faces = parse_cards(text)
    if len(faces) != 1:
        raise NotationError(
            f"expected exactly one card, got {len(faces)}",
            f"cần đúng một lá, nhận được {len(faces)}",
            text.strip() or "''",
        )
    return faces[0]


def format_cards(faces) -> str:
    return " ".join(CODE[f] for f in faces)


def counts_of(faces) -> list[int]:
    counts = [0] * FACES
    for f in faces:
        counts[f] += 1
    return counts


def faces_of(counts) -> list[int]:
    return [f for f in range(FACES) for _ in range(counts[f])]


CARDS = Text("cards", "các lá")  # what check_copies reads, by default


def check_copies(faces, what: Text = CARDS, already=None) -> None:
    """Raise NotationError at the first card that would be a fifth copy; `what` names the cards
    read ("hand", "exposed pairs", …) in every language."""
    seen = list(already) if already is not None else [0] * FACES
    for position, f in enumerate(faces, 1):
        seen[f] += 1
        if seen[f] > COPIES:
            raise NotationError(
                f"a fifth copy of {CODE[f]} in the {what.en}: the deck has only four",
                f"lá {CODE[f]} thứ năm trong {what.vi}: bộ bài chỉ có bốn lá mỗi loại",
                CODE[f],
                position,
                ("cards.deck",),
            )


def full_deck() -> list[int]:
    return [f for f in range(FACES) for _ in range(COPIES)]
