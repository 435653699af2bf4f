import { afterEach, describe, expect, it, vi } from "vitest";
import { applyStoragePolicy, functionalAllowed, onStoredChange, parseBoolean, parseObject, parseStep, readRaw, readStored, removeStored, writeStored } from "./safe-storage";
import { STORAGE_RULES, type StorageKey } from "./safe-storage";

const refuse = () => {
  throw new DOMException("denied", "SecurityError");
};

describe("safe storage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    for (const key of Object.keys(STORAGE_RULES) as StorageKey[]) removeStored(key);
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it("reads, writes and removes like local storage when it works", () => {
    expect(writeStored("dark-mode", "v")).toBe(true);
    expect(readRaw("dark-mode")).toBe("v");
    removeStored("dark-mode");
    expect(readRaw("dark-mode")).toBeNull();
  });

  it("gives the default when nothing is stored, or what is stored does not parse", () => {
    expect(readStored("font-size", parseBoolean, false)).toBe(false);
    for (const garbage of ["yes", "TRUE", "1", "", "{", "null"]) {
      window.localStorage.setItem("font-size", garbage);
      expect(readStored("font-size", parseBoolean, false), garbage).toBe(false);
      expect(readStored("font-size", parseObject, { ok: 1 }), garbage).toEqual({ ok: 1 });
    }
    window.localStorage.setItem("font-size", "true");
    expect(readStored("font-size", parseBoolean, false)).toBe(true);
  });

  it("survives a storage whose every method throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(refuse);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(refuse);
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(refuse);
    expect(readRaw("dark-mode")).toBeNull();
    expect(readStored("dark-mode", parseBoolean, true)).toBe(true);
    expect(writeStored("dark-mode", "v")).toBe(false);
    expect(() => removeStored("dark-mode")).not.toThrow();
  });

  it("survives a window whose localStorage getter throws (storage blocked by policy)", () => {
    const blocked = vi.spyOn(window, "localStorage", "get").mockImplementation(refuse);
    expect(readStored("dark-mode", parseBoolean, true)).toBe(true);
    expect(writeStored("dark-mode", "v")).toBe(false);
    expect(() => removeStored("dark-mode")).not.toThrow();
    blocked.mockRestore();
  });

  it("accepts only whole numbers on the grid within bounds", () => {
    const parse = parseStep(80, 140, 10);
    expect(["80", "100", "140"].map(parse)).toEqual([80, 100, 140]);
    expect(["70", "150", "105", "1e2", "100.0", " 100", "-90", "abc", ""].map(parse)).toEqual(Array(9).fill(undefined));
  });

  it("tells about changes made in another tab", () => {
    const seen = vi.fn();
    const off = onStoredChange("dark-mode", seen);
    window.dispatchEvent(new StorageEvent("storage", { key: "other" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "dark-mode" }));
    off();
    window.dispatchEvent(new StorageEvent("storage", { key: "dark-mode" }));
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it("keeps functional keys in memory only while functional storage is refused", () => {
    writeStored("lang", "en");
    writeStored("campaign", "{}");
    expect(document.cookie).toContain("lang=en");
    writeStored("cookiePreferences", JSON.stringify({ functional: false }));
    applyStoragePolicy();
    expect(functionalAllowed()).toBe(false);
    // Moved out of the browser's storage and cookies, still known to this page.
    expect(window.localStorage.getItem("lang")).toBeNull();
    expect(window.sessionStorage.getItem("campaign")).toBeNull();
    expect(document.cookie).not.toContain("lang=");
    expect(readRaw("lang")).toBe("en");
    expect(writeStored("dark-mode", "true")).toBe(false);
    expect(readRaw("dark-mode")).toBe("true");
    expect(Object.keys(window.localStorage)).toEqual(["cookiePreferences"]);
    // Accepted again: memory goes back into storage.
    writeStored("cookiePreferences", JSON.stringify({ functional: true }));
    applyStoragePolicy();
    expect(window.localStorage.getItem("dark-mode")).toBe("true");
    expect(window.localStorage.getItem("lang")).toBe("en");
    expect(document.cookie).toContain("lang=en");
  });

  it("keeps values in memory when storage is blocked, and counts no choice as functional accepted", () => {
    expect(functionalAllowed()).toBe(true);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(refuse);
    expect(writeStored("line-height", "120")).toBe(false);
    expect(readRaw("line-height")).toBe("120");
  });
});
