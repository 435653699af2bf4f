import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { shellModules } from "./shell-modules";
import { buildConstants } from "./build-constants";
import { keepServerBuild } from "./keep-server-build";
import { waitForPageData } from "./page-data-gate";
import { writeContentIconSprite } from "./content-icon-sprite";
import { devDataFiles } from "./dev-data-files";

writeContentIconSprite();

// Fewer, larger chunks on a first load (issue 20): the page's modules come over HTTP/1.1, one
// round trip per file on a slow phone. React, React DOM and React Router in one chunk; the app's
// modules every page runs (what the root route, the :lang layout and the entry import statically:
// header, sidebar, footer, helpers) in another, `shared`. The app's modules that several routes
// share but the shell does not (the cards, the lead forms) are grouped by the
// routes that use them, small groups merged (issue 32: an article no longer loads the catalogue's
// icons and cards; more, smaller chunks compress worse: 10 kB was the best threshold measured).
// What a route alone needs stays in its chunk; what loads with import() stays apart.
const APP = /[\\/](web[\\/](src|app)|node_modules[\\/]lucide-react)[\\/]/;
const BROWSER_ENTRY = /[\\/]web[\\/]app[\\/]entry\.client\.tsx$/;
const shell = shellModules();
const CLIENT_CHUNKS = {
  groups: [
    {
      name: "framework",
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
      priority: 3,
    },
    // The browser entry is not grouped: its code hydrates when it runs, so it must run only when
    // the page's deferred script imports it, after the route modules are in place; grouped into
    // `shared`, it ran as soon as the root route imported that chunk, and when the UI dictionary
    // came first HydratedRouter found no route modules and threw (a page left unhydrated).
    { name: "shared", test: (id: string) => APP.test(id) && shell.has(id) && !BROWSER_ENTRY.test(id), priority: 2 },
    {
      name: "common",
      test: APP,
      minShareCount: 3,
      entriesAware: true,
      entriesAwareMergeThreshold: 10000,
      tags: ["$initial" as const],
      priority: 1,
    },
  ],
};

// V8's explicit compile hint (Chromium 136+; other engines read a comment): the functions of the
// chunks a page runs at start-up (the entry, the framework, the shared and common code) are compiled while
// the file streams in, on a background thread, instead of on the main thread when hydration first
// calls each one (issue 20, TBT). Added after minification, which would drop it.
const COMPILE_ON_LOAD = "//# allFunctionsCalledOnLoad";
const startupChunk = (chunk: { name: string; isEntry: boolean }): boolean =>
  chunk.isEntry || chunk.name === "framework" || chunk.name === "shared" || chunk.name.startsWith("common");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), shell.plugin, waitForPageData(), keepServerBuild(), devDataFiles()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  define: buildConstants(),
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: CLIENT_CHUNKS, postBanner: (chunk) => (startupChunk(chunk) ? COMPILE_ON_LOAD : "") },
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
});
