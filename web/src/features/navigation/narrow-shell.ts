// The shell data one page carries (issue 35): every page of a language shared the whole library's
// navigation (every article of every category), so each page grew with the library (~2.8 kB of
// HTML per article). A page keeps the sections, categories, themes, topics and sectors (they grow
// with the site's structure, not its articles) and the articles of the category or AI theme it is
// in, at most `SIDEBAR_ARTICLES` of them around the current one; every other category is a link to
// its page, which lists its articles.
import type { Shell } from "~/generated/types";
import { href, type Lang } from "~/shared/href";

/** The most articles of one category or theme a page's navigation lists. */
export const SIDEBAR_ARTICLES = 12;

/** At most `SIDEBAR_ARTICLES` of `articles`, the window around the one at `current` (-1: the first). */
function around<T>(articles: T[], current: number): T[] {
  const start = Math.max(0, Math.min(current - SIDEBAR_ARTICLES / 2, articles.length - SIDEBAR_ARTICLES));
  return articles.slice(start, start + SIDEBAR_ARTICLES);
}

function under(path: string, target: string): boolean {
  return path === target || path.startsWith(`${target}/`);
}

/** `shell` as the page at `path` (without a trailing slash) needs it: its navigation. */
export function narrowShell(shell: Shell, lang: Lang, path: string): Shell {
  const onCategory = (slug: string) => under(path, href(lang, "category", slug));
  // A category page (any of its pages) opens its category under every section it appears in:
  // those share `SIDEBAR_ARTICLES`, and the page itself lists the category's articles.
  const opened = shell.nav_sections.flatMap((s) => s.categories).filter((c) => onCategory(c.slug)).length;
  const share = Math.max(1, Math.floor(SIDEBAR_ARTICLES / Math.max(1, opened)));
  return {
    ...shell,
    nav_sections: shell.nav_sections.map((section) => ({
      ...section,
      categories: section.categories.map((category) => {
        const current = category.articles.findIndex((a) => under(path, href(lang, "article", a.slug)));
        if (current >= 0) return { ...category, articles: around(category.articles, current) };
        return { ...category, articles: onCategory(category.slug) ? category.articles.slice(0, share) : [] };
      }),
    })),
    nav_ai_themes: shell.nav_ai_themes.map((theme) => {
      const current = theme.articles.findIndex((a) => under(path, href(lang, "ai-article", a.slug)));
      return { ...theme, articles: current >= 0 ? around(theme.articles, current) : [] };
    }),
  };
}
