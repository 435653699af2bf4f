import { describe, expect, it } from "vitest";
import { menuKey, openingFocus } from "./menu-keys";

describe("menuKey", () => {
  it("moves with the arrows and wraps around", () => {
    expect(menuKey("ArrowDown", 0, 2)).toEqual({ focus: 1 });
    expect(menuKey("ArrowDown", 1, 2)).toEqual({ focus: 0 });
    expect(menuKey("ArrowUp", 0, 2)).toEqual({ focus: 1 });
    expect(menuKey("ArrowUp", 1, 3)).toEqual({ focus: 0 });
  });

  it("jumps with Home and End", () => {
    expect(menuKey("Home", 2, 3)).toEqual({ focus: 0 });
    expect(menuKey("End", 0, 3)).toEqual({ focus: 2 });
  });

  it("closes on Escape (focus back to the button) and on Tab (focus moves on)", () => {
    expect(menuKey("Escape", 1, 2)).toEqual({ close: "restore-focus" });
    expect(menuKey("Tab", 1, 2)).toEqual({ close: "keep-focus" });
  });

  it("leaves Enter, Space and letters to the browser, and does nothing in an empty menu", () => {
    expect(menuKey("Enter", 0, 2)).toBeNull();
    expect(menuKey(" ", 0, 2)).toBeNull();
    expect(menuKey("a", 0, 2)).toBeNull();
    expect(menuKey("ArrowDown", 0, 0)).toBeNull();
  });
});

describe("openingFocus", () => {
  it("focuses the current language when the menu opens, the last item with ArrowUp", () => {
    expect(openingFocus("ArrowDown", 1, 2)).toBe(1);
    expect(openingFocus("Enter", 0, 2)).toBe(0);
    expect(openingFocus("ArrowUp", 0, 2)).toBe(1);
    expect(openingFocus("Enter", -1, 2)).toBe(0);
  });
});
