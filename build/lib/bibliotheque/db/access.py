"""What a feature needs of the open database, whoever opened it (`leads.store.LeadStore` in the
server): its engine, and the checks to pass before using it. Features that keep their own tables
(`audience`, `client_errors`) take this, not the lead store, so they depend on `db` alone.
"""

from __future__ import annotations

from typing import Protocol

from sqlalchemy import Engine


class Database(Protocol):
    @property
    def engine(self) -> Engine: ...

    def ensure_migrated(self) -> None:
        """Migrates once per process, when the database first answers."""

    def ready_to_write(self) -> None:
        """Raises unless the database files are safe to use; migrates on first use."""
