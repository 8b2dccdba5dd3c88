"""Entry point: page set-up, the shared sidebar (language, rule profile) and navigation over pages/.

Optional pages join the navigation when their file exists.
"""

from pathlib import Path

import streamlit as st

from ui.i18n import t
from ui.state import lang, settings_sidebar

L = lang()
st.set_page_config(page_title=t("app.app_title", L), page_icon=":material/style:", layout="wide")

PAGES = Path(__file__).resolve().parent / "pages"


def optional(file: str, title_key: str, icon: str, url_path: str) -> list:
    return (
        [st.Page(f"pages/{file}", title=t(title_key, L), icon=icon, url_path=url_path)]
        if (PAGES / file).exists()
        else []
    )


chan = [
    st.Page("pages/home.py", title=t("app.nav_home", L), icon=":material/home:", default=True),
    st.Page("pages/analyser.py", title=t("app.nav_analyser", L), icon=":material/search:", url_path="analyser"),
    st.Page("pages/captures.py", title=t("app.nav_captures", L), icon=":material/gavel:", url_path="captures"),
    st.Page("pages/score.py", title=t("app.nav_score", L), icon=":material/calculate:", url_path="score"),
    *optional("play.py", "app.nav_play", ":material/style:", "play"),
    *optional("statistics.py", "app.nav_statistics", ":material/bar_chart:", "statistics"),
    *optional("learn.py", "app.nav_learn", ":material/school:", "learn"),
    st.Page("pages/rules.py", title=t("app.nav_rules", L), icon=":material/menu_book:", url_path="rules"),
]
# Each url path is its file's stem: a link opened first on a fresh server finds its page by that name
sichuan = [
    *optional("sichuan_analyser.py", "app.nav_sichuan_analyser", ":material/grid_view:", "sichuan_analyser"),
    *optional("sichuan_play.py", "app.nav_sichuan_play", ":material/casino:", "sichuan_play"),
]
pages = {t("app.nav_section_chan", L): chan, t("app.nav_section_sichuan", L): sichuan} if sichuan else chan
page = st.navigation(pages)
on_chan_page = not any(page.url_path == p.url_path for p in sichuan)
settings_sidebar(profile_choice=on_chan_page)
if on_chan_page:
    st.sidebar.caption(t("app.app_sidebar_note", L))
page.run()
