// Fetching a language's search index: once per address and page load, on the visitor's first focus
// of the search box (the address stays the same from build to build; the browser's cache revalidates
// it by its ETag). A failed fetch is forgotten, so the next try fetches again.
import { RESULT_ORDER, type ResultKind, type SearchEntry } from "./search-match";

const cache = new Map<string, Promise<SearchEntry[]>>();

function isEntry(value: unknown): value is SearchEntry {
  if (value === null || typeof value !== "object") return false;
  const entry = value as Record<string, unknown>;
  return (
    RESULT_ORDER.includes(entry.type as ResultKind) &&
    ["url", "title", "description", "text"].every((field) => typeof entry[field] === "string")
  );
}

export function loadSearchIndex(url: string, fetcher: typeof fetch = fetch): Promise<SearchEntry[]> {
  let entries = cache.get(url);
  if (!entries) {
    entries = fetcher(url)
      .then((response) => {
        if (!response.ok) throw new Error(`search index ${url}: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((data) => {
        if (!Array.isArray(data)) throw new Error(`search index ${url}: not a list`);
        return data.filter(isEntry);
      });
    entries.catch(() => cache.delete(url));
    cache.set(url, entries);
  }
  return entries;
}

/** For tests: forget every fetched index. */
export function forgetSearchIndexes(): void {
  cache.clear();
}
