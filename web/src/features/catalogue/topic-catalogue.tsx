import { useState } from "react";
import type { CatalogueGroup as Group, SectorLink, TopicArticles, TopicCard as Topic } from "~/generated/types";
import { TILE } from "~/shared/accent";
import { ContentIcon } from "~/shared/content-icon";
import { HydrateLater } from "~/shared/hydrate-later";
import { SourcesSection } from "~/shared/sources";
import { ALL, applyFilters, CatalogueFilters, type Filters } from "./catalogue-filters";
import { TopicCard } from "./topic-card";

type Columns = "md:grid-cols-2" | "md:grid-cols-2 lg:grid-cols-3";

/**
 * A catalogue's topics (the business sections or the AI domains): the filters by group and
 * difficulty, then each group still shown with its topic cards.
 */
export function TopicCatalogue({
  groups,
  groupLabel,
  allGroupsLabel,
  sectorsByTopic,
  articles,
  columns,
}: {
  groups: Group[];
  groupLabel: string;
  allGroupsLabel: string;
  /** The sectors its articles concern, by topic slug (at most 2, shown on the topic's card). */
  sectorsByTopic: Partial<Record<string, SectorLink[]>>;
  /** Articles written on each topic, by topic slug. */
  articles: Partial<Record<string, TopicArticles>>;
  /** The grid's columns from the md breakpoint up. */
  columns: Columns;
}) {
  const [filters, setFilters] = useState<Filters>({ group: ALL, difficulty: ALL });
  const visible = applyFilters<Group>(groups, filters);
  const shown = visible.reduce((n, v) => n + v.topics.length, 0);
  return (
    <>
      <CatalogueFilters groups={groups} groupLabel={groupLabel} allGroupsLabel={allGroupsLabel} value={filters} onChange={setFilters} shown={shown} />
      {visible.map(({ group, topics }) => (
        <TopicSection
          key={group.slug}
          group={group}
          topics={topics}
          sectors={sectorsByTopic}
          articles={articles}
          columns={columns}
        />
      ))}
    </>
  );
}

/**
 * One group of a catalogue (a business section or an AI domain): its heading, then its topic
 * cards, then an AI domain's sources when its text cites an article (« AI Act, article 50 »). The section and each card are hydration regions of their own (issue 20): the screen's
 * turn does not meet the cards, and no turn holds more than a section's heading or one card.
 */
function TopicSection({
  group,
  topics,
  sectors,
  articles,
  columns,
}: {
  group: Group;
  topics: Topic[];
  /** The sectors its articles concern, by topic slug. */
  sectors: Partial<Record<string, SectorLink[]>>;
  /** Articles written on each topic, by topic slug. */
  articles: Partial<Record<string, TopicArticles>>;
  columns: Columns;
}) {
  return (
    <HydrateLater>
      <section id={group.slug} aria-labelledby={`${group.slug}-title`} className="mt-12 scroll-mt-24">
        <div className="flex items-start gap-3">
          <span className={`inline-flex size-10 shrink-0 items-center justify-center rounded-lg ${TILE[group.color]}`}>
            <ContentIcon name={group.icon} />
          </span>
          <div>
            <h2 id={`${group.slug}-title`} className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl dark:text-white">
              {group.title}
            </h2>
            <p className="mt-1 max-w-prose text-slate-700 dark:text-slate-300">{group.description}</p>
          </div>
        </div>
        <ul className={`mt-5 grid gap-4 ${columns}`}>
          {topics.map((topic) => (
            <HydrateLater key={topic.slug}>
              <li>
                <TopicCard topic={topic} sectors={sectors[topic.slug] ?? []} articles={articles[topic.slug]} />
              </li>
            </HydrateLater>
          ))}
        </ul>
        {group.sources.length > 0 ? (
          <SourcesSection id={`${group.slug}-sources`} reviewedAt={group.reviewed_at} sources={group.sources} of={group.title} />
        ) : null}
      </section>
    </HydrateLater>
  );
}
