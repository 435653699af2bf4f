"""Alembic migrations of the lead database, applied by `bibliotheque serve` and the `leads` commands.

A schema change is a new file in `versions/` next to the newest one; `tests/leads/test_database.py`
checks that the migrated database matches `models.py` on SQLite and PostgreSQL.
"""
