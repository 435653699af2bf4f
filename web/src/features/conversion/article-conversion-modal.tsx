// Loaded after the page's first hydration: the routes draw ./article-conversion-modal-later.
import type { ArticlePage } from "~/generated/types";
import { useLang } from "~/i18n/use-lang";
import { articleContext } from "~/shared/conversion-context";
import { ConversionModalHost } from "./conversion-modal-host";

/** The conversion modal of an article page: the AI variant on an AI article. */
export function ArticleConversionModal({ page }: { page: ArticlePage }) {
  const lang = useLang();
  const { article, category } = page;
  return (
    <ConversionModalHost
      kind={article.id.startsWith("ai-") ? "ai-modal" : "modal"}
      page={{ lang, path: page.head.path, article: article.slug, category: category.slug, context: articleContext(page) }}
    />
  );
}
