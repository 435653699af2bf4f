import type { Route } from "./+types/industry";
import { loadPage } from "../data/page-data.server";
import type { IndustryPage } from "~/generated/types";
import { IndustryScreen } from "~/features/sectors/industry-screen";
import { NotFound } from "~/features/not-found/not-found";
import { pageMeta, shellOf } from "~/features/seo/page-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadPage<IndustryPage>(request);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page?.head, shellOf(matches), "notfound.industry");

export default function Screen({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? <IndustryScreen page={loaderData.page} /> : <NotFound kind="industry" />;
}
