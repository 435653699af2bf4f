import type { ClusterPage } from "~/generated/types";
import { ArticleCard, ArticleGrid } from "~/shared/cards/article-card";
import { TrialCallToAction } from "~/shared/trial-call-to-action";
import { ResourceCard } from "~/shared/cards/resource-card";
import { ToolCard } from "~/shared/cards/tool-card";
import { useT } from "~/i18n/use-lang";
import { Badge } from "~/shared/badge";
import { PageHeader, Section } from "~/shared/prose";
import { CardGrid } from "~/shared/card-grid";

/** A topic cluster: its pillar article, the related articles, resources and tools. */
export function ClusterScreen({ page }: { page: ClusterPage }) {
  const t = useT();
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader title={page.cluster.title} lead={page.cluster.description}>
        <p>
          <Badge color="teal">{t(page.cluster.level === "sme" ? "cluster.level.sme" : "cluster.level.enterprise")}</Badge>
        </p>
      </PageHeader>
      <Section title={t("cluster.pillar")} id="pillar">
        <div className="max-w-2xl">
          <ArticleCard card={page.pillar} />
        </div>
      </Section>
      {page.satellites.length > 0 ? (
        <Section title={t("cluster.satellites")} id="satellites">
          <ArticleGrid cards={page.satellites} />
        </Section>
      ) : null}
      {page.resources.length > 0 ? (
        <Section title={t("cluster.resources")} id="resources">
          <CardGrid>{page.resources.map((r) => <ResourceCard key={r.slug} resource={r} />)}</CardGrid>
        </Section>
      ) : null}
      {page.tools.length > 0 ? (
        <Section title={t("cluster.tools")} id="tools">
          <CardGrid>{page.tools.map((tool) => <ToolCard key={tool.slug} tool={tool} />)}</CardGrid>
        </Section>
      ) : null}
      <TrialCallToAction id="cluster-cta" />
    </main>
  );
}
