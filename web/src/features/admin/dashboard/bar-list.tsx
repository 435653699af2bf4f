import { fill } from "../texts";
import { useTexts } from "../use-texts";
import { ChartFrame, DataTable } from "./chart-frame";
import { PALETTE, TINT } from "./palette";

export type BarRow = { label: string; values: readonly (number | null)[] };

/** Horizontal bars, one per row, of column `bar` (and `inner`, darker, over it: e.g. leads over opened).
 *  The table shows every column of every row, formatted by `format`. */
export function BarList({ title, head, rows, bar = 0, inner, format = String, wide, empty, leftOut }: {
  title: string;
  head: readonly [string, ...string[]];
  rows: readonly BarRow[];
  bar?: number;
  inner?: number;
  format?: (value: number, column: number) => string;
  wide?: boolean;
  empty: string;
  leftOut?: number;
}) {
  const t = useTexts();
  const shown = (value: number | null, column: number) => (value === null ? "—" : format(value, column));
  const max = Math.max(0, ...rows.map((row) => row.values[bar] ?? 0));
  const first = rows[0];
  const summary = first
    ? fill(t.barsSummary, { title, n: rows.length, first: `${first.label} (${shown(first.values[bar] ?? null, bar)})` }, t.locale)
    : `${title} : ${empty}`;
  const table = rows.map((row): [string, ...string[]] => [row.label, ...row.values.map(shown)]);
  const width = (value: number | null | undefined) => `${max ? ((value ?? 0) / max) * 100 : 0}%`;

  return (
    <ChartFrame title={title} wide={wide} leftOut={leftOut} table={<DataTable caption={title} head={head} rows={table} />}>
      {rows.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p> : (
        <ul role="img" aria-label={summary} className="space-y-2">
          {rows.map((row) => (
            <li key={row.label} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 text-xs">
              <span className="col-span-2 truncate text-slate-700 dark:text-slate-300" title={row.label}>{row.label}</span>
              <svg className="h-3 w-full" aria-hidden="true">
                <rect width="100%" height="100%" rx={2} className="fill-slate-100 dark:fill-slate-800" />
                <rect width={width(row.values[bar])} height="100%" rx={2} className={inner === undefined ? PALETTE[0]!.fill : TINT.fill}
                  data-value={row.values[bar] ?? 0} />
                {inner === undefined ? null : (
                  <rect width={width(row.values[inner])} height="100%" rx={2} className={PALETTE[0]!.fill}
                    data-value={row.values[inner] ?? 0} />
                )}
              </svg>
              <span className="min-w-12 text-right tabular-nums">
                {shown(row.values[bar] ?? null, bar)}
                {inner === undefined ? null : ` → ${shown(row.values[inner] ?? null, inner)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {inner === undefined || rows.length === 0 ? null : (
        <ul className="mt-3 flex flex-wrap gap-x-4 text-xs" aria-hidden="true">
          <li className="flex items-center gap-1.5"><span className={`inline-block size-3 rounded-sm ${TINT.bg}`} />{head[bar + 1]}</li>
          <li className="flex items-center gap-1.5"><span className={`inline-block size-3 rounded-sm ${PALETTE[0]!.bg}`} />{head[inner + 1]}</li>
        </ul>
      )}
    </ChartFrame>
  );
}
