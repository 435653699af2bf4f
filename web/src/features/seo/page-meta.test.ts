import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import type { Head, Shell } from "~/generated/types";
import { pageMeta } from "./page-meta";

const base = "https://site.example";

const head: Head = {
  title: "Déléguer sans perdre le contrôle",
  document_title: "Déléguer sans perdre le contrôle — Bibliothèque",
  heading: "Déléguer sans perdre le contrôle",
  description: "Un résumé.",
  keywords: ["délégation", "management"],
  path: "/fr/article/deleguer",
  url: `${base}/fr/article/deleguer`,
  locale: "fr-FR",
  alternates: [
    { lang: "fr", path: "/fr/article/deleguer", url: `${base}/fr/article/deleguer` },
    { lang: "en", path: "/en/article/deleguer", url: `${base}/en/article/deleguer` },
  ],
  x_default: `${base}/fr/article/deleguer`,
  breadcrumbs: [{ name: "Accueil", path: "/fr" }],
  og_type: "article",
  published: "2023-12-01",
  updated: "2023-12-01",
  section: "Management",
  image: { url: `${base}/og/fr/article/deleguer.png`, width: 1200, height: 630, alt: "Déléguer" },
  feeds: [
    { type: "application/rss+xml", title: "Bibliothèque (RSS)", url: `${base}/rss.xml` },
    { type: "application/feed+json", title: "Bibliothèque (JSON Feed)", url: `${base}/feed.json` },
  ],
  llms_txt: `${base}/llms.txt`,
  not_found: false,
  prev: null,
  next: null,
};

const shell = { lang: "fr", site: { brand: { site_name: "Bibliothèque" } } } as unknown as Shell;

function find(meta: MetaDescriptor[], match: Record<string, string>) {
  return meta.filter((m) => Object.entries(match).every(([k, v]) => (m as Record<string, unknown>)[k] === v));
}

describe("pageMeta", () => {
  const meta = pageMeta(head, shell, "notfound.article");

  it("gives the title, description, keywords and an absolute canonical", () => {
    expect(meta).toContainEqual({ title: head.document_title });
    expect(meta).toContainEqual({ name: "description", content: "Un résumé." });
    expect(meta).toContainEqual({ name: "keywords", content: "délégation, management" });
    expect(find(meta, { rel: "canonical" })).toEqual([{ tagName: "link", rel: "canonical", href: head.url }]);
  });

  it("links every language and x-default, and the feeds", () => {
    const alternates = find(meta, { rel: "alternate" }).filter((m) => "hrefLang" in m);
    expect(alternates.map((m) => (m as { hrefLang: string }).hrefLang)).toEqual(["fr", "en", "x-default"]);
    expect(find(meta, { type: "application/rss+xml" })[0]).toMatchObject({ href: `${base}/rss.xml` });
    expect(find(meta, { type: "application/feed+json" })[0]).toMatchObject({ href: `${base}/feed.json` });
  });

  it("describes the social card and the article", () => {
    expect(meta).toContainEqual({ property: "og:image", content: head.image.url });
    expect(meta).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(meta).toContainEqual({ property: "og:locale", content: "fr_FR" });
    expect(meta).toContainEqual({ property: "og:locale:alternate", content: "en_GB" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ property: "article:published_time", content: "2023-12-01" });
    expect(find(meta, { property: "article:tag" })).toHaveLength(2);
    expect(meta.some((m) => "script:ld+json" in m)).toBe(false); // written by the prerender
  });

  it("links a page of a list to its neighbours, and no other page (issue 35)", () => {
    expect(find(meta, { rel: "prev" })).toEqual([]);
    const paged = pageMeta({ ...head, prev: `${base}/fr/category/x`, next: `${base}/fr/category/x/page/3` }, shell, "notfound.category");
    expect(find(paged, { rel: "prev" })).toEqual([{ tagName: "link", rel: "prev", href: `${base}/fr/category/x` }]);
    expect(find(paged, { rel: "next" })).toEqual([{ tagName: "link", rel: "next", href: `${base}/fr/category/x/page/3` }]);
  });

  it("keeps a page without data out of the index, with no canonical", () => {
    const missing = pageMeta(undefined, shell, "notfound.article");
    expect(missing).toContainEqual({ name: "robots", content: "noindex" });
    expect(find(missing, { rel: "canonical" })).toEqual([]);
    expect(missing[0]).toEqual({ title: "Article non trouvé — Bibliothèque" });
  });
});
