import type { MetaDescriptor } from "react-router";
import type { Head, Shell } from "~/generated/types";
import { isLang } from "~/shared/href";
import { translate, type MessageKey } from "~/i18n/translate";

/** The lang layout's data among the route matches a `meta` function receives. */
export function shellOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): Shell | undefined {
  return matches.find((m) => m?.id === "routes/lang-layout")?.data as Shell | undefined;
}

/** Title, description, canonical and alternates of a page; a not-found title when there is no page. */
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
  const base = shell?.site.urls.base ?? "";
  const title = head.path === `/${lang}` ? head.title : `${head.title} — ${siteName}`;
  return [
    { title },
    { name: "description", content: head.description },
    { tagName: "link", rel: "canonical", href: `${base}${head.path}` },
    ...head.alternates.map((alt) => ({ tagName: "link", rel: "alternate", hrefLang: alt.lang, href: `${base}${alt.path}` })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${base}${head.alternates[0]?.path ?? head.path}` },
    { property: "og:title", content: head.title },
    { property: "og:description", content: head.description },
    { property: "og:url", content: `${base}${head.path}` },
    { property: "og:locale", content: lang === "fr" ? "fr_FR" : "en_GB" },
  ];
}
