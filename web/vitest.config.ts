import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { TEST_CONSTANTS } from "./build-constants";

// The browser runs Preact (vite.config.ts, decision 011); Preact runs effects after the next paint
// where React DOM runs them at once after a click or a key. Tests of that timing (`*.preact.test.tsx`)
// run with the same swap as the client build; every other test runs on React, like the prerender.
const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
];
const SOURCE = { find: "~", replacement: fileURLToPath(new URL("./src", import.meta.url)) };
const PREACT_TESTS = "src/**/*.preact.test.tsx";

export default defineConfig({
  define: TEST_CONSTANTS,
  test: {
    environment: "jsdom",
    restoreMocks: true,
    // Rendering tests on a loaded 2-core machine can take seconds; the default 5 s is too tight.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        resolve: { alias: [SOURCE] },
        test: {
          name: "react",
          include: ["app/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}"],
          exclude: [PREACT_TESTS],
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        extends: true,
        resolve: { alias: [SOURCE, ...PREACT_FOR_REACT] },
        test: { name: "preact", include: [PREACT_TESTS] },
      },
    ],
  },
});
