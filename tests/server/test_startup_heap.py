"""`bibliotheque serve` hands uvicorn an app whose start-up objects the garbage collector no longer
walks: under lead load, one full collection over them paused the event loop for 0.1–0.6 s."""

from __future__ import annotations

import gc
import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn

from bibliotheque.server import run
from tests.server.tiny_site import write_tiny_site


@pytest.fixture
def no_lasting_effects() -> Iterator[None]:
    loggers = [logging.getLogger(name) for name in ("bibliotheque.leads", "bibliotheque.server")]
    handlers = [list(logger.handlers) for logger in loggers]
    yield
    gc.unfreeze()
    for logger, kept in zip(loggers, handlers, strict=True):
        logger.handlers[:] = kept


@pytest.mark.usefixtures("no_lasting_effects")
def test_serve_freezes_the_start_up_heap_before_serving(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dist = write_tiny_site(tmp_path / "dist")
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path}/leads.sqlite3")
    seen: dict[str, Any] = {}

    def served(app: Any, **_options: Any) -> None:  # in place of uvicorn.run: nothing listens
        seen["frozen"] = gc.get_freeze_count()
        seen["app"] = app
        seen["tracked"] = any(obj is app for obj in gc.get_objects())

    monkeypatch.setattr(uvicorn, "run", served)
    gc.unfreeze()
    run.serve(dist, "127.0.0.1", 0, workers=1)
    assert seen["frozen"] > 10_000  # the modules, the app and the site's routes
    assert not seen["tracked"]  # the app itself is out of the collector's generations
