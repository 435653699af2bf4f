import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { BUTTON, TEXT_LINK } from "~/shared/button";
import { adminApi, type LeadDetail } from "./api/client";
import { DeliveryBadge } from "./delivery-badge";
import { fill, formName, triggerName } from "./texts";
import { useTexts } from "./use-texts";

/** The resource by its title in the admin's language, its slug beside it (the machine's name). */
function resourceName(lead: LeadDetail, lang: "fr" | "en"): string {
  const title = lead.resource_title?.[lang] ?? lead.resource_title?.fr;
  return title ? `${title} (${lead.resource_slug})` : (lead.resource_slug ?? "");
}

export function LeadPage() {
  const t = useTexts();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const [lead, setLead] = useState<LeadDetail | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    adminApi.lead(id).then(setLead, () => setFailed(true));
  }, [id]);

  async function erase() {
    if (!lead) return;
    const { deleted } = await adminApi.erase(lead.email);
    dialog.current?.close();
    await navigate("/admin/leads", { state: { notice: fill(t.erased, { n: deleted }, t.locale) } });
  }

  const lang = t.locale.startsWith("en") ? "en" : "fr";
  if (failed) return <p role="alert" className="mt-4">{t.error}</p>;
  if (!lead) return <p className="mt-4">{t.loading}</p>;
  const answers = lead.answers ?? [];
  const facts: [string, string | number | null][] = [
    [t.date, new Date(lead.created_at).toLocaleString(t.locale)], [t.form, formName(t, lead.form_kind)],
    [t.trigger, lead.trigger ? triggerName(t, lead.trigger) : null], [t.resource, lead.resource_slug ? resourceName(lead, lang) : null],
    [t.page, lead.page_path], [t.language, lead.lang], [t.score, lead.tool_score],
    [t.utmSource, lead.utm_source], [t.utm_medium, lead.utm_medium], [t.utm_campaign, lead.utm_campaign],
    [t.utm_term, lead.utm_term], [t.utm_content, lead.utm_content],
  ];
  return (
    <article className="mt-4">
      <Link className={TEXT_LINK} to="/admin/leads">{t.back}</Link>
      <h2 className="mt-3 text-lg font-bold break-all">{lead.email}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents"><dt className="font-medium">{label}</dt><dd className="[overflow-wrap:anywhere]">{value ?? "—"}</dd></div>
        ))}
      </dl>
      <h3 className="mt-6 font-semibold">{t.answers}</h3>
      {answers.length > 0 ? (
        // Each question and the chosen option as the visitor read them, in the admin's language.
        <dl className="mt-2 space-y-2 text-sm">
          {answers.map((a) => (
            <div key={a.question_id}>
              <dt className="font-medium">{a.question[lang] ?? a.question.fr}</dt>
              <dd className="text-slate-700 dark:text-slate-300">{a.answer[lang] ?? a.answer.fr}</dd>
            </div>
          ))}
        </dl>
      ) : lead.tool_answers && Object.keys(lead.tool_answers).length > 0 ? (
        // A tool the site no longer has: the stored ids and values as they are.
        <pre className="mt-2 overflow-x-auto rounded bg-slate-50 p-3 text-xs dark:bg-slate-900">{JSON.stringify(lead.tool_answers, null, 2)}</pre>
      ) : (
        <p className="mt-2 text-sm">—</p>
      )}
      <h3 className="mt-6 font-semibold">{t.deliveries}</h3>
      {lead.deliveries.length === 0 ? <p className="text-sm">{t.noDeliveries}</p> : (
        <ul className="mt-2 space-y-1 text-sm">
          {lead.deliveries.map((d) => (
            <li key={d.id}>{d.destination} · <DeliveryBadge status={d.status} /> · {t.attempts} {d.attempts}{d.last_error ? ` · ${d.last_error}` : ""}</li>
          ))}
        </ul>
      )}
      <button type="button" className={`${BUTTON.secondary} mt-6`} onClick={() => dialog.current?.showModal()}>{t.erase}</button>
      <dialog ref={dialog} aria-labelledby="erase-title" className="m-auto max-w-md rounded-lg p-6 backdrop:bg-slate-900/50 dark:bg-slate-900 dark:text-slate-100">
        <h2 id="erase-title" className="font-bold break-all">{fill(t.eraseTitle, { email: lead.email })}</h2>
        <p className="mt-2 text-sm">{t.eraseText}</p>
        <p className="mt-4 flex justify-end gap-3">
          <button type="button" className={BUTTON.secondary} onClick={() => dialog.current?.close()}>{t.cancel}</button>
          <button type="button" className={BUTTON.primary} onClick={() => void erase()}>{t.erase}</button>
        </p>
      </dialog>
    </article>
  );
}
