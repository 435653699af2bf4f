// The site's paths, built in one place: the families, `LANGS` and `href()` are generated from
// src/bibliotheque/routes.py by `bibliotheque build` (web/.generated/routes.ts).
import { LANGS, type Lang } from "../../.generated/routes";

export { href, LANGS, type Lang, type Target } from "../../.generated/routes";

export function isLang(value: string | undefined): value is Lang {
  return (LANGS as readonly string[]).includes(value ?? "");
}

/** A content path without language (`/article/x`, `/content-sections#y`) made absolute for `lang`. */
export function localPath(lang: Lang, path: string): string {
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

/** The same page in another language: the first segment replaced, the rest kept. */
export function switchLang(pathname: string, lang: Lang): string {
  const rest = pathname.replace(/^\/(fr|en)(?=\/|$)/, "");
  return `/${lang}${rest}`;
}
