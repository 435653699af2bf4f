import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { adminApi, type ClientErrorList } from "./api/client";
import { Pager } from "./pager";
import { fill } from "./texts";
import { useTexts } from "./use-texts";

const FACT = "flex min-w-0 gap-1.5";

/** « Erreurs du site »: what the crash screen reported (`POST /api/client-errors`), the newest first. */
export function ClientErrorsPage() {
  const t = useTexts();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const [list, setList] = useState<ClientErrorList | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    adminApi.clientErrors(page).then(
      (found) => {
        setList(found);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [page]);

  const pages = list ? Math.max(1, Math.ceil(list.total / list.per_page)) : 1;
  const when = (iso: string) =>
    new Date(iso).toLocaleString(t.locale, { dateStyle: "medium", timeStyle: "medium" });

  return (
    <section>
      <p className="mt-4 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{t.siteErrorsIntro}</p>
      <p className="mt-3 text-sm font-medium" aria-live="polite">
        {list ? fill(t.errorsTotal, { n: list.total }, t.locale) : t.loading}
      </p>
      {failed ? <p role="alert" className="mt-3 text-red-700 dark:text-red-400">{t.error}</p> : null}
      {list && list.items.length === 0 ? <p className="mt-3">{t.noErrors}</p> : null}
      <ol aria-label={t.siteErrors} className="mt-3 space-y-3">
        {list?.items.map((report) => (
          <li key={report.id} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <p className="font-mono text-sm font-semibold break-words">{report.message}</p>
            <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
              <div className={FACT}>
                <dt className="font-medium">{t.receivedAt}</dt>
                <dd><time dateTime={report.received_at}>{when(report.received_at)}</time></dd>
              </div>
              <div className={FACT}>
                <dt className="font-medium">{t.page}</dt>
                <dd className="min-w-0 font-mono break-all">{report.page}</dd>
              </div>
              <div className={FACT}>
                <dt className="font-medium">{t.release}</dt>
                <dd className={report.release ? "min-w-0 font-mono break-all" : "italic"}>{report.release || t.unknownRelease}</dd>
              </div>
            </dl>
            {report.stack ? (
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-medium">{t.stack}</summary>
                {/* Wrapped, not scrolled sideways: the whole stack reads at 390 px without a scroll region. */}
                <pre className="mt-2 rounded bg-slate-50 p-3 text-xs whitespace-pre-wrap [overflow-wrap:anywhere] dark:bg-slate-950">{report.stack}</pre>
              </details>
            ) : (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t.noStack}</p>
            )}
          </li>
        ))}
      </ol>
      <Pager page={page} pages={pages} onPage={(n) => setParams({ page: String(n) })} />
    </section>
  );
}
