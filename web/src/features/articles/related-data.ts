// The end of an article (similar articles, sections, sectors) is not in the page's data (issue 32,
// weight): the build writes it apart, at the address the page's data gives
// (src/bibliotheque/pipeline/related.py). The prerender provides it (app/entry.server.tsx reads the
// build's file); in the browser the region fetches it once its code is in (~/shared/use-fetched-json),
// React keeping the prerendered HTML until it has it, then hydrating the region with the same data.
import { createContext, use } from "react";
import type { ArticleRelated } from "~/generated/types";
import { useFetchedJson } from "~/shared/use-fetched-json";

/** The recommendations of the page being prerendered (none in the browser). */
export const PrerenderedRelated = createContext<ArticleRelated | null>(null);

/** The recommendations at `url`: the prerender's, else fetched (`null` when that failed). */
export function useRelated(url: string): ArticleRelated | null {
  const prerendered = use(PrerenderedRelated);
  const fetched = useFetchedJson<ArticleRelated>(prerendered ? null : url);
  return prerendered ?? fetched;
}
