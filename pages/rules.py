"""Rules: each game's rulebook by topic (Chắn's two profiles side by side), searchable, each rule
reachable by its id (`/rules?rule=ID`, `/rules?game=sichuan&rule=ID`)."""

import streamlit as st

from core.common.excerpt import excerpt
from core.common.games import GAMES
from ui.glossary import GLOSSARY, glossary_html
from ui.i18n import t
from ui.rules_view import column_title, legend, rule_block
from ui.state import lang

L = lang()
st.title(t("app.nav_rules", L))
st.caption(t("app.rules_intro", L))

BOOKS = {game_id: game.part("rulebook") for game_id, game in GAMES.items()}
wanted = st.query_params.get("rule")
if st.session_state.get("rules_game") not in BOOKS:  # the game a link names, or the one its rule belongs to
    linked = st.query_params.get("game")
    owner = next((g for g, book in BOOKS.items() if isinstance(wanted, str) and wanted in book), next(iter(BOOKS)))
    st.session_state["rules_game"] = linked if linked in BOOKS else owner
game = st.segmented_control(
    t("app.rules_game", L),
    list(BOOKS),
    key="rules_game",
    format_func=lambda g: GAMES[g].name.pick(L),
    required=True,
) or next(iter(BOOKS))  # required: never None
st.query_params["game"] = game
RULEBOOK = BOOKS[game]
if wanted:
    if wanted in RULEBOOK:
        st.subheader(t("app.rules_linked", L))
        st.markdown(rule_block(RULEBOOK[wanted], L, highlight=True, game=game), unsafe_allow_html=True)
    else:
        st.warning(t("app.rules_unknown_id", L, id=excerpt(wanted).replace("`", "'")))  # quoted short, one line

term = st.query_params.get("term")
if term in GLOSSARY:  # a term linked from another page: the glossary first, that term marked
    with st.expander(t("app.glossary_title", L), icon=":material/translate:", expanded=True):
        st.markdown(glossary_html(L, highlight=term), unsafe_allow_html=True)

query = st.text_input(t("app.rules_search", L), key="rules_search", placeholder="bạch thủ, chíu, …")
if query.strip():
    found = RULEBOOK.search(query)
    st.write(t("app.rules_found", L, n=len(found)))
    for rule in found:
        st.markdown(rule_block(rule, L, game=game), unsafe_allow_html=True)
    st.stop()

PROFILES_HERE = GAMES[game].profiles
if len(PROFILES_HERE) == 1:  # one rule set: the topics one after the other
    for topic, title in RULEBOOK.topics:
        rules = RULEBOOK.by_topic(topic)
        with st.expander(f"{title[L]} ({len(rules)})", expanded=topic == "objective"):
            st.markdown("".join(rule_block(rule, L, game=game) for rule in rules), unsafe_allow_html=True)
    st.stop()
st.markdown(t("app.rules_legend", L, badges=legend(PROFILES_HERE, L)), unsafe_allow_html=True)
for topic, title in RULEBOOK.topics:
    rules = RULEBOOK.by_topic(topic)
    with st.expander(f"{title[L]} ({len(rules)})", expanded=topic == "winning"):
        for rule in rules:
            if set(rule.profiles) >= set(PROFILES_HERE):  # every profile's rule first
                st.markdown(rule_block(rule, L, game=game), unsafe_allow_html=True)
        partial = [r for r in rules if not set(r.profiles) >= set(PROFILES_HERE)]
        if partial:  # then, side by side, what holds in some profiles only
            for column, name in zip(st.columns(len(PROFILES_HERE)), PROFILES_HERE, strict=True):
                only = [r for r in partial if name in r.profiles]
                with column:
                    st.markdown(f"**{column_title(name, L)}**")
                    for rule in only:
                        st.markdown(rule_block(rule, L, game=game), unsafe_allow_html=True)
                    if not only:
                        st.caption(t("app.rules_none_here", L))
if term not in GLOSSARY:
    with st.expander(t("app.glossary_title", L), icon=":material/translate:"):
        st.markdown(glossary_html(L), unsafe_allow_html=True)
