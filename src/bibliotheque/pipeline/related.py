"""The end of an article (similar articles, sections and sectors), a file of its own.

Every article page ends with its recommendations: three article cards, three sections, three
sectors (~1.5 kB brotli of data). Had they been in the page's data, the page's hydration data
would carry them inline a second time, beside their HTML, for a region the reader reaches last
(issue 32: an article's first load ≤ 130 kB). So the build writes them at `related_url(path)`
and the page's data gives that address: the prerender draws the region from the file
(web/app/entry.server.tsx provides it), and in the browser the region, hydrated after the rest
(~/shared/hydrate-later), fetches it once its code is in, React keeping the prerendered HTML
meanwhile (web/src/features/articles/related-data.ts). Revalidated by its ETag like the nav
groups: its address does not change from build to build.
"""

from __future__ import annotations


def related_url(path: str) -> str:
    """Where the browser fetches the recommendations of the article at `path` (/fr/article/x)."""
    return f"/related{path}.json"
