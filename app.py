"""Entry point: page set-up, the shared sidebar (language, rule profile) and navigation over pages/.

Guided play (pages/play.py) joins the navigation when its file exists.
"""

from pathlib import Path

import streamlit as st

from ui.i18n import t
from ui.state import lang, settings_sidebar

L = lang()
st.set_page_config(page_title=t("app_title", L), page_icon=":material/style:", layout="wide")

PAGES = Path(__file__).resolve().parent / "pages"
pages = [
    st.Page("pages/home.py", title=t("nav_home", L), icon=":material/home:", default=True),
    st.Page("pages/analyser.py", title=t("nav_analyser", L), icon=":material/search:", url_path="analyser"),
    st.Page("pages/captures.py", title=t("nav_captures", L), icon=":material/gavel:", url_path="captures"),
    st.Page("pages/score.py", title=t("nav_score", L), icon=":material/calculate:", url_path="score"),
]
if (PAGES / "play.py").exists():
    pages.append(st.Page("pages/play.py", title=t("nav_play", L), icon=":material/style:", url_path="play"))
pages.append(st.Page("pages/rules.py", title=t("nav_rules", L), icon=":material/menu_book:", url_path="rules"))

page = st.navigation(pages)
settings_sidebar()
st.sidebar.caption(t("app_sidebar_note", L))
page.run()
