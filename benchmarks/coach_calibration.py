"""How far a learner can trust the coach's hint: the hint at the play page's setting (`HINT`) against
a reference run with at least 10× its rollouts on independent sampled worlds.

    python -m benchmarks.coach_calibration                             # 200 positions per profile
    python -m benchmarks.coach_calibration --positions 50 --profiles cardavia
    python -m benchmarks.coach_calibration --game sichuan --positions 200
    python -m benchmarks.coach_calibration --game all --positions 200 --max-minutes 80 --log /tmp/cal.jsonl
    python -m benchmarks.coach_calibration --from-log /tmp/cal.jsonl --hint-scale 4   # a 4× hint, same references

Positions are seat 0's decisions with a choice in seeded deals played by heuristic players (at most
`--per-deal` from each deal, spread over it). The reference plays every option in the same
`--factor` × (the hint's rollouts ÷ options) sampled worlds, drawn from another stream; its best is
the highest mean, and an option is "within its uncertainty of the best" when its paired loss
against that best is at most 1.96 standard errors. Figures, per profile and over all:

- `label_precision`: of the options the hint labelled mistake or blunder, the share the reference
  confirms (its loss plus 1.96 s.e. reaches 1 for a mistake, 3 for a blunder); 1.0 with none;
- `false_blunders`: options labelled blunder whose reference loss is under 1 point;
- `cobest_labelled`: options within the reference's uncertainty of its best labelled mistake or worse;
- `top_pick_ok`: the share of positions whose hint choice is within the reference's uncertainty
  of the reference's best;
- `best_named`: the share of positions whose reference best is the hint's choice or an option the
  hint names as about as good ("close");
- `top_pick_good`: the share of positions whose hint choice the reference would not call an
  inaccuracy: within its uncertainty of the best, or losing less than 0.3 points;
- `value_bias`: the mean of (the hint's value of its choice − the reference's value of that option);
- `hint_ms_p95`: the hint's 95th percentile in milliseconds of CPU time (thread time).

The three streams (cardavia, traditional, Sichuan) are interleaved position by position, so a run cut
short by `--max-minutes` still reports each. `--from-log F --hint-scale K` deals a logged run's positions
again (same `--seed` and `--per-deal`), asks the hint with K × its rollouts and judges it against the
logged reference: how the figures grow with the budget (at K = 1 it reproduces the log, which checks that
the positions are the same). Last line: one JSON object.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from collections.abc import Iterator

from core.common.verdict import Z95

THRESHOLDS = {"mistake": 1.0, "blunder": 3.0}
INACCURACY = 0.3  # points: a smaller loss is "good" (core.common.verdict.LABELS)


# ---------------------------------------------------------------------------- positions
def chan_positions(profile: str, seed: int, per_deal: int) -> Iterator:
    from core.chan.ai import HeuristicBot
    from core.chan.deal import SEATS, Deal, DealOptions

    i = 0
    while True:
        deal = Deal(DealOptions(profile=profile), seed=seed + i)
        players = [HeuristicBot(seed * 7 + i * SEATS + s) for s in range(SEATS)]
        found = []
        while not deal.over:
            seat = deal.to_act
            if seat == 0 and len(deal.legal_actions()) > 1:
                found.append(deal.clone())
            deal.act(players[seat].choose(deal, seat))
        yield from random.Random(seed + i).sample(found, min(per_deal, len(found)))
        i += 1


def sichuan_positions(seed: int, per_deal: int) -> Iterator:
    import copy

    from core.sichuan import Deal
    from core.sichuan.bots import HeuristicBot

    i = 0
    while True:
        deal = Deal(seed=seed + i, dealer=i % 4)
        bots = [HeuristicBot() for _ in range(4)]
        found = []
        while not deal.over:
            s = deal.to_act
            if s == 0 and deal.phase != "declare" and len(deal.legal_actions()) > 1:
                found.append(copy.deepcopy(deal))
            deal.act(bots[s].choose(deal, s))
        yield from random.Random(seed + i).sample(found, min(per_deal, len(found)))
        i += 1


# ---------------------------------------------------------------------------- one position
def chan_hint(deal, scale: float = 1.0):
    from core.chan.coach import HINT, coach

    return coach(deal, 0, seed=len(deal.actions), rollouts=round(scale * HINT["rollouts"]))


def chan_reference(deal, worlds: int, seed: int):
    from core.chan.ai import HeuristicBot, estimate

    actions = deal.legal_actions()
    priors = {a: v for v, a in HeuristicBot(0).rank(deal, 0, actions)}
    return estimate(deal, 0, actions, random.Random(f"reference:{seed}"), samples=worlds, priors=priors)


def sichuan_hint(deal, scale: float = 1.0):
    from core.sichuan.coach import HINT, price

    return price(deal, 0, seed=len(deal.actions), rollouts=round(scale * HINT["rollouts"]))


def sichuan_reference(deal, worlds: int, seed: int):
    from core.sichuan.search import estimate

    actions = deal.legal_actions()
    return estimate(deal, 0, actions, random.Random(f"reference:{seed}"), samples=worlds)


def judge(hint, ref) -> dict:
    """One position's row: the hint's options beside the reference's losses."""
    best = max(ref, key=lambda e: (e.mean, e.prior))
    by_action = {e.action: e for e in ref}
    rows = []
    for a in hint:
        e = by_action[a.action]
        diffs = [b - x for b, x in zip(best.results, e.results, strict=True)]
        n = len(diffs)
        mean = sum(diffs) / n
        se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) if n > 1 else 0.0
        rows.append(
            {
                "action": str(a.action),
                "label": a.label,
                "hint_loss": round(a.loss, 3),
                "hint_loss_se": round(a.loss_se, 3),
                "ref_loss": round(mean, 3),
                "ref_se": round(se, 3),
                "ref_value": round(e.mean, 3),
            }
        )
    return {
        "options": len(hint),
        "hint_value": round(hint[0].value, 3),
        "ref_value_of_pick": rows[0]["ref_value"],
        "rows": rows,
    }


