"""Chắn AI: what a seat may know, a sampler of the hidden cards, a heuristic player and a search player.

    from core.chan.ai import HeuristicBot, SearchBot, make_player
    players = [make_player("search", seed=1), make_player("heuristic", 2), ...]

The package's parts, one module each, in the order a newcomer reads them:

1. **The view** (`view.py`, `view_of`): everything a seat may know — its own hand and record,
   every exposed group, every gate, the revealed stock cards, each hand's size, and the public
   log. A silent choice (declining a win or a chíu) stays private to the seat that made it. The
   view also holds what the public events *prove* about the other hands (`SeatView.most`,
   `SeatView.even`, see `hand_limits`).
2. **The sampler** (`sampler.py`, `sample_world`): deals the unseen cards to the other hands and
   the stock so that hand sizes, the four copies of each face and those proofs all hold, firms
   each hand up as play would have (`_firm_up`: a hand that has discarded holds fewer loose cards
   than a random one), rebuilds each other seat's history (dealt hand, declined captures, bòn)
   from its sampled hand and the public log, and returns a whole `Deal` to play on
   (`world_from_hidden`). It reads nothing of the real deal that the view lacks; the search takes
   its sampler as a parameter, so a benchmark can hand it one that knows more
   (`benchmarks/decision_regret.py` measures what knowing the hands or the stock would be worth).
3. **Appraisal** (`appraisal.py`, `Position`): a fast value of a 19-card holding — chắn towards
   six (win.ten_pairs), loose ends still to pair, live copies of the cards that would pair them,
   and for a ready hand the unseen copies of each wait times what that win would score.
4. **Players** (`players.py`): `safe_actions` and `HeuristicBot` (the appraisal, dead cards
   out first, never an error of either profile). Its light version (`fast_player`) is the
   rollouts' policy: it picks as ranking every option would, with less work
   (`HeuristicBot._best`).
5. **The search** (`search.py`): `SearchBot`, determinized Monte Carlo — sample, play every
   candidate out with fast heuristic players, keep the best mean settlement — and the shared
   search core `estimate` (with `rollout_value`, which averages the wins the stock could give at
   each reveal instead of drawing one; the stock's wins are tried on the deal itself,
   `Deal.on_stock_card`, and settled from a cache, `calling.scored_win`), which the coach uses too.
6. **Levels** (`levels.py`): the players by kind (`make_player`) and the play page's difficulty
   levels.

Everything is standard library and deterministic for a given seed, except that a time budget (as
opposed to a fixed number of samples) depends on the speed of the machine.
"""

from .appraisal import Position, barred, part_of
from .levels import DEEP_BUDGET_MS, LEVELS, PLAYERS, deep_player, make_player
from .players import HeuristicBot, fast_player, is_error, safe_actions
from .sampler import SamplingError, claims_after, rebuild_history, sample_hidden, sample_world, world_from_hidden
from .search import Estimate, SearchBot, estimate, pick, rollout, rollout_value
from .view import SeatView, hand_limits, view_of

__all__ = [
    "SeatView",
    "view_of",
    "hand_limits",
    "sample_hidden",
    "sample_world",
    "world_from_hidden",
    "rebuild_history",
    "claims_after",
    "SamplingError",
    "Position",
    "safe_actions",
    "is_error",
    "HeuristicBot",
    "SearchBot",
    "deep_player",
    "DEEP_BUDGET_MS",
    "fast_player",
    "Estimate",
    "estimate",
    "rollout",
    "pick",
    "PLAYERS",
    "LEVELS",
    "make_player",
    "rollout_value",
    "barred",
    "part_of",
]
