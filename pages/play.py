"""Guided play: a match of Chắn deals against three AI players.

The table (four seats, their gates and exposed pairs, the card in play, the last move), your hand
and your options; a hint from the coach on request; the AI at a readable pace; at the end of a
deal every hand face up, the settlement line by line, the next deal and a review of your
decisions. The match is saved as you play and comes back on reload (its id is in the link).
"""

import streamlit as st

from ui.chan import play, review, screen
from ui.common import card_size
from ui.i18n import t
from ui.rules_view import rule_links
from ui.state import lang, profile

L, P = lang(), profile()
problem = play.restore_from_url()  # a reload or a shared link: continue the saved match
L, P = lang(), profile()
st.title(t("play.title", L))
with st.container(key="play_intro"):  # hidden on a phone, where the table needs the room
    st.caption(t("play.intro", L))
screen.pace_choice(L)
card_size.choice(L)  # your hand larger, if you like
if problem:
    st.warning(t("play.restore_" + problem, L))

if review.draw(L, screen.MOBILE_CSS, screen.priced_options):  # the review on the table, when one is open
    st.stop()
current = play.state()
if current is None:
    screen.setup_form(L, P)
    screen.replay_viewer(L)
    st.stop()

if current.match.options.profile != P:
    st.info(t("play.profile_changed", L, profile=current.match.options.profile))

review.retry_banner(L)  # a "play from here" under way: the way back to the review
if current.deal.over:
    screen.end_of_deal(current, L)
else:
    screen.live_table(L)
review.seed_line(current, L)
screen.new_match_button(current, L)
st.caption(t("play.reading", L, rules=rule_links(["cards.reading", "cards.red"], L)))
