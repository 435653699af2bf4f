// The site's paths, built in one place. Mirrors src/bibliotheque/routes.py (a test keeps them in step).
export const LANGS = ["fr", "en"] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: string | undefined): value is Lang {
  return value === "fr" || value === "en";
}

type Family =
  | ["home"]
  | ["category", string]
  | ["article", string]
  | ["checklist", string]
  | ["ai-article", string]
  | ["exclusive-resources"]
  | ["cluster", string]
  | ["industries"]
  | ["industry", string]
  | ["guide", string, string]
  | ["tool", string]
  | ["content-sections"]
  | ["ai-content-sections"]
  | ["resources"]
  | ["privacy"]
  | ["terms"]
  | ["cookies"]
  | ["legal-notice"]
  | ["search"]
  | ["thanks"]
  | ["subscribe"]
  | ["demo"]
  | ["consulting"];

export function href(lang: Lang, ...target: Family): string {
  const [family, a, b] = target;
  switch (family) {
    case "home":
      return `/${lang}`;
    case "checklist":
      return `/${lang}/article/${a}/checklist`;
    case "guide":
      return `/${lang}/industry/${a}/${b}`;
    default:
      return a === undefined ? `/${lang}/${family}` : `/${lang}/${family}/${a}`;
  }
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
