import { defineConfig, devices } from "@playwright/test";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";

// Debian's Chromium (no browser download), against `bibliotheque serve` on the built dist/.
const PORT = Number(process.env.E2E_PORT ?? 8123);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Another build (with its page data in BIBLIOTHEQUE_GENERATED) can be tested with E2E_DIST.
const dist = process.env.E2E_DIST ?? "../dist";
// Leads submitted by the tests go to a database of this run only (tests read it back with
// `bibliotheque leads export`, given the project's metadata.databaseUrl). Workers load this file too: only the main
// process, which starts the server, removes the previous run's file.
const leadsFile = join(import.meta.dirname, "test-results", `e2e-leads-${PORT}.sqlite3`);
if (!process.env.TEST_WORKER_INDEX) for (const suffix of ["", "-wal", "-shm"]) rmSync(leadsFile + suffix, { force: true });
const databaseUrl = `sqlite:///${leadsFile}`;

// Deliveries (e2e/deliveries.spec.ts): a second server, on PORT + 1, sends each lead to an SMTP
// server and a webhook receiver (tests/deliveries/receivers.py, PORT + 3 and PORT + 2) that list
// what arrived at /received. The first server, which the other tests use, delivers nothing.
const root = join(import.meta.dirname, "..");
const deliveriesFile = join(import.meta.dirname, "test-results", `e2e-deliveries-${PORT}.sqlite3`);
if (!process.env.TEST_WORKER_INDEX) for (const suffix of ["", "-wal", "-shm"]) rmSync(deliveriesFile + suffix, { force: true });
const [deliveryPort, receiverPort, smtpPort] = [PORT + 1, PORT + 2, PORT + 3];
const webhookSecret = "whsec_ZTJlLXdlYmhvb2stc2VjcmV0LW9mLXRoZS1yZWNlaXZlcg==";
process.env.E2E_DELIVERY_URL = `http://127.0.0.1:${deliveryPort}`;
process.env.E2E_RECEIVED_URL = `http://127.0.0.1:${receiverPort}/received`;
process.env.E2E_TEAM_ADDRESS = "equipe@bibliotheque-pme.example";

// The `nginx` project (issue 22, point 3): the crawler and the lead form once more, through Debian's
// nginx (on PORT + 5, configured by `bibliotheque deploy nginx`) in front of two workers (PORT + 6
// and + 7) on a temporary PostgreSQL (PORT + 4): tests/server/nginx_stack.py.
const [postgresPort, nginxPort, firstWorkerPort] = [PORT + 4, PORT + 5, PORT + 6];
const nginxDatabaseUrl = `postgresql://bibliotheque@127.0.0.1:${postgresPort}/postgres`;

// How long a server may take to answer its health check. Five start at once (each imports the app,
// loads dist/ and, for the password checks, makes an Argon2 hash): 14-20 s each at load 12 on this
// 2-core machine, which a 30 s bar missed at load 14. A server that never starts still fails, later.
const SERVER_START = 90_000;

export default defineConfig({
  testDir: "e2e",
  // Screenshots are for people to look at (`make screenshots`), not part of `make test`.
  testIgnore: process.env.SCREENSHOTS ? [] : ["**/screenshots.spec.ts"],
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
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
      metadata: { databaseUrl },
    },
    {
      name: "nginx",
      testMatch: ["links.spec.ts", "conversion.spec.ts"],
      grep: /every internal link|the in-content form stores the lead/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, baseURL: `http://127.0.0.1:${nginxPort}` },
      metadata: { databaseUrl: nginxDatabaseUrl },
    },
  ],
  webServer: [
    {
      command: `../.venv/bin/bibliotheque serve --dist ${dist} --port ${PORT}`,
      // Several tests post leads from 127.0.0.1 within a minute: the per-client limits (valid and
      // invalid submissions) are raised.
      // ADMIN_SECURE_COOKIE=false: a plain `admin` session cookie over HTTP (e2e/admin.spec.ts).
      // Audience events: every page load of every test comes from 127.0.0.1 (limit raised), and
      // e2e/audience.spec.ts reads the counters back soon after (flushed every 0.2 s).
      env: {
        DATABASE_URL: databaseUrl,
        LEADS_RATE_LIMITS: "1000/minute",
        LEADS_INVALID_RATE_LIMITS: "1000/minute",
        ADMIN_SECURE_COOKIE: "false",
        AUDIENCE_RATE_LIMITS: "100000/minute",
        AUDIENCE_FLUSH_SECONDS: "0.2",
      },
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: SERVER_START,
    },
    {
      command: `.venv/bin/python -m tests.deliveries.receivers --http-port ${receiverPort} --smtp-port ${smtpPort} --secret ${webhookSecret}`,
      cwd: root,
      url: process.env.E2E_RECEIVED_URL,
      reuseExistingServer: false,
      timeout: SERVER_START,
    },
    {
      command: `../.venv/bin/bibliotheque serve --dist ${dist} --port ${deliveryPort}`,
      env: {
        DATABASE_URL: `sqlite:///${deliveriesFile}`,
        LEADS_RATE_LIMITS: "1000/minute",
        LEADS_INVALID_RATE_LIMITS: "1000/minute",
        AUDIENCE_RATE_LIMITS: "100000/minute",
        DELIVERY_SMTP_HOST: "127.0.0.1",
        DELIVERY_SMTP_PORT: String(smtpPort),
        DELIVERY_SMTP_SECURITY: "none",
        DELIVERY_FROM: "Bibliothèque PME <leads@bibliotheque-pme.example>",
        DELIVERY_TEAM_TO: process.env.E2E_TEAM_ADDRESS,
        DELIVERY_WEBHOOKS: JSON.stringify([{ name: "crm", url: `http://127.0.0.1:${receiverPort}/hook`, secret: webhookSecret }]),
        DELIVERY_ALLOW_HTTP_WEBHOOKS: "true",
        DELIVERY_CONTENT_DIR: join(root, "content"),
        DELIVERY_POLL_SECONDS: "0.2",
      },
      url: `${process.env.E2E_DELIVERY_URL}/api/health`,
      reuseExistingServer: false,
      timeout: SERVER_START,
    },
    {
      command: `.venv/bin/python -m tests.server.nginx_stack --dist ${resolve(import.meta.dirname, dist)} --port ${nginxPort} --postgres-port ${postgresPort} --first-worker-port ${firstWorkerPort}`,
      cwd: root,
      url: `http://127.0.0.1:${nginxPort}/api/health`,
      reuseExistingServer: false,
      timeout: SERVER_START * 2,
      // SIGTERM, so that it stops PostgreSQL (a daemon that a SIGKILL would leave running).
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
  ],
});
