"""SQLite's WAL checkpoints, moved off the lead commit's path (issue 20: leads p99).

By default SQLite checkpoints inside a commit: once the WAL holds 1,000 pages, the connection that
commits copies them into the database file and fsyncs that file before its COMMIT returns. Under
load that was ~1 group-commit batch in 15 (two a second), each waiting +20–50 ms (measured with
strace on this disk), and every request queued behind it waited too.

Here the writer's connections never checkpoint by themselves (`wal_autocheckpoint=0`): a thread
runs a PASSIVE checkpoint every `interval` on its own connection. A passive checkpoint takes no
write lock: commits go on while it copies. Durability is unchanged: a commit is durable once its
WAL frames are synced (`synchronous=FULL`), checkpointed or not.

Bounded: SQLite rewinds the WAL to its start only when a write transaction begins on a WAL that is
entirely copied, which never happens while commits keep coming during each checkpoint. So once a
checkpoint finds `rewind_frames` frames in the WAL, the writer itself, between two batches (the
first one already answered), copies the few frames left: its next transaction rewinds the WAL,
whose file is then rewritten in place (`journal_size_limit` caps the file it leaves behind), and a
sync of it has no file size to write.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from sqlalchemy import event

from bibliotheque.leads.store import LeadStore

log = logging.getLogger("bibliotheque.leads")

FRAME_BYTES = 4096 + 24  # a WAL frame: SQLite's default page and the frame's header


class WalCheckpointer:
    """Checkpoints a SQLite lead database beside its writer (on the writer's store: its pooled
    connections are opened again with the setting)."""

    def __init__(self, store: LeadStore, interval: float = 0.5, rewind_frames: int = 4096) -> None:
        self.store = store
        self.interval = interval
        self.rewind_frames = rewind_frames
        self._rewind = threading.Event()  # the WAL is long: the writer copies what is left
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.passes = 0  # counters, for tests and benchmarks
        self.rewinds = 0
        limit = 2 * rewind_frames * FRAME_BYTES

        @event.listens_for(store.engine, "connect")
        def _no_automatic_checkpoint(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA wal_autocheckpoint=0")
            cursor.execute(f"PRAGMA journal_size_limit={limit}")
            cursor.close()

        store.engine.dispose()  # connections opened before (a migration) reopen with the setting

    def between_batches(self) -> None:
        """In the writer thread, after a batch was committed and answered and before the next one:
        starts the checkpointing thread on first use (the database exists and is migrated by
        then), and copies the WAL's last frames when it has grown long."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="leads-checkpoint", daemon=True)
            self._thread.start()
        if self._rewind.is_set():
            if self.checkpoint() is not None:
                self.rewinds += 1
            self._rewind.clear()

    def close(self) -> None:
        self._stop.set()

    def checkpoint(self) -> tuple[int, int, int] | None:
        """One PASSIVE checkpoint: (busy, frames in the WAL, frames copied), or None when the
        database cannot be used now (the writer's own checks answer for it: 503s)."""
        try:
            self.store.check_files()
            with self.store.engine.connect() as connection:
                busy, frames, copied = connection.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)").one()
            return int(busy), int(frames), int(copied)
        except Exception as exc:
            log.warning("lead database checkpoint failed: %s", str(exc).splitlines()[0] if str(exc) else exc)
            return None

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            if self._rewind.is_set():  # the writer has not taken its turn yet
                continue
            result = self.checkpoint()
            self.passes += 1
            if result is not None and result[1] >= self.rewind_frames:
                self._rewind.set()
