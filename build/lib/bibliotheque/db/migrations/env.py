"""Alembic environment: runs on the connection that `bibliotheque.db.engine.migrate` passes in.

Run outside the application (e.g. `alembic revision --autogenerate`), it connects to the URL given
with `-x url=…`, else to the settings' DATABASE_URL.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection

# Every feature's tables, for autogenerate to compare with the database: the one place where
# `db` reads the features above it (an `ignore_imports` of the layers contract in pyproject.toml).
import bibliotheque.admin.models
import bibliotheque.audience.models
import bibliotheque.client_errors.models
import bibliotheque.deliveries.models
import bibliotheque.leads.models  # noqa: F401
from bibliotheque.db.base import Base


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=Base.metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def _main() -> None:
    connection = context.config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    from bibliotheque.db.engine import make_engine
    from bibliotheque.settings.server import LeadSettings, get_settings

    url = context.get_x_argument(as_dictionary=True).get("url")
    engine = make_engine(LeadSettings(database_url=url) if url else get_settings())
    try:
        with engine.connect() as connection:
            _run(connection)
    finally:
        engine.dispose()


_main()
