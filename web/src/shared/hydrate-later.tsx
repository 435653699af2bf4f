import { lazy, memo, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from "react";
import { withStrings } from "~/i18n/load";
import { RecordStrings } from "~/i18n/record-strings";

/**
 * A region of the page hydrated after the rest (issue 32, decision 017). The prerender writes a
 * <Suspense> boundary around it; React DOM hydrates every prerendered boundary later than the
 * tree above it, one boundary at a time in tasks of its own, and first the one a visitor
 * interacts with (the event is replayed once it is hydrated). Until then the region is the
 * prerendered page: it reads, its links load pages, its forms post. Nothing suspends here: the
 * boundary only splits hydration. Context values above a region must stay stable while it waits,
 * or React hydrates it at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * A region loaded after the page's first hydration (issue 32, weight): `load` gives its component,
 * imported with `import()`, so its code is out of the page's first load. The prerender writes it
 * in full inside a <Suspense> boundary; React hydrates that boundary once the code and the whole UI
 * dictionary are in (it asks for them when it reaches the boundary, after the rest), and until then
 * the region is the prerendered HTML, working as without JavaScript (links, native disclosures,
 * forms that post); a tap on it is replayed once it is hydrated. For what a visitor uses rarely or
 * late on the page.
 *
 * Its props must stay the same (memoized values, not objects or functions made at each render):
 * a waiting boundary that receives new props or context must hydrate at once, and without its
 * code React drops the prerendered HTML and draws it afresh when the code comes (the page moves,
 * focus and early taps are lost). The component is memoized, so a re-render of its parent with
 * the same props does not reach it.
 */
export function loadLater<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // With the whole dictionary: the strings only the region draws are not in the page's own
  // (~/i18n/record-strings.ts).
  const Loaded = lazy(withStrings(() => load().then((component) => ({ default: component }))));
  return memo(function LoadedLater(props: P) {
    return (
      <Suspense fallback={null}>
        <RecordStrings.Provider value={false}>
          <Loaded {...props} />
        </RecordStrings.Provider>
      </Suspense>
    );
  }) as unknown as ComponentType<P>;
}

/**
 * Once the root is hydrated, runs `then` (the whole UI dictionary's fetch: the page is interactive,
 * and what it draws next may need strings the page's own lack), and marks <html> `data-hydrated`
 * when React has no more work queued (the boundaries hydrated) and `then` is done: what tests and
 * measurements wait for. The browser runs idle callbacks only when no task is queued, and React's
 * scheduler queues one while work remains.
 */
export function useMarkHydrated(then: () => Promise<void>): void {
  const after = useRef(then);
  useEffect(() => {
    const done = after.current().catch((error: unknown) => console.error(error));
    const idle: (callback: () => void) => void =
      typeof window.requestIdleCallback === "function" ? (callback) => window.requestIdleCallback(callback) : (callback) => setTimeout(callback, 50);
    // Twice: an idle period may come between the commit and React's next slice.
    idle(() => idle(() => void done.finally(() => document.documentElement.setAttribute("data-hydrated", ""))));
  }, []);
}
