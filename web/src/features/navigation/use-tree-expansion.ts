import { useCallback, useMemo, useState } from "react";
import { fold } from "~/shared/fold";
import { filterTrees, routeOpen, type NavTree } from "./nav-tree";

function toggled(set: Set<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export interface TreeExpansion {
  /** The trees to show: all of them, or narrowed to the filter. */
  trees: NavTree[];
  filtering: boolean;
  isOpen: (id: string) => boolean;
  toggle: (id: string) => void;
  query: string;
  setQuery: (query: string) => void;
}

/**
 * Which nodes of the trees are open. Each page opens the branch leading to it (added to what the
 * visitor opened before); the visitor toggles any node independently. While a filter is typed,
 * the branches holding matches open instead; clearing the filter brings back the previous state.
 */
export function useTreeExpansion(trees: NavTree[], pathname: string | null): TreeExpansion {
  const [browse, setBrowse] = useState(() => ({ path: pathname, open: routeOpen(trees, pathname) }));
  if (browse.path !== pathname) {
    setBrowse({ path: pathname, open: new Set([...browse.open, ...routeOpen(trees, pathname)]) });
  }
  const [query, setQueryState] = useState("");
  const [filterOpen, setFilterOpen] = useState<Set<string>>(() => new Set());
  const filtering = fold(query) !== "";
  const filtered = useMemo(() => filterTrees(trees, query), [trees, query]);

  const setQuery = useCallback(
    (next: string) => {
      setQueryState(next);
      setFilterOpen(filterTrees(trees, next).open);
    },
    [trees],
  );
  const toggle = useCallback(
    (id: string) => {
      if (filtering) setFilterOpen((open) => toggled(open, id));
      else setBrowse((state) => ({ ...state, open: toggled(state.open, id) }));
    },
    [filtering],
  );
  const open = filtering ? filterOpen : browse.open;
  return { trees: filtered.trees, filtering, isOpen: (id) => open.has(id), toggle, query, setQuery };
}
