"""Alembic's environment: run programmatically by storage.engine.migrate on the connection it passes."""

from alembic import context

from storage.schema import metadata

connection = context.config.attributes.get("connection")
if connection is None:  # pragma: no cover - the app always passes its connection
    raise RuntimeError("storage migrations run through storage.engine.migrate(engine)")
context.configure(connection=connection, target_metadata=metadata)
with context.begin_transaction():
    context.run_migrations()
