"""SQLite's WAL checkpoints happen beside the lead writer, never inside its commits, and the WAL
stays bounded: it is rewound and rewritten in place while leads keep coming."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest

from bibliotheque.db.engine import sqlite_path
from bibliotheque.forms.schemas import LeadCreate
from bibliotheque.leads.checkpoint import FRAME_BYTES, WalCheckpointer
from bibliotheque.leads.group_commit import GroupCommitter
from bibliotheque.leads.store import LeadStore
from tests.leads.conftest import settings_for
from tests.leads.factory import lead_payload

SQLITE_AUTOCHECKPOINT = 1000  # frames: SQLite's default, which would checkpoint inside a commit


@pytest.fixture
def store(tmp_path: Path) -> Iterator[LeadStore]:
    store = LeadStore.open(settings_for(f"sqlite:///{tmp_path}/leads.sqlite3"))
    store.migrate()  # a connection is open before the checkpointer exists, as in the server
    yield store
    store.close()


def wal_bytes(store: LeadStore) -> int:
    return Path(f"{sqlite_path(store.settings)}-wal").stat().st_size


def commit_batches(store: LeadStore, checkpointer: WalCheckpointer, batches: int, size: int = 25) -> int:
    """`batches` group commits of `size` leads one after the other; the largest WAL file seen."""
    committer = GroupCommitter(store, timeout=60, after=checkpointer.between_batches)
    largest = 0

    async def scenario() -> None:
        nonlocal largest
        for batch in range(batches):
            leads = [LeadCreate.model_validate(lead_payload(batch * size + n)) for n in range(size)]
            await asyncio.gather(*(committer.add(lead) for lead in leads))
            largest = max(largest, wal_bytes(store))
            await asyncio.sleep(0.002)  # the checkpointing thread gets the GIL now and then

    try:
        asyncio.run(scenario())
    finally:
        committer.close()
        checkpointer.close()
    assert len(list(store.rows())) == batches * size
    return largest


def test_the_writers_connections_never_checkpoint_by_themselves(store: LeadStore) -> None:
    """With no checkpoint from the thread (an hour apart), the WAL grows past SQLite's automatic
    checkpoint of 1,000 frames: no commit copied it into the database file."""
    checkpointer = WalCheckpointer(store, interval=3600)
    with store.engine.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA wal_autocheckpoint").scalar_one() == 0
    largest = commit_batches(store, checkpointer, batches=60)
    assert largest > SQLITE_AUTOCHECKPOINT * FRAME_BYTES
    assert (checkpointer.passes, checkpointer.rewinds) == (0, 0)


def test_the_thread_checkpoints_and_the_writer_rewinds_a_long_wal(store: LeadStore) -> None:
    """Checkpoints every 10 ms; from 100 frames on, the writer copies the rest between two batches
    and its next transaction rewinds the WAL: the file stays near 100 frames (plus the batches
    committed meanwhile) instead of growing with every lead."""
    checkpointer = WalCheckpointer(store, interval=0.01, rewind_frames=100)
    largest = commit_batches(store, checkpointer, batches=60)
    assert checkpointer.passes > 0
    assert checkpointer.rewinds > 0
    assert largest < 400 * FRAME_BYTES  # 60 batches wrote ~1,500 frames
