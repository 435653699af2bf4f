import { act, fireEvent, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LAST_MODAL_KEY, inCooldown, lastModalOpened } from "./modal-cooldown";
import { pointer, settle, timings } from "~/test/render-with-conversion";
import { mentionsKeyword } from "./keyword-match";
import { useModalTriggers, type ModalTrigger } from "./use-modal-triggers";

const HOUR = 3_600_000;

function Page({
  pageKey = "/fr/article/a",
  onOpen,
  cooldown = timings.modal_cooldown_ms,
}: {
  pageKey?: string;
  onOpen: (t: ModalTrigger) => void;
  cooldown?: number;
}) {
  useModalTriggers({
    pageKey,
    enabled: true,
    timings: { ...timings, modal_cooldown_ms: cooldown },
    keywords: ["problème", "perte"],
    onOpen,
  });
  return (
    <main>
      <p>Le vrai problème des dirigeants</p>
      <p>Des équipes expertes et autonomes</p>
      <a href="#x">Un problème en lien</a>
    </main>
  );
}

function scrollTo(ratio: number) {
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 5000 });
  Object.defineProperty(window, "innerHeight", { configurable: true, value: 1000 });
  Object.defineProperty(window, "scrollY", { configurable: true, value: ratio * 4000 });
  fireEvent.scroll(window);
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2025-03-01T10:00:00Z") });
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
  window.localStorage.clear();
  pointer("fine");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.querySelectorAll("dialog").forEach((d) => d.remove());
});

