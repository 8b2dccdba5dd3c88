"""The deal's story at the end of a deal: the facts (core.chan.story) from real played deals, and
the end-of-deal screen telling them in both languages — the winner, the card, the cước, whose
call (an AI's call is not "called for you"), each error by its rule's name with the moment, a
sentence per seat of the settlement, the learner's own errors; the event log still there."""

import pytest

from core.chan.deal import SEATS, Deal, DealOptions
from core.chan.rulebook import RULEBOOK
from core.chan.story import deal_story
from test_app_play import inject, match_db, shown  # noqa: F401 (match_db: a store per test)
from test_no_raw_ids import raw_ids
from ui.chan.play_view import YOU, make_players, seat_name
from ui.i18n import t


def played(predicate, options: DealOptions, seeds=range(1, 300)) -> Deal:
    """A whole deal played by random-level players (the learner's seat too) that ends as `predicate` asks."""
    for seed in seeds:
        deal = Deal(options, seed=seed)
        players = make_players("random", seed)
        while not deal.over:
            deal.act(players[deal.to_act].choose(deal, deal.to_act))
        if predicate(deal):
            return deal
    raise AssertionError("no deal ended so")


ADVANCED = DealOptions(profile="traditional", mode="advanced")


def ai_won_after_errors(deal: Deal) -> bool:
    return deal.outcome.winner not in (None, YOU) and any(e.kind == "error" for e in deal.log)


def test_the_story_has_the_deals_facts():
    deal = played(ai_won_after_errors, ADVANCED)
    story = deal_story(deal)
    out = deal.outcome
    assert (story.winner, story.win_card, story.total) == (out.winner, out.win_card, out.result.total)
    assert set(story.cuoc) == {i.id for i in out.result.items}
    assert list(story.settlement) == out.settlement and sum(story.settlement) == 0
    logged = [e for e in deal.log if e.kind == "error"]
    assert [(e.seat, e.rules) for e in story.errors] == [(e.seat, tuple(e.other)) for e in logged]
    assert all(1 <= e.move <= len(deal.log) for e in story.errors)
    assert [e.move for e in story.errors] == sorted(e.move for e in story.errors)
    assert story.bao == tuple(s for s in range(SEATS) if deal.bao[s])
    assert story.your_errors == tuple(e for e in story.errors if e.seat == YOU)


def test_a_deal_not_ended_has_no_story():
    with pytest.raises(ValueError):
        deal_story(Deal(ADVANCED, seed=1))


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_end_of_a_deal_tells_its_story(lang):
    deal = played(ai_won_after_errors, ADVANCED)
    at = inject(deal, profile="traditional", lang=lang)
    text = shown(at)
    assert ("How the deal went" if lang == "en" else "Ván vừa rồi") in text
    winner = seat_name(deal.outcome.winner, lang)
    assert f"{winner} {'won on' if lang == 'en' else 'ù'}" in text
    assert "Called for you" not in text and "Máy xướng giúp bạn" not in text  # the AI called for itself
    for seat in range(SEATS):  # a sentence per seat of the settlement
        amount = deal.outcome.settlement[seat]
        verb = {True: ("collects", "được"), False: ("pays", "mất")}[amount > 0][lang == "vi"]
        if amount and seat == YOU and lang == "en":
            assert f"You {verb.removesuffix('s')} {abs(amount)}." in text  # "You pay 5.", not "You pays"
        elif amount:
            assert f"{seat_name(seat, lang)} {verb} {abs(amount)}." in text
    for entry in (e for e in deal.log if e.kind == "error"):
        assert f"{seat_name(entry.seat, lang)} {'broke a rule' if lang == 'en' else 'phạm luật'}" in text
        for rule in entry.other:
            assert RULEBOOK[rule].title[lang].replace("[", "(").replace("]", ")") in text
    assert raw_ids(text) == set()
    assert t("play.log", lang) in [e.label for e in at.expander]  # the event log stays after the end
