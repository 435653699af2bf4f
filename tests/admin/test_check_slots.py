"""The password checks' slots: a sign-in waits its turn, a crowd past the queue is refused at once."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from bibliotheque.admin.check_slots import WAITERS_PER_SLOT, ChecksBusy, CheckSlots


async def _check(slots: CheckSlots, order: list[str], name: str, release: asyncio.Event | None = None) -> str:
    """One sign-in: holds its slot until `release` is set (at once without one)."""
    try:
        async with slots.slot():
            order.append(name)
            if release is not None:
                await release.wait()
        return "signed in"
    except ChecksBusy:
        return "busy"


async def _until(condition: Callable[[], bool], seconds: float = 10) -> None:
    """Lets the other tasks run until `condition()` holds (no timing: a loaded machine only waits longer)."""
    async with asyncio.timeout(seconds):
        while not condition():
            await asyncio.sleep(0)


def test_two_sign_ins_at_once_on_one_slot_both_get_in_in_turn() -> None:
    async def run() -> list[str]:
        slots, order, release = CheckSlots(1, wait=60), list[str](), asyncio.Event()
        first = asyncio.create_task(_check(slots, order, "a", release))
        await _until(lambda: order == ["a"])
        second = asyncio.create_task(_check(slots, order, "b"))
        await asyncio.sleep(0)
        assert order == ["a"]  # b waits its turn
        release.set()
        answers = list(await asyncio.gather(first, second))
        assert order == ["a", "b"]
        return answers

    assert asyncio.run(run()) == ["signed in", "signed in"]


def test_past_the_queue_a_sign_in_is_refused_at_once() -> None:
    async def run() -> list[str]:
        slots, order, release = CheckSlots(1, wait=60), list[str](), asyncio.Event()
        crowd = [
            asyncio.create_task(_check(slots, order, str(n), release)) for n in range(1 + WAITERS_PER_SLOT)
        ]
        await _until(slots.full)  # the first holds the slot, the others wait
        refused = await _check(slots, order, "late")
        release.set()
        return [refused, *await asyncio.gather(*crowd)]

    assert asyncio.run(run()) == ["busy"] + ["signed in"] * (1 + WAITERS_PER_SLOT)


def test_a_sign_in_waits_no_longer_than_its_wait() -> None:
    async def run() -> str:
        slots, order, release = CheckSlots(1, wait=0.05), list[str](), asyncio.Event()
        holder = asyncio.create_task(_check(slots, order, "holder", release))
        await _until(lambda: order == ["holder"])
        answer = await _check(slots, order, "waiter")
        release.set()
        await holder
        return answer

    assert asyncio.run(run()) == "busy"


@pytest.mark.parametrize("slots", [0, 1, 3])
def test_there_is_always_at_least_one_slot(slots: int) -> None:
    assert CheckSlots(slots, wait=1).slots == max(1, slots)
