"""How many processes a build step may keep busy: the cores this process may run on."""

from __future__ import annotations

import os


def cpu_count() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1
