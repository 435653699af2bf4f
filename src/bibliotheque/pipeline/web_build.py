"""The web build: React Router's build and prerender of every page, and the owner's view.

A content edit must not cost a whole web build (issue 20, point 3). A page's prerendered HTML and
`.data` depend on the app's code (its client and server builds) and on what its loaders read: its
own data (`pages/…json`) and its language's shell data (`shell/{lang}.json`,
web/app/data/page-data.server.ts). So:

- when the code's inputs (`fingerprint.web_code_digest`) changed, or no earlier web build is here
  to reuse, the whole web build runs: `react-router build` (client and server builds, and the
  prerender of one page of each route family, which its checks of `ssr: false` need), the owner's
  view beside it, then the prerender of every other page;
- otherwise only the pages whose inputs changed since the last web build are prerendered again,
  the other pages' files staying as they are.

We prerender with the server build React Router's build kept (web/keep-server-build.ts) and
web/scripts/prerender.mjs, which makes the same requests as React Router's prerender, in one
process a core (React Router's own prerender is one process).

What the last web build here was made from is recorded in `web_build/inputs.json` once it succeeded.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from bibliotheque.content.models.common import LANGS
from bibliotheque.pipeline.cores import cpu_count
from bibliotheque.pipeline.data_paths import page_data_path, shell_data_path
from bibliotheque.pipeline.fingerprint import web_code_digest
from bibliotheque.routes import FAMILIES

REPO = Path(__file__).resolve().parents[3]
WEB = REPO / "web"
KEPT_SERVER_BUILD = "server-kept"  # web/keep-server-build.ts
PAGES_PER_PROCESS = 40  # fewer pages than this for each core: fewer processes (each starts in ~0.5 s)


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else "-"


def page_inputs(generated: Path, routes: list[str]) -> dict[str, str]:
    """For each page path, a digest of the data its prerender reads: its own, and its language's shell."""
    shells: dict[str, str] = {}
    inputs: dict[str, str] = {}
    for path in routes:
        lang = path.split("/")[1]
        if lang not in shells:
            shells[lang] = _sha256(shell_data_path(generated, lang))
        own = _sha256(page_data_path(generated, path))
        inputs[path] = hashlib.sha256(f"{shells[lang]} {own}".encode()).hexdigest()
    return inputs


def seed_paths(routes: list[str]) -> list[str]:
    """The pages React Router's build prerenders itself: one of each route family (a not-found page
    for a family with slugs), in the first language."""
    lang, listed = LANGS[0], set(routes)
    wanted = [f.not_found_path(lang) if f.slug_count else f.path(lang) for f in FAMILIES.values()]
    return [path for path in wanted if path in listed]


@dataclass
class WebBuildPlan:
    """What this build's web step does: the whole web build, or the prerender of `paths` only."""

    code: str
    pages: dict[str, str]
    whole: bool
    paths: list[str]


class WebBuild:
    """The web build into `web_build`, from the page data in `generated`."""

    def __init__(self, generated: Path, web_build: Path) -> None:
        self.generated, self.folder = generated, web_build.resolve()
        self.record = self.folder / "inputs.json"

    def _last(self) -> dict[str, object]:
        try:
            data = json.loads(self.record.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def plan(self, routes: list[str]) -> WebBuildPlan:
        code, pages = web_code_digest(WEB, self.generated), page_inputs(self.generated, routes)
        last = self._last()
        last_pages = last.get("pages")
        reusable = (
            last.get("code") == code
            and isinstance(last_pages, dict)
            and set(last_pages) == set(pages)
            and all((self.folder / part).is_dir() for part in ("client", "admin", KEPT_SERVER_BUILD))
        )
        if not reusable or not isinstance(last_pages, dict):
            return WebBuildPlan(code, pages, whole=True, paths=list(routes))
        return WebBuildPlan(code, pages, whole=False, paths=[p for p in routes if last_pages[p] != pages[p]])

    def run(self, plan: WebBuildPlan) -> None:
        self.record.unlink(missing_ok=True)  # until it succeeded
        paths = plan.paths
        if plan.whole:
            seed = seed_paths(paths)
            # Into a folder of its own while React Router's build runs: that build empties its folder.
            admin_out = self.generated / "admin-build"
            shutil.rmtree(admin_out, ignore_errors=True)
            admin = self._start_admin_build(admin_out)
            try:
                self._react_router_build(seed)
            finally:
                if admin.wait() != 0:
                    raise subprocess.CalledProcessError(admin.returncode, admin.args)
            shutil.rmtree(self.folder / "admin", ignore_errors=True)
            shutil.move(admin_out, self.folder / "admin")
            prerendered = set(seed)
            paths = [path for path in paths if path not in prerendered]
        self._prerender(paths)
        self.record.write_text(json.dumps({"code": plan.code, "pages": plan.pages}), encoding="utf-8")

    def _prerender(self, paths: list[str]) -> None:
        """Prerenders `paths` with the kept server build, in up to one process a core."""
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
        failed = [worker for worker in workers if worker.wait() != 0]
        if failed:
            raise subprocess.CalledProcessError(failed[0].returncode, failed[0].args)

    def _react_router_build(self, seed: list[str]) -> None:
        """The React Router build, prerendering the pages of `seed`."""
        # Vite empties its output folders only inside web/: no stale chunk may reach dist/.
        for part in ("client", "server", KEPT_SERVER_BUILD):
            shutil.rmtree(self.folder / part, ignore_errors=True)
        if not self.folder.is_relative_to(WEB):
            # The prerender imports the server bundle, whose packages resolve from its own folder
            # upwards: a build folder outside web/ gets a link to web/node_modules.
            self.folder.mkdir(parents=True, exist_ok=True)
            link = self.folder / "node_modules"
            if not link.is_symlink():
                link.symlink_to(WEB / "node_modules", target_is_directory=True)
        listed = self.generated / "prerender-seed.json"  # not in the build folder: React Router empties it
        listed.write_text(json.dumps(seed), encoding="utf-8")
        subprocess.run(
            ["npx", "--no-install", "react-router", "build"],
            cwd=WEB,
            env=web_env(self.generated, self.folder) | {"BIBLIOTHEQUE_PRERENDER": str(listed)},
            check=True,
            stdout=subprocess.DEVNULL,
        )

    def _start_admin_build(self, out: Path) -> subprocess.Popen[bytes]:
        """The owner's view (decision 007): its own client-only Vite entry, into `out`."""
        admin = ["vite", "build", "--config", "vite.admin.config.ts", "--logLevel", "error"]
        return subprocess.Popen(
            ["npx", "--no-install", *admin],
            cwd=WEB,
            env=os.environ | {"ADMIN_OUT": str(out)},
            stdout=subprocess.DEVNULL,
        )


def web_env(generated: Path, web_build: Path) -> dict[str, str]:
    return os.environ | {"BIBLIOTHEQUE_GENERATED": str(generated), "BIBLIOTHEQUE_WEB_BUILD": str(web_build)}


def generate_types(generated: Path) -> None:
    """TypeScript types of the page data, from the payload models' JSON Schema."""
    subprocess.run(
        ["node", "scripts/generate-types.mjs"],
        cwd=WEB,
        env=web_env(generated, WEB / "build"),
        check=True,
        stdout=subprocess.DEVNULL,
    )
