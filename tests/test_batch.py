"""Batch work through Dask (issue 24 item 6): the tournament and the statistics' simulations give the
same figures for the same seed in one process, on a local cluster and on a cluster named by its
scheduler's address, and show their progress."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from distributed import LocalCluster, SchedulerPlugin
from distributed.utils import key_split
from streamlit.testing.v1 import AppTest

from batch import default_jobs, importable, run_map
from benchmarks import tournament
from core.chan.stats import merged, simulate, simulate_block
from ui.chan import statistics

ROOT = Path(__file__).resolve().parent.parent
TIMING = {"mean_ms_a", "mean_ms_b", "p95_ms_a", "p95_ms_b", "cpu_s_main", "wall_s"}  # differ run to run


@pytest.fixture(scope="module")
def cluster():
    """A real scheduler with two worker processes, reached by its tcp:// address."""
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as c:
        c.scheduler.add_plugin(Finished(), name="finished")
        yield c


class Finished(SchedulerPlugin):
    """Counts the tasks the scheduler saw finish, by name (play_deck, simulate_block)."""

    def __init__(self):
        self.by_name: Counter = Counter()

    def transition(self, key, start, finish, *args, **kwargs):
        if finish == "memory":
            self.by_name[key_split(key)] += 1


def computed(cluster, prefix: str) -> int:
    """How many tasks of this name the cluster's scheduler has seen finish."""
    return cluster.scheduler.plugins["finished"].by_name[prefix]


def figures(stdout: str) -> dict:
    summary = json.loads(stdout.strip().splitlines()[-1])
    return {k: v for k, v in summary.items() if k not in TIMING}


def test_run_map_on_a_local_cluster_equals_one_process_in_item_order():
    jobs = [(5, "cardavia", seed) for seed in (30, 35, 40)]
    seen = []
    here = run_map(simulate_block, jobs, jobs=1)
    there = run_map(simulate_block, jobs, jobs=2, progress=lambda done, total, r: seen.append((done, total, r.deals)))
    assert there == here  # Stats compare field by field (Counters included), in the items' order
    assert [d for d, _, _ in seen] == [1, 2, 3] and {(t, n) for _, t, n in seen} == {(3, 5)}
    assert merged(here) == simulate(15, "cardavia", 30)  # blocks of consecutive seeds are one run


def test_tournament_on_a_scheduler_address_equals_one_process(cluster, capsys):
    tournament.main(["--deals", "6", "--jobs", "1", "--no-bar"])
    alone = figures(capsys.readouterr().out)
    tournament.main(["--deals", "6", "--scheduler", cluster.scheduler_address])
    captured = capsys.readouterr()
    assert figures(captured.out) == alone and alone["decks"] == 3
    bar = captured.err.strip().splitlines()
    assert bar[-1].startswith("[" + "#" * tournament.BAR + "] 3/3 decks"), captured.err
    assert computed(cluster, "play_deck") == 3  # the decks went through that scheduler


def test_the_command_line_runs_its_decks_on_the_cluster(cluster):
    """`python -m benchmarks.tournament`: play_deck is `__main__.play_deck` there, which no worker has;
    run_map sends it as benchmarks.tournament.play_deck."""
    run = [sys.executable, "-m", "benchmarks.tournament", "--deals", "4", "--no-bar", "--a", "rules"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    alone = subprocess.run([*run, "--jobs", "1"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    there = subprocess.run(
        [*run, "--scheduler", cluster.scheduler_address], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300
    )
    assert alone.returncode == 0 and there.returncode == 0, there.stderr[-2000:]
    assert figures(there.stdout) == figures(alone.stdout)


def test_importable_finds_a_main_modules_function_by_its_module_name(monkeypatch):
    import types

    fake_main = types.ModuleType("__main__")
    fake_main.__spec__ = tournament.__spec__
    monkeypatch.setitem(sys.modules, "__main__", fake_main)

    def play_deck():  # what `python -m benchmarks.tournament` defines as __main__.play_deck
        raise AssertionError("not this one")

    play_deck.__module__ = "__main__"
    play_deck.__qualname__ = "play_deck"
    assert importable(play_deck) is tournament.play_deck
    assert importable(simulate) is simulate


def test_statistics_page_runs_its_blocks_on_the_named_scheduler(cluster, monkeypatch):
    monkeypatch.setenv("CHAN_DASK_SCHEDULER", cluster.scheduler_address)
    at = AppTest.from_file(str(ROOT / "pages" / "statistics.py"), default_timeout=180)
    at.session_state["profile"] = "cardavia"
    at.run()
    before = computed(cluster, "simulate_block")
    at.select_slider(key="stats_deals").set_value(200)
    at.number_input(key="stats_seed").set_value(4321).run()
    assert not at.exception
    expected = simulate(200, "cardavia", 4321)
    assert at.metric[0].value == "200"
    assert at.metric[1].value == f"{expected.wins / 200:.0%}"
    assert len(at.get("plotly_chart")) == 4
    after = computed(cluster, "simulate_block")
    assert after - before == 2  # the two blocks of 100 deals went through this scheduler
    statistics.dask_client(cluster.scheduler_address, default_jobs()).client.close()  # the page's, kept
    statistics.dask_client.clear()
