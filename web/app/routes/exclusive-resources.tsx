import type { Route } from "./+types/exclusive-resources";
import { loadPage } from "../data/page-data.server";
import type { ExclusivePage } from "~/generated/types";
import { ExclusiveScreen } from "~/features/pages/exclusive-screen";
import { pageMeta, shellOf } from "~/features/seo/page-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadPage<ExclusivePage>(request);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page?.head, shellOf(matches), "notfound.guide");

export default function Screen({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) throw new Response("Not found", { status: 404 });
  return <ExclusiveScreen page={loaderData.page} />;
}
