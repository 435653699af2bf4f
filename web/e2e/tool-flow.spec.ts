// Every seeded tool played to its result in a real browser. An assessment gives the score SPEC §5's
// formula gives for a chosen answer pattern (worked out here from the page data) and its score per
// dimension; a tool that captures leads sends the e-mail step to the real API, and the lead is read
// back with `bibliotheque leads export`. A calculator plays a typical case and shows the figures and
// the verdict a consultant would give; its result link reopens the result. Without JavaScript the
// questions are one form, and the server answers it with the same result.
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { isNotFound, pageData, routes } from "./generated";
import { exportedLeads } from "./leads";
import { animationsSettled, darkMode, mainHydrated } from "./wait";
import { type Lang, ui, WCAG_AA_AND_BEST_PRACTICE } from "./toolkit";

interface Question {
  id: string;
  question: string;
  type: "select" | "range";
  options: string[];
  dimension: string | null;
  min: number;
  max: number;
  step: number;
}
interface Result {
  score_range: [number, number];
  title: string;
}
interface ToolData {
  head: { path: string };
  tool: {
    slug: string;
    lead_capture: boolean;
    questions: Question[];
    results: Result[];
    dimensions: { id: string; label: string }[];
    verdicts: { id: string; title: string }[];
  };
}

/**
 * One typical case per calculator (answers in question order: range values, select positions from
 * 1), the verdict a consultant gives and headline figures as the page writes them in French
 * (worked out by hand in src/features/tools/verdicts.test.ts, which holds the other cases).
 */
const TYPICAL: Record<string, { answers: number[]; verdict: string; figures: string[] }> = {
  "calculateur-roi-automatisation": { answers: [35, 6, 3, 10, 8000], verdict: "rentable-a-cadrer", figures: ["29 610 €", "7,4 mois"] },
  "calculateur-temps-perdu-management": { answers: [6, 6, 10, 60], verdict: "heures-qui-s-echappent", figures: ["7 heures", "329 heures", "19 740 €"] },
  "analyseur-rentabilite-clients": { answers: [1200000, 50, 2, 3, 3, 3], verdict: "vision-partielle", figures: ["50 %", "360 000 €", "147 945 €"] },
  "generateur-plan-delegation": { answers: [50, 3, 2, 3, 3, 2], verdict: "plan-extension", figures: ["15 heures", "705 heures", "50 %"] },
};

const WCAG = WCAG_AA_AND_BEST_PRACTICE;

/** No axe violation on the step on screen (light), and none of the colour rules in dark. */
async function expectAccessible(page: Page, step: string) {
  const summary = (violations: { id: string; nodes: { target: unknown[] }[] }[]) => violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  const light = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(WCAG).analyze();
  expect(summary(light.violations), `${step}, light`).toEqual([]);
  await darkMode(page);
  const dark = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withRules(["color-contrast"]).analyze();
  expect(summary(dark.violations), `${step}, dark`).toEqual([]);
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await animationsSettled(page);
}

const toolPaths = routes.filter((r) => r.startsWith("/fr/tool/") && !isNotFound(r));

/**
 * The answer pattern: select questions take options 1, 2, 3… in turn (position = index mod options
 * + 1); range questions go to their maximum, their middle (on a step) and their minimum in turn.
 */
function pattern(questions: Question[]): number[] {
  let ranges = 0;
  return questions.map((q, i) => {
    if (q.type === "select") return (i % q.options.length) + 1;
    const turn = ranges++ % 3;
    if (turn === 0) return q.max;
    if (turn === 2) return q.min;
    return q.min + Math.round((q.max - q.min) / 2 / q.step) * q.step;
  });
}

/** SPEC §5: position × 100 / (options × questions); share of the span × 100 / questions; sum rounded. */
function expectedScore(questions: Question[], answers: number[]): number {
  const n = questions.length;
  const sum = questions.reduce(
    (total, q, i) => total + (q.type === "select" ? (answers[i]! * 100) / (q.options.length * n) : (((answers[i]! - q.min) / (q.max - q.min)) * 100) / n),
    0,
  );
  return Math.round(sum);
}

