import { createElement, useState, type HTMLAttributes, type ReactNode, type Ref } from "react";
import { useHydrated } from "./use-hydrated";

type Tag = "div" | "ul" | "details";

/**
 * An element whose content is there for readers without JavaScript when `live` is false: a closed
 * panel that CSS shows only under `@media (scripting: none)` (a closed sidebar branch, the header's
 * dropdowns, the no-JS menu). The prerender writes the element with its children, as always, and
 * hydration takes them as they are (React DOM hydrates in slices: issue 32). Once hydrated, the
 * element stays until `live` is first true; closed after that, or never prerendered (drawn after
 * hydration), there is no element, as a closed panel always had with JavaScript.
 */
export function Prerendered({
  as = "div",
  live,
  children,
  ...attributes
}: { as?: Tag; live: boolean; children: ReactNode; ref?: Ref<HTMLElement> } & HTMLAttributes<HTMLElement>) {
  const hydrated = useHydrated();
  const [kept, setKept] = useState(!hydrated);
  if (live && kept) setKept(false);
  if (!live && !kept && !import.meta.env.SSR) return null;
  return createElement(as, attributes, children);
}
