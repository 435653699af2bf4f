import type { Route } from "./+types/category";
import { loadPage } from "../data/page-data.server";
import type { CategoryPage } from "~/generated/types";
import { CategoryScreen } from "~/features/catalogue/category-screen";
import { NotFound } from "~/features/not-found/not-found";
import { pageMeta, shellOf } from "~/features/seo/page-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadPage<CategoryPage>(request);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page?.head, shellOf(matches), "notfound.category");

export default function Screen({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? <CategoryScreen page={loaderData.page} /> : <NotFound kind="category" />;
}
