// The look of the shell's controls in one place, light and dark (`dark` class on <html>).
// Colours keep WCAG 2.2 AA contrast on their backgrounds in both themes.

/** Visible keyboard focus of every control. */
export const FOCUS_RING =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:focus-visible:outline-blue-400";

export const PRIMARY_BUTTON = "bg-blue-700 font-semibold text-white hover:bg-blue-800 dark:bg-blue-600 dark:hover:bg-blue-700";

export const SECONDARY_BUTTON =
  "border border-blue-700 font-semibold text-blue-800 hover:bg-blue-50 dark:border-blue-400 dark:text-blue-200 dark:hover:bg-slate-800";

/** A dropdown's surface. */
export const PANEL = "border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900";

/** A link or button in a menu, tree or header bar. */
export const QUIET_ITEM =
  "text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white";

/** The current page, or the chosen language, in a list of items. */
export const CURRENT_ITEM = "bg-blue-50 font-semibold text-blue-900 dark:bg-blue-950 dark:text-blue-100";

/** « See all » and other links that stand out from their list. */
export const ACCENT_LINK = "font-medium text-blue-800 hover:underline dark:text-blue-300";

/** Small upper-case heading of a group of links. */
export const GROUP_HEADING = "text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300";

/** CURRENT_ITEM for links that carry `aria-current="page"` themselves (NavLink). */
export const CURRENT_BY_ARIA =
  "aria-[current=page]:bg-blue-50 aria-[current=page]:font-semibold aria-[current=page]:text-blue-900 dark:aria-[current=page]:bg-blue-950 dark:aria-[current=page]:text-blue-100";
