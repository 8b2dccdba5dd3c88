"""The match store (SQLite, shared by processes) and saved matches (chan-match/1), which load only
through the replay validator; gà góp's pot given back at the end of a match (003 §IX)."""

import json

import pytest

from core.chan.cards import NotationError
from core.chan.deal import DealOptions
from core.chan.replay import Match, dumps_match, loads_match
from ui.chan.play_view import make_players
from ui.store import MAX_SAVED_BYTES, SqliteMatchStore, new_key, valid_key


def played_match(
    deals: int = 3, seed: int = 5, options=DealOptions(profile="traditional", ga_gop=True), unfinished_moves: int = 7
) -> Match:
    match = Match(options, seed=seed)
    players = make_players("random", seed)
    for _ in range(deals):
        deal = match.new_deal()
        while not deal.ended:
            deal.act(players[deal.to_act].choose(deal, deal.to_act))
        match.close_deal()
    deal = match.new_deal()
    for _ in range(unfinished_moves):
        if deal.ended:  # an early win (Thiên ù, say): book it, as the page does
            match.close_deal()
            break
        deal.act(players[deal.to_act].choose(deal, deal.to_act))
    if deal.ended and len(match.history) < len(match.deals):
        match.close_deal()
    return match


def test_a_saved_match_comes_back_with_its_deals_totals_and_pot():
    match = played_match()
    again = loads_match(dumps_match(match))
    assert [d.actions for d in again.deals] == [d.actions for d in match.deals]
    assert again.totals == match.totals and again.pot == match.pot and again.history == match.history
    assert again.pot_shares == match.pot_shares


def test_a_tampered_deal_is_refused_by_the_replay_validator():
    data = json.loads(dumps_match(played_match()))
    data["deals"][1]["seed"] = 999  # not the deal this match deals next
    with pytest.raises(NotationError, match="deals\\[1\\]"):
        loads_match(json.dumps(data))
    data = json.loads(dumps_match(played_match()))
    data["deals"][0]["actions"][3] = {"seat": 0, "action": "win"}
    with pytest.raises(NotationError, match="deals\\[0\\]"):
        loads_match(json.dumps(data))
    with pytest.raises(NotationError):
        loads_match("[" * 5000)


def test_the_pot_goes_back_to_who_paid_in_when_the_match_ends_unwon():
    match = played_match(deals=4, unfinished_moves=0)
    match.deals.pop()  # the unplayed fifth deal
    shares, pot, before = list(match.pot_shares), match.pot, list(match.totals)
    assert sum(shares) == pot
    refunds = match.finish()
    assert refunds == shares and match.pot == 0
    assert match.totals == [b + s for b, s in zip(before, shares, strict=True)] and sum(match.totals) == 0
    assert match.finish() == refunds and match.totals == [b + s for b, s in zip(before, shares, strict=True)]  # once
    with pytest.raises(NotationError):
        match.new_deal()


def test_two_store_objects_on_one_file_share_matches(tmp_path):
    """As two app processes pointed at one database would."""
    path = tmp_path / "shared.sqlite3"
    first, second = SqliteMatchStore(path), SqliteMatchStore(path)
    key = new_key()
    assert valid_key(key) and second.load(key) is None
    first.save(key, "chan", "one")
    assert second.load(key) == "one"
    second.save(key, "chan", "two")
    assert first.load(key) == "two"
    first.delete(key)
    assert second.load(key) is None


@pytest.mark.parametrize("key", ["", "short", "../../etc/passwd", "a" * 41, None, 12345678, "ab cd efgh"])
def test_bad_keys_are_never_looked_up(tmp_path, key):
    store = SqliteMatchStore(tmp_path / "m.sqlite3")
    assert not valid_key(key) and store.load(key) is None
    with pytest.raises(ValueError):
        store.save(key, "chan", "x")


def test_an_absurdly_large_match_is_not_saved(tmp_path):
    store = SqliteMatchStore(tmp_path / "m.sqlite3")
    with pytest.raises(ValueError):
        store.save(new_key(), "chan", "x" * (MAX_SAVED_BYTES + 1))
