// JSON a region fetches for itself once drawn in the browser: the conversion dialogs' texts, the
// end of an article (issue 32, weight: not in the pages' data). Fetched once per address and kept
// for the visit; the component suspends until it is in (always inside a <Suspense> boundary, which
// keeps its prerendered HTML meanwhile). A failed fetch is logged and gives `null`, which the
// caller draws as nothing; once that component is gone, the next one to ask fetches again.
import { use, useEffect } from "react";

const loads = new Map<string, Promise<unknown>>();

function load(url: string): Promise<unknown> {
  let loading = loads.get(url);
  if (loading === undefined) {
    loading = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .catch((error: unknown) => {
        console.error(error);
        return null;
      });
    loads.set(url, loading);
  }
  return loading;
}

/** The JSON at `url` (the caller knows its type: a generated payload type), or `null`; no fetch
 * for a `null` address (the caller has the data another way). */
export function useFetchedJson<T>(url: string | null): T | null {
  const data = url === null ? null : (use(load(url)) as T | null);
  useEffect(
    () => () => {
      if (url !== null && data === null) loads.delete(url);
    },
    [data, url],
  );
  return data;
}
