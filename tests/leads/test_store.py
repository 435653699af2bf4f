"""The idempotency window and concurrent inserts of the same submission, on both databases."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from bibliotheque.forms.schemas import LeadCreate
from bibliotheque.leads.store import LeadStore, idempotency_key
from tests.leads.conftest import settings_for
from tests.leads.factory import lead_payload

T0 = dt.datetime(2026, 3, 2, 9, 30, tzinfo=dt.UTC)


@pytest.fixture
def store(database_url: str) -> Iterator[LeadStore]:
    store = LeadStore.open(settings_for(database_url))
    store.migrate()
    yield store
    store.close()


def lead(**overrides: Any) -> LeadCreate:
    return LeadCreate.model_validate(lead_payload(**overrides))


def test_a_submission_repeated_within_the_window_is_the_first_lead(store: LeadStore) -> None:
    first = store.add(lead(), now=T0)
    assert first.created
    assert store.add(lead(), now=T0 + dt.timedelta(minutes=9, seconds=59)) == type(first)(first.id, False)


def test_after_the_window_the_same_submission_is_a_new_lead(store: LeadStore) -> None:
    first = store.add(lead(), now=T0)
    later = store.add(lead(), now=T0 + dt.timedelta(minutes=10, seconds=1))
    assert later.created and later.id != first.id
    assert store.add(lead(), now=T0 + dt.timedelta(minutes=12)).id == later.id
    assert [row["id"] for row in store.rows()] == [first.id, later.id]


def test_what_makes_a_submission_the_same() -> None:
    base = idempotency_key(lead())
    assert idempotency_key(lead(email="CLAIRE.MARTIN+0@Entreprise.Example")) == base
    assert idempotency_key(lead(website="")) == base
    assert idempotency_key(lead(tool_score=65)) != base
    assert idempotency_key(lead(form_kind="modal")) != base
    assert idempotency_key(lead(page_path="/en/tool/indice-maturite")) != base


def test_racing_identical_submissions_store_one_row(store: LeadStore) -> None:
    with ThreadPoolExecutor(max_workers=16) as pool:
        results = list(pool.map(lambda _: store.add(lead(), now=T0), range(32)))
    assert len({r.id for r in results}) == 1
    assert sum(r.created for r in results) == 1
    assert len(list(store.rows())) == 1


def test_racing_identical_submissions_after_the_window_make_one_new_row(store: LeadStore) -> None:
    old = store.add(lead(), now=T0)
    later = T0 + dt.timedelta(hours=1)
    with ThreadPoolExecutor(max_workers=16) as pool:
        results = list(pool.map(lambda _: store.add(lead(), now=later), range(32)))
    assert len({r.id for r in results}) == 1 and old.id not in {r.id for r in results}
    assert sum(r.created for r in results) == 1
    assert len(list(store.rows())) == 2


def test_a_batch_written_at_once_answers_each_row_as_one_at_a_time(store: LeadStore) -> None:
    recent = store.add(lead(email="recent@entreprise.example"), now=T0)
    old = store.add(lead(email="old@entreprise.example"), now=T0 - dt.timedelta(minutes=11))
    emails = ["new@entreprise.example", "recent@entreprise.example", "new@entreprise.example"]
    emails += ["old@entreprise.example", "other@entreprise.example"]
    rows = [store.prepare(lead(email=email), now=T0 + dt.timedelta(minutes=1))[0] for email in emails]
    with store.engine.begin() as connection:
        new, repeated, again, renewed, other = store.write_many(connection, rows)
    assert new.created and again == type(new)(new.id, False)  # the same submission in the batch
    assert repeated == type(recent)(recent.id, False)  # within the window: the first lead
    assert renewed.created and renewed.id != old.id  # after it: a new lead
    assert other.created and len({new.id, renewed.id, other.id}) == 3
    assert {row["id"] for row in store.rows()} == {recent.id, old.id, new.id, renewed.id, other.id}
