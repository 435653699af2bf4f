// The server's pages without JavaScript say what the app says with it (issue 31, point 4): for the
// same input, the search results the server writes (src/bibliotheque/server/templates/
// search_results.html) are React's markup element for element, and a tool's result
// (tool_result.html) gives the same headings, figures, score, dimensions, texts and lists as the
// interactive result; a lead form refusing an address is the app's form in the same state. Each
// side is read in its own browser context: scripts off (the server's page),
// scripts on (React's rendering, reached without a query so that the server wrote nothing).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { isNotFound, pageData, routes, shellData } from "./generated";
import { type Lang, ui } from "./toolkit";
import { mainHydrated } from "./wait";

const HOSTILE = '"><script>alert(1)</script>';
const dist =
  process.env.E2E_DIST ?? join(import.meta.dirname, "..", "..", "dist");

/** A fragment as lines: each element with the attributes that make its looks and meaning, then its text. */
function markup(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const kept = [
      "class",
      "role",
      "aria-label",
      "aria-labelledby",
      "href",
      "rel",
      "scope",
    ];
    const lines: string[] = [];
    const walk = (node: Node, depth: number) => {
      const pad = "  ".repeat(depth);
      if (node.nodeType === Node.TEXT_NODE) {
        const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
        if (text) lines.push(`${pad}"${text}"`);
        return;
      }
      if (!(node instanceof Element)) return;
      const attributes = kept
        .filter((name) => node.hasAttribute(name))
        .map((name) => `${name}=${node.getAttribute(name)}`);
      lines.push(
        `${pad}<${node.localName}${attributes.map((a) => ` ${a}`).join("")}>`,
      );
      for (const child of node.childNodes) walk(child, depth + 1);
    };
    walk(root, 0);
    return lines;
  });
}

/** What a result gives a reader, in order: headings, figures, paragraphs, list items and table rows,
 * leaving out the interactive page's own actions (link, print, restart, call to action: `print:hidden`). */
function reading(scope: Locator, skip = ":not(*)"): Promise<string[]> {
  return scope.evaluate((root, skipped) => {
    const text = (el: Element) =>
      (el.textContent ?? "").replace(/\s+/g, " ").trim();
    const kinds: [string, string][] = [
      ["h2, h3, figcaption", "heading"],
      ["dt", "term"],
      ["dd", "definition"],
      ["p", "paragraph"],
      ["li", "item"],
      ["tbody tr", "row"],
    ];
    return [
      ...root.querySelectorAll("h2, h3, figcaption, dt, dd, p, li, tbody tr"),
    ]
      .filter((el) => !el.closest('[class~="print:hidden"]'))
      .filter((el) => !el.matches(skipped))
      .map(
        (el) =>
          `${kinds.find(([selector]) => el.matches(selector))![1]}: ${text(el)}`,
      );
  }, skip);
}

async function withoutScripts<T>(
  browser: Browser,
  read: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await read(await context.newPage());
  } finally {
    await context.close();
  }
}

const resultsOf = (page: Page) => page.locator("main form[role=search] + div");

test.describe("search", () => {
  const shell = shellData<{
    search_index: string;
    site: { limits: { search_max_results: number } };
  }>("fr");
  const perPage = shell.site.limits.search_max_results;
  const index = JSON.parse(
    readFileSync(join(dist, shell.search_index), "utf8"),
  ) as { title: string; text: string }[];
  /** A word of the titles that more than a page of results hold (the server's next-page link). */
  const many = index
    .flatMap((entry) => entry.title.toLowerCase().split(/[^\p{L}]+/u))
    .find(
      (w) =>
        w.length >= 6 &&
        index.filter((entry) => entry.text.includes(w)).length > perPage,
    )!;
  // That word, a query with no result, one too short, and markup.
  const QUERIES = [many, "zzqqzz", "a", HOSTILE];

  for (const query of QUERIES) {
    test(`the server's results for ${JSON.stringify(query === many ? "<a word of many titles>" : query)} are React's markup, page after page`, async ({
      page,
      browser,
      problems,
    }) => {
      const server = await withoutScripts(browser, async (plain) => {
        await plain.goto(`/fr/search?q=${encodeURIComponent(query)}`);
        const pages = [await markup(resultsOf(plain))];
        // The next page, by its link, as a visitor goes on.
        const next = plain.getByRole("link", { name: ui("fr", "search.next") });
        if ((await next.count()) > 0) {
          await next.click();
          pages.push(await markup(resultsOf(plain)));
        }
        expect(await plain.locator("main script").count()).toBe(0);
        return pages;
      });
      if (query === many) expect(server).toHaveLength(2);
      // The markup typed reads as text: no script element came of it.
      if (query === HOSTILE)
        expect(server[0]!.join("\n")).toContain(
          ui("fr", "search.no_result", { query: HOSTILE }).replace(/\s+/g, " "),
        );

      await page.goto("/fr/search");
      await mainHydrated(page);
      await page.getByRole("main").getByRole("searchbox").fill(query);
      await page
        .getByRole("main")
        .getByRole("button", { name: ui("fr", "search.submit") })
        .click();
      await expect(page.locator("main [data-search]")).toHaveCount(0);
      await expect.poll(() => markup(resultsOf(page))).toEqual(server[0]);
      if (server.length > 1) {
        await page.getByRole("link", { name: ui("fr", "search.next") }).click();
        await expect(page).toHaveURL(/page=2/);
        await expect.poll(() => markup(resultsOf(page))).toEqual(server[1]);
        expect(
          server[1]!.filter((line) => line.trim().startsWith("<li")).length,
        ).toBeLessThanOrEqual(perPage);
      }
      expect(problems).toEqual([]);
    });
  }
});

