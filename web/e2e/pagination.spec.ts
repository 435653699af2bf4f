// Long lists cut into pages (issue 35, decision 019): a category's page 2 is a real address,
// reached by the pagination's links with JavaScript and without, each page its own canonical.
import type { CategoryPage } from "../src/generated/types";
import { expect, test } from "./fixtures";
import { pageData, routes } from "./generated";
import { ui } from "./toolkit";
import { mainHydrated } from "./wait";

const second = routes.find((route) => /^\/fr\/category\/[^/]+\/page\/2$/.test(route))!;
const first = second.replace(/\/page\/2$/, "");
const data = pageData<CategoryPage>(second);
const pages = data.pagination.pages;

for (const javaScriptEnabled of [false, true]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a category's pagination leads to its page 2 and back to page 1", async ({ page, problems }) => {
      await page.goto(first);
      if (javaScriptEnabled) await mainHydrated(page);
      const nav = page.getByRole("navigation", { name: ui("fr", "pagination.label") });
      await expect(nav.getByText(ui("fr", "pagination.page_of", { page: 1, pages }))).toBeVisible();
      await nav.getByRole("link", { name: ui("fr", "pagination.next") }).click();

      await expect(page).toHaveURL(second);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(data.category.name);
      await expect(nav.getByText(ui("fr", "pagination.page_of", { page: 2, pages }))).toBeVisible();
      await expect(nav.locator('[aria-current="page"]')).toHaveText(/2/);
      const list = page.getByRole("region", { name: ui("fr", "category.list") });
      for (const article of data.articles) await expect(list.getByRole("link", { name: article.title })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", data.head.url);
      await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", data.head.prev!);

      await nav.getByRole("link", { name: ui("fr", "pagination.page", { page: 1 }) }).click();
      await expect(page).toHaveURL(first);
      expect(problems).toEqual([]);
    });
  });
}
