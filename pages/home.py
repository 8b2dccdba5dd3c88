"""Home: what the tool does, the tools with a link to each, a grouped example hand, the deck and
the two rule profiles, in the sidebar's language."""

from pathlib import Path

import streamlit as st

from core.chan.cards import CC, face_of
from core.chan.holding import Holding
from core.common.games import GAMES
from ui.chan.cards import cards_row_html, group_view, groups_html
from ui.i18n import t
from ui.navigation import game_pages
from ui.state import lang, profile

L, P = lang(), profile()
EXAMPLE = "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v"
PAGES = Path(__file__).resolve().parent


def page_link(path: str, url_path: str, label: str, icon: str, query: dict | None = None) -> None:
    """st.page_link inside the app (same tab, same session: the language stays); a plain link with
    the language in it when this page runs on its own (no navigation)."""
    try:
        st.page_link(path, label=label, icon=icon, query_params=query)
    except Exception:  # StreamlitPageNotFoundError
        from urllib.parse import urlencode

        st.markdown(f"{icon} [{label}](/{url_path}?{urlencode((query or {}) | {'lang': L})})")


st.title(t("app.app_title", L))
st.markdown(f"##### {t('app.home_tagline', L)}")
st.write(t("app.home_intro", L))
if (PAGES / "learn.py").exists():  # a newcomer's way in
    with st.container(border=True):
        st.markdown(t("app.home_newcomer", L))
        page_link("pages/learn.py", "learn", f"**{t('app.home_start_learn', L)}**", icon=":material/school:")

st.subheader(t("app.home_tools", L))
tools = [
    ("pages/learn.py", "learn", ":material/school:", "app.nav_learn", "app.home_tool_learn"),
    ("pages/analyser.py", "analyser", ":material/search:", "app.nav_analyser", "app.home_tool_analyser"),
    ("pages/captures.py", "captures", ":material/gavel:", "app.nav_captures", "app.home_tool_captures"),
    ("pages/score.py", "score", ":material/calculate:", "app.nav_score", "app.home_tool_score"),
]
if (PAGES / "play.py").exists():
    tools.append(("pages/play.py", "play", ":material/style:", "app.nav_play", "app.home_tool_play"))
tools.append(
    ("pages/statistics.py", "statistics", ":material/bar_chart:", "app.nav_statistics", "app.home_tool_statistics")
)
tools.append(("pages/rules.py", "rules", ":material/menu_book:", "app.nav_rules", "app.home_tool_rules"))
tools = [tool for tool in tools if (PAGES.parent / tool[0]).exists()]
for row in range(0, len(tools), 3):
    for column, (path, url_path, icon, title, text) in zip(st.columns(3), tools[row : row + 3], strict=False):
        with column.container(border=True, height="stretch"):
            page_link(path, url_path, f"**{t(title, L)}**", icon=icon)
            st.caption(t(text, L))

for game in GAMES.values():  # the other games' pages, each under the game's name (Chắn's are above)
    specs = [spec for spec in game_pages(game) if spec.exists(PAGES)] if game.id != "chan" else []
    if specs:
        st.subheader(game.name.pick(L))
        for column, spec in zip(st.columns(3), specs, strict=False):
            with column.container(border=True, height="stretch"):
                page_link(f"pages/{spec.file}", spec.url_path, f"**{t(spec.title, L)}**", icon=spec.icon)

st.subheader(t("app.home_example", L))
st.markdown(groups_html(group_view(Holding.parse(EXAMPLE)), L, width=34), unsafe_allow_html=True)
st.markdown(t("app.home_example_text", L))
page_link(
    "pages/analyser.py",
    "analyser",
    t("app.home_example_link", L),
    icon=":material/search:",
    query={"hand": EXAMPLE, "lang": L, "profile": P},
)

deck, profiles = st.columns(2, gap="large")
with deck:
    st.subheader(t("app.home_deck", L))
    st.markdown(
        cards_row_html([face_of(rank, suit) for suit in range(3) for rank in (2, 9)] + [CC], width=34, lang=L),
        unsafe_allow_html=True,
    )
    st.write(t("app.home_deck_text", L))
with profiles:
    st.subheader(t("app.home_profiles", L))
    st.markdown(t("app.home_profile_cardavia", L))
    st.markdown(t("app.home_profile_traditional", L))

st.subheader(t("app.home_start", L))
st.markdown(t("app.home_start_text", L))
st.caption(t("app.home_language", L))
