"""AppTest for the guided-play page: whole deals through the page's own buttons, and one test per
state of the table (learner to act, AI to act, claim and call, báo, end of deal, end of match),
reloading a saved match, and stale clicks."""

import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from core.chan.actions import Action
from core.chan.deal import Deal, DealOptions
from core.chan.replay import Match, dumps
from core.common.text import Text
from ui.chan.play import PlayState
from ui.chan.play_view import YOU, make_players

PAGE = str(Path(__file__).resolve().parent.parent / "pages" / "play.py")
MOVE_PREFIXES = ("play_a_", "play_d_")


@pytest.fixture(autouse=True)
def match_db(tmp_path, monkeypatch):
    monkeypatch.setenv("CHAN_MATCH_DB", str(tmp_path / "matches.sqlite3"))


def page(lang: str = "en", profile: str = "cardavia", pace: str = "instant") -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.session_state["lang"] = lang
    at.session_state["profile"] = profile
    at.session_state["play_pace"] = pace
    return at


def start(lang: str = "en", profile: str = "cardavia", seed: int = 1, **choices) -> AppTest:
    at = page(lang, profile)
    at.run()
    assert not at.exception
    at.number_input(key="play_seed_choice").set_value(seed)
    for key, value in choices.items():
        widget = (
            at.radio(key=key)
            if key == "play_mode_choice"
            else at.checkbox(key=key)
            if key in ("play_4_11", "play_ga_gop")
            else at.selectbox(key=key)
        )
        widget.set_value(value)
    at.button[0].click().run()  # the set-up form's submit button
    assert not at.exception
    return at


def moves(at: AppTest, enabled: bool = True) -> list:
    return [b for b in at.button if b.key and b.key.startswith(MOVE_PREFIXES) and (not enabled or not b.disabled)]


def play_to_end(at: AppTest) -> int:
    n = 0
    while buttons := moves(at):
        buttons[0].click().run()
        assert not at.exception
        n += 1
        assert n < 300
    return n


def shown(at: AppTest) -> str:
    return " ".join(
        str(e.value)
        for kind in ("markdown", "success", "warning", "info", "error", "caption")
        for e in getattr(at, kind)
    )


def state_at(at: AppTest) -> PlayState:
    return at.session_state["play"]


def inject(
    deal_or_match,
    profile: str = "cardavia",
    level: str = "random",
    length: int = 0,
    pace: str = "instant",
    lang: str = "en",
) -> AppTest:
    """A page whose session already holds a match in a chosen position."""
    match = deal_or_match
    if isinstance(deal_or_match, Deal):
        match = Match(deal_or_match.options, seed=deal_or_match.seed or 0)
        match.deals.append(deal_or_match)
    at = page(lang, profile, pace)
    at.session_state["play"] = PlayState(match, "test-match-key", level, length, make_players(level, match.seed))
    at.run()
    assert not at.exception
    return at


def deal_until(
    predicate, options: DealOptions = DealOptions(), seeds=range(1, 400), level: str = "random", also_you: bool = True
) -> Deal:
    """Play bots (the learner's seat too) until `predicate(deal)` holds with the learner to act."""
    for seed in seeds:
        deal = Deal(options, seed=seed)
        players = make_players(level, seed)
        while not deal.over:
            if deal.to_act == YOU and predicate(deal):
                return deal
            deal.act(players[deal.to_act].choose(deal, deal.to_act))
    raise AssertionError("no deal reached the position")


# ------------------------------------------------------------------ whole deals
@pytest.mark.parametrize("lang, profile", [("en", "cardavia"), ("vi", "traditional")])
def test_a_deal_reaches_its_end_through_the_buttons(lang, profile):
    at = start(lang, profile)
    play_to_end(at)
    labels = [b.label for b in at.button]
    assert ("Next deal" if lang == "en" else "Ván tiếp") in labels
    deal = state_at(at).deal
    assert deal.over and sum(deal.outcome.settlement) == 0
    text = shown(at)
    if deal.outcome.winner is None:
        assert ("draw" if lang == "en" else "hoà") in text
    else:
        assert str(deal.outcome.result.total) in text


def test_advanced_mode_deal_reaches_its_end():
    at = start("en", "traditional", seed=4, play_mode_choice="advanced")
    play_to_end(at)
    assert state_at(at).deal.over and state_at(at).deal.advanced


