"""Settings shared by every page (language, rule profile), kept in st.session_state.

Pages call `lang()` and `profile()`; both work when a page is opened directly.
The sidebar widgets write through callbacks into plain keys, so the values
survive pages that do not draw the widgets.
"""

from __future__ import annotations

import streamlit as st

from core.chan.profiles import DEFAULT_PROFILE, PROFILES

from . import learner
from .chan.profile_names import profile_name
from .i18n import langs, language_name, t


def _default_lang() -> str:
    try:
        locale = (st.context.locale or "").lower()
    except Exception:  # no browser context (AppTest, scripts)
        locale = ""
    return next((code for code in langs() if locale.startswith(code)), "en")


def run_through_app() -> None:
    """Make sure app.py (its navigation and sidebar) draws this page.

    Until some session has run app.py, a Streamlit server with a pages/ folder is in its old
    "pages directory" mode, and a page opened by URL first (a shared /analyser?hand=… link right
    after the server started) runs on its own: no language switch, no profile, a navigation of file
    names. Leave that mode and rerun: the rerun goes through app.py to the same page, with the same
    query string. (Under AppTest, or once app.py has run, this does nothing.)
    """
    try:
        from streamlit.runtime.pages_manager import PagesManager
    except ImportError:  # a Streamlit without that mode
        return
    if getattr(PagesManager, "uses_pages_directory", False):
        PagesManager.uses_pages_directory = False
        st.rerun()


def _keep_in_url(name: str, value: str) -> None:
    """Carry a setting in the page's link, so a reload (F5) or a shared link keeps it."""
    try:
        if st.query_params.get(name) != value:
            st.query_params[name] = value
    except Exception:  # no script run context (a plain import)
        pass


def lang() -> str:
    """The session's language: chosen in the sidebar, else given by a link (?lang=vi), else the
    browser's. It is kept in the link."""
    run_through_app()
    if st.session_state.get("lang") not in langs():
        linked = st.query_params.get("lang")
        saved = learner.saved_setting("lang") if linked not in langs() else None
        st.session_state["lang"] = linked if linked in langs() else saved if saved in langs() else _default_lang()
    _keep_in_url("lang", st.session_state["lang"])
    return st.session_state["lang"]


def profile() -> str:
    """The Chắn rule profile: chosen in the sidebar, else given by a link (?profile=traditional), else
    cardavia. It is kept in the link."""
    if st.session_state.get("profile") not in PROFILES:
        linked = st.query_params.get("profile")
        saved = learner.saved_setting("profile") if linked not in PROFILES else None
        st.session_state["profile"] = linked if linked in PROFILES else saved if saved in PROFILES else DEFAULT_PROFILE
    _keep_in_url("profile", st.session_state["profile"])
    return st.session_state["profile"]


def _copy(widget_key: str, key: str) -> None:
    st.session_state[key] = st.session_state[widget_key]
    learner.remember(key, st.session_state[key])  # the learner's link brings it back


def settings_sidebar(profile_choice: bool = True) -> None:
    """Language switch and (on Chắn pages) the rule profile choice, drawn by app.py for every page."""
    current_lang, current_profile = lang(), profile()
    with st.sidebar:
        st.session_state["_lang_widget"] = current_lang
        st.radio(
            "Language / Ngôn ngữ",
            langs(),
            key="_lang_widget",
            horizontal=True,
            format_func=language_name,
            on_change=_copy,
            args=("_lang_widget", "lang"),
        )
        if not profile_choice:  # the Sichuan pages have rules of their own
            learner.sidebar(current_lang)
            return
        st.session_state["_profile_widget"] = current_profile
        st.selectbox(
            t("app.profile", current_lang),
            tuple(PROFILES),
            key="_profile_widget",
            format_func=lambda p: profile_name(p, current_lang),
            on_change=_copy,
            args=("_profile_widget", "profile"),
        )
        glossary_popover(current_lang)
        learner.sidebar(current_lang)


def glossary_popover(lang_: str) -> None:
    """Every Chắn term with its definition, one click away on every Chắn page."""
    from .glossary import GLOSSARY, term_definition

    with st.popover(t("app.glossary", lang_), icon=":material/translate:", width="stretch"):
        st.caption(t("app.glossary_intro", lang_))
        for term_id, (term, *_rest) in GLOSSARY.items():
            st.markdown(f"**[{term}](/rules?term={term_id}&lang={lang_})** — {term_definition(term_id, lang_)}")
