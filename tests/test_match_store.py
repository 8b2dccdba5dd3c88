"""The match store (SQLite, shared by processes) and saved matches (chan-match/1), which load only
through the replay validator; gà góp's pot given back at the end of a match (003 §IX)."""

import json

import pytest

from core.chan.cards import NotationError
from core.chan.deal import DealOptions
from core.chan.replay import Match, dumps_match, loads_match
from storage.matches import MAX_LEGACY_BYTES, load_match, save_whole
from ui.chan.play_view import make_players
from ui.store import new_key, valid_key


def played_match(
    deals: int = 3, seed: int = 5, options=DealOptions(profile="traditional", ga_gop=True), unfinished_moves: int = 7
) -> Match:
    match = Match(options, seed=seed)
    players = make_players("random", seed)
    for _ in range(deals):
        deal = match.new_deal()
        while not deal.over:
            deal.act(players[deal.to_act].choose(deal, deal.to_act))
        match.close_deal()
    deal = match.new_deal()
    for _ in range(unfinished_moves):
        if deal.over:  # an early win (Thiên ù, say): book it, as the page does
            match.close_deal()
            break
        deal.act(players[deal.to_act].choose(deal, deal.to_act))
    if deal.over and len(match.history) < len(match.deals):
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


def test_two_engines_on_one_database_share_matches(db_url):
    """As two app processes pointed at one database would (both backends)."""
    from storage.engine import make_engine, migrate
    from storage.matches import append_rows, delete_match

    first, second = make_engine(db_url), make_engine(db_url)
    migrate(first)
    migrate(second)  # already at the newest version: nothing to do
    key = new_key()
    assert valid_key(key) and load_match(second, key) is None
    append_rows(first, key, "chan", 0, [{"a": 1}], header={"h": 1})
    assert load_match(second, key).rows == ({"a": 1},)
    append_rows(second, key, "chan", 1, [{"a": 2}])
    assert load_match(first, key).rows == ({"a": 1}, {"a": 2})
    delete_match(first, key)
    assert load_match(second, key) is None
    first.dispose()
    second.dispose()


@pytest.mark.parametrize("key", ["", "short", "../../etc/passwd", "a" * 41, None, 12345678, "ab cd efgh"])
def test_bad_keys_are_never_looked_up(db_engine, key):
    from storage.matches import append_rows

    assert not valid_key(key) and load_match(db_engine, key) is None
    with pytest.raises(ValueError):
        save_whole(db_engine, key, "chan", "x")
    with pytest.raises(ValueError):
        append_rows(db_engine, key, "chan", 0, [], header={})


def test_an_absurdly_large_match_is_not_saved(db_engine):
    from storage.matches import MAX_ROW_BYTES, append_rows

    with pytest.raises(ValueError):
        save_whole(db_engine, new_key(), "chan", "x" * (MAX_LEGACY_BYTES + 1))
    key = new_key()
    with pytest.raises(ValueError):
        append_rows(db_engine, key, "chan", 0, [{"a": "x" * MAX_ROW_BYTES}], header={})
    assert load_match(db_engine, key) is None  # nothing of it was written
