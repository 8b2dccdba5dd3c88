"""The store as ui/store.py wrote it before: one row per match (key, game, saved, body).

An old database file already has this table (and no alembic_version): it is kept as it is.

Revision ID: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    if not sa.inspect(op.get_bind()).has_table("matches"):
        op.create_table(
            "matches",
            sa.Column("key", sa.Text, primary_key=True),
            sa.Column("game", sa.Text, nullable=False),
            sa.Column("saved", sa.Float, nullable=False),
            sa.Column("body", sa.Text, nullable=False),
        )


def downgrade() -> None:
    op.drop_table("matches")
