import { afterEach, describe, expect, it, vi } from "vitest";
import { onStoredChange, parseBoolean, parseObject, parseStep, readRaw, readStored, removeStored, writeStored } from "./safe-storage";

const refuse = () => {
  throw new DOMException("denied", "SecurityError");
};

describe("safe storage", () => {
  afterEach(() => window.localStorage.clear());

  it("reads, writes and removes like local storage when it works", () => {
    expect(writeStored("k", "v")).toBe(true);
    expect(readRaw("k")).toBe("v");
    removeStored("k");
    expect(readRaw("k")).toBeNull();
  });

  it("gives the default when nothing is stored, or what is stored does not parse", () => {
    expect(readStored("flag", parseBoolean, false)).toBe(false);
    for (const garbage of ["yes", "TRUE", "1", "", "{", "null"]) {
      window.localStorage.setItem("flag", garbage);
      expect(readStored("flag", parseBoolean, false), garbage).toBe(false);
      expect(readStored("flag", parseObject, { ok: 1 }), garbage).toEqual({ ok: 1 });
    }
    window.localStorage.setItem("flag", "true");
    expect(readStored("flag", parseBoolean, false)).toBe(true);
  });

  it("survives a storage whose every method throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(refuse);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(refuse);
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(refuse);
    expect(readRaw("k")).toBeNull();
    expect(readStored("k", parseBoolean, true)).toBe(true);
    expect(writeStored("k", "v")).toBe(false);
    expect(() => removeStored("k")).not.toThrow();
  });

  it("survives a window whose localStorage getter throws (storage blocked by policy)", () => {
    const blocked = vi.spyOn(window, "localStorage", "get").mockImplementation(refuse);
    expect(readStored("k", parseBoolean, true)).toBe(true);
    expect(writeStored("k", "v")).toBe(false);
    expect(() => removeStored("k")).not.toThrow();
    blocked.mockRestore();
  });

  it("accepts only whole numbers on the grid within bounds", () => {
    const parse = parseStep(80, 140, 10);
    expect(["80", "100", "140"].map(parse)).toEqual([80, 100, 140]);
    expect(["70", "150", "105", "1e2", "100.0", " 100", "-90", "abc", ""].map(parse)).toEqual(Array(9).fill(undefined));
  });

  it("tells about changes made in another tab", () => {
    const seen = vi.fn();
    const off = onStoredChange("k", seen);
    window.dispatchEvent(new StorageEvent("storage", { key: "other" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "k" }));
    off();
    window.dispatchEvent(new StorageEvent("storage", { key: "k" }));
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
