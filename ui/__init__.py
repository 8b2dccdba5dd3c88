"""Shared Streamlit pieces for the pages (card pictures in `ui.cards`, the card picker in `ui.picker`, ...)."""
