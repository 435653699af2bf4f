// Every read and write of the browser's local storage goes through here (DESIGN §6b).
// Storage may be missing (prerender), blocked (privacy settings: even `window.localStorage`
// throws), full, or hold anything a visitor or an older version left: a read then gives the
// caller's default, a write is skipped, and the page carries on. Call only after hydration.

/** Turns a stored string into a value, or `undefined` when it is not a valid one. */
export type Parse<T> = (raw: string) => T | undefined;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The raw string stored under `key`, or null (nothing stored, or storage unavailable). */
export function readRaw(key: string): string | null {
  try {
    const value = storage()?.getItem(key);
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

/** The value stored under `key` when it parses, else `fallback`. */
export function readStored<T>(key: string, parse: Parse<T>, fallback: T): T {
  const raw = readRaw(key);
  if (raw === null) return fallback;
  try {
    return parse(raw) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Stores `value` under `key`; false when storage refused (the choice then lasts for this page). */
export function writeStored(key: string, value: string): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Forgets `key`; storage that refuses is left as it is. */
export function removeStored(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: the value was never readable either.
  }
}

/** Calls `onChange` when another tab changes `key` (or clears storage). Returns the unsubscriber. */
export function onStoredChange(key: string, onChange: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  const listener = (event: StorageEvent): void => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}

/** "true" / "false", nothing else. */
export const parseBoolean: Parse<boolean> = (raw) => (raw === "true" ? true : raw === "false" ? false : undefined);

/** A whole number written in decimal digits, within [min, max] and on the `step` grid from `min`. */
export function parseStep(min: number, max: number, step: number): Parse<number> {
  return (raw) => {
    if (!/^\d{1,4}$/.test(raw)) return undefined;
    const value = Number(raw);
    return value >= min && value <= max && (value - min) % step === 0 ? value : undefined;
  };
}

/** JSON that parses to a plain object (not an array, not null). */
export const parseObject: Parse<Record<string, unknown>> = (raw) => {
  const value: unknown = JSON.parse(raw);
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
};
