// <head> in the browser under Preact (decision 011; why in ./preact-hydration.ts). The real
// <head> is drawn with no children of Preact's (an empty innerHTML, which Preact leaves alone
// while hydrating and afterwards), so the prerendered elements stay where React's server put
// them. The app's head elements (React Router's <Meta /> and <Links />, the icons, the dictionary
// preload) are rendered into a detached <head>, and every change there is copied into the
// document: an element already present (same tag, attributes and text) is kept, a new one is
// appended, one the app no longer renders is removed; the title's text is updated in place.
// Elements the app does not render (the pre-paint script, the module preloads) are left alone.
import { createElement, Fragment, type ComponentChildren } from "preact";
import { createPortal } from "preact/compat";
import { useLayoutEffect, useState } from "preact/hooks";

/** The real <head>'s only prop besides its attributes: no children of Preact's. */
export const KEEP_PRERENDERED = { __html: "" };

/** What makes two head elements the same: tag, sorted attributes and (but for <title>) text. */
export function headKey(element: Element): string {
  const attributes = Array.from(element.attributes, ({ name, value }) => `${name}=${value}`).sort();
  const text = element.localName === "title" ? "" : (element.textContent ?? "");
  return [element.localName, ...attributes, text].join("\u0000");
}

/** Makes `head`'s managed elements match `drawn`'s children; returns the elements now managed. */
export function copyHead(drawn: Element, head: HTMLHeadElement, managed: Set<Element> | null): Set<Element> {
  const present = new Map<string, Element>();
  // The first time, any prerendered element may be one the app renders; then only those managed.
  for (const element of managed ?? Array.from(head.children)) present.set(headKey(element), element);
  const next = new Set<Element>();
  for (const wanted of Array.from(drawn.children)) {
    let element = present.get(headKey(wanted));
    if (element === undefined || next.has(element)) {
      element = wanted.cloneNode(true) as Element;
      head.append(element);
    }
    if (element.localName === "title" && element.textContent !== wanted.textContent) element.textContent = wanted.textContent;
    next.add(element);
  }
  for (const element of managed ?? []) if (!next.has(element)) element.remove();
  return next;
}

export function DocumentHead({ children, ...attributes }: { children?: ComponentChildren } & Record<string, unknown>) {
  const [drawn] = useState(() => document.createElement("head"));
  useLayoutEffect(() => {
    let managed = copyHead(drawn, document.head, null);
    const observer = new MutationObserver(() => {
      managed = copyHead(drawn, document.head, managed);
    });
    observer.observe(drawn, { subtree: true, childList: true, attributes: true, characterData: true });
    return () => observer.disconnect();
  }, [drawn]);
  return createElement(
    Fragment,
    null,
    createElement("head", { ...attributes, dangerouslySetInnerHTML: KEEP_PRERENDERED }),
    createPortal(children, drawn),
  );
}
