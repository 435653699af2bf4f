// The look of the navigation's menus, trees and lists, light and dark (`dark` class on <html>);
// buttons and the focus ring are in ~/shared/button. Colours keep WCAG 2.2 AA contrast on their
// backgrounds in both themes.

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
