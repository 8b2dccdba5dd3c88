"""Matches as an append-only log (match_headers, match_rows) and the learner's record (learners,
learner_events). Matches in the single-row table stay there and are still read.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "learners",
        sa.Column("key", sa.String(40), primary_key=True),
        sa.Column("name", sa.Text, nullable=True),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("settings", sa.Text, nullable=False),
    )
    op.create_table(
        "learner_events",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("learner_key", sa.String(40), sa.ForeignKey("learners.key"), nullable=False),
        sa.Column("kind", sa.String(40), nullable=False),
        sa.Column("at", sa.Float, nullable=False),
        sa.Column("payload", sa.Text, nullable=False),
    )
    op.create_index("ix_learner_events_learner_kind", "learner_events", ["learner_key", "kind", "id"])
    op.create_table(
        "match_headers",
        sa.Column("key", sa.String(40), primary_key=True),
        sa.Column("game", sa.String(20), nullable=False),
        sa.Column("header", sa.Text, nullable=False),
        sa.Column("learner_key", sa.String(40), nullable=True),
        sa.Column("created", sa.Float, nullable=False),
    )
    op.create_table(
        "match_rows",
        sa.Column("match_key", sa.String(40), sa.ForeignKey("match_headers.key", ondelete="CASCADE"), primary_key=True),
        sa.Column("seq", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("body", sa.Text, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("match_rows")
    op.drop_table("match_headers")
    op.drop_index("ix_learner_events_learner_kind", "learner_events")
    op.drop_table("learner_events")
    op.drop_table("learners")
