// Matching and ranking of the search (spec §5, DESIGN §7.3): from 3 characters (spaces trimmed),
// an accent-, case- and apostrophe-insensitive substring of the fields the spec names, which the
// build folds into each entry's `text` (src/bibliotheque/pipeline/search_index.py, same fold rules);
// at most 8 results, by kind in the spec's order. Limits come from content/site.yaml.
import type { SearchEntry } from "~/generated/types";
import { fold } from "~/shared/fold";

/** One entry of a language's search index, as the build writes it (bibliotheque/built_site.py). */
export type { SearchEntry };

export type ResultKind = SearchEntry["type"];

// Each kind's place in the list of results, the order of the build's `ResultKind`: typed by the
// generated union, so a kind the build adds or drops fails to compile until it is placed here.
const PLACE: Record<ResultKind, number> = {
  article: 0,
  "ai-article": 1,
  category: 2,
  "content-section": 3,
  "ai-section": 4,
  industry: 5,
};

/** The order in which kinds of results are listed. */
export const RESULT_ORDER = (Object.keys(PLACE) as ResultKind[]).sort((a, b) => PLACE[a] - PLACE[b]);

export interface SearchLimits {
  /** Characters (after trimming) from which results show. */
  minChars: number;
  maxResults: number;
}

/** Whether `query` is long enough to search (counted in characters, spaces around it trimmed). */
export function isSearchable(query: string, limits: SearchLimits): boolean {
  return [...query.trim()].length >= limits.minChars;
}

/** The entries matching `query`, by kind in the spec's order (index order within a kind), capped. */
export function searchEntries(entries: readonly SearchEntry[], query: string, limits: SearchLimits): SearchEntry[] {
  if (!isSearchable(query, limits)) return [];
  const needle = fold(query);
  const matches = entries.filter((entry) => entry.text.includes(needle));
  const rank = (entry: SearchEntry) => PLACE[entry.type];
  // Array.prototype.sort is stable: entries of one kind keep the index's order.
  return matches.sort((a, b) => rank(a) - rank(b)).slice(0, limits.maxResults);
}

/**
 * One page of every match (the search page, `/{lang}/search?q=&page=`): `maxResults` a page, in
 * the same order. The server pages the same way (src/bibliotheque/server/search_page.py).
 */
export function searchPage(
  entries: readonly SearchEntry[],
  query: string,
  limits: SearchLimits,
  page: number,
): { total: number; entries: SearchEntry[] } {
  const all = searchEntries(entries, query, { ...limits, maxResults: Number.POSITIVE_INFINITY });
  const start = (page - 1) * limits.maxResults;
  return { total: all.length, entries: all.slice(start, start + limits.maxResults) };
}
