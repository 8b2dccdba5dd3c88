"""Screens both games share (the review on the table)."""
