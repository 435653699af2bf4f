import { useState } from "react";
import type { ContentSectionsPage } from "~/generated/types";
import { useT } from "~/i18n/use-lang";
import { TILE } from "~/shared/accent";
import { ClusterLinks } from "~/shared/cluster-links";
import { ContentIcon } from "~/shared/content-icon";
import { PageHeader } from "~/shared/prose";
import { ALL, applyFilters, CatalogueFilters, type Filters } from "./catalogue-filters";
import { TopicCard } from "./topic-card";
import { HydrateLater } from "~/shared/hydrate-later";

/** The business topics, section by section in priority order, filterable by section and difficulty. */
export function ContentSectionsScreen({ page }: { page: ContentSectionsPage }) {
  const t = useT();
  const [filters, setFilters] = useState<Filters>({ group: ALL, difficulty: ALL });
  const visible = applyFilters(page.sections, filters);
  const shown = visible.reduce((n, v) => n + v.topics.length, 0);
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader title={page.head.heading} lead={page.head.description} />
      <CatalogueFilters
        groups={page.sections}
        groupLabel={t("catalogue.section")}
        allGroupsLabel={t("catalogue.all_sections")}
        value={filters}
        onChange={setFilters}
        shown={shown}
      />
      {/* Each section is a region of its own: the screen's turn does not meet its cards. */}
      {visible.map(({ group: section, topics }) => (
        <HydrateLater key={section.slug}>
          <section id={section.slug} aria-labelledby={`${section.slug}-title`} className="mt-12 scroll-mt-24">
            <div className="flex items-start gap-3">
              <span className={`inline-flex size-10 shrink-0 items-center justify-center rounded-lg ${TILE[section.color]}`}>
                <ContentIcon name={section.icon} />
              </span>
              <div>
                <h2 id={`${section.slug}-title`} className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl dark:text-white">
                  {section.title}
                </h2>
                <p className="mt-1 max-w-prose text-slate-700 dark:text-slate-300">{section.description}</p>
              </div>
            </div>
            <ul className="mt-5 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {topics.map((topic) => (
                <HydrateLater key={topic.slug}>
                  <li>
                    <TopicCard
                      topic={topic}
                      sectors={page.sectors_by_section[section.slug] ?? []}
                      articles={page.topic_articles[topic.slug] ?? []}
                    />
                  </li>
                </HydrateLater>
              ))}
            </ul>
          </section>
        </HydrateLater>
      ))}
      <ClusterLinks clusters={page.clusters} />
    </main>
  );
}
