"""Entry point: shared set-up and navigation over the pages in pages/."""

import streamlit as st

st.set_page_config(page_title="Chắn — learn and analyse", page_icon="🀄", layout="wide")

home = st.Page("pages/home.py", title="Home", icon="🏠", default=True)
st.navigation([home]).run()
