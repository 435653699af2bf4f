import { useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { render } from "preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerenderedHostPerTest } from "~/test/prerendered-host";
import { HydrateLater, hydrateInTurns } from "./hydrate-later";

// Runs on Preact, as in the browser (vitest.config.ts), hydrating HTML as the prerender writes it.

const rendered: string[] = [];

function Counter({ id }: { id: string }) {
  rendered.push(id);
  const [count, setCount] = useState(0);
  return (
    <button type="button" id={id} onClick={() => setCount(count + 1)}>
      {id} {count}
    </button>
  );
}

function Page() {
  return (
    <div>
      <header>
        <Counter id="menu" />
      </header>
      <HydrateLater>
        <section>
          <Counter id="first" />
        </section>
      </HydrateLater>
      <HydrateLater>
        <section>
          <Counter id="second" />
          <HydrateLater>
            <p>
              <Counter id="inner" />
            </p>
          </HydrateLater>
        </section>
      </HydrateLater>
      <footer>fin</footer>
    </div>
  );
}

const PRERENDERED =
  '<div><header><button type="button" id="menu">menu 0</button></header>' +
  '<section><button type="button" id="first">first 0</button></section>' +
  '<section><button type="button" id="second">second 0</button><p><button type="button" id="inner">inner 0</button></p></section>' +
  "<footer>fin</footer></div>";

const host = prerenderedHostPerTest(PRERENDERED);
beforeEach(() => {
  vi.stubEnv("DEV", false);
  rendered.length = 0;
  document.documentElement.removeAttribute("data-hydrated");
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const click = (id: string) => host.element.querySelector<HTMLButtonElement>(`#${id}`)!.click();
const text = (id: string) => host.element.querySelector(`#${id}`)!.textContent;

describe("HydrateLater", () => {
  it("hydrates each region in a later task of its own, keeping every prerendered element", async () => {
    const elements = Array.from(host.element.querySelectorAll("*"));
    const changes = new MutationObserver(() => {});
    changes.observe(host.element, { subtree: true, childList: true });

    hydrateInTurns(() => hydrateRoot(host.element, <Page />));
    // The first pass: the header works, the regions are the prerendered HTML, inert.
    expect(rendered).toEqual(["menu"]);
    click("menu");
    click("first");
    await nextTask();
    expect(text("menu")).toBe("menu 1");
    expect(text("first")).toBe("first 0");

    // Then one region per task, in document order, the inner region after its own.
    for (let task = 0; task < 20 && !document.documentElement.hasAttribute("data-hydrated"); task += 1) await nextTask();
    expect(rendered.filter((id) => id !== "menu")).toEqual(["first", "second", "inner"]);
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true);

    click("first");
    click("inner");
    await nextTask();
    expect(text("first")).toBe("first 1");
    expect(text("inner")).toBe("inner 1");
    expect(Array.from(host.element.querySelectorAll("*"))).toEqual(elements);
    expect(changes.takeRecords()).toEqual([]);
    changes.disconnect();
  });

  it("sets, after its turn, what the page above changed while the region waited", async () => {
    function Settings() {
      const [ready, setReady] = useState(false);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- as a stored preference is read
      useEffect(() => setReady(true), []);
      return (
        <div>
          <HydrateLater>
            <section>
              <button type="button" id="switch" disabled={!ready}>
                switch
              </button>
            </section>
          </HydrateLater>
        </div>
      );
    }
    host.element.innerHTML = '<div><section><button type="button" id="switch" disabled="">switch</button></section></div>';
    hydrateInTurns(() => hydrateRoot(host.element, <Settings />));
    // The effect runs after a paint (Preact: an animation frame, 35 ms at most), once the regions
    // had their turns or before: either way the switch ends up enabled.
    await vi.waitFor(() => expect(host.element.querySelector("#switch")!.hasAttribute("disabled")).toBe(false), { timeout: 1000 });
  });

  it("renders its children at once outside hydration", () => {
    render(<Page />, host.element);
    expect(rendered).toEqual(["menu", "first", "second", "inner"]);
  });
});
