"""Chắn's Streamlit pieces: each page's state as one typed object with its callbacks
(``play``, ``analyser``, ``captures``, ``score``), what they draw (``screen``, ``table``), and the
pieces they share (``cards``, ``picker``, ``tap_entry``, ``inputs``, ``analysis``, ``play_view``)."""

from ..navigation import PageSpec

HAND_CSS = ".chan-groups"  # the learner's hand on the table (the card-size setting scales it)

# Chắn's section of the navigation (ui.navigation reads it through the games registry).
PAGES = (
    PageSpec("analyser.py", "app.nav_analyser", ":material/search:"),
    PageSpec("captures.py", "app.nav_captures", ":material/gavel:"),
    PageSpec("score.py", "app.nav_score", ":material/calculate:"),
    PageSpec("play.py", "app.nav_play", ":material/style:"),
    PageSpec("statistics.py", "app.nav_statistics", ":material/bar_chart:"),
)
