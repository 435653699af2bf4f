import { useId, type ReactNode } from "react";
import { fill } from "../texts";
import { useTexts } from "../use-texts";

export const CELL = "px-2 py-1 text-right tabular-nums";
export const HEAD = "px-2 py-1 text-left font-semibold";

/** A chart with its title, and its data as a real table (captioned by the same title) under « Voir les données ». */
export function ChartFrame({ title, wide, children, table, leftOut = 0 }: {
  title: string;
  wide?: boolean;
  children: ReactNode;
  table: ReactNode;
  /** Rows the server counted but did not send (each list shows its first 20). */
  leftOut?: number;
}) {
  const t = useTexts();
  const id = useId();
  return (
    <figure aria-labelledby={id}
      className={`min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${wide ? "lg:col-span-2" : ""}`}>
      <h3 id={id} className="text-base font-semibold">{title}</h3>
      <div className="mt-3">{children}</div>
      {leftOut > 0 ? <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{fill(t.leftOut, { n: leftOut.toLocaleString(t.locale), count: leftOut }, t.locale)}</p> : null}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-blue-800 dark:text-blue-300">{t.chartData}</summary>
        <div className="mt-2 max-h-80 overflow-auto rounded-md border border-slate-200 dark:border-slate-700"
          tabIndex={0} role="region" aria-label={title}>
          {table}
        </div>
      </details>
    </figure>
  );
}

/** A data table: its caption names it (screen readers, tests); its first column heads each row. */
export function DataTable({ caption, head, rows }: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly [string, ...string[]])[];
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 dark:bg-slate-800">
        <tr>
          {head.map((label, n) => (
            <th key={label} scope="col" className={n === 0 ? HEAD : `${HEAD} text-right`}>{label}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, ...cells]) => (
          <tr key={label} className="border-t border-slate-200 dark:border-slate-700">
            <th scope="row" className="min-w-36 px-2 py-1 text-left font-normal [overflow-wrap:anywhere]">{label}</th>
            {cells.map((cell, n) => <td key={n} className={CELL}>{cell}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
