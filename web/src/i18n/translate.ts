// UI strings: flat dotted keys per language, French as the fallback for anything missing.
// A browser downloads only its page's dictionary (src/i18n/load.ts, before hydration); the
// prerender and the tests provide both.
// The locales come from src/bibliotheque/langs.py, generated with the routes.
import { LOCALES } from "../../.generated/routes";
import type { Lang } from "~/shared/href";
import { formatDateLikeIntl, formatNumberLikeIntl } from "./number-format";

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
  const text = dictionaries[lang]?.[key] ?? dictionaries.fr?.[key];
  if (text === undefined) {
    // In development and tests a key no dictionary has is a bug to see at once; a visitor of the
    // built site reads the key rather than a crash.
    if (import.meta.env.DEV && dictionaries.fr !== undefined) throw new Error(`no message "${key}" in ${lang}.json or fr.json`);
    return key;
  }
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

/** A count with its agreeing noun: keys `<base>.one` and `<base>.other` (Intl plural rules). */
export function plural(lang: Lang, base: PluralBase, count: number, vars?: Vars): string {
  const key: MessageKey = rulesOf(lang).select(count) === "one" ? `${base}.one` : `${base}.other`;
  return translate(lang, key, { count: formatNumber(lang, count), ...vars });
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
