"""Hand analyser: build a holding (tap card pictures, type notation or deal at random), mark the
exposed pairs and the cards seen elsewhere → the grouping, the waits with their chances, the
Bạch thủ check; for 20 cards every discard ranked by the waits it leaves, and the score of a win.
The holding lives in the address bar, so the link shares it."""

import streamlit as st

from core.chan.cards import format_cards
from core.chan.profiles import PROFILES
from ui.chan import analyser as an, analyser_screen, analysis
from ui.i18n import t
from ui.rules_view import rule_links
from ui.state import lang, profile

L, P = lang(), profile()
s = an.start()

st.title(t("app.nav_analyser", L))
st.caption(t("app.an_intro", L))
if s.message:
    level, message = s.message
    getattr(st, level)(message[L])

# ---------------------------------------------------------------- building the holding
build, shown = st.columns([5, 6], gap="large")
with build:
    analyser_screen.hand_builder(s, L)

key = s.key()
data = analysis.analyse(*key)
size = data["size"]
advice = analysis.advice(*key, P) if size in (19, 20) else {}
with shown:
    analyser_screen.holding_panel(s, data, L)

# ---------------------------------------------------------------- what the holding means
st.divider()
if s.stale:
    st.warning(t("app.an_stale", L, hand=format_cards(s.hand) or "—"), icon=":material/history:")
odds = t("app.an_assumption", L, stock=data["stock"], unseen=data["unseen_total"], text=analysis.assumption(L))

if size < 19:
    st.info(t("app.an_need_more", L, more=19 - size))

elif size == 19:
    analysis.waits_section(data, advice, L, P)
    if data["bach_thu"]:
        chi = data["bach_thu"] == "cc" and PROFILES[P].has_bach_thu_chi
        st.success(
            t("app.an_bach_thu_chi_yes" if chi else "app.an_bach_thu_yes", L, card=data["bach_thu"]),
            icon=":material/star:",
        )
    else:
        st.info(t("app.an_bach_thu_no", L), icon=":material/star:")
    st.caption(odds)
    st.markdown(
        t("app.rules_cited", L, rules=rule_links(analysis.for_profile(data["rules"] + ("win.bach_thu",), P), L))
    )

else:  # 20 cards: a win to score, and every discard ranked
    if data["win"]:
        analysis.win_section(key, s.hand, L, P)
    analysis.discards_section(advice["discards"], L)
    st.caption(odds)
    st.markdown(
        t(
            "app.rules_cited",
            L,
            rules=rule_links(
                ("groups.forced", "win.ten_pairs", "win.u_rong", "win.bach_thu", "capture.no_break_chan"), L
            ),
        )
    )
