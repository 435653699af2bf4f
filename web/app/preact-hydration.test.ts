// Preact itself (the browser's runtime, decision 011), not React: the other tests render with React.
import { h, hydrate, options, render } from "preact";
import { useId, useState } from "preact/hooks";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findReactIds, installPreactHydration } from "./preact-hydration";

/** A button that controls a list drawn only once opened, like the language menu. */
function Menu() {
  const menuId = useId();
  const labelId = useId();
  const [open, setOpen] = useState(false);
  return h(
    "div",
    { id: "site-search" },
    h("span", { id: labelId }, "Langue"),
    h("button", { "aria-controls": menuId, "aria-labelledby": labelId, onClick: () => setOpen(true) }, "FR"),
    open ? h("ul", { id: menuId, "aria-labelledby": labelId }) : null,
  );
}

/** The same markup as React's prerender writes it, with React's ids. */
const SERVER_HTML =
  '<div id="site-search"><span id="_R_1_">Langue</span><button aria-controls="_R_2_" aria-labelledby="_R_1_">FR</button></div>';

let container: HTMLElement;
const before = { vnode: options.vnode, diffed: options.diffed };
beforeEach(() => {
  container = document.createElement("div");
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
});
afterEach(() => {
  options.vnode = before.vnode;
  options.diffed = before.diffed;
  container.remove();
});

async function hydrateAndOpen(): Promise<{ button: HTMLElement; list: HTMLElement; label: HTMLElement }> {
  await act(() => hydrate(h(Menu, null), container));
  const button = container.querySelector("button")!;
  await act(() => button.click());
  return { button, list: container.querySelector("ul")!, label: container.querySelector("span")! };
}

describe("useId across the two runtimes", () => {
  it("gives hydrated elements Preact's ids, so they match what Preact draws afterwards", async () => {
    installPreactHydration();
    const { button, list, label } = await hydrateAndOpen();
    expect(button.getAttribute("aria-controls")).toBe(list.id);
    expect(button.getAttribute("aria-labelledby")).toBe(label.id);
    expect(list.getAttribute("aria-labelledby")).toBe(label.id);
    expect(label.id).not.toMatch(/_R_/);
    // Ids that are not React's are left as they are.
    expect(container.firstElementChild!.id).toBe("site-search");
  });

  it("does the same with the elements found ahead, in a task before hydration", async () => {
    installPreactHydration();
    findReactIds();
    // Found ahead means found in the prerendered document: an element drawn later is not among them.
    const { button, list, label } = await hydrateAndOpen();
    expect(button.getAttribute("aria-controls")).toBe(list.id);
    expect(button.getAttribute("aria-labelledby")).toBe(label.id);
    expect(label.id).not.toMatch(/_R_/);
  });

  it("is needed: without it the hydrated button points at an id nothing has", async () => {
    const { button, list } = await hydrateAndOpen();
    expect(button.getAttribute("aria-controls")).toBe("_R_2_");
    expect(list.id).not.toBe("_R_2_");
  });
});

/** The root layout's shape: <html> around <head> and <body>, its `lang` and head set by the app. */
function Document({ lang, title = "Bibliothèque PME", robots = "index" }: { lang: string; title?: string; robots?: string }) {
  return h(
    "html",
    { lang },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("title", null, title),
      h("meta", { name: "robots", content: robots }),
      h("link", { rel: "stylesheet", href: "/assets/root.css" }),
      h("link", { rel: "icon", href: "/favicon.svg" }),
    ),
    h("body", null, h("main", null, h("p", null, "Texte"))),
  );
}

/** As React's server writes that head: <title>, <meta> and <link> first, module preloads among them, the stylesheet and inline scripts last. */
const SERVER_HEAD =
  '<meta charset="utf-8"><title>Bibliothèque PME</title><meta name="robots" content="index"><link rel="icon" href="/favicon.svg">' +
  '<link rel="modulepreload" href="/assets/entry.js"><script>document.documentElement.classList.add("dark")</script><link rel="stylesheet" href="/assets/root.css">';

describe("hydrating the whole document", () => {
  beforeEach(() => {
    document.documentElement.setAttribute("lang", "fr");
    // The pre-paint script's classes, which the app does not render: they must stay.
    document.documentElement.className = "dark";
    document.documentElement.innerHTML = `<head>${SERVER_HEAD}</head><body><main><p>Texte</p></main></body>`;
  });

  it("takes the existing <html>, <head> and <body>, and keeps <html lang> up to date", async () => {
    installPreactHydration();
    const paragraph = document.querySelector("p");
    await act(() => hydrate(h(Document, { lang: "fr" }), document as unknown as Element));
    expect(document.querySelectorAll("html, head, body")).toHaveLength(3);
    expect(document.querySelector("p")).toBe(paragraph);
    await act(() => render(h(Document, { lang: "en" }), document as unknown as Element));
    expect(document.documentElement.lang).toBe("en");
    expect(document.documentElement.className).toBe("dark");
  });

  it("keeps the prerendered head in React's order, then follows the app's title and elements", async () => {
    installPreactHydration();
    const before = Array.from(document.head.children);
    await act(() => hydrate(h(Document, { lang: "fr" }), document as unknown as Element));
    expect(Array.from(document.head.children)).toEqual(before);
    await act(() => render(h(Document, { lang: "fr", title: "Article", robots: "noindex" }), document as unknown as Element));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.title).toBe("Article");
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // The stylesheet, the module preload and the script the app does not render are untouched.
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBe(before[6]);
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBe(before[4]);
    expect(document.head.querySelectorAll("title, link")).toHaveLength(4);
  });

  it("is needed: without it Preact takes the icon for the stylesheet, and the stylesheet is dropped", async () => {
    installPreactHydration();
    options.vnode = before.vnode;
    await act(() => hydrate(h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, "Bibliothèque PME"), h("meta", { name: "robots", content: "index" }), h("link", { rel: "stylesheet", href: "/assets/root.css" }), h("link", { rel: "icon", href: "/favicon.svg" })), document.documentElement));
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it("is needed: without it Preact draws a second <html> inside the first", async () => {
    await act(() => hydrate(h(Document, { lang: "fr" }), document as unknown as Element));
    expect(document.querySelectorAll("html")).toHaveLength(2);
  });
});