def test_next_deal_keeps_running_totals():
    at = start("en")
    play_to_end(at)
    at.button(key="play_next").click().run()
    play_to_end(at)
    match = state_at(at).match
    assert len(match.deals) == 2 and len(match.history) == 2
    assert sum(match.totals) + match.pot == 0


# ------------------------------------------------------------------ states of the table
def test_learner_to_act_on_a_card_in_play_sees_take_and_pass_with_short_labels():
    deal = deal_until(lambda d: d.phase == "respond" and any(a.kind == "capture" for a in d.legal_actions()))
    at = inject(deal)
    labels = [b.label for b in moves(at)]
    assert any(label.startswith("Take ") and " + " in label for label in labels)
    assert any(label in ("Pass it on", "Pass, draw") for label in labels)
    assert all(len(label) <= 20 for label in labels)
    assert "Card in play" in shown(at) and "to act" in shown(at)


def test_discarding_has_one_way_and_forbidden_discards_are_greyed():
    deal = deal_until(
        lambda d: d.phase == "discard" and len(d.legal_actions()) < len({f for f in range(25) if d.hands[YOU][f]})
    )
    at = inject(deal)
    discards = [b for b in at.button if b.key and b.key.startswith("play_d_")]
    legal = {a.card for a in deal.legal_actions()}
    assert {int(b.key.split("_")[-1]) for b in discards if not b.disabled} == legal
    assert any(b.disabled for b in discards)  # visibly different, and the reason is a tooltip
    assert all(b.help for b in discards)
    assert not any("picker" in (b.key or "") for b in at.button)


def test_ai_to_act_shows_who_is_playing_and_the_last_move():
    deal = Deal(DealOptions(), seed=2)
    players = make_players("random", 2)
    while deal.to_act == YOU or not deal.log:
        deal.act(players[deal.to_act].choose(deal, deal.to_act))
    at = inject(deal)
    assert "is playing" in shown(at)
    assert 'data-testid="chan-last-action"' in shown(at)


def test_a_win_in_traditional_opens_the_call_picker():
    deal = deal_until(
        lambda d: d.phase == "claim" and any(a.kind == "win" for a in d.legal_actions()),
        DealOptions(profile="traditional"),
        level="rules",
    )
    at = inject(deal, profile="traditional")
    win = next(b for b in moves(at) if b.key.startswith("play_a_win"))
    win.click().run()
    assert not at.exception
    assert at.multiselect(key="play_call") is not None
    at.button(key="play_call_confirm").click().run()
    assert not at.exception and state_at(at).deal.over


def test_call_for_me_wins_at_once():
    deal = deal_until(
        lambda d: d.phase == "claim" and any(a.kind == "win" for a in d.legal_actions()),
        DealOptions(profile="traditional"),
        level="rules",
    )
    at = page(profile="traditional")
    at.session_state["play_call_for_me"] = True
    match = Match(deal.options, seed=0)
    match.deals.append(deal)
    at.session_state["play"] = PlayState(match, "test-match-key", "random", 0, make_players("random", 0))
    at.run()
    next(b for b in moves(at) if b.key.startswith("play_a_win")).click().run()
    assert state_at(at).deal.over and state_at(at).deal.outcome.winner == YOU


def test_an_illegal_move_in_advanced_mode_says_at_once_what_follows():
    options = DealOptions(profile="traditional", mode="advanced")
    deal = deal_until(
        lambda d: d.phase == "discard" and any(not o.legal for a, o in d.explain() if a is not None), options
    )
    illegal = next(a for a, o in deal.explain() if a is not None and not o.legal)
    at = inject(deal, profile="traditional")
    # advanced mode plays like a real table: no "not allowed" notes, nothing greyed, by default
    assert "Greyed options break a rule" not in shown(at) and not any(b.disabled for b in moves(at, False))
    at.button(key=f"play_d_{illegal.card}").click().run()
    assert not at.exception
    text = " ".join(w.value for w in at.warning)
    assert "You broke a rule" in text
    if state_at(at).deal.bao[YOU]:
        assert "báo" in text and "báo" in shown(at)


def test_end_of_deal_shows_every_hand_the_settlement_and_next_deal():
    at = start("en", seed=3)
    play_to_end(at)
    html = shown(at)
    assert html.count('class="chan-hgroup"') >= 4  # hands face up, each seat
    assert any(b.key == "play_next" for b in at.button)
    table = at.dataframe[-1].value
    assert list(table["This deal"]) == state_at(at).deal.outcome.settlement
    assert "Settlement" in html


