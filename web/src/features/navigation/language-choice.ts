import { switchLang, type Lang } from "~/shared/href";
import { writeStored } from "~/shared/safe-storage";

/** Browser-storage key of the visitor's language choice (DESIGN §6b). */
export const LANG_STORAGE_KEY = "lang" as const;

/**
 * Remembers the visitor's choice (also as a `lang` cookie, so the server answers `/` in it, when
 * functional storage is accepted); blocked or full storage is not an error worth a broken click.
 */
export function storeLanguage(lang: Lang): void {
  // Storage disabled (privacy mode, policy): the path still carries the language.
  writeStored(LANG_STORAGE_KEY, lang);
}

/** The page at `path` in `lang` (first segment replaced, the rest kept); a not-found page (`null`): that language's home. */
export function languageHref(path: string | null, lang: Lang): string {
  return path === null ? `/${lang}` : switchLang(path, lang);
}

/** The current page in `lang`: first path segment replaced, the rest, the query and the hash kept. */
export function languageTarget(location: { pathname: string; search: string; hash: string }, lang: Lang): string {
  return `${switchLang(location.pathname.replace(/\/+$/, "") || "/", lang)}${location.search}${location.hash}`;
}

/**
 * Loads the page in the other language as a new document. A client-side navigation would keep
 * the nested routes' data: with `ssr: false`, React Router reloads a route's data only when its
 * own path parameters change, and `:lang` belongs to the parent layout.
 */
export function loadLanguage(target: string): void {
  window.location.assign(target);
}
