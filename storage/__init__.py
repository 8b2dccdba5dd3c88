"""The app's saved data on SQLAlchemy 2 Core: guided-play matches (storage.matches) and the
learner's record (storage.learners), on an embedded SQLite file by default or on PostgreSQL.

`storage.engine.open_engine()` gives the process's one engine, its schema migrated (Alembic,
storage/migrations). This package never imports streamlit: ui/store.py caches the engine with
`st.cache_resource`.
"""
