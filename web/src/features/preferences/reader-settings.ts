// The reader's accessibility settings (spec §3 « Accessibility settings », §4, §5): what they
// are, how they are stored (one browser-storage key each, DESIGN §6b), and how they show on the
// page: classes and custom properties on <html>, styled by the « Reader preferences » block of
// app/app.css. The pre-paint script (prepaint-script.ts) applies the same on load.
import { parseBoolean, parseStep, readStored, removeStored, writeStored, type StorageKey } from "~/shared/safe-storage";

export interface ReaderSettings {
  dyslexia: boolean;
  highContrast: boolean;
  dark: boolean;
  reducedMotion: boolean;
  /** Text size in percent (80–120). */
  fontSize: number;
  /** Line spacing in percent (80–140). */
  lineHeight: number;
}

export type Toggle = "dyslexia" | "highContrast" | "dark" | "reducedMotion";
export type Scale = "fontSize" | "lineHeight";

/** Browser-storage key of each setting (the spec's names). */
export const STORAGE_KEYS: Record<keyof ReaderSettings, StorageKey> = {
  dyslexia: "dyslexia-mode",
  highContrast: "high-contrast-mode",
  dark: "dark-mode",
  reducedMotion: "reduced-motion",
  fontSize: "font-size",
  lineHeight: "line-height",
};

/** Class on <html> while a toggle is on. `dark` is the one Tailwind's `dark:` variant reads. */
export const CLASSES: Record<Toggle, string> = {
  dyslexia: "dyslexia",
  highContrast: "high-contrast",
  dark: "dark",
  reducedMotion: "reduce-motion",
};

/** The system setting a toggle follows while the reader has not chosen (none: off). */
export const SYSTEM_QUERIES: Partial<Record<Toggle, string>> = {
  dark: "(prefers-color-scheme: dark)",
  reducedMotion: "(prefers-reduced-motion: reduce)",
};

export const BOUNDS: Record<Scale, { min: number; max: number; step: number }> = {
  fontSize: { min: 80, max: 120, step: 10 },
  lineHeight: { min: 80, max: 140, step: 10 },
};

export const DEFAULT_SCALE = 100;

/** Custom properties on <html>, set only away from 100 %. */
export const PROPERTIES: Record<Scale, { name: string; value: (percent: number) => string }> = {
  fontSize: { name: "--reader-font-size", value: (percent) => `${percent}%` },
  lineHeight: { name: "--reader-line-height", value: (percent) => String(percent / 100) },
};

// Plain literals (no call at module level), so a bundle that does not use them drops the module.
export const TOGGLES: readonly Toggle[] = ["dyslexia", "highContrast", "dark", "reducedMotion"];
export const SCALES: readonly Scale[] = ["fontSize", "lineHeight"];

function systemMatches(query: string | undefined): boolean {
  if (!query) return false;
  try {
    return window.matchMedia(query).matches;
  } catch {
    return false;
  }
}

/** What applies when nothing is stored: the system's colour scheme and motion setting, 100 %. */
export function defaultSettings(): ReaderSettings {
  return {
    dyslexia: false,
    highContrast: false,
    dark: systemMatches(SYSTEM_QUERIES.dark),
    reducedMotion: systemMatches(SYSTEM_QUERIES.reducedMotion),
    fontSize: DEFAULT_SCALE,
    lineHeight: DEFAULT_SCALE,
  };
}

/** The stored settings, each checked alone; a missing or invalid one takes its default. */
export function readSettings(): ReaderSettings {
  const defaults = defaultSettings();
  const out = { ...defaults };
  for (const toggle of TOGGLES) out[toggle] = readStored(STORAGE_KEYS[toggle], parseBoolean, defaults[toggle]);
  for (const scale of SCALES) {
    const { min, max, step } = BOUNDS[scale];
    out[scale] = readStored(STORAGE_KEYS[scale], parseStep(min, max, step), defaults[scale]);
  }
  return out;
}

/** Stores the settings that differ between `before` and `after` (each change is saved). */
export function saveChanges(before: ReaderSettings, after: ReaderSettings): void {
  for (const key of Object.keys(STORAGE_KEYS) as (keyof ReaderSettings)[]) {
    if (before[key] !== after[key]) writeStored(STORAGE_KEYS[key], String(after[key]));
  }
}

/** Forgets every stored setting: the defaults (and the system settings) apply again. */
export function clearSettings(): void {
  for (const key of Object.values(STORAGE_KEYS)) removeStored(key);
}

/** Shows `settings` on the page. */
export function applySettings(root: HTMLElement, settings: ReaderSettings): void {
  for (const toggle of TOGGLES) root.classList.toggle(CLASSES[toggle], settings[toggle]);
  for (const scale of SCALES) {
    const { name, value } = PROPERTIES[scale];
    if (settings[scale] === DEFAULT_SCALE) root.style.removeProperty(name);
    else root.style.setProperty(name, value(settings[scale]));
  }
}

/** `settings` with `scale` one step up (+1) or down (−1), kept within its bounds. */
export function stepScale(settings: ReaderSettings, scale: Scale, direction: 1 | -1): ReaderSettings {
  const { min, max, step } = BOUNDS[scale];
  return { ...settings, [scale]: Math.min(max, Math.max(min, settings[scale] + direction * step)) };
}

/** Whether `scale` can still move in `direction` (its button is disabled at the bound). */
export function canStep(settings: ReaderSettings, scale: Scale, direction: 1 | -1): boolean {
  const { min, max } = BOUNDS[scale];
  return direction > 0 ? settings[scale] < max : settings[scale] > min;
}

export type Preset = "reading" | "visibility";

/** The spec's presets: what each one sets (the other settings stay as they are). */
export const PRESETS: Record<Preset, Partial<ReaderSettings>> = {
  reading: { dyslexia: true, fontSize: 110, lineHeight: 120 },
  visibility: { highContrast: true, fontSize: 110 },
};

export function applyPreset(settings: ReaderSettings, preset: Preset): ReaderSettings {
  return { ...settings, ...PRESETS[preset] };
}
