"""The README and the decision records cannot drift from the code: every setting, `bibliotheque`
subcommand and `make` target the README names exists, every setting is documented in its
settings module's table (as Datasette's documentation tests do), the module map lists every Python
package and web feature, and no two decision records share a number."""

from __future__ import annotations

import argparse
import importlib
import re
from pathlib import Path

import pytest
from pydantic import AliasChoices
from pydantic_settings import BaseSettings

from bibliotheque.cli import build_parser

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
SETTINGS = {
    "bibliotheque.admin.settings": "AdminSettings",
    "bibliotheque.audience.settings": "AudienceSettings",
    "bibliotheque.deliveries.settings": "DeliverySettings",
    "bibliotheque.settings.server": "LeadSettings",
    "bibliotheque.server.settings": "ServerSettings",
}
PREFIXES = ("SERVE_", "LEADS_", "DELIVERY_", "ADMIN_", "AUDIENCE_", "DATABASE_")
# A variable name, not a wildcard such as `LEADS_DB_*_TIMEOUT`.
VARIABLE = re.compile(r"\b(?:" + "|".join(PREFIXES) + r")[A-Z0-9_]*[A-Z0-9](?![A-Z0-9_*])")


def _variables(cls: type[BaseSettings]) -> set[str]:
    prefix = str(cls.model_config.get("env_prefix", ""))
    names: set[str] = set()
    for name, field in cls.model_fields.items():
        alias = field.validation_alias
        if isinstance(alias, AliasChoices):  # every variable it reads (not field names)
            names.update(str(choice) for choice in alias.choices if str(choice).isupper())
        else:
            names.add(str(alias) if alias else (prefix + name).upper())
    return names


def _documented(module: str) -> set[str]:
    doc = importlib.import_module(module).__doc__ or ""
    rows = [line.split("|")[1] for line in doc.splitlines() if line.startswith("| `")]
    return {name for row in rows for name in re.findall(r"`([A-Z][A-Z0-9_]+)`", row)}


def _all_variables() -> set[str]:
    return {
        v
        for module, cls in SETTINGS.items()
        for v in _variables(getattr(importlib.import_module(module), cls))
    }


@pytest.mark.parametrize("module", SETTINGS)
def test_every_setting_is_in_its_module_table_and_the_reverse(module: str) -> None:
    cls = getattr(importlib.import_module(module), SETTINGS[module])
    assert _documented(module) == _variables(cls)


def test_every_setting_the_readme_names_exists() -> None:
    named = set(VARIABLE.findall(README))
    assert len(named) > 20
    assert named - _all_variables() == set()


def _subcommands(parser: argparse.ArgumentParser, prefix: str = "") -> set[str]:
    found: set[str] = set()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                found.add(prefix + name)
                found |= _subcommands(sub, prefix + name + " ")
    return found


def test_every_command_the_readme_names_exists() -> None:
    commands = _subcommands(build_parser())
    named = {
        " ".join(part for part in match if part)
        for match in re.findall(
            r"bibliotheque (?!PME)([a-z][a-z-]*)(?: ([a-z][a-z-]*)(?![a-z-]*[/.]))?", README
        )
    }
    assert {"leads purge", "deploy nginx", "admin add-user"} <= named
    for command in named:
        # `bibliotheque serve workers`: a word after a command without subcommands is prose.
        first = command.split()[0]
        assert command in commands or (
            first in commands and not any(c.startswith(first + " ") for c in commands)
        ), command


def test_every_make_target_the_readme_names_exists() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    targets = set(re.findall(r"^([a-z][a-z-]*):", makefile, re.MULTILINE))
    parts = re.search(r"^BENCH_PARTS := (.*)$", makefile, re.MULTILINE)
    assert parts
    targets |= {f"bench-{part}" for part in parts[1].split()}
    named = set(re.findall(r"(?:`|^)make ([a-z][a-z-]*)", README, re.MULTILINE))
    assert {"run", "test", "build"} <= named
    assert named - targets == set()


@pytest.mark.parametrize("record", sorted((ROOT / "docs" / "decisions").glob("*.md")), ids=lambda p: p.name)
def test_every_decision_record_has_a_date_and_a_status(record: Path) -> None:
    head = record.read_text(encoding="utf-8")[:600]
    # `**Date.** 2026-11-22` and `**Status.** accepted` on lines of their own, or
    # `Date: 2026-11-23 · Status: accepted (…)` on one line.
    assert re.search(r"^(\*\*Date\.\*\*|Date:) \d{4}-\d{2}-\d{2}\b", head, re.MULTILINE), record.name
    assert re.search(r"(\*\*Status\.\*\*|Status:) (accepted|superseded by \S+|deprecated)", head), record.name


def _map_rows(heading: str) -> set[str]:
    """The first cells of the README's table that follows `heading`: `pipeline/`, `cli.py`…"""
    table = README.split(heading, 1)[1].split("\n\n", 2)[1]
    return {m for m in re.findall(r"^\| `([^`]+)` \|", table, re.MULTILINE)}


def test_the_readme_module_map_lists_every_python_package_and_module() -> None:
    src = ROOT / "src" / "bibliotheque"
    present = {f"{p.name}/" for p in src.iterdir() if (p / "__init__.py").exists()}
    present |= {p.name for p in src.glob("*.py") if p.name != "__init__.py"}
    assert _map_rows("Python, `src/bibliotheque/`") == present


def test_the_readme_module_map_lists_every_web_feature() -> None:
    features = ROOT / "web" / "src" / "features"
    present = {f"{p.name}/" for p in features.iterdir() if p.is_dir()}
    assert _map_rows("Each feature in\n`web/src/features/`") == present


def test_no_two_decision_records_share_a_number() -> None:
    numbers = [p.name[:3] for p in (ROOT / "docs" / "decisions").glob("[0-9][0-9][0-9]-*.md")]
    assert sorted(n for n in set(numbers) if numbers.count(n) > 1) == []
