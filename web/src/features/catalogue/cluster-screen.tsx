import { Link } from "react-router";
import type { ClusterPage } from "~/generated/types";
import { useLang, useT } from "~/i18n/use-lang";
import { href } from "~/shared/href";
import { PageHeader, Section } from "~/shared/prose";
import { ArticleCard, ArticleGrid } from "~/features/articles/article-card";

export function ClusterScreen({ page }: { page: ClusterPage }) {
  const lang = useLang();
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader title={page.cluster.title} lead={page.cluster.description} />
      <Section title={t("cluster.pillar")} id="pillar">
        <ArticleCard card={page.pillar} />
      </Section>
      <Section title={t("cluster.satellites")} id="satellites">
        <ArticleGrid cards={page.satellites} />
      </Section>
      {page.resources.length > 0 ? (
        <Section title={t("cluster.resources")} id="resources">
          <ul className="space-y-2">
            {page.resources.map((r) => (
              <li key={r.slug}>
                <Link to={`${href(lang, "resources")}#${r.slug}`} className="underline">
                  {r.title}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {page.tools.length > 0 ? (
        <Section title={t("cluster.tools")} id="tools">
          <ul className="space-y-2">
            {page.tools.map((tool) => (
              <li key={tool.slug}>
                <Link to={href(lang, "tool", tool.slug)} className="underline">
                  {tool.title}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </main>
  );
}
