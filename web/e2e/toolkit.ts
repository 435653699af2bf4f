// What the specs share besides the build's data (./generated.ts) and the waits (./wait.ts): the
// UI dictionaries as the app reads them, and the accessibility rules every axe check applies.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const LANGS = ["fr", "en"] as const;
export type Lang = (typeof LANGS)[number];
export type Dictionary = Record<string, string>;

const read = (lang: Lang): Dictionary =>
  JSON.parse(readFileSync(join(import.meta.dirname, "..", "src", "i18n", `${lang}.json`), "utf8")) as Dictionary;

/** Each language's UI strings, English falling back to French as in the app. */
export const dictionaries: Record<Lang, Dictionary> = { fr: read("fr"), en: { ...read("fr"), ...read("en") } };

/** The French strings, for specs that visit French pages. */
export const fr = dictionaries.fr;

/** A UI text with its variables filled; an unknown key fails the test at once. */
export function ui(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const text = dictionaries[lang][key];
  if (text === undefined) throw new Error(`no UI string "${key}" in ${lang}.json or fr.json`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** WCAG 2.2 A and AA, the level the site meets (axe's tags). */
export const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** The same with axe's best practices, for whole screens. */
export const WCAG_AA_AND_BEST_PRACTICE = [...WCAG_AA, "best-practice"];
