// Chart colours from the site's Tailwind palette, light and dark; a form kind keeps its colour whatever the period.
export type Swatch = { fill: string; bg: string };

export const PALETTE: readonly Swatch[] = [
  { fill: "fill-blue-700 dark:fill-blue-400", bg: "bg-blue-700 dark:bg-blue-400" },
  { fill: "fill-teal-600 dark:fill-teal-300", bg: "bg-teal-600 dark:bg-teal-300" },
  { fill: "fill-amber-500 dark:fill-amber-300", bg: "bg-amber-500 dark:bg-amber-300" },
  { fill: "fill-violet-600 dark:fill-violet-400", bg: "bg-violet-600 dark:bg-violet-400" },
  { fill: "fill-rose-600 dark:fill-rose-400", bg: "bg-rose-600 dark:bg-rose-400" },
  { fill: "fill-emerald-700 dark:fill-emerald-400", bg: "bg-emerald-700 dark:bg-emerald-400" },
  { fill: "fill-slate-500 dark:fill-slate-400", bg: "bg-slate-500 dark:bg-slate-400" },
];

/** A light tint drawn behind a darker bar (e.g. opened behind leads). */
export const TINT: Swatch = { fill: "fill-blue-200 dark:fill-blue-900", bg: "bg-blue-200 dark:bg-blue-900" };

const FORMS = ["tool", "inline-middle", "inline-end", "modal", "ai-modal", "resource", "share"];

export function formSwatch(form: string): Swatch {
  const index = FORMS.indexOf(form);
  return PALETTE[index < 0 ? PALETTE.length - 1 : index % PALETTE.length]!;
}
