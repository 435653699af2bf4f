import type { Route } from "./+types/industries";
import { loadPage } from "../data/page-data.server";
import type { IndustriesPage } from "~/generated/types";
import { IndustriesScreen } from "~/features/sectors/industries-screen";
import { pageMeta, shellOf } from "~/features/seo/page-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadPage<IndustriesPage>(request);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page?.head, shellOf(matches), "notfound.guide");

export default function Screen({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) throw new Response("Not found", { status: 404 });
  return <IndustriesScreen page={loaderData.page} />;
}
