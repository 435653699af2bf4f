"""What web/scripts/prerender.mjs relies on in React Router, pinned against the installed package.

The parallel prerender (issue 20, point 3) makes the requests React Router's own `handlePrerender`
makes (@react-router/dev 7.18): the page's `.data` first, then the page given that data in the
`X-React-Router-Prerender-Data` header, which the server runtime reads only while
`IS_RR_BUILD_REQUEST` is "yes". Neither name is documented (issue 32, point 2): these tests fail
when an upgrade of React Router changes either, before a build silently prerenders pages that
run their loaders twice or ignore the data. README ("Upgrading React Router") says how to check.
"""

from __future__ import annotations

import json
import os
import subprocess

from bibliotheque.paths import WEB
from bibliotheque.pipeline.web_bundle import KEPT_SERVER_BUILD
from tests.conftest import BuiltSite

PINNED = ("react-router", "@react-router/dev", "@react-router/node")
MARKER = "PIN-PRERENDER-DATA-4f1c"

# Run with web/ as the working directory (bare imports resolve from web/node_modules). Renders the
# page once with forged data in the header and IS_RR_BUILD_REQUEST set, once without it.
CONTRACT = """
process.env.NODE_ENV ??= "production";
const { readFileSync } = await import("node:fs");
const { pathToFileURL } = await import("node:url");
const { createRequestHandler } = await import("react-router");
const e = process.env;
const routes = JSON.parse(readFileSync(e.PIN_ROUTES, "utf8"));
const build = { ...(await import(pathToFileURL(e.PIN_SERVER_BUILD).href)), prerender: routes };
const handler = createRequestHandler(build, "production");
const get = async (url, init) => {
  const response = await handler(new Request(`http://localhost${url}`, init));
  return { status: response.status, body: await response.text() };
};
process.env.IS_RR_BUILD_REQUEST = "yes";
const data = await get(`${e.PIN_PATH}.data`);
const forged = data.body.replaceAll(JSON.stringify(e.PIN_HEADING).slice(1, -1), e.PIN_MARKER);
const headers = { "X-React-Router-Prerender-Data": encodeURI(forged) };
const given = await get(`${e.PIN_PATH}/`, { headers });
delete process.env.IS_RR_BUILD_REQUEST;
const ignored = await get(`${e.PIN_PATH}/`, { headers });
const seen = (page) => ({ status: page.status, marker: page.body.includes(e.PIN_MARKER) });
console.log(JSON.stringify({ data: data.status, forged: forged !== data.body, given: seen(given), ignored: seen(ignored) }));
"""


def test_the_prerender_header_is_read_only_during_a_build_request(built: BuiltSite) -> None:
    web_build = built.web_build
    path = "/fr"
    heading = json.loads((built.generated / "pages" / "fr.json").read_text())["head"]["heading"]
    env = {
        **os.environ,
        "BIBLIOTHEQUE_GENERATED": str(built.generated),
        "PIN_ROUTES": str(built.generated / "routes.json"),
        "PIN_SERVER_BUILD": str(web_build / KEPT_SERVER_BUILD / "index.js"),
        "PIN_PATH": path,
        "PIN_HEADING": heading,
        "PIN_MARKER": MARKER,
    }
    env.pop("IS_RR_BUILD_REQUEST", None)
    run = subprocess.run(
        ["node", "--input-type=module"],
        input=CONTRACT,
        cwd=WEB,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen["data"] == 200
    assert seen["forged"], "the page's heading should be in its .data"
    # With IS_RR_BUILD_REQUEST=yes, the page is rendered from the header's data, not its loaders.
    assert seen["given"] == {"status": 200, "marker": True}
    # Without it, the header is ignored and the loaders run (what a visitor's request could not forge).
    assert seen["ignored"] == {"status": 200, "marker": False}


def test_react_router_is_pinned_to_the_version_installed() -> None:
    manifest = json.loads((WEB / "package.json").read_text())
    wanted = {**manifest["dependencies"], **manifest.get("devDependencies", {})}
    for name in PINNED:
        installed = json.loads((WEB / "node_modules" / name / "package.json").read_text())["version"]
        assert wanted[name] == installed, (
            f"{name}: package.json says {wanted[name]!r}, {installed} is installed"
        )


def test_the_parallel_prerender_still_names_what_this_file_pins() -> None:
    script = (WEB / "scripts" / "prerender.mjs").read_text()
    assert 'process.env.IS_RR_BUILD_REQUEST = "yes"' in script
    assert '"X-React-Router-Prerender-Data": encodeURI(data)' in script