const resultOf = (results: Result[], score: number) => results.find((r) => r.score_range[0] <= score && score <= r.score_range[1]) ?? results[0]!;

/** Answers every question of the pattern, checking Previous/Next and the focus on the way. */
async function playQuestions(page: Page, lang: Lang, questions: Question[], answers: number[]) {
  const t = (key: string, vars?: Record<string, string | number>) => ui(lang, key, vars);
  const previous = page.getByRole("button", { name: t("tool.flow.previous") });
  for (const [i, q] of questions.entries()) {
    await expect(page.getByText(t("tool.flow.progress", { current: i + 1, total: questions.length }))).toBeVisible();
    const heading = page.getByRole("heading", { level: 2, name: q.question });
    if (i > 0) await expect(heading).toBeFocused();
    await (i === 0 ? expect(previous).toBeDisabled() : expect(previous).toBeEnabled());
    const submit = page.locator('main form button[type="submit"]');
    if (q.type === "select") {
      await expect(submit).toBeDisabled();
      await page.getByRole("radio", { name: q.options[answers[i]! - 1]!, exact: true }).check();
    } else {
      // Range questions start at their minimum, so Next is already enabled.
      await expect(page.getByRole("slider", { name: q.question })).toHaveValue(String(q.min));
      await expect(submit).toBeEnabled();
      if (answers[i] !== q.min) await page.getByRole("spinbutton", { name: t("tool.range.exact") }).fill(String(answers[i]));
    }
    await expect(submit).toBeEnabled();
    await submit.click();
  }
}

/** The result screen: the score said in the status line, the band's title as the focused heading. */
async function expectResult(page: Page, lang: Lang, data: ToolData, score: number) {
  await expect(page.getByText(ui(lang, "tool.flow.results_status", { score }))).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: resultOf(data.tool.results, score).title })).toBeFocused();
  await expect(page.getByRole("button", { name: ui(lang, "tool.result.restart") })).toBeVisible();
  const audit = page.getByRole("link", { name: new RegExp(ui(lang, "cta.audit")) });
  await expect(audit).toHaveAttribute("href", /utm_content=tool-result/);
}

async function submitEmail(page: Page, lang: Lang, email: string) {
  await expect(page.getByText(ui(lang, "tool.flow.email_status"))).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: ui(lang, "tool.email.title") })).toBeFocused();
  await page.getByLabel(ui(lang, "lead.email.label")).fill(email);
  await page.getByRole("button", { name: ui(lang, "tool.email.submit") }).click();
}

const leadChecked = toolPaths.map((p) => pageData<ToolData>(p).tool).find((t) => t.lead_capture)?.slug;
const assessments = toolPaths.filter((p) => pageData<ToolData>(p).tool.results.length > 0);
const calculators = toolPaths.filter((p) => pageData<ToolData>(p).tool.verdicts.length > 0);
const flat = (text: string) => text.replace(/[\u00a0\u202f]/gu, " ");

