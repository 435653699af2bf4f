import type { Route } from "./+types/checklist";
import { loadPage } from "../data/page-data.server";
import type { ChecklistPage } from "~/generated/types";
import { ChecklistScreen } from "~/features/articles/checklist-screen";
import { NotFound } from "~/features/not-found/not-found";
import { pageMeta, shellOf } from "~/features/seo/page-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadPage<ChecklistPage>(request);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page?.head, shellOf(matches), "notfound.article");

export default function Screen({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? <ChecklistScreen page={loaderData.page} /> : <NotFound kind="article" />;
}
