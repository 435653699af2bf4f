import { render } from "preact";
import { afterEach, beforeEach } from "vitest";

/**
 * For the Preact tests that hydrate HTML as the prerender writes it: before each test, a <div> in
 * the document holding `html`; after it, Preact's tree unmounted and the <div> removed.
 * `element` is the current test's <div>.
 */
export function prerenderedHostPerTest(html: string): { element: HTMLElement } {
  const host = { element: document.createElement("div") };
  beforeEach(() => {
    host.element = document.createElement("div");
    host.element.innerHTML = html;
    document.body.append(host.element);
  });
  afterEach(() => {
    render(null, host.element);
    host.element.remove();
  });
  return host;
}
