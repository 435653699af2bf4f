"""The targets of issue 13 against the latest results in bench/results/, in one table.

`.venv/bin/python -m bench.summary` (after the parts; a part that has not run shows "not run").
"""

from __future__ import annotations

import json
from typing import Any

from bench.benchlib import RESULTS, budgets, console, table

OK, OVER = "[green]met[/]", "[red]missed[/]"


def load(part: str) -> dict[str, Any] | None:
    path = RESULTS / f"{part}.json"
    if not path.is_file():
        return None
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def main() -> int:
    b = budgets()
    rows: list[list[str]] = []

    def add(target: str, measured: str, met: bool | str | None, date: str | None) -> None:
        """met: True/False against a target; a string for a figure only reported; None: not run."""
        status = "not run" if met is None else met if isinstance(met, str) else (OK if met else OVER)
        rows.append([target, measured, status, (date or "")[:16].replace("T", " ")])

    lh = load("lighthouse")
    if lh:
        pages = lh["pages"]
        for category in ("performance", "accessibility", "best-practices", "seo"):
            lows = [p for p in pages if p["scores"][category] < b["lighthouse"]["min_scores"][category]]
            worst = min(pages, key=lambda p: p["scores"][category])
            add(
                f"Lighthouse {category} = 100 on every page",
                f"{len(pages) - len(lows)}/{len(pages)} pages at 100; lowest {worst['scores'][category]:.0f} "
                f"({worst['type']} {worst['lang']})",
                not lows,
                lh["date"],
            )
        for key, label, unit, scale in (
            ("lcp_ms", "LCP", "s", 1000),
            ("tbt_ms", "TBT", "ms", 1),
            ("cls", "CLS", "", 1),
        ):
            limit = b["lighthouse"][key]
            worst = max(pages, key=lambda p: p[key])
            best = min(pages, key=lambda p: p[key])
            fmt = "{:.3f}" if key == "cls" else ("{:.2f}" if scale == 1000 else "{:.0f}")
            unit_ = f" {unit}" if unit else ""
            add(
                f"Lighthouse {label} ≤ {fmt.format(limit / scale)}{unit_}",
                f"{fmt.format(best[key] / scale)}–{fmt.format(worst[key] / scale)}{unit_} (worst: {worst['type']} "
                f"{worst['lang']})",
                worst[key] <= limit,
                lh["date"],
            )
    else:
        add("Lighthouse", "", None, None)

    weight = load("weight")
    if weight:
        w = b["weight"]
        article = next(p for p in weight["pages"] if p["type"] == "article")
        script = "script" if "script" in article else "js"  # results before issue 20 have no "script"
        heaviest_js = max(weight["pages"], key=lambda p: p[script]["br"])
        add(
            f"first-load JS + data on an article ≤ {w['js_br_bytes'] / 1000:.0f} kB br",
            f"{article[script]['br'] / 1000:.1f} kB (heaviest: {heaviest_js['type']} {heaviest_js[script]['br'] / 1000:.1f})",
            article[script]["br"] <= w["js_br_bytes"]
            and heaviest_js[script]["br"] <= w.get("js_br_bytes_other_types", 0),
            weight["date"],
        )
        css = max(p["css"]["br"] for p in weight["pages"])
        add(
            f"CSS ≤ {w['css_br_bytes'] / 1000:.0f} kB br",
            f"{css / 1000:.1f} kB",
            css <= w["css_br_bytes"],
            weight["date"],
        )
        fonts = max(p["fonts"]["br"] for p in weight["pages"])
        add(
            f"fonts ≤ {w['font_bytes'] / 1000:.0f} kB",
            f"{fonts / 1000:.1f} kB",
            fonts <= w["font_bytes"],
            weight["date"],
        )
    else:
        add("Weight", "", None, None)

    build = load("build")
    if build:
        clean = build["clean"]
        images = clean.get("social_images") or {}
        add(
            f"full build ≤ {b['build']['clean_s']} s",
            f"{clean['wall_s']:.1f} s ({clean['pages']} pages, {images.get('drawn', '?')} social images drawn)",
            clean["wall_s"] <= b["build"]["clean_s"],
            build["date"],
        )
        walls = sorted(r["wall_s"] for r in build["no_change"])
        wall = walls[len(walls) // 2]
        add(
            f"no-change rebuild ≤ {b['build']['rebuild_s']} s",
            f"{wall:.1f} s",
            wall <= b["build"]["rebuild_s"],
            build["date"],
        )
    else:
        add("Build", "", None, None)

    serving = load("serving")
    if serving:
        for figure in serving["figures"]:
            if figure["server"] != "bibliotheque serve":
                continue
            add(
                f"serving {figure['what']} ≥ {b['serving']['min_ratio_to_nginx']} × nginx",
                f"{figure['ratio_to_nginx']:.2f} × ({figure['rps']:,.0f} req/s)",
                figure["ratio_to_nginx"] >= b["serving"]["min_ratio_to_nginx"],
                serving["date"],
            )
            add(
                f"serving {figure['what']} p99 ≤ {b['serving']['p99_ms']} ms",
                f"{figure['p99_ms']:.1f} ms",
                figure["p99_ms"] <= b["serving"]["p99_ms"],
                serving["date"],
            )
    else:
        add("Serving", "", None, None)

    leads = load("leads")
    if leads:
        for figure in leads["figures"]:
            name = figure["database"]
            budgeted = name == "SQLite"
            rate_ok = figure["accepted_per_s"] >= b["leads"]["min_accepted_per_s"]
            p99_ok = figure["p99_ms"] <= b["leads"]["p99_ms"]
            add(
                f"leads on {name}"
                + (
                    f" ≥ {b['leads']['min_accepted_per_s']:,}/s, p99 ≤ {b['leads']['p99_ms']} ms"
                    if budgeted
                    else ""
                ),
                f"{figure['accepted_per_s']:,.0f}/s, p99 {figure['p99_ms']:.0f} ms",
                (rate_ok and p99_ok) if budgeted else "reported",
                leads["date"],
            )
            add(
                f"leads on {name}: none lost",
                f"{figure['lost_count']} lost of {figure['acknowledged']:,}",
                figure["lost_count"] == 0,
                leads["date"],
            )
    else:
        add("Leads", "", None, None)

    resilience = load("resilience")
    if resilience:
        for kind, attack in resilience["attacks"].items():
            during = attack["during_attack"]
            add(
                f"normal client p99 ≤ {b['resilience']['p99_ms']} ms during {resilience['slow_connections']:,} "
                f"{kind}",
                f"p99 {during['p99_ms']:.0f} ms (alone: {resilience['alone']['p99_ms']:.0f} ms); 1 MB header: "
                f"{resilience['big_header']['status'].split(' ', 1)[-1]} in {resilience['big_header']['ms']:.0f} ms",
                during["p99_ms"] <= b["resilience"]["p99_ms"],
                resilience["date"],
            )
    else:
        add("Resilience", "", None, None)

    observatory = load("observatory")
    if observatory:
        unexpected = observatory["unexpected_failures"]
        add(
            "Observatory: every test passes but HSTS and redirection",
            "all pass" if not unexpected else "; ".join(unexpected),
            not unexpected,
            observatory["date"],
        )
    else:
        add("Observatory", "", None, None)

    table("Summary — issue 13 targets, latest results", ["target", "measured", "", "measured at (UTC)"], rows)
    console.print("[dim]results: bench/results/*.json; history: bench/results/history/[/]")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
