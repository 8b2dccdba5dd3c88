"""Many learners on one server (issue 24 item 7): N concurrent sessions of `streamlit run app.py`.

    python -m benchmarks.app_load [--sessions 50] [--moves 10] [--think 2.0] [--port 8630] [--before-after]
                                  [--servers 2]

Starts one Streamlit server (app.py, headless, on --port) and drives N sessions at once through it.
Each session is a real websocket session on /_stcore/stream speaking Streamlit's own protocol, as
the browser does (a BackMsg `rerun_script` with the page and the widget states, then the server's
ForwardMsgs up to `script_finished`), without a browser's rendering: on this 2-core machine 50
Chromium pages would spend the cores drawing and measure the browser instead of the server. A
button click is what the browser sends for it: the button's id with a trigger (and the fragment it
was drawn in, so a click inside the play table's fragment reruns only that fragment).

Each session, after a random pause of up to --think seconds (so the sessions do not click in step):
  1. opens the Hand analyser, then clicks its buttons M times (deal 19 cards, a ready hand, 20
     cards, undo, in turn) — each click a rerun that analyses a new holding;
  2. opens Guided play, chooses the instant pace, deals (the set-up form's button), and makes M
     moves: the first enabled move on the table (a discard, a capture, a pass, a win and its
     call), or "Next deal" when a deal is over.
Between two clicks a session waits a random 0.5–1.5 × --think seconds, a learner reading the page
(--think 0: every session clicks as fast as the server answers).

A rerun's time is the client's: from sending the BackMsg to the `script_finished` of that run.
Memory is the server process's RSS (psutil), sampled every 100 ms: before (the server started and
every page drawn once, by one session that then closes: the imports and caches are not the
sessions'), the peak, with every session open after its moves, right after they close, and 60 s
after they close. Memory per session is (with every session open − before) / N. Streamlit keeps a
closed session's state for `server.disconnectedSessionTTL` seconds in case its browser reconnects:
the server here runs with the value in .streamlit/config.toml.

With --before-after the same load runs first on a server with Streamlit's default
`runner.postScriptGC = true` (a full garbage collection after every script run, which walks every
object of every session while holding the GIL), then on the app's configuration, which turns it
off; the last line's JSON holds the second run's figures and the first's under "before".

With --servers K, K app servers (replicas) run at once on ports --port … --port+K-1, on one
database, the sessions dealt evenly among them (a load balancer's work): the rerun times are all
the servers' together; the memory figures are the worst server's (each server is one Python process:
with the GIL it uses about one core, so a 2-core machine serves its sessions with two).

Prints one line per run, then, last, one JSON object (targets on this 2-core machine: 50
sessions, p95 ≤ 300 ms per rerun, ≤ 5 MB per session, memory 60 s after back within 20 % of
before). The machine is shared: other work on it shows in the figures; rerun when it is quiet.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_P95_MS = 300
TARGET_MB_PER_SESSION = 5
TARGET_SETTLE = 0.20  # memory 60 s after the sessions close: within 20 % of before
SETTLE_S = 60
ANALYSER_BUTTONS = ("_an_deal_19", "_an_deal_ready", "_an_deal_20", "_an_undo")
MOVE_PREFIXES = ("play_a_", "play_d_", "play_call_confirm")
PACE_KEY = "play_pace_en"
RERUN_TIMEOUT_S = 60
DEBUG = bool(os.environ.get("APP_LOAD_DEBUG"))
FINISHED_EARLY = 2  # ForwardMsg.ScriptFinishedStatus.FINISHED_EARLY_FOR_RERUN: a rerun follows


@dataclass
class Widget:
    id: str
    kind: str  # the element's type: button, radio, ...
    disabled: bool
    fragment: str
    form_submitter: bool = False
    options: tuple = ()

    @property
    def key(self) -> str:
        """The user key Streamlit puts at the end of a keyed widget's id ($$ID-<hash>-<key>)."""
        return self.id.split("-", 2)[2] if self.id.startswith("$$ID-") else self.id


