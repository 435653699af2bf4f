import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/lang-layout";
import { loadShell } from "../data/page-data.server";
import { SiteFooter } from "~/features/layout/site-footer";
import { SiteHeader } from "~/features/layout/site-header";
import { ShellProvider } from "~/features/layout/shell-context";
import { isLang } from "~/shared/href";

export async function loader({ params }: Route.LoaderArgs) {
  if (!isLang(params.lang)) throw redirect("/fr");
  return loadShell(params.lang);
}

export default function LangLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ShellProvider shell={loaderData}>
      <div className="flex min-h-screen flex-col">
        <SiteHeader />
        <div className="flex-1">
          <Outlet />
        </div>
        <SiteFooter />
      </div>
    </ShellProvider>
  );
}
