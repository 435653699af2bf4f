import { Outlet, redirect, useMatches, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/lang-layout";
import { loadShell } from "../data/page-data.server";
import { ConversionProvider, VISITOR_STATUS } from "~/shared/conversion-context";
import { ConversionLayer } from "~/features/conversion/conversion-layer";
import { SiteHeader } from "~/features/navigation/site-header";
import { ShellProvider } from "~/shared/shell-context";
import { Breadcrumbs } from "~/features/navigation/breadcrumbs";
import { PagePathProvider } from "~/features/navigation/page-path";
import { SkipLink } from "~/features/navigation/skip-link";
import { useMenuGroups, useNavTrees, useSeeAll } from "~/features/navigation/use-nav-trees";
import { SearchField } from "~/features/search/search-field";
import type { Head } from "~/generated/types";
import { loadDictionary } from "~/i18n/load";
import { usePageViews } from "~/shared/audience";
import { isLang } from "~/shared/href";
import { HydrateLater, loadLater } from "~/shared/hydrate-later";

// Loaded after the page's first hydration, working as without JavaScript until then (loadLater).
const Sidebar = loadLater(() => import("~/features/navigation/sidebar").then((module) => module.Sidebar));
const SiteFooter = loadLater(() => import("~/features/navigation/site-footer").then((module) => module.SiteFooter));

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isLang(params.lang)) throw redirect("/fr");
  return loadShell(params.lang, request);
}

/** Each page carries its own narrowed navigation (issue 35): a move to another page reads it. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/** On a client-side move into the other language, its UI strings arrive with its shell data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [shell] = await Promise.all([serverLoader(), loadDictionary(isLang(params.lang) ? params.lang : "fr")]);
  return shell;
}

/** The head of the page being shown (none on a not-found page). */
function usePageHead(): Head | undefined {
  const data = useMatches().at(-1)?.loaderData as { page?: { head: Head } | null } | undefined;
  return data?.page?.head;
}

/** False on a not-found page (its loader found no page): the server counts known paths only. */
function usePageFound(): boolean {
  const data = useMatches().at(-1)?.loaderData as { page?: unknown } | undefined;
  return data?.page !== null;
}

export default function LangLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ShellProvider shell={loaderData}>
      {/* The site does not know who its visitors are (spec §6, no login): the community
          invitation is the default one, and claims no status (issue 33: the spec's « trial »
          told every anonymous visitor « Membre Premium en Essai »). */}
      <ConversionProvider status={VISITOR_STATUS}>
        <Shell />
      </ConversionProvider>
    </ShellProvider>
  );
}

/**
 * The page around the route's screen. Its regions (header, sidebar, screen, footer, and the
 * screen's sections) are hydrated one per task after the router (~/shared/hydrate-later.tsx).
 */
function Shell() {
  const trees = useNavTrees();
  const groups = useMenuGroups(trees);
  const seeAll = useSeeAll();
  const head = usePageHead();
  usePageViews(usePageFound());
  return (
    <PagePathProvider path={head?.path ?? null}>
      <SkipLink />
      <HydrateLater>
        <div className="flex min-h-screen flex-col">
          <SiteHeader groups={groups} SearchField={SearchField} />
          <div className="flex flex-1">
            <HydrateLater>
              <Sidebar trees={trees} seeAll={seeAll} />
            </HydrateLater>
            <div className="min-w-0 flex-1">
              <Breadcrumbs trail={head?.breadcrumbs ?? []} />
              <HydrateLater>
                <Outlet />
              </HydrateLater>
            </div>
          </div>
          <HydrateLater>
            <SiteFooter />
          </HydrateLater>
          <ConversionLayer />
        </div>
      </HydrateLater>
    </PagePathProvider>
  );
}
