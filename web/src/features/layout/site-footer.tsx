import { Link } from "react-router";
import { useLang, useT } from "~/i18n/use-lang";
import { href } from "~/shared/href";
import { useShell } from "./shell-context";

export function SiteFooter() {
  const lang = useLang();
  const t = useT();
  const { site } = useShell();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-semibold text-slate-900">{site.brand.site_name}</p>
          <p className="mt-2">{t("footer.description")}</p>
        </div>
        <nav aria-label={t("footer.product")}>
          <p className="font-semibold text-slate-900">{t("footer.product")}</p>
          <ul className="mt-2 space-y-1">
            <li><a href={href(lang, "demo")}>{t("nav.demo")}</a></li>
            <li><a href={href(lang, "consulting")}>{t("nav.consulting")}</a></li>
          </ul>
        </nav>
        <nav aria-label={t("footer.resources")}>
          <p className="font-semibold text-slate-900">{t("footer.resources")}</p>
          <ul className="mt-2 space-y-1">
            <li><Link to={href(lang, "content-sections")}>{t("nav.solutions_sme")}</Link></li>
            <li><Link to={href(lang, "ai-content-sections")}>{t("nav.solutions_ai")}</Link></li>
            <li><Link to={href(lang, "industries")}>{t("nav.solutions_sectors")}</Link></li>
            <li><Link to={href(lang, "resources")}>{t("nav.resources")}</Link></li>
          </ul>
        </nav>
        <nav aria-label={t("footer.support")}>
          <p className="font-semibold text-slate-900">{t("footer.support")}</p>
          <ul className="mt-2 space-y-1">
            <li><Link to={href(lang, "privacy")}>{t("footer.legal.privacy")}</Link></li>
            <li><Link to={href(lang, "terms")}>{t("footer.legal.terms")}</Link></li>
            <li><Link to={href(lang, "cookies")}>{t("footer.legal.cookies")}</Link></li>
            <li><a href={`mailto:${site.contact_email}`}>{site.contact_email}</a></li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 py-4 text-center">
        {t("footer.copyright", { year: site.copyright_year, name: site.brand.site_name })}
      </p>
    </footer>
  );
}
