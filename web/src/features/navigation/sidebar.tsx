import { Search } from "lucide-react";
import { useId, useRef } from "react";
import { Link } from "react-router";
import { useLang, usePlural, useT } from "~/i18n/use-lang";
import { countMatches, groupLeaves, isCurrent, isOnRoute, visibleChildren, type NavNode, type NavTree } from "./nav-tree";
import { useGroup } from "./nav-groups";
import { HIDE_WITHOUT_JS, SHOW_WITHOUT_JS } from "./no-js";
import { ACCENT_LINK, CURRENT_ITEM, GROUP_HEADING, QUIET_ITEM } from "./shell-styles";
import { usePagePath } from "./page-path";
import { ProofBox } from "./proof-box";
import { Prerendered } from "~/shared/prerendered";
import { useTreeExpansion, type TreeExpansion } from "./use-tree-expansion";
import { FOCUS_RING } from "~/shared/button";
import { useEarlyClick } from "~/shared/early-clicks";
import { useInteractionEffect } from "~/shared/use-interaction-effect";

/**
 * The desktop sidebar (lg and up): a quick filter, the three navigation trees and the proof box.
 * Without JavaScript every branch shows and the filter, which needs a script, is hidden; with
 * JavaScript a closed branch is not rendered (its prerendered content stays hidden and is not
 * hydrated: ~/shared/prerendered). A branch's button tapped before the page was interactive
 * toggles it once hydrated (~/shared/early-clicks). A category or AI theme whose articles the page
 * leaves out (issue 35) is a link and, with JavaScript, a branch whose articles are fetched when
 * it opens (./nav-groups).
 */
