import { useCallback, useRef, useState } from "react";
import { render } from "preact";
import { afterEach, describe, expect, it } from "vitest";
import { useDismiss } from "./use-dismiss";

// Runs on Preact, as in the browser (vitest.config.ts): a visitor who presses Escape right after
// opening a dropdown, before the next frame is painted, must close it.

function Dropdown() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, button);
  return (
    <div ref={container}>
      <button ref={button} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Solutions
      </button>
      {open ? <a href="/fr/secteurs">Secteurs</a> : null}
    </div>
  );
}

/** Preact renders a state change in a microtask; effects wait for a painted frame. */
async function rendered(): Promise<void> {
  for (let i = 0; i < 3; i += 1) await Promise.resolve();
}

describe("useDismiss on Preact", () => {
  const host = document.createElement("div");
  document.body.append(host);
  afterEach(() => render(null, host));

  async function openMenu(): Promise<HTMLButtonElement> {
    render(<Dropdown />, host);
    const button = host.querySelector("button")!;
    button.click();
    await rendered();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    return button;
  }

  it("closes on Escape pressed before the next frame", async () => {
    const button = await openMenu();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    await rendered();
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on a pointer pressed outside before the next frame", async () => {
    const button = await openMenu();
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await rendered();
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("stays open on a pointer pressed inside", async () => {
    const button = await openMenu();
    host.querySelector("a")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await rendered();
    expect(button.getAttribute("aria-expanded")).toBe("true");
  });
});