interface Question {
  id: string;
  type: "select" | "range";
  options: string[];
  min: number;
  max: number;
  step: number;
}

/** Answers on every question: options in turn, a range's middle on a whole step (or its minimum). */
function answersFor(questions: Question[]): string[] {
  return questions.map((q, i) => {
    if (q.type === "select") return String(i % q.options.length);
    const middle = q.min + Math.floor((q.max - q.min) / q.step / 2) * q.step;
    return String(
      Number.isInteger(q.step) && Number.isInteger(q.min) ? middle : q.min,
    );
  });
}

const toolPaths = routes.filter(
  (r) => /^\/(fr|en)\/tool\//.test(r) && !isNotFound(r),
);

test.describe("tools", () => {
  for (const path of toolPaths) {
    test(`${path}: the server's result reads as the interactive one`, async ({
      page,
      browser,
      problems,
    }) => {
      const lang = path.split("/")[1] as Lang;
      const { questions, lead_capture } = pageData<{
        tool: { questions: Question[]; lead_capture: boolean };
      }>(path).tool;
      const answers = answersFor(questions);
      const query = new URLSearchParams(
        questions.map((q, i) => [q.id, answers[i]!]),
      );
      // A lead-capturing tool shows its result after the e-mail step (decision 018), on both sides.
      const giveAddress = async (on: Page, button: string) => {
        if (!lead_capture) return;
        await on
          .getByLabel(ui(lang, "lead.email.label"))
          .fill(`e2e-parity-${Date.now()}@entreprise.example`);
        await on.getByRole("button", { name: ui(lang, button) }).click();
      };
      const server = await withoutScripts(browser, async (plain) => {
        const response = await plain.goto(`${path}?${query.toString()}`);
        expect(response?.status()).toBe(200);
        await giveAddress(plain, "tool.flow.see_result");
        if (lead_capture) await expect(plain).toHaveURL(/\/api\/leads#tool-result$/);
        const result = plain.locator("#tool-result");
        // Its status line is read apart: the interactive one is a live region above the card.
        const status = "#tool-result > section > p:first-child";
        return {
          status: await plain.locator(status).textContent(),
          reading: await reading(result, status),
        };
      });

      await page.goto(`${path}#r=${answers.join("_")}`);
      await mainHydrated(page);
      await giveAddress(page, "tool.email.submit");
      const flow = page.getByRole("region", {
        name: ui(lang, "tool.flow.label"),
      });
      await expect(flow.getByRole("status")).toHaveText(server.status!);
      await expect.poll(() => reading(flow)).toEqual(server.reading);
      expect(
        server.reading.filter((line) => line.startsWith("heading:")).length,
      ).toBeGreaterThan(3);
      expect(problems).toEqual([]);
    });
  }
});

test.describe("lead forms", () => {
  const article = routes.find((r) => /^\/fr\/article\/[^/]+$/.test(r) && !isNotFound(r))!;
  const button = shellData<{ conversion: { inline_form: { button: string } } }>("fr").conversion.inline_form.button;

  test("a refused address: the server's form reads as the app's, the message under the address", async ({ page, browser, problems }) => {
    const typed = 'pas-une-adresse"><script>alert(1)</script>';
    const fieldOf = (form: Locator) => form.getByRole("textbox", { name: ui("fr", "lead.email.label") });
    const server = await withoutScripts(browser, async (plain) => {
      await plain.goto(article);
      const form = plain.locator("#cta-middle");
      await fieldOf(form).fill(typed);
      await form.getByRole("button", { name: button }).click();
      await expect(plain.getByRole("heading", { level: 1 })).toBeVisible();
      const refused = plain.locator("#cta-middle form");
      expect(await plain.locator("main script").count()).toBe(0);
      return { markup: await markup(refused), value: await fieldOf(refused).inputValue() };
    });

    await page.goto(article);
    await mainHydrated(page);
    const form = page.locator("#cta-middle");
    await fieldOf(form).fill(typed);
    await form.getByRole("button", { name: button }).click();
    await expect(fieldOf(form)).toHaveAttribute("aria-invalid", "true");
    expect(server.value).toBe(typed);
    await expect.poll(() => markup(page.locator("#cta-middle form"))).toEqual(server.markup);
    // The app's own post was refused too (422): that answer is the test's, not a problem.
    expect(problems.filter((problem) => !/422/.test(problem))).toEqual([]);
  });
});
