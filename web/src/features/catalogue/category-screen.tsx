import { FileSearch } from "lucide-react";
import type { CategoryPage } from "~/generated/types";
import { ArticleGrid } from "~/shared/cards/article-card";
import { useShell } from "~/shared/shell-context";
import { TrialCallToAction } from "~/shared/trial-call-to-action";
import { plural } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { TILE } from "~/shared/accent";
import { ClusterLinks } from "~/shared/cluster-links";
import { ContentIcon } from "~/shared/content-icon";
import { ExternalResources, RelatedLinks } from "~/shared/link-boxes";
import { PageHeader, Section } from "~/shared/prose";
import { href } from "~/shared/href";
import { PaginationNav } from "~/shared/pagination-nav";

export function CategoryScreen({ page }: { page: CategoryPage }) {
  const lang = useLang();
  const t = useT();
  const { site } = useShell();
  const { category, articles, pagination } = page;
  const pathOf = (n: number) => (n === 1 ? href(lang, "category", category.slug) : href(lang, "category-page", category.slug, String(n)));
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader
        title={category.name}
        lead={category.description}
        after={
          <p className="mt-4 text-sm font-medium text-slate-700 dark:text-slate-300">
            {plural(lang, "category.articles", pagination.total)}
            {pagination.pages > 1 ? <> · {t("pagination.page_of", { page: pagination.page, pages: pagination.pages })}</> : null}
          </p>
        }
      >
        <span className={`inline-flex size-12 items-center justify-center rounded-xl ${TILE[category.color]}`}>
          <ContentIcon name={category.icon} className="size-6" />
        </span>
      </PageHeader>

      <section aria-labelledby="articles-title" className="mt-10">
        <h2 id="articles-title" className="sr-only">
          {t("category.list")}
        </h2>
        {articles.length > 0 ? (
          <>
            <ArticleGrid cards={articles} showCategory={false} />
            <PaginationNav pagination={pagination} pathOf={pathOf} />
          </>
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
            <FileSearch aria-hidden="true" className="mx-auto size-10 text-slate-500 dark:text-slate-400" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{t("category.empty.title")}</h3>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t("category.empty.text")}</p>
          </div>
        )}
      </section>

      <ClusterLinks clusters={page.clusters} />
      {category.related_links.length > 0 ? (
        <Section title={t("article.related_links")} id="related-links">
          <RelatedLinks links={category.related_links} />
        </Section>
      ) : null}
      {category.external_resources.length > 0 ? (
        <Section title={t("category.external_resources")} id="external-resources">
          <ExternalResources resources={category.external_resources} site={site} context={`category-${category.slug}`} />
        </Section>
      ) : null}
      {page.recommended.length > 0 ? (
        <Section title={t("category.recommended")} id="recommended">
          <ArticleGrid cards={page.recommended} />
        </Section>
      ) : null}

      <TrialCallToAction id="category-cta" />
    </main>
  );
}
