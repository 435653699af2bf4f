// The look of buttons, links that act as buttons, text links and cards: one vocabulary for the
// pages and the shell (header, menus), light and dark (`dark` class on <html>). Colours keep
// WCAG 2.2 AA contrast on their backgrounds in both themes.

/** Visible keyboard focus of every control. */
export const FOCUS_RING =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:focus-visible:outline-blue-400";

/** Keyboard focus of a control on a dark or coloured panel. */
const FOCUS_RING_LIGHT = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/**
 * Each kind of button's colours and weight, without size or display: the shell's buttons size
 * themselves (a 40 px header bar, a full-width menu entry) and take these.
 */
export const BUTTON_TONE = {
  primary: "bg-blue-700 font-semibold text-white hover:bg-blue-800 dark:bg-blue-600 dark:hover:bg-blue-500",
  secondary:
    "border border-slate-300 bg-white font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800",
  /** Second to a primary button in the shell: the consulting offer beside the trial. */
  outline:
    "border border-blue-700 font-semibold text-blue-800 hover:bg-blue-50 dark:border-blue-400 dark:text-blue-200 dark:hover:bg-slate-800",
  /** On a dark or coloured panel. */
  light: "bg-white font-semibold text-blue-900 hover:bg-blue-50",
  outlineLight: "border border-white/80 font-semibold text-white hover:bg-white/10",
} as const;

const size =
  "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2.5 text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60";

/** A button of the pages: size, colours and focus. */
export const BUTTON = {
  primary: `${size} ${BUTTON_TONE.primary} ${FOCUS_RING}`,
  secondary: `${size} ${BUTTON_TONE.secondary} ${FOCUS_RING}`,
  outline: `${size} ${BUTTON_TONE.outline} ${FOCUS_RING}`,
  light: `${size} ${BUTTON_TONE.light} ${FOCUS_RING_LIGHT}`,
  outlineLight: `${size} ${BUTTON_TONE.outlineLight} ${FOCUS_RING_LIGHT}`,
} as const;

/** A plain text link inside running text or lists. */
export const TEXT_LINK =
  "font-medium text-blue-800 underline decoration-blue-300 underline-offset-2 hover:decoration-blue-800 dark:text-blue-300 dark:decoration-blue-700 dark:hover:decoration-blue-300";

/** A card whose title link covers the whole card (the card's other links stay above it). */
export const CARD =
  "relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-slate-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-slate-700";
