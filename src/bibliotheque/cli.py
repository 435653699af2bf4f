"""`bibliotheque`: check content, build the site, serve it, manage leads."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from rich.console import Console

console = Console(stderr=True, highlight=False, soft_wrap=True, emoji=False)

DEFAULT_CONTENT = Path("content")


def _cmd_check(args: argparse.Namespace) -> int:
    from bibliotheque.checks import check_content
    from bibliotheque.content.outbound import is_production
    from bibliotheque.content.source_links import source_stats

    errors, warnings = check_content(args.content, production=args.production or is_production())
    for problem in errors:
        console.print(f"[red]error[/red] {problem.format(Path.cwd())}")
    for problem in warnings:
        console.print(f"[yellow]warning[/yellow] {problem.format(Path.cwd())}")
    missing_en = sum(1 for w in warnings if w.message == "English missing")
    summary = f"{len(errors)} error(s), {len(warnings)} warning(s) ({missing_en} missing English value(s))"
    stats = source_stats(args.content)
    if stats is not None:
        console.print(stats.summary())
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
    from bibliotheque.paths import WEB, generated_dir, web_build_dir
    from bibliotheque.pipeline.fingerprint import Stamps, build_digest

    if args.watch:
        from bibliotheque.pipeline.watch import watch_content

        watch_content(args.content)
        return 0

    started = time.perf_counter()
    # The web app's page data and build output can live outside web/ (parallel builds, CI).
    generated = generated_dir()
    # Nothing changed since the last build there: answered before importing the build's modules.
    last = (
        None if args.data_only else Stamps(generated).matches(Path(args.out), build_digest(args.content, WEB))
    )
    if last is not None:
        console.print(f"· nothing changed since the last build into {args.out} (content, sources, settings)")
        pages, warnings = last["pages"], last["warnings"]
    else:
        from bibliotheque.pipeline.build import build_site

        report = build_site(
            args.content,
            Path(args.out),
            skip_web=args.data_only,
            generated=generated,
            web_build=web_build_dir(),
        )
        pages, warnings = report.pages, report.warning_count
    console.print(
        f"[green]✓[/green] built {pages} page(s) in {time.perf_counter() - started:.1f} s "
        f"({warnings} warning(s)) → {args.out}"
    )
    return 0


def _cmd_serve(args: argparse.Namespace) -> int:
    from bibliotheque.server.run import serve

    serve(Path(args.dist), host=args.host, port=args.port, workers=args.workers)
    return 0


def _cmd_deploy_nginx(args: argparse.Namespace) -> int:
    from bibliotheque.deploy.nginx import NginxOptions, write

    dist = Path(args.dist)
    if not (dist / "_site.json").is_file():
        console.print(f"[red]✗[/red] {dist} is not a built site (no _site.json): run `make build` first")
        return 1
    upstreams = tuple(args.upstream) or tuple(f"127.0.0.1:{args.first_port + n}" for n in range(args.workers))
    options = NginxOptions(dist=dist, upstreams=upstreams, listen=args.listen, server_name=args.server_name)
    for path in write(options, Path(args.out)):
        print(f"wrote {path}")
    return 0


def _worker_count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not 1 <= value <= 256:
        raise argparse.ArgumentTypeError(f"{value}: between 1 and 256")
    return value


def _content_option(command: argparse.ArgumentParser) -> None:
    """`--content` after the command too (`bibliotheque build --content DIR`): any content folder,
    such as the larger libraries of `python -m bench.scale`. Unset, the global option's value stays."""
    command.add_argument(
        "--content", type=Path, default=argparse.SUPPRESS, help="content folder (default: content)"
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="bibliotheque", description=__doc__)
    parser.add_argument(
        "--content", type=Path, default=DEFAULT_CONTENT, help="content folder (default: content)"
    )
    sub = parser.add_subparsers(dest="command", required=True)

    check = sub.add_parser("check", help="validate content/; every error names file, line and field")
    check.add_argument(
        "--production",
        action="store_true",
        help="also refuse what must not go live (the publisher's placeholder identity in site.yaml)",
    )
    _content_option(check)
    check.set_defaults(func=_cmd_check)

    typo = sub.add_parser(
        "typography", help="fix French and English typography in the `fr` and `en` values of YAML files"
    )
    typo.add_argument("paths", nargs="*", type=Path, help="files or folders (default: content/)")
    typo.set_defaults(func=_cmd_typography)

    schema = sub.add_parser("schema", help="write JSON Schema of the content files (for editors)")
    schema.add_argument("--out", type=Path, default=Path("schema"), help="output folder")
    schema.set_defaults(func=_cmd_schema)

    build = sub.add_parser("build", help="check content, then build the whole site into dist/")
    build.add_argument("--out", default="dist", help="output folder (default: dist)")
    _content_option(build)
    build.add_argument(
        "--data-only", action="store_true", help="write the web app's data, skip the web build"
    )
    build.add_argument(
        "--watch", action="store_true", help="with --data-only: rewrite page data whenever content/ changes"
    )
    build.set_defaults(func=_cmd_build)

    serve = sub.add_parser("serve", help="serve a built dist/ with the site's HTTP behaviour")
    serve.add_argument("--dist", default="dist", help="built site (default: dist)")
    serve.add_argument("--host", default=None, help="address (default: HOST, else 127.0.0.1)")
    serve.add_argument("--port", type=int, default=None, help="port (default: PORT, else 8000)")
    serve.add_argument(
        "--workers",
        type=_worker_count,
        default=None,
        help="server processes sharing the port (default: SERVE_WORKERS, else 1)",
    )
    serve.set_defaults(func=_cmd_serve)

    deploy = sub.add_parser("deploy", help="production configuration generated from the built site")
    targets = deploy.add_subparsers(dest="deploy_target", required=True)
    nginx = targets.add_parser(
        "nginx", help="an nginx configuration: pages from disk, /api/ to N `bibliotheque serve` workers"
    )
    nginx.add_argument("--out", required=True, help="folder for bibliotheque.conf and nginx.conf")
    nginx.add_argument("--dist", default="dist", help="built site (default: dist)")
    nginx.add_argument("--workers", type=int, default=2, help="workers on 127.0.0.1 (default: 2)")
    nginx.add_argument("--first-port", type=int, default=8001, help="the first worker's port (default: 8001)")
    nginx.add_argument("--upstream", action="append", default=[], help="HOST:PORT of a worker (repeatable)")
    nginx.add_argument("--listen", default="80", help="nginx `listen` (default: 80)")
    nginx.add_argument("--server-name", default="_", help="nginx `server_name` (default: _)")
    nginx.set_defaults(func=_cmd_deploy_nginx)

    from bibliotheque.leads.cli import add_parser as add_leads_parser

    add_leads_parser(sub)
    from bibliotheque.deliveries.cli import add_parser as add_deliveries_parser

    add_deliveries_parser(sub)
    from bibliotheque.admin.cli import add_parser as add_admin_parser

    add_admin_parser(sub)
    from bibliotheque.client_errors.cli import add_parser as add_client_errors_parser

    add_client_errors_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    from bibliotheque.content.errors import ContentError
    from bibliotheque.db.engine import DatabaseUnavailable
    from bibliotheque.pipeline.build_errors import WebBuildFailed

    try:
        code: int = args.func(args)
    except ContentError as exc:
        for problem in exc.problems:
            console.print(f"[red]error[/red] {problem.format(Path.cwd())}")
        console.print(f"[red]✗[/red] {len(exc.problems)} content error(s)")
        return 1
    except (DatabaseUnavailable, WebBuildFailed) as exc:
        console.print(f"[red]✗[/red] {exc}")
        return 1
    return code


if __name__ == "__main__":
    sys.exit(main())
