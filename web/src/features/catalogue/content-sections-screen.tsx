import type { ContentSectionsPage } from "~/generated/types";
import type { MessageKey } from "~/i18n/translate";
import { useT } from "~/i18n/use-lang";
import { PageHeader } from "~/shared/prose";

export function ContentSectionsScreen({ page }: { page: ContentSectionsPage }) {
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader title={page.head.title} lead={page.head.description} />
      {page.sections.map((section) => (
        <section key={section.slug} id={section.slug} aria-labelledby={`${section.slug}-title`} className="mt-10 scroll-mt-24">
          <h2 id={`${section.slug}-title`} className="text-xl font-semibold">
            {section.title}
          </h2>
          <p className="mt-1 text-slate-700">{section.description}</p>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {section.topics.map((topic) => (
              <li key={topic.slug} className="rounded-lg border border-slate-200 p-4">
                <h3 className="font-semibold">{topic.title}</h3>
                <p className="mt-1 text-xs text-slate-600">{t(`difficulty.${topic.difficulty}` as MessageKey)}</p>
                <p className="mt-2 text-sm text-slate-700">{topic.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
