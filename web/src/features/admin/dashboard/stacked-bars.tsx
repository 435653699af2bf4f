import { fill } from "../texts";
import { useTexts } from "../use-texts";
import { ChartFrame, DataTable } from "./chart-frame";
import type { Swatch } from "./palette";

export type Series = { name: string; swatch: Swatch; values: readonly number[] };

/** A round top for the value axis: 1, 2 or 5 × 10ⁿ, at least the largest value. */
export function axisTop(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= max)!;
}

/** Vertical bars per day, one colour per series stacked (one series: plain bars), drawn in SVG. */
export function StackedBars({ title, days, dayLabel, series }: {
  title: string;
  days: readonly string[];
  dayLabel: (day: string) => string;
  series: readonly Series[];
}) {
  const t = useTexts();
  const totals = days.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const top = axisTop(Math.max(0, ...totals));
  const total = totals.reduce((a, b) => a + b, 0);
  const [first, last] = [days[0] ?? "", days[days.length - 1] ?? ""];
  const summary = fill(t.chartSummary, { title, total: total.toLocaleString(t.locale), from: dayLabel(first), to: dayLabel(last) });
  const head = [t.day, ...(series.length > 1 ? [...series.map((s) => s.name), t.totalColumn] : series.map((s) => s.name))];
  const rows = days.map((day, i): [string, ...string[]] => [
    dayLabel(day),
    ...series.map((s) => String(s.values[i] ?? 0)),
    ...(series.length > 1 ? [String(totals[i])] : []),
  ]);
  const width = days.length * 10;

  return (
    <ChartFrame title={title} table={<DataTable caption={title} head={head} rows={rows} />}>
      <div className="flex gap-2">
        <div className="flex flex-col justify-between text-right text-xs text-slate-600 tabular-nums dark:text-slate-400" aria-hidden="true">
          <span>{top}</span>
          <span>0</span>
        </div>
        <svg role="img" aria-label={summary} viewBox={`0 0 ${width} 100`} preserveAspectRatio="none"
          className="h-40 w-full min-w-0 border-b border-l border-slate-300 dark:border-slate-600">
          <title>{summary}</title>
          {[25, 50, 75].map((y) => (
            <line key={y} x1={0} x2={width} y1={y} y2={y} vectorEffect="non-scaling-stroke"
              className="stroke-slate-200 dark:stroke-slate-800" strokeDasharray="2 3" />
          ))}
          {days.map((day, i) => {
            let base = 100;
            return (
              <g key={day}>
                {series.map((s) => {
                  const value = s.values[i] ?? 0;
                  if (!value) return null;
                  const height = (value / top) * 100;
                  base -= height;
                  return (
                    <rect key={s.name} x={i * 10 + 1.5} width={7} y={base} height={height} className={s.swatch.fill}
                      data-day={day} data-series={s.name} data-value={value}>
                      <title>{`${dayLabel(day)} · ${s.name} · ${value}`}</title>
                    </rect>
                  );
                })}
              </g>
            );
          })}
        </svg>
      </div>
      <p className="mt-1 flex justify-between pl-6 text-xs text-slate-600 dark:text-slate-400" aria-hidden="true">
        <span>{dayLabel(first)}</span>
        <span>{dayLabel(last)}</span>
      </p>
      {series.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-hidden="true">
          {series.map((s) => (
            <li key={s.name} className="flex items-center gap-1.5">
              <span className={`inline-block size-3 rounded-sm ${s.swatch.bg}`} />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
    </ChartFrame>
  );
}
