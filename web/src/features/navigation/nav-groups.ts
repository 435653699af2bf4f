// A sidebar group's articles, fetched when the visitor opens it (issue 35): a page carries the
// articles of its own category only (narrow-shell.ts); another category or AI theme names the file
// the build wrote for it (src/bibliotheque/pipeline/nav_groups.py: its first articles and how many
// there are). Fetched once per page load; the browser revalidates it by its ETag. A failed fetch
// is forgotten, so the next opening tries again; meanwhile the group's link leads to its page.
import { useEffect, useState } from "react";
import type { NavLink } from "~/generated/types";

export interface GroupArticles {
  total: number;
  articles: NavLink[];
}

const fetches = new Map<string, Promise<GroupArticles>>();
const fetched = new Map<string, GroupArticles>();

export function loadGroup(url: string): Promise<GroupArticles> {
  let group = fetches.get(url);
  if (!group) {
    group = fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<GroupArticles>) : Promise.reject(new Error(url))))
      .then((data) => {
        if (!Array.isArray(data.articles)) throw new Error(url);
        fetched.set(url, data);
        return data;
      });
    group.catch(() => fetches.delete(url));
    fetches.set(url, group);
  }
  return group;
}

/** For tests: forget every fetched group. */
export function forgetGroups(): void {
  fetches.clear();
  fetched.clear();
}

/** The articles of the group at `url` (fetched when first asked for), "loading" or "error". */
export function useGroup(url: string): GroupArticles | "loading" | "error" {
  const [group, setGroup] = useState<GroupArticles | "loading" | "error">(() => fetched.get(url) ?? "loading");
  useEffect(() => {
    let live = true;
    loadGroup(url).then(
      (data) => live && setGroup(data),
      () => live && setGroup("error"),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return group;
}
