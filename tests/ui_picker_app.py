"""Demo page for ui.chan.cards and ui.chan.picker, driven by tests/test_ui_picker_browser.py.

Run from the repository root: `PYTHONPATH=. streamlit run tests/ui_picker_app.py`. Starts with every
face at four copies except 8n (face 20) at none; each pick takes one copy away.
"""

import streamlit as st

from core.chan.cards import CODE, FACES, parse_cards
from ui.chan.cards import cards_row_html, groups_html
from ui.chan.picker import card_picker

EMPTY_FACE = 20  # 8n starts with no copies left

lang = st.radio("Language", ["en", "vi"], horizontal=True, key="lang")
if "left" not in st.session_state:
    st.session_state.left = [4] * FACES
    st.session_state.left[EMPTY_FACE] = 0
    st.session_state.picks = []


def _take(face: int) -> None:
    st.session_state.left[face] -= 1
    st.session_state.picks.append(face)


st.subheader("Cards")
st.markdown(cards_row_html(parse_cards("2v 3s 7n 9n 8v 9s cc"), width=56, lang=lang), unsafe_allow_html=True)
st.markdown(
    groups_html(
        [
            ("chan", parse_cards("5v 5v"), True),
            ("ca", parse_cards("9v 9n"), False),
            ("ba_dau", parse_cards("3v 3s 3n"), False),
            ("que", parse_cards("cc"), False),
        ],
        lang,
    ),
    unsafe_allow_html=True,
)

st.subheader("Picker")
picked = card_picker("demo_picker", copies_left=st.session_state.left, lang=lang, on_pick=_take)
st.markdown(f"returned: `{'none' if picked is None else f'{picked} {CODE[picked]}'}`")
st.markdown(f"picks: `{' '.join(CODE[f] for f in st.session_state.picks) or 'none'}`")
