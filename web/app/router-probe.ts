import { createContext, useContext } from "react";

/**
 * True inside the entry's probe (entry.client.tsx): the router rendered into a detached element
 * only to decode its data and be created, each in a task of its own before hydration. The root
 * layout renders nothing there, so the probe costs the router and not a second page.
 */
export const RouterProbe = createContext(false);

/** Whether this render is the entry's probe. */
export function useRouterProbe(): boolean {
  return useContext(RouterProbe);
}
