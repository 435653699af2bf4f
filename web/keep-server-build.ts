// The server build, kept for later prerenders (issue 20, point 3). With `ssr: false` React Router
// prerenders every page with its server build, then removes it; the Python build
// (src/bibliotheque/pipeline/web_build.py) prerenders again, with this copy and scripts/prerender.mjs,
// only the pages whose data changed when the app itself did not.
import { cpSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/** The copy's folder, in the build folder beside client/ (and server/ while it lasts). */
export const KEPT_SERVER_BUILD = "server-kept";

export function keepServerBuild(): Plugin {
  return {
    name: "bibliotheque:keep-server-build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    writeBundle: {
      // Before React Router's own hook, which prerenders and then removes the folder.
      order: "pre",
      sequential: true,
      handler(options) {
        if (!options.dir) throw new Error("keep-server-build: the server build has no output folder");
        const kept = join(dirname(options.dir), KEPT_SERVER_BUILD);
        rmSync(kept, { recursive: true, force: true });
        // Copied aside, then renamed: the Python build starts prerendering with it as soon as the
        // folder is there, while React Router's build finishes (src/bibliotheque/pipeline/web_build.py).
        const partial = `${kept}.partial`;
        rmSync(partial, { recursive: true, force: true });
        cpSync(options.dir, partial, { recursive: true });
        renameSync(partial, kept);
      },
    },
  };
}
