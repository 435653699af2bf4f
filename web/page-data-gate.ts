// The Python build starts React Router's build before it writes the pages' data, so that the
// bundling runs beside it (src/bibliotheque/pipeline/web_bundle.py, issue 20, point 3). Only the end
// of the server build reads that data: React Router's prerender of its few pages. With
// BIBLIOTHEQUE_DATA_GATE=stdin, this plugin holds that step until the Python build writes
// DATA_READY on stdin; stdin closed without it (the Python build stopped) fails the build.
import type { Plugin } from "vite";

const DATA_READY = "ready"; // web_bundle.DATA_READY

function dataReady(): Promise<void> {
  return new Promise((resolve, reject) => {
    let text = "";
    process.stdin.setEncoding("utf8");
    process.stdin.on("data", (chunk: string) => {
      text += chunk;
    });
    process.stdin.on("end", () => {
      if (text.trim() === DATA_READY) resolve();
      else reject(new Error("page-data-gate: stdin closed before the page data was written (the Python build stopped)"));
    });
  });
}

export function waitForPageData(): Plugin {
  return {
    name: "bibliotheque:wait-for-page-data",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    writeBundle: {
      // Before React Router's own hook, which prerenders.
      order: "pre",
      sequential: true,
      async handler() {
        if (process.env.BIBLIOTHEQUE_DATA_GATE === "stdin") await dataReady();
      },
    },
  };
}
