"""The players by kind and the play page's difficulty levels."""

from __future__ import annotations

from ...common.text import Text
from ..bots import RandomBot, RuleBot
from .players import HeuristicBot
from .search import SearchBot

DEEP_BUDGET_MS = 1000.0  # the "deep" level: the search player with five times the time


def deep_player(seed: int | None = None) -> SearchBot:
    """The search player with a 1-second budget per decision (the play page's top level)."""
    return SearchBot(seed, budget_ms=DEEP_BUDGET_MS)


PLAYERS = {
    "random": RandomBot,
    "rules": RuleBot,
    "heuristic": HeuristicBot,
    "search": SearchBot,
    "deep": deep_player,
}
# difficulty levels for the play page: (player kind, its name)
LEVELS = (
    ("random", Text("Beginner: random legal moves", "Mới chơi: đánh ngẫu nhiên đúng luật")),
    ("rules", Text("Easy: simple rules", "Dễ: vài nguyên tắc đơn giản")),
    ("heuristic", Text("Medium: heuristic player", "Vừa: máy tính toán theo kinh nghiệm")),
    ("search", Text("Hard: search player", "Khó: máy mô phỏng trước các nước")),
    ("deep", Text("Expert: deep search (about 1 s a move)", "Rất khó: mô phỏng sâu (khoảng 1 giây mỗi nước)")),
)


def make_player(kind: str, seed: int | None = None, budget_ms: float | None = None, samples: int | None = None):
    """A player by kind ("random", "rules", "heuristic", "search", "deep"); `budget_ms` and
    `samples` set a search player's work (default 200 ms; "deep": 1000 ms)."""
    if kind not in PLAYERS:
        raise ValueError(f"unknown player kind {kind!r}; use one of {', '.join(PLAYERS)}")
    if kind in ("search", "deep"):
        default = DEEP_BUDGET_MS if kind == "deep" else 200.0
        return SearchBot(seed, budget_ms=default if budget_ms is None else budget_ms, samples=samples)
    return PLAYERS[kind](seed)
