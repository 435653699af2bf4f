"""Search at scale (issue 35): in the browser, and the search page without JavaScript.

On `bibliotheque serve` of the built site (`BENCH_DIST`, e.g. a library made by `bench.scale`):

- `search.mjs` in Chromium with the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`): the
  bytes fetched from the first focus of the header's field until the results for the query show
  (target ≤ 150 kB), and the time from the keystroke that makes the query searchable to its first
  result painted, the index still on its way ("cold") and there already ("warm"; target ≤ 100 ms);
- the no-JavaScript search page, `GET /{lang}/search?q=…` as a browser asks it (brotli): the
  first request (the server reads the language's index then) and the median of `SEARCH_RUNS`
  (20) after it, wall time on the loopback to the last byte (target ≤ 50 ms).

`.venv/bin/python -m bench.search` (`SEARCH_QUERY`, default tresorerie; `SEARCH_LANG`, fr; `RUNS`
for the browser, 5). Results in bench/results/search.json.
"""

from __future__ import annotations

import json
import os
import subprocess
import time
import urllib.parse
import urllib.request
from typing import Any

from bench.benchlib import BENCH, CHROMIUM, console, ensure_dist, median, port, site_server, write_results


def _page_times(base: str, lang: str, query: str, runs: int) -> dict[str, Any]:
    url = f"{base}/{lang}/search?{urllib.parse.urlencode({'q': query})}"
    headers = {"Accept": "text/html", "Accept-Encoding": "br, gzip"}
    times: list[float] = []
    size = 0
    for _ in range(runs + 1):
        began = time.perf_counter()
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=30) as response:
            size = len(response.read())
        times.append((time.perf_counter() - began) * 1000)
    return {"url": url, "first_ms": times[0], "median_ms": median(times[1:]), "runs": runs, "bytes": size}


def main() -> int:
    dist = ensure_dist().resolve()  # the server runs in a folder of its own
    query = os.environ.get("SEARCH_QUERY", "tresorerie")
    lang = os.environ.get("SEARCH_LANG", "fr")
    runs = int(os.environ.get("SEARCH_RUNS", "20"))
    with site_server(dist, port()) as server:
        page = _page_times(server.url, lang, query, runs)
        command = ["node", str(BENCH / "search.mjs"), server.url, lang, query]
        env = {**os.environ, "CHROMIUM_PATH": CHROMIUM}
        process = subprocess.run(command, cwd=BENCH, env=env, capture_output=True, text=True, check=False)
    lines = [json.loads(line) for line in process.stdout.splitlines() if line.startswith("{")]
    if process.returncode != 0 or not lines or not lines[-1].get("summary"):
        raise SystemExit(f"search.mjs failed:\n{process.stderr[-3000:]}")
    browser = lines[-1]
    console.print(
        f"{lang} « {query} », {dist}: browser (CPU {browser['slowdown']}×, median of {browser['runs']}): "
        f"{browser['bytes'] / 1000:.1f} kB fetched after the first focus, first results "
        f"{browser['cold_ms']:.0f} ms after the 3rd key (index on its way), {browser['warm_ms']:.0f} ms "
        f"(index there), {browser['options']} results shown; no-JS page: first {page['first_ms']:.1f} ms, "
        f"median of {runs} {page['median_ms']:.1f} ms ({page['bytes'] / 1000:.1f} kB br)"
    )
    write_results("search", {"dist": str(dist), "browser": browser, "runs": lines[:-1], "page": page})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
