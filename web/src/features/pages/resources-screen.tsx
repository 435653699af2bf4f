import type { ResourcesPage } from "~/generated/types";
import { isAssessment, ToolCard } from "~/shared/cards/tool-card";
import { keyOf } from "~/i18n/translate";
import { useT } from "~/i18n/use-lang";
import { FilterLinks } from "~/shared/filter-links";
import { PageHeader, Section } from "~/shared/prose";
import { useQueryFilter } from "~/shared/use-query-filter";
import { ResourceCard } from "~/shared/cards/resource-card";
import { CardGrid } from "~/shared/card-grid";

const TOOLS = "tools";
const ASSESSMENTS = "assessments";

/** Resources, interactive tools and assessments, filterable by type (`?type=`). */
export function ResourcesScreen({ page }: { page: ResourcesPage }) {
  const t = useT();
  const tools = page.tools.filter((tool) => !isAssessment(tool));
  const assessments = page.tools.filter(isAssessment);
  const resourceTypes = [...new Set(page.resources.map((r) => r.type))];
  const options = [
    ...(tools.length ? [{ value: TOOLS, label: t("resources.tools") }] : []),
    ...(assessments.length ? [{ value: ASSESSMENTS, label: t("resources.assessments") }] : []),
    ...resourceTypes.map((value) => ({ value, label: t(keyOf("resource.type", value)) })),
  ];
  const values = options.map((option) => option.value);
  const type = useQueryFilter("type", values);
  const shows = (value: string) => type === null || type === value;
  const resources = page.resources.filter((r) => shows(r.type));
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader title={page.head.heading} lead={page.head.description} />
      <FilterLinks
        path={page.head.path}
        label={t("resources.filter")}
        param="type"
        current={type}
        options={[{ value: null, label: t("catalogue.all") }, ...options]}
      />
      {tools.length > 0 && shows(TOOLS) ? (
        <Section title={t("resources.tools")} id="tools" filters={[TOOLS]}>
          <CardGrid>{tools.map((tool) => <ToolCard key={tool.slug} tool={tool} />)}</CardGrid>
        </Section>
      ) : null}
      {assessments.length > 0 && shows(ASSESSMENTS) ? (
        <Section title={t("resources.assessments")} id="assessments" filters={[ASSESSMENTS]}>
          <CardGrid>{assessments.map((tool) => <ToolCard key={tool.slug} tool={tool} />)}</CardGrid>
        </Section>
      ) : null}
      {resources.length > 0 ? (
        <Section title={t("resources.resources")} id="resources" filters={resourceTypes}>
          <CardGrid filters={resources.map((r) => [r.type])}>{resources.map((r) => <ResourceCard key={r.slug} resource={r} files={page.downloads[r.slug]} gated={page.gated[r.slug]} onResourcesPage />)}</CardGrid>
        </Section>
      ) : null}
    </main>
  );
}
