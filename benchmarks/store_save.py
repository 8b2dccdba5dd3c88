"""Per-move save time of a guided-play Chắn match at deal 1 and at deal 200, in one run.

    python -m benchmarks.store_save [--moves 30] [--url SQLALCHEMY_URL]

The match is played by random players (seed 5). At deal 1 and at deal 200, each of `--moves`
moves is followed by a save, timed:
- `log`: what the app does now (ui.chan.play.save): the move's new rows appended to the match's
  log (storage.matches.append_rows), one INSERT a move;
- `whole`: the old way, the same-run baseline: the whole match's JSON written over its one row
  (PlayState.dumps + storage.matches.save_whole), as ui/store.py did before.
The database is a fresh SQLite file in a temporary directory (WAL, as the app's), or `--url`.
Reopening (the replay validator over every row) is timed once at deal 200.

Prints a short report, then, last, one JSON line with the medians in milliseconds.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from pathlib import Path

from core.chan.deal import DealOptions
from core.chan.replay import Match
from storage.engine import make_engine, migrate
from storage.matches import save_whole
from ui.chan.play_view import make_players

SEED = 5


def match_at(deal_number: int) -> Match:
    """A match whose last deal is `deal_number`, just dealt (the earlier ones played out)."""
    match = Match(DealOptions(profile="traditional", ga_gop=True), seed=SEED)
    players = make_players("random", SEED)
    for _ in range(deal_number - 1):
        deal = match.new_deal()
        while not deal.over:
            deal.act(players[deal.to_act].choose(deal, deal.to_act))
        match.close_deal()
    match.new_deal()
    return match


def timed_saves(play, moves: int, save) -> list[float]:
    """Play up to `moves` moves of the current deal, timing the save after each (ms)."""
    players = make_players("random", SEED)
    out = []
    for _ in range(moves):
        deal = play.deal
        if deal.over:
            break
        deal.act(players[deal.to_act].choose(deal, deal.to_act))
        start = time.perf_counter()
        save(play)
        out.append((time.perf_counter() - start) * 1000)
    return out


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=30)
    parser.add_argument("--url", default=None, help="a SQLAlchemy URL (default: a temporary SQLite file)")
    args = parser.parse_args(argv)
    folder = tempfile.mkdtemp(prefix="store-save-")
    url = args.url or f"sqlite+pysqlite:///{Path(folder) / 'bench.sqlite3'}"
    os.environ["CHAN_DATABASE_URL"] = url  # ui.chan.play.save writes through ui.store's engine
    engine = make_engine(url)
    migrate(engine)
    from ui.chan import play as P

    def whole(play):
        save_whole(engine, play.key, "chan", play.dumps())

    figures: dict = {"url": url.split("://")[0], "moves": args.moves}
    for number in (1, 200):
        match = match_at(number)
        for name, save in (("log", P.save), ("whole", whole)):
            play = P.PlayState(match_at(number) if name == "whole" else match, P.new_key(), "random")
            save(play)  # the match as it stands: stored once, untimed
            times = timed_saves(play, args.moves, save)
            assert getattr(play, "save_error", None) is None, play.save_error
            figures[f"{name}_ms_deal{number}"] = round(statistics.median(times), 3)
            print(f"deal {number:3}: {name:5} save median {statistics.median(times):8.3f} ms over {len(times)} moves")
            if name == "log" and number == 200:
                start = time.perf_counter()
                again = P._load(play.key)
                figures["reopen_ms_deal200"] = round((time.perf_counter() - start) * 1000, 1)
                assert isinstance(again, P.PlayState) and len(again.match.deals) == 200, again
    figures["log_ratio_200_to_1"] = round(figures["log_ms_deal200"] / figures["log_ms_deal1"], 2)
    figures["whole_ratio_200_to_1"] = round(figures["whole_ms_deal200"] / figures["whole_ms_deal1"], 2)
    engine.dispose()
    print(json.dumps(figures))
    return figures


if __name__ == "__main__":
    main()
