// Where the Python build writes the web app's data: BIBLIOTHEQUE_GENERATED, else web/.generated. The
// web side's one place for it, as src/bibliotheque/paths.py is Python's. The Python build always sets
// the variable when it starts the web build or the prerender (pipeline/web_bundle.py `web_env`); the
// default is for `react-router dev`, Vitest and the configuration files, which run from these sources.
// Bundled into the prerender's server build (web/build/…/server), this module's folder is the
// bundle's, where no data is: there the variable is required. The web sources are told from a bundle
// by the package.json beside this file (a Vite `import.meta.env` test cannot: the configuration
// files are loaded through Vite too, in production mode, by `react-router typegen` and `build`).
import { existsSync } from "node:fs";
import { join } from "node:path";

function generatedDir(): string {
  const given = process.env.BIBLIOTHEQUE_GENERATED;
  if (given) return given;
  if (!existsSync(join(import.meta.dirname, "package.json"))) {
    throw new Error("BIBLIOTHEQUE_GENERATED is not set: the server build reads the page data from that folder");
  }
  return join(import.meta.dirname, ".generated");
}

export const GENERATED = generatedDir();
