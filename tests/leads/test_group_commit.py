"""Group commit: leads that arrive during a commit share the next one; none is answered before it."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator

import pytest

from bibliotheque.forms.schemas import LeadCreate
from bibliotheque.leads.gate import DatabaseTimeout
from bibliotheque.leads.group_commit import GroupCommitter
from bibliotheque.leads.store import LeadStore, Stored
from tests.leads.conftest import settings_for
from tests.leads.factory import lead_payload


@pytest.fixture
def store(database_url: str) -> Iterator[LeadStore]:
    store = LeadStore.open(settings_for(database_url))
    store.migrate()
    yield store
    store.close()


def lead(n: int) -> LeadCreate:
    return LeadCreate.model_validate(lead_payload(n))


def stored_ids(store: LeadStore) -> set[str]:
    return {str(row["id"]) for row in store.rows()}


async def until(condition: object) -> None:
    while not condition():  # type: ignore[operator]
        await asyncio.sleep(0.005)


def test_leads_that_arrive_during_a_commit_share_the_next_one(store: LeadStore) -> None:
    """The writer is held inside its first batch (one lead); 49 leads arrive meanwhile and are
    committed together; no request has its answer before its lead's transaction is committed."""
    entered, release = threading.Event(), threading.Event()

    def before() -> None:  # runs in the writer before each batch's transaction
        entered.set()
        release.wait()

    committer = GroupCommitter(store, timeout=60, before=before)

    async def scenario() -> list[Stored]:
        first = asyncio.ensure_future(committer.add(lead(0)))
        await until(entered.is_set)
        rest = [asyncio.ensure_future(committer.add(lead(n))) for n in range(1, 50)]
        await until(lambda: len(committer._queue) == 49)
        assert not any(task.done() for task in [first, *rest])
        assert stored_ids(store) == set()  # nothing answered, nothing committed
        release.set()
        return await asyncio.gather(first, *rest)

    try:
        results = asyncio.run(scenario())
    finally:
        release.set()
        committer.close()
    assert all(stored.created for stored in results)
    assert {str(stored.id) for stored in results} == stored_ids(store)
    assert len(results) == 50
    assert (committer.batches, committer.leads) == (2, 50)


def test_an_identical_submission_in_the_same_batch_is_the_same_lead(store: LeadStore) -> None:
    committer = GroupCommitter(store, timeout=60)

    async def scenario() -> list[Stored]:
        return await asyncio.gather(*(committer.add(lead(7)) for _ in range(5)))

    try:
        results = asyncio.run(scenario())
    finally:
        committer.close()
    assert len({stored.id for stored in results}) == 1
    assert sorted(stored.created for stored in results) == [False] * 4 + [True]
    assert len(stored_ids(store)) == 1


def test_a_failing_database_fails_every_lead_of_the_batch_and_the_next_batch_works(
    store: LeadStore,
) -> None:
    broken = {"on": True}

    def before() -> None:
        if broken["on"]:
            raise DatabaseTimeout("the database is away")

    committer = GroupCommitter(store, timeout=60, before=before)

    async def scenario() -> tuple[list[Stored | BaseException], Stored]:
        failed = await asyncio.gather(*(committer.add(lead(n)) for n in range(3)), return_exceptions=True)
        broken["on"] = False
        return failed, await committer.add(lead(3))

    try:
        failed, later = asyncio.run(scenario())
    finally:
        committer.close()
    assert all(isinstance(error, DatabaseTimeout) for error in failed)
    assert stored_ids(store) == {str(later.id)}


def test_a_full_queue_is_refused_at_once(store: LeadStore) -> None:
    entered, release = threading.Event(), threading.Event()

    def before() -> None:
        entered.set()
        release.wait()

    committer = GroupCommitter(store, timeout=60, queue=2, before=before)

    async def scenario() -> None:
        waiting = [asyncio.ensure_future(committer.add(lead(0)))]
        await until(entered.is_set)
        waiting += [asyncio.ensure_future(committer.add(lead(n))) for n in (1, 2)]
        await until(lambda: len(committer._queue) == 2)
        with pytest.raises(DatabaseTimeout, match="already waiting"):
            await committer.add(lead(9))
        release.set()
        await asyncio.gather(*waiting)

    try:
        asyncio.run(scenario())
    finally:
        release.set()
        committer.close()
    assert len(stored_ids(store)) == 3
