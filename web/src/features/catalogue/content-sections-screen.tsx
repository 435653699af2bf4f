import type { ContentSectionsPage } from "~/generated/types";
import { useT } from "~/i18n/use-lang";
import { ClusterLinks } from "~/shared/cluster-links";
import { PageHeader } from "~/shared/prose";
import { TopicCatalogue } from "./topic-catalogue";

/** The business topics, section by section in priority order, filterable by section and difficulty. */
export function ContentSectionsScreen({ page }: { page: ContentSectionsPage }) {
  const t = useT();
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader title={page.head.heading} lead={page.head.description} />
      <TopicCatalogue
        groups={page.sections}
        groupLabel={t("catalogue.section")}
        allGroupsLabel={t("catalogue.all_sections")}
        sectorsByTopic={page.sectors_by_topic}
        articles={page.topic_articles}
        columns="md:grid-cols-2 lg:grid-cols-3"
      />
      <ClusterLinks clusters={page.clusters} />
    </main>
  );
}
