// The AI article's modal (spec §4, issue 23): after a successful conversion it closes, and the
// post-conversion pieces show: the community invitation and the category's demo video.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { generated, isNotFound, routes } from "./generated";
import { exportedLeads } from "./leads";
import { mainHydrated } from "./wait";

interface ShellData {
  site: { timings: { modal_scroll_ratio: number } };
  conversion: { modal: { title: string; button: string }; community: { trial: { title: string } } };
}

const shell = JSON.parse(readFileSync(join(generated, "shell", "fr.json"), "utf8")) as ShellData;
const fr = JSON.parse(readFileSync(join(import.meta.dirname, "..", "src", "i18n", "fr.json"), "utf8")) as Record<string, string>;
const aiArticle = routes.find((r) => /^\/fr\/ai-article\/[^/]+$/.test(r) && !isNotFound(r))!;

test("the AI article's modal closes after a conversion; the invitation and the demo video follow", async ({ page, problems }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto(aiArticle);
  await mainHydrated(page);
  const ratio = shell.site.timings.modal_scroll_ratio + 0.05;
  await page.evaluate((r) => window.scrollTo(0, r * (document.documentElement.scrollHeight - window.innerHeight)), ratio);
  const modal = page.getByRole("dialog", { name: shell.conversion.modal.title });
  await expect(modal).toBeVisible();
  const email = `ia-${Date.now()}@entreprise.example`;
  await modal.getByLabel(fr["lead.email.label"]!).fill(email);
  await modal.getByRole("button", { name: shell.conversion.modal.button }).click();

  await expect(page.getByRole("dialog", { name: shell.conversion.community.trial.title })).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole("complementary", { includeHidden: true }).filter({ hasText: fr["conversion.video.watch"]! })).toHaveCount(1);
  expect(exportedLeads().find((row) => row.email === email)).toMatchObject({ form_kind: "ai-modal", page_path: aiArticle });
  expect(problems).toEqual([]);
});
