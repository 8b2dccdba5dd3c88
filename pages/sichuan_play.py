"""Sichuan guided play: a whole "blood battle" deal against three AI players. You declare a missing
suit, then discard (tap a tile to select it — the table says what discarding it leaves — then tap it
again or press Discard; a setting makes one tap discard; or pick from the ranked options), pung, kong
and win. Every legal option comes with a one-line reason and its rules (the rule text in a tooltip and
an expander), the refused ones with the reason they are refused; a hint gives the heuristic AI's
choice. The AI plays at a readable pace (or instantly). The table: every seat's discards and melds,
the seat to act framed, the last action in the middle and ringed among the discards, heights that
stay put while the AI plays. At the end: every payment of the settlement (wins, kongs, flower pigs,
kong refunds, the ready-hand check), a replay to download, and replays to upload and watch.

The deal is saved after every action (its key is in the link, ``?match=…``), so a reload continues
it. State and callbacks: ui/sichuan/play.py; the pieces of the screen: ui/sichuan/screen.py; the
reasons and the hint: core/sichuan/coach.py.
"""

import streamlit as st

from ui.common import card_size
from ui.i18n import t
from ui.sichuan import play, review, screen
from ui.state import lang

L = lang()
st.title(t("sichuan.pl_title", L))
st.caption(t("sichuan.pl_intro", L))
screen.settings_sidebar(L)
card_size.choice(L)  # your hand larger, if you like

current = play.restore_from_url()  # a fresh session: a reload, or a link to a deal in progress
if current.load_error:
    st.warning(t("sichuan.pl_load_error", L, error=current.load_error[L]), icon=":material/warning:")

if review.draw(L, screen.draw_table):  # the review on the table, when one is open
    st.stop()
deal = current.deal
if deal is None:
    screen.setup_form(L)
    screen.watch_section(current, L)
    st.stop()

review.retry_banner(L)  # a "play from here" under way: the way back to the review
screen.live_table(current, L)
review.seed_line(current, L)
if deal.over:
    screen.watch_section(current, L)
