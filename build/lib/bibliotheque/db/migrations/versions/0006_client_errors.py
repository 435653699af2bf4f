"""Rendering errors reported by the crash screen (issue 23).

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "client_errors",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("received_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("message", sa.String(length=500), nullable=False),
        sa.Column("stack", sa.Text(), nullable=False),
        sa.Column("page", sa.String(length=512), nullable=False),
        sa.Column("release", sa.String(length=64), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_client_errors"),
    )
    op.create_index("ix_client_errors_received_at", "client_errors", ["received_at"])


def downgrade() -> None:
    op.drop_index("ix_client_errors_received_at", table_name="client_errors")
    op.drop_table("client_errors")
