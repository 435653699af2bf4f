"""Many clients posting leads at once to a live server, each from its own loopback address."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import httpx2 as httpx


@dataclass(frozen=True)
class Outcome:
    job: int
    status: int | None  # None: no answer (connection refused or cut)
    lead_id: str | None


Job = tuple[int, dict[str, Any]]


async def _fire(
    base_url: str, jobs: Sequence[Job], clients: int, on_outcome: Callable[[Outcome], None] | None
) -> list[Outcome]:
    queue: asyncio.Queue[Job] = asyncio.Queue()
    for job in jobs:
        queue.put_nowait(job)
    outcomes: list[Outcome] = []

    async def client(number: int) -> None:
        # 127.0.0.2, 127.0.0.3…: the server sees as many clients as there are.
        transport = httpx.AsyncHTTPTransport(local_address=f"127.0.0.{number + 2}")
        async with httpx.AsyncClient(base_url=base_url, transport=transport, timeout=60) as http:
            while not queue.empty():
                index, payload = queue.get_nowait()
                try:
                    response = await http.post("/api/leads", json=payload)
                    lead_id = response.json().get("id") if response.status_code in (200, 201) else None
                    outcome = Outcome(index, response.status_code, lead_id)
                except httpx.TransportError:
                    outcome = Outcome(index, None, None)
                outcomes.append(outcome)
                if on_outcome is not None:
                    on_outcome(outcome)
                if outcome.status is None:
                    return  # the server is gone: this client gives up

    await asyncio.gather(*(client(n) for n in range(clients)))
    return outcomes


def fire(
    base_url: str,
    jobs: Sequence[Job],
    clients: int = 50,
    on_outcome: Callable[[Outcome], None] | None = None,
) -> list[Outcome]:
    """Posts the jobs' payloads, `clients` at a time; the outcomes in the order they came.

    A client that gets no answer stops, so after a crash the jobs left are not sent."""
    assert clients <= 250
    return asyncio.run(_fire(base_url, jobs, clients, on_outcome))
