import type { Route } from "./+types/tool";
import { loadPage } from "../data/page-data.server";
import type { ToolPage } from "~/generated/types";
import { ToolScreen } from "~/features/tools/tool-screen";
import { NotFound } from "~/features/not-found/not-found";
import { pageMeta, shellOf } from "~/features/seo/page-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadPage<ToolPage>(request);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page?.head, shellOf(matches), "notfound.tool");

export default function Screen({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? <ToolScreen page={loaderData.page} /> : <NotFound kind="tool" />;
}
