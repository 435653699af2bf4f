"""`bibliotheque leads …`: export, back up, restore, erase, purge and count the stored leads."""

from __future__ import annotations

import argparse
import datetime as dt
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console

from bibliotheque.db.cli_options import add_database_option, lead_settings

if TYPE_CHECKING:
    from bibliotheque.leads.store import LeadStore

console = Console(stderr=True, highlight=False, soft_wrap=True, emoji=False)


def migrated_store(args: argparse.Namespace) -> LeadStore:
    """The lead store of the settings (or of `--database-url`), migrated to the newest schema."""
    from bibliotheque.leads.store import LeadStore

    store = LeadStore.open(lead_settings(args))
    store.migrate()
    return store


def _since(text: str) -> dt.datetime:
    """A date (midnight UTC) or an ISO date-time (UTC when it names no offset)."""
    try:
        moment = dt.datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date: {text!r} (expected e.g. 2026-01-31)") from None
    return moment.replace(tzinfo=dt.UTC) if moment.tzinfo is None else moment


def _cmd_leads_export(args: argparse.Namespace) -> int:
    from bibliotheque.leads.export import write_export

    with migrated_store(args) as store:
        count = write_export(store.rows(args.since), sys.stdout, args.format)
    sys.stdout.flush()
    console.print(f"exported {count} lead(s)")
    return 0


def _cmd_leads_backup(args: argparse.Namespace) -> int:
    from bibliotheque.leads.backup import BackupError, backup

    try:
        count = backup(lead_settings(args), args.out)
    except BackupError as exc:
        console.print(f"[red]✗[/red] {exc}")
        return 1
    print(f"backed up {count} lead(s) to {args.out}")
    return 0


def _cmd_leads_restore(args: argparse.Namespace) -> int:
    from bibliotheque.leads.backup import BackupError, restore
    from bibliotheque.leads.store import LeadStore

    settings = lead_settings(args)
    try:
        count = restore(settings, args.source, replace=args.replace)
    except BackupError as exc:
        console.print(f"[red]✗[/red] {exc}")
        return 1
    store = LeadStore.open(settings)  # a backup of an older schema is brought up to date
    try:
        store.migrate()
    finally:
        store.close()
    print(f"restored {count} lead(s) from {args.source}")
    return 0


def _cmd_leads_delete(args: argparse.Namespace) -> int:
    from bibliotheque.leads.store import masked_email

    with migrated_store(args) as store:
        count = store.delete_email(args.email)
    print(f"deleted {count} lead(s) of {masked_email(args.email.strip())}")
    return 0


def _cmd_leads_purge(args: argparse.Namespace) -> int:
    from bibliotheque.audience.retention import purge_counts
    from bibliotheque.content.loader import read_site

    # The retention settings: site.yaml's, which the privacy policy and the cookie page state.
    site = read_site(args.content)
    years, months = site.lead_retention_years, site.audience_retention_months
    with migrated_store(args) as store:
        count, cutoff = store.purge(years)
        counters, day = purge_counts(store.engine, months)
    print(
        f"purged {count} lead(s) created before {cutoff:%Y-%m-%d} (retention: {years} year{'s' if years > 1 else ''})"
    )
    print(f"purged {counters} audience counter(s) of days before {day:%Y-%m-%d} (retention: {months} months)")
    return 0


def _cmd_leads_stats(args: argparse.Namespace) -> int:
    from rich.table import Table

    with migrated_store(args) as store:
        stats = store.stats(args.since)
    out = Console(highlight=False, soft_wrap=True)
    out.print(f"{stats.total} lead(s)" + (f" since {args.since:%Y-%m-%d %H:%M}" if args.since else ""))
    for title, rows in (
        ("form kind", stats.by_kind),
        ("page", stats.by_page[: args.top]),
        ("day (UTC)", [(f"{day:%Y-%m-%d}", n) for day, n in stats.by_day]),
    ):
        table = Table(title=f"by {title}", title_justify="left")
        table.add_column(title)
        table.add_column("leads", justify="right")
        for value, count in rows:
            table.add_row(str(value), str(count))
        out.print(table)
    return 0


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    leads = sub.add_parser(
        "leads",
        help="export, erase, purge or count the stored leads",
        description="The lead database is DATABASE_URL's (default: sqlite:///data/leads.sqlite3).",
    )
    add_database_option(leads)
    commands = leads.add_subparsers(dest="leads_command", required=True)

    export = commands.add_parser("export", help="write the leads to stdout, oldest first")
    export.add_argument("--format", choices=["csv", "jsonl"], default="csv", help="default: csv")
    export.add_argument(
        "--since", type=_since, help="only leads created from this date (UTC), e.g. 2026-01-31"
    )
    export.set_defaults(func=_cmd_leads_export)

    backup = commands.add_parser(
        "backup", help="a consistent copy of the SQLite database, while the server runs (PostgreSQL: pg_dump)"
    )
    backup.add_argument("--out", type=Path, required=True, help="the backup file (replaced atomically)")
    backup.set_defaults(func=_cmd_leads_backup)

    restore = commands.add_parser("restore", help="replace the SQLite database's content with a backup's")
    restore.add_argument("--from", dest="source", type=Path, required=True, help="the backup file")
    restore.add_argument(
        "--replace", action="store_true", help="required when the database already holds leads"
    )
    restore.set_defaults(func=_cmd_leads_restore)

    delete = commands.add_parser("delete", help="erase every lead of an e-mail address (GDPR request)")
    delete.add_argument("--email", required=True, help="the address, in any letter case")
    delete.set_defaults(func=_cmd_leads_delete)

    purge = commands.add_parser(
        "purge",
        help="delete leads and audience counters older than their retention periods "
        "(`lead_retention_years`, `audience_retention_months` of --content's site.yaml)",
    )
    purge.set_defaults(func=_cmd_leads_purge)

    stats = commands.add_parser("stats", help="count leads by form kind, page and day")
    stats.add_argument("--since", type=_since, help="only leads created from this date (UTC)")
    stats.add_argument("--top", type=int, default=20, help="pages shown (default: 20)")
    stats.set_defaults(func=_cmd_leads_stats)
