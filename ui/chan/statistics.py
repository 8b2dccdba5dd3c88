"""The Statistics page's simulation (run through Dask in blocks of deals, cached, pure) and its charts.

The blocks run on the process's Dask client (batch): a local cluster of one worker per core (or
CHAN_DASK_JOBS workers; 1 runs them in the server process), started on first use and kept for the
life of the server, or the cluster whose scheduler CHAN_DASK_SCHEDULER names (tcp://host:port).
The page keeps no state of its own beyond its two widgets (the number of deals and the seed)."""

from __future__ import annotations

from types import SimpleNamespace

import plotly.graph_objects as go
import streamlit as st

import batch
from core.chan.analysis import KIND_NAMES as ANALYSIS_KINDS
from core.chan.scoring import CUOC_NAMES
from core.chan.stats import MIN_HANDS, Stats, merged, simulate_block
from core.common.text import Text

from ..i18n import t

CHUNK = 100
KIND_NAMES = {**ANALYSIS_KINDS, "thien_u": Text("Thiên ù", "Thiên ù")}  # the winning shapes, and the dealt win


@st.cache_resource(show_spinner=False)
def dask_client(scheduler: str | None, jobs: int) -> SimpleNamespace:
    """The process's Dask client (shared by every session) as `.client`: on the cluster at
    `scheduler`, else on a local cluster of `jobs` workers; None when jobs is 1 and no scheduler is
    named (the blocks run here). Wrapped, because a Client is awaitable and a cached value may not be."""
    if scheduler is not None:
        from distributed import Client

        return SimpleNamespace(client=Client(scheduler))
    return SimpleNamespace(client=batch.local_client(jobs) if jobs > 1 else None)


@st.cache_data(max_entries=100, show_spinner=False)
def simulated_blocks(profile: str, seed: int, blocks: int) -> Stats:
    """`blocks` blocks of CHUNK deals (seeds seed, seed + CHUNK, …) run through Dask and merged: the
    same figures as one run of blocks × CHUNK deals from `seed` (pure, so cached across sessions).
    A progress bar moves as the blocks come back; it is made here, so a cached call replays it
    (made and emptied) instead of pointing at a bar of an earlier run."""
    client = dask_client(batch.scheduler_from_env(), batch.default_jobs()).client
    jobs_list = [(CHUNK, profile, seed + i * CHUNK) for i in range(blocks)]
    bar_slot = st.progress(0.0)

    def advance(done: int, total: int, _result) -> None:
        bar_slot.progress(done / total)

    parts = batch.run_map(simulate_block, jobs_list, jobs=1, scheduler=client, progress=advance)
    bar_slot.empty()
    return merged(parts)


def simulated(profile: str, deals: int, seed: int, lang: str) -> Stats:
    """`deals` simulated deals in blocks of CHUNK, with a progress bar and a note while they run."""
    note = st.empty()
    note.caption(t("play.stats_running", lang))
    stats = simulated_blocks(profile, seed, deals // CHUNK)
    note.empty()
    return stats


def share(value: float, lang: str) -> str:
    """A share as a bar's label: whole percent from 10 %, one decimal below (a bar of one deal in
    500 wins is "0.3%", never "0%"), a decimal comma in Vietnamese."""
    text = f"{value:.0%}" if value >= 0.1 or value == 0 else f"{value:.1%}"
    return text.replace(".", t("app.decimal_point", lang))


def mean_total(stats: Stats, lang: str) -> str:
    """The mean điểm of a win, one decimal, as the language writes it."""
    text = f"{sum(total * n for total, n in stats.totals.items()) / max(stats.wins, 1):.1f}"
    return text.replace(".", t("app.decimal_point", lang))


def bar(x, y, title, xaxis, yaxis, lang: str, percent=False, horizontal=False):
    """Bars with their values on them; `horizontal` puts long labels (cước names) on the y axis,
    where they are read whole instead of slanted and cut."""
    labels = [share(v, lang) if percent else v for v in y]
    if horizontal:
        fig = go.Figure(
            go.Bar(x=y[::-1], y=x[::-1], orientation="h", text=labels[::-1], textposition="outside", cliponaxis=False)
        )
        fig.update_layout(
            title=title,
            xaxis_title=yaxis,
            yaxis_title=xaxis,
            height=max(330, 28 * len(x) + 90),
            margin=dict(l=10, r=40, t=40, b=10),
            xaxis_tickformat=".0%" if percent else None,
            yaxis=dict(automargin=True),
        )
        return fig
    fig = go.Figure(go.Bar(x=x, y=y, text=labels, textposition="outside", cliponaxis=False))
    fig.update_layout(
        title=title,
        xaxis_title=xaxis,
        yaxis_title=yaxis,
        height=330,
        margin=dict(l=10, r=10, t=40, b=10),
        yaxis_tickformat=".0%" if percent else None,
    )
    return fig


def cuoc_chart(stats: Stats, lang: str):
    """How often each cước is in a win."""
    cuoc = stats.cuoc.most_common()
    return bar(
        [CUOC_NAMES[c][lang] for c, _ in cuoc],
        [n / max(stats.wins, 1) for _, n in cuoc],
        t("play.stats_cuoc", lang),
        "",
        t("play.stats_share_wins", lang),
        lang,
        percent=True,
        horizontal=True,
    )


def totals_chart(stats: Stats, lang: str):
    """The spread of the wins' scores."""
    totals = sorted(stats.totals.items())
    return bar(
        [str(total) for total, _ in totals],
        [n for _, n in totals],
        t("play.stats_totals", lang),
        t("play.stats_total_axis", lang),
        t("play.stats_wins_axis", lang),
        lang,
    )


def kinds_chart(stats: Stats, lang: str):
    """Which kind of wait won."""
    kinds = stats.win_kinds.most_common()
    return bar(
        [KIND_NAMES[k][lang] for k, _ in kinds],
        [n / max(stats.wins, 1) for _, n in kinds],
        t("play.stats_kinds", lang),
        "",
        t("play.stats_share_wins", lang),
        lang,
        percent=True,
        horizontal=True,
    )


def ready_chart(stats: Stats, lang: str):
    """The chance of winning by the stock left when the hand became ready: neighbouring stock counts
    merged until each point stands on at least MIN_HANDS hands, each with its 95 % range and its
    number of hands (a point on a handful of hands would jump from 50 % to 0 % on noise)."""
    bins = stats.win_rate_by_stock_bins(MIN_HANDS)
    x = [(b.high + b.low) / 2 for b in bins]
    fig = go.Figure(
        go.Scatter(
            x=x,
            y=[b.rate for b in bins],
            mode="lines+markers+text",
            text=[f"n={b.hands}" for b in bins],
            textposition="top center",
            error_y=dict(
                type="data",
                symmetric=False,
                array=[b.interval[1] - b.rate for b in bins],
                arrayminus=[b.rate - b.interval[0] for b in bins],
            ),
            customdata=[
                [f"{b.high}–{b.low}" if b.high != b.low else str(b.high), b.hands, b.won, b.interval[0], b.interval[1]]
                for b in bins
            ],
            hovertemplate=t("play.stats_ready_hover", lang) + "<extra></extra>",
        )
    )
    fig.update_layout(
        title=t("play.stats_ready", lang),
        xaxis_title=t("play.stats_stock_axis", lang),
        yaxis_tickformat=".0%",
        yaxis_range=[0, 1.05],
        xaxis_autorange="reversed",
        height=330,
        margin=dict(l=10, r=10, t=40, b=10),
    )
    return fig
