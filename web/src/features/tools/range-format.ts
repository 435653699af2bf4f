// How a range question's values read in the page's language: « 120 € par heure » in French,
// « €120 per hour » in English, « 12 % » / « 12% », « 50 000 € » / « €50,000 ».
import type { Question } from "~/generated/types";
import { formatNumber } from "~/i18n/translate";
import type { Lang } from "~/shared/href";

type Formatted = Pick<Question, "value_format" | "unit" | "step"> & Partial<Pick<Question, "unit_one">>;
type Bounded = Formatted & Pick<Question, "min" | "max">;

function decimals(step: number): number {
  const text = String(step);
  return text.includes(".") ? text.length - text.indexOf(".") - 1 : 0;
}

function formatOptions(question: Formatted): Intl.NumberFormatOptions {
  const digits = { minimumFractionDigits: 0, maximumFractionDigits: decimals(question.step) };
  if (question.value_format === "eur") return { style: "currency", currency: "EUR", ...digits };
  if (question.value_format === "percent") return { style: "unit", unit: "percent", ...digits };
  return digits;
}

/** A value with its currency or % sign and its unit words: « 120 € par heure ». */
export function formatRangeValue(lang: Lang, question: Formatted, value: number): string {
  const number = formatNumber(lang, value, formatOptions(question));
  // The singular words where they differ: « 1 personne », « 0 interruption par jour », "1 person".
  const singular = lang === "fr" ? Math.abs(value) < 2 : value === 1;
  const unit = question.unit_one && singular ? question.unit_one : question.unit;
  return unit ? `${number} ${unit}` : number;
}

/**
 * A range's two bounds for « entre {min} et {max} »: the unit words once, after the upper one
 * (« entre 1 et 20 personnes », « entre 10 € et 200 € par heure »), never « 1 personnes ».
 */
export function formatRangeBounds(lang: Lang, question: Bounded): { min: string; max: string } {
  return { min: formatRangeValue(lang, { ...question, unit: null, unit_one: null }, question.min), max: formatRangeValue(lang, question, question.max) };
}

/** What follows a bare number typed in a field: « € par heure », « % », « personnes » (empty: nothing). */
export function rangeUnitSuffix(question: Formatted): string {
  const sign = question.value_format === "eur" ? "€" : question.value_format === "percent" ? "%" : "";
  return [sign, question.unit].filter(Boolean).join(" ");
}