for (const path of assessments) {
  const lang: Lang = "fr";
  test(`${path} plays to its result with the formula's score and a score per dimension`, async ({ page, problems }) => {
    const data = pageData<ToolData>(path);
    const { questions } = data.tool;
    const answers = pattern(questions);
    const score = expectedScore(questions, answers);
    if (data.tool.slug === "indice-maturite-organisationnelle") {
      // By hand: options 1, 2, 3, 4, 1 → 5 × (1 + 2 + 3 + 4 + 1) = 55.
      expect(score).toBe(55);
    }
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await mainHydrated(page);
    await playQuestions(page, lang, questions, answers);
    const email = `e2e-${data.tool.slug}-${Date.now()}@entreprise.example`;
    if (data.tool.lead_capture) await submitEmail(page, lang, email);
    await expectResult(page, lang, data, score);
    const chart = page.getByRole("figure", { name: ui(lang, "tool.result.dimensions") });
    await expect(chart.getByRole("row")).toHaveCount(data.tool.dimensions.length + 1);
    await expect(chart.getByRole("rowheader", { name: data.tool.dimensions[0]!.label })).toBeAttached();
    await expect(page).toHaveURL(new RegExp(`#r=${answers.map((a, i) => (questions[i]!.type === "select" ? a - 1 : a)).join("_")}$`));
    // Reading the database back takes a few seconds: once is enough.
    if (data.tool.slug === leadChecked) {
      expect(exportedLeads().find((row) => row.email === email)).toMatchObject({
        form_kind: "tool",
        tool_slug: data.tool.slug,
        tool_score: score,
        page_path: path,
        lang,
        tool_answers: Object.fromEntries(questions.map((q, i) => [q.id, answers[i]])),
      });
    }
    // Starting again goes back to the first question.
    await page.getByRole("button", { name: ui(lang, "tool.result.restart") }).click();
    await expect(page.getByRole("heading", { level: 2, name: questions[0]!.question })).toBeFocused();
    expect(problems).toEqual([]);
  });
}

for (const path of calculators) {
  test(`${path} computes the figures of a typical case and gives the consultant's verdict; its link reopens it`, async ({ page, problems }) => {
    const lang: Lang = "fr";
    const data = pageData<ToolData>(path);
    const typical = TYPICAL[data.tool.slug]!;
    expect(typical, `a typical case for ${data.tool.slug}`).toBeDefined();
    const verdict = data.tool.verdicts.find((v) => v.id === typical.verdict)!;
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await mainHydrated(page);
    await playQuestions(page, lang, data.tool.questions, typical.answers);
    await expect(page.getByText(ui(lang, "tool.flow.calculated_status"))).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: verdict.title })).toBeFocused();
    const headline = page.locator("main dl").first();
    for (const figure of typical.figures) expect(flat(await headline.innerText())).toContain(figure);
    await expect(page.getByRole("heading", { level: 3, name: ui(lang, "tool.result.how") })).toBeVisible();
    // The link carries the answers (select options from 0) and reopens the same result.
    const fragment = typical.answers.map((a, i) => (data.tool.questions[i]!.type === "select" ? a - 1 : a)).join("_");
    await expect(page).toHaveURL(new RegExp(`#r=${fragment}$`));
    await page.reload({ waitUntil: "domcontentloaded" });
    await mainHydrated(page);
    await expect(page.getByRole("heading", { level: 2, name: verdict.title })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test("the server's result page, once interactive, opens the flow on the same result, an assessment's through its e-mail step", async ({ page, problems }) => {
  // A form sent before the page was interactive (or its link) leads to the server's page; the
  // flow then reads the answers in the query and shows the same result, the server's attributes
  // (kept answers) hydrating without error. A lead-capturing assessment's answers open on the
  // e-mail step, the score shown once the address is stored (decision 018).
  for (const path of [calculators.find((p) => p.includes("roi"))!, assessments.find((p) => pageData<ToolData>(p).tool.lead_capture)!]) {
    const data = pageData<ToolData>(path);
    const answers = data.tool.verdicts.length > 0 ? TYPICAL[data.tool.slug]!.answers : pattern(data.tool.questions);
    const query = new URLSearchParams(data.tool.questions.map((q, i) => [q.id, String(q.type === "select" ? answers[i]! - 1 : answers[i]!)]));
    await page.goto(`${path}?${query.toString()}`, { waitUntil: "domcontentloaded" });
    await mainHydrated(page);
    const title =
      data.tool.verdicts.length > 0
        ? data.tool.verdicts.find((v) => v.id === TYPICAL[data.tool.slug]!.verdict)!.title
        : resultOf(data.tool.results, expectedScore(data.tool.questions, answers)).title;
    if (data.tool.lead_capture) {
      await expect(page.getByText(ui("fr", "tool.flow.email_status"))).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: title })).toHaveCount(0);
      await expect(page).toHaveURL(/#r=/);
      await page.getByLabel(ui("fr", "lead.email.label")).fill(`e2e-link-${Date.now()}@entreprise.example`);
      await page.getByRole("button", { name: ui("fr", "tool.email.submit") }).click();
    }
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole("button", { name: ui("fr", "tool.result.restart") })).toBeVisible();
    await expect(page).toHaveURL(/#r=/);
    if (data.tool.lead_capture) {
      // Reloaded in the same tab, the result does not ask for the address again.
      await page.reload({ waitUntil: "domcontentloaded" });
      await mainHydrated(page);
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
  }
  expect(problems).toEqual([]);
});

