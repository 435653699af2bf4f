"""What each Granian worker process loads: the site's ASGI application, built from the environment.

Granian imports its target by name in every worker (`bibliotheque.server.site_entry:site_app`, a
factory), so the built site's folder travels in `BIBLIOTHEQUE_SERVE_DIST`, which `serve` sets
before starting Granian; every other setting is read from the environment as everywhere else.
"""

from __future__ import annotations

import ctypes
import gc
import logging
import os
import signal
import sys
from pathlib import Path

from starlette.types import ASGIApp

from bibliotheque.server.app import create_app
from bibliotheque.server.body_deadline import BodyDeadline
from bibliotheque.server.settings import get_server_settings
from bibliotheque.settings.server import get_settings

DIST_VARIABLE = "BIBLIOTHEQUE_SERVE_DIST"
TARGET = f"{__name__}:site_app"


def site_app() -> ASGIApp:
    """The application of one worker: the site, with the request-body deadline in front."""
    die_with_the_server()
    stop_while_starting()
    log_events()
    server = get_server_settings()
    app = BodyDeadline(
        create_app(Path(os.environ[DIST_VARIABLE]), get_settings(), server), server.body_timeout
    )
    freeze_startup_heap()
    return app


_PR_SET_PDEATHSIG = 1  # prctl(2)


def die_with_the_server() -> None:
    """The worker is killed when Granian's main process dies, even by SIGKILL (Linux's
    `PR_SET_PDEATHSIG`): otherwise an orphaned worker keeps the port and the database, and the
    next `serve` cannot start. Granian stops its workers itself on SIGTERM or SIGINT."""
    if not sys.platform.startswith("linux"):
        return
    parent = os.getppid()
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_PDEATHSIG) failed")
    if os.getppid() != parent:  # the main process died before the line above
        os.kill(os.getpid(), signal.SIGKILL)


def stop_while_starting() -> None:
    """SIGTERM or SIGINT while the app is being built ends the worker at once. Granian forks its
    workers with its main process's handlers, which only note the signal, and installs the
    worker's own after the app is built: a signal in between was lost and the worker served on,
    holding `serve`'s exit for `workers_kill_timeout` (seen in 3 of 6 stops right after start).
    The worker has no request yet, so the default action (exit) is the right one."""
    for number in (signal.SIGTERM, signal.SIGINT):
        signal.signal(number, signal.SIG_DFL)


def freeze_startup_heap() -> None:
    """Moves what start-up built (modules, the site's routes and pages, settings) out of the garbage
    collector's sight: a full collection then only walks what requests allocate. Unfrozen, one full
    collection under lead load paused the event loop 0.6 s (every request in flight waited: issue
    20, the leads p99). Start-up's own garbage is collected first; what is frozen lives as long as
    the server anyway."""
    gc.collect()
    gc.freeze()


def log_events() -> None:
    # Lead events (masked addresses only) are worth an operator's eye; an access log is not.
    # A plain handler: Rich's costs milliseconds a line, more than storing the lead.
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    for name in ("bibliotheque.leads", "bibliotheque.server", "bibliotheque.audience"):
        logger = logging.getLogger(name)
        if not logger.handlers:
            logger.setLevel(logging.INFO)
            logger.addHandler(handler)
