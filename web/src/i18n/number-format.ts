// Numbers and dates written exactly as Intl writes them for fr-FR and en-GB in the prerender
// (Node), for the shapes the site uses, without Intl. The first Intl.NumberFormat a browser tab
// makes loads the locale's data: 15–45 ms in Chromium here, 60–180 ms at a phone's 4× CPU
// slowdown, one long task on every page (issue 20, Total Blocking Time). Anything else (another
// currency, a unit, compact notation without explicit digits, exponents) is left to Intl.
// number-format.test.ts compares both over a grid of values and options.
import type { Lang } from "~/shared/href";

type Options = Intl.NumberFormatOptions;

const SYMBOLS = {
  fr: { group: "\u202f", decimal: ",", percent: "\u00a0%", thousand: "\u00a0k", million: "\u00a0M" },
  en: { group: ",", decimal: ".", percent: "%", thousand: "k", million: "m" },
} as const;

const HANDLED = new Set(["style", "currency", "unit", "notation", "minimumFractionDigits", "maximumFractionDigits"]);

interface Shape {
  kind: "decimal" | "percent" | "euros";
  compact: boolean;
  min: number;
  max: number;
}

/** The shape of `options` when this module writes it as Intl would, or null (Intl's job). */
function shapeOf(options: Options | undefined): Shape | null {
  const o = options ?? {};
  if (Object.keys(o).some((key) => !HANDLED.has(key))) return null;
  const style = o.style ?? "decimal";
  let kind: Shape["kind"];
  if (style === "decimal" || (style === "unit" && o.unit === "percent")) kind = "decimal";
  else if (style === "percent") kind = "percent";
  else if (style === "currency" && o.currency === "EUR") kind = "euros";
  else return null;
  const compact = o.notation === "compact";
  if (o.notation !== undefined && o.notation !== "standard" && !compact) return null;
  // Compact notation rounds to significant digits unless fraction digits are given.
  if (compact && (kind !== "euros" || o.maximumFractionDigits === undefined)) return null;
  // ECMA-402 SetNumberFormatDigitOptions: the style's defaults, adjusted to what is given.
  const [minDefault, maxDefault] = kind === "euros" && !compact ? [2, 2] : kind === "percent" ? [0, 0] : [0, 3];
  let min = o.minimumFractionDigits;
  let max = o.maximumFractionDigits;
  if (min === undefined && max === undefined) [min, max] = [minDefault, maxDefault];
  else if (min === undefined) min = Math.min(minDefault, max!);
  else if (max === undefined) max = Math.max(maxDefault, min);
  if (min > max!) return null; // Intl throws a RangeError: let it.
  return { kind, compact, min, max: max! };
}

/** `|value|` × 10^shift as integer and fraction digits, or null where toString uses an exponent. */
function digitsOf(value: number, shift: number): [string, string] | null {
  const text = Math.abs(value).toString();
  if (text.includes("e")) return null;
  const [whole, fraction = ""] = text.split(".") as [string, string?];
  const all = whole + fraction;
  const point = whole.length + shift;
  if (point <= 0) return ["0", "0".repeat(-point) + all];
  const padded = all.padEnd(point, "0");
  return [padded.slice(0, point).replace(/^0+(?=\d)/, ""), padded.slice(point)];
}

/** Adds one to a string of decimal digits. */
function increment(digits: string): string {
  const chars = digits.split("");
  let i = chars.length - 1;
  while (i >= 0 && chars[i] === "9") chars[i--] = "0";
  if (i < 0) return `1${chars.join("")}`;
  chars[i] = String(Number(chars[i]) + 1);
  return chars.join("");
}

/** Rounds to `max` fraction digits, half away from zero (Intl's halfExpand), on the decimal digits. */
function round([whole, fraction]: [string, string], max: number): [string, string] {
  if (fraction.length <= max) return [whole, fraction];
  let digits = whole + fraction.slice(0, max);
  if (fraction.charCodeAt(max) >= 53 /* "5" */) digits = increment(digits);
  const point = digits.length - max;
  return [digits.slice(0, point) || "0", digits.slice(point)];
}

function grouped(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** `value` as Intl.NumberFormat(fr-FR | en-GB, options) writes it, or null when Intl must. */
export function formatNumberLikeIntl(lang: Lang, value: number, options?: Options): string | null {
  if (!Number.isFinite(value)) return null;
  const shape = shapeOf(options);
  if (!shape) return null;
  const symbols = SYMBOLS[lang];
  let parts = digitsOf(value, shape.kind === "percent" ? 2 : 0);
  if (!parts) return null;
  let suffix = "";
  if (shape.compact) {
    // Thousands (k) or millions (M / m), chosen on the rounded value: 999 950 € is « 1 M € ».
    const scale = (exponent: number) => round(digitsOf(value, -exponent)!, shape.max);
    if (parts[0].length >= 4) {
      parts = scale(3);
      suffix = symbols.thousand;
      if (parts[0].length >= 4) {
        parts = scale(6);
        suffix = symbols.million;
      }
      if (parts[0].length >= 4) return null; // billions: Intl's words
    }
  }
  const [whole, digits] = round(parts, shape.max);
  const fraction = digits.replace(/0+$/, "").padEnd(shape.min, "0");
  const negative = value < 0 || Object.is(value, -0);
  // Compact notation does not group (« 1 250 k € » never happens: 1 250 k is 1,3 M).
  const number = `${grouped(whole, symbols.group)}${fraction ? symbols.decimal + fraction : ""}${suffix}`;
  const sign = negative ? "-" : "";
  if (shape.kind === "percent") return `${sign}${number}${symbols.percent}`;
  if (shape.kind === "euros") return lang === "fr" ? `${sign}${number}\u00a0€` : `${sign}€${number}`;
  if (options?.style === "unit") return `${sign}${number}${symbols.percent}`;
  return `${sign}${number}`;
}

const MONTHS = {
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
} as const;

/** A calendar date (`YYYY-MM-DD`) as Intl writes it with day, long month and year: « 1 novembre 2026 ». */
export function formatDateLikeIntl(lang: Lang, iso: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [, year, month, day] = match;
  const name = MONTHS[lang][Number(month) - 1];
  if (!name || Number(day) < 1 || Number(day) > 31) return null;
  return `${Number(day)} ${name} ${year}`;
}
