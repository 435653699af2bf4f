import { useSyncExternalStore } from "react";

const noop = () => () => {};

/**
 * False while the prerendered HTML is hydrated, true afterwards. Whatever depends on the
 * browser (the URL's query, storage) is read only once this is true, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