test("the English ROI calculator writes its figures the English way", async ({ page, problems }) => {
  const path = calculators.find((p) => p.includes("roi"))!.replace("/fr/", "/en/");
  const data = pageData<ToolData>(path);
  await page.goto(`${path}#r=35_6_3_10_8000`, { waitUntil: "domcontentloaded" });
  await mainHydrated(page);
  await expect(page.getByRole("heading", { level: 2, name: data.tool.verdicts.find((v) => v.id === "rentable-a-cadrer")!.title })).toBeVisible();
  expect(await page.locator("main dl").first().innerText()).toContain("€29,610");
  await expect(page.getByRole("heading", { level: 3, name: ui("en", "tool.result.how") })).toBeVisible();
  expect(problems).toEqual([]);
});

// e2e/a11y.spec.ts checks a tool's first screen; these are the other steps.
test("a range question, the e-mail step and a result have no axe violation, light or dark", async ({ page, problems }) => {
  test.setTimeout(90_000);
  const datas = toolPaths.map((p) => pageData<ToolData>(p));
  const ranged = datas.find((d) => d.tool.questions[0]!.type === "range" && !d.tool.lead_capture)!;
  const capturing = datas.find((d) => d.tool.lead_capture)!;
  await page.goto(capturing.head.path, { waitUntil: "domcontentloaded" });
  await mainHydrated(page);
  await playQuestions(page, "fr", capturing.tool.questions, pattern(capturing.tool.questions));
  await expect(page.getByRole("heading", { level: 2, name: ui("fr", "tool.email.title") })).toBeFocused();
  await expectAccessible(page, "e-mail step");
  await page.goto(ranged.head.path, { waitUntil: "domcontentloaded" });
  await mainHydrated(page);
  await expectAccessible(page, "range question");
  await playQuestions(page, "fr", ranged.tool.questions, pattern(ranged.tool.questions));
  await expectAccessible(page, "result");
  // An assessment's result, with its chart, opened from its link (after its e-mail step).
  await page.goto(`${capturing.head.path}#r=${capturing.tool.questions.map(() => 0).join("_")}`, { waitUntil: "domcontentloaded" });
  await mainHydrated(page);
  await page.getByLabel(ui("fr", "lead.email.label")).fill(`e2e-axe-${Date.now()}@entreprise.example`);
  await page.getByRole("button", { name: ui("fr", "tool.email.submit") }).click();
  await expect(page.getByRole("figure", { name: ui("fr", "tool.result.dimensions") })).toBeVisible();
  await expectAccessible(page, "assessment result");
  expect(problems).toEqual([]);
});

/** SPEC §5 per dimension: the mean of its questions' shares (a select's position ÷ options), × 100, rounded. */
function expectedDimensions(data: ToolData, answers: number[]): number[] {
  const { questions, dimensions } = data.tool;
  return dimensions.map(({ id }) => {
    const own = questions.map((q, i) => [q, answers[i]!] as const).filter(([q]) => q.dimension === id);
    const sum = own.reduce((total, [q, a]) => total + (q.type === "select" ? a / q.options.length : (a - q.min) / (q.max - q.min)), 0);
    return Math.round((sum * 100) / own.length);
  });
}

