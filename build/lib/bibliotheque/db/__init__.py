"""The database every feature stores into: one engine (SQLite, durable, or PostgreSQL), one base
for the tables, one Alembic history (DESIGN §6).

`engine` makes the engine and applies the migrations; `sqlite_files` guards the SQLite files under
a running server; `base` is what every table shares; `access` is what a feature needs of the open
database; `cli_options` is the commands' `--database-url`. Features declare their own tables.
"""
