// Every read and write of the browser's storage goes through here (DESIGN §6b), and this is the
// one place that decides what may be stored: each key has a kind. A « necessary » key (the
// cookie choice itself) is always stored; a « functional » key is stored only while functional
// storage is accepted in the cookie preferences, otherwise it lives in this page's memory for
// the visit (lost when the page is reloaded). The cookie page (content/pages) lists the same keys.
// Storage may be missing (prerender), blocked (privacy settings: even `window.localStorage`
// throws), full, or hold anything a visitor or an older version left: a read then gives what
// memory holds or the caller's default, and the page carries on. Call only after hydration.

export type StorageKind = "necessary" | "functional";

interface KeyRule {
  kind: StorageKind;
  /** `local` lasts until cleared; `session` ends with the tab. */
  area: "local" | "session";
  /** Also sent to the server as a first-party cookie of the same name (one year, path `/`). */
  cookie?: boolean;
}

/** Every key the site stores in the browser (spec §5's names), with its kind. */
export const STORAGE_RULES = {
  cookiePreferences: { kind: "necessary", area: "local" },
  lang: { kind: "functional", area: "local", cookie: true },
  "dyslexia-mode": { kind: "functional", area: "local" },
  "high-contrast-mode": { kind: "functional", area: "local" },
  "dark-mode": { kind: "functional", area: "local" },
  "font-size": { kind: "functional", area: "local" },
  "reduced-motion": { kind: "functional", area: "local" },
  "line-height": { kind: "functional", area: "local" },
  lastConversionModal: { kind: "functional", area: "local" },
  campaign: { kind: "functional", area: "session" },
  toolEmailGiven: { kind: "functional", area: "session" },
} as const satisfies Record<string, KeyRule>;

export type StorageKey = keyof typeof STORAGE_RULES;

const KEYS = Object.keys(STORAGE_RULES) as StorageKey[];
const COOKIE_MAX_AGE = 365 * 24 * 3600;

/** Values kept for this page only: functional ones while refused, any while storage is blocked. */
const memory = new Map<StorageKey, string>();

/** Turns a stored string into a value, or `undefined` when it is not a valid one. */
export type Parse<T> = (raw: string) => T | undefined;

function area(key: StorageKey): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return STORAGE_RULES[key].area === "session" ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function fromStorage(key: StorageKey): string | null {
  try {
    const value = area(key)?.getItem(key);
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

function setCookie(key: StorageKey, value: string | null): void {
  if (!(STORAGE_RULES[key] as KeyRule).cookie || typeof document === "undefined") return;
  const attributes = value === null ? "Max-Age=0" : `Max-Age=${COOKIE_MAX_AGE}`;
  document.cookie = `${key}=${encodeURIComponent(value ?? "")}; Path=/; ${attributes}; SameSite=Lax`;
}

/** Whether functional storage is accepted: the stored choice says so, or nothing was chosen (spec default). */
export function functionalAllowed(): boolean {
  const raw = readRaw("cookiePreferences");
  if (raw === null) return true;
  try {
    const value: unknown = JSON.parse(raw);
    return !(value !== null && typeof value === "object" && (value as Record<string, unknown>).functional === false);
  } catch {
    return true;
  }
}

function allowed(key: StorageKey): boolean {
  return STORAGE_RULES[key].kind === "necessary" || functionalAllowed();
}

/** The raw string kept under `key` (storage or this page's memory), or null. */
export function readRaw(key: StorageKey): string | null {
  return (allowed(key) ? fromStorage(key) : null) ?? memory.get(key) ?? null;
}

/** The value kept under `key` when it parses, else `fallback`. */
export function readStored<T>(key: StorageKey, parse: Parse<T>, fallback: T): T {
  const raw = readRaw(key);
  if (raw === null) return fallback;
  try {
    return parse(raw) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Keeps `value` under `key`: stored when allowed and possible (true), else in memory (false). */
export function writeStored(key: StorageKey, value: string): boolean {
  if (allowed(key)) {
    try {
      const target = area(key);
      if (target) {
        target.setItem(key, value);
        memory.delete(key);
        setCookie(key, value);
        return true;
      }
    } catch {
      // Full or blocked: memory keeps it for this page.
    }
  }
  memory.set(key, value);
  return false;
}

/** Forgets `key` everywhere; storage that refuses is left as it is. */
export function removeStored(key: StorageKey): void {
  memory.delete(key);
  setCookie(key, null);
  try {
    area(key)?.removeItem(key);
  } catch {
    // Nothing to do: the value was never readable either.
  }
}

/**
 * Applies the current choice to what is already kept: functional storage refused moves every
 * functional value out of the browser's storage (and cookies) into memory; accepted moves
 * memory back into storage. Called whenever the cookie preferences change.
 */
export function applyStoragePolicy(): void {
  const functional = functionalAllowed();
  for (const key of KEYS) {
    if (STORAGE_RULES[key].kind === "necessary") continue;
    if (functional) {
      const kept = memory.get(key);
      if (kept !== undefined) writeStored(key, kept);
      continue;
    }
    const stored = fromStorage(key);
    if (stored !== null && !memory.has(key)) memory.set(key, stored);
    setCookie(key, null);
    try {
      area(key)?.removeItem(key);
    } catch {
      // Blocked storage holds nothing of ours.
    }
  }
}

/** Calls `onChange` when another tab changes `key` (or clears storage). Returns the unsubscriber. */
export function onStoredChange(key: StorageKey, onChange: () => void): () => void {
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
