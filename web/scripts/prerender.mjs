// Prerenders pages with the server build that keep-server-build.ts kept, exactly as
// `react-router build` prerenders them (@react-router/dev 7.18: handlePrerender, prerenderData,
// prerenderRoute, with the basename "/", no resource route and v8_trailingSlashAwareDataRequests):
// for each path, the data of its loaders into `<path>.data`, then the page, given that data, into
// `<path>/index.html`. Run by the Python build (src/bibliotheque/pipeline/web_build.py), several at
// once, for the pages React Router's build left to it and for those whose data changed since.
//
// node scripts/prerender.mjs <web build folder>   (the paths on stdin, one a line)
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const KEPT_SERVER_BUILD = "server-kept"; // keep-server-build.ts
const [buildDirectory] = process.argv.slice(2);
if (!buildDirectory) throw new Error("usage: node scripts/prerender.mjs <web build folder> < paths");
const serverBuild = join(buildDirectory, KEPT_SERVER_BUILD, "index.js");
if (!existsSync(serverBuild)) throw new Error(`${serverBuild} is missing: a full web build is needed`);
const client = join(buildDirectory, "client");
const generated = process.env.BIBLIOTHEQUE_GENERATED;
if (!generated) throw new Error("BIBLIOTHEQUE_GENERATED is not set");

// As during `react-router build`: Vite's production mode, a build-time request. Set before React
// Router and React are imported: they choose their production or development build on loading.
process.env.NODE_ENV ??= "production";
process.env.IS_RR_BUILD_REQUEST = "yes";
const { createRequestHandler } = await import("react-router");
// With `ssr: false` the server build answers only the paths of its `prerender` list (React Router's
// build was given a few, react-router.config.ts): every page of the site is one.
const routes = JSON.parse(readFileSync(join(generated, "routes.json"), "utf8"));
const build = { ...(await import(pathToFileURL(serverBuild).href)), prerender: routes };
const handler = createRequestHandler(build, "production");

async function render(url, init) {
  const response = await handler(new Request(`http://localhost${url}`, init));
  const body = await response.text();
  if (response.status !== 200) throw new Error(`prerender ${url}: HTTP ${response.status}\n${body}`);
  return body;
}

async function write(file, text) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

const paths = readFileSync(0, "utf8").split("\n").filter((path) => path !== "");
for (const path of paths) {
  if (!path.startsWith("/") || path.endsWith("/") || path.includes("..")) throw new Error(`not a page path: ${path}`);
  const data = await render(`${path}.data`);
  await write(join(client, ...`${path}.data`.split("/")), data);
  const html = await render(`${path}/`, { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } });
  await write(join(client, ...path.split("/"), "index.html"), html);
}
