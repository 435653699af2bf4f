import { ArrowRight, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import type { ExternalResource, LinkItem, SiteSettings } from "~/generated/types";
import { useLang, useT } from "~/i18n/use-lang";
import { localPath } from "./href";
import { partnerHref } from "./outbound";
import { TEXT_LINK } from "./button";

/** A link that opens another site in a new tab, saying so to assistive technology. */
export function ExternalAnchor({
  href,
  children,
  className = TEXT_LINK,
  lang,
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
  /** The language of the text and of the page it opens, when not the page's own. */
  lang?: string;
}) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} hrefLang={lang}>
      {lang ? <span lang={lang}>{children}</span> : children}
      <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-baseline" />
      <span className="sr-only"> {t("link.new_tab")}</span>
    </a>
  );
}

/** The « related links » box: internal paths (without language) or external addresses. */
export function RelatedLinks({ links }: { links: LinkItem[] }) {
  const lang = useLang();
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.url} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
          {link.type === "internal" ? (
            <Link to={localPath(lang, link.url)} className={`${TEXT_LINK} inline-flex items-center gap-1`}>
              {link.text}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <ExternalAnchor href={link.url}>{link.text}</ExternalAnchor>
          )}
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{link.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** Authority sites and the provider's own sites (the latter tagged with UTM). */
export function ExternalResources({ resources, site, context }: { resources: ExternalResource[]; site: SiteSettings; context: string }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {resources.map((r) => (
        <li key={r.url} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
          <ExternalAnchor href={r.category === "own" ? partnerHref(site, r.url, context) : r.url}>{r.text}</ExternalAnchor>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{r.description}</p>
        </li>
      ))}
    </ul>
  );
}
