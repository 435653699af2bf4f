// Each family's not-found state: HTTP 404, the spec's text, and the link back (both languages).
import { expect, test } from "./fixtures";
import { routes } from "./generated";
import { mainHydrated } from "./wait";
import { LANGS, ui } from "./toolkit";


const category = routes.find((r) => /^\/fr\/category\/[^/_]+$/.test(r))!.split("/")[3]!;
const sector = routes.find((r) => r.startsWith("/fr/industry/") && !r.includes("__not-found") && r.split("/").length === 4)!.split("/")[3]!;

// [unknown path without language, text key, back link key, where the link goes]
const CASES: [string, string, string, string][] = [
  ["/category/nope", "notfound.category", "notfound.back_home", ""],
  // A page past a category's last (issue 35, decision 019).
  [`/category/${category}/page/99`, "notfound.category", "notfound.back_home", ""],
  ["/article/nope", "notfound.article", "notfound.back_home", ""],
  ["/article/nope/checklist", "notfound.article", "notfound.back_home", ""],
  ["/ai-article/nope", "notfound.ai_article", "notfound.back_home", ""],
  ["/cluster/nope", "notfound.cluster", "notfound.back_home", ""],
  ["/industry/nope", "notfound.industry", "notfound.back_home", ""],
  ["/industry/nope/nope", "notfound.guide", "notfound.back_industries", "/industries"],
  [`/industry/${sector}/nope`, "notfound.guide", "notfound.back_industries", "/industries"],
  ["/tool/nope", "notfound.tool", "notfound.back_home", ""],
];

for (const lang of LANGS) {
  test(`${lang}: unknown slugs answer 404 with their family's text and link back`, async ({ page, problems }) => {
    const t = (key: string) => ui(lang, key);
    for (const [rest, text, back, target] of CASES) {
      const path = `/${lang}${rest}`;
      const response = await page.goto(path, { waitUntil: "domcontentloaded" });
      expect(response?.status(), path).toBe(404);
      await mainHydrated(page);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(t(text));
      await expect(page.getByRole("main").getByRole("link", { name: t(back) }), path).toHaveAttribute("href", `/${lang}${target}`);
      expect(problems, path).toEqual([]);
    }
    await page.getByRole("main").getByRole("link", { name: t("notfound.back_home") }).click();
    await expect(page).toHaveURL(`/${lang}`);
    expect(problems).toEqual([]);
  });
}
