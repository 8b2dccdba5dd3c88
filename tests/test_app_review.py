"""AppTest of the review on the table and "play from here" (both games, both languages), and of the
fresh seed every new match gets ("replay this deal" keeps it).

The deals are finished by bots (a random player in the learner's seat, so the review finds costly
decisions); the coach works with few rollouts here (the figures are not what is tested: the order
of the list, the table at a step and the cards of a retry are)."""

import json
import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

import core.chan.review as chan_review
import core.sichuan.review as sichuan_review
from core.chan.deal import Deal as ChanDeal, DealOptions
from core.chan.replay import Match, dumps
from core.common.errors import NotationError
from core.common.players import advance
from core.sichuan import Deal as SichuanDeal
from core.sichuan.bots import RandomBot
from core.sichuan.replay import record_of
from core.sichuan.tiles import CODE as TILE_CODE
from ui.chan.play import PlayState as ChanPlay
from ui.chan.play_view import card_name, make_players as chan_players
from ui.common.review import open_review
from ui.i18n import t
from ui.sichuan.play import PlayState as SichuanPlay
from ui.sichuan.view import make_players as sichuan_players

ROOT = Path(__file__).resolve().parent.parent
CHAN_PAGE = str(ROOT / "pages" / "play.py")
SICHUAN_PAGE = str(ROOT / "pages" / "sichuan_play.py")
STOCK = {"en": "Stock", "vi": "Nọc"}
WALL = {"en": "Wall", "vi": "Tường"}


@pytest.fixture(autouse=True)
def quick_coach(tmp_path, monkeypatch):
    monkeypatch.setenv("CHAN_MATCH_DB", str(tmp_path / "matches.sqlite3"))
    monkeypatch.setattr(chan_review, "REVIEW_ROLLOUTS", 24)
    monkeypatch.setattr(sichuan_review, "REVIEW_ROLLOUTS", 24)


def ok(at: AppTest) -> AppTest:
    assert not at.exception, [e.value for e in at.exception]
    return at


def keys(at: AppTest) -> list[str]:
    return [b.key for b in at.button if b.key]


def enabled(at: AppTest, *prefixes: str) -> list[str]:
    return [b.key for b in at.button if b.key and b.key.startswith(prefixes) and not b.disabled]


def losses(at: AppTest) -> list[float]:
    """The points lost of each decision in the review's list, in the list's order (0 if agreed)."""
    out = []
    for b in at.button:
        if b.key and b.key.startswith("review_go_"):
            found = re.search(r"\(−([0-9.]+)", b.label)
            out.append(float(found.group(1)) if found else 0.0)
    return out


def facts(at: AppTest, word: str) -> str:
    return next(m.value for m in at.markdown if m.value.startswith(word + ":"))


def number(text: str) -> int:
    return int(re.search(r"\*\*(\d+)\*\*", text).group(1))


# ---------------------------------------------------------------- Chắn
def chan_finished(seed: int = 5, profile: str = "cardavia") -> ChanDeal:
    deal = ChanDeal(DealOptions(profile=profile), seed=seed)
    players = chan_players("random", seed)[:1] + chan_players("rules", seed)[1:]
    advance(deal, players, stop_at=None, steps=None, max_steps=400)
    assert deal.over
    return deal


def chan_at(step: int, whole: ChanDeal) -> ChanDeal:
    """The deal after `step` actions, replayed here action by action (not through the page's cache)."""
    deal = ChanDeal(whole.options, seed=whole.seed, dealer=whole.dealer, deck=whole.deck, thong=whole.thong)
    for action in whole.actions[:step]:
        deal.act(action)
    return deal


def chan_page(deal: ChanDeal, lang: str, pace: str = "instant") -> AppTest:
    match = Match(deal.options, seed=deal.seed)
    match.deals.append(deal)
    at = AppTest.from_file(CHAN_PAGE, default_timeout=120)
    at.session_state["lang"] = lang
    at.session_state["profile"] = deal.options.profile
    at.session_state["play_pace"] = pace
    at.session_state["play"] = ChanPlay(match, "test-match-key", "rules", 0, chan_players("rules", deal.seed))
    return ok(at.run())


def check_chan_table(at: AppTest, lang: str, whole: ChanDeal, step: int) -> None:
    then = chan_at(step, whole)
    line = facts(at, STOCK[lang])
    assert number(line) == then.stock_left
    assert (card_name(then.card, lang) if then.card is not None else "—") in line
    assert f"{step} " in next(m.value for m in at.markdown if re.match(r"(Step|Bước) ", m.value))


