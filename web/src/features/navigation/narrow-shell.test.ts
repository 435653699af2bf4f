import { describe, expect, it } from "vitest";
import type { NavSection, Shell } from "~/generated/types";
import { narrowShell, SIDEBAR_ARTICLES } from "./narrow-shell";

/** A shell whose library has `perCategory` articles in each of 3 × 4 categories and 2 AI themes. */
function library(perCategory: number): Shell {
  const articles = (prefix: string) =>
    Array.from({ length: perCategory }, (_, i) => ({
      slug: `${prefix}-${i}`,
      title: `Article ${prefix} ${i}`,
    }));
  const nav_sections = [1, 2, 3].map(
    (s): NavSection =>
      ({
        slug: `s${s}`,
        title: `Section ${s}`,
        icon: "award",
        categories: [1, 2, 3, 4].map((c) => ({
          slug: `c${s}${c}`,
          name: `Category ${s}.${c}`,
          articles: articles(`a${s}${c}`),
        })),
      }) as NavSection,
  );
  const nav_ai_themes = [1, 2].map((t) => ({
    slug: `t${t}`,
    title: `Theme ${t}`,
    icon: "bot" as const,
    topics: [{ slug: `topic${t}`, title: `Topic ${t}` }],
    articles: articles(`ai${t}`),
  }));
  return {
    lang: "fr",
    nav_sections,
    nav_ai_themes,
    nav_sectors: [{ slug: "btp", name: "BTP" }],
    conversion: { inline_form: { title: "Formulaire" } },
  } as unknown as Shell;
}

const articleCount = (shell: Shell) =>
  shell.nav_sections.flatMap((s) => s.categories.flatMap((c) => c.articles))
    .length + shell.nav_ai_themes.flatMap((t) => t.articles).length;

describe("narrowShell (issue 35: a page's navigation does not grow with the library)", () => {
  it("keeps the structure and no article on a page outside the library", () => {
    const shell = narrowShell(library(25), "fr", "/fr");
    expect(shell.nav_sections.flatMap((s) => s.categories)).toHaveLength(12);
    expect(shell.nav_ai_themes.flatMap((t) => t.topics)).toHaveLength(2);
    expect(shell.nav_sectors).toHaveLength(1);
    expect(articleCount(shell)).toBe(0);
  });

  it("keeps the articles of the category a category or article page is in", () => {
    for (const path of [
      "/fr/category/c23",
      "/fr/article/a23-7",
      "/fr/article/a23-7/checklist",
    ]) {
      const shell = narrowShell(library(25), "fr", path);
      const kept = shell.nav_sections
        .flatMap((s) => s.categories)
        .filter((c) => c.articles.length > 0);
      expect(
        kept.map((c) => c.slug),
        path,
      ).toEqual(["c23"]);
      expect(articleCount(shell), path).toBe(SIDEBAR_ARTICLES);
    }
  });

  it("keeps the articles of an AI article's theme", () => {
    const shell = narrowShell(library(25), "fr", "/fr/ai-article/ai2-3");
    expect(shell.nav_ai_themes.map((t) => t.articles.length)).toEqual([0, SIDEBAR_ARTICLES]);
    expect(articleCount(shell)).toBe(SIDEBAR_ARTICLES);
  });

  it("weighs the same for a library ten times larger, outside the current category", () => {
    const size = (perCategory: number, path: string) =>
      JSON.stringify(narrowShell(library(perCategory), "fr", path)).length;
    expect(size(250, "/fr")).toBe(size(25, "/fr"));
    expect(size(250, "/fr/content-sections")).toBe(
      size(25, "/fr/content-sections"),
    );
  });
});

describe("narrowShell in a large category", () => {
  it("shares SIDEBAR_ARTICLES between the sections a category page's category is in, on each of its pages", () => {
    const shell = library(250);
    // Category c23 under every section, as a category is under each section it has articles in.
    const everywhere = {
      ...shell,
      nav_sections: shell.nav_sections.map((s) => ({
        ...s,
        categories: [...s.categories, { slug: "c23", name: "Category 2.3", articles: s.categories[0]!.articles.map((a) => ({ ...a, slug: `${a.slug}-c23` })) }],
      })),
    } as Shell;
    for (const path of ["/fr/category/c23", "/fr/category/c23/page/7"]) {
      const narrowed = narrowShell(everywhere, "fr", path);
      const open = narrowed.nav_sections.flatMap((s) => s.categories).filter((c) => c.articles.length > 0);
      expect(open.map((c) => c.slug), path).toEqual(["c23", "c23", "c23", "c23"]);
      expect(articleCount(narrowed), path).toBeLessThanOrEqual(SIDEBAR_ARTICLES);
      expect(articleCount(narrowed), path).toBeGreaterThanOrEqual(SIDEBAR_ARTICLES - 3);
    }
  });

  it("lists at most SIDEBAR_ARTICLES around the current article, the current one included", () => {
    for (const [path, expected] of [
      ["/fr/category/c23", "a23-0"],
      ["/fr/article/a23-0", "a23-0"],
      ["/fr/article/a23-100", "a23-100"],
      ["/fr/article/a23-249", "a23-249"],
    ] as const) {
      const shell = narrowShell(library(250), "fr", path);
      const listed = shell.nav_sections.flatMap((s) => s.categories).flatMap((c) => c.articles.map((a) => a.slug));
      expect(listed, path).toHaveLength(SIDEBAR_ARTICLES);
      expect(listed, path).toContain(expected);
    }
  });
});