def measure(game: str, deal, index: int, factor: int) -> dict:
    hint_fn, ref_fn = (chan_hint, chan_reference) if game != "sichuan" else (sichuan_hint, sichuan_reference)
    start = time.thread_time()
    hint = hint_fn(deal)
    hint_s = time.thread_time() - start
    rollouts = sum(a.samples for a in hint)
    worlds = max(2, math.ceil(factor * rollouts / len(hint)))
    ref = ref_fn(deal, worlds, index)
    row = judge(hint, ref)
    row.update(game=game, index=index, hint_ms=round(1000 * hint_s, 1), hint_rollouts=rollouts, ref_worlds=worlds)
    row["price_worlds"] = min(a.fresh for a in hint)  # every option is priced on as many fresh worlds
    return row


def rehint(logged: list[dict], scale: float, seed: int, per_deal: int, deadline: float | None) -> dict[str, list[dict]]:
    """The logged positions dealt again and hinted with `scale` × the hint's rollouts, each judged
    against its logged reference (the reference's losses do not depend on the hint)."""
    by_stream: dict[str, dict[int, dict]] = {}
    for r in logged:
        by_stream.setdefault(r["stream"], {})[r["index"]] = r
    streams = {
        name: sichuan_positions(seed, per_deal) if name == "sichuan" else chan_positions(name, seed, per_deal)
        for name in by_stream
    }
    rows: dict[str, list[dict]] = {name: [] for name in streams}
    moved = 0  # positions whose scale-1 hint differs from the log's: not the logged positions
    for index in range(max(max(mine) for mine in by_stream.values()) + 1):
        if deadline is not None and time.monotonic() > deadline:
            break
        for name, stream in streams.items():
            deal = next(stream)
            old = by_stream[name].get(index)
            if old is None:
                continue
            start = time.thread_time()
            hint = (sichuan_hint if name == "sichuan" else chan_hint)(deal, scale)
            hint_s = time.thread_time() - start
            ref = {o["action"]: o for o in old["rows"]}
            opts = [
                {
                    "action": str(a.action),
                    "label": a.label,
                    "hint_loss": round(a.loss, 3),
                    "hint_loss_se": round(a.loss_se, 3),
                    **{k: ref[str(a.action)][k] for k in ("ref_loss", "ref_se", "ref_value")},
                }
                for a in hint
            ]
            moved += scale == 1 and round(hint[0].value, 3) != old["hint_value"]
            rows[name].append(
                {
                    **old,
                    "rows": opts,
                    "hint_value": round(hint[0].value, 3),
                    "ref_value_of_pick": opts[0]["ref_value"],
                    "hint_ms": round(1000 * hint_s, 1),
                    "hint_rollouts": sum(a.samples for a in hint),
                }
            )
    if scale == 1:
        print(f"positions not as logged: {moved}", flush=True)
    return rows


