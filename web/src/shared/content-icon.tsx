// A content icon (the `Icon` enum of the content schema): a `<use>` of a symbol of the content
// icons' sprite, drawn from lucide-react at build time (web/content-icon-sprite.ts, issue 32: the
// drawings are not in any page's JavaScript). The build writes the symbols a page draws into the
// page itself (src/bibliotheque/pipeline/page_icons.py): no request stands between the document and
// its first paint (the sprite as a file cost the business catalogue 300 ms of Lighthouse's LCP). A
// page the router draws in the browser may need symbols its first document lacked: they are
// fetched from the sprite file then, once, and added to the document. Stroke attributes are
// lucide's; the symbol inherits them and the colour.
import { useEffect } from "react";
import sprite from "~/generated/content-icons.svg?url";
import type { CategoryRef } from "~/generated/types";
import { contentIconId } from "./content-icon-id";

export type IconName = CategoryRef["icon"];

/** A decorative content icon (hidden from assistive technology: the text beside it says it all). */
export function ContentIcon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  const id = contentIconId(name);
  useEffect(() => addMissingSymbol(id), [id]);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`#${id}`} />
    </svg>
  );
}

let spriteLoad: Promise<Document | null> | null = null;

/** The sprite file, parsed; fetched once per visit (again after a failure). */
function loadSprite(): Promise<Document | null> {
  spriteLoad ??= fetch(sprite)
    .then((response) => {
      if (!response.ok) throw new Error(`${sprite}: HTTP ${response.status}`);
      return response.text();
    })
    .then((text) => new DOMParser().parseFromString(text, "image/svg+xml"))
    .catch((error: unknown) => {
      console.error(error);
      spriteLoad = null;
      return null;
    });
  return spriteLoad;
}

/** The symbol `id` added to the document from the sprite file when the document lacks it. */
export function addMissingSymbol(id: string): void {
  if (document.getElementById(id)) return;
  void loadSprite().then((file) => {
    const symbol = file?.getElementById(id);
    if (!symbol || document.getElementById(id)) return;
    symbolsHolder().append(document.importNode(symbol, true));
  });
}

/** The hidden `<svg>` this module adds symbols to (outside React's tree, at the end of the body). */
function symbolsHolder(): SVGSVGElement {
  const found = document.getElementById("content-icon-symbols");
  if (found instanceof SVGSVGElement) return found;
  const holder = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  holder.id = "content-icon-symbols";
  holder.setAttribute("aria-hidden", "true");
  // Zero-sized, as the build's (src/bibliotheque/pipeline/page_icons.py): the stylesheet makes an svg a block.
  for (const [name, value] of [["width", "0"], ["height", "0"], ["focusable", "false"]] as const) holder.setAttribute(name, value);
  document.body.append(holder);
  return holder;
}
