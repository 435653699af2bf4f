import { useEffect, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { BUTTON, TEXT_LINK } from "~/shared/button";
import { adminApi, csvHref, type Facets, type LeadList } from "./api/client";
import { DeliveryBadge } from "./delivery-badge";
import { Pager } from "./pager";
import { fill, formName } from "./texts";
import { useTexts } from "./use-texts";

const FIELD =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900";


export function LeadsPage() {
  const t = useTexts();
  const [params, setParams] = useSearchParams();
  const [list, setList] = useState<LeadList | null>(null);
  const [facets, setFacets] = useState<Facets | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    adminApi.facets().then(setFacets, () => setFailed(true));
  }, []);
  useEffect(() => {
    adminApi.leads(params).then(setList, () => setFailed(true));
  }, [params]);

  function applyFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) if (value) next.set(key, String(value));
    for (const key of ["sort", "order"]) if (params.get(key)) next.set(key, params.get(key)!);
    setParams(next);
  }

  function go(changes: Record<string, string>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setParams(next);
  }

  const sort = params.get("sort") ?? "created_at";
  const order = params.get("order") ?? "desc";
  const page = Number(params.get("page") ?? "1");
  const pages = list ? Math.max(1, Math.ceil(list.total / list.per_page)) : 1;
  const headers: [string, string | null][] = [
    [t.date, "created_at"], [t.form, "form_kind"], [t.page, "page_path"], [t.email, "email"],
    [t.language, "lang"], [t.score, "tool_score"], [t.utmSource, null], [t.delivery, null],
  ];
  const select = (name: string, label: string, values: string[] | undefined, named = (value: string) => value) => (
    <label className="text-sm font-medium">
      {label}
      <select name={name} defaultValue={params.get(name) ?? ""} className={FIELD}>
        <option value="">{t.all}</option>
        {values?.map((value) => <option key={value} value={value}>{named(value)}</option>)}
      </select>
    </label>
  );

  return (
    <section>
      <form onSubmit={applyFilter} className="mt-4 grid grid-cols-2 items-end gap-3 md:grid-cols-7">
        {select("form", t.form, facets?.forms, (kind) => formName(t, kind))}
        {select("page_path", t.page, facets?.pages)}
        {select("lang", t.language, facets?.langs)}
        <label className="text-sm font-medium">
          {t.since}
          <input type="date" name="since" defaultValue={params.get("since") ?? ""} className={FIELD} />
        </label>
        <label className="text-sm font-medium">
          {t.until}
          <input type="date" name="until" defaultValue={params.get("until") ?? ""} className={FIELD} />
        </label>
        <label className="text-sm font-medium">
          {t.search}
          <input type="search" name="q" defaultValue={params.get("q") ?? ""} className={FIELD} />
        </label>
        <button type="submit" className={BUTTON.primary}>{t.filter}</button>
      </form>
      <p className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
        <span aria-live="polite">{list ? fill(t.total, { n: list.total }, t.locale) : t.loading}</span>
        <a className={BUTTON.secondary} href={csvHref(params)} download>{t.exportCsv}</a>
      </p>
      {list && list.retention_years !== null ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{fill(t.retention, { years: list.retention_years }, t.locale)}</p>
      ) : null}
      {failed ? <p role="alert" className="mt-3 text-red-700 dark:text-red-400">{t.error}</p> : null}
      {/* A scroll region of its own (focusable, so the keyboard scrolls it): the page never scrolls sideways. */}
      <div tabIndex={0} role="region" aria-label={t.leads}
        className="mt-3 overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-blue-700 dark:border-slate-800">
        <table className="w-full min-w-[56rem] text-left text-sm">
          <caption className="sr-only">{t.leads}</caption>
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              {headers.map(([label, key]) => (
                <th key={label} scope="col" className="px-3 py-2 font-semibold"
                  aria-sort={key === sort ? (order === "asc" ? "ascending" : "descending") : undefined}>
                  {key ? (
                    <button type="button" className="font-semibold underline-offset-2 hover:underline"
                      onClick={() => go({ sort: key, order: key === sort && order === "desc" ? "asc" : "desc", page: "1" })}>
                      {label}{key === sort ? (order === "asc" ? " ↑" : " ↓") : ""}
                    </button>
                  ) : label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list?.items.map((lead) => (
              <tr key={lead.id} className="border-t border-slate-200 dark:border-slate-800">
                <td className="px-3 py-2 whitespace-nowrap">{new Date(lead.created_at).toLocaleString(t.locale)}</td>
                <td className="px-3 py-2">{formName(t, lead.form_kind)}</td>
                <td className="px-3 py-2 break-all">{lead.page_path}</td>
                <td className="px-3 py-2">
                  <Link className={TEXT_LINK} to={`/admin/leads/${lead.id}`}>{lead.email}</Link>
                </td>
                <td className="px-3 py-2">{lead.lang}</td>
                <td className="px-3 py-2">{lead.tool_score ?? "—"}</td>
                <td className="px-3 py-2">{lead.utm_source ?? "—"}</td>
                <td className="px-3 py-2"><DeliveryBadge status={lead.delivery_status} /></td>
              </tr>
            ))}
          </tbody>
        </table>
        {list && list.items.length === 0 ? <p className="p-4">{t.none}</p> : null}
      </div>
      <Pager page={page} pages={pages} onPage={(n) => go({ page: String(n) })} />
    </section>
  );
}