@pytest.mark.parametrize("lang, profile", [("en", "cardavia"), ("vi", "cardavia"), ("en", "traditional")])
def test_chan_review_on_the_table(lang, profile):
    whole = chan_finished(profile=profile)
    at = chan_page(whole, lang)
    at = ok(at.button(key="review_open").click().run())
    lost = losses(at)
    assert len(lost) >= 3 and lost == sorted(lost, reverse=True) and lost[0] > 0  # the costliest first
    view = at.session_state["review"]
    step = view.step  # opened at the costliest decision: the learner's move there
    assert whole.actions[step].seat == 0 and view.total == len(whole.actions)
    check_chan_table(at, lang, whole, step)
    priced = next(m.value for m in at.markdown if "★" in m.value)  # the coach's options, priced, beside it
    assert priced.count("\n| ") >= 2 and " ± " in priced
    at = ok(at.button(key="review_back").click().run())  # ◀ : every action, not only the learner's
    check_chan_table(at, lang, whole, step - 1)
    at = ok(at.button(key="review_fwd").click().run())
    at = ok(at.button(key="review_fwd").click().run())
    check_chan_table(at, lang, whole, step + 1)
    at = ok(at.button(key="review_go_0").click().run())  # back to the costliest from the list
    assert at.session_state["review"].step == step
    at = ok(at.button(key="review_close").click().run())
    assert "review_open" in keys(at)  # the end of the deal again


@pytest.mark.parametrize("lang, profile", [("en", "cardavia"), ("vi", "traditional")])
def test_chan_play_from_here_uses_the_same_hidden_cards(lang, profile):
    whole = chan_finished(profile=profile)
    at = chan_page(whole, lang)
    at = ok(at.button(key="review_open").click().run())
    step = at.session_state["review"].step
    then = chan_at(step, whole)
    at = ok(at.button(key="review_play_here").click().run())
    retry = at.session_state["play"]
    assert retry.key != "test-match-key"  # saved under its own key: the match is not overwritten
    assert retry.deal.actions == whole.actions[:step]  # the learner is to act: nothing moved yet
    assert retry.deal.deck == whole.deck and retry.deal.stock_pos == then.stock_pos
    assert "review_back_to" in keys(at)
    # play on (the first option each time) until a card is turned up from the stock: the very card
    # the original deal had next in its stock
    logged = len(then.log)
    while not retry.deal.over and not any(e.kind == "reveal" for e in retry.deal.log[logged:]):
        moves = enabled(at, "play_call_confirm", "play_a_", "play_d_")
        at = ok(at.button(key=moves[0] if moves else "play_continue").click().run())
        retry = at.session_state["play"]
    revealed = [e for e in retry.deal.log[logged:] if e.kind == "reveal"]
    assert revealed and revealed[0].card == then.stock[then.stock_pos]
    while not retry.deal.over:  # and on to the end of the deal
        moves = enabled(at, "play_call_confirm", "play_a_", "play_d_")
        at = ok(at.button(key=moves[0] if moves else "play_continue").click().run())
        retry = at.session_state["play"]
    saved = at.session_state["review_retry"][2]
    assert saved.key == "test-match-key" and saved.deal.actions == whole.actions  # untouched
    at = ok(at.button(key="review_back_to").click().run())
    assert at.session_state["play"] is saved and at.session_state["review"].step == step
    assert at.query_params["match"] == "test-match-key"  # the link names the saved match again
    check_chan_table(at, lang, whole, step)


def test_chan_new_matches_get_new_seeds_and_replay_keeps_it():
    at = AppTest.from_file(CHAN_PAGE, default_timeout=60)
    at.session_state["lang"], at.session_state["profile"], at.session_state["play_pace"] = "en", "cardavia", "instant"
    at = ok(at.run())
    first = at.number_input(key="play_seed_choice").value
    at = ok(at.button[0].click().run())  # the set-up form's submit
    assert at.session_state["play"].match.seed == first
    assert str(first) in " ".join(c.value for c in at.caption)  # the seed is shown with the table
    at = ok(at.button(key="play_quit").click().run())
    at = ok(at.button(key="play_quit_yes").click().run())
    second = at.number_input(key="play_seed_choice").value
    assert second != first
    at.number_input(key="play_seed_choice").set_value(12345)  # a typed seed is still obeyed
    at = ok(at.button[0].click().run())
    assert at.session_state["play"].match.seed == 12345

    whole = chan_finished(7)
    at = chan_page(whole, "en")
    at = ok(at.button(key="review_replay_deal").click().run())
    again = at.session_state["play"]
    assert again.deal.seed == whole.seed and again.deal.deck == whole.deck and again.key != "test-match-key"
    at = ok(at.button(key="review_back_to").click().run())  # back to the match, its deal over
    assert at.session_state["play"].deal.actions == whole.actions


