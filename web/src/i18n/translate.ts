// UI strings: flat dotted keys per language, French as the fallback for anything missing.
// The prerender and the tests provide both dictionaries. A browser hydrates with the strings its
// page's prerender used, written into the page (src/i18n/page-messages.ts), and fetches its
// language's whole dictionary once hydrated (src/i18n/load.ts).
// The locales come from src/bibliotheque/langs.py, generated with the routes.
import { LOCALES } from "../../.generated/routes";
import type { Lang } from "~/shared/href";
import { formatDateLikeIntl, formatNumberLikeIntl } from "./number-format";

export type MessageKey = keyof typeof import("./fr.json");
type Vars = Record<string, string | number>;
export type Dictionary = Partial<Record<MessageKey, string>>;

const dictionaries: Partial<Record<Lang, Dictionary>> = {};
/** The languages whose strings are only those a page's prerender used. */
const partial = new Set<Lang>();
const listeners = new Set<() => void>();
let version = 0;
let observer: ((key: MessageKey, text: string) => void) | undefined;
let onMissing: ((lang: Lang) => void) | undefined;

/** Makes a language's strings available to `translate`: all of them, or (`partial`) the strings
 * one page's prerender used, enough to hydrate that page. */
export function provideDictionary(lang: Lang, dictionary: Dictionary, options?: { partial?: boolean }): void {
  dictionaries[lang] = dictionary;
  if (options?.partial) partial.add(lang);
  else partial.delete(lang);
  version += 1;
  for (const listener of listeners) listener();
}

/** Whether all of `lang`'s strings are available. */
export function hasDictionary(lang: Lang): boolean {
  return lang in dictionaries && !partial.has(lang);
}

/** The languages of which only a page's strings are there. */
export function partialLanguages(): Lang[] {
  return [...partial];
}

/** Calls `observe` with each string `translate` finds (the prerender records a page's strings). */
export function observeMessages(observe: ((key: MessageKey, text: string) => void) | undefined): void {
  observer = observe;
}

/** Calls `load` when a string is asked for that a partial dictionary lacks (src/i18n/load.ts). */
export function whenMessageMissing(load: (lang: Lang) => void): void {
  onMissing = load;
}

/** For useSyncExternalStore: a number that changes whenever a dictionary is provided. */
export function subscribeDictionaries(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const dictionaryVersion = (): number => version;

export function locale(lang: Lang): string {
  return LOCALES[lang];
}

function fill(text: string, vars: Vars | undefined): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Whether `key` is missing from `lang`'s partial dictionary (after hydration, until the whole one
 * is in). */
export function lacks(lang: Lang, key: MessageKey): boolean {
  return partial.has(lang) && lookup(lang, key) === undefined;
}

/** `key`'s string in `lang`, else in French (undefined: no dictionary there has it). */
function lookup(lang: Lang, key: MessageKey): string | undefined {
  return dictionaries[lang]?.[key] ?? dictionaries.fr?.[key];
}

/** `key`'s string in `lang`, `vars` filled in; the prerender records it (`observeMessages`) unless
 * `record` is false: a string drawn only in a region loaded later, which waits for the whole
 * dictionary (~/shared/hydrate-later.tsx `loadLater`). */
export function translate(lang: Lang, key: MessageKey, vars?: Vars, record = true): string {
  const text = lookup(lang, key);
  if (text === undefined) {
    if (partial.has(lang)) {
      // After hydration, before the whole dictionary is in: blank for the moment it takes.
      onMissing?.(lang);
      return "";
    }
    // In development and tests a key no dictionary has is a bug to see at once; a visitor of the
    // built site reads the key rather than a crash.
    if (import.meta.env.DEV && dictionaries.fr !== undefined) throw new Error(`no message "${key}" in ${lang}.json or fr.json`);
    return key;
  }
  if (record) observer?.(key, text);
  return fill(text, vars);
}

/**
 * The key `prefix.value` of an enum's value (a tool's type, a difficulty, an error code…). The
 * value's type is the enum's union, so every value of the enum must have its message: a value
 * added to the enum (in the Python models, hence the generated types) or a key removed from
 * fr.json is a compile error at the call, naming the missing keys.
 */
export function keyOf<P extends string, T extends string>(
  prefix: P,
  value: T,
  ..._missing: `${P}.${T}` extends MessageKey ? [] : [missing: Exclude<`${P}.${T}`, MessageKey>]
): MessageKey {
  return `${prefix}.${value}` as MessageKey;
}

/** The bases `b` that have both `b.one` and `b.other`: what `plural` accepts. */
export type PluralBase = {
  [K in MessageKey]: K extends `${infer B}.one` ? (`${B}.other` extends MessageKey ? B : never) : never;
}[MessageKey];

// Intl's formatters are slow to make (the locale's data is looked up each time) and cheap to
// use: one per language and options, made on first use. Numbers and dates in the shapes the site
// uses are written without Intl (./number-format.ts: the first NumberFormat of a tab loads the
// locale's data, a long task on a phone); plural rules are cheap to make.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<Lang, Intl.PluralRules>();
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

function cached<K, T>(cache: Map<K, T>, key: K, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

function numberFormat(lang: Lang, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options === undefined ? lang : `${lang} ${JSON.stringify(options)}`;
  return cached(numberFormats, key, () => new Intl.NumberFormat(LOCALES[lang], options));
}

const rulesOf = (lang: Lang): Intl.PluralRules => cached(pluralRules, lang, () => new Intl.PluralRules(LOCALES[lang]));
const dateFormatOf = (lang: Lang): Intl.DateTimeFormat =>
  cached(dateFormats, lang, () => new Intl.DateTimeFormat(LOCALES[lang], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }));

/** The key of `count`'s form: `<base>.one` or `<base>.other` (Intl plural rules). */
export function pluralKey(lang: Lang, base: PluralBase, count: number): MessageKey {
  return rulesOf(lang).select(count) === "one" ? `${base}.one` : `${base}.other`;
}

/** A count with its agreeing noun: keys `<base>.one` and `<base>.other`. */
export function plural(lang: Lang, base: PluralBase, count: number, vars?: Vars, record = true): string {
  return translate(lang, pluralKey(lang, base, count), { count: formatNumber(lang, count), ...vars }, record);
}

/** A day in full: « 27 novembre 2026 », « 1er décembre 2023 » (French writes the first of a month
 * as an ordinal, which Intl does not), "27 November 2026". */
export function formatDate(lang: Lang, iso: string): string {
  const text = formatDateLikeIntl(lang, iso) ?? dateFormatOf(lang).format(new Date(`${iso}T00:00:00Z`));
  return lang === "fr" ? text.replace(/^1(?=[\s\u00a0\u202f])/, "1er") : text;
}

export function formatNumber(lang: Lang, value: number, options?: Intl.NumberFormatOptions): string {
  return formatNumberLikeIntl(lang, value, options) ?? numberFormat(lang, options).format(value);
}
