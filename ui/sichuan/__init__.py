"""The Sichuan pages' pieces: tiles as pictures (`tiles`), the tap pickers (`tile_picker`), rule chips,
the log and the settlement tables (`view`), guided play's state and callbacks (`play`) and screen
(`screen`), the analyser's state and callbacks (`analyser`) and screen (`analyser_screen`)."""

from ..navigation import PageSpec

HAND_CSS = ".st-key-sp_hand"  # the learner's hand on the table (the card-size setting scales it)

# Sichuan's section of the navigation (ui.navigation reads it through the games registry).
PAGES = (
    PageSpec("sichuan_analyser.py", "app.nav_sichuan_analyser", ":material/grid_view:"),
    PageSpec("sichuan_play.py", "app.nav_sichuan_play", ":material/casino:"),
)
