// A content icon (the `Icon` enum of the content schema): a `<use>` of the content icons' sprite,
// drawn from lucide-react at build time (web/content-icon-sprite.ts, issue 32: the drawings are not
// in any page's JavaScript). Stroke attributes are lucide's; the symbol inherits them and the colour.
import sprite from "~/generated/content-icons.svg?url";
import type { CategoryRef } from "~/generated/types";

export type IconName = CategoryRef["icon"];

/** A decorative content icon (hidden from assistive technology: the text beside it says it all). */
export function ContentIcon({ name, className = "size-5" }: { name: IconName; className?: string }) {
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
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