def test_a_match_of_a_chosen_length_ends_with_a_final_standing_and_the_pot_given_back():
    options = DealOptions(profile="traditional", ga_gop=True)
    match = Match(options, seed=7)
    players = make_players("random", 7)
    for _ in range(4):
        deal = match.new_deal()
        while not deal.over:
            deal.act(players[deal.to_act].choose(deal, deal.to_act))
        match.close_deal()
    pot = match.pot
    at = inject(match, profile="traditional", length=4)
    assert not at.exception
    text = shown(at)
    assert "Final standing after 4 deals" in " ".join(h.value for h in at.subheader)
    assert not any(b.key == "play_next" for b in at.button)
    assert sum(state_at(at).match.totals) == 0 and state_at(at).match.pot == 0
    if pot:
        assert "got back what they put in" in text


def test_gà_pot_on_the_table_agrees_with_the_settlement():
    at = start("en", "traditional", play_ga_gop=True)
    assert "Gà pot: 4" in shown(at)  # everyone put 1 in before the deal
    play_to_end(at)
    match = state_at(at).match
    if match.pot:  # nobody won it: the table and the line below the settlement say the same
        assert f"Gà pot: {match.pot}<" in shown(at) and f"Gà pot after this deal: {match.pot}." in shown(at)


# ------------------------------------------------------------------ reload, new match, stale clicks
def test_a_reload_continues_the_saved_match():
    at = start("en", "traditional", seed=5)
    for _ in range(3):
        moves(at)[0].click().run()
    key = at.query_params["match"]
    key = key[0] if isinstance(key, list) else key
    saved = state_at(at).deal
    fresh = AppTest.from_file(PAGE, default_timeout=60)
    fresh.query_params["match"] = key
    fresh.run()
    assert not fresh.exception
    again = state_at(fresh)
    assert again.deal.actions == saved.actions and again.match.options.profile == "traditional"
    assert fresh.session_state["profile"] == "traditional"


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_difficulty_help_compares_every_level_with_the_one_below(lang):
    """The help of the difficulty choice names each level as the choice does, and gives a measured
    figure (points per deal) for every step up but the last, which it says is not measurably stronger."""
    from ui.chan.play_view import LEVELS

    at = page(lang)
    at.run()
    box = at.selectbox(key="play_ai_choice")
    assert box.options == [name[lang] for _, name in LEVELS]
    names = [label.split(":")[0] for label in box.options]
    help_text = box.help
    assert all(name in help_text for name in names), (names, help_text)
    assert len(re.findall(r"\+\d+[.,]\d", help_text)) == 2 * (len(names) - 2)  # two profiles a step
    assert ("without a measurable gain" if lang == "en" else "chưa đo được là mạnh hơn") in help_text


def test_a_match_store_that_cannot_be_written_warns_and_the_game_goes_on(tmp_path, monkeypatch):
    """Nothing is lost silently: when a save fails (here the database path is a directory, so
    sqlite3 cannot open it) the table says so at once, the learner plays on, and the warning goes
    as soon as a save succeeds again."""
    monkeypatch.setenv("CHAN_MATCH_DB", str(tmp_path))  # a directory: sqlite3.OperationalError
    at = start("en", "traditional", seed=5)
    assert "could not be saved just now (unable to open database file)" in " ".join(w.value for w in at.warning)
    assert moves(at)
    monkeypatch.setenv("CHAN_MATCH_DB", str(tmp_path / "ok.sqlite3"))
    moves(at)[0].click().run()
    assert not at.exception
    assert not any("could not be saved" in w.value for w in at.warning)
    key = at.query_params["match"]
    fresh = AppTest.from_file(PAGE, default_timeout=60)
    fresh.query_params["match"] = key[0] if isinstance(key, list) else key
    fresh.run()
    assert state_at(fresh).deal.actions == state_at(at).deal.actions  # saved again, whole


def test_a_match_store_that_cannot_be_read_says_so(tmp_path, monkeypatch):
    monkeypatch.setenv("CHAN_MATCH_DB", str(tmp_path))
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.query_params["match"] = "a" * 20
    at.run()
    assert not at.exception
    assert "cannot be read right now" in " ".join(w.value for w in at.warning)


@pytest.mark.parametrize("key, message", [("short", "not valid"), ("a" * 20, "No saved match")])
def test_a_bad_or_unknown_match_link_says_so_and_offers_a_new_match(key, message):
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.query_params["match"] = key
    at.run()
    assert not at.exception
    assert message in " ".join(w.value for w in at.warning)
    assert at.button[0].label == "Deal the cards"


