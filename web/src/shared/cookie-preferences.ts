// The visitor's cookie choices (spec §4), kept in local storage under `cookiePreferences`.
// Read only after hydration; blocked or corrupted storage falls back to the defaults.
import { useCallback, useEffect, useState } from "react";

export const COOKIE_PREFERENCES_KEY = "cookiePreferences";

export type CookieKind = "necessary" | "analytics" | "marketing" | "functional";
export type CookiePreferences = Record<CookieKind, boolean>;

export const DEFAULT_PREFERENCES: CookiePreferences = {
  necessary: true,
  analytics: true,
  marketing: false,
  functional: true,
};

/** The stored choices merged over the defaults; necessary is always on. */
export function readPreferences(storage: Pick<Storage, "getItem"> | undefined): CookiePreferences {
  try {
    const raw = storage?.getItem(COOKIE_PREFERENCES_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    const out = { ...DEFAULT_PREFERENCES };
    if (stored && typeof stored === "object") {
      for (const key of ["analytics", "marketing", "functional"] as const) {
        const value = (stored as Record<string, unknown>)[key];
        if (typeof value === "boolean") out[key] = value;
      }
    }
    return out;
  } catch {
    return { ...DEFAULT_PREFERENCES };
  }
}

function writePreferences(preferences: CookiePreferences): void {
  try {
    window.localStorage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Storage blocked (private mode, policy): the choice holds for this page only.
  }
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export interface CookiePreferencesState {
  preferences: CookiePreferences;
  /** False until the stored choices were read (the controls wait for it). */
  ready: boolean;
  set: (kind: Exclude<CookieKind, "necessary">, value: boolean) => void;
  acceptAll: () => void;
  necessaryOnly: () => void;
}

export function useCookiePreferences(): CookiePreferencesState {
  const [preferences, setPreferences] = useState<CookiePreferences>(DEFAULT_PREFERENCES);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    // Storage is only readable in the browser, after hydration (same HTML on both sides).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPreferences(readPreferences(browserStorage()));
    setReady(true);
    const sync = (event: StorageEvent) => {
      if (event.key === COOKIE_PREFERENCES_KEY) setPreferences(readPreferences(browserStorage()));
    };
    window.addEventListener("storage", sync);
    return () => window.removeEventListener("storage", sync);
  }, []);

  const save = useCallback((next: CookiePreferences) => {
    const fixed = { ...next, necessary: true };
    setPreferences(fixed);
    writePreferences(fixed);
  }, []);

  return {
    preferences,
    ready,
    set: (kind, value) => save({ ...preferences, [kind]: value }),
    acceptAll: () => save({ necessary: true, analytics: true, marketing: true, functional: true }),
    necessaryOnly: () => save({ necessary: true, analytics: false, marketing: false, functional: false }),
  };
}
