// Looks of the floating cards of the conversion flow (video banner, trial banner).
export const FLOATING_CARD =
  "pointer-events-auto relative w-full rounded-xl border border-slate-200 bg-white p-3 pr-10 shadow-xl sm:w-96 sm:p-4 sm:pr-10 dark:border-slate-700 dark:bg-slate-900";

export const FLOATING_CLOSE =
  "absolute top-2 right-2 grid size-8 place-items-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white";

/** A card's sentence: left out on small screens, where the card must stay small. */
export const FLOATING_TEXT = "mt-1 hidden text-sm text-slate-700 sm:block dark:text-slate-300";