def test_new_match_asks_before_throwing_the_match_away():
    at = start("en")
    at.button(key="play_quit").click().run()
    assert "play" in at.session_state and any(b.key == "play_quit_yes" for b in at.button)
    at.button(key="play_quit_no").click().run()
    assert "play" in at.session_state
    at.button(key="play_quit").click().run()
    at.button(key="play_quit_yes").click().run()
    assert "play" not in at.session_state and at.button[0].label == "Deal the cards"


def test_stale_clicks_are_ignored():
    """What a click queued before a redraw runs (Hint, a move, Ù) while the AI is to act: nothing."""
    deal = Deal(DealOptions(), seed=2)
    players = make_players("random", 2)
    while deal.to_act == YOU:
        deal.act(players[deal.to_act].choose(deal, deal.to_act))
    state = PlayState(Match(deal.options, seed=2, deals=[deal]), "test-match-key", "random", 0, players)
    actions = len(deal.actions)
    script = AppTest.from_string(
        "import streamlit as st\nfrom ui.chan import play\nfrom core.chan.actions import Action\n"
        "play.ask_hint()\nplay.do(Action('discard', 0, 3))\nplay.open_call()\nst.write('done')\n"
    )
    script.session_state["play"] = state
    script.run()
    assert not script.exception and script.markdown[0].value == "done"
    assert state.hint is None and state.message is None and not state.calling
    assert len(deal.actions) == actions


# ------------------------------------------------------------------ review and replays
def test_review_titles_name_the_card_of_each_decision():
    at = start("en", seed=2)
    play_to_end(at)
    at.toggle(key="play_review_1").set_value(True).run()
    assert not at.exception
    from ui.chan.screen import review_lines

    (items,) = at.session_state["chan_reviews"].values()  # the review judged for this deal
    for title, item in review_lines(items, "en"):
        if item.played.action.kind == "capture":
            card = item.position["card"]
            assert f"Take chắn {card} +" in title or f"Take cạ {card} +" in title
    titles = [e.label for e in at.expander if e.label.startswith("Decision ")]
    losses = [float(t.rsplit("−", 1)[1].split()[0]) if "−" in t else 0.0 for t in titles]  # agreed: no loss
    assert losses == sorted(losses, reverse=True)  # the biggest mistakes first


def test_a_replay_without_actions_shows_the_dealt_cards():
    at = page()
    at.session_state["play_watch"] = {"seed": 1, "actions": []}
    at.run()
    assert not at.exception
    assert "no actions" in " ".join(i.value for i in at.info)
    assert "Step 0 of 0" in shown(at)


def test_replay_steps_move_the_table():
    deal = Deal(DealOptions(), seed=9)
    players = make_players("random", 9)
    for _ in range(6):
        deal.act(players[deal.to_act].choose(deal, deal.to_act))
    import json

    at = page()
    at.session_state["play_watch"] = json.loads(dumps(deal))
    at.session_state["play_watch_step"] = 6
    at.run()
    assert "Step 6 of 6" in shown(at)
    at.button(key="play_watch_back").click().run()
    assert "Step 5 of 6" in shown(at) and not at.exception


# ------------------------------------------------------------------ texts
def test_the_log_hides_what_the_ai_let_go():
    from core.chan.deal import LogEntry
    from ui.chan.play_view import public_log

    deal = Deal(DealOptions(), seed=1)
    deal.log += [LogEntry("decline_chiu", 2, 5), LogEntry("decline_win", 0, 7), LogEntry("pass", 1, 3)]
    kinds = [(e.kind, e.seat) for e in public_log(deal)[-2:]]
    assert kinds == [("decline_win", 0), ("pass", 1)]  # AI 2's declined chíu would show three 5v


@pytest.mark.parametrize(
    "kind, other, you_en, ai_en, you_vi",
    [
        (
            "discard",
            None,
            "You discard Five of Coins (5n).",
            "AI 2 discards Five of Coins (5n).",
            "Bạn đánh ngũ văn (5n).",
        ),
        (
            "capture",
            "5s",
            "You capture Five of Coins (5n) with Five of Strings (5s).",
            "AI 2 captures Five of Coins (5n) with Five of Strings (5s).",
            None,
        ),
        ("win", None, "You win on Five of Coins (5n)!", "AI 2 wins on Five of Coins (5n)!", None),
    ],
)
def test_log_lines_agree_with_their_subject(kind, other, you_en, ai_en, you_vi):
    from core.chan.cards import parse_card
    from core.chan.deal import LogEntry
    from ui.chan.play_view import describe

    other = parse_card(other) if other else None
    entry = LogEntry(kind, 0, parse_card("5n"), other)
    assert describe(entry, "en") == you_en
    assert describe(entry._replace(seat=2), "en") == ai_en
    if you_vi:
        assert describe(entry, "vi") == you_vi


