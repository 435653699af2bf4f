import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useParams } from "react-router";
import type { Route } from "./+types/root";
// The site's one stylesheet, by its URL (Vite's documented `?url` import) in the root route's
// `links`: the build writes it into each prerendered page as a <style>. Not a side-effect
// `import "./app.css"`: Vite would then list it among the dependencies of every lazily loaded
// chunk, and loading one (the share panel, a lead form) would add the stylesheet a second time,
// its @font-face rules too, so the text would switch fonts and the page move under the reader.
import stylesheet from "./app.css?url";
import { CrashScreen } from "~/features/crash/crash-screen";
import { prepaintScript } from "~/features/preferences/prepaint-script";
import { ReaderPanelButton } from "~/features/preferences/reader-panel-button";
import { loadDictionary } from "~/i18n/load";
import { isLang } from "~/shared/href";
import { earlyClickScript } from "~/shared/early-clicks";
import { useMarkHydrated } from "~/shared/hydrate-later";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function Layout({ children }: { children: React.ReactNode }) {
  const { lang } = useParams();
  return (
    // The pre-paint script sets the reader's classes and properties on <html> before hydration.
    <html lang={isLang(lang) ? lang : "fr"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Reader settings before the first paint. Only in the prerendered HTML (hydration skips
            it; the browser bundle does not carry it); allowed by its CSP hash. */}
        {import.meta.env.SSR ? <script dangerouslySetInnerHTML={{ __html: prepaintScript() }} /> : null}
        {/* Taps on the buttons only a script opens, recorded until React listens (~/shared/early-clicks). */}
        {import.meta.env.SSR ? <script dangerouslySetInnerHTML={{ __html: earlyClickScript() }} /> : null}
        <Meta />
        {/* The stylesheet link, in the prerender only: the build writes the stylesheet into the
            page (src/bibliotheque/pipeline/page_loading.py), and hydration skips that <style>. */}
        {import.meta.env.SSR ? <Links /> : null}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      {/* While a modal dialog (the mobile menu) is open, the page behind does not scroll. */}
      <body className="has-[dialog:modal]:overflow-hidden">
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { lang } = useParams();
  // The page hydrated with its own strings; the rest of the UI's come now.
  useMarkHydrated(() => loadDictionary(isLang(lang) ? lang : "fr"));
  return (
    <>
      <Outlet />
      <ReaderPanelButton />
      {/* Here rather than in the Layout: the crash screen (ErrorBoundary) goes without it, since
          re-rendered on the client its inline script is not the prerendered one the page's CSP
          allows by hash (it carries the navigation's key). */}
      <ScrollRestoration />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const crash = isRouteErrorResponse(error) ? null : (error ?? new Error("Unknown rendering error"));
  if (crash) console.error(crash);
  return (
    <>
      <link rel="stylesheet" href={stylesheet} />
      <CrashScreen error={crash ?? undefined} />
    </>
  );
}
