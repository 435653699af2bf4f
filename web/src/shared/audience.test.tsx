import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EVENTS_PATH } from "./api/endpoints";
import { callToAction, sendEvent, usePageViews, watchFormShown } from "./audience";
import { ALL_ACCEPTED, COOKIE_PREFERENCES_KEY, NECESSARY_ONLY, savePreferences } from "./cookie-preferences";

// jsdom has no network: what the page hands to the beacon is what the browser would send.
const beacon = vi.fn<(url: string, body: string) => boolean>();
interface Sent {
  url: string;
  event: string;
  path: string;
  lang: string;
  detail: string;
}
const sent = (): Sent[] => beacon.mock.calls.map(([url, body]) => ({ url, ...(JSON.parse(body) as Omit<Sent, "url">) }));

beforeEach(() => {
  beacon.mockReset().mockReturnValue(true);
  Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
  window.history.replaceState(null, "", "/fr/article/un");
});

afterEach(() => {
  window.localStorage.removeItem(COOKIE_PREFERENCES_KEY);
  Reflect.deleteProperty(navigator, "globalPrivacyControl");
});

describe("audience events", () => {
  it("sends the event, the page, its language and the detail", () => {
    window.history.replaceState(null, "", "/fr/article/un/");
    sendEvent("page_view");
    sendEvent("modal_opened", "scroll");
    expect(sent()).toEqual([
      { url: EVENTS_PATH, event: "page_view", path: "/fr/article/un", lang: "fr", detail: "" },
      { url: EVENTS_PATH, event: "modal_opened", path: "/fr/article/un", lang: "fr", detail: "scroll" },
    ]);
  });

  it("sends nothing when audience measurement is refused, and again once accepted", () => {
    savePreferences(NECESSARY_ONLY);
    sendEvent("page_view");
    expect(beacon).not.toHaveBeenCalled();
    savePreferences(ALL_ACCEPTED);
    sendEvent("page_view");
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it("sends nothing under Global Privacy Control", () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    sendEvent("page_view");
    expect(beacon).not.toHaveBeenCalled();
  });

  it("falls back to a keepalive fetch when the beacon is refused", () => {
    beacon.mockReturnValue(false);
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetcher);
    sendEvent("cta_clicked", "audit");
    expect(fetcher).toHaveBeenCalledWith(EVENTS_PATH, expect.objectContaining({ method: "POST", keepalive: true }));
    vi.unstubAllGlobals();
  });

  it("knows the outbound calls to action", () => {
    expect(callToAction("https://app.example/essai?utm_source=b&utm_campaign=trial")).toBe("trial");
    expect(callToAction("https://app.example/audit?utm_campaign=audit")).toBe("audit");
    expect(callToAction("https://conseil.example/?utm_campaign=consulting")).toBe("consulting");
    expect(callToAction("https://groupe.example/?utm_campaign=partner")).toBeNull();
    expect(callToAction("/en/demo")).toBe("trial");
    expect(callToAction("/fr/consulting")).toBe("consulting");
    expect(callToAction("/fr/article/deux")).toBeNull();
  });
});

function Layout() {
  usePageViews(true);
  return (
    <>
      <Link to="/fr/article/deux">deux</Link>
      <a href="https://app.example/essai?utm_campaign=trial">essai</a>
      <Outlet />
    </>
  );
}

describe("usePageViews", () => {
  it("counts each load and client navigation, and outbound clicks", async () => {
    const router = createMemoryRouter([{ path: "/fr/article/:slug", element: <Layout /> }], { initialEntries: ["/fr/article/un"] });
    render(<RouterProvider router={router} />);
    // The memory router does not move window.location: the browser's router does.
    window.history.replaceState(null, "", "/fr/article/deux");
    await act(() => router.navigate("/fr/article/deux"));
    const link = screen.getByRole("link", { name: "essai" });
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(sent().map(({ event, path, detail }) => [event, path, detail])).toEqual([
      ["page_view", "/fr/article/un", ""],
      ["page_view", "/fr/article/deux", ""],
      ["cta_clicked", "/fr/article/deux", "trial"],
    ]);
  });
});

describe("watchFormShown", () => {
  it("counts a form once per page when it comes into view", () => {
    // jsdom has no layout, hence no IntersectionObserver: this one is driven by hand.
    let notify: (visible: boolean) => void = () => undefined;
    class Observer {
      constructor(callback: IntersectionObserverCallback) {
        notify = (visible) => callback([{ isIntersecting: visible, target: form } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe() {}
      unobserve() {}
    }
    vi.stubGlobal("IntersectionObserver", Observer);
    const form = document.createElement("form");
    watchFormShown(form);
    notify(false);
    notify(true);
    notify(true);
    window.history.replaceState(null, "", "/fr/article/deux");
    notify(true);
    expect(sent().map(({ event, path }) => [event, path])).toEqual([
      ["form_shown", "/fr/article/un"],
      ["form_shown", "/fr/article/deux"],
    ]);
    vi.unstubAllGlobals();
  });
});
