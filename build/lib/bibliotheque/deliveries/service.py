"""Deliveries in the server: the outbox given to the lead store, the worker run by the lifespan."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import APIRouter, FastAPI
from sqlalchemy import Engine

from bibliotheque.deliveries.identity import IdentityError, SenderIdentity, load_identity
from bibliotheque.deliveries.outbox import Outbox
from bibliotheque.deliveries.settings import DeliverySettings
from bibliotheque.deliveries.worker import DeliveryWorker

log = logging.getLogger("bibliotheque.leads.deliveries")


def identity_for(settings: DeliverySettings) -> SenderIdentity:
    """The sender identity, or a clear stop at start-up."""
    try:
        return load_identity(settings.content_dir)
    except IdentityError as exc:
        raise SystemExit(f"DELIVERY_CONTENT_DIR: {exc}") from None


def outbox_for(settings: DeliverySettings) -> Outbox | None:
    """The outbox when some destination is configured; None: leads are only stored."""
    if not settings.enabled:
        return None
    return Outbox(settings, identity_for(settings).base_url)


def include_deliveries(api: FastAPI, engine: Engine, settings: DeliverySettings) -> None:
    """Runs a delivery worker for the server's lifetime (unless DELIVERY_IN_SERVER=false)."""

    @asynccontextmanager
    async def lifespan(_app: Any) -> AsyncIterator[None]:
        worker = None
        if not settings.enabled:
            log.warning(
                "no delivery destination configured (DELIVERY_SMTP_HOST, DELIVERY_WEBHOOKS): "
                "leads are stored and nobody is told"
            )
        elif settings.in_server:
            worker = DeliveryWorker(engine, settings, identity_for(settings)).start()
            log.info("delivery worker started: %s", describe(settings))
        else:
            log.info("deliveries are enqueued; a separate `bibliotheque deliveries run` sends them")
        try:
            yield
        finally:
            if worker is not None:
                worker.stop()

    api.include_router(APIRouter(lifespan=lifespan))


def describe(settings: DeliverySettings) -> str:
    """The destinations, without an address or a secret."""
    parts = []
    if settings.sends_email:
        parts.append(f"e-mail to the team ({len(settings.team_to)} address(es))" if settings.team_to else "")
        parts.append("confirmations to visitors" if settings.visitor_confirmation else "")
    parts += [f"webhook {hook.name}" for hook in settings.webhooks]
    return ", ".join(part for part in parts if part) or "nothing"
