import { useSearchParams } from "react-router";
import { useHydrated } from "./use-hydrated";

/**
 * The value of a filter kept in the URL query, among `allowed`; `null` (show everything) while the
 * prerendered page hydrates, or when the value is missing or unknown.
 */
export function useQueryFilter(param: string, allowed: readonly string[]): string | null {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const value = params.get(param);
  return hydrated && value !== null && allowed.includes(value) ? value : null;
}
