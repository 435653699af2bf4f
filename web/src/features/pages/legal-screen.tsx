import { Link } from "react-router";
import type { LegalPagePayload } from "~/generated/types";
import { formatDate } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { href } from "~/shared/href";
import { PageHeader, Section } from "~/shared/prose";

export function LegalScreen({ page }: { page: LegalPagePayload }) {
  const lang = useLang();
  const t = useT();
  const legal = page.page;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader title={legal.title} lead={legal.description}>
        <Link to={href(lang, "home")} className="text-sm text-blue-800 hover:underline">
          {t("legal.back")}
        </Link>
        <p className="mt-2 text-sm text-slate-600">{t("legal.updated", { date: formatDate(lang, legal.updated_at) })}</p>
      </PageHeader>
      {legal.sections.map((section) => (
        <Section key={section.id} title={section.heading} id={section.id}>
          {section.paragraphs.map((p) => (
            <p key={p} className="mt-2 max-w-prose">
              {p}
            </p>
          ))}
          {section.items.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </Section>
      ))}
    </main>
  );
}
