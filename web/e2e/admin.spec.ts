// The owner's view (issue 19): sign in, read the dashboard, filter, open a lead, export the CSV, erase an address, sign out;
// the crash screen's reports on « Erreurs du site » (issue 23).
import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pageData } from "./generated";
import { exportedLeads } from "./leads";

/** What the resources page's data says of each resource, in the page's language. */
interface ResourcesPage {
  resources: { slug: string; title: string }[];
}

/** What the tool page's data says of its questions, in the page's language. */
interface ToolPage {
  tool: { slug: string; questions: { id: string; question: string; options: string[] }[] };
}

const root = join(import.meta.dirname, "..", "..");
const cli = join(root, ".venv", "bin", "bibliotheque");

// Audience counters as POST /api/events would leave them: (days ago, path, lang, event, detail, count).
const AUDIENCE = `
import datetime as dt, json, sys
from sqlalchemy import create_engine, insert
from bibliotheque.audience.models import AudienceCount
today = dt.datetime.now(dt.UTC).date()
rows = [dict(day=today - dt.timedelta(days=a), path=p, lang=l, event=e, detail=d, count=c) for a, p, l, e, d, c in json.loads(sys.argv[2])]
with create_engine(sys.argv[1]).begin() as connection:
    connection.execute(insert(AudienceCount), rows)
`;

/** An account of the owner's team, made with `bibliotheque admin add-user`. */
function addOwner(stamp: number) {
  const { databaseUrl } = test.info().project.metadata as { databaseUrl: string };
  const [admin, password] = [`owner.${stamp}@cabinet.example`, `mot-de-passe-${stamp}`];
  execFileSync(cli, ["admin", "add-user", admin, "--password-stdin"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    input: `${password}\n`,
  });
  return { admin, password };
}

async function signIn(page: Page, admin: string, password: string) {
  await page.getByLabel(/^(Adresse e-mail|E-mail address)$/).fill(admin);
  await page.getByLabel(/^(Mot de passe|Password)$/).fill(password);
  await page.getByRole("button", { name: /^(Se connecter|Sign in)$/ }).click();
}

/** The body cells of the row named `name` in the data table of the figure titled `title`. */
async function cells(page: Page, title: RegExp, name: string) {
  const figure = page.getByRole("figure", { name: title });
  const details = figure.locator("details");
  if (!(await details.evaluate((d: HTMLDetailsElement) => d.open))) await figure.getByText(/^(Voir les données|Show the data)$/).click();
  return figure.getByRole("row", { name: new RegExp(`^${name} `) }).getByRole("cell");
}

