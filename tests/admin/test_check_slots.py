"""The password checks' slots: a sign-in waits its turn, a crowd past the queue is refused at once."""

from __future__ import annotations

import asyncio

import pytest

from bibliotheque.admin.check_slots import WAITERS_PER_SLOT, ChecksBusy, CheckSlots


async def _check(slots: CheckSlots, order: list[str], name: str, seconds: float) -> str:
    try:
        async with slots.slot():
            order.append(name)
            await asyncio.sleep(seconds)
        return "signed in"
    except ChecksBusy:
        return "busy"


def test_two_sign_ins_at_once_on_one_slot_both_get_in_in_turn() -> None:
    async def run() -> list[str]:
        slots, order = CheckSlots(1, wait=5), list[str]()
        answers = await asyncio.gather(*(_check(slots, order, name, 0.05) for name in ("a", "b")))
        assert order == ["a", "b"]
        return answers

    assert asyncio.run(run()) == ["signed in", "signed in"]


def test_past_the_queue_a_sign_in_is_refused_at_once() -> None:
    async def run() -> list[str]:
        slots, order = CheckSlots(1, wait=5), list[str]()
        crowd = [asyncio.create_task(_check(slots, order, str(n), 0.05)) for n in range(1 + WAITERS_PER_SLOT)]
        await asyncio.sleep(0.01)  # the first holds the slot, the others wait
        assert slots.full()
        refused = await _check(slots, order, "late", 0)
        return [refused, *await asyncio.gather(*crowd)]

    assert asyncio.run(run()) == ["busy"] + ["signed in"] * (1 + WAITERS_PER_SLOT)


def test_a_sign_in_waits_no_longer_than_its_wait() -> None:
    async def run() -> str:
        slots, order = CheckSlots(1, wait=0.05), list[str]()
        holder = asyncio.create_task(_check(slots, order, "holder", 1))
        await asyncio.sleep(0.01)
        answer = await _check(slots, order, "waiter", 0)
        holder.cancel()
        return answer

    assert asyncio.run(run()) == "busy"


@pytest.mark.parametrize("slots", [0, 1, 3])
def test_there_is_always_at_least_one_slot(slots: int) -> None:
    assert CheckSlots(slots, wait=1).slots == max(1, slots)
