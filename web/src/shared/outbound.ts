// Links that leave the site for the provider's pages, tagged as spec §7 describes. Every such
// link is built by `outboundHref`: the address comes from site.yaml, the context only ever goes
// into the query string, so the result is an https URL on the configured host whatever it holds.
import type { SiteSettings } from "~/generated/types";

/** The provider's pages a link can lead to, each an address of `site.urls`. */
export type OutboundTarget = "audit" | "platform" | "trial" | "consulting" | "consulting_contact" | "investment_group";

const ADDRESS: Record<OutboundTarget, keyof SiteSettings["urls"]> = {
  audit: "audit",
  platform: "platform",
  trial: "platform_trial",
  consulting: "consulting",
  consulting_contact: "consulting_contact",
  investment_group: "investment_group",
};

const CAMPAIGN: Record<OutboundTarget, string> = {
  audit: "audit",
  platform: "trial",
  trial: "trial",
  consulting: "consulting",
  consulting_contact: "consulting",
  investment_group: "partner",
};

/** What a link says about where the visitor comes from (empty values are left out). */
export interface OutboundContext {
  /** The place of the link on the page, e.g. `article-middle` (utm_content). */
  content: string;
  /** The path of the current page (referrer). */
  referrer?: string;
  /** What opened the form or modal the link is in: time, scroll, exit, keyword… */
  trigger?: string;
  /** utm_medium; `website` unless said. */
  medium?: string;
  category?: string;
  article?: string;
  industry?: string;
  seoPage?: string;
  targetKeyword?: string;
}

/** Kept for the screens that link to the audit page; the same as `outboundHref(site, "audit", …)`. */
export type AuditContext = OutboundContext & { referrer: string };

/** The configured address of `target` with the UTM and context parameters of spec §7. */
export function outboundHref(site: SiteSettings, target: OutboundTarget, context: OutboundContext): string {
  const url = new URL(site.urls[ADDRESS[target]]);
  // site.yaml's addresses are validated as https by the build; this keeps the promise if not.
  if (url.protocol !== "https:") throw new Error(`site.urls.${ADDRESS[target]} is not an https URL`);
  const params: [string, string | undefined][] = [
    ["utm_source", site.utm_source],
    ["utm_medium", context.medium ?? "website"],
    ["utm_campaign", CAMPAIGN[target]],
    ["utm_content", context.content],
    ["utm_term", context.category],
    ["source", site.utm_source],
    ["trigger", context.trigger],
    ["article", context.article],
    ["category", context.category],
    ["industry", context.industry],
    ["seo_page", context.seoPage],
    ["target_keyword", context.targetKeyword],
    ["referrer", context.referrer],
  ];
  for (const [key, value] of params) if (value) url.searchParams.set(key, value);
  return url.href;
}

/** The free fit audit on the platform, with UTM and context parameters. */
export function auditHref(site: SiteSettings, context: AuditContext): string {
  return outboundHref(site, "audit", context);
}

/**
 * A link of an « external resources » box to one of the provider's sites: tagged through
 * `outboundHref` when it is one of the configured addresses, else given the UTM values only.
 */
export function partnerHref(site: SiteSettings, url: string, content: string): string {
  const target = (Object.keys(ADDRESS) as OutboundTarget[]).find((key) => sameAddress(site.urls[ADDRESS[key]], url));
  if (target) return outboundHref(site, target, { content });
  return withQuery(url, { utm_source: site.utm_source, utm_medium: "website", utm_campaign: "partner", utm_content: content });
}

function sameAddress(a: string, b: string): boolean {
  const strip = (text: string) => text.replace(/\/+$/, "");
  return strip(a) === strip(b);
}

/** `url` with query parameters added (empty values left out). */
export function withQuery(url: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${url}${url.includes("?") ? "&" : "?"}${text}` : url;
}