@dataclass
class Session:
    """One learner's websocket session."""

    url: str
    rng: random.Random
    ws: object = None
    page: str = ""
    widgets: dict[str, Widget] = field(default_factory=dict)
    times: list[tuple[str, float]] = field(default_factory=list)  # (what, ms) of every rerun
    errors: list[str] = field(default_factory=list)

    async def connect(self) -> None:
        import websockets

        self.ws = await websockets.connect(
            self.url.replace("http", "ws", 1) + "/_stcore/stream", subprotocols=["streamlit"], max_size=None
        )

    async def close(self) -> None:
        await self.ws.close()

    async def rerun(self, what: str, page: str | None = None, widgets=(), fragment: str = "") -> float:
        """Send one rerun (a page, widget states, a fragment) and read up to its end; returns ms."""
        from streamlit.proto.BackMsg_pb2 import BackMsg
        from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

        if page is not None:
            self.page = page
        msg = BackMsg()
        state = msg.rerun_script
        state.page_name, state.query_string = self.page, ""
        if fragment:
            state.fragment_id = fragment
        for widget_id, field_name, value in widgets:
            proto = state.widget_states.widgets.add()
            proto.id = widget_id
            setattr(proto, field_name, value)
        redrawn: set[str] = set()  # fragments this run has drawn again: their old widgets are gone
        start = time.perf_counter()
        await self.ws.send(msg.SerializeToString())
        while True:
            forward = ForwardMsg()
            try:
                forward.ParseFromString(await asyncio.wait_for(self.ws.recv(), RERUN_TIMEOUT_S))
            except TimeoutError:
                self.errors.append(f"{what}: no end of the run in {RERUN_TIMEOUT_S} s")
                raise
            kind = forward.WhichOneof("type")
            if kind == "new_session":  # a full run starts (also one a fragment's st.rerun asks for)
                self.widgets, redrawn = {}, set()
            elif kind == "delta" and forward.delta.WhichOneof("type") == "new_element":
                fragment_id = forward.delta.fragment_id
                if fragment_id and fragment_id not in redrawn:
                    redrawn.add(fragment_id)
                    self.widgets = {k: w for k, w in self.widgets.items() if w.fragment != fragment_id}
                self._note(forward.delta)
            elif kind == "script_finished" and forward.script_finished != FINISHED_EARLY:
                break
            elif DEBUG:
                print(what, kind, forward.script_finished if kind == "script_finished" else "", file=sys.stderr)
        ms = 1000 * (time.perf_counter() - start)
        self.times.append((what, ms))
        return ms

    def _note(self, delta) -> None:
        element = delta.new_element
        kind = element.WhichOneof("type")
        if kind == "exception":
            self.errors.append(element.exception.message[:200])
        if kind not in ("button", "radio"):
            return
        proto = getattr(element, kind)
        self.widgets[proto.id] = Widget(
            proto.id,
            kind,
            proto.disabled,
            delta.fragment_id,
            form_submitter=kind == "button" and proto.is_form_submitter,
            options=tuple(proto.options) if kind == "radio" else (),
        )

    def find(self, *keys: str, prefixes: tuple[str, ...] = ()) -> Widget | None:
        for w in self.widgets.values():
            if not w.disabled and (w.key in keys or (prefixes and w.key.startswith(prefixes))):
                return w
        return None

    async def click(self, what: str, widget: Widget) -> float:
        return await self.rerun(what, widgets=[(widget.id, "trigger_value", True)], fragment=widget.fragment)

    async def think(self, think_s: float) -> None:
        if think_s > 0:
            await asyncio.sleep(think_s * self.rng.uniform(0.5, 1.5))


async def analyser_clicks(s: Session, moves: int, think_s: float) -> None:
    await s.rerun("open analyser", page="analyser")
    for i in range(moves):
        await s.think(think_s)
        widget = s.find(ANALYSER_BUTTONS[i % len(ANALYSER_BUTTONS)]) or s.find(*ANALYSER_BUTTONS)
        if widget is None:
            s.errors.append("the analyser offered no button")
            return
        await s.click("analyser click", widget)


