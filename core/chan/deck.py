"""A deck order: checking one, and building one that deals given cards (scripted deals, tutorials)."""

from __future__ import annotations

import random

from ..common.text import Text
from .cards import CODE, NotationError, check_copies, full_deck, parse_cards

SEATS = 4  # the seats at a Chắn table (core.chan.deal reads it here)
DEALER_CARDS, PLAYER_CARDS, STOCK_CARDS = 20, 19, 23


def check_deck(deck) -> None:
    """Refuse a deck order that is not the 100 cards, four copies of each face (cards.deck)."""
    if len(deck) != 100:
        raise NotationError(
            f"a deck order has 100 cards, this has {len(deck)}",
            f"thứ tự bộ bài phải có 100 lá, ở đây có {len(deck)}",
            "deck",
        )
    check_copies(deck, Text("deck", "bộ bài"))


def build_deck(dealer: int, hands: dict | None = None, stock=(), seed: int = 0) -> list[int]:
    """A deck order that deals the given cards: `hands` maps seats to their cards (the dealer
    20, others 19, fewer is filled up), `stock` lists the first stock cards in order. The
    remaining cards are shuffled with `seed`. For scripted deals and tutorials."""
    hands = {seat: (parse_cards(c) if isinstance(c, str) else list(c)) for seat, c in (hands or {}).items()}
    stock = parse_cards(stock) if isinstance(stock, str) else list(stock)
    rest = full_deck()
    for faces in list(hands.values()) + [stock]:
        for f in faces:
            if f not in rest:
                raise NotationError(
                    f"a fifth copy of {CODE[f]}", f"lá {CODE[f]} thứ năm", CODE[f], None, ("cards.deck",)
                )
            rest.remove(f)
    random.Random(seed).shuffle(rest)
    deck = []
    for i in range(SEATS):
        seat = (dealer + i) % SEATS
        size = DEALER_CARDS if i == 0 else PLAYER_CARDS
        faces = hands.get(seat, [])
        if len(faces) > size:
            raise NotationError(
                f"seat {seat} gets {size} cards, not {len(faces)}",
                f"chỗ {seat} nhận {size} lá, không phải {len(faces)}",
                str(seat),
            )
        deck += faces + [rest.pop() for _ in range(size - len(faces))]
    if len(stock) > STOCK_CARDS:
        raise NotationError("the stock has 23 cards", "nọc có 23 lá", "stock")
    return deck + stock + rest


__all__ = ["build_deck", "check_deck", "DEALER_CARDS", "PLAYER_CARDS", "SEATS", "STOCK_CARDS"]
