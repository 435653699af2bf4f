"""`bibliotheque leads backup` and `leads restore`: a consistent copy of a SQLite lead database.

The copy is made with SQLite's online backup API in one step: one read transaction, so it is the
database as of one commit, while the server keeps writing (WAL readers never block the writer). It
goes to `FILE.partial`, is checked (`PRAGMA integrity_check`), synced to disk and only then
renamed to FILE. PostgreSQL is backed up with `pg_dump` (README « Backups »).
"""

from __future__ import annotations

import os
import sqlite3
from contextlib import closing
from pathlib import Path

from bibliotheque.db.engine import sqlite_path
from bibliotheque.settings.server import LeadSettings


class BackupError(RuntimeError):
    """A backup or restore that cannot be done (the message says why and what to do)."""


def _database(settings: LeadSettings) -> Path:
    path = sqlite_path(settings)
    if path is None:
        raise BackupError("the lead database is PostgreSQL: back it up with pg_dump (README, « Backups »)")
    return path


def _check(connection: sqlite3.Connection, what: str) -> int:
    """The number of leads of a sound database, else BackupError."""
    try:
        status = connection.execute("PRAGMA integrity_check").fetchone()[0]
        count = int(connection.execute("SELECT count(*) FROM leads").fetchone()[0])
    except sqlite3.DatabaseError as exc:
        raise BackupError(f"{what} is not a lead database: {exc}") from None
    if status != "ok":
        raise BackupError(f"{what} failed its integrity check: {status}")
    return count


def _sync(path: Path) -> None:
    descriptor = os.open(path, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def backup(settings: LeadSettings, out: Path) -> int:
    """Copies the database to `out` (replacing it atomically); returns how many leads it holds."""
    source = _database(settings)
    if not source.is_file():
        raise BackupError(f"no lead database at {source}")
    out.parent.mkdir(parents=True, exist_ok=True)
    partial = out.with_name(out.name + ".partial")
    partial.unlink(missing_ok=True)
    timeout = settings.db_lock_timeout
    with closing(sqlite3.connect(source, timeout=timeout)) as live, closing(sqlite3.connect(partial)) as copy:
        live.execute(f"PRAGMA busy_timeout={round(timeout * 1000)}")
        live.backup(copy)  # pages=-1: the whole database in one step, one snapshot
        copy.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
        count = _check(copy, str(partial))
    _sync(partial)
    os.replace(partial, out)
    _sync(out.parent)
    return count


def restore(settings: LeadSettings, source: Path, replace: bool) -> int:
    """Replaces the database's content with the backup's; returns how many leads it now holds."""
    target = _database(settings)
    if not source.is_file():
        raise BackupError(f"no backup at {source}")
    with closing(sqlite3.connect(f"file:{source}?mode=ro", uri=True)) as copy:
        count = _check(copy, str(source))
        target.parent.mkdir(parents=True, exist_ok=True)
        timeout = settings.db_lock_timeout
        with closing(sqlite3.connect(target, timeout=timeout)) as live:
            live.execute(f"PRAGMA busy_timeout={round(timeout * 1000)}")
            try:
                present = int(live.execute("SELECT count(*) FROM leads").fetchone()[0])
            except sqlite3.OperationalError:
                present = 0  # a new database
            if present and not replace:
                raise BackupError(
                    f"{target} holds {present} lead(s): add --replace to replace them with the backup's {count}"
                )
            copy.backup(live)  # under the database's write lock: writers wait, then see the backup
    return count
