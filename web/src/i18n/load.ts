// Fetches one language's UI strings: each dictionary ships as a hashed JSON file, fetched once the
// page is hydrated (its first render reads the page's own strings: ./page-messages.ts), on a move
// into the other language, or when a string is asked for that the page's strings lack.
import enUrl from "./en.json?url";
import frUrl from "./fr.json?url";
import type { Lang } from "~/shared/href";
import { hasDictionary, partialLanguages, provideDictionary, whenMessageMissing, type Dictionary } from "./translate";

/** Where each language's dictionary is served. */
export const DICTIONARY_URLS: Record<Lang, string> = { fr: frUrl, en: enUrl };

const loading = new Map<Lang, Promise<void>>();

/** Loads all of `lang`'s strings unless they are there already (one request at a time). */
export function loadDictionary(lang: Lang): Promise<void> {
  if (hasDictionary(lang)) return Promise.resolve();
  let load = loading.get(lang);
  if (load === undefined) {
    load = fetchDictionary(lang).finally(() => loading.delete(lang));
    loading.set(lang, load);
  }
  return load;
}

async function fetchDictionary(lang: Lang): Promise<void> {
  const response = await fetch(DICTIONARY_URLS[lang]);
  if (!response.ok) throw new Error(`UI dictionary ${lang}: HTTP ${response.status}`);
  provideDictionary(lang, (await response.json()) as Dictionary);
}

/** Code loaded on first use (a menu, a modal, a panel) draws strings the page's own may lack:
 * `load` with the whole dictionaries of the languages there is only a page's strings of. */
export function withStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), ...partialLanguages().map(loadDictionary)]).then(([loaded]) => loaded);
}

whenMessageMissing((lang) => {
  loadDictionary(lang).catch((error: unknown) => console.error(error));
});
