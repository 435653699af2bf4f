import type { Route } from "./+types/resources";
import { loadPage } from "../data/page-data.server";
import type { ResourcesPage } from "~/generated/types";
import { ResourcesScreen } from "~/features/pages/resources-screen";
import { pageMeta, shellOf } from "~/features/seo/page-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadPage<ResourcesPage>(request);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page?.head, shellOf(matches), "notfound.guide");

export default function Screen({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) throw new Response("Not found", { status: 404 });
  return <ResourcesScreen page={loaderData.page} />;
}
