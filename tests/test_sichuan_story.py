"""The story of a finished Sichuan deal (ui/sichuan/story.py): one sentence per win and one per
seat, whose amounts add up to the seat's net result; shown at the end of the deal in both languages."""

import re

import pytest

from test_app_review import sichuan_finished, sichuan_page
from ui.sichuan.story import seat_lines, win_lines
from ui.sichuan.view import seat_name


@pytest.mark.parametrize("seed", [5, 9, 21])
@pytest.mark.parametrize("lang", ["en", "vi"])
def test_each_seat_line_adds_up_to_its_net(seed, lang):
    deal = sichuan_finished(seed)
    lines = seat_lines(deal, lang)
    assert len(lines) == 4 and len(win_lines(deal, lang)) == len(deal.wins)
    paid, received = ("paid", "received") if lang == "en" else ("trả", "nhận")
    for line, seat in zip(lines, [0, 1, 2, 3], strict=True):
        assert line.startswith(f"**{seat_name(seat, lang)}: {deal.settlement()[seat]:+d}**")
        ins = sum(int(n) for n in re.findall(rf"{received} (\d+)", line))
        outs = sum(int(n) for n in re.findall(rf"{paid} (\d+)", line))
        assert ins - outs == deal.settlement()[seat], line


def test_a_win_line_names_the_winner_the_tile_and_the_fan():
    deal = sichuan_finished(21)  # three wins: two basic hands, then Root + a kong replacement (2 fan)
    lines = win_lines(deal, "en")
    assert len(lines) == 3
    for line, w in zip(lines, deal.wins, strict=True):
        assert line.startswith(f"Win {w.number}: {seat_name(w.seat, 'en')} on ")
        assert line.endswith(f"{w.score.fan} fan.")
    assert "Root (four of a kind) 1 + Win on a kong replacement 1: 2 fan." in lines[2]
    assert "a basic hand, 0 fan." in lines[0] and "(your discard)" in lines[0]


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_story_is_at_the_end_of_the_deal(lang):
    deal = sichuan_finished(5)
    at = sichuan_page(deal, lang)
    text = " ".join(m.value for m in at.markdown)
    for line in seat_lines(deal, lang):
        assert line in text
