// Looks of links and buttons that act as buttons (one place, so every screen agrees).
const base =
  "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

export const BUTTON = {
  primary: `${base} bg-blue-700 text-white hover:bg-blue-800 focus-visible:outline-blue-700 dark:bg-blue-600 dark:hover:bg-blue-500`,
  secondary: `${base} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 focus-visible:outline-blue-700 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800`,
  /** On a dark or coloured panel. */
  light: `${base} bg-white text-blue-900 hover:bg-blue-50 focus-visible:outline-white`,
  outlineLight: `${base} border border-white/80 text-white hover:bg-white/10 focus-visible:outline-white`,
} as const;

/** A plain text link inside running text or lists. */
export const TEXT_LINK =
  "font-medium text-blue-800 underline decoration-blue-300 underline-offset-2 hover:decoration-blue-800 dark:text-blue-300 dark:decoration-blue-700 dark:hover:decoration-blue-300";

/** A card whose title link covers the whole card (the card's other links stay above it). */
export const CARD =
  "relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-slate-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-slate-700";
