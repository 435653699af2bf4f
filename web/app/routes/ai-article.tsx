import type { Route } from "./+types/ai-article";
import { loadPage } from "../data/page-data.server";
import type { ArticlePage } from "~/generated/types";
import { ArticleScreen } from "~/features/articles/article-screen";
import { ArticleConversionModalLater } from "~/features/conversion/article-conversion-modal-later";
import { NotFound } from "~/features/not-found/not-found";
import { pageMeta, shellOf } from "~/features/seo/page-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadPage<ArticlePage>(request);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page?.head, shellOf(matches), "notfound.ai_article");

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return page ? <ArticleScreen page={page} conversionModal={<ArticleConversionModalLater page={page} />} /> : <NotFound kind="ai_article" />;
}
