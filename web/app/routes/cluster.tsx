import type { Route } from "./+types/cluster";
import { loadPage } from "../data/page-data.server";
import type { ClusterPage } from "~/generated/types";
import { ClusterScreen } from "~/features/catalogue/cluster-screen";
import { NotFound } from "~/features/not-found/not-found";
import { pageMeta, shellOf } from "~/features/seo/page-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadPage<ClusterPage>(request);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page?.head, shellOf(matches), "notfound.cluster");

export default function Screen({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? <ClusterScreen page={loaderData.page} /> : <NotFound kind="cluster" />;
}
