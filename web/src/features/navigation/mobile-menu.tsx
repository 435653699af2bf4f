import { ChevronDown } from "lucide-react";
import { useEffect, useId, useState, type RefObject } from "react";
import { Link } from "react-router";
import { useLang, useT } from "~/i18n/use-lang";
import { href } from "~/shared/href";
import { MenuGroupLinks } from "./menu-group-links";
import { routeOpen } from "./nav-tree";
import { usePagePath } from "./page-path";
import { CURRENT_BY_ARIA, QUIET_ITEM } from "./shell-styles";
import type { MenuGroup } from "./solutions-menu";
import { BUTTON_TONE, FOCUS_RING } from "~/shared/button";
import { Dialog, DialogCloseButton } from "~/shared/dialog";

/** Tailwind's `lg` breakpoint, from which the menu gives way to the header and sidebar. */
const DESKTOP_QUERY = "(min-width: 64rem)";

/**
 * The slide-in menu of small screens, a modal dialog (~/shared/dialog): the page behind is inert,
 * Escape and a click on the backdrop close it, and focus returns to the toggle.
 * Groups (small-business sections, AI themes, sectors) collapse independently.
 */
export function MobileMenu({
  open,
  onClose,
  toggle,
  groups,
}: {
  open: boolean;
  onClose: () => void;
  toggle: RefObject<HTMLButtonElement | null>;
  groups: MenuGroup[];
}) {
  const lang = useLang();
  const t = useT();
  const pagePath = usePagePath();
  const titleId = useId();
  const [expanded, setExpanded] = useState(() =>
    routeOpen(
      groups.map((g) => g.tree),
      pagePath,
    ),
  );

  // The menu is hidden from `lg` up (the header and sidebar take over): a window widened while it
  // is open must not leave an invisible modal making the page inert.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(DESKTOP_QUERY);
    const onChange = (): void => {
      if (wide.matches) onClose();
    };
    onChange();
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [open, onClose]);

  const toggleGroup = (id: string): void =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const link = `block rounded-md px-3 py-2.5 ${QUIET_ITEM} ${CURRENT_BY_ARIA} ${FOCUS_RING}`;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      returnFocus={toggle}
      labelledBy={titleId}
      className="fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none translate-x-0 bg-white p-0 text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-100 transition-transform duration-200 backdrop:bg-slate-900/50 starting:open:-translate-x-full motion-reduce:transition-none lg:hidden"
    >
      <div
        className="flex h-full flex-col"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) onClose();
        }}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-800">
          <h2 id={titleId} className="text-base font-semibold">
            {t("nav.menu")}
          </h2>
          <DialogCloseButton label={t("nav.menu_close")} className={`grid size-10 place-items-center rounded-md ${QUIET_ITEM} ${FOCUS_RING}`} />
        </div>
        <nav aria-label={t("nav.main")} className="flex-1 overflow-y-auto overscroll-contain px-3 py-3">
          <ul className="space-y-1">
            <li>
              <Link
                to={href(lang, "home")}
                aria-current={pagePath === href(lang, "home") ? "page" : undefined}
                className={`${link} text-base`}
              >
                {t("nav.home")}
              </Link>
            </li>
            {groups.map((group) => {
              const { tree } = group;
              const isOpen = expanded.has(tree.id);
              const panel = `mobile-${tree.id.replace(/[^a-z0-9-]/gi, "-")}`;
              return (
                <li key={tree.id}>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panel}
                    onClick={() => toggleGroup(tree.id)}
                    className={`flex w-full items-center justify-between rounded-md px-3 py-2.5 text-left text-base font-medium ${QUIET_ITEM} ${FOCUS_RING}`}
                  >
                    {tree.label}
                    <ChevronDown
                      className={`size-5 transition-transform motion-reduce:transition-none ${isOpen ? "rotate-180" : ""}`}
                      aria-hidden="true"
                    />
                  </button>
                  {isOpen ? (
                    <MenuGroupLinks id={panel} group={group} pagePath={pagePath} link={link} />
                  ) : null}
                </li>
              );
            })}
            <li>
              <Link
                to={href(lang, "resources")}
                aria-current={pagePath === href(lang, "resources") ? "page" : undefined}
                className={`${link} text-base`}
              >
                {t("nav.resources")}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="space-y-2 border-t border-slate-200 p-4 dark:border-slate-800">
          <a href={href(lang, "demo")} className={`block rounded-md px-4 py-2.5 text-center ${BUTTON_TONE.primary} ${FOCUS_RING}`}>
            {t("nav.demo")}
          </a>
          <a
            href={href(lang, "consulting")}
            className={`block rounded-md px-4 py-2.5 text-center ${BUTTON_TONE.outline} ${FOCUS_RING}`}
          >
            {t("nav.consulting")}
          </a>
        </div>
      </div>
    </Dialog>
  );
}
