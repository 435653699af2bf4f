// Keyboard behaviour of a menu button's open menu (WAI-ARIA APG "menu button" pattern), as a pure
// function the picker calls on keydown: which item receives focus, or whether the menu closes.

export type MenuKeyResult = { focus: number } | { close: "restore-focus" | "keep-focus" } | null;

/**
 * `key` pressed while item `index` of `count` items has focus.
 * Arrows wrap around; Home/End jump; Escape closes and returns focus to the button; Tab closes and
 * lets focus move on. Anything else (Enter and Space included: they activate the focused link) is
 * left to the browser.
 */
export function menuKey(key: string, index: number, count: number): MenuKeyResult {
  if (count === 0) return null;
  switch (key) {
    case "ArrowDown":
      return { focus: (index + 1) % count };
    case "ArrowUp":
      return { focus: (index - 1 + count) % count };
    case "Home":
      return { focus: 0 };
    case "End":
      return { focus: count - 1 };
    case "Escape":
      return { close: "restore-focus" };
    case "Tab":
      return { close: "keep-focus" };
    default:
      return null;
  }
}

/** The item that receives focus when the menu opens from the button with `key`. */
export function openingFocus(key: string, selected: number, count: number): number {
  if (key === "ArrowUp") return count - 1;
  return selected >= 0 ? selected : 0;
}
