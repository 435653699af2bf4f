"""`bibliotheque client-errors list`: the newest rendering errors the crash screen reported."""

from __future__ import annotations

import argparse
from typing import Any

from bibliotheque.db.cli_options import add_database_option, migrated_engine


def _cmd_list(args: argparse.Namespace) -> int:
    from bibliotheque.client_errors.store import newest_reports

    engine = migrated_engine(args)
    try:
        reports = newest_reports(engine, args.limit)
    finally:
        engine.dispose()
    if not reports:
        print("no client error reported")
    for report in reports:
        when = report.received_at.strftime("%Y-%m-%d %H:%M:%S")
        print(f"{report.id}\t{when}\t{report.page}\t{report.release or '?'}\t{report.message}")
        if args.stack and report.stack:
            print("\n".join(f"\t{line}" for line in report.stack.splitlines()))
    return 0


def add_parser(sub: Any) -> None:
    """Adds `client-errors` and its commands to the `bibliotheque` parser."""
    parser = sub.add_parser(
        "client-errors",
        help="the rendering errors visitors' browsers reported (POST /api/client-errors)",
        description="Reports are in the lead database (DATABASE_URL), scrubbed of query strings "
        "and e-mail addresses; the newest 5,000 are kept.",
    )
    add_database_option(parser)
    commands = parser.add_subparsers(dest="client_errors_command", required=True)
    listing = commands.add_parser(
        "list", help="the newest reports first: id, time (UTC), page, release, message"
    )
    listing.add_argument("--limit", type=int, default=50, help="how many (default: 50)")
    listing.add_argument("--stack", action="store_true", help="print each report's stack too")
    listing.set_defaults(func=_cmd_list)
