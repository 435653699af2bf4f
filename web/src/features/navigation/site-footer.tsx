import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { Flag } from "./flag";
import { languageHref, storeLanguage } from "./language-choice";
import { usePagePath } from "./page-path";
import type { MessageKey } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { href, LANGS } from "~/shared/href";
import { partnerHref } from "~/shared/outbound";
import { useShell } from "~/shared/shell-context";
import { BUTTON_TONE, FOCUS_RING } from "~/shared/button";

/** `route`: a page of the app; `server`: a path the server answers (redirects, mailto); `external`: another site. */
interface FooterLink {
  label: string;
  to: string;
  kind: "route" | "server" | "external";
}

const linkClass = `rounded hover:text-blue-800 hover:underline dark:hover:text-blue-300 ${FOCUS_RING}`;

/** Footer: product, resources, company and support links, the trial link, languages, ©. */
export function SiteFooter() {
  const lang = useLang();
  const t = useT();
  const pagePath = usePagePath();
  const { site } = useShell();
  const columns: [MessageKey, FooterLink[]][] = [
    [
      "footer.product",
      [
        { label: t("nav.trial_days", { days: site.claims.trial_days }), to: href(lang, "demo"), kind: "server" },
        { label: t("nav.consulting"), to: href(lang, "consulting"), kind: "server" },
        { label: t("footer.exclusive"), to: href(lang, "exclusive-resources"), kind: "route" },
      ],
    ],
    [
      "footer.resources",
      [
        { label: t("nav.solutions_sme"), to: href(lang, "content-sections"), kind: "route" },
        { label: t("nav.solutions_ai"), to: href(lang, "ai-content-sections"), kind: "route" },
        { label: t("footer.industries"), to: href(lang, "industries"), kind: "route" },
        { label: t("footer.tools"), to: href(lang, "resources"), kind: "route" },
      ],
    ],
    [
      "footer.company",
      [
        { label: site.brand.consulting_name, to: partnerHref(site, site.urls.consulting, "footer"), kind: "external" },
        { label: site.brand.group_name, to: partnerHref(site, site.urls.investment_group, "footer"), kind: "external" },
        { label: t("footer.linkedin"), to: site.urls.linkedin, kind: "external" },
        { label: t("footer.videos"), to: site.urls.video_channel, kind: "external" },
      ],
    ],
    [
      "footer.support",
      [
        { label: site.contact_email, to: `mailto:${site.contact_email}`, kind: "server" },
        { label: t("footer.legal.privacy"), to: href(lang, "privacy"), kind: "route" },
        { label: t("footer.legal.terms"), to: href(lang, "terms"), kind: "route" },
        { label: t("footer.legal.cookies"), to: href(lang, "cookies"), kind: "route" },
        { label: t("footer.legal.notice"), to: href(lang, "legal-notice"), kind: "route" },
      ],
    ],
  ];

  return (
    <footer className="print:hidden border-t border-slate-200 bg-slate-50 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-6">
        <div className="sm:col-span-2">
          <p className="text-base font-semibold text-slate-900 dark:text-white">{site.brand.site_name}</p>
          <p className="mt-2 max-w-sm">{t("footer.description")}</p>
          <a
            href={href(lang, "demo")}
            className={`mt-4 inline-flex h-10 items-center rounded-md px-4 ${BUTTON_TONE.primary} ${FOCUS_RING}`}
          >
            {t("nav.trial_days", { days: site.claims.trial_days })}
          </a>
        </div>
        {columns.map(([title, links]) => (
          <nav key={title} aria-label={t(title)}>
            <h2 className="font-semibold text-slate-900 dark:text-white">{t(title)}</h2>
            <ul className="mt-3 space-y-2">
              {links.map((link) => (
                <li key={link.to}>
                  <FooterAnchor link={link} newTab={t("footer.new_tab")} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-4 sm:flex-row sm:px-6">
          <p>{t("footer.copyright", { year: site.copyright_year, name: site.brand.site_name })}</p>
          <nav aria-label={t("lang.label")}>
            <ul className="flex items-center gap-4">
              {LANGS.map((other) => (
                <li key={other}>
                  <a
                    href={languageHref(pagePath, other)}
                    hrefLang={other}
                    lang={other}
                    aria-current={other === lang ? "true" : undefined}
                    onClick={() => storeLanguage(other)}
                    className={`flex items-center gap-1.5 ${linkClass} ${other === lang ? "font-semibold text-slate-900 dark:text-white" : ""}`}
                  >
                    <Flag lang={other} />
                    {t(`lang.${other}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterAnchor({ link, newTab }: { link: FooterLink; newTab: string }) {
  if (link.kind === "route") {
    return (
      <Link to={link.to} className={linkClass}>
        {link.label}
      </Link>
    );
  }
  if (link.kind === "server") {
    return (
      <a href={link.to} className={`${linkClass} [overflow-wrap:anywhere]`}>
        {link.label}
      </a>
    );
  }
  return (
    <a href={link.to} target="_blank" rel="noopener" className={`inline-flex items-center gap-1 ${linkClass}`}>
      {link.label}
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{newTab}</span>
    </a>
  );
}
