import type { Route } from "./+types/home";
import { loadPage } from "../data/page-data.server";
import type { HomePage } from "~/generated/types";
import { HomeScreen } from "~/features/catalogue/home-screen";
import { pageMeta, shellOf } from "~/features/seo/page-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadPage<HomePage>(request);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page?.head, shellOf(matches), "notfound.guide");

export default function Screen({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) throw new Response("Not found", { status: 404 });
  return <HomeScreen page={loaderData.page} />;
}
