// The <head> of every page, from the `Head` the Python build computed (pipeline/page_head.py):
// nothing here is derived from content, this module only maps it to meta and link tags.
import type { MetaDescriptor } from "react-router";
import type { Head, Shell } from "~/generated/types";
import { isLang, LANGS } from "~/shared/href";
import { locale, translate, type MessageKey } from "~/i18n/translate";

/** Let search and answer engines quote and preview the page in full. */
export const ROBOTS = "index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1";

/** The lang layout's data among the route matches a `meta` function receives. */
export function shellOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): Shell | undefined {
  return matches.find((m) => m?.id === "routes/lang-layout")?.data as Shell | undefined;
}

const ogLocale = (bcp47: string) => bcp47.replace("-", "_");

/**
 * Title, description, keywords, canonical and hreflang alternates, feeds, Open Graph and Twitter
 * card, structured data. Without a page (unknown slug): the family's not-found title and noindex.
 */
export function pageMeta(
  head: Head | undefined,
  shell: Shell | undefined,
  notFoundKey: MessageKey,
): MetaDescriptor[] {
  const lang = shell && isLang(shell.lang) ? shell.lang : "fr";
  const siteName = shell?.site.brand.site_name ?? "";
  if (!head) {
    return [{ title: `${translate(lang, notFoundKey)} — ${siteName}` }, { name: "robots", content: "noindex" }];
  }
  const article = head.og_type === "article";
  return [
    { title: head.document_title },
    { name: "description", content: head.description },
    ...(head.keywords.length > 0 ? [{ name: "keywords", content: head.keywords.join(", ") }] : []),
    { name: "robots", content: ROBOTS },
    { tagName: "link", rel: "canonical", href: head.url },
    // A page of a list cut into pages (issue 35): its neighbours.
    ...(head.prev ? [{ tagName: "link", rel: "prev", href: head.prev }] : []),
    ...(head.next ? [{ tagName: "link", rel: "next", href: head.next }] : []),
    ...head.alternates.map((alt) => ({ tagName: "link", rel: "alternate", hrefLang: alt.lang, href: alt.url })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: head.x_default },
    ...head.feeds.map((feed) => ({ tagName: "link", rel: "alternate", type: feed.type, title: feed.title, href: feed.url })),
    { tagName: "link", rel: "describedby", type: "text/markdown", title: "llms.txt", href: head.llms_txt },

    { property: "og:type", content: head.og_type },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: head.title },
    { property: "og:description", content: head.description },
    { property: "og:url", content: head.url },
    { property: "og:locale", content: ogLocale(head.locale) },
    ...LANGS.filter((other) => other !== lang).map((other) => ({
      property: "og:locale:alternate",
      content: ogLocale(locale(other)),
    })),
    { property: "og:image", content: head.image.url },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(head.image.width) },
    { property: "og:image:height", content: String(head.image.height) },
    { property: "og:image:alt", content: head.image.alt },
    ...(article
      ? [
          ...(head.published ? [{ property: "article:published_time", content: head.published }] : []),
          { property: "article:modified_time", content: head.updated },
          ...(head.section ? [{ property: "article:section", content: head.section }] : []),
          ...head.keywords.map((tag) => ({ property: "article:tag", content: tag })),
        ]
      : []),

    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: head.title },
    { name: "twitter:description", content: head.description },
    { name: "twitter:image", content: head.image.url },
    { name: "twitter:image:alt", content: head.image.alt },
    // The structured data is written into the page by the prerender (app/entry.server.tsx), not
    // drawn here: hydration would read it for nothing (issue 32, weight).
  ];
}
