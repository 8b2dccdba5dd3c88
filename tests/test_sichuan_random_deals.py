"""Random deals: tiles are conserved (108), every deal ends, payments sum to zero, and no
illegal action is ever accepted (can/verify agree exactly with legal_actions)."""

import random

import pytest

from core.sichuan.actions import ACTION_KINDS, Action, IllegalAction
from core.sichuan.bots import HeuristicBot, RandomBot, make_bots
from core.sichuan.deal import SEATS, Deal, play
from core.sichuan.rulebook import RULE_IDS
from core.sichuan.tiles import KINDS

ALL_TILES = list(range(108))


def check_finished(deal: Deal) -> None:
    assert deal.over and deal.end_reason in ("three_won", "wall_empty")
    assert sorted(deal.all_tiles()) == ALL_TILES
    assert sum(deal.settlement()) == 0
    assert deal.end_reason == "wall_empty" or len(deal.wins) == 3
    assert all(p.amount > 0 and p.payer != p.payee and p.rule in RULE_IDS for p in deal.payments)
    for w in deal.wins:
        assert w.score.win and w.score.fan <= 5
        hand = deal.hand_of(w.seat)
        assert not hand.holds_missing()  # sc.win.no_missing
    wins = [(entry.seat, entry.other) for entry in deal.log if entry.kind == "win"]
    for _, note in wins:
        if "last_tile" in note.events:
            assert note.wall_left == 0  # sc.decision.last_tile
    # sc.pay.winners_exempt: after a win, the winner pays and receives no win or kong payment
    for seat, note in wins:
        for p in deal.payments[note.payments_after :]:
            if p.rule in LATER_CHARGES:
                assert seat not in (p.payer, p.payee), (deal.seed, seat, note, p)
    assert {w.seat for w in deal.wins} == {s for s in range(SEATS) if not deal.active(s)}


LATER_CHARGES = (
    "sc.pay.self_draw",
    "sc.pay.discard",
    "sc.pay.robbed_kong",
    "sc.pay.kong_added",
    "sc.pay.kong_concealed",
    "sc.pay.kong_exposed",
    "sc.end.not_ready_pays",
)


@pytest.mark.parametrize("chunk", range(3))
def test_random_bot_deals(chunk):
    for seed in range(chunk * 100, chunk * 100 + 100):
        deal = play(Deal(seed=seed, dealer=seed % 4), [RandomBot(seed * 4 + i) for i in range(4)])
        check_finished(deal)


def test_heuristic_and_mixed_deals():
    for seed in range(16):
        names = ["heuristic"] * 4 if seed % 2 else ["heuristic", "random", "heuristic", "random"]
        deal = play(Deal(seed=seed, dealer=seed % 4), make_bots(names, seed))
        check_finished(deal)


def _candidates(deal: Deal, rng: random.Random, n: int) -> list[Action]:
    out = []
    for _ in range(n):
        kind = rng.choice(ACTION_KINDS + ("chow",))
        seat = rng.randrange(SEATS) if rng.random() < 0.5 else deal.to_act
        tile = rng.randrange(KINDS) if kind not in ("declare", "win", "pung", "kong", "pass") else None
        suit = rng.randrange(3) if kind == "declare" else None
        out.append(Action(kind, seat if seat is not None else 0, tile, suit))
    return out


def test_no_illegal_action_is_accepted():
    """At every step: every listed action verifies; any other action is refused with rule ids."""
    rng = random.Random(7)
    for seed in range(40):
        deal = Deal(seed=1000 + seed, dealer=seed % 4)
        bot = RandomBot(seed) if seed % 4 else HeuristicBot(seed)
        while not deal.over:
            legal = deal.legal_actions()
            assert legal and all(deal.can(a) for a in legal)
            for candidate in _candidates(deal, rng, 12):
                if candidate in legal:
                    continue
                before = (len(deal.actions), len(deal.log), deal.settlement())
                with pytest.raises(IllegalAction) as err:
                    deal.act(candidate)
                assert err.value.rules and set(err.value.rules) <= RULE_IDS, candidate
                assert err.value.reason.en and err.value.reason.vi
                assert (len(deal.actions), len(deal.log), deal.settlement()) == before
            deal.act(bot.choose(deal, deal.to_act))
            assert sorted(deal.all_tiles()) == list(range(108))
        check_finished(deal)
        with pytest.raises(IllegalAction) as err:
            deal.act(Action("pass", 0))
        assert "sc.objective.end" in err.value.rules


def test_every_legal_action_of_the_first_turns_is_listed_exhaustively():
    """can() equals membership in legal_actions() over every well-formed action, for a few deals."""
    for seed in range(3):
        deal = Deal(seed=seed)
        bot = RandomBot(seed)
        for _ in range(30):
            if deal.over:
                break
            legal = set(deal.legal_actions())
            every = {
                Action(t, s, k, None)
                for t in ("discard", "concealed_kong", "added_kong")
                for s in range(SEATS)
                for k in range(KINDS)
            }
            every |= {Action(t, s) for t in ("win", "pung", "kong", "pass") for s in range(SEATS)}
            every |= {Action("declare", s, None, u) for s in range(SEATS) for u in range(3)}
            assert {a for a in every if deal.can(a)} == legal
            deal.act(bot.choose(deal, deal.to_act))


# seeds known to open rob windows with KongBot; the test scans on from 0 if the bots change
ROB_SEEDS = (109, 228)


def test_kong_bot_deals_reach_rob_windows_and_keep_all_108_tiles():
    """Bots that pung and add kongs whenever they can open rob windows (sc.kong.rob_added); inside
    them the added tile is still counted: all_tiles(), every seat's visible counts, the owner's tiles."""
    from itertools import chain

    from core.sichuan.bots import KongBot
    from core.sichuan.deal import ROB

    windows, played = 0, 0
    for seed in chain(ROB_SEEDS, range(12), range(12, 700)):
        if windows >= 2 and played >= len(ROB_SEEDS) + 12:
            break
        played += 1
        deal = Deal(seed=seed, dealer=seed % 4)
        bots = [KongBot(seed * 4 + i) for i in range(4)]
        while not deal.over:
            if deal.phase == ROB:
                windows += 1
                owner, kind = deal.claim_from, deal.claim_tile >> 2
                assert sorted(deal.all_tiles()) == ALL_TILES
                pung = next(m for m in deal.seats[owner].melds if m.tile == kind and m.kind == "pung")
                assert deal.claim_tile in pung.copies and len(pung.copies) == 4
                for s in range(SEATS):
                    seen = deal.visible_counts(s)
                    assert seen[kind] == 4 and max(seen) <= 4
            deal.act(bots[deal.to_act].choose(deal, deal.to_act))
            assert sorted(deal.all_tiles()) == ALL_TILES
        check_finished(deal)
    assert windows >= 2
