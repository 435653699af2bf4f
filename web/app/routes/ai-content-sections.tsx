import type { Route } from "./+types/ai-content-sections";
import { loadPage } from "../data/page-data.server";
import type { AIContentSectionsPage } from "~/generated/types";
import { AIContentSectionsScreen } from "~/features/catalogue/ai-content-sections-screen";
import { pageMeta, shellOf } from "~/features/seo/page-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadPage<AIContentSectionsPage>(request);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page?.head, shellOf(matches), "notfound.guide");

export default function Screen({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) throw new Response("Not found", { status: 404 });
  return <AIContentSectionsScreen page={loaderData.page} />;
}
