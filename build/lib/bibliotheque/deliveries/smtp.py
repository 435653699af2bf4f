"""Sending one message over SMTP (smtplib: implicit TLS, STARTTLS or a plain local relay)."""

from __future__ import annotations

import functools
import smtplib
import ssl
from email.message import EmailMessage
from pathlib import Path

from bibliotheque.deliveries.outcome import Outcome
from bibliotheque.deliveries.settings import DeliverySettings


@functools.lru_cache(maxsize=4)
def _tls_context(cafile: Path | None) -> ssl.SSLContext:
    """Certificates and host names are checked (against DELIVERY_SMTP_CA_FILE, else the system's
    CAs). Made once: loading the CAs costs tens of milliseconds (220 ms on a loaded machine),
    which every e-mail paid; a client context is safe to share between threads."""
    return ssl.create_default_context(cafile=cafile)


def send_message(settings: DeliverySettings, message: EmailMessage) -> Outcome:
    """Sends it; SMTP 5xx answers are permanent, 4xx and network errors are retried.

    Errors are recorded by class and code only: smtplib's messages can contain the recipients.
    """
    assert settings.smtp_host is not None
    timeout = settings.smtp_timeout_seconds
    context = _tls_context(settings.smtp_ca_file)
    try:
        client: smtplib.SMTP
        if settings.smtp_security == "tls":
            client = smtplib.SMTP_SSL(
                settings.smtp_host, settings.smtp_port, timeout=timeout, context=context
            )
        else:
            client = smtplib.SMTP(settings.smtp_host, settings.smtp_port, timeout=timeout)
        with client:
            if settings.smtp_security == "starttls":
                client.starttls(context=context)
            if settings.smtp_username and settings.smtp_password:
                client.login(settings.smtp_username, settings.smtp_password.get_secret_value())
            refused = client.send_message(message)
    except smtplib.SMTPRecipientsRefused as exc:
        codes = sorted({code for code, _ in exc.recipients.values()})
        permanent = all(code >= 500 for code in codes)
        return Outcome.failure(f"recipients refused ({', '.join(map(str, codes))})", codes[0], permanent)
    except smtplib.SMTPResponseException as exc:
        code = int(exc.smtp_code)
        return Outcome.failure(f"{type(exc).__name__} {code}", code, permanent=code >= 500)
    except (OSError, smtplib.SMTPException) as exc:
        return Outcome.failure(type(exc).__name__, None, permanent=False)
    if refused:
        # Some of several team addresses refused: the others have it; say so, do not resend.
        codes = sorted({code for code, _ in refused.values()})
        return Outcome.success(250, note=f"{len(refused)} recipient(s) refused ({codes})")
    return Outcome.success(250)
