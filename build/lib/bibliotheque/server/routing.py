"""What a GET of a path answers (DESIGN §5): a file, a redirect, or a family's not-found page.

- `/` → the visitor's language home (`negotiate`: language.py decides with the request's
  headers); a path outside every route → `/{lang}` when it starts with a language, else the
  negotiated language home too;
- `/fr/article/x` and `/fr/article/x/` both answer the page (no redirect);
- an unknown slug of a route family (`/fr/article/nope`) answers 404 with that family's
  prerendered not-found page (and its data file for client navigation); so does that page's own
  path (`/fr/article/__not-found`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bibliotheque.server.site_files import SiteFile, SiteFiles


@dataclass(frozen=True)
class Found:
    file: SiteFile
    status: int = 200
    data_request: bool = False


@dataclass(frozen=True)
class Redirect:
    location: str
    status: int = 302
    # True: the location is the default language's home, to be replaced by the visitor's.
    negotiate: bool = False


class Router:
    """Resolves paths against the site's files and route families."""

    def __init__(self, site: SiteFiles) -> None:
        self.site = site
        langs = "|".join(re.escape(lang) for lang in site.langs)
        self._lang_prefix = re.compile(rf"^/({langs})(?:/|$)")
        self._families: list[tuple[re.Pattern[str], str]] = []
        # The not-found pages themselves answer 404 by their own path too (never a 200 to index).
        self._not_found_pages: set[str] = set()
        for family in site.families:
            pattern, not_found = family.pattern, family.not_found
            if not pattern or not not_found:
                continue
            for lang in site.langs:
                page = not_found.replace("{lang}", lang)
                self._not_found_pages |= {page, page + ".data"}
            regex = re.escape(pattern).replace(re.escape("{lang}"), f"({langs})")
            regex = re.sub(r"\\\{[a-z_]+\\\}", "[^/]+", regex)
            self._families.append((re.compile(f"^{regex}$"), not_found))

    def resolve(self, path: str) -> Found | Redirect:
        if path == "/":
            return Redirect(f"/{self.site.langs[0]}", negotiate=True)
        if (path == "/admin" or path.startswith("/admin/")) and self.site.admin_shell is not None:
            return Found(self.site.admin_shell)
        files = self.site.files
        data_request = path.endswith(".data")
        page = path.rstrip("/") if not data_request else path
        hit = files.get(page)
        if hit is not None:
            status = 404 if page in self._not_found_pages else 200
            return Found(hit, status=status, data_request=data_request)
        if page in self.site.redirects:
            return Redirect(self.site.redirects[page])
        probe = page.removesuffix(".data").removesuffix("/_") if data_request else page
        for regex, not_found in self._families:
            match = regex.match(probe)
            if match:
                target = not_found.replace("{lang}", match.group(1))
                file = files.get(target + ".data" if data_request else target)
                if file is not None:
                    return Found(file, status=404, data_request=data_request)
        lang = self._lang_prefix.match(path)
        if lang:
            return Redirect(f"/{lang.group(1)}")
        return Redirect(f"/{self.site.langs[0]}", negotiate=True)
