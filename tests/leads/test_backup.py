"""`bibliotheque leads backup` and `leads restore` while leads keep being written."""

from __future__ import annotations

import sqlite3
import threading
import uuid
from contextlib import closing
from pathlib import Path

import pytest

from bibliotheque.cli import main
from bibliotheque.forms.schemas import LeadCreate
from bibliotheque.leads.store import LeadStore
from tests.leads.conftest import settings_for
from tests.leads.factory import exported, lead_payload


class Writer(threading.Thread):
    """Stores leads back to back; `acknowledged` lists the ids of committed ones, in order."""

    def __init__(self, url: str) -> None:
        super().__init__(daemon=True)
        self.store = LeadStore.open(settings_for(url))
        self.store.migrate()
        self.acknowledged: list[uuid.UUID] = []
        self.stop = threading.Event()
        self.ready = threading.Event()

    def run(self) -> None:
        n = 0
        while not self.stop.is_set():
            stored = self.store.add(LeadCreate.model_validate(lead_payload(n)))
            self.acknowledged.append(stored.id)
            n += 1
            if n == 200:
                self.ready.set()
        self.store.close()


def test_a_backup_under_write_load_is_one_consistent_snapshot_and_restores(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = f"sqlite:///{tmp_path / 'leads.sqlite3'}"
    out = tmp_path / "backups" / "leads-backup.sqlite3"
    writer = Writer(url)
    writer.start()
    try:
        assert writer.ready.wait(60)
        before = {str(i) for i in writer.acknowledged}
        assert main(["leads", "--database-url", url, "backup", "--out", str(out)]) == 0
        after = {str(i) for i in writer.acknowledged}
        assert main(["leads", "--database-url", url, "backup", "--out", str(out)]) == 0  # replaces it
        again = {str(i) for i in writer.acknowledged}
    finally:
        writer.stop.set()
        writer.join(30)
    assert not out.with_name(out.name + ".partial").exists()
    with closing(sqlite3.connect(out)) as copy:  # one self-contained, sound file
        assert copy.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert copy.execute("PRAGMA journal_mode").fetchone() == ("delete",)
    saved = {row["id"] for row in exported(capsys, f"sqlite:///{out}")}
    # Every lead acknowledged before the second backup started is in it; none that did not exist.
    assert after <= saved <= again
    assert len(before) >= 200 and len(again) > len(before)

    restored = f"sqlite:///{tmp_path / 'restored' / 'leads.sqlite3'}"
    capsys.readouterr()
    assert main(["leads", "--database-url", restored, "restore", "--from", str(out)]) == 0
    assert f"restored {len(saved)} lead(s)" in capsys.readouterr().out
    assert {row["id"] for row in exported(capsys, restored)} == saved
    # A database that holds leads is replaced only when asked to.
    assert main(["leads", "--database-url", url, "restore", "--from", str(out)]) == 1
    assert "add --replace" in capsys.readouterr().err
    assert main(["leads", "--database-url", url, "restore", "--from", str(out), "--replace"]) == 0
    assert {row["id"] for row in exported(capsys, url)} == saved


def test_restore_while_the_server_writes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{tmp_path / 'leads.sqlite3'}"
    out = tmp_path / "backup.sqlite3"
    writer = Writer(url)
    writer.start()
    try:
        assert writer.ready.wait(60)
        assert main(["leads", "--database-url", url, "backup", "--out", str(out)]) == 0
        saved = {row["id"] for row in exported(capsys, f"sqlite:///{out}")}
        assert main(["leads", "--database-url", url, "restore", "--from", str(out), "--replace"]) == 0
        restored_at = len(writer.acknowledged)
    finally:
        writer.stop.set()
        writer.join(30)
    rows = {row["id"] for row in exported(capsys, url)}
    # The backup's leads, then whatever was written after the restore: the writer never failed.
    assert saved <= rows
    assert {str(i) for i in writer.acknowledged[restored_at:]} <= rows


def test_postgresql_is_backed_up_with_pg_dump(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    url = "postgresql://leads@127.0.0.1:1/leads"
    assert main(["leads", "--database-url", url, "backup", "--out", str(tmp_path / "x")]) == 1
    assert "pg_dump" in capsys.readouterr().err
