"""Errors of a build step that the CLI reports in one line (no traceback): cheap to import."""

from __future__ import annotations


class WebBuildFailed(RuntimeError):
    """A step of the web build exited with an error (its own messages are on stderr above)."""
