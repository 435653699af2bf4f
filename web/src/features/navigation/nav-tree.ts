// The library's three navigation trees (small-business sections, AI themes, sectors), built from
// the shell data, and the pure logic the sidebar runs on them: which nodes the current route opens,
// which link is the current page, and the quick filter (accent- and case-insensitive).
import type { NavLink, Shell } from "~/generated/types";
import { fold } from "~/shared/fold";
import { href, type Lang } from "~/shared/href";

export type NodeKind = "tree" | "section" | "category" | "article" | "theme" | "topic" | "ai-article" | "sector";

export interface NavNode {
  /** Unique among all trees, e.g. `section:liberte-dirigeant`, `category:liberte-dirigeant/rh-culture`. */
  id: string;
  kind: NodeKind;
  label: string;
  href: string;
  children: NavNode[];
  /** A group whose articles this page does not carry: the file that lists them (./nav-groups). */
  group?: string;
}

export type TreeFamily = "sections" | "ai" | "sectors";

export interface NavTree extends NavNode {
  kind: "tree";
  family: TreeFamily;
  /** How many children show before the « see all » link (undefined: all of them). */
  limit?: number;
}

export type TreeLabels = Record<TreeFamily, string>;

function node(id: string, kind: NodeKind, label: string, target: string, children: NavNode[] = [], group?: string): NavNode {
  return { id, kind, label, href: target, children, group };
}

/**
 * The file listing the articles of a group (a category under a section, an AI theme) that a page
 * leaves out (narrow-shell.ts, issue 35): written by the build, src/bibliotheque/pipeline/nav_groups.py.
 */
function groupFile(lang: Lang, ...slugs: string[]): string {
  return `/nav/${lang}/${slugs.length > 1 ? "category" : "theme"}/${slugs.join("/")}.json`;
}

/** The nodes of a group's articles (fetched from its file), as the page's own would be. */
export function groupLeaves(group: NavNode, lang: Lang, articles: NavLink[]): NavNode[] {
  const kind = group.kind === "theme" ? "ai-article" : "article";
  return articles.map((a) => node(`${kind}:${a.slug}`, kind, a.title, href(lang, kind, a.slug)));
}

// Each label folded once, the first time the filter is used: not while the trees are built for
// every page's first render (hundreds of labels, issue 20).
const foldedLabels = new WeakMap<NavNode, string>();

function foldedLabel(n: NavNode): string {
  let folded = foldedLabels.get(n);
  if (folded === undefined) {
    folded = fold(n.label);
    foldedLabels.set(n, folded);
  }
  return folded;
}

/** The three trees of the sidebar, in the spec's order. */
export function navTrees(shell: Shell, lang: Lang, labels: TreeLabels): NavTree[] {
  const catalogue = href(lang, "content-sections");
  const aiCatalogue = href(lang, "ai-content-sections");
  const sections = shell.nav_sections.map((s) =>
    node(
      `section:${s.slug}`,
      "section",
      s.title,
      `${catalogue}#${s.slug}`,
      s.categories.map((c) =>
        node(
          `category:${s.slug}/${c.slug}`,
          "category",
          c.name,
          href(lang, "category", c.slug),
          c.articles.map((a) => node(`article:${a.slug}`, "article", a.title, href(lang, "article", a.slug))),
          c.articles.length ? undefined : groupFile(lang, s.slug, c.slug),
        ),
      ),
    ),
  );
  const themes = shell.nav_ai_themes.map((theme) =>
    node(
      `theme:${theme.slug}`,
      "theme",
      theme.title,
      `${aiCatalogue}#${theme.slug}`,
      [
        ...theme.topics.map((x) => node(`topic:${theme.slug}/${x.slug}`, "topic", x.title, `${aiCatalogue}#${theme.slug}`)),
        ...theme.articles.map((a) => node(`ai-article:${a.slug}`, "ai-article", a.title, href(lang, "ai-article", a.slug))),
      ],
      theme.articles.length ? undefined : groupFile(lang, theme.slug),
    ),
  );
  const sectors = shell.nav_sectors.map((s) => node(`sector:${s.slug}`, "sector", s.name, href(lang, "industry", s.slug)));
  return [
    { ...node("tree:sections", "tree", labels.sections, catalogue, sections), kind: "tree", family: "sections" },
    { ...node("tree:ai", "tree", labels.ai, aiCatalogue, themes), kind: "tree", family: "ai" },
    {
      ...node("tree:sectors", "tree", labels.sectors, href(lang, "industries"), sectors),
      kind: "tree",
      family: "sectors",
      limit: shell.site.limits.sidebar_sectors,
    },
  ];
}

