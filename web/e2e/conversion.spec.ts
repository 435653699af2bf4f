// The conversion flow in a real browser against the real server: the in-content form stores its
// lead (read back with `bibliotheque leads export`) or shows the server's refusal under the field;
// the modal opens on scrolling past its share of the page and not again within the cooldown; the
// trial banner's cycle and the share menu's copy notice run on Playwright's clock.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { generated, isNotFound, overlayTexts, routes } from "./generated";
import { exportedLeads } from "./leads";
import { mainHydrated } from "./wait";
import { fr } from "./toolkit";

interface ShellData {
  site: { urls: { base: string; audit: string }; timings: Record<string, number>; brand: { consulting_name: string; group_name: string } };
  conversion: {
    inline_form: { title: string; button: string; success_title: string };
    trial_banner: { title: string };
  };
}

const shell = JSON.parse(readFileSync(join(generated, "shell", "fr.json"), "utf8")) as ShellData;
const article = routes.find((r) => /^\/fr\/article\/[^/]+$/.test(r) && !isNotFound(r))!;
const { timings } = shell.site;

/** Records the tabs the page opens instead of opening them (the audit page is on another site). */
async function recordOpenedTabs(page: Page) {
  await page.addInitScript(() => {
    const opened: unknown[][] = [];
    (window as unknown as { __opened: unknown[][] }).__opened = opened;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
  });
}

const middleForm = (page: Page) => page.locator("#cta-middle");

test("the in-content form stores the lead, says « Inscription Réussie » and opens the audit page", async ({ page, problems }) => {
  await recordOpenedTabs(page);
  await page.goto(article);
  await mainHydrated(page);
  const form = middleForm(page);
  const field = form.getByLabel(fr["lead.email.label"]!);
  const button = form.getByRole("button", { name: shell.conversion.inline_form.button });
  await expect(button).toBeDisabled();
  const email = `e2e-${Date.now()}@entreprise.example`;
  await field.fill(email);
  await button.click();
  await expect(form.getByRole("heading", { name: shell.conversion.inline_form.success_title })).toBeVisible();
  const audit = form.getByRole("link", { name: new RegExp(fr["lead.audit_link"]!) });
  await expect(audit).toHaveAttribute("href", new RegExp(`^${shell.site.urls.audit}\\?.*utm_content=article-middle`));
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened))
    .toEqual([[await audit.getAttribute("href"), "_blank", "noopener"]]);

  const lead = exportedLeads().find((row) => row.email === email);
  expect(lead).toMatchObject({ form_kind: "inline-middle", page_path: article, lang: "fr", article_slug: article.split("/").at(-1) });
  expect(problems).toEqual([]);
});

test("an address the server refuses is explained under the field, the address kept", async ({ page, problems }) => {
  await page.goto(article);
  await mainHydrated(page);
  const form = middleForm(page);
  const field = form.getByLabel(fr["lead.email.label"]!);
  await field.fill("claire@entreprise");
  await form.getByRole("button", { name: shell.conversion.inline_form.button }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(fr["lead.error.email_invalid"]!.replace(/\s+/g, " "));
  await expect(field).toHaveValue("claire@entreprise");
  // The 422 itself is the expected answer (the browser logs it as a failed resource).
  expect(problems.filter((p) => !p.includes("422"))).toEqual([]);
});

test("the modal opens on scrolling past 60 % of the page, and not again after a reload", async ({ page, problems }) => {
  const scrollPast = (ratio: number) =>
    page.evaluate((r) => window.scrollTo(0, r * (document.documentElement.scrollHeight - window.innerHeight)), ratio);
  await page.goto(article);
  await mainHydrated(page);
  await scrollPast(timings.modal_scroll_ratio! - 0.1);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await scrollPast(timings.modal_scroll_ratio! + 0.05);
  const dialog = page.getByRole("dialog", { name: overlayTexts("fr").modal.title });
  await expect(dialog).toBeVisible();
  const opened = await page.evaluate(() => localStorage.getItem("lastConversionModal"));
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await mainHydrated(page);
  await scrollPast(0.95);
  await scrollPast(timings.modal_scroll_ratio! + 0.05);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("lastConversionModal"))).toBe(opened);
  expect(problems).toEqual([]);
});