async def play_moves(s: Session, moves: int, think_s: float) -> int:
    """Guided play at the instant pace: deal, then `moves` clicks on the table. Returns the moves made."""
    from ui.chan.play import PACES

    await s.think(think_s)
    await s.rerun("open play", page="play")
    pace = next((w for w in s.widgets.values() if w.key == PACE_KEY), None)
    if pace is not None:
        label = pace.options[PACES.index("instant")]  # a radio's state is its option's label
        await s.rerun("choose instant pace", widgets=[(pace.id, "string_value", label)])
    start = next((w for w in s.widgets.values() if w.form_submitter and not w.disabled), None)
    if start is None:
        s.errors.append("guided play offered no set-up form")
        return 0
    await s.think(think_s)
    await s.click("deal", start)
    made = 0
    for _ in range(moves):
        await s.think(think_s)
        widget = s.find(prefixes=MOVE_PREFIXES) or s.find("play_next")
        if widget is None:  # a fragment run may leave the table's moves to the next full run
            await s.rerun("refresh")
            widget = s.find(prefixes=MOVE_PREFIXES) or s.find("play_next")
        if widget is None:
            s.errors.append("the table offered no move")
            break
        await s.click("play move", widget)
        made += 1
    return made


class Sampler:
    """The server's RSS in MB, sampled every 100 ms in a thread of its own."""

    def __init__(self, pid: int):
        import psutil

        self.process = psutil.Process(pid)
        self.peak = 0.0
        self._stop = False

    def cpu(self) -> float:
        """The server's CPU seconds so far (user + system, every thread)."""
        times = self.process.cpu_times()
        return times.user + times.system

    def rss(self) -> float:
        return self.process.memory_info().rss / 2**20

    async def run(self) -> None:
        while not self._stop:
            self.peak = max(self.peak, self.rss())
            await asyncio.sleep(0.1)

    def stop(self) -> None:
        self._stop = True


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


async def drive(url: str, pid: int, sessions: int, moves: int, think_s: float, seed: int, settle_s: float) -> dict:
    sampler = Sampler(pid)
    warm = Session(url, random.Random(seed))  # every page drawn once: imports and caches are not the sessions'
    await warm.connect()
    await analyser_clicks(warm, len(ANALYSER_BUTTONS), 0)
    await play_moves(warm, 3, 0)
    await warm.close()
    await asyncio.sleep(1)
    before = sampler.rss()
    sampling = asyncio.create_task(sampler.run())
    learners = [Session(url, random.Random(seed + 1 + n)) for n in range(sessions)]
    await asyncio.gather(*(s.connect() for s in learners))
    print(f"{sessions} sessions connected; server RSS before {before:.1f} MB", file=sys.stderr, flush=True)
    wall, cpu = time.perf_counter(), sampler.cpu()

    async def learner(s: Session) -> int:
        await asyncio.sleep(s.rng.uniform(0, think_s))
        await analyser_clicks(s, moves, think_s)
        return await play_moves(s, moves, think_s)

    made = await asyncio.gather(*(learner(s) for s in learners))
    wall, cpu = time.perf_counter() - wall, sampler.cpu() - cpu
    await asyncio.sleep(1)
    open_rss = sampler.rss()
    await asyncio.gather(*(s.close() for s in learners))
    await asyncio.sleep(1)
    after = sampler.rss()
    print(f"sessions closed; RSS {after:.1f} MB; waiting {settle_s:g} s", file=sys.stderr, flush=True)
    await asyncio.sleep(settle_s)
    settled = sampler.rss()
    sampler.stop()
    await sampling
    times = [ms for s in learners for _, ms in s.times]
    by_kind: dict[str, list[float]] = {}
    for s in learners:
        for what, ms in s.times:
            by_kind.setdefault(what, []).append(ms)
    return {
        "_times": times,  # the raw figures, for adding servers up (--servers); not printed
        "_by_kind": by_kind,
        "sessions": sessions,
        "moves": sum(made) + sessions * moves,  # play moves made + analyser clicks
        "play_moves": sum(made),
        "analyser_clicks": sessions * moves,
        "reruns": len(times),
        "rerun_p50_ms": round(statistics.median(times), 1) if times else None,
        "rerun_p95_ms": round(percentile(times, 0.95), 1),
        "rerun_max_ms": round(max(times), 1) if times else None,
        "rerun_p95_ms_by_kind": {k: round(percentile(v, 0.95), 1) for k, v in sorted(by_kind.items())},
        "think_s": think_s,
        "server_cpu_s": round(cpu, 1),
        "server_cpu_ms_per_rerun": round(1000 * cpu / len(times), 1) if times else None,
        "server_cpu_share": round(cpu / wall, 2),  # of one core: near 1, the one process is saturated
        "wall_s": round(wall, 1),
        "memory_before_mb": round(before, 1),
        "memory_peak_mb": round(max(sampler.peak, open_rss), 1),
        "memory_open_mb": round(open_rss, 1),
        "memory_after_mb": round(after, 1),
        "memory_per_session_mb": round((open_rss - before) / sessions, 2),
        "memory_after_60s_mb": round(settled, 1),
        "errors": sorted({e for s in learners for e in s.errors})[:5],
    }


