"""`bibliotheque admin …` through `main`, as the owner's team runs it."""

from __future__ import annotations

import io

import pytest
from sqlalchemy import select
from sqlalchemy.engine import Engine

from bibliotheque.admin.accounts import authenticate
from bibliotheque.admin.models import AdminAudit
from bibliotheque.admin.sessions import SessionStore
from bibliotheque.admin.settings import AdminSettings
from bibliotheque.cli import main


def _run(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    database_url: str,
    *args: str,
    stdin: str = "",
) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(["admin", "--database-url", database_url, *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_accounts_are_added_listed_reset_and_removed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], database_url: str, engine: Engine
) -> None:
    def run(*args: str, stdin: str = "") -> tuple[int, str, str]:
        return _run(monkeypatch, capsys, database_url, *args, stdin=stdin)

    assert (
        run("add-user", "Marie@Cabinet.example", "--password-stdin", stdin="une phrase assez longue\n")[0]
        == 0
    )
    code, _, err = run(
        "add-user", "marie@cabinet.example", "--password-stdin", stdin="une autre phrase longue\n"
    )
    assert code == 1 and "already exists" in err
    code, _, err = run("add-user", "paul@cabinet.example", "--password-stdin", stdin="court\n")
    assert code == 1 and "at least 12 characters" in err
    code, _, err = run("add-user", "pas une adresse", "--password-stdin", stdin="une phrase assez longue\n")
    assert code == 1 and "not an e-mail address" in err
    code, out, _ = run("list-users")
    assert code == 0 and "marie@cabinet.example" in out and "1 account(s)" in out

    account = authenticate(engine, "marie@cabinet.example", "une phrase assez longue")
    assert account is not None
    sessions = SessionStore(engine, AdminSettings())
    token, _ = sessions.create(account.id)
    code, out, _ = run(
        "reset-password", "marie@cabinet.example", "--password-stdin", stdin="tout nouveau secret\n"
    )
    assert code == 0 and "1 session(s) ended" in out
    assert sessions.find(token) is None
    assert authenticate(engine, "marie@cabinet.example", "une phrase assez longue") is None
    assert authenticate(engine, "marie@cabinet.example", "tout nouveau secret") is not None
    code, _, err = run("reset-password", "marie@cabinet.example", "--password-stdin", stdin="court\n")
    assert code == 1 and "at least 12 characters" in err
    assert authenticate(engine, "marie@cabinet.example", "tout nouveau secret") is not None

    token, _ = sessions.create(account.id)
    assert run("remove-user", "marie@cabinet.example")[0] == 0
    assert sessions.find(token) is None
    code, _, err = run("remove-user", "marie@cabinet.example")
    assert code == 1 and "no account" in err
    with engine.connect() as connection:
        actions = connection.execute(select(AdminAudit.action).order_by(AdminAudit.id)).scalars().all()
    assert actions == ["user.add", "user.reset_password", "user.remove"]


def test_typed_passwords_must_match(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], database_url: str
) -> None:
    typed = iter(["une phrase assez longue", "une autre phrase longue"])
    monkeypatch.setattr("getpass.getpass", lambda _prompt: next(typed))
    with pytest.raises(SystemExit, match="differ"):
        _run(monkeypatch, capsys, database_url, "add-user", "marie@cabinet.example")
