"""Part 6, security headers: the MDN HTTP Observatory's tests against `bibliotheque serve`.

The scanner (npm `@mdn/mdn-http-observatory`, installed with `--ignore-scripts`: its install
script downloads the HSTS preload list and the list of top-level domains, which cannot be
fetched here; bench/Makefile writes both files empty instead — no local host is preloaded, and
the domain list only serves its web API). Its CLI scans ports 80/443 of a hostname, so
observatory.mjs calls the same functions with our port. Two pages: `/` (redirected to `/fr`, as
a visitor arrives) and an article. Over plain HTTP on 127.0.0.1 the redirection-to-HTTPS and
HSTS tests cannot pass (the server sends HSTS only over TLS, DESIGN §5); every other must.

`.venv/bin/python -m bench.observatory`.
"""

from __future__ import annotations

import json
import subprocess
from typing import Any

from bench.benchlib import (
    BENCH,
    budgets,
    ensure_dist,
    ensure_node_tools,
    finish,
    page_types,
    port,
    site_server,
    table,
    write_results,
)


def scan(port_number: int, path: str) -> dict[str, Any]:
    command = ["node", str(BENCH / "observatory.mjs"), "127.0.0.1", str(port_number), str(port(3)), path]
    out = subprocess.run(command, cwd=BENCH, capture_output=True, text=True, timeout=120)
    if out.returncode != 0:
        raise SystemExit(f"observatory scan of {path} failed:\n{out.stdout[-2000:]}\n{out.stderr[-2000:]}")
    result: dict[str, Any] = json.loads(out.stdout)
    return result


def main() -> int:
    ensure_node_tools()
    dist = ensure_dist()
    expected = set(budgets()["observatory"]["expected_to_fail_over_http"])
    article = next(p for p in page_types(dist, ["fr"]) if p.key == "article")
    paths = ["/", article.path]
    with site_server(dist, port()):
        scans = {path: scan(port(), path) for path in paths}
    names = list(next(iter(scans.values()))["tests"])
    rows = []
    unexpected: list[str] = []
    for name in names:
        cells = []
        for path in paths:
            test = scans[path]["tests"][name]
            passed = bool(test["pass"])
            if not passed and name not in expected:
                unexpected.append(f"{name} on {path}: {test['result']}")
            colour = "green" if passed else ("yellow" if name in expected else "red")
            cells.append(f"[{colour}]{'pass' if passed else 'FAIL'}[/] {test['result']}")
        rows.append([name + (" (expected over HTTP)" if name in expected else ""), *cells])
    grades = [f"{s['scan']['grade']} ({s['scan']['score']})" for s in scans.values()]
    table(
        "Security headers — MDN HTTP Observatory over plain HTTP",
        ["test", *[f"{p} → {g}" for p, g in zip(paths, grades, strict=True)]],
        rows,
        caption="grade and score as the scanner computes them, the two HTTPS-only tests included",
    )
    write_results(
        "observatory",
        {
            "paths": paths,
            "expected_to_fail_over_http": sorted(expected),
            "scans": {
                path: {
                    "grade": s["scan"]["grade"],
                    "score": s["scan"]["score"],
                    "tests": {
                        k: {
                            "pass": v["pass"],
                            "result": v["result"],
                            "score_modifier": v.get("scoreModifier"),
                        }
                        for k, v in s["tests"].items()
                    },
                    "response_headers": s["scan"]["responseHeaders"],
                }
                for path, s in scans.items()
            },
            "unexpected_failures": unexpected,
        },
    )
    # A failing test other than the two HTTPS-only ones is a defect of the server's headers.
    return finish(unexpected)


if __name__ == "__main__":
    raise SystemExit(main())
