import { ChevronDown } from "lucide-react";
import { useCallback, useId, useRef } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n/use-lang";
import type { NavTree } from "./nav-tree";
import { DROPDOWN_WITHOUT_JS } from "./no-js";
import { ACCENT_LINK, GROUP_HEADING, PANEL, QUIET_ITEM } from "./shell-styles";
import { useDismiss } from "./use-dismiss";
import { Prerendered } from "~/shared/prerendered";
import { useRouteOpen } from "./use-route-open";
import { FOCUS_RING } from "~/shared/button";
import { useHydrated } from "~/shared/use-hydrated";
import { useInteractionEffect } from "~/shared/use-interaction-effect";

export interface MenuGroup {
  tree: NavTree;
  /** How many of the tree's first items the group lists. */
  limit: number;
  seeAll: string;
}

/**
 * The header's « Solutions » disclosure (navigation pattern, not an ARIA menu: its content is
 * links in reading order): small-business sections, AI themes and sectors, the first items of
 * each tree and a link to its catalogue. Until it is hydrated (a slow phone, issue 32) it opens as
 * without JavaScript, on hover and focus (a click focuses the button); hydrated while so open, it
 * stays open.
 */
export function SolutionsMenu({ groups }: { groups: MenuGroup[] }) {
  const t = useT();
  const [open, setOpen] = useRouteOpen();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(open, close, container, button);
  const hydrated = useHydrated();
  useInteractionEffect(() => {
    if (!hydrated && container.current?.matches(":hover, :focus-within")) setOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when hydrated
  }, []);

  return (
    <div
      ref={container}
      className="group relative"
      onBlur={(event) => {
        if (open && !container.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={`flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium ${QUIET_ITEM} ${FOCUS_RING}`}
      >
        {t("nav.solutions")}
        <ChevronDown
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
          aria-hidden="true"
        />
      </button>
      <Prerendered
        live={open}
        id={panelId}
        className={`absolute left-0 z-40 mt-1 w-[min(44rem,calc(100vw-2rem))] rounded-lg p-5 ${PANEL} ${
          open ? "block" : `hidden ${DROPDOWN_WITHOUT_JS} ${hydrated ? "" : "group-hover:block group-focus-within:block"}`
        }`}
      >
          <div className="grid grid-cols-3 gap-6">
            {groups.map(({ tree, limit, seeAll }) => (
              <div key={tree.id}>
                <p className={GROUP_HEADING}>{tree.label}</p>
                <ul className="mt-2 space-y-1 text-sm">
                  {tree.children.slice(0, limit).map((item) => (
                    <li key={item.id}>
                      <Link to={item.href} className={`-mx-2 block rounded px-2 py-1 ${QUIET_ITEM} ${FOCUS_RING}`}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
                <Link to={tree.href} className={`mt-3 inline-block rounded text-sm ${ACCENT_LINK} ${FOCUS_RING}`}>
                  {seeAll}
                </Link>
              </div>
            ))}
          </div>
      </Prerendered>
    </div>
  );
}
