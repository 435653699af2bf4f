"""Part 3, build: wall time and peak memory of `bibliotheque build`, from clean and with nothing changed.

The bench builds into its own folders (BENCH_WORK: gen/ for the page data, build/ for the web
build, dist/), never into the project's, so it can run beside other builds:
`BIBLIOTHEQUE_GENERATED=… BIBLIOTHEQUE_WEB_BUILD=… bibliotheque build --out …`.

- clean: dist/, build/ and gen/ removed first, except the caches in gen/ whose entries depend on
  content alone (`KEPT_CACHES`), as a developer's or CI's cache would be: og-cache/ (the social
  images, one PNG per page, drawn with Pillow beside the prerender), pdf-fonts/ (the static Inter
  faces the PDFs are typeset with, ~9 CPU-s to make, named by the hash of the web font) and
  downloads-cache/ (each PDF and workbook, named by the hash of what it is made from) and
  compress-cache/ (the .br and .gz variants, named by the hash of the file they compress: issue 20
  names compressed variants among the caches by content hash). On a fresh machine they are empty
  and the clean build makes everything; BUILD_COLD=1 removes them too, and gives the full cost.
  The table says how many images were drawn.
- no change: the same command again, BUILD_REBUILDS times (default 1; each build takes minutes
  on this machine), median.
- one article changed: a sentence added to the problem text of one article, then the same command.
  The builds read a copy of content/ (BENCH_WORK/content), made at the clean build, so the
  repository's content is never touched.

Peak memory: the sum of the resident sizes of the build's process tree (Python, npx, node),
sampled every 0.2 s. CPU: user + system time of all the build's processes, in all and per step;
unlike wall time it changes little with the machine's load. Steps: the build prints a
line when each step starts (· writing page data, · prerendering…, · social images…, · assembling
dist/, ✓ built); the time between lines is the step's. The web build's own timing lines
([PLUGIN_TIMINGS]) are kept in the results.

`.venv/bin/python -m bench.build_time` (`--ensure`: build only when there is no built site).
"""

from __future__ import annotations

import os
import re
import resource
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from bench.benchlib import (
    PYTHON,
    REPO,
    budgets,
    console,
    finish,
    mark,
    median,
    table,
    tree_usage,
    work_dir,
    write_results,
)

# What a clean build keeps of gen/ (see above); BUILD_COLD=1 removes these too.
KEPT_CACHES = ("og-cache", "pdf-fonts", "downloads-cache", "compress-cache")
STEPS = [
    # (the line the build prints when a step starts, the step that line ends)
    ("· writing page data", "start+check"),
    ("· prerendering", "data"),
    ("· social images", "web+prerender"),
    ("· assembling dist/", "—"),
    ("✓ built", "assemble"),
]
STEP_CAPTION = (
    "steps (s): start+check = interpreter start and content check; data = page data, downloads and TypeScript "
    "types; when the app must be built whole (a clean build), React Router's bundling starts before the check "
    "and runs beside both; "
    "web+prerender = React Router build and prerender of every page, social images drawn alongside; "
    "assemble = dist/ copied, search index, feeds, manifest, brotli+gzip of every text file. "
    "peak MiB: resident memory of the whole process tree (Python + node), sampled every 0.2 s. "
    "CPU s: user + system time of all the build's processes, which the machine's load changes "
    "little (on two idle cores, wall ≥ CPU / 2)"
)
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def folders() -> dict[str, Path]:
    work = work_dir()
    return {"gen": work / "gen", "build": work / "build", "dist": work / "dist", "content": work / "content"}


def clean(cold: bool) -> None:
    paths = folders()
    shutil.rmtree(paths["dist"], ignore_errors=True)
    shutil.rmtree(paths["build"], ignore_errors=True)
    shutil.rmtree(paths["content"], ignore_errors=True)
    shutil.copytree(REPO / "content", paths["content"])
    gen = paths["gen"]
    if gen.is_dir():
        for child in gen.iterdir():
            if child.name in KEPT_CACHES and not cold:
                continue
            shutil.rmtree(child) if child.is_dir() and not child.is_symlink() else child.unlink()