/** Fills the no-JavaScript form: select positions from 1, range values typed. */
async function fillForm(page: Page, questions: Question[], answers: number[]) {
  for (const [i, q] of questions.entries()) {
    if (q.type === "select") await page.getByRole("group", { name: q.question }).getByRole("radio", { name: q.options[answers[i]! - 1]!, exact: true }).check();
    else await page.getByRole("spinbutton", { name: q.question }).fill(String(answers[i]));
  }
}

async function sendForm(page: Page, lang: Lang) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("?") && r.request().resourceType() === "document"),
    page.getByRole("button", { name: ui(lang, "tool.flow.see_result") }).click(),
  ]);
  await page.waitForLoadState("domcontentloaded");
  return response;
}

/**
 * axe needs timers, which do not run without JavaScript: the page the server sent is checked again
 * in a browser that runs scripts, with the page's own scripts taken out (nothing hydrates or changes it).
 */
async function expectAccessibleAsSent(browser: Browser, url: string, step: string) {
  const context = await browser.newContext();
  const html = await (await context.request.get(url)).text();
  await context.close();
  await expectAccessibleHtml(browser, url, html, step);
}

/** The check for HTML the server answered (to a GET or a post): scripts taken out, shown at `url`. */
async function expectAccessibleHtml(browser: Browser, url: string, html: string, step: string) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  const body = html.replace(/<script\b[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g, "");
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body }));
  await page.goto(url, { waitUntil: "load" });
  await expectAccessible(page, step);
  await context.close();
}

// The questions as one form the server answers (src/bibliotheque/server/tool_pages.py): figures,
// score, dimensions and verdict computed by the Python evaluator, the same as the flow's.
/** Full-page pictures at 390 and 1280 px, when SCREENSHOT_DIR says where (for people to look at). */
async function shootWidths(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const viewport = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // At the first width, what the visitor sees on arrival (the form's fragment scrolls to the result);
    // then the whole page from its top.
    if (width === 390) await page.screenshot({ path: join(dir, `${name}-${width}-arrival.png`) });
    await page.locator("body").press("Home");
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
}

