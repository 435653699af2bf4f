"""`bibliotheque admin`: the accounts of the owner's team (add, remove, list, reset a password)."""

from __future__ import annotations

import argparse
import getpass
import sys
from collections.abc import Callable

from sqlalchemy.engine import Engine

from bibliotheque.db.cli_options import add_database_option, migrated_engine


def _engine(args: argparse.Namespace) -> Engine:
    return migrated_engine(args)


def _read_password(args: argparse.Namespace) -> str:
    """From stdin's first line (--password-stdin), else typed twice without echo."""
    if args.password_stdin:
        return sys.stdin.readline().rstrip("\r\n")
    first = getpass.getpass("Password: ")
    if getpass.getpass("Password again: ") != first:
        raise SystemExit("the two passwords differ")
    return first


def _run(args: argparse.Namespace, action: Callable[[Engine], str]) -> int:
    from bibliotheque.admin.accounts import AccountError
    from bibliotheque.admin.passwords import WeakPassword

    engine = _engine(args)
    try:
        print(action(engine))
    except (AccountError, WeakPassword) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    finally:
        engine.dispose()
    return 0


def _new_password(args: argparse.Namespace) -> str | None:
    """The account's new password, read and checked (with its address); None once the error is printed."""
    from bibliotheque.admin.accounts import account_email
    from bibliotheque.admin.passwords import WeakPassword, check_strength

    try:
        account_email(args.email)
        password = _read_password(args)
        check_strength(password)
    except (ValueError, WeakPassword) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return None
    return password


def _cmd_add(args: argparse.Namespace) -> int:
    from bibliotheque.admin.accounts import add_user

    password = _new_password(args)
    if password is None:
        return 1
    return _run(args, lambda engine: f"added {add_user(engine, args.email, password).email}")


def _cmd_remove(args: argparse.Namespace) -> int:
    from bibliotheque.admin.accounts import remove_user

    def remove(engine: Engine) -> str:
        remove_user(engine, args.email)
        return f"removed {args.email.strip().lower()} and ended its sessions"

    return _run(args, remove)


def _cmd_list(args: argparse.Namespace) -> int:
    from bibliotheque.admin.accounts import list_users

    def listing(engine: Engine) -> str:
        users = list_users(engine)
        lines = [
            f"{u.email}\tcreated {u.created_at:%Y-%m-%d}\tpassword set {u.password_changed_at:%Y-%m-%d}"
            for u in users
        ]
        return "\n".join([*lines, f"{len(users)} account(s)"])

    return _run(args, listing)


def _cmd_reset(args: argparse.Namespace) -> int:
    from bibliotheque.admin.accounts import set_password

    password = _new_password(args)
    if password is None:
        return 1
    return _run(
        args,
        lambda engine: f"password changed; {set_password(engine, args.email, password)} session(s) ended",
    )


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    admin = sub.add_parser(
        "admin",
        help="accounts of the owner's team for /admin",
        description="Accounts live in the lead database, DATABASE_URL's (default: sqlite:///data/leads.sqlite3).",
    )
    add_database_option(admin)
    commands = admin.add_subparsers(dest="admin_command", required=True)
    for name, func, text in (
        ("add-user", _cmd_add, "create an account (password typed twice, or --password-stdin)"),
        ("reset-password", _cmd_reset, "set a new password; every session of the account ends"),
    ):
        command = commands.add_parser(name, help=text)
        command.add_argument("email")
        command.add_argument("--password-stdin", action="store_true", help="read the password from stdin")
        command.set_defaults(func=func)
    remove = commands.add_parser("remove-user", help="delete an account and end its sessions")
    remove.add_argument("email")
    remove.set_defaults(func=_cmd_remove)
    commands.add_parser("list-users", help="the accounts, by address").set_defaults(func=_cmd_list)
