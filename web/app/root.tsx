import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useParams } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { CrashScreen } from "~/features/crash/crash-screen";
import { DICTIONARY_URLS } from "~/i18n/load";
import { isLang } from "~/shared/href";

export function Layout({ children }: { children: React.ReactNode }) {
  const { lang } = useParams();
  return (
    <html lang={isLang(lang) ? lang : "fr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* The UI strings entry.client fetches before hydrating. */}
        <link rel="preload" href={DICTIONARY_URLS[isLang(lang) ? lang : "fr"]} as="fetch" crossOrigin="anonymous" />
      </head>
      {/* While a modal dialog (the mobile menu) is open, the page behind does not scroll. */}
      <body className="has-[dialog:modal]:overflow-hidden">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return <CrashScreen />;
}
