import { Link } from "react-router";
import type { ResourcesPage } from "~/generated/types";
import { useLang, useT } from "~/i18n/use-lang";
import { href } from "~/shared/href";
import { PageHeader, Section } from "~/shared/prose";

export function ResourcesScreen({ page }: { page: ResourcesPage }) {
  const lang = useLang();
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader title={page.head.title} lead={page.head.description} />
      <Section title={t("resources.tools")} id="tools">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {page.tools.map((tool) => (
            <li key={tool.slug} className="rounded-lg border border-slate-200 p-4">
              <Link to={href(lang, "tool", tool.slug)} className="font-semibold hover:underline">
                {tool.title}
              </Link>
              <p className="mt-1 text-sm text-slate-700">{tool.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t("resources.resources")} id="resources">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {page.resources.map((r) => (
            <li key={r.slug} id={r.slug} className="rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold">{r.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{r.description}</p>
              {r.download_file ? (
                <a href={`/downloads/${r.download_file}`} download className="mt-2 inline-block text-sm underline">
                  {r.format}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>
    </main>
  );
}
