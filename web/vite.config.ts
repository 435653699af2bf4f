import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { buildConstants } from "./build-constants";
import { keepServerBuild } from "./keep-server-build";
import { waitForPageData } from "./page-data-gate";

// Fewer, larger chunks on a first load (issue 20): the page's modules come over HTTP/1.1, one
// round trip per file on a slow phone. The browser's runtime (Preact, below) and React Router in
// one chunk; the app's modules that many routes import statically (layout, navigation, helpers,
// icons) in another.
// What a route alone needs stays in its chunk; what loads with import() stays apart.
const CLIENT_CHUNKS = {
  groups: [
    {
      name: "framework",
      test: /[\\/]node_modules[\\/](preact|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
      priority: 2,
    },
    {
      name: "shared",
      test: /[\\/](web[\\/](src|app)|node_modules[\\/]lucide-react)[\\/]/,
      minShareCount: 3,
      tags: ["$initial" as const],
      priority: 1,
    },
  ],
};

// V8's explicit compile hint (Chromium 136+; other engines read a comment): the functions of the
// chunks every page runs at start-up (the entry, the framework, the shared code) are compiled while
// the file streams in, on a background thread, instead of on the main thread when hydration first
// calls each one (issue 20, TBT). Added after minification, which would drop it.
const COMPILE_ON_LOAD = "//# allFunctionsCalledOnLoad";
const startupChunk = (chunk: { name: string; isEntry: boolean }): boolean =>
  chunk.isEntry || chunk.name === "framework" || chunk.name === "shared";

// The browser runs Preact, not React DOM (issue 20, point 2; decision 011): React 19 and React DOM
// weigh ~50 kB brotli on every first load, Preact with its React layer ~10 kB. The prerender (the
// SSR environment) and Vitest keep real React, so the HTML is React's; the browser hydrates it
// with Preact (app/preact-hydration.ts covers the differences). Vite's resolve.alias applies to
// every environment, so this plugin swaps the imports in the client environment only, resolved
// from this folder (one Preact copy). Built sites only: `react-router dev` keeps React in the
// browser (its dependency pre-bundling would mix both runtimes), as does import.meta.env.DEV.
const PREACT_FOR_REACT: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
};
const HERE = fileURLToPath(import.meta.url);

function preactInTheBrowser(): Plugin {
  return {
    name: "bibliotheque:preact-in-the-browser",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, _importer, options) {
      const target = PREACT_FOR_REACT[source];
      return target === undefined ? null : this.resolve(target, HERE, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [preactInTheBrowser(), tailwindcss(), reactRouter(), waitForPageData(), keepServerBuild()],
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
