// UI strings: flat dotted keys per language, French as the fallback for anything missing.
// A browser downloads only its page's dictionary (src/i18n/load.ts, before hydration); the
// prerender and the tests provide both.
// The locales come from src/bibliotheque/langs.py, generated with the routes.
import { LOCALES } from "../../.generated/routes";
import type { Lang } from "~/shared/href";

export type MessageKey = keyof typeof import("./fr.json");
type Vars = Record<string, string | number>;
export type Dictionary = Partial<Record<MessageKey, string>>;

const dictionaries: Partial<Record<Lang, Dictionary>> = {};

/** Makes a language's strings available to `translate`. */
export function provideDictionary(lang: Lang, dictionary: Dictionary): void {
  dictionaries[lang] = dictionary;
}

/** Whether `lang`'s strings are available. */
export function hasDictionary(lang: Lang): boolean {
  return lang in dictionaries;
}

export function locale(lang: Lang): string {
  return LOCALES[lang];
}

function fill(text: string, vars: Vars | undefined): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function translate(lang: Lang, key: MessageKey, vars?: Vars): string {
  return fill(dictionaries[lang]?.[key] ?? dictionaries.fr?.[key] ?? key, vars);
}

/** A count with its agreeing noun: keys `<base>.one` and `<base>.other` (Intl plural rules). */
export function plural(lang: Lang, base: string, count: number, vars?: Vars): string {
  const rule = new Intl.PluralRules(LOCALES[lang]).select(count) === "one" ? "one" : "other";
  const key = `${base}.${rule}` as MessageKey;
  const formatted = new Intl.NumberFormat(LOCALES[lang]).format(count);
  return translate(lang, key, { count: formatted, ...vars });
}

export function formatDate(lang: Lang, iso: string): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

export function formatNumber(lang: Lang, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(LOCALES[lang], options).format(value);
}
