"""A larger library, to measure how the site grows with it (issue 35).

`.venv/bin/python -m bench.scale --articles N --out DIR` writes `DIR/content`: today's library
(content/) plus N generated articles. Each generated article is a real one's text under a new id,
slug, title and keywords (in French and English), so its page weighs what a real page weighs; the
generated articles take the real articles in turn, so they spread over every section, category and
topic as the real ones do, and their publication dates go back one day at a time from the source's
(so the feeds and the « latest » lists keep today's articles first). `bibliotheque --content
DIR/content check` accepts the result.

`--report` (what `make bench-scale` runs): for libraries of 36 (today's), 300 and 1,000 articles
in all (`SCALE_SIZES`, comma-separated totals), a cold build into fresh folders (no social-image,
PDF, font or compression cache), then `bibliotheque serve` on the result; for each: build wall and
CPU seconds, pages, raw and brotli HTML of one page of each type, the server's resident memory
after serving every page once, and the bytes the browser fetches to search; then the same build
again with nothing changed, and with one article's text changed (incremental, into the cold
build's folders). Results in
bench/results/scale.json; bench/README.md keeps the figures.
"""

from __future__ import annotations

import argparse
import copy
import datetime as dt
import os
import re
import shutil
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import yaml

from bench.benchlib import REPO, console, kb, page_types, port, site_server, table, tree_usage, work_dir
from bibliotheque.content.models.articles import FIRST_DATE
from bibliotheque.content.source_links import is_homepage

TODAY = REPO / "content"
# Words that make each generated article's title and keywords its own: a place and a trade,
# combined (24 × 42 = 1,008 distinct pairs per source article).
PLACES = [
    ("à Lyon", "in Lyon"),
    ("à Nantes", "in Nantes"),
    ("à Lille", "in Lille"),
    ("à Rennes", "in Rennes"),
    ("à Dijon", "in Dijon"),
    ("à Brest", "in Brest"),
    ("à Tours", "in Tours"),
    ("à Metz", "in Metz"),
    ("à Pau", "in Pau"),
    ("à Nîmes", "in Nîmes"),
    ("à Caen", "in Caen"),
    ("à Reims", "in Reims"),
    ("à Angers", "in Angers"),
    ("à Limoges", "in Limoges"),
    ("à Amiens", "in Amiens"),
    ("à Annecy", "in Annecy"),
    ("à Valence", "in Valence"),
    ("à Poitiers", "in Poitiers"),
    ("à Colmar", "in Colmar"),
    ("à Vannes", "in Vannes"),
    ("à Niort", "in Niort"),
    ("à Albi", "in Albi"),
    ("à Chambéry", "in Chambéry"),
    ("à Quimper", "in Quimper"),
]
TRADES = [
    ("artisan", "tradesman"),
    ("négoce", "wholesale"),
    ("transport", "haulage"),
    ("bâtiment", "building"),
    ("imprimerie", "printing"),
    ("agence web", "web agency"),
    ("cabinet comptable", "accounting firm"),
    ("garage", "garage"),
    ("boulangerie", "bakery"),
    ("hôtel", "hotel"),
    ("restaurant", "restaurant"),
    ("pharmacie", "pharmacy"),
    ("menuiserie", "joinery"),
    ("plomberie", "plumbing"),
    ("paysagiste", "landscaping"),
    ("librairie", "bookshop"),
    ("fromagerie", "cheese shop"),
    ("auto-école", "driving school"),
    ("laboratoire", "laboratory"),
    ("cabinet d’architectes", "architects' practice"),
    ("société de nettoyage", "cleaning company"),
    ("traiteur", "caterer"),
    ("fleuriste", "florist"),
    ("opticien", "optician"),
    ("électricien", "electrician"),
    ("serrurerie", "locksmith"),
    ("agence immobilière", "estate agency"),
    ("PME industrielle", "manufacturing SME"),
    ("bureau d’études", "engineering office"),
    ("cave à vin", "wine shop"),
    ("salle de sport", "gym"),
    ("crèche privée", "private nursery"),
    ("cabinet de recrutement", "recruitment agency"),
    ("studio photo", "photo studio"),
    ("atelier textile", "textile workshop"),
    ("brasserie", "brewery"),
    ("maraîcher", "market gardener"),
    ("éditeur de logiciels", "software publisher"),
    ("centre de formation", "training centre"),
    ("clinique vétérinaire", "veterinary clinic"),
    ("couvreur", "roofer"),
    ("transitaire", "freight forwarder"),
]
SIZES = tuple(int(n) for n in os.environ.get("SCALE_SIZES", "36,300,1000").split(","))


def _slug_part(text: str) -> str:
    import unicodedata

    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")


