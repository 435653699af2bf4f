"""Real receivers for delivery tests: an SMTP server (aiosmtpd) and a webhook endpoint (http.server).

Run as a program (`python -m tests.deliveries.receivers --http-port P --smtp-port S`), they serve
the end-to-end tests: `GET /received` on the HTTP port lists what arrived.
"""

from __future__ import annotations

import argparse
import email
import email.policy
import json
import ssl
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from email.message import EmailMessage
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword
from standardwebhooks import Webhook

SECRET = "whsec_" + "dGVzdC1zZWNyZXQtZm9yLWRlbGl2ZXJpZXMtMzItYnl0ZXM="


@dataclass
class Received:
    headers: dict[str, str]
    body: str
    status: int
    verified: bool

    @property
    def id(self) -> str:
        return self.headers["webhook-id"]

    def json(self) -> Any:
        return json.loads(self.body)


class SmtpReceiver:
    """An SMTP server on a loopback port, in a thread of the test process. With `tls`: STARTTLS
    required (or implicit TLS with `implicit=True`) and, with `login`, AUTH with that user."""

    def __init__(
        self,
        port: int = 0,
        tls: ssl.SSLContext | None = None,
        implicit: bool = False,
        login: tuple[str, str] | None = None,
    ) -> None:
        self.messages: list[tuple[list[str], EmailMessage]] = []
        # When each message arrived (time.monotonic()), in the order of `messages`.
        self.arrivals: list[float] = []
        self.logins: list[str] = []
        self.lock = threading.Lock()
        options: dict[str, Any] = {}
        if tls is not None and implicit:
            options["ssl_context"] = tls
        elif tls is not None:
            options |= {"tls_context": tls, "require_starttls": True}
        if login is not None:
            # Implicit TLS is invisible to aiosmtpd's AUTH check (it only knows STARTTLS).
            requires_starttls = tls is not None and not implicit
            options |= {"authenticator": self._authenticator(login), "auth_require_tls": requires_starttls}
        self.controller = Controller(self, hostname="127.0.0.1", port=port or _free_port(), **options)

    def _authenticator(self, login: tuple[str, str]) -> Any:
        def check(_server: Any, _session: Any, _envelope: Any, _mechanism: str, data: Any) -> AuthResult:
            ok = isinstance(data, LoginPassword) and (data.login.decode(), data.password.decode()) == login
            if ok:
                self.logins.append(data.login.decode())
            return AuthResult(success=ok)

        return check

    async def handle_DATA(self, _server: Any, _session: Any, envelope: Any) -> str:
        message = email.message_from_bytes(
            envelope.original_content or envelope.content, policy=email.policy.default
        )
        assert isinstance(message, EmailMessage)
        with self.lock:
            self.messages.append((list(envelope.rcpt_tos), message))
            self.arrivals.append(time.monotonic())
        return "250 OK"

    @property
    def port(self) -> int:
        return int(self.controller.port)

    def start(self) -> SmtpReceiver:
        self.controller.start()
        return self

    def stop(self) -> None:
        self.controller.stop()

    def to(self, address: str) -> list[EmailMessage]:
        with self.lock:
            return [m for rcpt, m in self.messages if address in rcpt]


class WebhookReceiver:
    """Answers POSTs with the scripted statuses (then 200), after `delay` seconds; keeps them all."""

    def __init__(
        self, secret: str = SECRET, port: int = 0, statuses: Iterable[int] = (), delay: float = 0
    ) -> None:
        self.verifier = Webhook(secret)
        self.statuses = list(statuses)
        self.delay = delay
        self.received: list[Received] = []
        self.lock = threading.Lock()
        self.smtp: SmtpReceiver | None = None
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *_args: Any) -> None:
                pass

            def do_GET(self) -> None:
                body = json.dumps(receiver.summary()).encode()
                self.send_response(200 if self.path == "/received" else 404)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("content-length", "0"))).decode()
                headers = {k.lower(): v for k, v in self.headers.items()}
                try:
                    receiver.verifier.verify(body, headers)
                    verified = True
                except Exception:
                    verified = False
                if receiver.delay:
                    time.sleep(receiver.delay)
                with receiver.lock:
                    status = receiver.statuses.pop(0) if receiver.statuses else 200
                    receiver.received.append(Received(headers, body, status, verified))
                self.send_response(status)
                self.send_header("content-length", "0")
                self.end_headers()

        self.server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def port(self) -> int:
        return int(self.server.server_address[1])

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/hook"

    def start(self) -> WebhookReceiver:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def accepted(self) -> list[Received]:
        with self.lock:
            return [r for r in self.received if 200 <= r.status < 300]

    def summary(self) -> dict[str, Any]:
        with self.lock:
            hooks = [
                {"id": r.id, "verified": r.verified, "status": r.status, "body": r.json()}
                for r in self.received
            ]
        mails = []
        if self.smtp is not None:
            with self.smtp.lock:
                for rcpt, message in self.smtp.messages:
                    text = message.get_body(preferencelist=("plain",))
                    html = message.get_body(preferencelist=("html",))
                    mails.append(
                        {
                            "to": rcpt,
                            "subject": str(message["subject"]),
                            "text": text.get_content() if text else "",
                            "html": html.get_content() if html else "",
                        }
                    )
        return {"webhooks": hooks, "emails": mails}


def wait_for(condition: Any, timeout: float = 20, what: str = "condition") -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out after {timeout} s waiting for {what}")


def _free_port() -> int:
    from tests.leads.live_server import free_port

    return free_port()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--http-port", type=int, required=True)
    parser.add_argument("--smtp-port", type=int, required=True)
    parser.add_argument("--secret", default=SECRET, help="the webhooks' Standard Webhooks secret")
    args = parser.parse_args()
    smtp = SmtpReceiver(args.smtp_port).start()
    hooks = WebhookReceiver(secret=args.secret, port=args.http_port)
    hooks.smtp = smtp
    hooks.start()
    print(f"receivers: webhooks on {hooks.url}, SMTP on 127.0.0.1:{smtp.port}", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        pass
    finally:
        hooks.stop()
        smtp.stop()


if __name__ == "__main__":
    main()
