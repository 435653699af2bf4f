// Fetches one language's UI strings: each dictionary ships as a hashed JSON file that the page
// preloads (root.tsx), so a browser downloads only its page's language.
import enUrl from "./en.json?url";
import frUrl from "./fr.json?url";
import type { Lang } from "~/shared/href";
import { hasDictionary, provideDictionary, type Dictionary } from "./translate";

/** Where each language's dictionary is served. */
export const DICTIONARY_URLS: Record<Lang, string> = { fr: frUrl, en: enUrl };

/** Loads `lang`'s strings unless they are there already. */
export async function loadDictionary(lang: Lang): Promise<void> {
  if (hasDictionary(lang)) return;
  const response = await fetch(DICTIONARY_URLS[lang]);
  if (!response.ok) throw new Error(`UI dictionary ${lang}: HTTP ${response.status}`);
  provideDictionary(lang, (await response.json()) as Dictionary);
}