describe("conversion modal triggers", () => {
  it("opens on time after modal_time_trigger_ms (40 s), not before, and notes the time", () => {
    const onOpen = vi.fn();
    render(<Page onOpen={onOpen} />);
    act(() => vi.advanceTimersByTime(39_999));
    expect(onOpen).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith("time");
    expect(window.localStorage.getItem(LAST_MODAL_KEY)).toBe(String(Date.now()));
  });

  it("opens when the visitor scrolls past 60 % of the page", () => {
    const onOpen = vi.fn();
    render(<Page onOpen={onOpen} />);
    scrollTo(0.59);
    expect(onOpen).not.toHaveBeenCalled();
    scrollTo(0.6);
    expect(onOpen).toHaveBeenCalledExactlyOnceWith("scroll");
  });

  it("opens at once when the visitor scrolled past 60 % before the triggers were armed (issue 32: a page still hydrating)", () => {
    const onOpen = vi.fn();
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 5000 });
    Object.defineProperty(window, "innerHeight", { configurable: true, value: 1000 });
    Object.defineProperty(window, "scrollY", { configurable: true, value: 0.65 * 4000 });
    render(<Page onOpen={onOpen} />);
    expect(onOpen).toHaveBeenCalledExactlyOnceWith("scroll");
  });

  it("opens when a mouse leaves by the top edge, never on a touch screen", () => {
    const onOpen = vi.fn();
    const { unmount } = render(<Page onOpen={onOpen} />);
    fireEvent.mouseOut(document.body, { relatedTarget: null, clientY: 200 });
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.mouseOut(document.body, { relatedTarget: null, clientY: 0 });
    expect(onOpen).toHaveBeenCalledExactlyOnceWith("exit");
    unmount();

    window.localStorage.clear();
    pointer("coarse");
    const onMobile = vi.fn();
    render(<Page onOpen={onMobile} />);
    fireEvent.mouseOut(document.body, { relatedTarget: null, clientY: 0 });
    fireEvent.mouseOut(document.body, { relatedTarget: null, clientY: -5 });
    expect(onMobile).not.toHaveBeenCalled();
  });

  it("opens on a click on text with a keyword, not on links or on words that merely contain it", async () => {
    const onOpen = vi.fn();
    const { getByText } = render(<Page onOpen={onOpen} />);
    fireEvent.click(getByText("Un problème en lien"));
    fireEvent.click(getByText("Des équipes expertes et autonomes"));
    await settle();
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(getByText("Le vrai problème des dirigeants"));
    await settle();
    expect(onOpen).toHaveBeenCalledExactlyOnceWith("keyword");
  });

  it("fires each trigger once per page, and re-arms them on another page", () => {
    const onOpen = vi.fn();
    // No cooldown: only the once-per-page rule is at work.
    const { rerender } = render(<Page onOpen={onOpen} cooldown={0} />);
    scrollTo(0.7);
    scrollTo(0.1);
    scrollTo(0.8);
    act(() => vi.advanceTimersByTime(40_000));
    act(() => vi.advanceTimersByTime(80_000));
    expect(onOpen.mock.calls).toEqual([["scroll"], ["time"]]);
    scrollTo(0); // the router shows the next page from its top
    rerender(<Page onOpen={onOpen} cooldown={0} pageKey="/fr/article/b" />);
    act(() => vi.advanceTimersByTime(40_000));
    scrollTo(0.9);
    expect(onOpen.mock.calls).toEqual([["scroll"], ["time"], ["time"], ["scroll"]]);
  });

  it("stays closed for 24 h after a modal opened, then opens again", () => {
    window.localStorage.setItem(LAST_MODAL_KEY, String(Date.now() - 23 * HOUR));
    const onOpen = vi.fn();
    const { unmount } = render(<Page onOpen={onOpen} />);
    act(() => vi.advanceTimersByTime(40_000));
    scrollTo(0.9);
    expect(onOpen).not.toHaveBeenCalled();
    unmount();
    window.localStorage.setItem(LAST_MODAL_KEY, String(Date.now() - 24 * HOUR));
    render(<Page onOpen={onOpen} />);
    scrollTo(0.9);
    expect(onOpen).toHaveBeenCalledExactlyOnceWith("scroll");
  });

  it("after opening once, blocks every other trigger of the page by the cooldown", async () => {
    const onOpen = vi.fn();
    const { getByText } = render(<Page onOpen={onOpen} />);
    scrollTo(0.9);
    fireEvent.click(getByText("Le vrai problème des dirigeants"));
    await settle();
    act(() => vi.advanceTimersByTime(40_000));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith("scroll");
  });

  it("never opens over another open dialog", () => {
    const other = document.createElement("dialog");
    other.setAttribute("open", "");
    document.body.append(other);
    const onOpen = vi.fn();
    render(<Page onOpen={onOpen} />);
    act(() => vi.advanceTimersByTime(40_000));
    expect(onOpen).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(LAST_MODAL_KEY)).toBeNull();
  });

  it("opens when storage is blocked (never opened, as far as it can tell)", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const onOpen = vi.fn();
    render(<Page onOpen={onOpen} />);
    act(() => vi.advanceTimersByTime(40_000));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith("time");
  });
});

describe("the cooldown's memory", () => {
  beforeEach(() => window.localStorage.clear());

  it("reads garbage and times beyond any cooldown as never opened", () => {
    const now = Date.parse("2025-03-01T10:00:00Z");
    const day = 86_400_000;
    for (const garbage of ["abc", "", "1e12", "-5", "{}", "99999999999999999999", String(now + 2 * day)]) {
      window.localStorage.setItem(LAST_MODAL_KEY, garbage);
      expect(inCooldown(day, now), garbage).toBe(false);
    }
    expect(lastModalOpened()).toBe(now + 2 * day);
    window.localStorage.setItem(LAST_MODAL_KEY, String(now - HOUR));
    expect(inCooldown(day, now)).toBe(true);
    // The computer's clock was set back an hour since: still within the cooldown.
    window.localStorage.setItem(LAST_MODAL_KEY, String(now + HOUR));
    expect(inCooldown(day, now)).toBe(true);
  });
});

describe("mentionsKeyword", () => {
  it("matches at the start of a word, whatever the case and accents", () => {
    expect(mentionsKeyword("Un PROBLEME de taille", ["problème"])).toBe(true);
    expect(mentionsKeyword("Les pertes de marge", ["perte"])).toBe(true);
    expect(mentionsKeyword("Des expertes", ["perte"])).toBe(false);
    expect(mentionsKeyword("Rien à signaler", ["problème", "perte"])).toBe(false);
  });
});
