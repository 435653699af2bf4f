// Tailwind classes for the accent colours content may name (literal strings, so Tailwind sees them).
import type { CategoryRef } from "~/generated/types";

export type Accent = CategoryRef["color"];

/** A soft badge: tinted background, dark text (AA on both themes). */
export const BADGE: Record<Accent, string> = {
  blue: "bg-blue-50 text-blue-800 ring-blue-200 dark:bg-blue-950 dark:text-blue-200 dark:ring-blue-800",
  green: "bg-green-50 text-green-800 ring-green-200 dark:bg-green-950 dark:text-green-200 dark:ring-green-800",
  purple: "bg-purple-50 text-purple-800 ring-purple-200 dark:bg-purple-950 dark:text-purple-200 dark:ring-purple-800",
  red: "bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800",
  yellow: "bg-yellow-50 text-yellow-900 ring-yellow-200 dark:bg-yellow-950 dark:text-yellow-200 dark:ring-yellow-800",
  orange: "bg-orange-50 text-orange-900 ring-orange-200 dark:bg-orange-950 dark:text-orange-200 dark:ring-orange-800",
  teal: "bg-teal-50 text-teal-800 ring-teal-200 dark:bg-teal-950 dark:text-teal-200 dark:ring-teal-800",
  indigo: "bg-indigo-50 text-indigo-800 ring-indigo-200 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-800",
  pink: "bg-pink-50 text-pink-800 ring-pink-200 dark:bg-pink-950 dark:text-pink-200 dark:ring-pink-800",
  slate: "bg-slate-100 text-slate-800 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700",
};

/** An icon tile: tinted square behind an icon. */
export const TILE: Record<Accent, string> = {
  blue: "bg-blue-100 text-blue-800 dark:bg-blue-900 dark:text-blue-100",
  green: "bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100",
  purple: "bg-purple-100 text-purple-800 dark:bg-purple-900 dark:text-purple-100",
  red: "bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100",
  yellow: "bg-yellow-100 text-yellow-900 dark:bg-yellow-900 dark:text-yellow-100",
  orange: "bg-orange-100 text-orange-900 dark:bg-orange-900 dark:text-orange-100",
  teal: "bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100",
  indigo: "bg-indigo-100 text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100",
  pink: "bg-pink-100 text-pink-800 dark:bg-pink-900 dark:text-pink-100",
  slate: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
};
