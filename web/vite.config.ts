import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { buildConstants } from "./build-constants";
import { keepServerBuild } from "./keep-server-build";
import { waitForPageData } from "./page-data-gate";

// Fewer, larger chunks on a first load (issue 20): the page's modules come over HTTP/1.1, one
// round trip per file on a slow phone. React, React DOM and React Router in
// one chunk; the app's modules that many routes import statically (layout, navigation, helpers,
// icons) in another.
// What a route alone needs stays in its chunk; what loads with import() stays apart.
const CLIENT_CHUNKS = {
  groups: [
    {
      name: "framework",
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), waitForPageData(), keepServerBuild()],
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