function pathOf(target: string): string {
  return target.split("#")[0]!;
}

function leadsTo(nodeHref: string, pathname: string): boolean {
  const path = pathOf(nodeHref);
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The page path without a trailing slash; `null` (a not-found page) stays `null`. */
function normalize(pathname: string | null): string | null {
  return pathname === null ? null : pathname.replace(/\/+$/, "") || "/";
}

/** True when `pathname` is the node's page or a page below it (`/industry/x/guide` under `/industry/x`). */
export function isOnRoute(n: NavNode, pathname: string | null): boolean {
  const path = normalize(pathname);
  return path !== null && leadsTo(n.href, path);
}

/**
 * The nodes the current route opens: the ancestors of every node leading to this page, and a tree
 * whose own page this is. With no match (home, tools…), the first tree opens so the sidebar is not
 * a column of closed headings. A not-found page (`null`) opens the first tree too.
 */
export function routeOpen(trees: NavTree[], pathname: string | null): Set<string> {
  const path = normalize(pathname);
  const open = new Set<string>();
  const visit = (n: NavNode, ancestors: string[]): void => {
    // An anchor into a catalogue page (`#theme`) opens its tree only, not every branch above it.
    if (n.kind !== "tree" && leadsTo(n.href, path!))
      (n.href.includes("#") ? ancestors.slice(0, 1) : ancestors).forEach((id) => open.add(id));
    n.children.forEach((child) => visit(child, [...ancestors, n.id]));
  };
  for (const tree of path === null ? [] : trees) {
    if (pathOf(tree.href) === path) open.add(tree.id);
    visit(tree, []);
  }
  if (open.size === 0 && trees[0]) open.add(trees[0].id);
  return open;
}

/** Whether a link is the current page (`aria-current="page"`); anchors into a page never are. */
export function isCurrent(n: NavNode, pathname: string | null): boolean {
  return !n.href.includes("#") && n.href === normalize(pathname);
}

/**
 * The trees narrowed to `query`: a node whose label matches keeps all its children; a node kept
 * only for matching descendants keeps just those and is listed in `open`, so the matches show.
 * Trees themselves are never matched by their heading.
 */
export function filterTrees(trees: NavTree[], query: string): { trees: NavTree[]; open: Set<string> } {
  const needle = fold(query);
  const open = new Set<string>();
  if (!needle) return { trees, open };
  const narrow = (nodes: NavNode[]): NavNode[] =>
    nodes.flatMap((n) => {
      if (foldedLabel(n).includes(needle)) return [n];
      const children = narrow(n.children);
      if (children.length === 0) return [];
      open.add(n.id);
      return [{ ...n, children }];
    });
  const narrowed = trees.map((tree) => {
    const children = narrow(tree.children);
    if (children.length > 0) open.add(tree.id);
    return { ...tree, children };
  });
  return { trees: narrowed, open };
}

/** The children a tree shows: the first `limit`, plus any further one that is open or current. */
export function visibleChildren(tree: NavTree, keep: (n: NavNode) => boolean, filtering: boolean): NavNode[] {
  if (filtering || tree.limit === undefined) return tree.children;
  return tree.children.filter((n, i) => i < tree.limit! || keep(n));
}

/** Nodes matching the filter, for the live count. */
export function countMatches(trees: NavTree[], query: string): number {
  const needle = fold(query);
  let count = 0;
  const visit = (n: NavNode): void => {
    if (foldedLabel(n).includes(needle)) count += 1;
    n.children.forEach(visit);
  };
  trees.forEach((t) => t.children.forEach(visit));
  return count;
}
