"""Create the leads table.

Revision ID: 0001
Revises:
Create Date: 2026-11-22
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "leads",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("email", sa.String(length=320), nullable=False),
        sa.Column("email_lower", sa.String(length=320), nullable=False),
        sa.Column("form_kind", sa.String(length=16), nullable=False),
        sa.Column("trigger", sa.String(length=64), nullable=True),
        sa.Column("page_path", sa.String(length=512), nullable=False),
        sa.Column("lang", sa.String(length=2), nullable=False),
        sa.Column("article_slug", sa.String(length=80), nullable=True),
        sa.Column("category_slug", sa.String(length=80), nullable=True),
        sa.Column("sector_slug", sa.String(length=80), nullable=True),
        sa.Column("guide_slug", sa.String(length=80), nullable=True),
        sa.Column("tool_slug", sa.String(length=80), nullable=True),
        sa.Column("tool_answers", sa.JSON(), nullable=True),
        sa.Column("tool_score", sa.Integer(), nullable=True),
        sa.Column("utm_source", sa.String(length=200), nullable=True),
        sa.Column("utm_medium", sa.String(length=200), nullable=True),
        sa.Column("utm_campaign", sa.String(length=200), nullable=True),
        sa.Column("utm_term", sa.String(length=200), nullable=True),
        sa.Column("utm_content", sa.String(length=200), nullable=True),
        sa.Column("idempotency_key", sa.String(length=64), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_leads"),
        sa.UniqueConstraint("idempotency_key", name="uq_leads_idempotency_key"),
    )
    op.create_index("ix_leads_created_at", "leads", ["created_at"])
    op.create_index("ix_leads_form_kind", "leads", ["form_kind"])
    op.create_index("ix_leads_email_lower", "leads", ["email_lower"])


def downgrade() -> None:
    op.drop_table("leads")
