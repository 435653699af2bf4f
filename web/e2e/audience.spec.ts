// Cookieless audience measurement (issue 19.3) in Chromium against the real server: with
// « Mesure d’audience » refused in the cookie preferences, a load and a client navigation send
// nothing to /api/events; accepted, each is a page view that the server counts (its database is
// read back; the e2e server writes its counters every 0.2 s).
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { routes } from "./generated";
import { mainHydrated } from "./wait";

const articlePath = routes.find((r) => /^\/fr\/article\/[^/]+$/.test(r) && !r.includes("__not-found"))!;

/** Page views of `path` in the server's database (SQLite, read with Python's own module). */
function storedViews(path: string): number {
  const { databaseUrl } = test.info().project.metadata as { databaseUrl: string };
  const script =
    "import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute(" +
    "\"SELECT coalesce(sum(count), 0) FROM audience_counts WHERE event = 'page_view' AND path = ?\", (sys.argv[2],)).fetchone()[0])";
  const python = join(import.meta.dirname, "..", "..", ".venv", "bin", "python");
  return Number(execFileSync(python, ["-c", script, databaseUrl.replace("sqlite:///", ""), path], { encoding: "utf8" }));
}

test("audience: nothing sent when refused in the cookie preferences, page views counted when accepted", async ({ page, problems }) => {
  const sent: { event: string; path: string }[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/events") sent.push(JSON.parse(request.postData() ?? "{}") as { event: string; path: string });
  });
  await page.goto("/fr/cookies");
  await mainHydrated(page);
  const audience = page.getByRole("switch", { name: "Mesure d’audience" });
  await expect(audience).toBeChecked(); // on by default: exempt from consent, refusable
  await audience.click();
  await expect(audience).not.toBeChecked();

  sent.length = 0;
  await page.goto(articlePath);
  await mainHydrated(page);
  await page.getByRole("link", { name: "Accueil", exact: true }).first().click();
  await page.waitForURL("**/fr");
  await mainHydrated(page);
  expect(sent).toEqual([]);

  await page.goto("/fr/cookies");
  await mainHydrated(page);
  await page.getByRole("switch", { name: "Mesure d’audience" }).click();
  const before = storedViews(articlePath);
  sent.length = 0;
  await page.goto(articlePath);
  await mainHydrated(page);
  await page.getByRole("link", { name: "Accueil", exact: true }).first().click();
  await page.waitForURL("**/fr");
  await expect.poll(() => sent.map(({ event, path }) => `${event} ${path}`)).toEqual([`page_view ${articlePath}`, "page_view /fr"]);
  await expect.poll(() => storedViews(articlePath)).toBeGreaterThan(before);
  expect(problems).toEqual([]);
});
