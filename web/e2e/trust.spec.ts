import { expect, hydrated, test } from "./fixtures";
import { pageData, routes } from "./generated";
import { ui } from "./toolkit";

// Issue 17: facts dated and sourced, invented examples labelled, a legal notice one click away.
type Source = { title: string };
type ArticleData = {
  article: { reviewed_at: string | null; sources: Source[]; consulting: { illustrative: boolean } };
};

const article = routes.find((path) => {
  if (!/^\/fr\/article\/[^/]+$/.test(path) || path.includes("__not-found")) return false;
  const d = pageData<ArticleData>(path).article;
  return d.reviewed_at !== null && d.sources.length > 0 && d.consulting.illustrative;
});

test("an article shows its review date, its sources and the illustrative label; the legal notice is in the footer", async ({ page, problems }) => {
  test.skip(article === undefined, "no reviewed article with an illustrative consulting block in this build");
  const data = pageData<ArticleData>(article!).article;
  await page.goto(article!);
  await hydrated(page);
  const sources = page.getByRole("region", { name: ui("fr", "review.sources"), exact: true });
  await expect(sources).toContainText(/Vérifié le \d{1,2} \S+ 20\d\d/);
  await expect(sources.getByRole("listitem")).toHaveCount(data.sources.length);
  await expect(sources.getByRole("link", { name: new RegExp(escape(data.sources[0]!.title)) })).toBeVisible();
  const consulting = page.locator("#consulting");
  await expect(consulting.getByText(ui("fr", "illustrative.label"), { exact: true })).toBeVisible();

  // From each home page: on an article, scrolling to the footer may open the conversion modal
  // first (its scroll trigger), which the click would race.
  // Hydrated first: the footer is loaded after the first hydration (loadLater), and a link tapped
  // before is an ordinary page load that cancels the route prefetches under way (not a failure).
  for (const lang of ["fr", "en"] as const) {
    await page.goto(`/${lang}`);
    await hydrated(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: ui(lang, "footer.legal.notice") }).click();
    await expect(page).toHaveURL(`/${lang}/legal-notice`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui(lang, "footer.legal.notice"));
  }
  expect(problems).toEqual([]);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
