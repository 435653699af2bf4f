import { createElement, useState, type HTMLAttributes, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Asks for the element's children to be left as they are: Preact (the browser's runtime, decision
 * 011) does not touch an element's children while it hydrates it with a `dangerouslySetInnerHTML`,
 * nor afterwards while that prop keeps the same value; React, in `react-router dev`, does not
 * either while hydrating.
 */
const AS_PRERENDERED = { __html: "" };

type Tag = "div" | "ul" | "details";

/**
 * An element whose content is there for readers without JavaScript when `live` is false: a closed
 * panel that CSS shows only under `@media (scripting: none)` (a closed sidebar branch, the header's
 * dropdowns, the no-JS menu). The prerender writes the element with its children, as always. In
 * the browser, an element that was hydrated keeps the prerendered content as it is (hidden) until
 * `live` is first true: hydration neither walks nor removes it (about half the elements of a page,
 * issue 20: hydrating them, then removing them, was a third of the hydration task plus a style
 * and layout of the document). While `live`, the children are rendered as usual; closed after
 * that, or never prerendered (drawn after hydration), there is no element, as a closed panel
 * always had with JavaScript.
 */
export function Prerendered({
  as = "div",
  live,
  children,
  ...attributes
}: { as?: Tag; live: boolean; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const hydrated = useHydrated();
  const [kept, setKept] = useState(!hydrated);
  if (live && kept) setKept(false);
  if (live || import.meta.env.SSR) return createElement(as, attributes, children);
  if (!kept) return null;
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: AS_PRERENDERED, suppressHydrationWarning: true });
}
