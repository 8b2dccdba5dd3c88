"""Entry point: page set-up, the shared sidebar (language, rule profile) and navigation over pages/.

The navigation comes from the games registry (ui.navigation): the shared pages, then a section per
game. The profile choice shows on pages whose game has more than one rule profile.
"""

from pathlib import Path

import streamlit as st

from ui.i18n import t
from ui.navigation import draw_navigation, game_of, sections
from ui.state import lang, settings_sidebar

L = lang()
st.set_page_config(page_title=t("app.app_title", L), page_icon=":material/style:", layout="wide")

navigation = sections(L, Path(__file__).resolve().parent / "pages")
# our own links in the sidebar, not Streamlit's list (its sections put headers inside a <ul>, which
# screen readers and the accessibility check refuse): a heading per section, a link per page
page = st.navigation(navigation, position="hidden")
draw_navigation(navigation)
game = game_of(page.url_path)
settings_sidebar(profile_choice=game is None or len(game.profiles) > 1)
if game is None or len(game.profiles) > 1:  # where the profile choice shows
    st.sidebar.caption(t("app.app_sidebar_note", L))
page.run()
