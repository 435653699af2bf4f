"""Leads: what the site's forms send to `POST /api/leads`, stored durably (DESIGN §6).

`settings` reads the environment once; `database` makes the engine and applies the migrations;
`store` writes and reads rows; `api` is the HTTP endpoint; `export` and `stats` serve the CLI.
"""
