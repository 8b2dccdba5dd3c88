"""Batch work through Dask's distributed scheduler: one function, `run_map`.

    from batch import run_map
    results = run_map(play_deck, jobs_list)                      # a local cluster, one worker per core
    results = run_map(play_deck, jobs_list, jobs=1)              # in this process, no Dask at all
    results = run_map(play_deck, jobs_list, scheduler="tcp://10.0.0.5:8786")   # a real cluster

The results come back in the order of `items` whatever order the workers finish in, so a run
gives the same results for the same inputs on one process, a local cluster or a real one (every
task must be a pure function of its item: seeds go in the items). `progress(done, total, result)`
is called in the calling thread as each result arrives (in the order they finish).

A real cluster's workers import the function by its module, so they run in a copy of this
repository (`cd repo && dask worker tcp://host:8786`). Dask is imported only when a cluster is
used: `core/` stays standard-library only, and pages that never run a batch never load Dask.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import sys
import types
from collections.abc import Callable, Iterable
from typing import Any

SCHEDULER_ENV = "CHAN_DASK_SCHEDULER"  # a scheduler address (tcp://host:port) for the app's simulations
JOBS_ENV = "CHAN_DASK_JOBS"  # the local cluster's workers when no scheduler is named

Progress = Callable[[int, int, Any], None]


def default_jobs() -> int:
    """Workers of a local cluster: CHAN_DASK_JOBS if set, else one per core."""
    value = os.environ.get(JOBS_ENV, "").strip()
    if value.isdigit() and int(value) > 0:
        return int(value)
    return os.cpu_count() or 1


def scheduler_from_env() -> str | None:
    """The scheduler address named by CHAN_DASK_SCHEDULER, or None for a local cluster."""
    return os.environ.get(SCHEDULER_ENV, "").strip() or None


def importable(fn: Callable) -> Callable:
    """`fn` as workers can import it: a function of a module run as `python -m pkg.mod` is
    `__main__.fn` here, which no worker has; it is taken from `pkg.mod` instead."""
    if getattr(fn, "__module__", None) != "__main__":
        return fn
    spec = getattr(sys.modules["__main__"], "__spec__", None)
    if spec is None or not spec.name:
        return fn  # a script run by path: cloudpickle sends it by value
    return getattr(importlib.import_module(spec.name), fn.__qualname__)


@contextlib.contextmanager
def _workers_skip_main():
    """Worker processes are spawned, and a spawned process first runs the parent's `__main__` file
    again. Under Streamlit that file is the page being run (Streamlit puts the page's module in
    sys.modules["__main__"]), so a worker would run the page, which starts a cluster. The workers
    need no `__main__` (`importable` sends functions by their module), so while they start,
    `__main__` is a blank module, or the same module by name for `python -m pkg.mod`."""
    main = sys.modules.get("__main__")
    spec = getattr(main, "__spec__", None)
    blank = types.ModuleType("__main__")
    if spec is not None and spec.name and not spec.name.endswith("__main__"):
        blank.__spec__ = spec  # spawn imports it by name (as __mp_main__: its main() does not run)
    sys.modules["__main__"] = blank
    try:
        yield
    finally:
        if sys.modules.get("__main__") is blank and main is not None:
            sys.modules["__main__"] = main


def local_client(jobs: int):
    """A distributed Client on a new local cluster of `jobs` worker processes, one thread each,
    no dashboard (close it with `close_client`)."""
    from distributed import Client, LocalCluster

    with _workers_skip_main():
        cluster = LocalCluster(
            n_workers=jobs, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=40
        )
    return Client(cluster)


def close_client(client) -> None:
    """Close a client and, if it made its own local cluster, that cluster too."""
    cluster = getattr(client, "cluster", None)
    client.close()
    if cluster is not None:
        cluster.close()


def run_map(
    fn: Callable,
    items: Iterable,
    jobs: int | None = None,
    scheduler: Any = None,
    progress: Progress | None = None,
) -> list:
    """[fn(item) for item in items], run by Dask: on `scheduler` (an address such as
    "tcp://host:8786", or a distributed Client to reuse), else on a local cluster of `jobs`
    worker processes (default: one per core) made for this call and closed after it. With no
    scheduler and jobs == 1 the items run here, in order, without Dask."""
    items = list(items)
    total = len(items)
    results: list = []
    if total == 0 or (scheduler is None and (jobs or default_jobs()) <= 1):
        for done, item in enumerate(items, 1):
            results.append(fn(item))
            if progress:
                progress(done, total, results[-1])
        return results
    from distributed import Client, as_completed

    if isinstance(scheduler, Client):
        client, own = scheduler, False
    elif scheduler is not None:
        client, own = Client(scheduler), True
    else:
        client, own = local_client(jobs or default_jobs()), True
    try:
        futures = client.map(importable(fn), items, pure=False)
        where = {future.key: i for i, future in enumerate(futures)}
        results = [None] * total
        for done, future in enumerate(as_completed(futures), 1):
            results[where[future.key]] = future.result()
            future.release()
            if progress:
                progress(done, total, results[where[future.key]])
        return results
    finally:
        if own:
            close_client(client)
