"""Home: what the tool is and where to start."""

import streamlit as st

from core.chan import FACE

st.title("Chắn — learn and analyse")
st.write(
    "A tool for learning Chắn, the Vietnamese long-card game, and Sichuan mahjong: "
    "analyse a hand's grouping and waits, check Bạch thủ, score a win under either rule profile."
)
st.write(f"The Chắn deck: {len(FACE)} faces, four copies each.")
