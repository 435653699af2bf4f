import type { CategoryPage } from "~/generated/types";
import { plural } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { PageHeader, Section } from "~/shared/prose";
import { ArticleGrid } from "~/features/articles/article-card";

export function CategoryScreen({ page }: { page: CategoryPage }) {
  const lang = useLang();
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader title={page.category.name} lead={page.category.description}>
        <p className="text-sm text-slate-600">{plural(lang, "category.articles", page.articles.length)}</p>
      </PageHeader>
      {page.articles.length > 0 ? (
        <div className="mt-8">
          <ArticleGrid cards={page.articles} />
        </div>
      ) : (
        <div className="mt-8 rounded-lg border border-dashed border-slate-300 p-8 text-center">
          <h2 className="text-lg font-semibold">{t("category.empty.title")}</h2>
          <p className="mt-2 text-slate-700">{t("category.empty.text")}</p>
        </div>
      )}
      {page.recommended.length > 0 ? (
        <Section title={t("category.recommended")} id="recommended">
          <ArticleGrid cards={page.recommended} />
        </Section>
      ) : null}
    </main>
  );
}
