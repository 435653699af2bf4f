// Revenue bands as people read them: « 500 k€ – 2 M€ », « €10M+ » (Intl, compact notation).
import type { Lang } from "./href";
import { formatNumber } from "~/i18n/translate";

export interface Band {
  min: number;
  max?: number | null;
}

const EUROS: Intl.NumberFormatOptions = {
  style: "currency",
  currency: "EUR",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
};

/** An amount in euros, compact: French writes the multiple and the sign as one unit (« 500 k€ »,
 * « 2,5 M€ »), where Intl, following CLDR, puts a space between them (« 500 k € »). */
export function formatEuros(lang: Lang, value: number): string {
  const text = formatNumber(lang, value, EUROS);
  return lang === "fr" ? text.replace(/(k|M|Md)[\s\u00a0\u202f]€/u, "$1€") : text;
}

/** A band as a range; an open band as « over … » via `overLabel` (a dictionary text with `{min}`). */
export function formatBand(lang: Lang, band: Band, overLabel: (min: string) => string): string {
  if (band.max === null || band.max === undefined) return overLabel(formatEuros(lang, band.min));
  return `${formatEuros(lang, band.min)} – ${formatEuros(lang, band.max)}`;
}

/** The range a list of bands covers, from the lowest bound to the highest (open if one is). */
export function span(bands: Band[]): Band {
  if (bands.length === 0) return { min: 0, max: null };
  const open = bands.some((b) => b.max === null || b.max === undefined);
  return {
    min: Math.min(...bands.map((b) => b.min)),
    max: open ? null : Math.max(...bands.map((b) => b.max ?? 0)),
  };
}
