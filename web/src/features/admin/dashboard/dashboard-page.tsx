import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { AdminError, adminApi, type Dashboard } from "../api/client";
import { formName, triggerName, type AdminTexts } from "../texts";
import { useTexts } from "../use-texts";
import { BarList } from "./bar-list";
import { Funnels } from "./funnels";
import { formSwatch, PALETTE } from "./palette";
import { periodQuery, readPeriod } from "./period";
import { PeriodPicker } from "./period-picker";
import { StackedBars } from "./stacked-bars";

function ctaName(t: AdminTexts, cta: string): string {
  return ({ trial: t.ctaTrial, audit: t.ctaAudit, consulting: t.ctaConsulting } as Record<string, string>)[cta] ?? cta;
}

/** A form kind's or a modal trigger's name in the admin's language (unknown ones as they are). */
function named(t: AdminTexts, kind: "form" | "trigger", value: string): string {
  return kind === "form" ? formName(t, value) : triggerName(t, value);
}

/** /admin: the period's leads, views, conversion, funnels, triggers and outbound clicks. */
export function DashboardPage() {
  const t = useTexts();
  const [params] = useSearchParams();
  const period = readPeriod(params);
  const query = periodQuery(period).toString();
  const [data, setData] = useState<{ query: string; figures: Dashboard } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    adminApi.dashboard(new URLSearchParams(query)).then(
      (figures) => {
        if (!live) return;
        setData({ query, figures });
        setFailed(null);
      },
      (error: unknown) => live && setFailed(error instanceof AdminError && error.status === 400 ? t.badPeriod : t.error),
    );
    return () => void (live = false);
  }, [query, t]);

  const dayLabel = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(t.locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const percent = (value: number) =>
    value.toLocaleString(t.locale, { style: "percent", maximumFractionDigits: 1 });
  const number = (value: number) => value.toLocaleString(t.locale);
  const figures = data?.figures;
  const rate = figures && figures.views_total ? percent(figures.leads_total / figures.views_total) : "—";

  return (
    <section className="mt-4" aria-busy={data?.query !== query}>
      <PeriodPicker period={period} />
      {failed ? <p role="alert" className="mt-3 text-red-700 dark:text-red-400">{failed}</p> : null}
      {!figures ? <p className="mt-4">{t.loading}</p> : (
        <>
          <dl className="mt-4 grid grid-cols-3 gap-3">
            {([[t.leads, number(figures.leads_total)], [t.views, number(figures.views_total)], [t.conversion, rate]] as const).map(
              ([label, value]) => (
                <div key={label} className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
                  <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
                  <dd className="text-xl font-bold tabular-nums sm:text-2xl">{value}</dd>
                </div>
              ),
            )}
          </dl>
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            <StackedBars title={t.leadsPerDay} days={figures.days} dayLabel={dayLabel}
              series={figures.leads_per_day.map((s) => ({ name: named(t, "form", s.form), swatch: formSwatch(s.form), values: s.counts }))} />
            <StackedBars title={t.viewsPerDay} days={figures.days} dayLabel={dayLabel}
              series={[{ name: t.views, swatch: PALETTE[0]!, values: figures.views_per_day }]} />
            <BarList title={t.topPages} wide empty={t.noData}
              head={[t.page, t.conversion, t.views, t.leads]}
              rows={figures.top_pages.map((p) => ({ label: p.path, values: [p.rate, p.views, p.leads] }))} leftOut={figures.left_out.top_pages}
              format={(value, column) => (column === 0 ? percent(value) : number(value))} />
            <Funnels title={t.funnels} tools={figures.tools} percent={percent} number={number} leftOut={figures.left_out.tools} />
            <BarList title={t.triggers} empty={t.noData} head={[t.trigger, t.opened, t.leads]} inner={1} format={number}
              rows={figures.triggers.map((r) => ({ label: named(t, "trigger", r.trigger), values: [r.opened, r.leads] }))}
              leftOut={figures.left_out.triggers} />
            <BarList title={t.ctas} empty={t.noData} head={[t.cta, t.clicks]} format={number}
              rows={figures.ctas.map((c) => ({ label: ctaName(t, c.cta), values: [c.clicks] }))} leftOut={figures.left_out.ctas} />
          </div>
        </>
      )}
    </section>
  );
}
