"""`--database-url`, shared by the `leads`, `deliveries`, `admin` and `client-errors` commands."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported when a command runs: `bibliotheque --help` stays fast
    from sqlalchemy import Engine

    from bibliotheque.settings.server import LeadSettings


def add_database_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--database-url", help="another database than DATABASE_URL's")


def lead_settings(args: argparse.Namespace) -> LeadSettings:
    """The server's settings of the environment, or of `--database-url`."""
    from bibliotheque.settings.server import LeadSettings, get_settings

    return LeadSettings(database_url=args.database_url) if args.database_url else get_settings()


def migrated_engine(args: argparse.Namespace) -> Engine:
    """The database of the settings (or of `--database-url`), migrated to the newest schema."""
    from bibliotheque.db.engine import make_engine, migrate

    settings = lead_settings(args)
    engine = make_engine(settings)
    migrate(engine, settings)
    return engine
