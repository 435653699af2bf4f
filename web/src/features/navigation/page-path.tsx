import { createContext, useContext } from "react";
import { useLocation } from "react-router";

const PagePathContext = createContext<string | null | undefined>(undefined);

/** Provided by the layout from the page's data: its path, or `null` for a not-found page. */
export function PagePathProvider({ path, children }: { path: string | null; children: React.ReactNode }) {
  return <PagePathContext.Provider value={path}>{children}</PagePathContext.Provider>;
}

/**
 * The path of the page being shown, for what the shell draws from it (open branches, current
 * links, language links). It comes from the page's data, not the address bar: a not-found page
 * is prerendered once (`/fr/article/__not-found`) and served at any unknown address, and the
 * prerendered `/fr/x/` hydrates at `/fr/x`; both sides must draw the same thing. Outside the
 * layout (unit tests), the address without a trailing slash.
 */
export function usePagePath(): string | null {
  const fromData = useContext(PagePathContext);
  const { pathname } = useLocation();
  return fromData === undefined ? pathname.replace(/\/+$/, "") || "/" : fromData;
}
