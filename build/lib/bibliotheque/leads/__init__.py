"""Leads: what the site's forms send to `POST /api/leads`, stored durably (DESIGN §6).

`store` writes and reads rows (and the deliveries' outbox in the same transaction); `api`,
`fast_path` and `intake` are the HTTP endpoint; `group_commit`, `gate` and `checkpoint` keep it
fast and bounded; `export`, `backup` and `cli` serve the commands. The body's schema is in
`bibliotheque.forms`, the database in `bibliotheque.db`, the HTTP plumbing in `bibliotheque.http`.
"""
