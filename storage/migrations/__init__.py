"""Alembic migrations of the storage schema (run by storage.engine.migrate)."""
