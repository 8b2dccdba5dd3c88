"""Statistics from simulated deals: which cước appear, how scores spread, which waits win, and
how the chance of winning depends on the stock left when a hand becomes ready."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from ..common.rates import wilson
from .analysis import wait_kinds
from .bots import RuleBot
from .deal import SEATS, Deal, DealOptions

MIN_HANDS = 30  # ready hands a point of the "chance by stock left" chart stands on, at least


@dataclass(frozen=True)
class StockBin:
    """Ready hands whose stock left was between `low` and `high`: how many, how many won."""

    high: int
    low: int
    hands: int
    won: int

    @property
    def rate(self) -> float:
        return self.won / self.hands if self.hands else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95 % Wilson score range of the rate."""
        return wilson(self.won, self.hands)


@dataclass
class Stats:
    deals: int = 0
    wins: int = 0
    draws: int = 0
    cuoc: Counter = field(default_factory=Counter)  # cước id → wins where it appears
    totals: Counter = field(default_factory=Counter)  # total điểm → wins
    win_kinds: Counter = field(default_factory=Counter)  # wait kind of the winning card → wins
    ready_at: Counter = field(default_factory=Counter)  # stock left when a hand became ready → hands
    ready_won: Counter = field(default_factory=Counter)  # … of which went on to win

    def win_rate_by_stock_bins(self, least: int = MIN_HANDS) -> list[StockBin]:
        """The share of ready hands that won, by the stock left when they became ready: neighbouring
        stock counts merged (from the most stock down) until each bin holds at least `least` ready
        hands; a short last bin joins the one before it. Each bin carries its 95 % (Wilson) range,
        so a chart never shows a jump that is only noise.

        >>> st = Stats(ready_at=Counter({12: 20, 11: 15, 10: 40, 9: 5}), ready_won=Counter({12: 10, 11: 3, 10: 20}))
        >>> [(b.high, b.low, b.hands, b.won) for b in st.win_rate_by_stock_bins(30)]
        [(12, 11, 35, 13), (10, 9, 45, 20)]
        """
        bins: list[list[int]] = []  # [high, low, hands, won]
        for stock, hands in sorted(self.ready_at.items(), reverse=True):
            if not bins or bins[-1][2] >= least:
                bins.append([stock, stock, 0, 0])
            bins[-1][1] = stock
            bins[-1][2] += hands
            bins[-1][3] += self.ready_won[stock]
        if len(bins) > 1 and bins[-1][2] < least:  # too few to stand alone: with its neighbour
            high, low, hands, won = bins.pop()
            bins[-1][1], bins[-1][2], bins[-1][3] = low, bins[-1][2] + hands, bins[-1][3] + won
        return [StockBin(high, low, hands, won) for high, low, hands, won in bins]


def simulate(
    deals: int,
    profile: str = "cardavia",
    seed: int = 0,
    make_player: Callable = RuleBot,
    progress: Callable[[int], None] | None = None,
) -> Stats:
    """Play `deals` deals with `make_player(seed)` in every seat and gather the statistics."""
    stats = Stats()
    options = DealOptions(profile=profile)
    for i in range(deals):
        deal = Deal(options, seed=seed + i)
        players = [make_player((seed + i) * SEATS + s) for s in range(SEATS)]
        ready: dict[int, int] = {}  # seat → stock left when it first became ready
        while not deal.over:
            seat = deal.to_act
            action = players[seat].choose(deal, seat)
            winner_holding = deal.hand_of(seat) if action.kind == "win" else None
            deal.act(action)
            if action.kind == "discard" and seat not in ready and wait_kinds(deal.hand_of(seat)):
                ready[seat] = deal.stock_left
            if winner_holding is not None:
                assert deal.outcome is not None  # the win ended the deal
                kinds: dict[int | None, str] = dict(wait_kinds(winner_holding))  # no win card: Thiên ù
                stats.win_kinds[kinds.get(deal.outcome.win_card, "thien_u")] += 1
        _book(stats, deal, ready)
        if progress:
            progress(i + 1)
    return stats


def simulate_block(job: tuple[int, str, int]) -> Stats:
    """`simulate(deals, profile, seed)` for a job (deals, profile, seed): one task of a batch run.
    Deal i of a block is dealt from seed + i, so blocks of seeds s, s + n, s + 2n, … merged are
    the statistics of one run of their total from s."""
    deals, profile, seed = job
    return simulate(deals, profile, seed)


def merged(parts: list[Stats]) -> Stats:
    """The statistics of several runs as one."""
    out = Stats()
    for part in parts:
        out.deals += part.deals
        out.wins += part.wins
        out.draws += part.draws
        for name in ("cuoc", "totals", "win_kinds", "ready_at", "ready_won"):
            getattr(out, name).update(getattr(part, name))
    return out


def _book(stats: Stats, deal: Deal, ready: dict[int, int]) -> None:
    stats.deals += 1
    out = deal.outcome
    assert out is not None  # booked once the deal has ended
    if out.winner is None:
        stats.draws += 1
    else:
        assert out.result is not None  # a win is scored
        stats.wins += 1
        stats.totals[out.result.total] += 1
        for item in out.result.items:
            if item.id != "ga":
                stats.cuoc[item.id] += 1
    for seat, stock in ready.items():
        stats.ready_at[stock] += 1
        stats.ready_won[stock] += out.winner == seat
