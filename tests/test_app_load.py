"""Smoke test of benchmarks.app_load: a real server, two websocket sessions, two analyser clicks and
two play moves each; the last line is one JSON object with the figures the issue asks for."""

import json
import socket

from benchmarks import app_load

KEYS = {
    "sessions",
    "moves",
    "rerun_p50_ms",
    "rerun_p95_ms",
    "memory_before_mb",
    "memory_peak_mb",
    "memory_after_mb",
    "memory_per_session_mb",
    "memory_after_60s_mb",
}


def port_of_this_suite() -> int:
    """A free port of the range kept for this benchmark's servers (8631-8649; 8630 is its default)."""
    for port in range(8631, 8650):
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) != 0:
                return port
    raise RuntimeError("ports 8631-8649 are all taken")


def test_two_sessions_click_and_move_and_the_last_line_is_the_json(capsys):
    app_load.main(
        ["--sessions", "2", "--moves", "2", "--think", "0.1", "--settle", "1", "--port", str(port_of_this_suite())]
    )
    last = capsys.readouterr().out.strip().splitlines()[-1]
    result = json.loads(last)
    assert KEYS <= set(result)
    assert result["errors"] == []  # no exception on a page, every click found its button
    assert result["sessions"] == 2 and result["analyser_clicks"] == 4 and result["play_moves"] == 4
    assert result["moves"] == 8 and result["reruns"] == 2 * (1 + 2 + 1 + 1 + 1 + 2)  # opens, clicks, pace, deal
    assert 0 < result["rerun_p50_ms"] <= result["rerun_p95_ms"]
    assert result["memory_peak_mb"] >= result["memory_before_mb"] > 50  # a Streamlit server's RSS, in MB
