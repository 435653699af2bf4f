import { Suspense, useEffect, useRef, type ReactNode } from "react";

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
 * Once the root is hydrated and React has no more work queued (the boundaries hydrated), runs
 * `then` (the whole UI dictionary's fetch) and marks <html> `data-hydrated` when it is done: what
 * tests and measurements wait for. The browser runs idle callbacks only when no task is queued,
 * and React's scheduler queues one while work remains.
 */
export function useMarkHydrated(then: () => Promise<void>): void {
  const after = useRef(then);
  useEffect(() => {
    const idle: (callback: () => void) => void =
      typeof window.requestIdleCallback === "function" ? (callback) => window.requestIdleCallback(callback) : (callback) => setTimeout(callback, 50);
    // Twice: an idle period may come between the commit and React's next slice.
    idle(() =>
      idle(() => {
        after
          .current()
          .catch((error: unknown) => console.error(error))
          .finally(() => document.documentElement.setAttribute("data-hydrated", ""));
      }),
    );
  }, []);
}