def test_move_labels_are_short_and_name_the_cards():
    from ui.chan.play_view import action_label

    deal = deal_until(lambda d: d.phase == "respond" and any(a.kind == "capture" for a in d.legal_actions()))
    capture = next(a for a in deal.legal_actions() if a.kind == "capture")
    from core.chan.cards import CODE

    kind = "chắn" if capture.card == deal.card else "cạ"
    assert action_label(capture, deal, "vi") == f"Ăn {kind} {CODE[deal.card]} + {CODE[capture.card]}"
    assert action_label(Action("discard", 0, 9), deal, "vi") == f"Đánh {CODE[9]}"


# ------------------------------------------------------------------ the win: xướng (D23) and 4-11 (D21)
def _our_win(options: DealOptions) -> Deal:
    return deal_until(
        lambda d: d.phase == "claim" and any(a.kind == "win" for a in d.legal_actions()), options, level="rules"
    )


def test_a_right_call_is_paid_and_said_so():
    deal = _our_win(DealOptions(profile="traditional"))
    right = deal.win_terms().call
    at = inject(deal, profile="traditional")
    next(b for b in moves(at) if b.key.startswith("play_a_win")).click().run()
    at.multiselect(key="play_call").set_value(sorted(set(right) - {"xuong"})).run()
    for cid in ("tom", "leo"):
        if right.count(cid) > 1:
            at.number_input(key=f"play_call_n_{cid}").set_value(right.count(cid)).run()
    at.button(key="play_call_confirm").click().run()
    out = state_at(at).deal.outcome
    assert out.winner == YOU and out.call_check.correct and not out.auto_call
    assert "is right" in " ".join(m.value for m in at.success)


def test_a_wrong_call_pays_the_village():
    deal = _our_win(DealOptions(profile="traditional"))
    lacking = next(c for c in ("kinh_tu_chi", "thap_thanh", "bach_dinh", "tam_do") if c not in deal.win_terms().call)
    at = inject(deal, profile="traditional")
    next(b for b in moves(at) if b.key.startswith("play_a_win")).click().run()
    at.multiselect(key="play_call").set_value([lacking]).run()
    at.button(key="play_call_confirm").click().run()
    out = state_at(at).deal.outcome
    assert not out.call_check.correct and out.settlement[YOU] < 0
    assert "Wrong call" in " ".join(m.value for m in at.error)


def test_under_4_11_a_small_win_is_offered_as_win_anyway_or_dont_win():
    options = DealOptions(profile="traditional", four_eleven=True)
    deal = deal_until(
        lambda d: d.phase == "claim" and (t := d.win_terms()) is not None and t.seat == YOU and t.four_eleven,
        options,
        level="rules",
    )
    at = inject(deal, profile="traditional")
    labels = {b.key: b.label for b in moves(at)}
    assert labels[next(k for k in labels if k.startswith("play_a_win"))] == "Win anyway (pays 11 to each)"
    assert "Don't win" in labels.values()
    assert "below 4" in " ".join(w.value for w in at.warning)
    at.button(key=next(k for k, v in labels.items() if v == "Don't win")).click().run()
    assert not at.exception and state_at(at).deal.win_barred[YOU]


def test_a_bad_replay_upload_names_the_problem_and_keeps_the_page_usable():
    """(AppTest cannot upload a file: the viewer's read step is checked on its helpers.)"""
    from core.chan.cards import NotationError
    from core.chan.replay import from_record, read_record

    for bad in (b"[" * 100, b'{"seed": 1, "actions": 5}', b"\xff\xfe", b'{"seed": 1e999}'):
        with pytest.raises(NotationError):
            from_record(read_record(bad))
    assert from_record(read_record(b'{"seed": 1}')).actions == []  # no actions: the dealt position
    at = page()
    at.session_state["play_watch_error"] = Text("file: not valid JSON", "tệp: không phải JSON hợp lệ")
    at.run()
    assert not at.exception and "cannot be used" in " ".join(e.value for e in at.error)
    assert at.button[0].label == "Deal the cards"


