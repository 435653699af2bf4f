"""`bibliotheque`: check content, build the site, serve it, manage leads."""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from rich.console import Console

console = Console(stderr=True, highlight=False, soft_wrap=True)

DEFAULT_CONTENT = Path("content")


def _cmd_check(args: argparse.Namespace) -> int:
    from bibliotheque.content.checks import check_content

    errors, warnings = check_content(args.content)
    for problem in errors:
        console.print(f"[red]error[/red] {problem.format(Path.cwd())}")
    for problem in warnings:
        console.print(f"[yellow]warning[/yellow] {problem.format(Path.cwd())}")
    missing_en = sum(1 for w in warnings if w.message == "English missing")
    summary = f"{len(errors)} error(s), {len(warnings)} warning(s) ({missing_en} missing English value(s))"
    if errors:
        console.print(f"[red]✗[/red] {summary}")
        return 1
    console.print(f"[green]✓[/green] content is valid: {summary}")
    return 0


def _cmd_typography(args: argparse.Namespace) -> int:
    from bibliotheque.content.fixer import fix_file

    paths: list[Path] = []
    for target in args.paths or [args.content]:
        paths += sorted(target.rglob("*.yaml")) if target.is_dir() else [target]
    changed = [p for p in paths if fix_file(p)]
    for path in changed:
        console.print(f"fixed {path}")
    console.print(f"{len(changed)} of {len(paths)} file(s) changed")
    return 0


def _cmd_schema(args: argparse.Namespace) -> int:
    from bibliotheque.content.json_schema import write_content_schemas

    written = write_content_schemas(args.out)
    console.print(f"wrote {len(written)} JSON Schema file(s) to {args.out}")
    return 0


def _cmd_build(args: argparse.Namespace) -> int:
    from bibliotheque.build.pipeline import build_site

    if args.watch:
        from bibliotheque.build.watch import watch_content

        watch_content(args.content)
        return 0

    started = time.perf_counter()
    report = build_site(args.content, Path(args.out), skip_web=args.data_only)
    elapsed = time.perf_counter() - started
    console.print(
        f"[green]✓[/green] built {report.pages} page(s) in {elapsed:.1f} s "
        f"({len(report.warnings)} warning(s)) → {args.out}"
    )
    return 0


def _cmd_serve(args: argparse.Namespace) -> int:
    from bibliotheque.server.run import serve

    serve(Path(args.dist), host=args.host, port=args.port)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="bibliotheque", description=__doc__)
    parser.add_argument(
        "--content", type=Path, default=DEFAULT_CONTENT, help="content folder (default: content)"
    )
    sub = parser.add_subparsers(dest="command", required=True)

    sub.add_parser("check", help="validate content/; every error names file, line and field").set_defaults(
        func=_cmd_check
    )

    typo = sub.add_parser("typography", help="fix French typography in the `fr` values of YAML files")
    typo.add_argument("paths", nargs="*", type=Path, help="files or folders (default: content/)")
    typo.add_argument("--fix", action="store_true", help="rewrite the files (the default; kept for clarity)")
    typo.set_defaults(func=_cmd_typography)

    schema = sub.add_parser("schema", help="write JSON Schema of the content files (for editors)")
    schema.add_argument("--out", type=Path, default=Path("schema"), help="output folder")
    schema.set_defaults(func=_cmd_schema)

    build = sub.add_parser("build", help="check content, then build the whole site into dist/")
    build.add_argument("--out", default="dist", help="output folder (default: dist)")
    build.add_argument(
        "--data-only", action="store_true", help="write the web app's data, skip the web build"
    )
    build.add_argument(
        "--watch", action="store_true", help="with --data-only: rewrite page data whenever content/ changes"
    )
    build.set_defaults(func=_cmd_build)

    serve = sub.add_parser("serve", help="serve a built dist/ with the site's HTTP behaviour")
    serve.add_argument("--dist", default="dist", help="built site (default: dist)")
    serve.add_argument("--host", default=os.environ.get("HOST", "127.0.0.1"))
    serve.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
    serve.set_defaults(func=_cmd_serve)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    from bibliotheque.content.errors import ContentError

    try:
        code: int = args.func(args)
    except ContentError as exc:
        for problem in exc.problems:
            console.print(f"[red]error[/red] {problem.format(Path.cwd())}")
        console.print(f"[red]✗[/red] {len(exc.problems)} content error(s)")
        return 1
    return code


if __name__ == "__main__":
    sys.exit(main())