# ---------------------------------------------------------------- Sichuan
def sichuan_finished(seed: int = 5) -> SichuanDeal:
    deal = SichuanDeal(seed=seed)
    bots = [RandomBot(1)] + sichuan_players("heuristic", seed)[1:]
    while not deal.over:
        deal.act(bots[deal.to_act].choose(deal, deal.to_act))
    return deal


def sichuan_at(step: int, whole: SichuanDeal) -> SichuanDeal:
    deal = SichuanDeal(seed=whole.seed, dealer=whole.dealer)
    for action in whole.actions[:step]:
        deal.act(action)
    return deal


def sichuan_page(deal: SichuanDeal, lang: str, pace: str = "instant") -> AppTest:
    at = AppTest.from_file(SICHUAN_PAGE, default_timeout=120)
    at.session_state["lang"] = lang
    at.session_state["sp_pace"] = pace
    at.session_state["sichuan_play"] = SichuanPlay(
        deal=deal,
        players=sichuan_players("heuristic", deal.seed),
        ai="heuristic",
        seed=deal.seed,
        key="test-key-123456",
    )
    return ok(at.run())


def check_sichuan_table(at: AppTest, lang: str, whole: SichuanDeal, step: int) -> None:
    then = sichuan_at(step, whole)
    line = facts(at, WALL[lang])
    assert number(line) == then.wall_left
    in_play = then.phase in ("claim", "rob") and then.claim_tile is not None
    assert (TILE_CODE[then.claim_tile >> 2] if in_play else "—") in line


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_sichuan_review_on_the_table(lang):
    whole = sichuan_finished()
    at = sichuan_page(whole, lang)
    at = ok(at.button(key="review_open").click().run())
    lost = losses(at)
    assert len(lost) >= 3 and lost == sorted(lost, reverse=True) and lost[0] > 0
    step = at.session_state["review"].step
    assert whole.actions[step].seat == 0
    check_sichuan_table(at, lang, whole, step)
    priced = next(m.value for m in at.markdown if "★" in m.value)
    assert priced.count("\n| ") >= 2 and " ± " in priced and "◀" in priced  # your move marked among them
    at = ok(at.button(key="review_back").click().run())
    check_sichuan_table(at, lang, whole, step - 1)
    at = ok(at.button(key="review_fwd").click().run())
    at = ok(at.button(key="review_fwd").click().run())
    check_sichuan_table(at, lang, whole, step + 1)
    at = ok(at.button(key="review_go_0").click().run())
    assert at.session_state["review"].step == step


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_sichuan_play_from_here_uses_the_same_hidden_tiles(lang):
    whole = sichuan_finished()
    at = sichuan_page(whole, lang)
    at = ok(at.button(key="review_open").click().run())
    step = at.session_state["review"].step
    then = sichuan_at(step, whole)
    at = ok(at.button(key="review_play_here").click().run())
    retry = at.session_state["sichuan_play"]
    assert retry.key != "test-key-123456" and retry.deal.actions == whole.actions[:step]
    assert retry.deal.wall == then.wall and retry.deal.front == then.front
    logged = len(then.log)
    clicks = 0
    while not retry.deal.over:
        draws = [e for e in retry.deal.log[logged:] if e.kind == "draw"]
        if draws:
            break
        ours = enabled(at, "sp_act_")
        at = ok(at.button(key=ours[0] if ours else "sp_continue").click().run())
        retry = at.session_state["sichuan_play"]
        clicks += 1
        assert clicks < 300
    draws = [e for e in retry.deal.log[logged:] if e.kind == "draw"]
    assert draws and draws[0].tile == then.wall[then.front] >> 2  # the next wall tile, as it really was
    saved = at.session_state["review_retry"][2]
    assert saved.key == "test-key-123456" and saved.deal.actions == whole.actions
    at = ok(at.button(key="review_back_to").click().run())
    assert at.session_state["sichuan_play"] is saved and at.session_state["review"].step == step


def test_sichuan_new_deals_get_new_seeds_and_replay_keeps_it():
    at = AppTest.from_file(SICHUAN_PAGE, default_timeout=60)
    at.session_state["lang"], at.session_state["sp_pace"] = "en", "instant"
    at = ok(at.run())
    first = at.number_input(key="_sp_seed").value
    at = ok(at.button(key="sp_start").click().run())
    assert at.session_state["sichuan_play"].seed == first == at.session_state["sichuan_play"].deal.seed
    assert str(first) in " ".join(c.value for c in at.caption)
    at = ok(at.button(key="sp_new_ask").click().run())
    at = ok(at.button(key="sp_new_yes").click().run())
    second = at.number_input(key="_sp_seed").value
    assert second != first

    whole = sichuan_finished(9)
    at = sichuan_page(whole, "en")
    at = ok(at.button(key="review_replay_deal").click().run())
    again = at.session_state["sichuan_play"]
    assert again.deal.seed == whole.seed and again.deal.wall == whole.wall
    at = ok(at.button(key="review_back_to").click().run())
    assert at.session_state["sichuan_play"].deal.actions == whole.actions