test("an owner signs in, reads the dashboard, filters, reads, exports and erases leads, then signs out", async ({ page, request }) => {
  // The whole owner's journey in one test, with two Python processes started on the way (the account,
  // the audience rows): 30 s was at its edge on a loaded machine (it timed out once at load 16).
  test.slow();
  const stamp = Date.now();
  const [kept, erased] = [`garder.${stamp}@entreprise.example`, `effacer.${stamp}@entreprise.example`];
  // The API takes only its own triggers: « exit » is the one no other e2e test fires.
  const [tool, trigger] = [`e2e-${stamp}`, "exit"];
  // The dashboard names a trigger in the admin's language.
  const exitRow = "(Intention de sortie|Exit intent)";
  const leads = [
    { email: kept, lang: "fr", form_kind: "tool", page_path: `/fr/tool/${tool}`, tool_slug: tool },
    { email: erased, lang: "en", form_kind: "modal", page_path: `/en/article/${tool}`, trigger },
  ];
  for (const lead of leads) {
    const posted = await request.post("/api/leads", { data: { ...lead, utm_source: "e2e" } });
    expect(posted.status()).toBe(201);
  }
  const databaseUrl = (test.info().project.metadata as { databaseUrl: string }).databaseUrl;
  const audience = [
    [0, `/fr/tool/${tool}`, "fr", "page_view", "", 12],
    [10, `/fr/tool/${tool}`, "fr", "page_view", "", 8],
    [0, `/fr/tool/${tool}`, "fr", "tool_started", tool, 5],
    [0, `/fr/tool/${tool}`, "fr", "tool_finished", tool, 3],
    [0, `/en/article/${tool}`, "en", "page_view", "", 4],
    [0, `/en/article/${tool}`, "en", "modal_opened", trigger, 2],
    [0, `/fr/tool/${tool}`, "fr", "cta_clicked", `cta-${stamp}`, 6],
    // More pages than the list shows: the others are counted below it.
    ...Array.from({ length: 21 }, (_, n) => [0, `/fr/article/${tool}-${n}`, "fr", "page_view", "", 1]),
  ];
  execFileSync(join(root, ".venv", "bin", "python"), ["-c", AUDIENCE, databaseUrl, JSON.stringify(audience)]);
  const { admin, password } = addOwner(stamp);

  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, admin, "wrong-password");
  await expect(page.getByRole("alert")).toBeVisible();
  await signIn(page, admin, password);
  // A password check takes 0.1-0.3 s, seconds at load 15, and waits its turn behind another test's.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });

  // The dashboard (30 days by default): figures of the rows inserted above, read from the charts' tables.
  const funnels = /^(Parcours des outils|Tool funnels)$/;
  await expect(await cells(page, funnels, tool)).toHaveText(["20", "5", "3", "1"]);
  await expect(await cells(page, /^(Conversion des 20|Conversion of the 20)/, `/fr/tool/${tool}`)).toHaveText([/^5\s?%$/, "20", "1"]);
  await expect(page.getByRole("figure", { name: /^(Conversion des 20|Conversion of the 20)/ }).getByText(/^(Et|And) \d+ /)).toBeVisible();
  for (const width of process.env.SCREENSHOT_DIR ? [1280, 390] : []) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(process.env.SCREENSHOT_DIR!, `admin-dashboard-${width}.png`), fullPage: true });
  }
  await expect(await cells(page, /^(Fenêtres|Pop-ups)/, exitRow)).toHaveText(["2", "1"]);
  await expect(await cells(page, /^(Clics sortants|Outbound clicks)/, `cta-${stamp}`)).toHaveText(["6"]);
  await page.getByText(/^(7 jours|7 days)$/).click();
  await expect(page).toHaveURL(/period=7/);
  await expect(await cells(page, funnels, tool)).toHaveText(["12", "5", "3", "1"]);
  await page.getByLabel(/^(Langue|Language)/).selectOption("en");
  await expect(page).toHaveURL(/lang=en/);
  await expect(await cells(page, /^(Fenêtres|Pop-ups)/, exitRow)).toHaveText(["2", "1"]);
  await expect(page.getByRole("figure", { name: funnels }).getByRole("row", { name: new RegExp(`^${tool} `) })).toHaveCount(0);

  await page.getByRole("link", { name: /^(Demandes|Leads)$/ }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  // The retention period of site.yaml, as the privacy policy states it and `leads purge` applies it.
  await expect(page.getByText(/^(Conservation : chaque demande est supprimée 3 ans|Retention: each lead is deleted 3 years)/)).toBeVisible();

  await page.getByLabel(/^(Rechercher une adresse|Search an address)$/).fill(String(stamp));
  await page.getByLabel(/^(Langue|Language)/).selectOption("en");
  await page.getByRole("button", { name: /^(Filtrer|Filter)$/ }).click();
  const rows = page.getByRole("row");
  await expect(rows).toHaveCount(2); // the header and the one English lead
  await expect(rows.nth(1)).toContainText(/Fenêtre|Pop-up/); // the form kind in the admin's words

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /^(Exporter en CSV|Export as CSV)$/ }).click(),
  ]);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv).toContain(erased);
  expect(csv).not.toContain(kept);

  await page.getByRole("link", { name: erased }).click();
  await expect(page.getByRole("heading", { name: erased })).toBeVisible();
  await page.getByRole("button", { name: /^(Effacer|Erase)$/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: /^(Effacer|Erase)$/ }).click();
  await expect(page.getByRole("status")).toHaveText(/^1 (lead erased|demande effacée)\.$/);
  const emails = exportedLeads().map((lead) => lead.email);
  expect(emails).toContain(kept);
  expect(emails).not.toContain(erased);

  await page.getByRole("button", { name: /^(Se déconnecter|Sign out)$/ }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get("/api/admin/session")).status()).toBe(401);
});

test("a crash report sent to the server is on the owner's « Erreurs du site » screen", async ({ page, request }) => {
  const stamp = Date.now();
  const message = `TypeError: e2e ${stamp} cannot read score`;
  const report = {
    message,
    stack: `${message}\n    at Score (/assets/tool-${stamp}.js:12:34)`,
    page: "/fr/tool/indice-maturite?email=claire@entreprise.example",
    release: `e2e-${stamp}`,
  };
  expect((await request.post("/api/client-errors", { data: report })).status()).toBe(204);
  const { admin, password } = addOwner(stamp);

  await page.goto("/admin/site-errors");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, admin, password);
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: /^(Erreurs du site|Site errors)$/ }).click();
  await expect(page).toHaveURL(/\/admin\/site-errors$/);
  await expect(page.getByRole("heading", { level: 1, name: /^(Erreurs du site|Site errors)$/ })).toBeVisible();
  const listed = page.getByRole("list", { name: /^(Erreurs du site|Site errors)$/ }).getByRole("listitem").filter({ hasText: message });
  await expect(listed).toContainText("/fr/tool/indice-maturite");
  await expect(listed).toContainText(report.release);
  await expect(listed).not.toContainText("claire@");
  const stack = listed.getByText(`tool-${stamp}.js:12:34`, { exact: false });
  await expect(stack).toBeHidden();
  await listed.getByText(/^(Pile d’appels|Stack trace)$/).click();
  await expect(stack).toBeVisible();
});

