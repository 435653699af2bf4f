"""`bibliotheque deliveries …`: list, retry, count, run a worker, preview the e-mails."""

from __future__ import annotations

import argparse
import logging
import signal
import sys
import uuid
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from bibliotheque.db.cli_options import add_database_option, migrated_engine
from bibliotheque.deliveries.models import STATUSES
from bibliotheque.exhaustive import values_of
from bibliotheque.forms.schemas import FormKind


def _store(args: argparse.Namespace) -> Any:
    from bibliotheque.deliveries.outbox import OutboxStore
    from bibliotheque.deliveries.settings import get_delivery_settings

    return OutboxStore(migrated_engine(args), get_delivery_settings())


def _when(value: Any) -> str:
    return f"{value:%Y-%m-%d %H:%M:%S}" if value is not None else ""


def _cmd_list(args: argparse.Namespace) -> int:
    store = _store(args)
    rows = store.rows(args.status, args.limit)
    table = Table(title=f"{len(rows)} deliver{'y' if len(rows) == 1 else 'ies'}", title_justify="left")
    for column in ("id", "lead", "destination", "status", "attempts", "next attempt", "last error"):
        table.add_column(column)
    for row in rows:
        table.add_row(
            str(row["id"]),
            str(row["lead_id"]),
            row["destination"],
            row["status"],
            str(row["attempts"]),
            _when(row["next_attempt_at"]) if row["status"] == "pending" else "",
            row["last_error"] or "",
        )
    Console(highlight=False, width=200).print(table)
    store.engine.dispose()
    return 0


def _cmd_retry(args: argparse.Namespace) -> int:
    if not args.failed and not args.ids:
        raise SystemExit("deliveries retry: give delivery ids or --failed")
    store = _store(args)
    count = store.retry(args.ids, all_failed=args.failed)
    store.engine.dispose()
    print(f"{count} deliver{'y' if count == 1 else 'ies'} due again now")
    return 0 if count or args.failed else 1


def _cmd_stats(args: argparse.Namespace) -> int:
    store = _store(args)
    stats = store.stats()
    store.engine.dispose()
    table = Table(title="deliveries by destination and status", title_justify="left")
    table.add_column("destination")
    for status in STATUSES:
        table.add_column(status, justify="right")
    counts: dict[str, dict[str, int]] = {}
    for destination, status, n in stats["by"]:
        counts.setdefault(destination, {})[status] = n
    for destination, by_status in counts.items():
        table.add_row(destination, *(str(by_status.get(s, 0)) for s in STATUSES))
    out = Console(highlight=False)
    out.print(table)
    out.print(f"oldest pending: {_when(stats['oldest_pending']) or 'none'} (UTC)")
    return 0


def _cmd_run(args: argparse.Namespace) -> int:
    from bibliotheque.deliveries.service import describe, identity_for
    from bibliotheque.deliveries.worker import DeliveryWorker

    store = _store(args)
    settings = store.settings
    if not settings.enabled:
        raise SystemExit("no delivery destination configured (DELIVERY_SMTP_HOST, DELIVERY_WEBHOOKS)")
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log = logging.getLogger("bibliotheque.leads.deliveries")
    log.setLevel(logging.INFO)
    log.addHandler(handler)
    identity = identity_for(settings) if settings.sends_email else None
    worker = DeliveryWorker(store.engine, settings, identity)
    signal.signal(signal.SIGTERM, lambda *_: worker.stopping.set())
    log.info("delivery worker running: %s", describe(settings))
    try:
        worker.run()
    except KeyboardInterrupt:
        pass
    finally:
        worker.stop()
        store.engine.dispose()
    return 0


def _cmd_preview(args: argparse.Namespace) -> int:
    from bibliotheque.deliveries.identity import IdentityError, load_identity
    from bibliotheque.deliveries.preview import write_preview

    try:
        identity = load_identity(args.content)
    except IdentityError as exc:
        raise SystemExit(str(exc)) from None
    sender = f"{identity.site_name[args.lang]} <{identity.contact_email}>"
    for path in write_preview(identity, args.form, args.lang, args.out, sender):
        print(path)
    return 0


def _cmd_schema(_args: argparse.Namespace) -> int:
    from bibliotheque.deliveries.payload import webhook_schema

    sys.stdout.write(webhook_schema())
    return 0


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "deliveries",
        help="list, retry, count or send the deliveries of leads; preview the e-mails",
        description="Destinations come from DELIVERY_* variables (src/bibliotheque/deliveries/settings.py).",
    )
    add_database_option(parser)
    commands = parser.add_subparsers(dest="deliveries_command", required=True)

    listing = commands.add_parser("list", help="the newest deliveries, with their state and last error")
    listing.add_argument("--status", choices=STATUSES, help="only deliveries in this state")
    listing.add_argument("--limit", type=int, default=100, help="rows shown (default: 100)")
    listing.set_defaults(func=_cmd_list)

    retry = commands.add_parser("retry", help="send failed deliveries again, now")
    retry.add_argument("ids", nargs="*", type=uuid.UUID, help="delivery ids (from `deliveries list`)")
    retry.add_argument("--failed", action="store_true", help="every failed delivery")
    retry.set_defaults(func=_cmd_retry)

    commands.add_parser("stats", help="count deliveries by destination and state").set_defaults(
        func=_cmd_stats
    )
    commands.add_parser(
        "run", help="run a delivery worker in the foreground (with DELIVERY_IN_SERVER=false on servers)"
    ).set_defaults(func=_cmd_run)

    preview = commands.add_parser("preview", help="write a sample lead's e-mails as .eml and .html")
    preview.add_argument(
        "--form",
        choices=values_of(FormKind),
        default="tool",
    )
    preview.add_argument("--lang", choices=["fr", "en"], default="fr")
    preview.add_argument("--out", type=Path, default=Path("deliveries-preview"), help="output folder")
    preview.set_defaults(func=_cmd_preview)

    commands.add_parser("schema", help="print the webhook body's JSON Schema").set_defaults(func=_cmd_schema)
