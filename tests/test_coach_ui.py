"""AppTest: the play pages' hints show the coach's new labels — "about as good" (close) options named
beside the coach's choice — in both languages, in Chắn (pages/play.py) and Sichuan
(pages/sichuan_play.py); the review's chart has a colour for every label."""

from __future__ import annotations

import pytest

from core.chan.coach import LABEL_NAMES, ORDER
from core.sichuan import Deal as SichuanDeal
from test_app_play import inject, state_at
from test_app_sichuan import match_db, ok, start, texts  # noqa: F401 (match_db: each test its own store)
from test_coach_fixtures import load
from ui.chan.play_view import action_label
from ui.sichuan.view import action_label as sichuan_label
from ui.verdict import BADGE, COLOURS

WORDS = {
    "en": ("About as good as the coach's choice:", "about as good"),
    "vi": ("Ngang ngửa với nước máy chọn:", "ngang ngửa"),
}


def test_every_label_has_a_badge_a_colour_and_both_languages():
    assert set(ORDER) == set(BADGE) == set(COLOURS) == set(LABEL_NAMES)
    assert all(name.en and name.vi and name.en != name.vi for name in LABEL_NAMES.values())


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_chan_hint_names_the_options_about_as_good_as_its_choice(lang):
    deal, _ = load("near_tied_respond")  # the reference cannot tell the options apart
    at = inject(deal, lang=lang)
    at.button(key="play_hint_button").click().run()
    assert not at.exception
    hint = state_at(at).hint
    close = [a for a in hint if a.label == "close"]
    assert close, [(a.action, a.loss, a.loss_se, a.label) for a in hint]
    lead, word = WORDS[lang]
    notes = [i.value for i in at.info if i.value.startswith(lead)]
    assert len(notes) == 1
    for a in [hint[0], *close]:  # the choice and every close option, by their button names
        assert action_label(a.action, deal, lang) in notes[0]
    table = next(m.value for m in at.markdown if "-badge[" in m.value)
    assert f":gray-badge[{word}]" in table
    assert table.count(f"[{word}]") == len(close)


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_sichuan_hint_names_the_options_about_as_good_as_its_choice(lang):
    at = start(lang, seed=3, dealer=0)
    counts = SichuanDeal(seed=3, dealer=0).seats[0].counts()
    suit = next(s for s in range(3) if sum(1 for c in counts[9 * s : 9 * s + 9] if c) != 1)  # a choice follows
    at = at.button(key=f"sp_act_declare_{suit}").click().run()
    ok(at)
    at = at.button(key="sp_hint_button").click().run(timeout=30)
    ok(at)
    play = at.session_state["sichuan_play"]
    priced = play.hint_now()
    close = [a for a in priced if a.label == "close"]
    assert close, [(str(a.action), a.loss, a.loss_se, a.label) for a in priced]  # fourteen tiles, early: ties
    lead, word = WORDS[lang]
    notes = [n for n in texts(at.info) if n.startswith(lead)]
    assert len(notes) == 1
    for a in [priced[0], *close]:
        assert sichuan_label(a.action, play.deal, lang) in notes[0]
    table = next(m for m in texts(at.markdown) if "-badge[" in m)
    assert table.count(f":gray-badge[{word}]") == len(close)
