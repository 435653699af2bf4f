import { X } from "lucide-react";
import { useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { useInteractionEffect } from "~/shared/use-interaction-effect";
import { Link, useLocation, useNavigate } from "react-router";
import { useShell } from "~/shared/shell-context";
import { plural } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { FOCUS_RING } from "~/shared/button";
import { loadSearchIndex } from "./search-index";
import { SEARCH_CONTAINER, SearchInput } from "./search-input";
import { isSearchable, searchEntries, type SearchEntry, type SearchLimits } from "./search-match";
import { initialSearchState, searchReducer } from "./search-state";

export interface SearchBoxProps {
  initialQuery: string;
  /** Take the focus on mounting (the field it replaces had it). */
  autoFocus: boolean;
  /** Escape in an empty, closed field (the header then hides the mobile search). */
  onDismiss?: () => void;
}

type IndexState = { url: string; status: "ready"; entries: SearchEntry[] } | { url: string; status: "error" };


/**
 * The search box (spec §4, §5; combobox pattern of the WAI-ARIA practices): results from the
 * threshold in a listbox under the field, the focus staying in the field; ↑/↓ highlight a
 * result, Enter opens it (the first one when none is highlighted), Escape closes the panel, then
 * empties the field. The number of results is announced politely.
 */
export function SearchBox({ initialQuery, autoFocus, onDismiss }: SearchBoxProps) {
  const t = useT();
  const lang = useLang();
  const { site, search_index: indexUrl } = useShell();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(searchReducer, initialQuery, initialSearchState);
  const [index, setIndex] = useState<IndexState | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [shownPath, setShownPath] = useState(pathname);
  const limits: SearchLimits = useMemo(
    () => ({ minChars: site.limits.search_min_chars, maxResults: site.limits.search_max_results }),
    [site.limits.search_min_chars, site.limits.search_max_results],
  );

  // A page change (a result opened, any link) closes the panel.
  if (shownPath !== pathname) {
    setShownPath(pathname);
    dispatch({ type: "close" });
  }

  useEffect(() => {
    let live = true;
    loadSearchIndex(indexUrl).then(
      (entries) => live && setIndex({ url: indexUrl, status: "ready", entries }),
      () => live && setIndex({ url: indexUrl, status: "error" }),
    );
    return () => {
      live = false;
    };
  }, [indexUrl, attempt]);

  useInteractionEffect(() => {
    if (!autoFocus || !input.current) return;
    const field = input.current;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [autoFocus]);

  const current = index?.url === indexUrl ? index : null;
  const results = useMemo(
    () => (current?.status === "ready" ? searchEntries(current.entries, state.query, limits) : []),
    [current, state.query, limits],
  );
  const expanded = state.open && isSearchable(state.query, limits);
  const optionId = (i: number) => `${id}-option-${i}`;
  const listId = `${id}-results`;

  useEffect(() => {
    if (state.active >= 0) document.getElementById(`${id}-option-${state.active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [id, state.active]);

  const open = (entry: SearchEntry): void => {
    dispatch({ type: "close" });
    void navigate(entry.url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>): void => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        if (!isSearchable(state.query, limits)) return;
        event.preventDefault();
        dispatch({ type: "move", delta: event.key === "ArrowDown" ? 1 : -1, count: results.length });
        return;
      case "Enter": {
        const entry = expanded ? results[Math.max(state.active, 0)] : undefined;
        if (!entry) return;
        event.preventDefault();
        open(entry);
        return;
      }
      case "Escape":
        // Also keeps the browser from clearing a search field on its own.
        event.preventDefault();
        if (expanded) dispatch({ type: "close" });
        else if (state.query) dispatch({ type: "clear" });
        else onDismiss?.();
        return;
    }
  };

  let message: { text: string; hint?: string } | null = null;
  if (expanded && !current) message = { text: t("search.loading") };
  else if (expanded && current?.status === "error") message = { text: t("search.unavailable") };
  else if (expanded && results.length === 0) {
    message = { text: t("search.no_result", { query: state.query.trim() }), hint: t("search.no_result_hint") };
  }
  const announcement = !expanded ? "" : message ? [message.text, message.hint].filter(Boolean).join(". ") : plural(lang, "search.count", results.length);

  return (
    <div
      ref={container}
      className={SEARCH_CONTAINER}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) dispatch({ type: "close" });
      }}
    >
      <SearchInput
        ref={input}
        role="combobox"
        name="q"
        aria-label={t("search.label")}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && state.active >= 0 ? optionId(state.active) : undefined}
        aria-describedby={`${id}-hint`}
        placeholder={t("search.placeholder")}
        value={state.query}
        onChange={(event) => dispatch({ type: "input", query: event.target.value })}
        onFocus={() => {
          dispatch({ type: "open" });
          // An index that could not be fetched is tried again when the visitor comes back.
          if (current?.status === "error") setAttempt((n) => n + 1);
        }}
        onClick={() => dispatch({ type: "open" })}
        onKeyDown={onKeyDown}
        trailing={
          state.query ? (
            <button
              type="button"
              aria-label={t("search.clear")}
              onClick={() => {
                dispatch({ type: "clear" });
                input.current?.focus();
              }}
              className={`absolute top-1 right-1 grid size-8 place-items-center rounded text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white ${FOCUS_RING}`}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null
        }
      />
      <span id={`${id}-hint`} hidden>
        {t("search.hint", { count: limits.minChars })}
      </span>
      <div
        // A press inside the panel keeps the focus in the field (a result still opens on click).
        onMouseDown={(event) => event.preventDefault()}
        className={`${expanded ? "block" : "hidden"} absolute top-full right-0 left-0 z-40 mt-2 max-h-[min(34rem,calc(100dvh-8rem))] overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-1.5 text-left shadow-xl lg:left-auto lg:w-[min(32rem,calc(100vw-2rem))] dark:border-slate-700 dark:bg-slate-900`}
      >
        <div role="listbox" id={listId} aria-label={t("search.results")} hidden={results.length === 0}>
          {results.map((entry, i) => (
            <Link
              key={entry.url}
              to={entry.url}
              id={optionId(i)}
              role="option"
              aria-selected={i === state.active}
              tabIndex={-1}
              onClick={() => dispatch({ type: "close" })}
              className="block rounded-lg px-3 py-2.5 hover:bg-slate-100 aria-selected:bg-blue-50 aria-selected:ring-2 aria-selected:ring-blue-700 aria-selected:ring-inset dark:hover:bg-slate-800 dark:aria-selected:bg-slate-800 dark:aria-selected:ring-blue-400"
            >
              <span className="flex items-start justify-between gap-3">
                <span className="font-medium text-slate-900 dark:text-white">{entry.title}</span>
                <span className="mt-0.5 shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                  {t(`search.type.${entry.type}`)}
                </span>
              </span>
              <span className="mt-0.5 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{entry.description}</span>
            </Link>
          ))}
        </div>
        {message ? (
          <div className="px-3 py-2.5">
            <p className="font-medium text-slate-900 dark:text-white">{message.text}</p>
            {message.hint ? <p className="mt-0.5 text-sm text-slate-700 dark:text-slate-300">{message.hint}</p> : null}
          </div>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
