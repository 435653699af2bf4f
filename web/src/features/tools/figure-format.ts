// How a figure and the formula behind it read in the page's language: « 29 610 € », « 846 heures »,
// « 7,4 mois »; « 35 € × 6 × 3 × 47 ».
import type { Figure, Question } from "~/generated/types";
import { formatNumber } from "~/i18n/translate";
import type { Lang } from "~/shared/href";
import { parseExpression, type Expr } from "./formula";

const UNITS = {
  hours: "hour",
  days: "day",
  months: "month",
} as const;

const LESS_THAN_A_MONTH: Record<Lang, string> = { fr: "moins d’un mois", en: "less than a month" };
// A payback beyond ten years reads as such, not « 2 127,7 mois » (a small process, a large budget).
const LONGEST_MONTHS = 120;
const MORE_THAN_TEN_YEARS: Record<Lang, string> = { fr: "plus de 10 ans", en: "more than 10 years" };

/** A figure's value with its unit, rounded to its digits. */
export function formatFigure(lang: Lang, figure: Pick<Figure, "unit" | "digits">, value: number): string {
  const digits = {
    minimumFractionDigits: 0,
    maximumFractionDigits: figure.digits,
  };
  if (figure.unit === "eur") return formatNumber(lang, value, { style: "currency", currency: "EUR", ...digits });
  if (figure.unit === "number") return formatNumber(lang, value, digits);
  // A percentage as « 12 % » (the unit's short form, which this module writes without Intl).
  if (figure.unit === "percent") return formatNumber(lang, value, { style: "unit", unit: "percent", ...digits });
  // A payback under a month reads as such, never « 0 mois » (figure_format.py).
  if (figure.unit === "months" && value < 1) return LESS_THAN_A_MONTH[lang];
  if (figure.unit === "months" && value > LONGEST_MONTHS) return MORE_THAN_TEN_YEARS[lang];
  return formatNumber(lang, value, { style: "unit", unit: UNITS[figure.unit], unitDisplay: "long", ...digits });
}

/** A formula's constants and answered values, and its amounts in euros. */
const PLAIN: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };
const EUROS: Intl.NumberFormatOptions = { style: "currency", currency: "EUR", minimumFractionDigits: 0, maximumFractionDigits: 2 };

type Named = Pick<Question, "id" | "type" | "values" | "value_format" | "step">;

const SIGN = { "+": "+", "-": "−", "*": "×", "/": "÷" } as const;
const RANK = { "+": 1, "-": 1, "*": 2, "/": 2 } as const;

/**
 * The formula with the visitor's numbers in place of the names: question values as they were
 * answered (€ for amounts), earlier figures as shown, constants as numbers of the language.
 */
export function formulaWithNumbers(
  lang: Lang,
  formula: string,
  questions: readonly Named[],
  figures: readonly Pick<Figure, "id" | "unit" | "digits">[],
  values: Readonly<Record<string, number>>,
): string {
  const plain = (value: number) => formatNumber(lang, value, PLAIN);
  const euros = (value: number) => formatNumber(lang, value, EUROS);
  const name = (id: string): string => {
    const value = values[id] ?? Number.NaN;
    const figure = figures.find((f) => f.id === id);
    // A percentage reads as its number, as a percent question does (« 60 000 € × 70 ÷ 100 »).
    if (figure) return figure.unit === "percent" ? formatNumber(lang, value, { maximumFractionDigits: figure.digits }) : formatFigure(lang, figure, value);
    const question = questions.find((q) => q.id === id);
    return question?.type === "range" && question.value_format === "eur" ? euros(value) : plain(value);
  };
  const wrap = (text: string, yes: boolean) => (yes ? `(${text})` : text);
  const show = (node: Expr): string => {
    switch (node.kind) {
      case "num":
        return plain(node.value);
      case "name":
        return name(node.id);
      case "neg":
        return `−${wrap(show(node.operand), node.operand.kind === "binary")}`;
      case "call":
        return `${node.fn}(${node.args.map(show).join(lang === "fr" ? " ; " : ", ")})`;
      case "binary": {
        const rank = RANK[node.op];
        const left = wrap(show(node.left), node.left.kind === "binary" && RANK[node.left.op] < rank);
        const right = wrap(
          show(node.right),
          node.right.kind === "binary" && (RANK[node.right.op] < rank || (RANK[node.right.op] === rank && node.op !== "+" && node.op !== "*")),
        );
        return `${left} ${SIGN[node.op]} ${right}`;
      }
    }
  };
  return show(parseExpression(formula));
}
