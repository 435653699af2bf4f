"""Part 1, Lighthouse: the four category scores and LCP, TBT, CLS, bytes per page type and language.

Lighthouse (npm, bench/node_modules) with its default settings — mobile, simulated throttling
(slow 4G, 4× CPU slowdown) — drives Debian's Chromium against `bibliotheque serve` on
127.0.0.1. One page of each type (home, category, article, AI article, sector, sector guide,
cluster, tool, business catalogue, legal notice) in French and English, LH_RUNS runs each (default 3), the pages taken in
turn in each round; the table gives the median of each figure. Three audits that score nothing
and cost seconds (bf-cache, the screenshots) are skipped. The results keep, per run, the audits
that lost points and the diagnostics behind the numbers (render-blocking files, script boot-up,
long tasks, layout shifts, LCP phases, the observed paints and `load`) and Lighthouse's
benchmark index of this machine.

`.venv/bin/python -m bench.lighthouse` (LH_RUNS, LH_PAGES=article,home to choose page types).
"""

from __future__ import annotations

import json
import os
import subprocess
from collections import Counter
from typing import Any

from bench.benchlib import (
    BENCH,
    CHROMIUM,
    budgets,
    console,
    ensure_dist,
    ensure_node_tools,
    finish,
    mark,
    median,
    page_types,
    port,
    site_server,
    table,
    write_results,
)

CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]


def main() -> int:
    ensure_node_tools()
    dist = ensure_dist()
    limits = budgets()["lighthouse"]
    runs = int(os.environ.get("LH_RUNS", "3"))
    wanted = [k for k in os.environ.get("LH_PAGES", "").split(",") if k]
    pages = [p for p in page_types(dist) if not wanted or p.key in wanted]
    results: dict[str, list[dict[str, Any]]] = {p.path: [] for p in pages}
    with site_server(dist, port()) as server:
        base = server.url
        command = ["node", str(BENCH / "lighthouse.mjs"), str(runs), *[base + p.path for p in pages]]
        env = {**os.environ, "CHROME_PATH": CHROMIUM}
        console.print(f"[dim]lighthouse: {len(pages)} pages × {runs} runs[/]")
        process = subprocess.run(command, cwd=BENCH, env=env, capture_output=True, text=True, check=False)
    for line in process.stdout.splitlines():
        record = json.loads(line)
        results[record["url"].removeprefix(base)].append(record)
    failures = [r for records in results.values() for r in records if "error" in r]
    if process.returncode != 0 and not any(results.values()):
        raise SystemExit(f"lighthouse failed:\n{process.stderr[-3000:]}")
    over: list[str] = []
    rows = []
    summary: list[dict[str, Any]] = []
    for page in pages:
        records = [r for r in results[page.path] if "error" not in r]
        if not records:
            rows.append([f"{page.label} ({page.lang})", "error", "", "", "", "", "", "", "", ""])
            continue
        scores = {c: median([r["scores"][c] for r in records]) for c in CATEGORIES}
        fcp = median([r["fcp_ms"] for r in records])
        lcp = median([r["lcp_ms"] for r in records])
        tbt = median([r["tbt_ms"] for r in records])
        cls = median([r["cls"] for r in records])
        size = median([r["bytes"] for r in records])
        name = f"{page.label} ({page.lang})"
        flags = {c: scores[c] < limits["min_scores"][c] for c in CATEGORIES}
        flags |= {"lcp": lcp > limits["lcp_ms"], "tbt": tbt > limits["tbt_ms"], "cls": cls > limits["cls"]}
        for key, flag in flags.items():
            if flag:
                over.append(f"{name} {key}")
        lost = Counter(f"{f['category']}:{f['id']}" for r in records for f in r["failing"])
        rows.append(
            [
                name,
                *[mark(f"{scores[c]:.0f}", flags[c]) for c in CATEGORIES],
                f"{fcp / 1000:.2f}",
                mark(f"{lcp / 1000:.2f}", flags["lcp"]),
                mark(f"{tbt:.0f}", flags["tbt"]),
                mark(f"{cls:.3f}", flags["cls"]),
                f"{size / 1000:.0f}",
            ]
        )
        summary.append(
            {
                "type": page.key,
                "lang": page.lang,
                "path": page.path,
                "scores": scores,
                "lcp_ms": lcp,
                "tbt_ms": tbt,
                "cls": cls,
                "bytes": size,
                "fcp_ms": fcp,
                "audits_losing_points": {k: f"{v}/{len(records)} runs" for k, v in lost.most_common()},
                "runs": records,
            }
        )
    table(
        f"Lighthouse — mobile (default settings), median of {runs} runs",
        ["page", "perf", "a11y", "best pr.", "SEO", "FCP s", "LCP s", "TBT ms", "CLS", "kB sent"],
        rows,
        caption=(
            f"budget: 100 in every category, LCP ≤ {limits['lcp_ms'] / 1000} s, TBT ≤ {limits['tbt_ms']} ms, "
            f"CLS ≤ {limits['cls']}; kB sent: Lighthouse's total byte weight"
        ),
    )
    lost_everywhere = Counter(k for s in summary for k in s["audits_losing_points"])
    if lost_everywhere:
        table(
            "Audits losing points (page types where they do, in at least one run)",
            ["audit", "pages"],
            [[k, str(v)] for k, v in lost_everywhere.most_common()],
        )
    index = [r["diagnostics"]["benchmark_index"] for s in summary for r in s["runs"]]
    write_results(
        "lighthouse",
        {
            "budgets": limits,
            "runs": runs,
            "lighthouse": _version("lighthouse"),
            "chromium": subprocess.run(
                [CHROMIUM, "--version"], capture_output=True, text=True
            ).stdout.strip(),
            "benchmark_index_median": median([i for i in index if i is not None]),
            "pages": summary,
            "failed_runs": failures,
            "over_budget": over,
        },
    )
    if failures:
        console.print(f"[red]{len(failures)} Lighthouse run(s) failed[/]: {failures[0].get('error')}")
    return finish(over)


def _version(package: str) -> str:
    data = json.loads((BENCH / "node_modules" / package / "package.json").read_text(encoding="utf-8"))
    return str(data["version"])


if __name__ == "__main__":
    raise SystemExit(main())