# ---------------------------------------------------------------- a loaded replay, and bad input
def test_chan_play_from_here_in_the_replay_viewer():
    whole = chan_finished(11)
    at = AppTest.from_file(CHAN_PAGE, default_timeout=120)
    at.session_state["lang"], at.session_state["profile"], at.session_state["play_pace"] = "vi", "cardavia", "readable"
    at.session_state["play_watch"] = json.loads(dumps(whole))  # as an upload leaves it
    step = next(i for i, a in enumerate(whole.actions) if a.seat == 0 and i > 4)
    at.session_state["play_watch_step"] = step
    at = ok(at.run())
    at = ok(at.button(key="review_watch_play").click().run())
    retry = at.session_state["play"]
    assert retry.deal.actions[:step] == whole.actions[:step] and retry.deal.deck == whole.deck
    assert retry.deal.seed == whole.seed  # the replay keeps the seed
    at = ok(at.button(key="review_back_to").click().run())  # no match was open: back to the review
    assert "play" not in at.session_state and at.session_state["review"].step == step
    check_chan_table(at, "vi", whole, step)


def test_sichuan_play_from_here_in_the_replay_viewer():
    whole = sichuan_finished(13)
    at = AppTest.from_file(SICHUAN_PAGE, default_timeout=120)
    at.session_state["lang"], at.session_state["sp_pace"] = "en", "readable"
    at.session_state["sichuan_play"] = SichuanPlay(watch=record_of(whole, ["you"] + ["heuristic"] * 3))
    step = next(i for i, a in enumerate(whole.actions) if a.seat == 0 and i > 8)
    at.session_state["_sp_watch_step"] = step
    at = ok(at.run())
    at = ok(at.button(key="review_watch_play").click().run())
    retry = at.session_state["sichuan_play"]
    assert retry.deal.actions[:step] == whole.actions[:step] and retry.deal.wall == whole.wall
    assert retry.ai == "heuristic" and retry.seed == whole.seed
    at = ok(at.button(key="review_back_to").click().run())
    assert at.session_state["sichuan_play"].deal is None and at.session_state["review"].step == step
    check_sichuan_table(at, "en", whole, step)


@pytest.mark.parametrize("game", ["chan", "sichuan"])
@pytest.mark.parametrize("bad", ["{not json", '{"actions": 5}', "[1, 2]", b"\xff\xfe"])
def test_open_review_refuses_a_bad_replay_with_a_message(game, bad):
    with pytest.raises(NotationError) as caught:
        open_review(game, bad)
    assert caught.value.text["en"] and caught.value.text["vi"]


def test_open_review_refuses_an_unknown_game():
    with pytest.raises(ValueError, match="unknown game"):
        open_review("poker", "{}")


def story_expander(at: AppTest, lang: str):
    """The review's "story of the deal" expander (the only one with that label)."""
    title = t("story.title", lang)
    (found,) = [e for e in at.expander if e.label == title]
    return found


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_chan_review_tells_the_deals_story(lang):
    from core.chan.story import deal_story
    from ui.chan.story import story_lines

    whole = chan_finished()
    at = ok(chan_page(whole, lang).button(key="review_open").click().run())
    assert not story_expander(at, lang).proto.expanded  # at the costliest decision: folded
    at.session_state["review"].step = len(whole.actions)  # the last step: the story open
    at = ok(at.run())
    story = story_expander(at, lang)
    assert story.proto.expanded
    text = " ".join(m.value for m in story.markdown)
    for line in story_lines(deal_story(whole, 0), lang):
        assert line in text


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_sichuan_review_tells_the_deals_story(lang):
    from ui.sichuan.story import seat_lines

    whole = sichuan_finished()
    at = ok(sichuan_page(whole, lang).button(key="review_open").click().run())
    assert not story_expander(at, lang).proto.expanded
    at.session_state["review"].step = len(whole.actions)
    at = ok(at.run())
    story = story_expander(at, lang)
    assert story.proto.expanded
    text = " ".join(m.value for m in story.markdown)
    for line in seat_lines(whole, lang):
        assert line in text
