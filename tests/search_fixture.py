"""The search's results on fixed positions, recorded so that a faster search can be checked to
give exactly the same numbers (tests/test_chan_search_equivalence.py).

    python -m tests.search_fixture   # rewrites tests/fixtures/search_equivalence.json

Positions come from seeded deals played by the heuristic player, in each profile, mode and
option set below; each is stored as its deal's seed, the number of actions played and a digest
of its replay record (so the test knows it replays the very position). For each position the
fixture holds, for fixed seeds:
`estimate`'s result lists (flat, and with sequential halving), the search player's choice and
the coach's ranking with its values. Rewrite it only when the search is meant to change.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

from core.chan.ai import HeuristicBot, SearchBot, estimate, safe_actions
from core.chan.coach import coach
from core.chan.deal import SEATS, Deal, DealOptions
from core.chan.replay import from_record, record_of

FIXTURE = Path(__file__).parent / "fixtures" / "search_equivalence.json"
SETTINGS = (
    DealOptions(profile="cardavia"),
    DealOptions(profile="traditional"),
    DealOptions(profile="traditional", mode="advanced"),
    DealOptions(profile="traditional", four_eleven=True),
    DealOptions(profile="traditional", mode="advanced", four_eleven=True, ga_gop=True),
    DealOptions(profile="traditional", four_eleven=True, ga=("tam_do", "bach_thu_chi")),
)
DEALS = 4  # per setting
ESTIMATE_SAMPLES = 3
SEARCH_SAMPLES = 2


def options_json(options: DealOptions) -> dict:
    return {
        "profile": options.profile,
        "mode": options.mode,
        "four_eleven": options.four_eleven,
        "ga": list(options.ga),
        "ga_gop": options.ga_gop,
    }


def digest(deal: Deal) -> str:
    """A short fingerprint of the position (its replay record)."""
    return hashlib.sha256(json.dumps(record_of(deal), sort_keys=True).encode()).hexdigest()[:16]


def positions():
    """(setting index, deal seed, actions played, position) for every position of the fixture."""
    for i, options in enumerate(SETTINGS):
        for d in range(DEALS):
            seed = 1000 * i + d
            deal = Deal(options, seed=seed, thong=d % SEATS if d % 2 else None)
            players = [HeuristicBot(seed * SEATS + s) for s in range(SEATS)]
            choices = []  # action counts at which the seat to act has a real choice
            while not deal.over:
                if len(safe_actions(deal, deal.to_act)) > 1:
                    choices.append(len(deal.actions))
                deal.act(players[deal.to_act].choose(deal, deal.to_act))
            rng, half = random.Random(seed), len(choices) // 2
            for upto in (rng.choice(choices[:half]), rng.choice(choices[half:])):
                yield i, seed, upto, from_record(record_of(deal), upto=upto)


def measure(deal: Deal, seed: int) -> dict:
    """Everything the fixture pins down about one position."""
    seat = deal.to_act
    actions = safe_actions(deal, seat)
    flat = estimate(deal, seat, actions, random.Random(seed), samples=ESTIMATE_SAMPLES)
    halved = estimate(
        deal, seat, actions, random.Random(seed + 1), samples=SEARCH_SAMPLES, halve=True, keep=actions[-1]
    )
    choice = SearchBot(seed, samples=SEARCH_SAMPLES).choose(deal, seat)
    advice = coach(deal, seat, samples=SEARCH_SAMPLES, seed=seed)
    return {
        "actions": [str(a) for a in actions],
        "estimate": [e.results for e in flat],
        "halved": [e.results for e in halved],
        "search": str(choice),
        "coach": [[str(a.action), a.value, a.se, a.label] for a in advice],
    }


def build() -> dict:
    cases = []
    for i, seed, upto, deal in positions():
        case = {"setting": i, "seed": seed, "upto": upto, "digest": digest(deal)}
        case.update(measure(deal, seed))
        cases.append(case)
    return {"settings": [options_json(o) for o in SETTINGS], "cases": cases}


if __name__ == "__main__":
    data = build()
    FIXTURE.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{len(data['cases'])} positions written to {FIXTURE}")