def test_table_terms_carry_their_glossary_definitions():
    from ui.chan.table import table_html
    from ui.glossary import term_definition

    deal = Deal(DealOptions(profile="traditional", ga_gop=True), seed=3)
    for lang in ("en", "vi"):
        html = table_html(deal, lang, pot=4)
        for term in ("cai", "cua", "noc", "ga"):
            assert term_definition(term, lang).replace('"', "&quot;").replace("'", "&#x27;") in html, (lang, term)


def test_a_stale_call_picker_falls_back_to_the_options():
    deal = deal_until(lambda d: d.phase == "discard", DealOptions(profile="traditional"))
    at = page(profile="traditional")
    match = Match(deal.options, seed=0)
    match.deals.append(deal)
    state = PlayState(match, "test-match-key", "random", 0, make_players("random", 0), calling=True)
    at.session_state["play"] = state
    at.run()
    assert not at.exception and not state.calling
    assert any(b.key.startswith("play_d_") for b in moves(at))


# ------------------------------------------------------------------ the coach: priced hints and the review
def test_hint_prices_every_option_with_a_verdict_and_clears_after_the_move():
    deal = deal_until(lambda d: d.phase == "discard" and len(d.legal_actions()) > 2)
    at = inject(deal)
    at.button(key="play_hint_button").click().run()
    assert not at.exception
    play = state_at(at)
    assert play.hint and not play.hint_pending
    assert {a.action for a in play.hint if a.legal} == set(deal.legal_actions())
    table = next(m.value for m in at.markdown if "| Verdict |" in m.value)
    rows = [r for r in table.splitlines()[2:] if r.startswith("|")]
    assert len(rows) == len(deal.legal_actions())
    assert rows[0].startswith("| ★ ") and ":green-badge[best]" in rows[0]
    assert all(" ± " in r or "+0.00" in r or "-0.00" in r for r in rows)  # each expected value with its error
    assert "Coach:" in shown(at) and "expected" in shown(at)
    moves(at)[0].click().run()  # any move: the hint was for the old decision
    assert not at.exception and state_at(at).hint is None


def test_hint_in_vietnamese_names_the_verdicts_in_vietnamese():
    deal = deal_until(lambda d: d.phase == "discard" and len(d.legal_actions()) > 2)
    at = inject(deal)
    at.session_state["lang"] = "vi"
    at.run()
    at.button(key="play_hint_button").click().run()
    assert not at.exception
    table = next(m.value for m in at.markdown if "| Đánh giá |" in m.value)
    assert "[tốt nhất]" in table and "Verdict" not in table


def test_review_shows_the_figures_the_chart_and_priced_options_and_the_match_keeps_them():
    at = start("en", seed=2)
    play_to_end(at)
    at.toggle(key="play_review_1").set_value(True).run()
    assert not at.exception
    (items,) = at.session_state["chan_reviews"].values()
    labels = [m.label for m in at.metric]
    assert labels == ["Agreement with the coach", "Points lost per decision", "Costliest kind of decision"]
    agreed = sum(i.agrees for i in items)
    assert at.metric[0].value == f"{100 * agreed / len(items):.0f} %"
    assert at.get("plotly_chart"), "the chart of the points lost"
    assert any("| Verdict |" in m.value for m in at.markdown)  # each decision's options, priced
    play = state_at(at)
    assert play.reviews[1]["decisions"] == len(items)
    saved = PlayState.loads(play.key, play.dumps())  # the match keeps its figures through a reload
    assert saved.reviews == {1: play.reviews[1]}


def test_an_uploaded_replay_is_reviewed_with_the_deal_figures_and_the_step_priced():
    """The review of a replay: the decision at this step with its options priced, and the deal's figures."""
    import json

    from core.chan.bots import play_out

    deal = Deal(DealOptions(), seed=11)
    play_out(deal, make_players("random", 11))
    at = page()
    at.session_state["play_watch"] = json.loads(dumps(deal))
    at.session_state["play_watch_step"] = len(deal.actions)
    at.run()
    at.toggle(key="play_watch_review").set_value(True).run()
    assert not at.exception
    (items,) = at.session_state["chan_reviews"].values()
    assert [m.label for m in at.metric][:1] == ["Agreement with the coach"]
    step = items[0].index  # the costliest decision: go to its step
    at.session_state["play_watch_step"] = step
    at.run()
    assert not at.exception
    assert any("| Verdict |" in m.value for m in at.markdown)  # that decision's options, priced
