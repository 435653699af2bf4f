import { BookOpen, Menu, Search } from "lucide-react";
import { lazy, Suspense, useCallback, useRef, useState, type ComponentType, type FormEvent } from "react";
import { useInteractionEffect } from "~/shared/use-interaction-effect";
import { Link, useNavigate } from "react-router";
import { HIDE_WITHOUT_JS } from "./no-js";
import { NoJsMenu } from "./no-js-menu";
import { usePagePath } from "./page-path";
import { CURRENT_BY_ARIA, QUIET_ITEM } from "./shell-styles";
import { SolutionsMenu, type MenuGroup } from "./solutions-menu";
import { useRouteOpen } from "./use-route-open";
import { useLang, useT } from "~/i18n/use-lang";
import { href } from "~/shared/href";
import { useShell } from "~/shared/shell-context";
import { BUTTON_TONE, FOCUS_RING } from "~/shared/button";
import { HydrateLater, loadLater } from "~/shared/hydrate-later";
import { useHydrated } from "~/shared/use-hydrated";
import { withStrings } from "~/i18n/load";

// The slide-in menu's code is fetched on first use (issue 32, weight), or when the pointer or the
// focus reaches its toggle; until then there is no closed dialog in the page either.
// Loaded after the page's first hydration, working as without JavaScript until then (loadLater).
const LanguagePicker = loadLater(() => import("./language-picker").then((module) => module.LanguagePicker));
const loadMobileMenu = withStrings(() => import("./mobile-menu"));
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/** Id of the header's search container, which the search feature fills. */
const SEARCH_SLOT_ID = "site-search";

/**
 * The sticky header: logo, Home, Solutions, Resources, the search slot, the language picker, the
 * trial and consulting buttons. Below `lg`: a menu toggle (slide-in menu) and a search toggle.
 * `SearchField`: the search feature's field, passed by the route; its `onDismiss` closes the small
 * screens' search and gives the focus back to its toggle. Until the header is hydrated (a slow
 * phone, issue 32) the two toggles are what they are without JavaScript: the menu a `<details>`
 * (NoJsMenu), the search a link to the search page.
 */
