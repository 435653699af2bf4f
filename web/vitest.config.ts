import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { TEST_CONSTANTS } from "./build-constants";
import { writeContentIconSprite } from "./content-icon-sprite";

writeContentIconSprite();

const SOURCE = { find: "~", replacement: fileURLToPath(new URL("./src", import.meta.url)) };

export default defineConfig({
  resolve: { alias: [SOURCE] },
  define: TEST_CONSTANTS,
  test: {
    environment: "jsdom",
    restoreMocks: true,
    // Rendering tests on a loaded 2-core machine can take seconds; the default 5 s is too tight.
    testTimeout: 20_000,
    include: ["app/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}"],
    setupFiles: ["./vitest.setup.ts"],
  },
});