def regrade(row: dict) -> dict:
    """A logged position's options labelled again by today's `grade`, from their logged losses and
    the pricing worlds per option (logged from now on; older rows: what the game's HINT gives)."""
    from core.common.verdict import grade, plan

    n = row.get("price_worlds")
    if n is None:
        from core.chan.coach import HINT as CHAN_HINT
        from core.sichuan.coach import HINT as SICHUAN_HINT

        rollouts = (SICHUAN_HINT if row["game"] == "sichuan" else CHAN_HINT)["rollouts"]
        n = plan(row["options"], None, rollouts)[2]
    opts = [dict(o) for o in row["rows"]]
    labels = grade([(o["hint_loss"], o["hint_loss_se"], n) for o in opts[1:]])
    for o, label in zip(opts[1:], labels, strict=True):
        o["label"] = label
    return {**row, "rows": opts}


# ---------------------------------------------------------------------------- figures
def figures(rows: list[dict]) -> dict:
    labelled = confirmed = false_blunders = cobest = picks_ok = picks_good = named = 0
    bias = []
    times = sorted(r["hint_ms"] for r in rows)
    counts: dict[str, int] = {}
    for r in rows:
        opts = r["rows"]
        if opts[0]["ref_loss"] <= Z95 * opts[0]["ref_se"]:
            picks_ok += 1
        picks_good += opts[0]["ref_loss"] <= max(Z95 * opts[0]["ref_se"], INACCURACY)
        ref_best = min(opts, key=lambda o: o["ref_loss"])
        named += ref_best["label"] in ("best", "close")
        bias.append(r["hint_value"] - r["ref_value_of_pick"])
        for o in opts:
            counts[o["label"]] = counts.get(o["label"], 0) + 1
            cobest_here = o["ref_loss"] <= Z95 * o["ref_se"]
            if o["label"] in THRESHOLDS:
                labelled += 1
                confirmed += o["ref_loss"] + Z95 * o["ref_se"] >= THRESHOLDS[o["label"]]
                cobest += cobest_here
            if o["label"] == "blunder" and o["ref_loss"] < 1.0:
                false_blunders += 1
    n = len(rows)
    mean_bias = sum(bias) / n if n else 0.0
    bias_se = math.sqrt(sum((b - mean_bias) ** 2 for b in bias) / (n - 1) / n) if n > 1 else 0.0
    return {
        "positions": n,
        "label_precision": round(confirmed / labelled, 4) if labelled else 1.0,
        "labelled_mistake_or_worse": labelled,
        "false_blunders": false_blunders,
        "cobest_labelled": cobest,
        "top_pick_ok": round(picks_ok / n, 4) if n else 0.0,
        "best_named": round(named / n, 4) if n else 0.0,
        "top_pick_good": round(picks_good / n, 4) if n else 0.0,
        "value_bias": round(mean_bias, 3),
        "value_bias_se": round(bias_se, 3),
        "hint_ms_p95": times[min(n - 1, int(0.95 * n))] if n else 0.0,
        "labels": counts,
    }


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=200, help="positions per profile (and for Sichuan)")
    parser.add_argument("--profiles", default="cardavia,traditional", help="Chắn profiles, comma-separated")
    parser.add_argument("--game", choices=("chan", "sichuan", "all"), default="chan")
    parser.add_argument("--factor", type=int, default=10, help="reference rollouts ÷ the hint's (at least 10)")
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--per-deal", type=int, default=3, help="positions taken from each deal at most")
    parser.add_argument("--max-minutes", type=float, default=None, help="stop after this long; report what is done")
    parser.add_argument("--log", default=None, help="append each position's row to this JSON-lines file")
    parser.add_argument("--from-log", default=None, help="only summarise the rows of an earlier run's --log")
    parser.add_argument(
        "--regrade",
        action="store_true",
        help="with --from-log: label the logged losses again by today's rule (the estimates do not depend on it)",
    )
    parser.add_argument(
        "--hint-scale",
        type=float,
        default=None,
        help="with --from-log: deal the positions again and ask the hint with this many times its rollouts",
    )
    parser.add_argument(
        "--select-share",
        type=float,
        default=None,
        help="the share of the hint's rollouts spent choosing (core.common.verdict.SELECT_SHARE), to try another",
    )
    args = parser.parse_args(argv)
    if args.select_share is not None:
        from core.common import verdict

        verdict.SELECT_SHARE = args.select_share
    deadline = None if args.max_minutes is None else time.monotonic() + 60 * args.max_minutes
    if args.from_log:
        with open(args.from_log, encoding="utf-8") as f:
            logged = [json.loads(line) for line in f if line.strip()]
        if args.hint_scale is not None:
            again = rehint(logged, args.hint_scale, args.seed, args.per_deal, deadline)
            settings = {"hint_scale": args.hint_scale, "select_share": args.select_share}
            report(again, {**settings, "seed": args.seed, "per_deal": args.per_deal})
            return
        if args.regrade:
            logged = [regrade(r) for r in logged]
        names = dict.fromkeys(r["stream"] for r in logged)
        report({name: [r for r in logged if r["stream"] == name] for name in names})
        return
    streams: dict[str, Iterator] = {}
    if args.game in ("chan", "all"):
        for profile in filter(None, args.profiles.split(",")):
            streams[profile] = chan_positions(profile, args.seed, args.per_deal)
    if args.game in ("sichuan", "all"):
        streams["sichuan"] = sichuan_positions(args.seed, args.per_deal)
    rows: dict[str, list[dict]] = {name: [] for name in streams}
    log = open(args.log, "a", encoding="utf-8") if args.log else None  # noqa: SIM115 (closed below)
    try:
        for index in range(args.positions):
            for name, stream in streams.items():
                if deadline is not None and time.monotonic() > deadline:
                    break
                row = measure("sichuan" if name == "sichuan" else "chan", next(stream), index, args.factor)
                row["stream"] = name
                rows[name].append(row)
                if log:
                    log.write(json.dumps(row) + "\n")
                    log.flush()
            else:
                if (index + 1) % 10 == 0:
                    done = ", ".join(f"{k} {len(v)}" for k, v in rows.items())
                    print(f"{index + 1} positions per stream ({done})", flush=True)
                continue
            break
    finally:
        if log:
            log.close()
    report(rows, {"factor": args.factor, "seed": args.seed, "per_deal": args.per_deal})


def report(rows: dict[str, list[dict]], settings: dict | None = None) -> None:
    """One line per stream, then the JSON object (per stream and over all)."""
    out: dict = {"settings": settings or {}}
    for name, mine in rows.items():
        fig = figures(mine)
        out[name] = fig
        print(
            f"{name:12} {fig['positions']} positions: label precision {fig['label_precision']:.3f} "
            f"({fig['labelled_mistake_or_worse']} labelled), false blunders {fig['false_blunders']}, "
            f"co-best labelled {fig['cobest_labelled']}, top pick ok {fig['top_pick_ok']:.3f}, "
            f"best named {fig['best_named']:.3f}, top pick good {fig['top_pick_good']:.3f}, "
            f"value bias {fig['value_bias']:+.3f} ± {fig['value_bias_se']:.3f}, hint p95 {fig['hint_ms_p95']:.0f} ms"
        )
    every = figures([r for mine in rows.values() for r in mine])
    out.update({k: v for k, v in every.items() if k != "labels"})
    print(json.dumps(out))


if __name__ == "__main__":
    main()
