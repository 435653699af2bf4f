import { useId, useRef } from "react";
import { keyOf } from "~/i18n/translate";
import { usePlural, useT } from "~/i18n/use-lang";
import { useInteractionEffect } from "~/shared/use-interaction-effect";

export const ALL = "all";
export const TOPIC_DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;

export interface Filters {
  group: string;
  difficulty: string;
}

/**
 * The catalogue filters: a section (or AI domain) and a difficulty. They filter with JavaScript
 * only (hidden without it), but can be set before the page is interactive: hydration applies what
 * the visitor chose meanwhile (issue 32).
 */
export function CatalogueFilters({
  groups,
  groupLabel,
  allGroupsLabel,
  value,
  onChange,
  shown,
}: {
  groups: { slug: string; title: string }[];
  groupLabel: string;
  allGroupsLabel: string;
  value: Filters;
  onChange: (next: Filters) => void;
  /** Number of topics shown, announced politely when it changes. */
  shown: number;
}) {
  const pluralOf = usePlural();
  const t = useT();
  const id = useId();
  const group = useRef<HTMLSelectElement>(null);
  const difficulty = useRef<HTMLSelectElement>(null);
  // Once, when hydrated: a choice made in the prerendered page (hydration leaves it selected).
  useInteractionEffect(() => {
    const choice = { group: group.current?.value ?? ALL, difficulty: difficulty.current?.value ?? ALL };
    if (choice.group !== value.group || choice.difficulty !== value.difficulty) onChange(choice);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only: later choices go through onChange
  }, []);
  const select =
    "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white";
  return (
    <form
      role="search"
      noValidate
      aria-label={t("catalogue.filters")}
      className="mt-8 grid gap-4 rounded-xl border [@media(scripting:none)]:hidden border-slate-200 bg-slate-50 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end dark:border-slate-800 dark:bg-slate-900"
      onSubmit={(e) => e.preventDefault()}
    >
      <div>
        <label htmlFor={`${id}-group`} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {groupLabel}
        </label>
        <select
          ref={group}
          id={`${id}-group`}
          className={select}
          value={value.group}
          onChange={(e) => onChange({ ...value, group: e.target.value })}
        >
          <option value={ALL}>{allGroupsLabel}</option>
          {groups.map((g) => (
            <option key={g.slug} value={g.slug}>
              {g.title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-difficulty`} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t("catalogue.difficulty")}
        </label>
        <select
          ref={difficulty}
          id={`${id}-difficulty`}
          className={select}
          value={value.difficulty}
          onChange={(e) => onChange({ ...value, difficulty: e.target.value })}
        >
          <option value={ALL}>{t("catalogue.all_levels")}</option>
          {TOPIC_DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {t(keyOf("difficulty", d))}
            </option>
          ))}
        </select>
      </div>
      <p aria-live="polite" className="text-sm text-slate-700 sm:pb-2 dark:text-slate-300">
        {pluralOf("catalogue.shown", shown)}
      </p>
    </form>
  );
}

/** The groups to show and, in each, the topics to show, for the chosen filters (empty groups left out). */
export function applyFilters<T extends { slug: string; topics: { difficulty: string }[] }>(
  groups: T[],
  filters: Filters,
): { group: T; topics: T["topics"] }[] {
  return groups
    .filter((g) => filters.group === ALL || g.slug === filters.group)
    .map((group) => ({
      group,
      topics: group.topics.filter((topic) => filters.difficulty === ALL || topic.difficulty === filters.difficulty) as T["topics"],
    }))
    .filter((entry) => entry.topics.length > 0);
}
