"""React Router's build and the owner's view, started before the page data is written (issue 20, point 3).

Their bundling (the client and server builds, ~10 CPU-s) reads the app's sources, the route module
(web/.generated/routes.ts), the API types and the site's support address (web/build-constants.ts,
given in BIBLIOTHEQUE_SUPPORT_EMAIL): not the pages' data. So a whole web build starts as soon as
the content is loaded, on the other core, while this process checks the content, writes the pages'
data and makes the downloads.
Only the end of React Router's build reads page data: its prerender of the `seed` pages. With
BIBLIOTHEQUE_DATA_GATE=stdin, web/page-data-gate.ts holds that step until `release` writes
`DATA_READY` to the process's stdin; stdin closed without it fails that build.

Both run with `node` on their scripts in web/node_modules/.bin (no `npx`: one Node start-up less each).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import time
from pathlib import Path

from bibliotheque.paths import WEB
from bibliotheque.pipeline.build_errors import WebBuildFailed

KEPT_SERVER_BUILD = "server-kept"  # web/keep-server-build.ts
DATA_READY = "ready"  # web/page-data-gate.ts
REACT_ROUTER_BUILD = ["node", "node_modules/.bin/react-router", "build"]
ADMIN_BUILD = [
    "node",
    "node_modules/.bin/vite",
    "build",
    "--config",
    "vite.admin.config.ts",
    "--logLevel",
    "error",
]


def web_env(generated: Path, web_build: Path) -> dict[str, str]:
    return os.environ | {"BIBLIOTHEQUE_GENERATED": str(generated), "BIBLIOTHEQUE_WEB_BUILD": str(web_build)}


class WholeWebBuild:
    """`react-router build` (prerendering `seed` once released) and the owner's view, running.

    `finish` waits for both and puts the owner's view in place; `stop` ends them (this build failed).
    """

    def __init__(self, generated: Path, folder: Path, seed: list[str], support_email: str) -> None:
        self.generated, self.folder, self.seed = generated, folder, seed
        # Into a folder of its own while React Router's build runs: that build empties its folder.
        self.admin_out = generated / "admin-build"
        shutil.rmtree(self.admin_out, ignore_errors=True)
        self._prepare_folder()
        generated.mkdir(parents=True, exist_ok=True)
        listed = generated / "prerender-seed.json"  # not in the build folder: React Router empties it
        listed.write_text(json.dumps(seed), encoding="utf-8")
        env = web_env(generated, folder) | {
            "BIBLIOTHEQUE_PRERENDER": str(listed),
            "BIBLIOTHEQUE_DATA_GATE": "stdin",
            # web/build-constants.ts reads it from the shell data otherwise, not written yet.
            "BIBLIOTHEQUE_SUPPORT_EMAIL": support_email,
        }
        self.react_router = subprocess.Popen(
            REACT_ROUTER_BUILD,
            cwd=WEB,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            text=True,
        )
        # The owner's view (decision 007): its own client-only Vite entry.
        self.admin = subprocess.Popen(
            ADMIN_BUILD,
            cwd=WEB,
            env=os.environ | {"ADMIN_OUT": str(self.admin_out)},
            stdout=subprocess.DEVNULL,
        )
        self._released = False

    def _prepare_folder(self) -> None:
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

    def release(self) -> None:
        """The page data is written: React Router's build may prerender its pages."""
        if self._released:
            return
        stdin = self.react_router.stdin
        assert stdin is not None
        with contextlib.suppress(BrokenPipeError):  # it ended already: `finish` says how
            stdin.write(DATA_READY + "\n")
            stdin.close()
        self._released = True

    def wait_for_server_build(self) -> None:
        """Returns once the server build is kept (web/keep-server-build.ts renames it into place
        when complete), the pages may be prerendered with it; raises if React Router's build
        ended without it."""
        kept = self.folder / KEPT_SERVER_BUILD
        while not kept.is_dir():
            if self.react_router.poll() is not None:
                if not kept.is_dir():
                    self.finish()  # raises WebBuildFailed when the build failed
                    raise WebBuildFailed(
                        f"React Router's build ended without keeping its server build in {kept}"
                    )
                return
            time.sleep(0.05)

    def finish(self) -> None:
        """Waits for both builds; raises WebBuildFailed when one failed."""
        self.release()
        try:
            for name, process, command in (
                ("React Router's build", self.react_router, REACT_ROUTER_BUILD),
                ("the owner's view build", self.admin, ADMIN_BUILD),
            ):
                if process.wait() != 0:
                    raise WebBuildFailed(
                        f"{name} (`{' '.join(command)}` in web/) failed with exit code {process.returncode}"
                    )
        except BaseException:
            self.stop()
            raise
        shutil.rmtree(self.folder / "admin", ignore_errors=True)
        shutil.move(self.admin_out, self.folder / "admin")

    def stop(self) -> None:
        """Ends both builds (this build failed or no longer needs them)."""
        for process in (self.react_router, self.admin):
            if process.poll() is None:
                process.kill()
            process.wait()
        stdin = self.react_router.stdin
        if stdin is not None and not stdin.closed:
            with contextlib.suppress(BrokenPipeError):
                stdin.close()
