"""The owner's view under /admin: accounts, sessions, the leads table and the audit log (issue 19)."""
