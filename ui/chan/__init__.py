"""Chắn's Streamlit pieces: each page's state as one typed object with its callbacks
(``play``, ``analyser``, ``captures``, ``score``), what they draw (``screen``, ``table``), and the
pieces they share (``cards``, ``picker``, ``tap_entry``, ``inputs``, ``analysis``, ``play_view``)."""
