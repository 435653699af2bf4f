import { Link, useLocation } from "react-router";
import { useLang, useT } from "~/i18n/use-lang";
import { href, LANGS, switchLang } from "~/shared/href";
import { useShell } from "./shell-context";

export function SiteHeader() {
  const lang = useLang();
  const t = useT();
  const shell = useShell();
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link to={href(lang, "home")} className="text-lg font-bold text-blue-800">
          {shell.site.brand.site_name}
        </Link>
        <nav aria-label={t("nav.main")} className="hidden flex-1 gap-4 text-sm md:flex">
          <Link to={href(lang, "home")}>{t("nav.home")}</Link>
          <Link to={href(lang, "content-sections")}>{t("nav.solutions_sme")}</Link>
          <Link to={href(lang, "ai-content-sections")}>{t("nav.solutions_ai")}</Link>
          <Link to={href(lang, "industries")}>{t("nav.solutions_sectors")}</Link>
          <Link to={href(lang, "resources")}>{t("nav.resources")}</Link>
        </nav>
        <div className="ml-auto flex items-center gap-2 text-sm">
          {LANGS.map((other) => (
            <a
              key={other}
              href={switchLang(pathname, other)}
              hrefLang={other}
              lang={other}
              aria-current={other === lang ? "true" : undefined}
              className={other === lang ? "font-semibold text-blue-800" : "text-slate-600"}
            >
              {other.toUpperCase()}
            </a>
          ))}
          <a href={href(lang, "demo")} className="rounded-md bg-blue-700 px-3 py-1.5 font-medium text-white">
            {t("nav.demo")}
          </a>
        </div>
      </div>
    </header>
  );
}
