import { useSyncExternalStore } from "react";

const subscribe = (): (() => void) => () => {};

/** False while rendering on the server and during hydration, true afterwards (no mismatch). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
