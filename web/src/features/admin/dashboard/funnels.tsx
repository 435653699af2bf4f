import type { Schemas } from "../api/client";
import { fill } from "../texts";
import { useTexts } from "../use-texts";
import { ChartFrame, DataTable } from "./chart-frame";
import { PALETTE } from "./palette";

type Funnel = Schemas["ToolFunnel"];
const STEPS = ["views", "started", "finished", "leads"] as const;

/** Each tool's funnel: page viewed → started → finished → e-mail left, bars scaled to the tool's largest step. */
export function Funnels({ title, tools, percent, number = String, leftOut }: {
  title: string;
  tools: readonly Funnel[];
  leftOut?: number;
  percent: (value: number) => string;
  number?: (value: number) => string;
}) {
  const t = useTexts();
  const names = [t.toolViews, t.started, t.finished, t.emailLeft] as const;
  const head: [string, ...string[]] = [t.tool, ...names];
  const rows = tools.map((tool): [string, ...string[]] => [tool.tool, ...STEPS.map((step) => String(tool[step]))]);
  const first = tools[0];
  const summary = first
    ? fill(t.barsSummary, { title, n: tools.length, first: `${first.tool} (${STEPS.map((s) => first[s]).join(" → ")})` }, t.locale)
    : `${title} : ${t.noData}`;

  return (
    <ChartFrame title={title} wide leftOut={leftOut} table={<DataTable caption={title} head={head} rows={rows} />}>
      {tools.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">{t.noData}</p> : (
        <div role="img" aria-label={summary} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tools.map((tool) => {
            const top = Math.max(1, ...STEPS.map((step) => tool[step]));
            return (
              <section key={tool.tool} className="min-w-0">
                <h4 className="truncate text-sm font-medium" title={tool.tool}>{tool.tool}</h4>
                <svg viewBox="0 0 100 44" preserveAspectRatio="none" className="mt-1 h-20 w-full" aria-hidden="true">
                  {STEPS.map((step, n) => {
                    const width = (tool[step] / top) * 100;
                    return (
                      <rect key={step} x={(100 - width) / 2} y={n * 11} width={width} height={9} rx={1}
                        className={PALETTE[n]!.fill} data-step={step} data-value={tool[step]} />
                    );
                  })}
                </svg>
                <ol className="mt-1 space-y-0.5 text-xs">
                  {STEPS.map((step, n) => (
                    <li key={step} className="flex justify-between gap-2">
                      <span className="flex items-center gap-1.5">
                        <span className={`inline-block size-2.5 rounded-sm ${PALETTE[n]!.bg}`} />{names[n]}
                      </span>
                      <span className="tabular-nums">
                        {number(tool[step])}{n > 0 && tool.views ? ` · ${percent(tool[step] / tool.views)}` : ""}
                      </span>
                    </li>
                  ))}
                </ol>
              </section>
            );
          })}
        </div>
      )}
    </ChartFrame>
  );
}
