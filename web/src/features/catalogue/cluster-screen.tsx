import type { ClusterPage } from "~/generated/types";
import { ArticleCard, ArticleGrid } from "~/features/articles/article-card";
import { useShell } from "~/features/layout/shell-context";
import { ResourceCard } from "~/features/pages/resource-card";
import { ToolCard } from "~/features/tools/tool-card";
import { useLang, useT } from "~/i18n/use-lang";
import { Badge } from "~/shared/badge";
import { BUTTON } from "~/shared/button";
import { CallToAction } from "~/shared/call-to-action";
import { href } from "~/shared/href";
import { PageHeader, Section } from "~/shared/prose";

/** A topic cluster: its pillar article, the related articles, resources and tools. */
export function ClusterScreen({ page }: { page: ClusterPage }) {
  const lang = useLang();
  const t = useT();
  const { site } = useShell();
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
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.resources.map((r) => (
              <li key={r.slug}>
                <ResourceCard resource={r} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {page.tools.length > 0 ? (
        <Section title={t("cluster.tools")} id="tools">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.tools.map((tool) => (
              <li key={tool.slug}>
                <ToolCard tool={tool} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <CallToAction id="cluster-cta" title={t("category.cta.title")} text={t("category.cta.text", { days: site.claims.trial_days })}>
        <a href={href(lang, "demo")} className={BUTTON.light}>
          {t("cta.trial", { days: site.claims.trial_days })}
        </a>
        <a href={href(lang, "consulting")} className={BUTTON.outlineLight}>
          {t("article.consulting_call")}
        </a>
      </CallToAction>
    </main>
  );
}
