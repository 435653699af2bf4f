"""schemathesis against the live server's own OpenAPI schema, on SQLite and on PostgreSQL.

Valid and invalid bodies (odd strings, NUL bytes, wrong types included): never a 5xx, never an
answer that the schema does not describe.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import requests
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis import GenerationMode
from schemathesis.schemas import APIOperation

from tests.conftest import BuiltSite
from tests.leads.conftest import NO_LIMIT
from tests.leads.live_server import LiveServer

EXAMPLES_PER_MODE = 250  # valid and invalid bodies: 500 per database

# schemathesis's own e-mail generator uses reserved names (`x@y.test`), which the API refuses as
# undeliverable on purpose; Hypothesis's generator uses real top-level domains.
schemathesis.openapi.format("idn-email", st.emails())


def _statuses(operation: APIOperation[Any, Any, Any, Any], mode: GenerationMode, base_url: str) -> list[int]:
    statuses: list[int] = []
    session = requests.Session()  # one keep-alive connection for every example

    @given(case=operation.as_strategy(generation_mode=mode))
    @settings(
        max_examples=EXAMPLES_PER_MODE, deadline=None, database=None, suppress_health_check=list(HealthCheck)
    )
    def call(case: Any) -> None:
        # Every built-in check: no 5xx, a documented status, body and headers as the schema says,
        # valid data accepted, invalid data refused.
        statuses.append(case.call_and_validate(base_url=base_url, session=session).status_code)

    with session:
        call()
    return statuses


def test_post_leads_keeps_to_its_schema(built: BuiltSite, database_url: str, tmp_path: Path) -> None:
    env = {"DATABASE_URL": database_url, "LEADS_RATE_LIMITS": NO_LIMIT, "LEADS_INVALID_RATE_LIMITS": NO_LIMIT}
    with LiveServer(built.dist, tmp_path, env) as server:
        operation = schemathesis.openapi.from_url(f"{server.url}/api/openapi.json")["/api/leads"]["POST"]
        valid = _statuses(operation, GenerationMode.POSITIVE, server.url)
        invalid = _statuses(operation, GenerationMode.NEGATIVE, server.url)
    assert len(valid) >= EXAMPLES_PER_MODE and set(valid) <= {200, 201, 202}
    assert len(invalid) >= EXAMPLES_PER_MODE and set(invalid) == {422}
