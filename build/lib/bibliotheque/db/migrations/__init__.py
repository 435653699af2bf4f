"""Alembic migrations of the database (every feature's tables), applied by `bibliotheque serve` and the commands.

A schema change is a new file in `versions/` next to the newest one; `tests/db/test_engine.py`
checks that the migrated database matches every feature's `models.py` on SQLite and PostgreSQL.
"""
