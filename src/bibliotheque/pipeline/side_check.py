"""The content check, run beside the page data (issue 35).

At 1,000 articles the check and the page data take ~10 s each; one after the other they made half
of a one-article rebuild. The check runs in a child process, forked from the build before it
starts any thread or subprocess: the child gets the loaded library as it is (nothing is pickled on
the way in) and sends back its errors and warnings. The build writes the page data meanwhile,
then waits for the check before anything else reads that data: broken content still stops the
build before the web build and dist/, and its errors, at file:line, are what the author sees, even
when the page data failed on the same broken content first.
"""

from __future__ import annotations

import multiprocessing
import traceback
from multiprocessing.connection import Connection
from typing import Any

from bibliotheque.checks import check_assembled
from bibliotheque.content.errors import ContentProblem

Assembled = tuple[Any, list[ContentProblem], list[ContentProblem]]
Outcome = tuple[list[ContentProblem], list[ContentProblem]]

_inherited: Assembled | None = None  # what the forked child checks (set only around the fork)


def _run(answer: Connection, production: bool) -> None:
    """In the child: the check of the inherited library, or the traceback of its failure."""
    assert _inherited is not None
    try:
        answer.send(("ok", check_assembled(*_inherited, production=production)))
    except BaseException:
        answer.send(("failed", traceback.format_exc()))
    finally:
        answer.close()


class SideCheck:
    """`check_assembled(*assembled)` in a forked child; `result()` waits for its outcome."""

    def __init__(self, assembled: Assembled, *, production: bool) -> None:
        global _inherited
        context = multiprocessing.get_context("fork")
        self._answers, answer = context.Pipe(duplex=False)
        self._process = context.Process(
            target=_run, args=(answer, production), name="content check", daemon=True
        )
        _inherited = assembled
        try:
            self._process.start()
        finally:
            _inherited = None
            answer.close()

    def result(self) -> Outcome:
        """The errors and warnings; the child's failure raised here as a RuntimeError."""
        try:
            kind, value = self._answers.recv()
        except EOFError:
            self._process.join()
            raise RuntimeError(
                f"the content check stopped without an answer (exit code {self._process.exitcode})"
            ) from None
        finally:
            self._answers.close()
        self._process.join()
        if kind != "ok":
            raise RuntimeError(f"the content check failed:\n{value}")
        outcome: Outcome = value
        return outcome

    def stop(self) -> None:
        """Ends the child when the build stops before asking for the result."""
        if self._process.is_alive():
            self._process.terminate()
        self._process.join()
        self._answers.close()
