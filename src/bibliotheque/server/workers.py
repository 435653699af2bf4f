"""`bibliotheque serve --workers N`: N server processes sharing one listening socket (issue 20.5).

The parent binds the socket once, then starts each worker with multiprocessing's "spawn" context:
a fresh interpreter that imports the app and builds it itself, so no database connection, thread
or event loop of the parent is ever shared (with "fork" a child would inherit them half-copied).
The kernel spreads incoming connections over the processes accepting on the socket.

The parent only supervises. SIGTERM or SIGINT: it sends SIGTERM to every worker (uvicorn's
graceful shutdown: in-flight requests finish), waits for them (SIGKILL after `STOP_TIMEOUT`
seconds), and exits 0. A worker that dies on its own is logged and replaced — after a pause of
`RESTART_PAUSE` seconds when it lived less than `SHORT_LIFE`, so a worker that cannot start does
not spin the machine.
"""

from __future__ import annotations

import logging
import multiprocessing
import multiprocessing.connection
import signal
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.process import BaseProcess
from types import FrameType

logger = logging.getLogger("bibliotheque.server")

STOP_TIMEOUT = 30.0
SHORT_LIFE = 10.0
RESTART_PAUSE = 1.0
BACKLOG = 2048

# A worker: a module-level function (the "spawn" context pickles it by name) taking the socket.
WorkerTarget = Callable[[socket.socket], None]


def bind_socket(host: str, port: int) -> socket.socket:
    """The listening socket every worker accepts on, as uvicorn would bind it."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        raise SystemExit(f"cannot listen on {host}:{port}: {exc.strerror}") from None
    sock.listen(BACKLOG)
    sock.set_inheritable(True)
    return sock


@dataclass
class _Slot:
    process: BaseProcess
    started: float


class Supervisor:
    """Starts `count` workers on `sock`, replaces those that die, stops them all on a signal."""

    def __init__(self, target: WorkerTarget, sock: socket.socket, count: int) -> None:
        if count < 1:
            raise ValueError("at least one worker")
        self._target = target
        self._sock = sock
        self._count = count
        self._context = multiprocessing.get_context("spawn")
        self._slots: list[_Slot] = []
        self._stopping = False

    def _start(self) -> _Slot:
        process = self._context.Process(target=self._target, args=(self._sock,), daemon=False)
        process.start()
        return _Slot(process, time.monotonic())

    def _on_signal(self, signum: int, frame: FrameType | None) -> None:
        self._stopping = True

    def run(self) -> int:
        """Supervises until a signal; the exit status for the command (0)."""
        previous = {sig: signal.signal(sig, self._on_signal) for sig in (signal.SIGTERM, signal.SIGINT)}
        try:
            self._slots = [self._start() for _ in range(self._count)]
            logger.info(
                "%d workers started: %s", self._count, ", ".join(str(s.process.pid) for s in self._slots)
            )
            while not self._stopping:
                sentinels = [slot.process.sentinel for slot in self._slots]
                multiprocessing.connection.wait(sentinels, timeout=0.2)
                if not self._stopping:
                    self._replace_dead()
        finally:
            self._stop_all()
            for sig, handler in previous.items():
                signal.signal(sig, handler)
        return 0

    def _replace_dead(self) -> None:
        for index, slot in enumerate(self._slots):
            if slot.process.is_alive():
                continue
            slot.process.join()
            lived = time.monotonic() - slot.started
            logger.error(
                "worker %s exited with %s after %.1f s: starting another",
                slot.process.pid,
                slot.process.exitcode,
                lived,
            )
            if lived < SHORT_LIFE:
                time.sleep(RESTART_PAUSE)
                if self._stopping:
                    return
            self._slots[index] = self._start()
            logger.info("worker %s started", self._slots[index].process.pid)

    def _stop_all(self) -> None:
        alive = [slot.process for slot in self._slots if slot.process.is_alive()]
        for process in alive:
            # SIGTERM even on the parent's SIGINT: a second SIGINT (Ctrl-C also reaches the workers
            # from the terminal) would make uvicorn drop its in-flight requests.
            process.terminate()  # SIGTERM
        deadline = time.monotonic() + STOP_TIMEOUT
        for process in alive:
            process.join(max(0.0, deadline - time.monotonic()))
            if process.is_alive():
                logger.error("worker %s still running after %.0f s: killed", process.pid, STOP_TIMEOUT)
                process.kill()
                process.join()


def run_workers(target: WorkerTarget, host: str, port: int, count: int) -> int:
    """Binds `host:port` once and supervises `count` workers on it until SIGTERM or SIGINT."""
    sock = bind_socket(host, port)
    try:
        return Supervisor(target, sock, count).run()
    finally:
        sock.close()
