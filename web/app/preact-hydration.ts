// The browser hydrates React's prerendered HTML with Preact (decision 011). Three differences with
// React DOM need a hand, installed on Preact's option hooks by installPreactHydration():
//
// 1. The root layout renders <html>. React hydrates `document` and takes the existing <html>;
//    Preact (10 and 11) hydrates the children of `document.documentElement` and, finding no <html>
//    among <head> and <body>, would draw a second one inside the first. On the client <html> is
//    therefore a component that renders its children (<head>, <body>) in place and keeps its own
//    attributes (`lang`) on the existing element.
// 2. useId() values differ: React's server writes `_R_…_`, Preact makes `P0-1`. Preact does not
//    touch attributes while it hydrates, so a hydrated element keeps React's id while whatever
//    Preact draws later (the language menu's list, a share panel, an error message) gets
//    Preact's: `aria-controls`, `for`, `aria-describedby` would point at nothing. The elements
//    that hold one of React's ids are found once, with one XPath query, in a task of their own
//    before hydration (findReactIds) or else when Preact diffs its first element (the prerendered
//    document is complete by then); when one of them is diffed,
//    every attribute that still holds one of React's ids takes its prop's value, so the page uses
//    Preact's ids from then on. Any other element costs one Set lookup (scanning every element's
//    attributes on every render cost ~10 % of hydration at 4× CPU slowdown, issue 20).
// 3. React's server writes <head> in its own order (<title>, <meta> and <link> first, wherever
//    they were rendered, the body's module preloads among them; inline scripts and stylesheets
//    after), and React's client matches head elements by kind. Preact matches children in order,
//    so the app's stylesheet would be taken for an icon link and removed. Preact therefore never
//    touches <head>'s children (./document-head.ts): they are drawn apart and copied in.
import { options, type ComponentChildren, type VNode } from "preact";
import { useLayoutEffect } from "preact/hooks";
import { DocumentHead, KEEP_PRERENDERED } from "./document-head";

/** A useId() value of React's server renderer (React 19.1+), alone or inside a reference. */
const REACT_ID = /_R_[0-9A-Za-z]*_/;
/** Elements with an attribute that holds `_R_`, the prefix of React's ids. */
const HOLDS_REACT_ID = "//*[@*[contains(., '_R_')]]";

/** The elements of `root` with an attribute holding one of React's ids (a handful on a page). */
export function elementsHoldingReactIds(root: Node): Set<Element> {
  const document = root.ownerDocument ?? (root as Document);
  const found = document.evaluate(HOLDS_REACT_ID, root, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  const elements = new Set<Element>();
  for (let index = 0; index < found.snapshotLength; index += 1) elements.add(found.snapshotItem(index) as Element);
  return elements;
}

/** <html> on the client: its children in place, its string attributes on the existing element. */
function DocumentElement({ children, ...attributes }: { children?: ComponentChildren } & Record<string, unknown>) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(attributes)) {
      if (typeof value === "string" && root.getAttribute(name) !== value) root.setAttribute(name, value);
    }
  });
  return children;
}

/** The prop that sets an attribute: `for` is `htmlFor`, `aria-controls` stays, `clip-path` may be `clipPath`. */
function propFor(props: Record<string, unknown>, attribute: string): unknown {
  if (attribute === "for") return props.htmlFor ?? props.for;
  if (attribute in props) return props[attribute];
  return props[attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())];
}

/** Rewrites `element`'s attributes that carry React's ids with the values its props give now. */
export function adoptClientIds(element: Element, props: Record<string, unknown>): void {
  for (const { name, value } of Array.from(element.attributes)) {
    if (!REACT_ID.test(value)) continue;
    const wanted = propFor(props, name);
    if ((typeof wanted === "string" || typeof wanted === "number") && String(wanted) !== value) {
      element.setAttribute(name, String(wanted));
    }
  }
}

/** The elements still holding one of React's ids; found by findReactIds() or on the first diffed element. */
let holdingReactIds: Set<Element> | null = null;

/**
 * Finds the elements holding React's ids now, in a task of the entry's choosing (the query reads
 * every attribute of the document: ~9 ms on the business catalogue at desktop speed, better not
 * in hydration's first task). Without this call, they are found when Preact diffs its first element.
 */
export function findReactIds(): void {
  holdingReactIds = elementsHoldingReactIds(document);
}

/** Installs these on Preact's `vnode` and `diffed` hooks, after the hooks already there (preact/compat's). */
export function installPreactHydration(): void {
  holdingReactIds = null;
  const previousVNode = options.vnode;
  options.vnode = (vnode: VNode) => {
    previousVNode?.(vnode);
    if (vnode.type === "html") (vnode as { type: unknown }).type = DocumentElement;
    else if (vnode.type === "head" && (vnode.props as { dangerouslySetInnerHTML?: unknown }).dangerouslySetInnerHTML !== KEEP_PRERENDERED) {
      (vnode as { type: unknown }).type = DocumentHead;
    }
  };
  const previousDiffed = options.diffed;
  options.diffed = (vnode: VNode) => {
    previousDiffed?.(vnode);
    // `__e` is the element Preact drew for the vnode (its `_dom`, renamed in Preact's builds;
    // preact/debug and Preact's devtools read it under this name too).
    const dom = (vnode as VNode & { __e?: Node | null }).__e;
    if (typeof vnode.type !== "string" || !dom) return;
    holdingReactIds ??= elementsHoldingReactIds(dom.ownerDocument ?? document);
    if (holdingReactIds.size > 0 && holdingReactIds.delete(dom as Element)) {
      adoptClientIds(dom as Element, vnode.props as Record<string, unknown>);
    }
  };
}
