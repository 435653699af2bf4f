"""Sending one signed webhook (Standard Webhooks), with a timeout and no redirects followed."""

from __future__ import annotations

import datetime as dt

import httpx
from standardwebhooks import Webhook

from bibliotheque.deliveries.outcome import Outcome
from bibliotheque.deliveries.settings import WebhookTarget

USER_AGENT = "bibliotheque-pme-webhooks/1"


def signed_headers(target: WebhookTarget, message_id: str, body: str, now: dt.datetime) -> dict[str, str]:
    signature = Webhook(target.secret.get_secret_value()).sign(message_id, now, body)
    return {
        "content-type": "application/json",
        "user-agent": USER_AGENT,
        "webhook-id": message_id,
        "webhook-timestamp": str(int(now.timestamp())),
        "webhook-signature": signature,
    }


def classify(status: int) -> Outcome:
    """2xx delivered; 4xx but 408 and 429 permanent; anything else (3xx included) retried."""
    if 200 <= status < 300:
        return Outcome.success(status)
    permanent = 400 <= status < 500 and status not in (408, 429)
    return Outcome.failure(f"HTTP {status}", status, permanent)


def send_webhook(client: httpx.Client, target: WebhookTarget, message_id: str, body: str) -> Outcome:
    """POSTs the body. Errors name the exception's class only: URLs can carry tokens."""
    headers = signed_headers(target, message_id, body, dt.datetime.now(dt.UTC))
    try:
        response = client.post(target.url, content=body.encode(), headers=headers)
    except httpx.TimeoutException as exc:
        return Outcome.failure(f"timeout ({type(exc).__name__})", None, permanent=False)
    except httpx.HTTPError as exc:
        return Outcome.failure(type(exc).__name__, None, permanent=False)
    return classify(response.status_code)


def webhook_client(timeout: float) -> httpx.Client:
    """One client per worker (connections reused); redirects are never followed."""
    return httpx.Client(
        timeout=httpx.Timeout(timeout), follow_redirects=False, trust_env=False, headers={"accept": "*/*"}
    )
