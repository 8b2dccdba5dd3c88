"""AppTest for the guided-play page: a whole deal through the page's own buttons, in both languages."""

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

PAGE = str(Path(__file__).resolve().parent.parent / "pages" / "play.py")
MOVE_PREFIXES = ("play_a_", "play_d_")


def start(lang: str, profile: str = "cardavia", seed: int = 1) -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.session_state["lang"] = lang
    at.session_state["profile"] = profile
    at.session_state["play_pace"] = "instant"
    at.run()
    assert not at.exception
    at.number_input(key="play_seed_choice").set_value(seed)
    at.button[0].click().run()  # the setup form's submit button
    assert not at.exception
    return at


def play_to_end(at: AppTest) -> int:
    moves = 0
    while True:
        buttons = [b for b in at.button if b.key and b.key.startswith(MOVE_PREFIXES)]
        if not buttons:
            return moves
        buttons[0].click().run()
        assert not at.exception
        moves += 1
        assert moves < 300


@pytest.mark.parametrize("lang, profile", [("en", "cardavia"), ("vi", "traditional")])
def test_a_deal_reaches_its_end_through_the_buttons(lang, profile):
    at = start(lang, profile)
    play_to_end(at)
    labels = [b.label for b in at.button]
    assert ("Next deal" if lang == "en" else "Ván tiếp") in labels
    deal = at.session_state.play_match.deals[-1]
    assert deal.ended and sum(deal.outcome.settlement) == 0
    shown = " ".join(m.value for m in at.success) + " ".join(m.value for m in at.warning)
    if deal.outcome.winner is None:
        assert ("draw" if lang == "en" else "hoà") in shown
    else:
        assert str(deal.outcome.result.total) in shown


def test_next_deal_keeps_running_totals():
    at = start("en")
    play_to_end(at)
    at.button(key="play_next").click().run()
    play_to_end(at)
    match = at.session_state.play_match
    assert len(match.deals) == 2 and len(match.history) == 2
    assert sum(match.totals) + match.pot == 0


def test_options_are_explained_and_a_hint_is_given():
    at = start("en", seed=3)
    at.button(key="play_hint_button").click().run()
    assert any("Coach:" in m.value for m in at.info)
    for _ in range(100):  # to the first capture-or-pass decision: each legal option has its reason
        if any(b.key and b.key.startswith("play_a_") for b in at.button):
            break
        at.button(key=next(b.key for b in at.button if b.key and b.key.startswith("play_d_"))).click().run()
    assert "Allowed:" in " ".join(c.value for c in at.caption)


def test_review_after_the_deal_lists_the_decisions():
    at = start("en", seed=2)
    play_to_end(at)
    at.toggle(key="play_review_1").set_value(True).run()
    assert not at.exception
    titles = [e.label for e in at.expander]
    decisions = [t for t in titles if t.startswith("Decision ")]
    infos = " ".join(m.value for m in at.info)
    assert decisions or "no real choice" in infos
    losses = [float(t.rsplit("−", 1)[1].split()[0]) for t in decisions]
    assert losses == sorted(losses, reverse=True)  # the biggest mistakes first


def test_the_log_hides_what_the_ai_let_go():
    from core.chan.deal import Deal, DealOptions, LogEntry
    from ui.play_view import public_log
    deal = Deal(DealOptions(), seed=1)
    deal.log += [LogEntry("decline_chiu", 2, 5), LogEntry("decline_win", 0, 7), LogEntry("pass", 1, 3)]
    kinds = [(e.kind, e.seat) for e in public_log(deal)[-2:]]
    assert kinds == [("decline_win", 0), ("pass", 1)]  # AI 2's declined chíu would show three 5v


def test_the_card_in_play_names_its_gate_and_who_offered_it():
    at = start("en")
    gates = set()
    for _ in range(200):  # play on, checking the line each time a card is in play
        deal = at.session_state.play_match.deals[-1]
        if deal.ended:
            break
        line = next((m.value for m in at.markdown if m.value.startswith("**Card in play**")), None)
        if deal.card is not None and line:
            gates.add(deal.card_gate == 0)
            if deal.card_gate == 0:
                assert "at your gate" in line and "You's" not in line
            else:
                assert f"at AI {deal.card_gate}'s gate" in line
            if deal.card_from == 0:
                assert " by you" in line
        buttons = [b for b in at.button if b.key and b.key.startswith(MOVE_PREFIXES)]
        if not buttons:
            break
        buttons[-1].click().run()
    assert gates == {True, False}  # both your gate and an AI's were seen


@pytest.mark.parametrize("kind, other, you_en, ai_en, you_vi", [
    ("discard", None, "You discard Five of Coins (5n).", "AI 2 discards Five of Coins (5n).",
     "Bạn đánh ngũ văn (5n)."),
    ("capture", "5s", "You capture Five of Coins (5n) with Five of Strings (5s).",
     "AI 2 captures Five of Coins (5n) with Five of Strings (5s).", None),
    ("win", None, "You win on Five of Coins (5n)!", "AI 2 wins on Five of Coins (5n)!", None),
])
def test_log_lines_agree_with_their_subject(kind, other, you_en, ai_en, you_vi):
    from core.chan.cards import parse_card
    from core.chan.deal import LogEntry
    from ui.play_view import describe

    other = parse_card(other) if other else None
    entry = LogEntry(kind, 0, parse_card("5n"), other)
    assert describe(entry, "en") == you_en
    assert describe(entry._replace(seat=2), "en") == ai_en
    if you_vi:
        assert describe(entry, "vi") == you_vi
