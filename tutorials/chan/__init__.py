"""Chắn's lessons (the .json and .md files) and how their blocks and quiz checks read (blocks.py)."""
