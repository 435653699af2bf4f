import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { act } from "preact/test-utils";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { prerenderedHostPerTest } from "~/test/prerendered-host";
import { Prerendered } from "./prerendered";

// Runs on Preact, as in the browser (vitest.config.ts), hydrating HTML as the prerender writes it.

const itemRendered = vi.fn();

function Item({ label }: { label: string }) {
  itemRendered(label);
  return (
    <li>
      <a href={`/fr/${label}`}>{label}</a>
    </li>
  );
}

/** A disclosure whose closed panel the prerender writes for readers without JavaScript. */
function Disclosure() {
  const [open, setOpen] = useState(false);
  return (
    <nav>
      <button type="button" aria-expanded={open} aria-controls="panel" onClick={() => setOpen(!open)}>
        Secteurs
      </button>
      <Prerendered as="ul" live={open} id="panel" className={open ? "" : "hidden"}>
        <Item label="hotellerie" />
        <Item label="commerce" />
      </Prerendered>
    </nav>
  );
}

const PRERENDERED =
  '<nav><button type="button" aria-expanded="false" aria-controls="panel">Secteurs</button>' +
  '<ul id="panel" class="hidden"><li><a href="/fr/hotellerie">hotellerie</a></li><li><a href="/fr/commerce">commerce</a></li></ul></nav>';

const host = prerenderedHostPerTest(PRERENDERED);
beforeEach(() => {
  itemRendered.mockClear();
});

async function hydrated(): Promise<MutationRecord[]> {
  const changes = new MutationObserver(() => {});
  changes.observe(host.element, { subtree: true, childList: true, attributes: true, characterData: true });
  await act(() => {
    hydrateRoot(host.element, <Disclosure />);
  });
  const records = changes.takeRecords();
  changes.disconnect();
  return records;
}

describe("Prerendered on Preact", () => {
  it("keeps a closed panel's prerendered content through hydration without rendering or changing it", async () => {
    const panel = host.element.querySelector("ul")!;
    const changes = await hydrated();
    expect(changes).toEqual([]);
    expect(itemRendered).not.toHaveBeenCalled();
    expect(host.element.querySelector("ul")).toBe(panel);
    expect(panel.innerHTML).toBe(
      '<li><a href="/fr/hotellerie">hotellerie</a></li><li><a href="/fr/commerce">commerce</a></li>',
    );
  });

  it("renders the children once opened, and no panel once closed again", async () => {
    await hydrated();
    const button = host.element.querySelector("button")!;
    await act(() => button.click());
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(itemRendered).toHaveBeenCalledTimes(2);
    const links = Array.from(host.element.querySelectorAll("#panel a"), (a) => a.textContent);
    expect(links).toEqual(["hotellerie", "commerce"]);
    expect(host.element.querySelector("#panel")!.className).toBe("");
    await act(() => button.click());
    expect(host.element.querySelector("#panel")).toBeNull();
  });
});
