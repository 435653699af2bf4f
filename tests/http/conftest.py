"""The settings come from a clean environment here too (the fixture of tests/leads)."""

from tests.leads.conftest import _settings_from_a_clean_environment  # noqa: F401  (autouse)
