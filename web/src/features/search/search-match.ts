// Matching and ranking of the search (spec §5, DESIGN §7.3): from 3 characters (spaces trimmed),
// an accent-, case- and apostrophe-insensitive substring of the fields the spec names, which the
// build folds into each entry's `text` (src/bibliotheque/pipeline/search_index.py, same fold rules);
// at most 8 results, by kind in the spec's order. Limits come from content/site.yaml.
import { fold } from "~/shared/fold";

export type ResultKind = "article" | "ai-article" | "category" | "content-section" | "ai-section" | "industry";

/** The order in which kinds of results are listed. */
export const RESULT_ORDER: readonly ResultKind[] = ["article", "ai-article", "category", "content-section", "ai-section", "industry"];

/** One entry of a language's search index, as the build writes it. */
export interface SearchEntry {
  type: ResultKind;
  url: string;
  title: string;
  description: string;
  /** The searched fields, folded, one per line. */
  text: string;
}

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
  const rank = (entry: SearchEntry) => RESULT_ORDER.indexOf(entry.type);
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
