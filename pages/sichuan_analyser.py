"""Sichuan hand analyser: build a hand (tap tile pictures, paste notation or load an example), its
declared melds and missing suit → the missing-suit check, the waits with unseen copies, chance and
fan, the ready-hand value and the distance to ready; for 14 tiles every discard ranked; and the
score of a win (fan breakdown, base points, payments).

The position is one typed object in st.session_state (ui/sichuan/analyser.py) and changes only in
callbacks; a change that would make an impossible hand (a fifth copy, more than 14 tiles, a meld in
the missing suit, bad notation) leaves it as it was and shows why in the current language.
"""

import streamlit as st

from ui.i18n import t
from ui.sichuan import analyser, analyser_screen as screen
from ui.sichuan.view import show_rules
from ui.state import lang

L = lang()
position = analyser.prepare(L)
st.title(t("sichuan.an_title", L))
st.caption(t("sichuan.an_intro", L))

screen.missing_choice(L)
screen.message(L)
build, shown = st.columns([5, 6], gap="large")
with build:
    screen.build_tabs(position, L)
with shown:
    screen.your_hand(position, L)
screen.hand_row(position, L)

# what the hand means
st.divider()
data = analyser.analysed(
    tuple(position.hand), tuple(position.melds), position.missing, tuple(position.seen), int(position.wall)
)
screen.missing_check(position, data, L)
if position.size < 13:
    st.info(t("sichuan.an_need_more", L, more=13 - position.size))
elif position.size == 13:
    screen.waits(data, L)
else:
    screen.discards(data, L)
show_rules(data["rules"], L)

screen.score_a_win(position, data, L)
