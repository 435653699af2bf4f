"""The SQLite files under a running server: checked before every use of the database.

Two things outside SQLite's control would lose leads or kill the process, pages included:

- **The database file deleted or replaced** (`rm`, a restore copied over it, a deploy). Open
  connections would go on writing into the old, unlinked file: the API would answer 201 for leads
  gone at the next restart. The file's identity (device, inode) when this process first opened it
  is compared with the file at the path before every statement and just before every commit: a
  file gone or a different one is an OperationalError (the API answers 503, `/api/ready` too)
  until the same file is back; SQLite is never let to create an empty one in its place. A
  different file (a restored backup) is used after a restart, which the error message says.
  (What is left: a commit racing the replacement between that check and its system calls.)
- **A WAL index (`-shm`) SQLite would fault on**: SQLite maps it into memory, and reading a page
  the file no longer backs (truncated or replaced under a running server) raises SIGBUS, which
  kills the whole process. Checked before every statement of every path that uses the engine
  (leads, deliveries, the admin, audience, crash reports) and before every new connection, such a
  file is an OperationalError instead. (What is left: a statement already running, past its
  check, when the file is truncated still faults; the window is that statement's few
  milliseconds. Only SQLite's exclusive locking mode, which keeps the index in the process's
  own memory, would close it, and it would shut out every other process, the CLI included.)

The checks are SQLAlchemy's documented events: `do_connect` (before a new connection),
`before_cursor_execute` and `commit`. They run after the pool's checkout on purpose: an error
raised during a checkout makes the pool close the connection, and closing a SQLite connection
reads the WAL index (SIGBUS) and may delete the `-wal` and `-shm` files by name; an error raised
before a statement leaves the connection open in the pool, untouched.
"""

from __future__ import annotations

import os
import sqlite3
import stat
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, event
from sqlalchemy import exc as sa_exc

WAL_INDEX_REGION = 32 * 1024  # SQLite maps the -shm file in regions of 32 KiB

Identity = tuple[int, int]


def refuse_unusable_shm(path: Path, mapped: bool = False) -> None:
    """An error, before SQLite touches it, for a WAL index (`-shm`) it would fault on.

    A file this process cannot write is refused; `mapped` (this process has already used the
    database, so the index is mapped): one shorter than a region was truncated under the server,
    which needs a restart to be mapped afresh.
    """
    shm = path.with_name(path.name + "-shm")
    try:
        info = shm.stat()
    except OSError:  # none (yet), or no folder: SQLite says what is wrong when it opens the file
        return
    if not stat.S_ISREG(info.st_mode) or not os.access(shm, os.R_OK | os.W_OK):
        raise sqlite3.OperationalError(f"the WAL index {shm} is not a writable file")
    if mapped and info.st_size < WAL_INDEX_REGION:
        raise sqlite3.OperationalError(f"the WAL index {shm} was truncated under the server: restart it")


class SqliteFiles:
    """The checks above, installed on one engine's events for the database file at `path`."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._opened: Identity | None = None  # the file this process uses; the index is mapped

    def identity(self) -> Identity | None:
        try:
            info = os.stat(self.path)
        except FileNotFoundError:
            return None
        return info.st_dev, info.st_ino

    def check(self) -> None:
        """Raises sqlite3.OperationalError for a file gone or replaced, or an unusable WAL index."""
        opened = self._opened
        if opened is not None:
            now = self.identity()
            if now is None:
                raise sqlite3.OperationalError(
                    f"the database file {self.path} was deleted under the server: put it back"
                    " (or restart the server to start an empty one)"
                )
            if now != opened:
                raise sqlite3.OperationalError(
                    f"the database file {self.path} was replaced under the server: restart it to use the new one"
                )
        refuse_unusable_shm(self.path, mapped=opened is not None)

    def install(self, engine: Engine) -> None:
        event.listen(engine, "do_connect", self._do_connect)
        event.listen(engine, "connect", self._connect)
        event.listen(engine, "before_cursor_execute", self._before_statement)
        event.listen(engine, "commit", self._before_commit)

    def _do_connect(self, _dialect: Any, _record: Any, _cargs: Any, _cparams: Any) -> None:
        self.check()  # before sqlite3.connect, which would create an empty file where one was

    def _connect(self, _dbapi_connection: Any, _record: Any) -> None:
        if self._opened is None:
            self._opened = self.identity()

    def _before_statement(self, *_args: Any) -> None:
        self.check()  # raised here, SQLAlchemy wraps it as its OperationalError

    def _before_commit(self, _connection: Connection) -> None:
        try:
            self.check()
        except sqlite3.OperationalError as exc:  # outside SQLAlchemy's wrapping: wrap it ourselves
            raise sa_exc.OperationalError("COMMIT", None, exc) from exc