def start_server(
    port: int, log_dir: Path, options: tuple[str, ...] = (), database: str | None = None
) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    if database and not env.get("CHAN_DATABASE_URL"):
        env["CHAN_MATCH_DB"] = database
    log = open(log_dir / f"streamlit-{port}.log", "wb")  # noqa: SIM115 (closed with the process)
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "streamlit",
            "run",
            str(ROOT / "app.py"),
            "--server.headless",
            "true",
            "--server.port",
            str(port),
            "--server.address",
            "127.0.0.1",
            "--browser.gatherUsageStats",
            "false",
            "--server.fileWatcherType",
            "none",
            *options,
        ],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )


def wait_healthy(url: str, server: subprocess.Popen, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            pass
        if server.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError("streamlit did not start")
        time.sleep(0.05)


def main(argv=None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", type=int, default=50)
    parser.add_argument("--moves", type=int, default=10, help="analyser clicks and play moves per session")
    parser.add_argument("--think", type=float, default=2.0, help="mean seconds between a session's clicks")
    parser.add_argument("--port", type=int, default=8630)
    parser.add_argument("--seed", type=int, default=0, help="the sessions' pauses")
    parser.add_argument(
        "--before-after",
        action="store_true",
        help="first the same load on a server with Streamlit's default runner.postScriptGC = true",
    )
    parser.add_argument("--settle", type=float, default=SETTLE_S, help="seconds to wait after the sessions close")
    parser.add_argument(
        "--servers",
        type=int,
        default=1,
        help="app servers (replicas, ports --port, --port+1, …) on one database, the sessions dealt among them",
    )
    args = parser.parse_args(argv)
    log_dir = Path(tempfile.gettempdir())  # the servers' logs stay there: streamlit-PORT.log

    def one_run(options: tuple[str, ...]) -> dict:
        ports = [args.port + i for i in range(args.servers)]
        # one database for the run's servers (the environment's, else a throw-away file: not data/)
        database = os.environ.get("CHAN_MATCH_DB") or str(log_dir / f"app_load-{os.getpid()}.sqlite3")
        servers = [start_server(port, log_dir, options, database) for port in ports]
        shares = [args.sessions // args.servers + (i < args.sessions % args.servers) for i in range(args.servers)]
        try:
            for port, server in zip(ports, servers, strict=True):
                wait_healthy(f"http://127.0.0.1:{port}", server)

            async def all_servers() -> list[dict]:
                return await asyncio.gather(
                    *(
                        drive(
                            f"http://127.0.0.1:{port}",
                            server.pid,
                            n,
                            args.moves,
                            args.think,
                            args.seed + i,
                            args.settle,
                        )
                        for i, (port, server, n) in enumerate(zip(ports, servers, shares, strict=True))
                    )
                )

            return combine(asyncio.run(all_servers()))
        finally:
            for server in servers:
                server.terminate()
                try:
                    server.wait(timeout=15)
                except subprocess.TimeoutExpired:
                    server.kill()
                    server.wait()

    before = None
    if args.before_after:  # Streamlit's default first: a full garbage collection after every script run
        before = one_run(("--runner.postScriptGC", "true"))
        report(before, args.settle, "before (runner.postScriptGC = true, Streamlit's default)")
    result = one_run(())
    report(result, args.settle, "the app's configuration (.streamlit/config.toml)" if before else "")
    if before is not None:
        result["before"] = before
    print(json.dumps(result))
    return result


def combine(runs: list[dict]) -> dict:
    """One server's figures as they are; several servers' added up: the reruns' times of all of
    them, memory per server (the targets apply to each), CPU summed."""
    if len(runs) == 1:
        run = runs[0]
        run.pop("_times"), run.pop("_by_kind")
        return run
    times = [ms for r in runs for ms in r.pop("_times")]
    by_kind: dict[str, list[float]] = {}
    for r in runs:
        for kind, values in r.pop("_by_kind").items():
            by_kind.setdefault(kind, []).extend(values)
    wall = max(r["wall_s"] for r in runs)
    cpu = sum(r["server_cpu_s"] for r in runs)
    return {
        "servers": len(runs),
        "sessions": sum(r["sessions"] for r in runs),
        "moves": sum(r["moves"] for r in runs),
        "play_moves": sum(r["play_moves"] for r in runs),
        "analyser_clicks": sum(r["analyser_clicks"] for r in runs),
        "reruns": len(times),
        "rerun_p50_ms": round(statistics.median(times), 1),
        "rerun_p95_ms": round(percentile(times, 0.95), 1),
        "rerun_max_ms": round(max(times), 1),
        "rerun_p95_ms_by_kind": {k: round(percentile(v, 0.95), 1) for k, v in sorted(by_kind.items())},
        "think_s": runs[0]["think_s"],
        "server_cpu_s": round(cpu, 1),
        "server_cpu_ms_per_rerun": round(1000 * cpu / len(times), 1),
        "server_cpu_share": round(cpu / wall, 2),  # of one core, all servers together
        "wall_s": wall,
        # memory: the worst server for each figure (the targets hold per server)
        "memory_before_mb": max(r["memory_before_mb"] for r in runs),
        "memory_peak_mb": max(r["memory_peak_mb"] for r in runs),
        "memory_open_mb": max(r["memory_open_mb"] for r in runs),
        "memory_after_mb": max(r["memory_after_mb"] for r in runs),
        "memory_per_session_mb": max(r["memory_per_session_mb"] for r in runs),
        "memory_after_60s_mb": max(r["memory_after_60s_mb"] for r in runs),
        "errors": sorted({e for r in runs for e in r["errors"]})[:5],
        "per_server": [{k: r[k] for k in ("sessions", "rerun_p95_ms", "memory_per_session_mb")} for r in runs],
    }


def report(result: dict, settle: float, title: str) -> None:
    """Add the settle time and the verdict to `result`; print its line."""
    result["settle_s"] = settle
    result["meets_targets"] = bool(
        result["rerun_p95_ms"] <= TARGET_P95_MS
        and result["memory_per_session_mb"] <= TARGET_MB_PER_SESSION
        and result["memory_after_60s_mb"] <= (1 + TARGET_SETTLE) * result["memory_before_mb"]
        and not result["errors"]
    )
    if title:
        print(title + ":")
    print(
        f"{result['sessions']} sessions, {result['reruns']} reruns ({result['analyser_clicks']} analyser clicks, "
        f"{result['play_moves']} play moves) in {result['wall_s']} s: rerun p50 {result['rerun_p50_ms']} ms, "
        f"p95 {result['rerun_p95_ms']} ms (target ≤ {TARGET_P95_MS}); server RSS {result['memory_before_mb']} MB "
        f"before, {result['memory_peak_mb']} MB peak, {result['memory_per_session_mb']} MB per session "
        f"(target ≤ {TARGET_MB_PER_SESSION}), {result['memory_after_60s_mb']} MB {settle:g} s after "
        f"(target ≤ {(1 + TARGET_SETTLE) * result['memory_before_mb']:.1f}); server CPU "
        f"{result['server_cpu_ms_per_rerun']} ms per rerun, {result['server_cpu_share']} of a core"
    )


if __name__ == "__main__":
    main()
