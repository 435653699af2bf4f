"""Rendering errors the browser reports from the crash screen (issue 23): scrubbed, stored, listed."""
