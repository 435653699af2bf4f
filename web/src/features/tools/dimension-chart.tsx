import { useId } from "react";
import { useT } from "~/i18n/use-lang";
import type { DimensionScore } from "./calculation";

/**
 * An assessment's score per dimension: one SVG bar per dimension, drawn by hand (0–100, with the
 * 40 and 70 band limits marked), and the same figures in a table for screen readers.
 */
export function DimensionChart({ scores }: { scores: readonly DimensionScore[] }) {
  const t = useT();
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} className="mt-8 break-inside-avoid">
      <figcaption id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("tool.result.dimensions")}
      </figcaption>
      <div aria-hidden="true" className="mt-4 space-y-4">
        {scores.map((dimension) => (
          <div key={dimension.id}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-slate-800 dark:text-slate-200">{dimension.label}</span>
              <span className="font-semibold tabular-nums text-slate-900 dark:text-white">{dimension.score}</span>
            </div>
            <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="mt-1.5 block h-3 w-full overflow-visible" focusable="false">
              <rect x="0" y="0" width="100" height="10" rx="2" className="fill-slate-200 dark:fill-slate-700" />
              <rect x="0" y="0" width={Math.max(dimension.score, 1)} height="10" rx="2" className="fill-blue-700 dark:fill-blue-400 print:fill-black" />
              {[40, 70].map((limit) => (
                <line
                  key={limit}
                  x1={limit}
                  x2={limit}
                  y1="-1"
                  y2="11"
                  vectorEffect="non-scaling-stroke"
                  className="stroke-white dark:stroke-slate-900"
                  strokeWidth="2"
                />
              ))}
            </svg>
          </div>
        ))}
      </div>
      <table className="sr-only">
        <thead>
          <tr>
            <th scope="col">{t("tool.result.dimension")}</th>
            <th scope="col">{t("tool.result.dimension_score")}</th>
          </tr>
        </thead>
        <tbody>
          {scores.map((dimension) => (
            <tr key={dimension.id}>
              <th scope="row">{dimension.label}</th>
              <td>{dimension.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