// (Scripts are off: the pages' module preloads are cancelled, so the `problems` fixture does not apply.)
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a calculator's form is answered by the server with its figures, how they are worked out and the verdict", async ({ page, browser }) => {
    const path = calculators.find((p) => p.includes("roi"))!;
    const data = pageData<ToolData>(path);
    const typical = TYPICAL[data.tool.slug]!;
    const verdict = data.tool.verdicts.find((v) => v.id === typical.verdict)!;
    await page.goto(path);
    await expect(page.getByText(ui("fr", "tool.static.form_note"))).toBeVisible();
    await fillForm(page, data.tool.questions, typical.answers);
    const response = await sendForm(page, "fr");
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${path}\\?taux-horaire-moyen=35&`));
    const result = page.getByRole("region", { name: verdict.title });
    await expect(result.getByRole("heading", { level: 2, name: verdict.title })).toBeVisible();
    await expect(result.getByText(ui("fr", "tool.flow.calculated_status"))).toBeVisible();
    const figures = (await result.getByRole("definition").allInnerTexts()).map(flat);
    for (const figure of typical.figures) expect(figures).toContain(figure);
    await expect(result.getByRole("heading", { level: 3, name: ui("fr", "tool.result.how") })).toBeVisible();
    expect(figures).toContain("846 heures × 35 € = 29 610 €");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // The answers stay in the form under the result, to change one and send again.
    await expect(page.getByRole("spinbutton", { name: data.tool.questions[4]!.question })).toHaveValue("8000");
    await shootWidths(page, "tool-no-js-calculator-result");
    await expectAccessibleAsSent(browser, page.url(), "calculator result without JavaScript");
  });

  test("an assessment's form ends with the e-mail step; the server stores the lead and answers the score and dimensions", async ({ page, browser }) => {
    // Decision 018: the result follows the e-mail step on every path, without JavaScript too.
    const path = assessments.find((p) => pageData<ToolData>(p).tool.lead_capture)!;
    const data = pageData<ToolData>(path);
    const { questions, dimensions } = data.tool;
    const answers = pattern(questions);
    const score = expectedScore(questions, answers);
    const band = resultOf(data.tool.results, score);
    const address = page.getByLabel(ui("fr", "lead.email.label"));
    const send = page.getByRole("button", { name: ui("fr", "tool.flow.see_result") });
    // A result link without JavaScript: the answers in the form, the e-mail step asked, no score.
    const query = new URLSearchParams(questions.map((q, i) => [q.id, String(q.type === "select" ? answers[i]! - 1 : answers[i]!)]));
    await page.goto(`${path}?${query.toString()}`);
    await expect(page.getByRole("heading", { level: 2, name: ui("fr", "tool.static.email_ready") })).toBeVisible();
    await expect(page.getByText(ui("fr", "tool.flow.results_status", { score }))).toHaveCount(0);
    await expect(page.getByRole("heading", { name: band.title })).toHaveCount(0);
    await page.getByRole("link", { name: ui("fr", "tool.static.email_go") }).click();
    await expect(page).toHaveURL(/#tool-email$/);
    await shootWidths(page, "tool-no-js-email-step");
    // The form from its page: a wrong address comes back on the same form, answers and address kept.
    await page.goto(path);
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    await fillForm(page, questions, answers);
    await address.fill("pas-une-adresse");
    await send.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
    await expect(address).toHaveValue("pas-une-adresse");
    await expect(address).toHaveAccessibleDescription(ui("fr", "lead.error.email_invalid"));
    await expect(page.getByText(ui("fr", "tool.flow.results_status", { score }))).toHaveCount(0);
    await expect(page.getByRole("group", { name: questions[0]!.question }).getByRole("radio", { name: questions[0]!.options[answers[0]! - 1]!, exact: true })).toBeChecked();
    await shootWidths(page, "tool-no-js-email-refused");
    // The address accepted: the lead is stored with the answers and the score, and the result shown.
    const email = `e2e-nojs-${data.tool.slug}-${Date.now()}@entreprise.example`;
    await address.fill(email);
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST" && r.request().resourceType() === "document"), send.click()]);
    expect(response.status()).toBe(200);
    const result = page.getByRole("region", { name: band.title });
    await expect(result.getByText(ui("fr", "tool.flow.results_status", { score }))).toBeVisible();
    const table = result.getByRole("table", { name: ui("fr", "tool.result.dimensions") });
    await expect(table.getByRole("row")).toHaveCount(dimensions.length + 1);
    const scores = expectedDimensions(data, answers);
    for (const [i, dimension] of dimensions.entries()) {
      await expect(table.getByRole("row", { name: dimension.label })).toHaveText(new RegExp(`${dimension.label}\\s*${scores[i]}$`));
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await shootWidths(page, "tool-no-js-assessment-result");
    await expectAccessibleHtml(browser, new URL(path, page.url()).href, await page.content(), "assessment result without JavaScript");
    expect(exportedLeads().find((row) => row.email === email)).toMatchObject({
      form_kind: "tool",
      tool_slug: data.tool.slug,
      tool_score: score,
      page_path: path,
      tool_answers: Object.fromEntries(questions.map((q, i) => [q.id, answers[i]])),
    });
  });

  test("missing or impossible answers give the form again, 422, with a message under each question", async ({ page, browser }) => {
    const path = calculators.find((p) => p.includes("roi"))!;
    const { questions } = pageData<ToolData>(path).tool;
    const hourly = questions[0]!;
    await page.goto(path);
    await page.getByRole("spinbutton", { name: hourly.question }).fill("9999");
    const response = await sendForm(page, "fr");
    expect(response.status()).toBe(422);
    const summary = page.getByRole("region", { name: ui("fr", "tool.static.errors_title") });
    await expect(summary.getByRole("link")).toHaveCount(questions.length);
    const field = page.getByRole("spinbutton", { name: hourly.question });
    await expect(field).toHaveValue("9999");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    // Any space of the message may be a no-break one (\s matches them).
    const message = ui("fr", "tool.static.error_range", { min: `${hourly.min} €`, max: `${hourly.max} € par heure` });
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, "\\$&").replace(/ /g, "\\s")));
    await shootWidths(page, "tool-no-js-answers-to-correct");
    await expectAccessibleAsSent(browser, page.url(), "answers to correct without JavaScript");
  });
});

// Pictures for people to look at (SCREENSHOTS=1): a select question, a range question and a result,
// at 390 and 1280 px, light and dark, in test-results/screenshots/tool/.
test.describe("screenshots", () => {
  test.skip(!process.env.SCREENSHOTS, "SCREENSHOTS=1 takes them");
  for (const width of [390, 1280]) {
    test(`tool screens at ${width} px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 900 });
      const path = toolPaths.find((p) => p.includes("generateur")) ?? toolPaths[0]!;
      const data = pageData<ToolData>(path);
      const shoot = async (name: string) => {
        for (const mode of ["light", "dark"] as const) {
          if (mode === "dark") await darkMode(page);
          else {
            await page.evaluate(() => document.documentElement.classList.remove("dark"));
            await animationsSettled(page);
          }
          await page.screenshot({ path: `test-results/screenshots/tool/${width}-${name}-${mode}.png`, fullPage: true });
        }
      };
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await mainHydrated(page);
      await page.evaluate(() => document.fonts.ready);
      await page.getByRole("spinbutton", { name: ui("fr", "tool.range.exact") }).fill("45");
      await shoot("range");
      await page.locator('main form button[type="submit"]').click();
      await page.getByRole("radio").nth(1).check();
      await shoot("select");
      await page.locator('main form button[type="submit"]').click();
      // The other questions: first option, or the range's default; then the result.
      for (const q of data.tool.questions.slice(2)) {
        await expect(page.getByRole("heading", { level: 2, name: q.question })).toBeFocused();
        if (q.type === "select") await page.getByRole("radio").first().check();
        await page.locator('main form button[type="submit"]').click();
      }
      await expect(page.getByRole("button", { name: ui("fr", "tool.result.restart") })).toBeVisible();
      await shoot("result");
    });
  }
  for (const width of [390, 1280]) {
    test(`every calculator's and assessment's result at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const cases: [string, string][] = [
        ...calculators.map((p): [string, string] => {
          const data = pageData<ToolData>(p);
          const answers = TYPICAL[data.tool.slug]!.answers.map((a, i) => (data.tool.questions[i]!.type === "select" ? a - 1 : a));
          return [p, answers.join("_")];
        }),
        ...assessments.map((p): [string, string] => [p, pattern(pageData<ToolData>(p).tool.questions).map((a) => a - 1).join("_")]),
      ];
      for (const [path, fragment] of cases) {
        await page.goto(`${path}#r=${fragment}`, { waitUntil: "domcontentloaded" });
        await mainHydrated(page);
        if (pageData<ToolData>(path).tool.lead_capture) {
          await page.getByLabel(ui("fr", "lead.email.label")).fill(`e2e-shot-${Date.now()}@entreprise.example`);
          await page.getByRole("button", { name: ui("fr", "tool.email.submit") }).click();
        }
        await expect(page.getByRole("button", { name: ui("fr", "tool.result.restart") })).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await animationsSettled(page);
        await page.screenshot({ path: `test-results/screenshots/tool/${width}-result-${path.split("/").pop()}.png`, fullPage: true });
      }
    });
  }
});
