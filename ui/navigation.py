"""The app's navigation, read from the games registry: the shared pages first, then each game's
section with the pages its UI package lists (`PAGES`). A page file that does not exist (yet) is
left out, so a package may list a page before it lands.
"""

from __future__ import annotations

import html
import importlib
from dataclasses import dataclass
from pathlib import Path

import streamlit as st

from core.common.games import GAMES, Game

from .i18n import has, t


@dataclass(frozen=True)
class PageSpec:
    """One page: its file under pages/, its title's catalogue key, its icon and its url path (the file's
    stem, so a link opened first on a fresh server finds its page by that name)."""

    file: str
    title: str
    icon: str
    default: bool = False

    @property
    def url_path(self) -> str:
        return Path(self.file).stem

    def exists(self, pages: Path) -> bool:
        return (pages / self.file).exists()

    def page(self, lang: str):
        url_path = None if self.default else self.url_path  # the default page lives at "/"
        return st.Page(
            f"pages/{self.file}", title=t(self.title, lang), icon=self.icon, default=self.default, url_path=url_path
        )


# Pages about learning both games, before the games' own sections.
SHARED: tuple[PageSpec, ...] = (
    PageSpec("home.py", "app.nav_home", ":material/home:", default=True),
    PageSpec("learn.py", "app.nav_learn", ":material/school:"),
    PageSpec("puzzles.py", "app.nav_puzzles", ":material/extension:"),
    PageSpec("progress.py", "app.nav_progress", ":material/trending_up:"),
    PageSpec("rules.py", "app.nav_rules", ":material/menu_book:"),
)


def game_pages(game: Game) -> tuple[PageSpec, ...]:
    return tuple(importlib.import_module(game.ui).PAGES)


def sections(lang: str, pages_dir: Path) -> dict[str, list]:
    """Section title → st.Page list: the shared pages, then one section per registered game, each
    page whose file is in `pages_dir` (the app's pages/ folder)."""
    out = {t("app.nav_section_learn", lang): [p.page(lang) for p in SHARED if p.exists(pages_dir)]}
    for game in GAMES.values():
        pages = [p.page(lang) for p in game_pages(game) if p.exists(pages_dir)]
        if pages:
            title = f"app.nav_section_{game.id}"
            out[t(title, lang) if has(title) else game.name.pick(lang)] = pages
    return out


def draw_navigation(navigation: dict[str, list]) -> None:
    """The sections' links in the sidebar: the section's name as a small heading, then its pages."""
    with st.sidebar:
        for title, pages in navigation.items():
            st.markdown(f'<p class="nav-section">{html.escape(title)}</p>', unsafe_allow_html=True)
            for page in pages:
                st.page_link(page)
        st.html(NAV_CSS)
        st.divider()


NAV_CSS = """<style>
.nav-section { font-size: 0.85rem; font-weight: 600; margin: 0.8rem 0 -0.1rem 0.5rem; color: #555a66; }
/* captions at 6.4:1 contrast on white (WCAG AA; Streamlit's own, faded to 60 %, is 2.7:1) */
[data-testid="stCaptionContainer"] { opacity: 1 !important; }
[data-testid="stCaptionContainer"], [data-testid="stCaptionContainer"] p { color: #555a66 !important; }
/* the chosen segment of a segmented control: Streamlit's red on its pink tint is 4.2:1 on the grey
   sidebar; this darker red is 6.6:1 */
[data-variant="segmented_control"][data-selected="true"] p { color: #9b1c2b !important; }
/* pills wrap onto more lines (Streamlit scrolls them in one row, hiding the ones past the edge) */
[data-testid="stButtonGroup"] div:has(> button[data-variant="pills"]) { flex-wrap: wrap; overflow: visible; }
button[data-variant="pills"] { max-width: 100%; }
button[data-variant="pills"] p { white-space: normal; }
</style>"""


def game_of(url_path: str) -> Game | None:
    """The game whose section holds the page at `url_path` (None for a shared page)."""
    for game in GAMES.values():
        if any(p.url_path == url_path for p in game_pages(game)):
            return game
    return None
