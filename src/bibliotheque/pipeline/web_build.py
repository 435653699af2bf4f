"""The web build: React Router's build and prerender of every page, and the owner's view.

A content edit must not cost a whole web build (issue 20, point 3). A page's prerendered HTML and
`.data` depend on the app's code (its client and server builds) and on what its loaders read: its
own data (`pages/…json`) and its language's shell data (`shell/{lang}.json`,
web/app/data/page-data.server.ts). So:

- when the code's inputs (`fingerprint.web_code_digest`) changed, or no earlier web build is here
  to reuse, the whole web build runs (web_bundle.py): `react-router build` (client and server builds,
  and the prerender of one page of each route family, which its checks of `ssr: false` need), the
  owner's view beside it, then the prerender of every other page. When that is known before the page
  data is written (no earlier build, or the app's sources changed: `start_early`), the bundling
  starts first and runs beside the data;
- otherwise only the pages whose inputs changed since the last web build are prerendered again,
  the other pages' files staying as they are.

We prerender with the server build React Router's build kept (web/keep-server-build.ts) and
web/scripts/prerender.mjs, which makes the same requests as React Router's prerender, in one
process a core (React Router's own prerender is one process); during a whole web build they start
as soon as that copy is in place, while React Router's build prerenders its own pages and ends.

What the last web build here was made from is recorded in `web_build/inputs.json` once it succeeded.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
from dataclasses import dataclass
from pathlib import Path

from bibliotheque.content.models.common import LANGS
from bibliotheque.paths import WEB, web_build_dir
from bibliotheque.pipeline.build_errors import WebBuildFailed
from bibliotheque.pipeline.cores import cpu_count
from bibliotheque.pipeline.data_paths import json_ld_path, page_data_path, shell_data_path
from bibliotheque.pipeline.fingerprint import web_code_digest, web_sources_digest
from bibliotheque.pipeline.web_bundle import KEPT_SERVER_BUILD, WholeWebBuild, web_env
from bibliotheque.routes import FAMILIES

PAGES_PER_PROCESS = 40  # fewer pages than this for each core: fewer processes (each starts in ~0.5 s)


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else "-"


def page_inputs(generated: Path, routes: list[str]) -> dict[str, str]:
    """For each page path, a digest of the data its prerender reads: its own and its structured
    data, and its language's shell."""
    shells: dict[str, str] = {}
    inputs: dict[str, str] = {}
    for path in routes:
        lang = path.split("/")[1]
        if lang not in shells:
            shells[lang] = _sha256(shell_data_path(generated, lang))
        own = _sha256(page_data_path(generated, path)) + _sha256(json_ld_path(generated, path))
        inputs[path] = hashlib.sha256(f"{shells[lang]} {own}".encode()).hexdigest()
    return inputs


def early_seed_paths() -> list[str]:
    """The pages React Router's build prerenders itself: one of each route family (a not-found page
    for a family with slugs), in the first language; known before the page data is written."""
    lang = LANGS[0]
    return [f.not_found_path(lang) if f.slug_count else f.path(lang) for f in FAMILIES.values()]


def seed_paths(routes: list[str]) -> list[str]:
    """`early_seed_paths` that are pages of this content (all of them but when a family has no page)."""
    listed = set(routes)
    return [path for path in early_seed_paths() if path in listed]


@dataclass
class WebBuildPlan:
    """What this build's web step does: the whole web build, or the prerender of `paths` only."""

    code: str
    pages: dict[str, str]
    whole: bool
    paths: list[str]


