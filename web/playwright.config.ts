import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium (no browser download), against `bibliotheque serve` on the built dist/.
const PORT = Number(process.env.E2E_PORT ?? 8123);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Another build (with its page data in BIBLIOTHEQUE_GENERATED) can be tested with E2E_DIST.
const dist = process.env.E2E_DIST ?? "../dist";

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: `../.venv/bin/bibliotheque serve --dist ${dist} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