export function SiteHeader({
  groups,
  SearchField,
}: {
  groups: MenuGroup[];
  SearchField: ComponentType<{ onDismiss: () => void }>;
}) {
  const lang = useLang();
  const t = useT();
  const { site } = useShell();
  const pagePath = usePagePath();
  const [menuOpen, setMenuOpen] = useRouteOpen();
  // Drawn from its first opening on, and kept: closing it gives the focus back to the toggle.
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  const closeMenu = useCallback(() => setMenuOpen(false), [setMenuOpen]);
  const [searchOpen, setSearchOpen] = useRouteOpen();
  const menuToggle = useRef<HTMLButtonElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  // The menu opened before hydration goes on open as the slide-in menu, which takes its place.
  const earlyMenu = useRef<HTMLElement>(null);
  useInteractionEffect(() => {
    const details = earlyMenu.current;
    if (!hydrated || !(details instanceof HTMLDetailsElement) || !details.open) return;
    details.open = false;
    setMenuOpen(true);
  }, [hydrated, setMenuOpen]);
  // The mobile search opens with the focus in its field; Escape in the empty field closes it.
  useInteractionEffect(() => {
    if (searchOpen) document.getElementById(SEARCH_SLOT_ID)?.querySelector("input")?.focus();
  }, [searchOpen]);
  const dismissSearch = useCallback(() => {
    if (!searchOpen) return;
    setSearchOpen(false);
    searchToggle.current?.focus();
  }, [searchOpen, setSearchOpen]);
  const navigate = useNavigate();
  const onSearchSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get("q");
    void navigate(`${href(lang, "search")}?${new URLSearchParams({ q: typeof query === "string" ? query : "" }).toString()}`);
  };
  const navLink = `flex h-10 items-center rounded-md px-3 text-sm font-medium ${QUIET_ITEM} ${CURRENT_BY_ARIA} ${FOCUS_RING}`;
  const iconButton = `${hydrated ? "grid" : "hidden"} size-10 shrink-0 place-items-center rounded-md lg:hidden ${QUIET_ITEM} ${FOCUS_RING} ${HIDE_WITHOUT_JS}`;

  return (
    <>
      <HydrateLater>
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden dark:border-slate-800 dark:bg-slate-950/95">
          <div className="flex h-16 items-center gap-1 px-2 sm:gap-2 sm:px-4 lg:gap-3">
            <button
              ref={menuToggle}
              type="button"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              aria-label={t("nav.menu_open")}
              onClick={() => setMenuOpen(true)}
              onPointerEnter={() => void loadMobileMenu()}
              onFocus={() => void loadMobileMenu()}
              className={iconButton}
            >
              <Menu className="size-5" aria-hidden="true" />
            </button>
            {/* Without JavaScript, the same menu as a disclosure (the button above is hidden). */}
            <NoJsMenu groups={groups} early={!hydrated} ref={earlyMenu} />
            <Link
              to={href(lang, "home")}
              className={`flex min-w-0 items-center gap-2 rounded-md px-1 text-base font-bold text-blue-900 sm:text-lg dark:text-white ${FOCUS_RING}`}
            >
              <span className="grid size-8 shrink-0 place-items-center rounded-md bg-blue-700 text-white" aria-hidden="true">
                <BookOpen className="size-4.5" />
              </span>
              {/* With the reader's larger text, a long name gives way before the header overflows. */}
              <span className="truncate">{site.brand.site_name}</span>
            </Link>
            <nav aria-label={t("nav.main")} className="ml-2 hidden items-center gap-1 lg:flex">
              <Link to={href(lang, "home")} aria-current={pagePath === href(lang, "home") ? "page" : undefined} className={navLink}>
                {t("nav.home")}
              </Link>
              <SolutionsMenu groups={groups} />
              <Link
                to={href(lang, "resources")}
                aria-current={pagePath === href(lang, "resources") ? "page" : undefined}
                className={navLink}
              >
                {t("nav.resources")}
              </Link>
            </nav>
            {/* A real form: without JavaScript, Enter asks the server for the results page. */}
            <form
              id={SEARCH_SLOT_ID}
              role="search"
              method="get"
              action={href(lang, "search")}
              noValidate
              onSubmit={onSearchSubmit}
              aria-label={t("header.search_slot")}
              className={`${searchOpen ? "flex" : "hidden"} absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 py-3 empty:py-0 dark:border-slate-800 dark:bg-slate-950 lg:static lg:flex lg:min-w-10 lg:flex-1 lg:justify-center lg:border-0 lg:bg-transparent lg:p-0`}
            >
              <SearchField onDismiss={dismissSearch} />
            </form>
            <div className="ml-auto flex items-center gap-1 sm:gap-2 lg:ml-0">
              <button
                ref={searchToggle}
                type="button"
                aria-expanded={searchOpen}
                aria-controls={SEARCH_SLOT_ID}
                aria-label={t("header.search_toggle")}
                onClick={() => setSearchOpen(!searchOpen)}
                className={iconButton}
              >
                <Search className="size-5" aria-hidden="true" />
              </button>
              {/* Without JavaScript, and until hydrated, small screens reach the search page instead of the toggle. */}
              <Link
                to={href(lang, "search")}
                aria-label={t("header.search_toggle")}
                className={`hidden ${hydrated ? "" : "max-lg:grid"} size-10 shrink-0 place-items-center rounded-md [@media(scripting:none)]:max-lg:grid ${QUIET_ITEM} ${FOCUS_RING}`}
              >
                <Search className="size-5" aria-hidden="true" />
              </Link>
              <LanguagePicker />
              <a
                href={href(lang, "demo")}
                className={`hidden h-10 items-center rounded-md px-4 text-sm whitespace-nowrap sm:inline-flex ${BUTTON_TONE.primary} ${FOCUS_RING}`}
              >
                {t("nav.demo")}
              </a>
              <a
                href={href(lang, "consulting")}
                className={`hidden h-10 items-center rounded-md px-4 text-sm whitespace-nowrap xl:inline-flex ${BUTTON_TONE.outline} ${FOCUS_RING}`}
              >
                {t("nav.consulting")}
              </a>
            </div>
          </div>
        </header>
      </HydrateLater>
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} toggle={menuToggle} groups={groups} />
        </Suspense>
      ) : null}
    </>
  );
}
