import type { Config } from "@react-router/dev/config";
import { readFileSync } from "node:fs";
import { join } from "node:path";

// The Python build writes the data of every page and the list of routes to prerender.
const generated = process.env.BIBLIOTHEQUE_GENERATED ?? join(import.meta.dirname, ".generated");

export default {
  ssr: false,
  buildDirectory: process.env.BIBLIOTHEQUE_WEB_BUILD ?? "build",
  async prerender() {
    return JSON.parse(readFileSync(join(generated, "routes.json"), "utf8")) as string[];
  },
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
