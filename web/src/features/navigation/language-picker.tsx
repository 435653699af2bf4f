import { Check, ChevronDown } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { useInteractionEffect } from "~/shared/use-interaction-effect";
import { useLocation } from "react-router";
import { useLang, useT } from "~/i18n/use-lang";
import { LANGS, type Lang } from "~/shared/href";
import { Flag } from "./flag";
import { languageHref, languageTarget, loadLanguage, storeLanguage } from "./language-choice";
import { menuKey, openingFocus } from "./menu-keys";
import { DROPDOWN_WITHOUT_JS } from "./no-js";
import { usePagePath } from "./page-path";
import { CURRENT_ITEM, PANEL, QUIET_ITEM } from "./shell-styles";
import { useDismiss } from "./use-dismiss";
import { useHydrated } from "~/shared/use-hydrated";
import { Prerendered } from "~/shared/prerendered";
import { useRouteOpen } from "./use-route-open";
import { FOCUS_RING } from "~/shared/button";
import { EARLY_CLICK, useEarlyClick } from "~/shared/early-clicks";

/**
 * The language menu button (WAI-ARIA menu button): flag and name of the current language (the
 * name only from `sm` up), a menu of the languages as links to the same page in that language.
 * Choosing one closes the menu, stores the choice and loads the page in that language. Without JavaScript the menu opens on hover and
 * keyboard focus and its items are ordinary links; with JavaScript a closed menu is not rendered
 * (its prerendered items stay hidden and are not hydrated: ~/shared/prerendered).
 */
export function LanguagePicker() {
  const lang = useLang();
  const t = useT();
  const location = useLocation();
  const pagePath = usePagePath();
  const hydrated = useHydrated();
  const [open, setOpen] = useRouteOpen();
  const [focusIndex, setFocusIndex] = useState(-1);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLAnchorElement | null)[]>([]);
  const buttonId = useId();
  const menuId = useId();
  const selected = LANGS.indexOf(lang);

  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(open, close, container, button);
  // Until hydrated it opens as without JavaScript (hover, focus: a slow phone, issue 32); hydrated
  // while so open, or tapped before (it is hydrated after the page: ~/shared/hydrate-later's
  // loadLater, and the focus may have moved since), it stays open.
  useEarlyClick(button, () => setOpen(true));
  useInteractionEffect(() => {
    if (!hydrated && container.current?.matches(":hover, :focus-within")) setOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when hydrated
  }, []);

  useInteractionEffect(() => {
    if (open && focusIndex >= 0) items.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  const openAt = (index: number): void => {
    setFocusIndex(index);
    setOpen(true);
  };

  const onButtonKey = (event: React.KeyboardEvent): void => {
    if (!["ArrowDown", "ArrowUp", "Enter", " "].includes(event.key)) return;
    event.preventDefault();
    openAt(openingFocus(event.key, selected, LANGS.length));
  };

  const onItemKey = (event: React.KeyboardEvent, index: number): void => {
    const result = menuKey(event.key, index, LANGS.length);
    if (!result) return;
    if ("focus" in result) {
      event.preventDefault();
      setFocusIndex(result.focus);
    } else {
      close();
      if (result.close === "restore-focus") button.current?.focus();
    }
  };

  const choose = (event: React.MouseEvent, other: Lang): void => {
    // A new tab or window (modifier keys, middle click) is the browser's business.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    close();
    button.current?.focus();
    if (other === lang) return;
    storeLanguage(other);
    loadLanguage(pagePath === null ? languageHref(null, other) : languageTarget(location, other));
  };

  return (
    <div ref={container} className="group relative">
      <button
        ref={button}
        id={buttonId}
        type="button"
        {...{ [EARLY_CLICK]: "" }}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t("lang.button", { name: t(`lang.${lang}`) })}
        onClick={() => (open ? close() : openAt(selected))}
        onKeyDown={onButtonKey}
        className={`flex h-10 items-center gap-2 rounded-md px-2 text-sm font-medium ${QUIET_ITEM} ${FOCUS_RING}`}
      >
        <Flag lang={lang} />
        <span className="hidden sm:inline" lang={lang}>
          {t(`lang.${lang}`)}
        </span>
        <ChevronDown
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
          aria-hidden="true"
        />
      </button>
      <Prerendered
          as="ul"
          live={open}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={`absolute right-0 z-40 mt-1 min-w-44 rounded-md p-1 ${PANEL} ${open ? "block" : `hidden ${DROPDOWN_WITHOUT_JS} ${hydrated ? "" : "group-hover:block group-focus-within:block"}`}`}
        >
          {LANGS.map((other, index) => (
            <li key={other} role="none">
              <a
                ref={(el) => {
                  items.current[index] = el;
                }}
                role="menuitem"
                href={languageHref(pagePath, other)}
                hrefLang={other}
                lang={other}
                aria-current={other === lang ? "true" : undefined}
                tabIndex={hydrated ? -1 : undefined}
                onClick={(event) => choose(event, other)}
                onKeyDown={(event) => onItemKey(event, index)}
                className={`flex items-center gap-2 rounded px-3 py-2 text-sm ${FOCUS_RING} ${other === lang ? CURRENT_ITEM : QUIET_ITEM}`}
              >
                <Flag lang={other} />
                <span className="flex-1">{t(`lang.${other}`)}</span>
                {other === lang ? <Check className="size-4" aria-hidden="true" /> : null}
              </a>
            </li>
          ))}
      </Prerendered>
    </div>
  );
}
