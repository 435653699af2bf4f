// Links that leave the site for the provider's pages, tagged as spec §7 describes.
import type { Site } from "~/generated/types";

/** What a link to the audit page says about where the visitor comes from. */
export interface AuditContext {
  /** The place of the link on the page, e.g. `article-middle` (utm_content). */
  content: string;
  /** The path of the current page (referrer). */
  referrer: string;
  category?: string;
  article?: string;
  industry?: string;
  seoPage?: string;
  targetKeyword?: string;
}

/** `url` with query parameters added (empty values left out). */
export function withQuery(url: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${url}${url.includes("?") ? "&" : "?"}${text}` : url;
}

/** The free fit audit on the platform, with UTM and context parameters. */
export function auditHref(site: Site, context: AuditContext): string {
  return withQuery(site.urls.audit, {
    utm_source: site.utm_source,
    utm_medium: "website",
    utm_campaign: "audit",
    utm_content: context.content,
    utm_term: context.category,
    source: site.utm_source,
    article: context.article,
    category: context.category,
    industry: context.industry,
    seo_page: context.seoPage,
    target_keyword: context.targetKeyword,
    referrer: context.referrer,
  });
}

/** Another of the provider's sites (consulting, investment group), tagged with UTM. */
export function partnerHref(site: Site, url: string, content: string): string {
  return withQuery(url, { utm_source: site.utm_source, utm_medium: "website", utm_campaign: "partner", utm_content: content });
}
