"""Cookieless audience counters (issue 19).

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "audience_counts",
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("path", sa.String(length=512), nullable=False),
        sa.Column("lang", sa.String(length=2), nullable=False),
        sa.Column("event", sa.String(length=32), nullable=False),
        sa.Column("detail", sa.String(length=64), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("day", "path", "lang", "event", "detail", name="pk_audience_counts"),
    )


def downgrade() -> None:
    op.drop_table("audience_counts")
