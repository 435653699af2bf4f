import type { Config } from "@react-router/dev/config";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { GENERATED as generated } from "./generated-dir";

// The Python build writes the data of every page and the list of routes to prerender.

export default {
  ssr: false,
  buildDirectory: process.env.BIBLIOTHEQUE_WEB_BUILD ?? "build",
  // Every page, or those of BIBLIOTHEQUE_PRERENDER: the Python build has React Router prerender
  // one page of each route (what its checks of `ssr: false` need) and prerenders the others itself,
  // on every core, with the server build kept (src/bibliotheque/pipeline/web_build.py).
  async prerender() {
    const list = process.env.BIBLIOTHEQUE_PRERENDER ?? join(generated, "routes.json");
    return JSON.parse(readFileSync(list, "utf8")) as string[];
  },
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
