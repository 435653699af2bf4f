import type { Figure, Question } from "~/generated/types";
import { useLang, useT } from "~/i18n/use-lang";
import { formatFigure, formulaWithNumbers } from "./figure-format";

/**
 * A calculator's figures: the headline ones in large, then « Comment ce chiffre est calculé », each
 * figure's formula in words and with the visitor's own numbers.
 */
export function CalculatorFigures({
  figures,
  questions,
  values,
}: {
  figures: readonly Figure[];
  questions: readonly Question[];
  /** The answers as the formulas read them, and every figure. */
  values: Readonly<Record<string, number>>;
}) {
  const lang = useLang();
  const t = useT();
  const shown = (figure: Figure) => formatFigure(lang, figure, values[figure.id]!);
  return (
    <>
      <h3 className="sr-only">{t("tool.result.figures")}</h3>
      <dl className="mt-6 grid gap-3 sm:grid-cols-3">
        {figures
          .filter((figure) => figure.headline)
          .map((figure) => (
            <div key={figure.id} className="rounded-xl bg-blue-50 p-4 dark:bg-slate-800 print:border print:border-slate-400 print:bg-transparent">
              <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{figure.label}</dt>
              <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white">{shown(figure)}</dd>
            </div>
          ))}
      </dl>
      <h3 className="mt-8 text-lg font-semibold text-slate-900 dark:text-white">{t("tool.result.how")}</h3>
      <dl className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-700">
        {figures.map((figure) => (
          <div key={figure.id} className="py-3 break-inside-avoid">
            <dt className="font-semibold text-slate-900 dark:text-white">
              {figure.label}
              {lang === "fr" ? "\u00a0: " : ": "}
              <span className="font-normal text-slate-700 dark:text-slate-300">{figure.explain}</span>
            </dt>
            <dd className="mt-1 text-slate-800 tabular-nums dark:text-slate-200">
              {formulaWithNumbers(lang, figure.formula, questions, figures, values)} = <strong>{shown(figure)}</strong>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
