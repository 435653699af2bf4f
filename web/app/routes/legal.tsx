import type { Route } from "./+types/legal";
import { loadPage } from "../data/page-data.server";
import type { LegalPagePayload } from "~/generated/types";
import { LegalScreen } from "~/features/pages/legal-screen";
import { pageMeta, shellOf } from "~/features/seo/page-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadPage<LegalPagePayload>(request);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page?.head, shellOf(matches), "notfound.guide");

export default function Screen({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) throw new Response("Not found", { status: 404 });
  return <LegalScreen page={loaderData.page} />;
}
