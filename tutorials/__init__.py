"""Lessons for the Learn page: Markdown in English and Vietnamese plus a JSON part each (see lessons.py)."""
