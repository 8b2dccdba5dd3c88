"""Build the instructive replays in examples/replays/ from scripted deals.

    python -m examples.build_replays            # rewrite examples/replays/*.json
    python -m examples.build_replays --check    # only check that the files are up to date

Each deal is set up with `core.chan.deal.build_deck` (chosen hands and the first stock cards, the
rest shuffled with a seed), then played by a small script: the moments that matter are fixed, the
other players pass or play careful legal moves. `core.chan.replay.dumps` writes the record; the
Learn page and tests/test_examples.py load it back with `core.chan.replay.loads`, which replays
every action through the engine and checks the stated result.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from core.chan.actions import Action
from core.chan.bots import shape_score
from core.chan.cards import parse_card
from core.chan.deal import Deal, DealOptions
from core.chan.deck import build_deck
from core.chan.holding import Holding
from core.chan.legality import judge_capture, judge_discard
from core.chan.replay import dumps

HERE = Path(__file__).resolve().parent / "replays"


def careful(deal: Deal, seat: int) -> Action:
    """A legal, sensible move even in advanced mode (where illegal moves are offered too):
    win when possible, chíu when offered, capture when it clearly helps, else pass; discard the
    legal card that keeps the best shape."""
    actions = deal.legal_actions()
    kinds = {a.kind: a for a in actions}
    if deal.phase == "claim":
        return kinds.get("win") or kinds.get("chiu") or kinds["pass"]
    holding, record = deal.hand_of(seat), deal.records[seat]
    if deal.phase == "discard":
        legal = [a for a in actions if judge_discard(deal.profile, holding, record, a.card).legal] or actions

        def value(a: Action) -> float:
            counts = list(deal.hands[seat])
            counts[a.card] -= 1
            return shape_score(Holding(counts, deal.exposed[seat])) - 0.01 * a.card

        return max(legal, key=value)
    best, best_value = kinds["pass"], shape_score(holding) + 0.5
    for a in actions:
        if a.kind == "capture" and judge_capture(deal.profile, holding, record, deal.card, a.card, deal.source).legal:
            counts = list(deal.hands[seat])
            counts[a.card] -= 1
            value = shape_score(Holding(counts, deal.exposed[seat] + [(deal.card, a.card)]))
            if value > best_value:
                best, best_value = a, value
    return best


def passive(deal: Deal, seat: int) -> Action:
    """Win when a card completes the hand; otherwise pass whenever allowed; discard carefully."""
    actions = deal.legal_actions()
    if deal.phase == "claim":
        return next((a for a in actions if a.kind == "win"), actions[-1])
    return next((a for a in actions if a.kind == "pass"), None) or careful(deal, seat)


def chi_bach_thu(seed: int) -> Deal:
    """Cardavia. You wait bạch thủ on 2n; the first stock card you turn up at your own gate is 2n:
    Ù chì + Bạch thủ = 4 + 1 = 5 điểm, each of the three others pays 5."""
    you = "2v 2v 4s 4s 4n 4n 5v 5v 6s 6s 7v 7n 8v 8s 9v 9n 3s 3n 2n"
    deck = build_deck(3, {0: you}, stock="2n", seed=seed)
    deal = Deal(DealOptions(profile="cardavia"), dealer=3, deck=deck)
    while not deal.over:
        seat = deal.to_act
        deal.act(passive(deal, seat))
    return deal


def chiu_u_003(seed: int) -> Deal:
    """Traditional. Document 003's worked example in a real deal: you hold three 5v, two Tôm and a
    Lèo, waiting bạch thủ on 5v. AI 3 turns up the fourth 5v at its own gate; you chíu it and win:
    Lèo 5 (the main cước) + Bạch thủ 1 + Chíu ù 1 + 2 × Tôm 1 = 9 điểm."""
    you = "3v 3v 3s 3s 7n 7n cc cc 5v 5v 5v 9v 9n 8s 8n 4v 4s 6v 6n"
    deck = build_deck(1, {0: you}, stock=[parse_card("2v"), parse_card("5v")], seed=seed)
    deal = Deal(DealOptions(profile="traditional"), dealer=1, deck=deck)
    while not deal.over:
        seat = deal.to_act
        deal.act(passive(deal, seat))
    return deal


def bao_b8(seed: int) -> Deal:
    """Traditional, advanced mode. You let AI 3's 9v go although you could take it as a chắn, then
    take the 9n you turn up with your 9v as a cạ: bỏ chắn ăn cạ (error B8). You are báo: no more
    captures or wins, and when another player wins you pay for the whole village."""
    you = "9v 2v 2v 3s 3s 4n 4n 5v 6s 6s 7v 7n 8v 8s 2n 3n 4s 5n cc"
    deck = build_deck(3, {0: you, 3: "9v"}, stock="9n", seed=seed)
    deal = Deal(DealOptions(profile="traditional", mode="advanced"), dealer=3, deck=deck)
    nine_v, nine_n = parse_card("9v"), parse_card("9n")
    # the dealer discards 9v onto your gate
    if Action("discard", 3, nine_v) not in deal.legal_actions():
        raise ValueError("the dealer cannot discard 9v")
    deal.act(Action("discard", 3, nine_v))
    while deal.phase == "claim":
        deal.act(Action("pass", deal.to_act))
    deal.act(Action("pass", 0))  # decline the chắn 9v
    while deal.phase == "claim":
        deal.act(Action("pass", deal.to_act))
    if deal.card != nine_n or deal.to_act != 0:
        raise ValueError("expected to turn up 9n")
    deal.act(Action("capture", 0, nine_v))  # error B8: báo
    while not deal.over:
        seat = deal.to_act
        deal.act(careful(deal, seat))
    return deal


REPLAYS = {  # file name → (builder, seed, what the deal must end with)
    "chi_bach_thu.json": (chi_bach_thu, 1, lambda d: d.outcome.winner == 0),
    "chiu_u_003.json": (chiu_u_003, 1, lambda d: d.outcome.winner == 0),
    "bao_b8.json": (bao_b8, 1, lambda d: d.outcome.winner not in (None, 0) and d.bao[0]),
}


def build(name: str) -> str:
    builder, first_seed, ok = REPLAYS[name]
    for seed in range(first_seed, first_seed + 200):
        try:
            deal = builder(seed)
        except ValueError:
            continue
        if ok(deal):
            return dumps(deal) + "\n"
    raise RuntimeError(f"no seed gives the deal {name} wants")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check that the files are up to date")
    args = parser.parse_args(argv)
    HERE.mkdir(exist_ok=True)
    stale = []
    for name in REPLAYS:
        text = build(name)
        path = HERE / name
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(name)
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(HERE.parent.parent)}")
    if stale:
        print("out of date: " + ", ".join(stale))
        return 1
    if args.check:
        print("replays are up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
