"""The chance both games' wait analyses quote: at least one of some copies among random draws.

`chance_at_least_one(copies, unseen, draws)` is the hypergeometric
P(X ≥ 1) = 1 − C(unseen − copies, draws) / C(unseen, draws): `draws` items taken without
replacement, uniformly, from `unseen` of which `copies` are wanted. Chắn asks it of the stock
(`core.chan.analysis.chance_to_draw`: every unseen card is equally likely to be in the stock),
Sichuan of the player's share of the wall (`core.sichuan.analysis.chance_to_draw`).
"""

from __future__ import annotations

from math import comb


def chance_at_least_one(copies: int, unseen: int, draws: int) -> float:
    """P(at least one of `copies` wanted items among `draws` taken from `unseen`); 0 with nothing
    wanted or no draw, 1 when every unseen item is drawn. Computed as a product (no big numbers)."""
    if copies <= 0 or draws <= 0:
        return 0.0
    if draws >= unseen:
        return 1.0
    p_none = 1.0
    for i in range(copies):
        p_none *= (unseen - draws - i) / (unseen - i)
    return 1.0 - max(p_none, 0.0)


def chance_exact(copies: int, unseen: int, draws: int, k: int) -> float:
    """P(exactly `k` of `copies` wanted items among `draws` taken from `unseen`) (hypergeometric)."""
    if not 0 <= k <= copies or k > draws or draws - k > unseen - copies or draws > unseen:
        return 0.0
    return comb(copies, k) * comb(unseen - copies, draws - k) / comb(unseen, draws)


__all__ = ["chance_at_least_one", "chance_exact"]
