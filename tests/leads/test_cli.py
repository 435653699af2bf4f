"""`bibliotheque leads export | delete | purge | stats`, through `bibliotheque.cli.main`."""

from __future__ import annotations

import csv
import datetime as dt
import io
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from bibliotheque.cli import main
from bibliotheque.forms.schemas import LeadCreate
from bibliotheque.leads.store import LeadStore
from tests.leads.conftest import settings_for
from tests.leads.factory import exported, lead_payload

NOW = dt.datetime.now(dt.UTC)


@pytest.fixture
def store(database_url: str) -> Iterator[LeadStore]:
    """Leads of various ages and forms (stored directly: dates in the past)."""
    store = LeadStore.open(settings_for(database_url))
    store.migrate()
    for n, (days, overrides) in enumerate(
        [
            (4 * 365, {"form_kind": "modal", "trigger": "exit"}),
            (2 * 365, {}),
            (40, {"form_kind": "inline-end", "page_path": "/fr/article/piloter", "article_slug": "piloter"}),
            (1, {"email": "Paul.Durand@Exemple.example", "form_kind": "modal", "trigger": "scroll"}),
            (0, {"email": "paul.durand@exemple.example", "utm_source": '=HYPERLINK("http://x.example")'}),
        ]
    ):
        store.add(LeadCreate.model_validate(lead_payload(n, **overrides)), now=NOW - dt.timedelta(days=days))
    yield store
    store.close()


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    capsys.readouterr()
    assert main(list(argv)) == 0
    return capsys.readouterr().out


def test_export_csv_has_a_header_and_every_lead_oldest_first(
    store: LeadStore, database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    out = run(capsys, "leads", "--database-url", database_url, "export")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert len(rows) == 5
    assert [r["form_kind"] for r in rows] == ["modal", "tool", "inline-end", "modal", "tool"]
    assert rows[0]["trigger"] == "exit" and rows[2]["article_slug"] == "piloter"
    assert rows[1]["tool_answers"] == '{"budget": 12.5, "outils": "tableur", "pilotage": 2}'
    # A cell a spreadsheet would run as a formula is quoted.
    assert rows[4]["utm_source"] == '\'=HYPERLINK("http://x.example")'
    assert "idempotency_key" not in rows[0] and "email_lower" not in rows[0]


def test_export_jsonl_since_a_date(
    store: LeadStore, database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    since = (NOW - dt.timedelta(days=60)).date().isoformat()
    rows = exported(capsys, database_url, "--since", since)
    assert len(rows) == 3
    assert rows[-1]["utm_source"] == '=HYPERLINK("http://x.example")'  # JSON is data, not a spreadsheet
    assert rows[0]["article_slug"] == "piloter" and rows[1]["tool_answers"]["pilotage"] == 2
    assert dt.datetime.fromisoformat(rows[0]["created_at"]) >= dt.datetime.fromisoformat(
        since + "T00:00+00:00"
    )


def test_delete_erases_every_lead_of_an_address_whatever_its_case(
    store: LeadStore, database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    out = run(
        capsys, "leads", "--database-url", database_url, "delete", "--email", " PAUL.durand@exemple.EXAMPLE "
    )
    assert out.startswith("deleted 2 lead(s)")
    assert "paul.durand" not in out.lower()
    assert [r["email"] for r in exported(capsys, database_url) if "paul" in r["email"].lower()] == []
    assert run(
        capsys, "leads", "--database-url", database_url, "delete", "--email", "nobody@x.example"
    ).startswith("deleted 0 lead(s)")


def test_an_erased_address_is_left_in_none_of_the_sqlite_files(
    store: LeadStore, database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Not in the database file, not in the `-wal` file, while the server still holds it open."""
    if not database_url.startswith("sqlite"):
        pytest.skip("SQLite's own files")
    path = Path(database_url.removeprefix("sqlite:///"))
    files = (path, path.with_name(path.name + "-wal"))

    def found() -> list[str]:
        return [f.name for f in files if f.exists() and b"paul.durand@exemple" in f.read_bytes().lower()]

    server = sqlite3.connect(path)  # a running server's connection: the WAL is not removed at exit
    try:
        server.execute("SELECT count(*) FROM leads").fetchone()
        assert found()
        assert run(
            capsys,
            "leads",
            "--database-url",
            database_url,
            "delete",
            "--email",
            "paul.durand@exemple.example",
        )
        assert found() == []
        assert files[1].stat().st_size == 0  # TRUNCATE: the WAL is empty, not only copied
        assert len(exported(capsys, database_url)) == 3
    finally:
        server.close()


def test_purge_applies_the_retention_of_site_yaml(
    store: LeadStore, database_url: str, content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The one retention setting: site.yaml's `lead_retention_years`, which the privacy policy states."""
    purge = ("--content", str(content), "leads", "--database-url", database_url, "purge")
    out = run(capsys, *purge)
    assert out.startswith("purged 1 lead(s) created before") and "(retention: 3 years)" in out
    assert len(exported(capsys, database_url)) == 4
    site = content / "site.yaml"
    site.write_text(
        site.read_text(encoding="utf-8").replace("lead_retention_years: 3", "lead_retention_years: 1"),
        encoding="utf-8",
    )
    out = run(capsys, *purge)
    assert out.startswith("purged 1 lead(s)") and "(retention: 1 year)" in out
    assert len(exported(capsys, database_url)) == 3


def test_stats_count_by_form_kind_page_and_day(
    store: LeadStore, database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    out = run(capsys, "leads", "--database-url", database_url, "stats")
    assert "5 lead(s)" in out
    assert "by form kind" in out and "by page" in out and "by day (UTC)" in out
    lines = out.splitlines()
    assert any("tool" in line and line.rstrip().endswith("2 │") for line in lines)
    assert any("/fr/article/piloter" in line for line in lines)
    assert f"{NOW:%Y-%m-%d}" in out
    recent = run(capsys, "leads", "--database-url", database_url, "stats", "--since", f"{NOW:%Y-%m-%d}")
    assert "1 lead(s) since" in recent


def test_the_default_database_is_data_leads_sqlite3_in_the_working_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    assert "0 lead(s)" in run(capsys, "leads", "stats")
    assert (tmp_path / "data" / "leads.sqlite3").is_file()


def test_an_unreachable_database_is_said_plainly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("")
    assert main(["leads", "--database-url", f"sqlite:///{blocked}/leads.sqlite3", "stats"]) == 1
    assert "cannot open the lead database sqlite:///" in capsys.readouterr().err
    url = "postgresql://leads:secret@127.0.0.1:1/leads"
    assert main(["leads", "--database-url", url, "stats"]) == 1
    err = capsys.readouterr().err
    assert "cannot open the lead database postgresql+psycopg://leads:***@127.0.0.1:1/leads" in err
    assert "secret" not in err


def test_a_bad_date_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["leads", "export", "--since", "yesterday"])
    assert "not a date" in capsys.readouterr().err
