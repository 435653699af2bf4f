// The AI article's modal (spec §4, issues 23 and 33): its own conversion keeps the success message
// and the audit link until the visitor closes it; then the community invitation takes its turn,
// claiming no status, and the category's demo video is offered.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { generated, isNotFound, overlayTexts, routes } from "./generated";
import { exportedLeads } from "./leads";
import { mainHydrated } from "./wait";
import { fr } from "./toolkit";

interface ShellData {
  site: { timings: { modal_scroll_ratio: number } };
}

const shell = JSON.parse(readFileSync(join(generated, "shell", "fr.json"), "utf8")) as ShellData;
const texts = overlayTexts("fr");
const aiArticle = routes.find((r) => /^\/fr\/ai-article\/[^/]+$/.test(r) && !isNotFound(r))!;

for (const trigger of ["keyword", "scroll"] as const) {
  test(`AI modal (${trigger}): the success and audit link stay until closed, then the invitation`, async ({ page, problems }) => {
    await page.addInitScript(() => {
      const opened: string[] = [];
      Object.assign(window, { openedTabs: opened });
      window.open = (url) => {
        opened.push(String(url));
        return null;
      };
    });
    await page.goto(aiArticle);
    await mainHydrated(page);
    if (trigger === "keyword") {
      // A click on text that names a problem (the site's modal keywords).
      await page.locator("main").getByRole("heading", { name: "Le problème", exact: true }).click();
    } else {
      const ratio = shell.site.timings.modal_scroll_ratio + 0.05;
      await page.evaluate((r) => window.scrollTo(0, r * (document.documentElement.scrollHeight - window.innerHeight)), ratio);
    }
    const modal = page.getByRole("dialog", { name: texts.modal.title });
    await expect(modal).toBeVisible();
    const email = `ia-${trigger}-${Date.now()}@entreprise.example`;
    await modal.getByLabel(fr["lead.email.label"]!).fill(email);
    await modal.getByRole("button", { name: texts.modal.button }).click();

    const success = page.getByRole("dialog", { name: texts.modal.success_title });
    const audit = success.getByRole("link", { name: new RegExp(fr["lead.audit_link"]!.slice(0, 20)) });
    await expect(audit).toHaveAttribute("href", /utm_content=ai-modal/);
    // The audit page opens 3 s after the success (spec §4): by then the success is still there, alone.
    await page.waitForFunction(() => (window as unknown as { openedTabs: string[] }).openedTabs.length === 1);
    await expect(success).toBeVisible();
    await expect(audit).toBeVisible();
    const community = page.getByRole("dialog", { name: texts.community.default!.title });
    await expect(community).toHaveCount(0);

    await success.getByRole("button", { name: fr["conversion.close"]! }).click();
    await expect(community).toBeVisible();
    await expect(community).not.toContainText(fr["conversion.community.status"]!.split("{")[0]!.trim());
    await expect(page.getByRole("complementary", { includeHidden: true }).filter({ hasText: fr["conversion.video.watch"]! })).toHaveCount(1);
    expect(exportedLeads().find((row) => row.email === email)).toMatchObject({ form_kind: "ai-modal", page_path: aiArticle, trigger });
    expect(problems).toEqual([]);
  });
}
