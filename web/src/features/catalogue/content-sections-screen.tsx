import { useState } from "react";
import type { ContentSectionsPage } from "~/generated/types";
import { useT } from "~/i18n/use-lang";
import { ClusterLinks } from "~/shared/cluster-links";
import { PageHeader } from "~/shared/prose";
import { ALL, applyFilters, CatalogueFilters, type Filters } from "./catalogue-filters";
import { TopicSection } from "./topic-section";

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
        <TopicSection
          key={section.slug}
          group={section}
          topics={topics}
          sectors={page.sectors_by_section[section.slug] ?? []}
          articles={page.topic_articles}
          columns="md:grid-cols-2 lg:grid-cols-3"
        />
      ))}
      <ClusterLinks clusters={page.clusters} />
    </main>
  );
}
