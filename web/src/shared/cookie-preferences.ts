// The visitor's cookie choices (spec §4), kept in local storage under `cookiePreferences`. No
// non-essential third-party script ships (DESIGN §6b); one added later loads only once its kind of
// cookie is accepted (`readPreferences`, `onPreferencesChange`).
// Read only after hydration; blocked or corrupted storage falls back to the defaults.
import { useCallback, useEffect, useState } from "react";
import { applyStoragePolicy, onStoredChange, parseObject, readStored, writeStored } from "./safe-storage";

export const COOKIE_PREFERENCES_KEY = "cookiePreferences" as const;

export type CookieKind = "necessary" | "analytics" | "marketing" | "functional";
export type OptionalCookieKind = Exclude<CookieKind, "necessary">;
export type CookiePreferences = Record<CookieKind, boolean>;

const OPTIONAL: readonly OptionalCookieKind[] = ["analytics", "marketing", "functional"];

export const DEFAULT_PREFERENCES: Readonly<CookiePreferences> = {
  necessary: true,
  analytics: true,
  marketing: false,
  functional: true,
};

export const ALL_ACCEPTED: Readonly<CookiePreferences> = { necessary: true, analytics: true, marketing: true, functional: true };
export const NECESSARY_ONLY: Readonly<CookiePreferences> = { necessary: true, analytics: false, marketing: false, functional: false };

/** Same-tab notice that the choices changed (other tabs get the `storage` event). */
const CHANGE_EVENT = "cookie-preferences-change";

/** The stored choices merged over the defaults (each key checked alone); necessary is always on. */
export function readPreferences(): CookiePreferences {
  const stored = readStored(COOKIE_PREFERENCES_KEY, parseObject, {});
  const out = { ...DEFAULT_PREFERENCES };
  for (const kind of OPTIONAL) {
    const value = stored[kind];
    if (typeof value === "boolean") out[kind] = value;
  }
  return out;
}

/** Stores the choices (necessary forced on) and tells this tab's listeners. */
export function savePreferences(preferences: CookiePreferences): CookiePreferences {
  const fixed = { ...preferences, necessary: true };
  // Storage blocked (private mode, policy): the choice holds for this page only.
  writeStored(COOKIE_PREFERENCES_KEY, JSON.stringify(fixed));
  // Functional storage refused: what it kept leaves the browser's storage now (safe-storage.ts).
  applyStoragePolicy();
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT));
  return fixed;
}

/** Calls `onChange` whenever the choices change, in this tab or another. */
export function onPreferencesChange(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  const offStorage = onStoredChange(COOKIE_PREFERENCES_KEY, onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    offStorage();
  };
}

export interface CookiePreferencesState {
  /** The defaults until hydration has read the stored choices (the same HTML on both sides). */
  preferences: CookiePreferences;
  set: (kind: OptionalCookieKind, value: boolean) => void;
  acceptAll: () => void;
  necessaryOnly: () => void;
}

export function useCookiePreferences(): CookiePreferencesState {
  const [preferences, setPreferences] = useState<CookiePreferences>(DEFAULT_PREFERENCES);

  useEffect(() => {
    // Storage is only readable in the browser, after hydration (same HTML on both sides).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPreferences(readPreferences());
    return onPreferencesChange(() => setPreferences(readPreferences()));
  }, []);

  const save = useCallback((next: CookiePreferences) => setPreferences(savePreferences(next)), []);

  return {
    preferences,
    // From the stored choices, not this render's: a tap replayed during hydration (before the
    // stored choices are read into state) changes one kind and keeps the others.
    set: (kind, value) => save({ ...readPreferences(), [kind]: value }),
    acceptAll: () => save(ALL_ACCEPTED),
    necessaryOnly: () => save(NECESSARY_ONLY),
  };
}
