"""Content: the schema of `content/`, its loading and validation."""
