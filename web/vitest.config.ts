import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { TEST_CONSTANTS } from "./build-constants";

export default defineConfig({
  define: TEST_CONSTANTS,
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    // Rendering tests on a loaded 2-core machine can take seconds; the default 5 s is too tight.
    testTimeout: 20_000,
  },
});
