import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  COOKIE_PREFERENCES_KEY,
  DEFAULT_PREFERENCES,
  readPreferences,
  useCookiePreferences,
} from "./cookie-preferences";

function Probe() {
  const state = useCookiePreferences();
  return (
    <div>
      <output>{JSON.stringify(state.preferences)}</output>
      <button type="button" onClick={state.acceptAll}>all</button>
      <button type="button" onClick={state.necessaryOnly}>necessary</button>
      <button type="button" onClick={() => state.set("marketing", true)}>marketing</button>
    </div>
  );
}

const stored = () => JSON.parse(window.localStorage.getItem(COOKIE_PREFERENCES_KEY) ?? "null") as unknown;
const store = (value: string) => window.localStorage.setItem(COOKIE_PREFERENCES_KEY, value);

describe("cookie preferences", () => {
  afterEach(() => {
    window.localStorage.clear();
    document.head.querySelectorAll("script[data-consent]").forEach((s) => s.remove());
  });

  it("defaults to necessary, analytics and functional on, marketing off", () => {
    expect(DEFAULT_PREFERENCES).toEqual({ necessary: true, analytics: true, marketing: false, functional: true });
    expect(readPreferences()).toEqual(DEFAULT_PREFERENCES);
  });

  it("merges what is stored over the defaults, key by key, and never turns necessary off", () => {
    store(JSON.stringify({ necessary: false, marketing: true, analytics: "yes" }));
    expect(readPreferences()).toEqual({ necessary: true, analytics: true, marketing: true, functional: true });
  });

  it.each(["{not json", "null", "[true]", "42", '"text"', ""])("falls back to the defaults when storage holds %j", (raw) => {
    store(raw);
    expect(readPreferences()).toEqual(DEFAULT_PREFERENCES);
  });

  it("falls back to the defaults when storage throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(readPreferences()).toEqual(DEFAULT_PREFERENCES);
  });

  it("reads storage after mounting and stores each choice", async () => {
    store(JSON.stringify({ analytics: false }));
    const user = userEvent.setup();
    render(<Probe />);
    expect(screen.getByRole("status")).toHaveTextContent('"analytics":false');
    await user.click(screen.getByRole("button", { name: "marketing" }));
    expect(stored()).toEqual({ necessary: true, analytics: false, marketing: true, functional: true });
    await user.click(screen.getByRole("button", { name: "necessary" }));
    expect(stored()).toEqual({ necessary: true, analytics: false, marketing: false, functional: false });
    await user.click(screen.getByRole("button", { name: "all" }));
    expect(stored()).toEqual({ necessary: true, analytics: true, marketing: true, functional: true });
  });

  it("changes one kind from the stored choices, not from the render's (a tap replayed at hydration keeps the others)", async () => {
    const user = userEvent.setup();
    render(<Probe />);
    // Stored after this render read storage, without an event: as when a replayed tap runs
    // before the stored choices are read into state.
    store(JSON.stringify({ analytics: false }));
    await user.click(screen.getByRole("button", { name: "marketing" }));
    expect(stored()).toEqual({ necessary: true, analytics: false, marketing: true, functional: true });
  });

  it("keeps working for the page when storage refuses to write", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    const user = userEvent.setup();
    render(<Probe />);
    await user.click(screen.getByRole("button", { name: "all" }));
    expect(screen.getByRole("status")).toHaveTextContent('"marketing":true');
  });

  it("follows a choice made in another tab", () => {
    render(<Probe />);
    act(() => {
      store(JSON.stringify({ functional: false }));
      window.dispatchEvent(new StorageEvent("storage", { key: COOKIE_PREFERENCES_KEY }));
    });
    expect(screen.getByRole("status")).toHaveTextContent('"functional":false');
  });
});
