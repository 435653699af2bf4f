import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { LegalPagePayload, LegalSection } from "~/generated/types";
import { useShell } from "~/shared/shell-context";
import { formatDate } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { TEXT_LINK } from "~/shared/button";
import { useCookiePreferences } from "~/shared/cookie-preferences";
import { href } from "~/shared/href";
import { PageHeader, Section } from "~/shared/prose";
import { SourcesSection } from "~/shared/sources";
import { CookieButtons, CookieTypes } from "./cookie-settings";

/** A text where the contact e-mail address becomes a mailto link. */
function WithEmail({ text, email }: { text: string; email: string }) {
  const parts = text.split(email);
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 ? (
            <a href={`mailto:${email}`} className={TEXT_LINK}>
              {email}
            </a>
          ) : null}
          {part}
        </span>
      ))}
    </>
  );
}

function LegalBlock({ section, email }: { section: LegalSection; email: string }) {
  return (
    <Section title={section.heading} id={section.id}>
      <div className="max-w-prose space-y-3 leading-relaxed text-slate-800 dark:text-slate-200">
        {section.paragraphs.map((p) => (
          <p key={p}>
            <WithEmail text={p} email={email} />
          </p>
        ))}
        {section.items.length > 0 ? (
          <ul className="list-disc space-y-1.5 pl-5 marker:text-slate-500">
            {section.items.map((item) => (
              <li key={item}>
                <WithEmail text={item} email={email} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Section>
  );
}

/** Privacy, terms, or cookies (with its switches, buttons and retention table). */
export function LegalScreen({ page }: { page: LegalPagePayload }) {
  const lang = useLang();
  const t = useT();
  const { site } = useShell();
  const legal = page.page;
  const cookies = useCookiePreferences();
  const isCookies = legal.cookie_types.length > 0;
  const [first, ...rest] = legal.sections;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader
        title={legal.title}
        lead={legal.description}
        after={
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            {t("legal.updated", { date: formatDate(lang, legal.reviewed_at) })}
          </p>
        }
      >
        <Link to={href(lang, "home")} className={`${TEXT_LINK} inline-flex items-center gap-1 text-sm`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("legal.back")}
        </Link>
      </PageHeader>

      <nav aria-labelledby="legal-contents" className="mt-8 rounded-xl bg-slate-50 p-5 dark:bg-slate-900">
        <h2 id="legal-contents" className="text-sm font-semibold text-slate-900 dark:text-white">
          {t("legal.contents")}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
          {legal.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className={TEXT_LINK}>
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {first ? <LegalBlock section={first} email={site.contact_email} /> : null}
      {isCookies ? (
        <>
          <Section title={t("cookies.types")} id="cookie-types">
            <CookieTypes types={legal.cookie_types} state={cookies} />
            <div className="mt-6">
              <CookieButtons state={cookies} />
            </div>
          </Section>
          {legal.retention.length > 0 ? (
            <Section title={t("cookies.retention")} id="cookie-retention">
              {/* Wider than a phone: a scroll region, reachable and named for keyboard users (axe). */}
              <div
                tabIndex={0}
                role="region"
                aria-label={t("cookies.retention.table")}
                className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:border-slate-800"
              >
                <table className="w-full min-w-[32rem] text-left text-sm">
                  <thead className="bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-white">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-semibold">{t("cookies.retention.name")}</th>
                      <th scope="col" className="px-4 py-3 font-semibold">{t("cookies.retention.purpose")}</th>
                      <th scope="col" className="px-4 py-3 font-semibold">{t("cookies.retention.duration")}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
                    {legal.retention.map((row) => (
                      <tr key={row.name}>
                        <th scope="row" className="px-4 py-3 font-medium">{row.name}</th>
                        <td className="px-4 py-3">{row.purpose}</td>
                        <td className="px-4 py-3 whitespace-nowrap">{row.duration}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Section>
          ) : null}
        </>
      ) : null}
      {rest.map((section) => (
        <LegalBlock key={section.id} section={section} email={site.contact_email} />
      ))}
      {isCookies ? (
        <section aria-labelledby="cookie-choice-title" className="mt-12 rounded-2xl border border-blue-200 bg-blue-50 p-6 dark:border-blue-900 dark:bg-blue-950/40">
          <h2 id="cookie-choice-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("cookies.closing")}
          </h2>
          <div className="mt-4">
            <CookieButtons state={cookies} />
          </div>
        </section>
      ) : null}
      <SourcesSection reviewedAt={legal.reviewed_at} sources={legal.sources} />
    </main>
  );
}
