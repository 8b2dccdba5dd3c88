"""The games are registered once (core.common.games): every part of every game loads, and the
rulebook loader, the lessons and the app's navigation read the same table."""

from __future__ import annotations

import pytest

from core.common.games import GAMES, find_game


@pytest.mark.parametrize("game", list(GAMES))
def test_every_part_of_a_registered_game_loads(game):
    spec = GAMES[game]
    for part, _where in spec.parts:
        assert spec.part(part) is not None, part
    assert spec.part("rulebook") is spec.part("rulebook")  # one rulebook object per game
    assert set(rule.profiles for rule in spec.part("rulebook")) and all(
        set(rule.profiles) <= set(spec.profiles) for rule in spec.part("rulebook")
    )


@pytest.mark.parametrize("game", list(GAMES))
def test_a_registered_game_plays_through_the_shared_deal_interface(game):
    from core.common.players import RandomBot, play_out

    spec = GAMES[game]
    deal = spec.part("deal")(seed=3)
    play_out(deal, [RandomBot(seed) for seed in range(4)], max_actions=5000)
    assert deal.over and deal.legal_actions() == []


def test_an_unknown_game_is_refused_with_the_known_ones():
    with pytest.raises(ValueError, match=r"unknown game 'go' \(known: chan, sichuan\)"):
        find_game("go")
