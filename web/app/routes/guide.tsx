import type { Route } from "./+types/guide";
import { loadPage } from "../data/page-data.server";
import type { GuidePage } from "~/generated/types";
import { GuideScreen } from "~/features/sectors/guide-screen";
import { NotFound } from "~/features/not-found/not-found";
import { pageMeta, shellOf } from "~/features/seo/page-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadPage<GuidePage>(request);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page?.head, shellOf(matches), "notfound.guide");

export default function Screen({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? <GuideScreen page={loaderData.page} /> : <NotFound kind="guide" />;
}
