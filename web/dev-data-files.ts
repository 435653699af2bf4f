// The JSON files the browser fetches besides the pages' data, served by `react-router dev` as
// `bibliotheque serve` serves them from dist/: an article's recommendations (/related/…) and the
// conversion dialogs' texts (/conversion/…), which the Python build writes under the generated
// folder (src/bibliotheque/pipeline/related.py, shell.py) and copies into dist/. Without them the
// dev server's pages would hydrate without their last region and open no dialog.
import { readFile } from "node:fs/promises";
import { join, normalize } from "node:path";
import type { Plugin } from "vite";
import { GENERATED } from "./generated-dir";

const FOLDERS = ["related", "conversion"];

export function devDataFiles(): Plugin {
  return {
    name: "bibliotheque:dev-data-files",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = normalize(decodeURIComponent((request.url ?? "").split("?")[0]!));
        const folder = path.split("/")[1];
        if (!folder || !FOLDERS.includes(folder) || !path.endsWith(".json") || path.includes("..")) return next();
        readFile(join(GENERATED, path)).then(
          (body) => {
            response.setHeader("Content-Type", "application/json");
            response.end(body);
          },
          () => next(),
        );
      });
    },
  };
}
