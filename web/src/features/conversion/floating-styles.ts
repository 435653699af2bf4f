// Looks of the floating cards of the conversion flow (video banner, trial banner).
// At most a quarter of a phone's screen (floating-rules.ts); what does not fit scrolls inside.
// From `lg`, as wide as the sidebar (w-64 less the stack's margin), over which it floats, not
// over the article.
export const FLOATING_CARD =
  "pointer-events-auto relative max-h-[25svh] w-full overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-3 pr-10 shadow-xl sm:max-h-none sm:w-96 sm:p-4 sm:pr-10 lg:w-56 dark:border-slate-700 dark:bg-slate-900";

export const FLOATING_CLOSE =
  "absolute top-2 right-2 grid size-8 place-items-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white";

/** A card's sentence: left out on phones and beside the sidebar, where the card must stay small. */
export const FLOATING_TEXT = "mt-1 hidden text-sm text-slate-700 sm:block lg:hidden dark:text-slate-300";

/** A card's icon: left out beside the sidebar, where the card is narrow. */
export const FLOATING_ICON = "mt-0.5 size-6 shrink-0 text-blue-700 sm:size-7 lg:hidden dark:text-blue-300";
