import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prepaintScript } from "./prepaint-script";
import {
  applyPreset,
  applySettings,
  canStep,
  clearSettings,
  defaultSettings,
  readSettings,
  saveChanges,
  stepScale,
  STORAGE_KEYS,
  type ReaderSettings,
} from "./reader-settings";

const html = document.documentElement;

function system({ dark = false, reducedMotion = false } = {}): void {
  vi.stubGlobal(
    "matchMedia",
    (query: string) => ({ matches: (dark && query.includes("color-scheme: dark")) || (reducedMotion && query.includes("reduced-motion: reduce")) }),
  );
}

/** What a visitor would notice on <html>: its classes and the reader's custom properties. */
function look(): string {
  const classes = [...html.classList].sort().join(" ");
  return `${classes} | ${html.style.getPropertyValue("--reader-font-size")} | ${html.style.getPropertyValue("--reader-line-height")}`;
}

function resetHtml(): void {
  html.className = "";
  html.removeAttribute("style");
}

/** The <html> the pre-paint script leaves on a fresh page. */
function prepaintLook(): string {
  resetHtml();
  new Function(prepaintScript())();
  return look();
}

/** The <html> the panel's own code produces from the same storage. */
function panelLook(): string {
  resetHtml();
  applySettings(html, readSettings());
  return look();
}

const store = (entries: Record<string, string>) => {
  for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
};

const throwing = () => {
  throw new DOMException("denied", "SecurityError");
};

describe("reader settings", () => {
  beforeEach(() => system());
  afterEach(() => {
    window.localStorage.clear();
    resetHtml();
    vi.unstubAllGlobals();
  });

  it("default to off and 100 %, following the system's dark scheme and reduced motion", () => {
    expect(defaultSettings()).toEqual({ dyslexia: false, highContrast: false, dark: false, reducedMotion: false, fontSize: 100, lineHeight: 100 });
    system({ dark: true, reducedMotion: true });
    expect(readSettings()).toMatchObject({ dark: true, reducedMotion: true });
    store({ "dark-mode": "false", "reduced-motion": "false" });
    expect(readSettings()).toMatchObject({ dark: false, reducedMotion: false });
  });

  it("read each stored key under the spec's name", () => {
    store({ "dyslexia-mode": "true", "high-contrast-mode": "true", "dark-mode": "true", "reduced-motion": "true", "font-size": "120", "line-height": "80" });
    expect(readSettings()).toEqual({ dyslexia: true, highContrast: true, dark: true, reducedMotion: true, fontSize: 120, lineHeight: 80 });
  });

  it.each([
    ["yes", "150"],
    ["1", "95"],
    ["", "abc"],
    ["{}", "-100"],
    ["TRUE", "1e2"],
  ])("ignore garbage on every key (%j, %j)", (flag, number) => {
    store(Object.fromEntries(Object.values(STORAGE_KEYS).map((key) => [key, key.endsWith("size") || key === "line-height" ? number : flag])));
    expect(readSettings()).toEqual(defaultSettings());
  });

  it("take the defaults when storage throws on every call", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(throwing);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(throwing);
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(throwing);
    expect(readSettings()).toEqual(defaultSettings());
    const changed = { ...defaultSettings(), dark: true };
    expect(() => saveChanges(defaultSettings(), changed)).not.toThrow();
    expect(() => clearSettings()).not.toThrow();
  });

  it("save only what changed, as strings, and reset forgets them all", () => {
    const before = defaultSettings();
    saveChanges(before, { ...before, fontSize: 110, dark: true });
    expect({ ...window.localStorage }).toEqual({ "font-size": "110", "dark-mode": "true" });
    clearSettings();
    expect(window.localStorage.length).toBe(0);
  });

  it("step text size 80–120 and line spacing 80–140 by 10, and say when a bound is reached", () => {
    let settings: ReaderSettings = defaultSettings();
    const sizes = [];
    for (let i = 0; i < 4; i++) sizes.push((settings = stepScale(settings, "fontSize", 1)).fontSize);
    expect(sizes).toEqual([110, 120, 120, 120]);
    expect(canStep(settings, "fontSize", 1)).toBe(false);
    expect(canStep(settings, "fontSize", -1)).toBe(true);
    for (let i = 0; i < 6; i++) settings = stepScale(settings, "fontSize", -1);
    expect(settings.fontSize).toBe(80);
    expect(canStep(settings, "fontSize", -1)).toBe(false);
    for (let i = 0; i < 9; i++) settings = stepScale(settings, "lineHeight", 1);
    expect(settings.lineHeight).toBe(140);
    expect(canStep(settings, "lineHeight", 1)).toBe(false);
  });

  it("presets set exactly what the spec lists and leave the rest", () => {
    const start = { ...defaultSettings(), dark: true };
    expect(applyPreset(start, "reading")).toEqual({ ...start, dyslexia: true, fontSize: 110, lineHeight: 120 });
    expect(applyPreset(start, "visibility")).toEqual({ ...start, highContrast: true, fontSize: 110 });
  });

  it("show on <html> as classes and custom properties, removed again at 100 %", () => {
    applySettings(html, { dyslexia: true, highContrast: true, dark: true, reducedMotion: true, fontSize: 120, lineHeight: 140 });
    expect(look()).toBe("dark dyslexia high-contrast reduce-motion | 120% | 1.4");
    applySettings(html, defaultSettings());
    expect(look()).toBe(" |  | ");
  });
});

describe("the pre-paint script", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
    resetHtml();
  });

  const cases: [string, Record<string, string>, { dark?: boolean; reducedMotion?: boolean }][] = [
    ["nothing stored", {}, {}],
    ["nothing stored, dark and calm system", {}, { dark: true, reducedMotion: true }],
    ["choices over the system", { "dark-mode": "false", "reduced-motion": "false" }, { dark: true, reducedMotion: true }],
    ["every setting on", { "dyslexia-mode": "true", "high-contrast-mode": "true", "dark-mode": "true", "reduced-motion": "true", "font-size": "120", "line-height": "140" }, {}],
    ["the bounds", { "font-size": "80", "line-height": "80" }, {}],
    ["reading mode", { "dyslexia-mode": "true", "font-size": "110", "line-height": "120" }, {}],
    ["garbage", { "dyslexia-mode": "1", "dark-mode": "oui", "font-size": "115", "line-height": "9999" }, { dark: true }],
    ["more garbage", { "high-contrast-mode": "{}", "font-size": "1e2", "line-height": " 120" }, {}],
  ];

  it.each(cases)("lands on the same <html> as the panel: %s", (_, stored, systemState) => {
    system(systemState);
    store(stored);
    expect(prepaintLook()).toBe(panelLook());
  });

  it("shows the reader's stored choices", () => {
    system();
    store({ "dyslexia-mode": "true", "font-size": "110", "line-height": "120" });
    expect(prepaintLook()).toBe("dyslexia | 110% | 1.2");
  });

  it("leaves the default look when storage or matchMedia throw", () => {
    vi.stubGlobal("matchMedia", throwing);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(throwing);
    expect(prepaintLook()).toBe(" |  | ");
    vi.stubGlobal("localStorage", undefined);
    expect(prepaintLook()).toBe(" |  | ");
  });

  it("is tiny and has nothing that would end its <script> early", () => {
    expect(prepaintScript().length).toBeLessThan(1200);
    expect(prepaintScript()).not.toMatch(/<\/script|<!--/i);
  });
});