def generate(articles: int, out: Path, source: Path = TODAY) -> Path:
    """`out/content`: `source` plus `articles` generated articles. Returns the content folder."""
    content = out / "content"
    if content.exists():
        shutil.rmtree(content)
    shutil.copytree(source, content)
    real = sorted((source / "articles").glob("*.yaml"))
    loaded = [yaml.safe_load(path.read_text(encoding="utf-8")) for path in real]
    next_id = max(int(item["id"]) for item in loaded) + 1000
    for n in range(articles):
        base = loaded[n % len(loaded)]
        round_ = n // len(loaded)
        place_fr, place_en = PLACES[round_ % len(PLACES)]
        trade_fr, trade_en = TRADES[(round_ // len(PLACES)) % len(TRADES)]
        article = copy.deepcopy(base)
        _make_own(article, (f"{trade_fr} {place_fr}", f"{trade_en} {place_en}"))
        article["id"] = str(next_id + n)
        suffix = f"{_slug_part(trade_fr)}-{_slug_part(place_fr)}"
        article["slug"] = f"{base['slug']}-{suffix}"[:80].rstrip("-")
        article["title"] = {
            "fr": f"{base['title']['fr']} ({trade_fr} {place_fr})",
            "en": f"{base['title']['en']} ({trade_en} {place_en})",
        }
        article["keywords"] = [
            {"fr": f"{k['fr']} {trade_fr} {place_fr}", "en": f"{k['en']} {trade_en} {place_en}"}
            for k in base["keywords"]
        ]
        # A generated article cites what its source cites, less homepages (`check` caps their
        # share); when only homepages are left, the next real article's sources that are not.
        for other in [*loaded[n % len(loaded) :], *loaded]:
            kept = [s for s in other.get("sources", []) if not is_homepage(s["url"])]
            if kept:
                article["sources"] = kept
                # Borrowed sources may have been read after the base article's review: the facts
                # are checked no earlier than their sources were read (`check`).
                read = [s["consulted_at"] for s in kept if isinstance(s.get("consulted_at"), dt.date)]
                if read and isinstance(article.get("reviewed_at"), dt.date):
                    article["reviewed_at"] = max(article["reviewed_at"], *read)
                break
        published = base["published_at"]
        if isinstance(published, dt.date):
            # Within the window `check` allows (the oldest date for the later rounds).
            article["published_at"] = max(FIRST_DATE, published - dt.timedelta(days=round_ + 1))
        name = f"g{n + 1:05d}-{article['slug']}.yaml"
        (content / "articles" / name).write_text(
            yaml.safe_dump(article, allow_unicode=True, sort_keys=False, width=110), encoding="utf-8"
        )
    return content


# A stop followed by any space, a no-break one included (« art.\u00a0L34-5 »): `check` splits there too.
_SENTENCE = re.compile(r"(?<=[^ \n\u00a0\u202f])([\u00a0\u202f]?[.!?])(?=\s|$)")
# Fields whose text is a name, a link's title or a search phrase (not compared by `check`).
_KEEP = ("keywords", "sources", "text", "name", "target_keyword")


def _make_own(node: Any, tag: tuple[str, str], key: str = "") -> Any:
    """Every sentence of the article's prose made its own (`check` refuses a sentence repeated
    between pages): the tag (a trade and a place) added before each stop, and at the end of a text
    that ends without one."""
    if isinstance(node, dict):
        if set(node) <= {"fr", "en"} and isinstance(node.get("fr"), str):
            for index, lang in enumerate(("fr", "en")):
                if isinstance(node.get(lang), str) and len(node[lang]) >= 30:
                    # Each stop, and the end when it has none: « art. L34-5, … » has a stop
                    # inside that `check` may take for a sentence's end.
                    text = _SENTENCE.sub(f" ({tag[index]})\\1", node[lang])
                    node[lang] = text if text.rstrip().endswith((".", "!", "?")) else f"{text} ({tag[index]})"
            return node
        for name, value in node.items():
            if name not in _KEEP:
                node[name] = _make_own(value, tag, name)
        return node
    if isinstance(node, list):
        return [_make_own(item, tag, key) for item in node]
    return node


# ---- the report ---------------------------------------------------------------------------------


def _library_size(content: Path) -> int:
    return len(list((content / "articles").glob("*.yaml"))) + len(
        list((content / "ai-articles").glob("*.yaml"))
    )


def _page_sizes(dist: Path) -> list[dict[str, Any]]:
    rows = []
    for page in page_types(dist, ("fr",)):
        html = page.html_file(dist)
        br = html.with_name(html.name + ".br")
        rows.append(
            {
                "type": page.key,
                "path": page.path,
                "raw": html.stat().st_size,
                "br": br.stat().st_size if br.is_file() else None,
            }
        )
    return rows


def _every_page(dist: Path) -> list[str]:
    paths = []
    for html in sorted(dist.rglob("index.html")):
        relative = html.parent.relative_to(dist).as_posix()
        if relative in (".", "_admin") or "__not-found" in relative:
            continue
        paths.append("/" + relative)
    return paths


def _fetch(url: str, headers: dict[str, str]) -> int:
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return len(response.read())
    except urllib.error.HTTPError as exc:
        return len(exc.read())


def _search_bytes(dist: Path) -> dict[str, Any]:
    """What the browser fetches on the first search: each language's index `/search/{lang}.json`
    (pipeline/search_index.py), raw and brotli (as sent to a browser)."""
    found = {}
    for path in sorted((dist / "search").glob("*.json")):
        br = path.with_name(path.name + ".br")
        found[path.stem] = {"raw": path.stat().st_size, "br": br.stat().st_size if br.is_file() else None}
    return found


def _serve_memory(dist: Path) -> dict[str, Any]:
    pages = _every_page(dist)
    headers = {"Accept-Encoding": "br, gzip", "Accept": "text/html"}
    with site_server(dist, port()) as server:
        started_rss = tree_usage(server.pid)[0]
        began = time.perf_counter()
        for path in pages:
            _fetch(server.url + path, headers)
        for path in pages:  # the identity variant too (a client without brotli or gzip)
            _fetch(server.url + path, {"Accept": "text/html"})
        seconds = time.perf_counter() - began
        rss = tree_usage(server.pid)[0]
    return {"pages_served": len(pages), "rss_start": started_rss, "rss_after": rss, "seconds": seconds}


def report(sizes: tuple[int, ...] = SIZES) -> int:
    from bench.benchlib import write_results
    from bench.build_time import change_one_article, run_build

    today = _library_size(TODAY)
    results: list[dict[str, Any]] = []
    for total in sizes:
        folder = work_dir() / f"scale-{total}"
        shutil.rmtree(folder, ignore_errors=True)  # cold: no cache of any kind
        folder.mkdir(parents=True)
        content = generate(max(total - today, 0), folder)
        dist, gen, build = folder / "dist", folder / "gen", folder / "build"
        console.print(f"[bold]{_library_size(content)} articles[/]: cold build into {folder}")
        paths = {"gen": gen, "build": build, "dist": dist, "content": content}
        built = run_build(f"cold build, {total} articles", paths)
        row = {
            "articles": _library_size(content),
            "build": {k: built[k] for k in ("wall_s", "cpu_s", "pages", "peak_tree_rss_bytes", "steps_s")},
            "html": _page_sizes(dist),
            "search": _search_bytes(dist),
            "serve": _serve_memory(dist),
        }
        # Incremental, into the cold build's folders: the same command again, then after a
        # sentence added to one article (as bench/build_time.py does).
        unchanged = run_build(f"no change, {total} articles", paths)
        change_one_article(content)
        changed = run_build(f"one article changed, {total} articles", paths)
        row["rebuilds"] = {
            "no_change_s": unchanged["wall_s"],
            "one_article_s": changed["wall_s"],
            "one_article_cpu_s": changed["cpu_s"],
            "one_article_steps_s": changed["steps_s"],
        }
        results.append(row)
        shutil.rmtree(folder / "gen", ignore_errors=True)
        shutil.rmtree(folder / "build", ignore_errors=True)
    table(
        "library size: cold build and serving",
        [
            "articles",
            "wall s",
            "CPU s",
            "no change s",
            "one article s",
            "pages",
            "serve RSS MiB",
            "fr search index kB (br)",
        ],
        [
            [
                r["articles"],
                f"{r['build']['wall_s']:.1f}",
                f"{r['build']['cpu_s']:.1f}",
                f"{r['rebuilds']['no_change_s']:.1f}",
                f"{r['rebuilds']['one_article_s']:.1f}",
                r["build"]["pages"],
                f"{r['serve']['rss_after'] / 2**20:.0f}",
                kb(r["search"]["fr"]["br"] or r["search"]["fr"]["raw"]) if "fr" in r["search"] else "—",
            ]
            for r in results
        ],
    )
    types = [h["type"] for h in results[0]["html"]]
    table(
        "HTML of one French page of each type, kB raw / brotli",
        ["type", *[str(r["articles"]) for r in results]],
        [
            [
                t,
                *[
                    next(
                        (f"{kb(h['raw'])} / {kb(h['br'] or 0)}" for h in r["html"] if h["type"] == t),
                        "—",
                    )
                    for r in results
                ],
            ]
            for t in types
        ],
    )
    if len(results) > 1:
        first, last = results[0], results[-1]
        added = last["articles"] - first["articles"]
        growth = [
            f"{t}: {(b['raw'] - a['raw']) / added:.0f} B raw per article"
            for t in types
            for a in first["html"]
            for b in last["html"]
            if a["type"] == b["type"] == t
        ]
        console.print("growth: " + "; ".join(growth))
    write_results("scale", {"sizes": results})
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.scale", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--articles", type=int, default=0, help="generated articles to add to today's library"
    )
    parser.add_argument("--out", type=Path, help="folder to write content/ into")
    parser.add_argument("--report", action="store_true", help="build 36, 300 and 1,000 articles and report")
    args = parser.parse_args(argv)
    if args.report:
        return report()
    if args.out is None:
        parser.error("--out is required (or --report)")
    content = generate(args.articles, args.out)
    console.print(f"wrote {content}: {_library_size(content)} articles ({args.articles} generated)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
