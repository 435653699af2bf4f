import { ChevronDown, Menu } from "lucide-react";
import type { Ref } from "react";
import { Link } from "react-router";
import { useLang, useT } from "~/i18n/use-lang";
import { href } from "~/shared/href";
import { MenuGroupLinks } from "./menu-group-links";
import { routeOpen } from "./nav-tree";
import { usePagePath } from "./page-path";
import { CURRENT_BY_ARIA, QUIET_ITEM } from "./shell-styles";
import type { MenuGroup } from "./solutions-menu";
import { BUTTON_TONE, FOCUS_RING } from "~/shared/button";
import { Prerendered } from "~/shared/prerendered";

/** A `<summary>` that looks like the site's buttons: no disclosure triangle in any browser. */
const SUMMARY = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

/**
 * The menu of small screens without JavaScript: a `<details>` whose summary is the menu button
 * (a native disclosure: Enter and Space open it, screen readers hear « Menu, collapsed »), holding
 * the same links as the slide-in menu (mobile-menu.tsx), each group a `<details>` of its own, opened as the
 * slide-in menu opens them. It shows under `@media (scripting: none)`, and with JavaScript only
 * until the header is hydrated (`early`): a tap on a slow phone opens it at once (issue 32); once
 * hydrated the header's button opens the slide-in menu, and opens it in this one's place if this
 * one was left open. So in the browser it keeps its prerendered content, never updated but for
 * its class (~/shared/prerendered).
 */
export function NoJsMenu({ groups, early, ref }: { groups: MenuGroup[]; early: boolean; ref?: Ref<HTMLElement> }) {
  const lang = useLang();
  const t = useT();
  const pagePath = usePagePath();
  const link = `block rounded-md px-3 py-2.5 ${QUIET_ITEM} ${CURRENT_BY_ARIA} ${FOCUS_RING}`;
  const current = (path: string) => (pagePath === path ? "page" : undefined);
  // The groups the slide-in menu opens first: the current page's (or the first one).
  const open = routeOpen(
    groups.map((g) => g.tree),
    pagePath,
  );
  return (
    <Prerendered
      as="details"
      live={false}
      ref={ref}
      className={`hidden ${early ? "max-lg:block" : ""} shrink-0 print:hidden [@media(scripting:none)]:max-lg:block`}
    >
      <summary className={`${SUMMARY} grid size-10 place-items-center rounded-md ${QUIET_ITEM} ${FOCUS_RING}`}>
        <Menu className="size-5" aria-hidden="true" />
        <span className="sr-only">{t("nav.menu")}</span>
      </summary>
      <nav
        aria-label={t("nav.main")}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-b border-slate-200 bg-white px-3 py-3 shadow-xl dark:border-slate-800 dark:bg-slate-900"
      >
        <ul className="space-y-1">
          <li>
            <Link to={href(lang, "home")} aria-current={current(href(lang, "home"))} className={`${link} text-base`}>
              {t("nav.home")}
            </Link>
          </li>
          {groups.map((group) => (
            <li key={group.tree.id}>
              <details className="group" open={open.has(group.tree.id) || undefined}>
                <summary
                  className={`${SUMMARY} flex items-center justify-between rounded-md px-3 py-2.5 text-base font-medium ${QUIET_ITEM} ${FOCUS_RING}`}
                >
                  {group.tree.label}
                  <ChevronDown className="size-5 group-open:rotate-180" aria-hidden="true" />
                </summary>
                <MenuGroupLinks group={group} pagePath={pagePath} link={link} />
              </details>
            </li>
          ))}
          <li>
            <Link to={href(lang, "resources")} aria-current={current(href(lang, "resources"))} className={`${link} text-base`}>
              {t("nav.resources")}
            </Link>
          </li>
        </ul>
        <div className="mt-3 space-y-2 border-t border-slate-200 pt-3 dark:border-slate-800">
          <a href={href(lang, "demo")} className={`block rounded-md px-4 py-2.5 text-center ${BUTTON_TONE.primary} ${FOCUS_RING}`}>
            {t("nav.demo")}
          </a>
          <a href={href(lang, "consulting")} className={`block rounded-md px-4 py-2.5 text-center ${BUTTON_TONE.outline} ${FOCUS_RING}`}>
            {t("nav.consulting")}
          </a>
        </div>
      </nav>
    </Prerendered>
  );
}