export function Sidebar({ trees, seeAll }: { trees: NavTree[]; seeAll: (tree: NavTree) => string }) {
  const t = useT();
  const pluralOf = usePlural();
  const pagePath = usePagePath();
  const expansion = useTreeExpansion(trees, pagePath);
  const filterId = useId();
  // A filter typed before the page was interactive (issue 32) applies once hydrated.
  const filter = useRef<HTMLInputElement>(null);
  useInteractionEffect(() => {
    const typed = filter.current?.value;
    if (typed) expansion.setQuery(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when hydrated
  }, []);
  const shown = expansion.trees.filter((tree) => !expansion.filtering || tree.children.length > 0);
  const matches = expansion.filtering ? countMatches(trees, expansion.query) : 0;

  return (
    <aside
      aria-label={t("sidebar.label")}
      className="hidden w-64 shrink-0 border-r border-slate-200 bg-slate-50/60 lg:block print:hidden dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain px-3 py-4">
        <div className={`relative ${HIDE_WITHOUT_JS}`}>
          <label htmlFor={filterId} className="sr-only">
            {t("sidebar.filter")}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
            aria-hidden="true"
          />
          <input
            ref={filter}
            id={filterId}
            type="search"
            value={expansion.query}
            onChange={(event) => expansion.setQuery(event.target.value)}
            placeholder={t("sidebar.filter_placeholder")}
            autoComplete="off"
            className={`h-9 w-full rounded-md border border-slate-400 bg-white pr-2 pl-8 text-sm placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400 ${FOCUS_RING} focus-visible:outline-offset-0`}
          />
        </div>
        <p role="status" className="sr-only">
          {expansion.filtering ? pluralOf("sidebar.matches", matches) : ""}
        </p>
        {expansion.filtering && shown.length === 0 ? (
          <p className="mt-4 px-2 text-sm text-slate-700 dark:text-slate-300">
            {t("sidebar.no_match", { query: expansion.query.trim() })}
          </p>
        ) : null}
        <nav aria-label={t("sidebar.nav")} className="mt-3">
          <ul className="space-y-1">
            {shown.map((tree) => (
              <TreeSection key={tree.id} tree={tree} expansion={expansion} pagePath={pagePath} seeAll={seeAll(tree)} />
            ))}
          </ul>
        </nav>
        <ProofBox />
      </div>
    </aside>
  );
}

function panelId(id: string): string {
  return `sidebar-${id.replace(/[^a-z0-9-]/gi, "-")}`;
}

function TreeSection({
  tree,
  expansion,
  pagePath,
  seeAll,
}: {
  tree: NavTree;
  expansion: TreeExpansion;
  pagePath: string | null;
  seeAll: string;
}) {
  const open = expansion.isOpen(tree.id);
  const button = useRef<HTMLButtonElement>(null);
  useEarlyClick(button, () => expansion.toggle(tree.id));
  const children = visibleChildren(tree, (n) => expansion.isOpen(n.id) || isOnRoute(n, pagePath), expansion.filtering);
  return (
    <li>
      <button
        ref={button}
        type="button"
        data-early-click=""
        aria-expanded={open}
        aria-controls={panelId(tree.id)}
        onClick={() => expansion.toggle(tree.id)}
        className={`flex w-full items-center justify-between rounded-md px-2 py-2 text-left ${GROUP_HEADING} hover:bg-slate-100 dark:hover:bg-slate-800 ${FOCUS_RING} ${HIDE_WITHOUT_JS}`}
      >
        {tree.label}
        <span
          className={`icon-chevron-right size-4 transition-transform motion-reduce:transition-none ${open ? "rotate-90" : ""}`}
          aria-hidden="true"
        />
      </button>
      <p className={`hidden px-2 py-2 ${GROUP_HEADING} ${SHOW_WITHOUT_JS}`}>{tree.label}</p>
      <Prerendered live={open} id={panelId(tree.id)} className={open ? "" : `hidden ${SHOW_WITHOUT_JS}`}>
          <ul className="space-y-0.5 pb-2">
            {children.map((n) => (
              <TreeNode key={n.id} node={n} expansion={expansion} pagePath={pagePath} />
            ))}
          </ul>
          {expansion.filtering ? null : (
            <Link to={tree.href} className={`mb-2 ml-2 inline-block rounded px-1 text-sm ${ACCENT_LINK} ${FOCUS_RING}`}>
              {seeAll}
            </Link>
          )}
      </Prerendered>
    </li>
  );
}

const LEAF_ICONS: Partial<Record<NavNode["kind"], string>> = { article: "icon-file-text", "ai-article": "icon-file-text", topic: "icon-hash" };

function TreeNode({ node, expansion, pagePath }: { node: NavNode; expansion: TreeExpansion; pagePath: string | null }) {
  const t = useT();
  const open = expansion.isOpen(node.id);
  const button = useRef<HTMLButtonElement>(null);
  useEarlyClick(button, () => expansion.toggle(node.id));
  const current = isCurrent(node, pagePath);
  const icon = LEAF_ICONS[node.kind];
  return (
    <li>
      <div className="flex items-start gap-0.5">
        <Link
          to={node.href}
          aria-current={current ? "page" : undefined}
          className={`flex min-w-0 flex-1 items-start gap-1.5 rounded px-2 py-1.5 text-sm leading-snug ${FOCUS_RING} ${current ? CURRENT_ITEM : QUIET_ITEM}`}
        >
          {icon ? <span className={`${icon} mt-0.5 size-3.5 shrink-0 opacity-70`} aria-hidden="true" /> : null}
          <span>{node.label}</span>
        </Link>
        {node.children.length > 0 || node.group ? (
          <button
            ref={button}
            type="button"
            data-early-click=""
            aria-expanded={open}
            aria-controls={panelId(node.id)}
            aria-label={t("nav.submenu", { title: node.label })}
            onClick={() => expansion.toggle(node.id)}
            className={`grid size-7 shrink-0 place-items-center rounded ${QUIET_ITEM} ${FOCUS_RING} ${HIDE_WITHOUT_JS}`}
          >
            <span
              className={`icon-chevron-right size-4 transition-transform motion-reduce:transition-none ${open ? "rotate-90" : ""}`}
              aria-hidden="true"
            />
          </button>
        ) : null}
      </div>
      {node.children.length > 0 || (node.group && open) ? (
        <Prerendered
          as="ul"
          live={open}
          id={panelId(node.id)}
          className={`ml-3 space-y-0.5 border-l border-slate-200 pl-1.5 dark:border-slate-700 ${open ? "" : `hidden ${SHOW_WITHOUT_JS}`}`}
        >
          {node.children.map((child) => (
            <TreeNode key={child.id} node={child} expansion={expansion} pagePath={pagePath} />
          ))}
          {node.group && open ? <Fetched node={node} url={node.group} expansion={expansion} pagePath={pagePath} /> : null}
        </Prerendered>
      ) : null}
    </li>
  );
}

/** The articles of an open group the page leaves out, from its file (./nav-groups); the group's link stays. */
function Fetched({ node, url, expansion, pagePath }: { node: NavNode; url: string; expansion: TreeExpansion; pagePath: string | null }) {
  const t = useT();
  const lang = useLang();
  const group = useGroup(url);
  const note = "block rounded px-2 py-1.5 text-sm";
  if (group === "loading") return <li className={`${note} text-slate-700 dark:text-slate-300`}>{t("nav.group_loading")}</li>;
  if (group === "error")
    return (
      <li>
        <Link to={node.href} className={`${note} ${QUIET_ITEM} ${FOCUS_RING}`}>
          {t("nav.group_error", { title: node.label })}
        </Link>
      </li>
    );
  return (
    <>
      {groupLeaves(node, lang, group.articles).map((leaf) => (
        <TreeNode key={leaf.id} node={leaf} expansion={expansion} pagePath={pagePath} />
      ))}
      {group.total > group.articles.length ? (
        <li>
          <Link to={node.href} className={`${note} ${ACCENT_LINK} ${FOCUS_RING}`}>
            {t("nav.group_see_all", { count: group.total })}
          </Link>
        </li>
      ) : null}
    </>
  );
}