test("the trial banner appears, hides for a while once dismissed, and returns", async ({ page, problems }) => {
  await page.clock.install();
  await page.goto("/fr");
  await mainHydrated(page);
  const banner = page.getByRole("complementary", { name: shell.conversion.trial_banner.title });
  await page.clock.runFor(timings.trial_banner_delay_ms!);
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: fr["conversion.trial.dismiss"] }).click();
  const reopen = page.getByRole("button", { name: fr["conversion.trial.reopen"] });
  await expect(reopen).toBeFocused();
  await expect(banner).toHaveCount(0);
  await page.clock.runFor(timings.trial_banner_dismiss_ms! - 1000);
  await expect(banner).toHaveCount(0);
  await page.clock.runFor(1000);
  await expect(banner).toBeVisible();
  await expect(reopen).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("the share menu copies the article's address and says « Copié ! » for a moment", async ({ page, context, problems }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // The share button is far down the page: scrolling to it would open the modal (a modal just
  // opened keeps it shut).
  await page.addInitScript(() => localStorage.setItem("lastConversionModal", String(Date.now())));
  await page.clock.install();
  await page.goto(article);
  await mainHydrated(page);
  await page.getByRole("button", { name: fr["share.button"], exact: true }).click();
  await page.getByRole("button", { name: fr["share.copy"] }).click();
  const copied = page.getByRole("button", { name: fr["share.copied"] });
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${shell.site.urls.base}${article}`);
  await page.clock.runFor(timings.copied_notice_ms!);
  await expect(page.getByRole("button", { name: fr["share.copy"] })).toBeVisible();
  expect(problems).toEqual([]);
});

test("the share panel stays inside the viewport at 320, 390 and 768 px: no sideways scroll", async ({ page, problems }) => {
  await page.addInitScript(() => localStorage.setItem("lastConversionModal", String(Date.now())));
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(article);
  await mainHydrated(page);
  const share = page.getByRole("button", { name: fr["share.button"], exact: true });
  for (const width of [320, 390, 768]) {
    await page.setViewportSize({ width, height: 700 });
    await share.click();
    const panel = page.locator(`[id="${await share.getAttribute("aria-controls")}"]`);
    await expect(page.getByRole("button", { name: fr["share.copy"] })).toBeVisible();
    // The panel's code, loaded on first use, brought no stylesheet: the page's own, written into
    // it, is the only one (a second copy switched the text's font and moved the page, so that a
    // click aimed at « Partager » landed beside it).
    expect(await page.evaluate(() => document.styleSheets.length), "stylesheets").toBe(1);
    const box = (await panel.boundingBox())!;
    expect(box.x, `left edge at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `right edge at ${width} px`).toBeLessThanOrEqual(width);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, `sideways scroll at ${width} px`).toBe(0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: fr["share.copy"] })).toHaveCount(0);
  }
  expect(problems).toEqual([]);
});

test("a lead carries the UTM values of the page the visit landed on, after an internal click", async ({ page, problems }) => {
  await recordOpenedTabs(page);
  await page.goto("/fr?utm_source=newsletter&utm_medium=email&utm_campaign=automne");
  await mainHydrated(page);
  // The footer's links to the provider's other sites are tagged by the one outbound builder.
  const footer = page.getByRole("contentinfo");
  for (const name of [shell.site.brand.consulting_name, shell.site.brand.group_name])
    await expect(footer.getByRole("link", { name })).toHaveAttribute("href", /^https:\/\/[^?]+\?utm_source=[^&]+&utm_medium=website&.*utm_content=footer/);
  // One client-side navigation to an article: the address bar no longer has the campaign.
  await page.locator(`main a[href^="/fr/article/"]`).first().click();
  await expect(page).toHaveURL(/\/fr\/article\/[^?]+$/);
  await mainHydrated(page);
  const form = middleForm(page);
  const email = `e2e-utm-${Date.now()}@entreprise.example`;
  await form.getByLabel(fr["lead.email.label"]!).fill(email);
  await form.getByRole("button", { name: shell.conversion.inline_form.button }).click();
  await expect(form.getByRole("heading", { name: shell.conversion.inline_form.success_title })).toBeVisible();
  const lead = exportedLeads().find((row) => row.email === email);
  expect(lead).toMatchObject({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "automne" });
  expect(problems).toEqual([]);
});