def run_build(label: str, paths: dict[str, Path] | None = None) -> dict[str, Any]:
    """`bibliotheque build` of `paths["content"]` (default: the bench's folders), measured."""
    paths = paths or folders()
    env = {
        **os.environ,
        "BIBLIOTHEQUE_GENERATED": str(paths["gen"]),
        "BIBLIOTHEQUE_WEB_BUILD": str(paths["build"]),
        "NO_COLOR": "1",
        "COLUMNS": "200",
    }
    command = [PYTHON, "-m", "bibliotheque.cli", "--content", str(paths["content"]), "build"]
    command += ["--out", str(paths["dist"])]
    console.print(f"[dim]{label}: {' '.join(command[2:])}[/]")
    rusage = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu_start = 0.0
    started = time.perf_counter()
    process = subprocess.Popen(
        command, cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1
    )
    peak = 0
    done = threading.Event()

    def sample() -> None:
        nonlocal peak
        while not done.is_set():
            peak = max(peak, tree_usage(process.pid)[0])
            done.wait(0.2)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    lines: list[tuple[float, str]] = []
    cpu_at: list[float] = []  # CPU seconds of the build's processes when each line came
    assert process.stdout is not None
    for raw in process.stdout:
        lines.append((time.perf_counter() - started, ANSI.sub("", raw.rstrip())))
        cpu_at.append(tree_usage(process.pid)[1] - cpu_start)
    code = process.wait()
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu_total = (after.ru_utime - rusage.ru_utime) + (after.ru_stime - rusage.ru_stime)
    done.set()
    sampler.join()
    if code != 0:
        sys.stderr.write("\n".join(text for _, text in lines[-40:]) + "\n")
        raise SystemExit(f"bibliotheque build failed ({code})")
    steps: dict[str, float] = {}
    steps_cpu: dict[str, float] = {}
    previous, previous_cpu = 0.0, 0.0
    for prefix, name in STEPS:
        index = next((i for i, (_, text) in enumerate(lines) if text.startswith(prefix)), None)
        if index is None:
            continue
        at = lines[index][0]
        cpu = cpu_total if prefix.startswith("✓") else cpu_at[index]
        if name != "—":
            steps[name] = at - previous
            steps_cpu[name] = cpu - previous_cpu
        previous, previous_cpu = at, cpu
    text = "\n".join(t for _, t in lines)
    pages = re.search(r"built (\d+) page", text)
    images = re.search(r"social images: (\d+) drawn, (\d+) from cache", text)
    vite = [
        {"seconds": float(m.group(2)), "callbacks_seconds": float(m.group(1))}
        for m in re.finditer(r"JavaScript callbacks ran for ([\d.]+)s of this ([\d.]+)s build", text)
    ]
    prerender = [float(m.group(1)) for m in re.finditer(r"react-router writeBundle \(\d+%, ([\d.]+)s", text)]
    return {
        "label": label,
        "wall_s": wall,
        "cpu_s": cpu_total,
        "steps_cpu_s": steps_cpu,
        "pages": int(pages.group(1)) if pages else 0,
        "peak_tree_rss_bytes": peak,
        "steps_s": steps,
        "social_images": {"drawn": int(images.group(1)), "cached": int(images.group(2))} if images else None,
        "vite_builds": vite,
        "prerender_writebundle_s": prerender,
        "output_tail": [t for _, t in lines if t.strip()][-12:],
    }


def change_one_article(content: Path) -> None:
    """Adds a sentence at the start of the French problem text of the first article."""
    article = sorted((content / "articles").glob("*.yaml"))[0]
    text = article.read_text(encoding="utf-8")
    start = text.index("\nproblem:\n  fr: >-\n    ") + len("\nproblem:\n  fr: >-\n    ")
    article.write_text(text[:start] + "Une phrase de plus. " + text[start:], encoding="utf-8")


def ensure() -> int:
    if (folders()["dist"] / "_site.json").is_file():
        return 0
    clean(cold=False)
    run_build("build (the site the bench measures)")
    return 0


def main() -> int:
    if "--ensure" in sys.argv:
        return ensure()
    limits = budgets()["build"]
    rebuilds = int(os.environ.get("BUILD_REBUILDS", "1"))
    cold = os.environ.get("BUILD_COLD") == "1"
    clean(cold)
    first = run_build(
        "clean build" + (" (caches removed too)" if cold else f" (kept: {', '.join(KEPT_CACHES)})")
    )
    again = [run_build(f"no-change rebuild {n + 1}/{rebuilds}") for n in range(rebuilds)]
    change_one_article(folders()["content"])
    changed = run_build("one article's text changed")
    over: list[str] = []
    rows = []
    for label, runs, limit in (
        ("clean", [first], limits["clean_s"]),
        ("no change", again, limits["rebuild_s"]),
        ("one article changed", [changed], limits["article_changed_s"]),
    ):
        wall = median([r["wall_s"] for r in runs])
        pages = runs[0]["pages"]
        flag = wall > limit
        if flag:
            over.append(f"{label} build {wall:.1f} s > {limit} s")
        images = runs[0]["social_images"]
        rows.append(
            [
                label,
                mark(f"{wall:.1f}", flag),
                f"{limit}",
                f"{median([r['cpu_s'] for r in runs]):.1f}",
                f"{pages / wall:.1f}",
                f"{median([r['peak_tree_rss_bytes'] for r in runs]) / 2**20:,.0f}",
                *[
                    f"{median([r['steps_s'].get(name, float('nan')) for r in runs]):.1f} / "
                    f"{median([r['steps_cpu_s'].get(name, float('nan')) for r in runs]):.1f}"
                    for _, name in STEPS
                    if name != "—"
                ],
                f"{images['drawn']} / {images['cached']}" if images else "?",
                str(len(runs)),
            ]
        )
    step_names = [name for _, name in STEPS if name != "—"]
    table(
        f"Build — bibliotheque build, {first['pages']} pages",
        [
            "build",
            "wall s",
            "budget s",
            "CPU s",
            "pages/s",
            "peak MiB",
            *[f"{n} s wall / CPU" for n in step_names],
            "images drawn/cached",
            "runs",
        ],
        rows,
        caption=STEP_CAPTION,
    )
    write_results(
        "build",
        {
            "budgets": limits,
            "work": str(work_dir()),
            "clean": first,
            "no_change": again,
            "article_changed": changed,
            "over_budget": over,
        },
    )
    return finish(over)


if __name__ == "__main__":
    raise SystemExit(main())
