"""Part of the weight benchmark: no public page loads a byte of the owner's view (decision 007).

For every prerendered page of dist/ (not dist/_admin/): its module preloads, scripts and the entry's
`import()`, closed over static imports as `weight` counts them, and its stylesheets. A leak is a
first-load file under /_admin/, or a first-load file naming /_admin/ (a dynamic import of admin code
would), or the page's HTML naming it.
"""

from __future__ import annotations

from pathlib import Path

ADMIN = "/_admin/"


def public_pages(dist: Path) -> list[Path]:
    return sorted(p for p in dist.rglob("index.html") if "_admin" not in p.relative_to(dist).parts)


def leaks(dist: Path) -> list[str]:
    """`page: file` for each admin asset (or mention of one) a public page's first load includes."""
    from bench.weight import DYNAMIC_IMPORT, STATIC_IMPORT, Head, js_closure, local

    found: list[str] = []
    texts: dict[Path, str] = {}
    for page in public_pages(dist):
        name = "/" + page.parent.relative_to(dist).as_posix().removesuffix(".")
        source = page.read_text(encoding="utf-8")
        if ADMIN in source:
            found.append(f"{name}: its HTML names {ADMIN}")
        head = Head()
        head.feed(source)
        entries = list(head.modules)
        for script in head.inline_scripts:
            entries += [
                u for u in DYNAMIC_IMPORT.findall(script) + STATIC_IMPORT.findall(script) if u.startswith("/")
            ]
        for url in js_closure(dist, entries) + head.stylesheets:
            if url.startswith(ADMIN):
                found.append(f"{name}: {url}")
                continue
            file = local(dist, url)
            if file is not None:
                if file not in texts:
                    texts[file] = file.read_text(encoding="utf-8", errors="replace")
                if ADMIN in texts[file]:
                    found.append(f"{name}: {url} names {ADMIN}")
    return found


def report(dist: Path) -> list[str]:
    """The leaks, printed (the weight part then exits 1 when there is any, budgets or not)."""
    found = leaks(dist)
    pages = len(public_pages(dist))
    print(f"admin code on public pages: {'; '.join(found[:10]) if found else f'none (of {pages} pages)'}")
    return found