class WebBuild:
    """The web build into `web_build`, from the page data in `generated`."""

    def __init__(self, generated: Path, web_build: Path, support_email: str) -> None:
        self.generated, self.folder = generated, web_build.resolve()
        self.record = self.folder / "inputs.json"
        self.support_email = support_email  # content/site.yaml's, baked into the bundles

    def _last(self) -> dict[str, object]:
        try:
            data = json.loads(self.record.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def _kept(self) -> bool:
        return all((self.folder / part).is_dir() for part in ("client", "admin", KEPT_SERVER_BUILD))

    def start_early(self) -> WholeWebBuild | None:
        """The whole web build, started now, before the content check and the page data
        (web_bundle.py), when this build needs one whatever the data: no earlier web build here to
        reuse, or the app's sources changed. Otherwise None: `plan` decides once the data is written."""
        if self._kept() and self._last().get("sources") == web_sources_digest(WEB):
            return None
        self.record.unlink(missing_ok=True)  # until it succeeded
        return WholeWebBuild(self.generated, self.folder, early_seed_paths(), self.support_email)

    def plan(self, routes: list[str]) -> WebBuildPlan:
        code, pages = web_code_digest(WEB, self.generated), page_inputs(self.generated, routes)
        last = self._last()
        last_pages = last.get("pages")
        reusable = (
            last.get("code") == code
            and isinstance(last_pages, dict)
            and set(last_pages) == set(pages)
            and self._kept()
        )
        if not reusable or not isinstance(last_pages, dict):
            return WebBuildPlan(code, pages, whole=True, paths=list(routes))
        return WebBuildPlan(code, pages, whole=False, paths=[p for p in routes if last_pages[p] != pages[p]])

    def run(self, plan: WebBuildPlan, started: WholeWebBuild | None = None) -> None:
        """Runs `plan`, with the whole web build `start_early` started when there is one."""
        self.record.unlink(missing_ok=True)  # until it succeeded
        paths = plan.paths
        if started is not None and (not plan.whole or started.seed != seed_paths(paths)):
            started.stop()  # made for other pages than this content has: not usable
            started = None
        if plan.whole:
            whole = started or WholeWebBuild(
                self.generated, self.folder, seed_paths(paths), self.support_email
            )
            prerendered = set(whole.seed)
            paths = [path for path in paths if path not in prerendered]
            # The other pages' prerender starts with the kept server build, while React Router's
            # build prerenders its own pages and ends.
            whole.release()  # the page data is written
            whole.wait_for_server_build()
            workers = self._start_prerender(paths)
            try:
                whole.finish()
            except BaseException:
                for worker in workers:
                    worker.kill()
                    worker.wait()
                raise
        else:
            workers = self._start_prerender(paths)
        self._wait(workers)
        record = {"code": plan.code, "sources": web_sources_digest(WEB), "pages": plan.pages}
        self.record.write_text(json.dumps(record), encoding="utf-8")

    def _start_prerender(self, paths: list[str]) -> list[subprocess.Popen[str]]:
        """Starts the prerender of `paths` with the kept server build, in up to one process a core."""
        count = min(cpu_count(), -(-len(paths) // PAGES_PER_PROCESS))
        workers = [
            subprocess.Popen(
                ["node", "scripts/prerender.mjs", str(self.folder)],
                cwd=WEB,
                env=web_env(self.generated, self.folder),
                stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL,
                text=True,
            )
            for _ in range(count)
        ]
        for index, worker in enumerate(workers):
            assert worker.stdin is not None
            worker.stdin.write("".join(f"{path}\n" for path in paths[index::count]))
            worker.stdin.close()
        return workers

    def _wait(self, workers: list[subprocess.Popen[str]]) -> None:
        failed = [worker for worker in workers if worker.wait() != 0]
        if failed:
            raise WebBuildFailed(
                f"the prerender (`node scripts/prerender.mjs` in web/) failed with exit code {failed[0].returncode}"
            )


def generate_types(generated: Path) -> None:
    """TypeScript types of the page data, from the payload models' JSON Schema."""
    subprocess.run(
        ["node", "scripts/generate-types.mjs"],
        cwd=WEB,
        env=web_env(generated, web_build_dir()),
        check=True,
        stdout=subprocess.DEVNULL,
    )
