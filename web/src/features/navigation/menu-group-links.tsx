import { Link } from "react-router";
import { FOCUS_RING } from "~/shared/button";
import { isCurrent } from "./nav-tree";
import { ACCENT_LINK } from "./shell-styles";
import type { MenuGroup } from "./solutions-menu";

/**
 * A phone menu group's links (the slide-in menu's and the no-JavaScript menu's): the first
 * `limit` items of the tree, the current page marked, then the link to the tree's catalogue.
 */
export function MenuGroupLinks({ group, pagePath, link, id }: { group: MenuGroup; pagePath: string | null; link: string; id?: string }) {
  const { tree, limit, seeAll } = group;
  return (
    <ul id={id} className="ml-3 border-l border-slate-200 pl-2 dark:border-slate-700">
      {tree.children.slice(0, limit).map((item) => (
        <li key={item.id}>
          <Link to={item.href} aria-current={isCurrent(item, pagePath) ? "page" : undefined} className={`${link} text-sm`}>
            {item.label}
          </Link>
        </li>
      ))}
      <li>
        <Link to={tree.href} className={`block rounded-md px-3 py-2.5 text-sm ${ACCENT_LINK} ${FOCUS_RING}`}>
          {seeAll}
        </Link>
      </li>
    </ul>
  );
}
