import type { Route } from "./+types/content-sections";
import { loadPage } from "../data/page-data.server";
import type { ContentSectionsPage } from "~/generated/types";
import { ContentSectionsScreen } from "~/features/catalogue/content-sections-screen";
import { pageMeta, shellOf } from "~/features/seo/page-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadPage<ContentSectionsPage>(request);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page?.head, shellOf(matches), "notfound.guide");

export default function Screen({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) throw new Response("Not found", { status: 404 });
  return <ContentSectionsScreen page={loaderData.page} />;
}