// Issue 33, point 7: the owner reads a lead in the admin's one language, whichever it is.
const WORDS = {
  "fr-FR": { lang: "fr", wrong: "Adresse e-mail ou mot de passe incorrect.", form: "Ressource", resource: "Ressource demandée",
    utm: ["Source UTM", "Support UTM", "Campagne UTM", "Terme UTM", "Contenu UTM"] },
  "en-US": { lang: "en", wrong: "Wrong e-mail address or password.", form: "Resource", resource: "Resource requested",
    utm: ["UTM source", "UTM medium", "UTM campaign", "UTM term", "UTM content"] },
};
for (const [locale, words] of Object.entries(WORDS)) {
  test.describe(`the admin in ${locale}`, () => {
    test.use({ locale });
    test("a refused sign-in, the leads table and a resource lead speak the admin's language", async ({ page, request }) => {
      const stamp = Date.now();
      const email = `ressource.${stamp}@entreprise.example`;
      const utm = ["newsletter", "email", `campagne-${stamp}`, "tableau", "bouton-bas"];
      const posted = await request.post("/api/leads", { data: {
        email, lang: "fr", form_kind: "resource", page_path: "/fr/resources", resource_slug: "modele-tableau-de-bord",
        utm_source: utm[0], utm_medium: utm[1], utm_campaign: utm[2], utm_term: utm[3], utm_content: utm[4],
      } });
      expect(posted.status()).toBe(201);
      const { admin, password } = addOwner(stamp);
      await page.goto("/admin/leads");
      await signIn(page, admin, "wrong-password");
      await expect(page.getByRole("alert")).toHaveText(words.wrong);
      await signIn(page, admin, password);
      await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });

      await page.goto("/admin/leads");
      await page.getByLabel(/^(Rechercher une adresse|Search an address)$/).fill(String(stamp));
      await page.getByRole("button", { name: /^(Filtrer|Filter)$/ }).click();
      const row = page.getByRole("row").filter({ hasText: email });
      await expect(row.getByRole("cell", { name: words.form, exact: true })).toBeVisible();
      // The CSV the owner opens names the form as the table does; the raw kind stays beside it.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: /^(Exporter en CSV|Export as CSV)$/ }).click(),
      ]);
      const [header, ...lines] = readFileSync((await download.path())!, "utf8").trim().split("\n");
      const columns = header!.split(",");
      const cells = lines.find((line) => line.includes(email))!.split(",");
      expect(cells[columns.indexOf("form_kind")]).toBe("resource");
      expect(cells[columns.indexOf("form_name")]).toBe(words.form);

      await row.getByRole("link", { name: email }).click();
      await expect(page.getByRole("heading", { name: email })).toBeVisible();
      for (const [n, label] of [words.resource, ...words.utm].entries()) {
        // Each value right after its term, in the order the page lists them.
        const term = page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) });
        const resource = `${pageData<ResourcesPage>(`/${words.lang}/resources`).resources.find((r) => r.slug === "modele-tableau-de-bord")!.title} (modele-tableau-de-bord)`;
        await expect(term.locator("xpath=following-sibling::dd[1]")).toHaveText([resource, ...utm][n]!);
      }
      const form = page.getByRole("term").filter({ hasText: /^(Formulaire|Form)$/ });
      await expect(form.locator("xpath=following-sibling::dd[1]")).toHaveText(words.form);
      for (const width of process.env.SCREENSHOT_DIR ? [1280, 390] : []) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: join(process.env.SCREENSHOT_DIR!, `admin-lead-${locale}-${width}.png`), fullPage: true });
      }

      // A tool's answers: each question and the chosen option's text, not ids and option numbers.
      const tool = pageData<ToolPage>(`/${words.lang}/tool/indice-maturite-organisationnelle`).tool;
      const toolEmail = `outil.${stamp}@entreprise.example`;
      const chosen = tool.questions.map((q, i) => (i % q.options.length) + 1);
      expect((await request.post("/api/leads", { data: {
        email: toolEmail, lang: "fr", form_kind: "tool", page_path: "/fr/tool/indice-maturite-organisationnelle", tool_slug: tool.slug,
        tool_score: 50, tool_answers: Object.fromEntries(tool.questions.map((q, i) => [q.id, chosen[i]])),
      } })).status()).toBe(201);
      await page.goto("/admin/leads");
      await page.getByLabel(/^(Rechercher une adresse|Search an address)$/).fill(toolEmail);
      await page.getByRole("button", { name: /^(Filtrer|Filter)$/ }).click();
      await page.getByRole("row").filter({ hasText: toolEmail }).getByRole("link", { name: toolEmail }).click();
      await expect(page.getByRole("heading", { name: toolEmail })).toBeVisible();
      for (const [i, question] of tool.questions.entries()) {
        const term = page.getByRole("term").filter({ hasText: question.question });
        await expect(term.locator("xpath=following-sibling::dd[1]")).toHaveText(question.options[chosen[i]! - 1]!);
      }
      await expect(page.getByText(`"${tool.questions[0]!.id}"`)).toHaveCount(0);
      for (const width of process.env.SCREENSHOT_DIR ? [1280, 390] : []) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: join(process.env.SCREENSHOT_DIR!, `admin-lead-tool-${locale}-${width}.png`), fullPage: true });
      }
    });
  });
}
